/** The customer record linked to a user (the account form of SPEC.md section 3). */
export interface Customer {
  readonly address?: string;
  readonly phone?: string;
  readonly zipCode?: string;
  readonly nationality?: string;
  readonly city?: string;
}

export interface User {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly customer?: Customer;
}

/** First and last name initials, lowercased, as the header shows them. */
export function initialsOf(user: Pick<User, 'firstName' | 'lastName'>): string {
  return `${[...user.firstName.trim()][0] ?? ''}${[...user.lastName.trim()][0] ?? ''}`.toLowerCase();
}
