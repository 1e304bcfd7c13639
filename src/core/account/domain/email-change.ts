import { AUTH_MESSAGES, emailError } from '../../auth/domain/forms';

/** Message ids of the e-mail change form and its confirmation page. */
export const EMAIL_CHANGE_MESSAGES = {
  same: 'account.email.same',
  wrongPassword: 'account.email.wrongPassword',
  taken: 'auth.error.emailTaken',
  tooManyAttempts: 'auth.error.tooManyAttempts',
  tooOften: 'account.email.tooOften',
} as const;

/** The e-mail change form: the new address and the current password. */
export interface EmailChangeForm {
  readonly newEmail: string;
  readonly currentPassword: string;
}

/** Field → message id of each wrong field: a well-formed address that is not the current one, and a password. */
export function emailChangeErrors(form: EmailChangeForm, currentEmail: string): Partial<Record<keyof EmailChangeForm, string>> {
  const errors: Partial<Record<keyof EmailChangeForm, string>> = {};
  const email = emailError(form.newEmail);
  if (email) errors.newEmail = email;
  else if (form.newEmail.trim().toLowerCase() === currentEmail.trim().toLowerCase()) errors.newEmail = EMAIL_CHANGE_MESSAGES.same;
  if (!form.currentPassword) errors.currentPassword = AUTH_MESSAGES.passwordRequired;
  return errors;
}
