import { isValidPhoneNumber } from 'libphonenumber-js';
import { emailError } from '../../auth/domain/forms';
import { type AccountDetails } from '../ports/account-gateway.port';

/**
 * Why a field of the account form is refused (`invalid`: a field the server refused for a reason of its own). The UI
 * says it in the visitor's language (`ACCOUNT_FIELD_MESSAGES` in src/ui/shared/failure-messages.ts).
 */
export type AccountFieldProblem =
  | 'firstNameRequired' | 'lastNameRequired' | 'emailRequired' | 'emailInvalid' | 'phoneInvalid' | 'zipCodeInvalid'
  | 'nationalityInvalid' | 'invalid';

/** A phone number that really exists (Greek when given without a country code); empty is allowed. */
export function isPhoneValid(phone: string): boolean {
  const text = phone.trim();
  return text === '' || (text.length <= 25 && isValidPhoneNumber(text, 'GR'));
}

/**
 * Field → problem of each account-form field that is wrong: name, last name and e-mail required, the phone a
 * real number, the zip code and nationality as the server takes them. `serverFields` adds fields the server refused.
 */
export function accountFieldErrors(details: AccountDetails, serverFields: readonly (keyof AccountDetails)[] = []): Partial<Record<keyof AccountDetails, AccountFieldProblem>> {
  const errors: Partial<Record<keyof AccountDetails, AccountFieldProblem>> = {};
  if (!details.firstName.trim()) errors.firstName = 'firstNameRequired';
  if (!details.lastName.trim()) errors.lastName = 'lastNameRequired';
  const email = emailError(details.email);
  if (email) errors.email = email;
  if (!isPhoneValid(details.phone)) errors.phone = 'phoneInvalid';
  if (!/^$|^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(details.zipCode.trim())) errors.zipCode = 'zipCodeInvalid';
  if (!/^$|^[A-Za-z]{2}$/.test(details.nationality.trim())) errors.nationality = 'nationalityInvalid';
  for (const field of serverFields) errors[field] ??= field === 'phone' ? 'phoneInvalid' : 'invalid';
  return errors;
}
