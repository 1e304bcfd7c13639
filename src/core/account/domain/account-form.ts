import { isValidPhoneNumber } from 'libphonenumber-js';
import { emailError } from '../../auth/domain/forms';
import { type AccountDetails } from '../ports/account-gateway.port';

/** Message ids of the account form (the e-mail and name ones are the auth forms'). */
export const ACCOUNT_MESSAGES = {
  firstNameRequired: 'auth.validation.firstNameRequired',
  lastNameRequired: 'auth.validation.lastNameRequired',
  phoneInvalid: 'account.validation.phoneInvalid', // 'Invalid phone number'
  zipCodeInvalid: 'account.validation.zipCodeInvalid',
  nationalityInvalid: 'account.validation.nationalityInvalid',
} as const;

/** A phone number that really exists (Greek when given without a country code); empty is allowed. */
export function isPhoneValid(phone: string): boolean {
  const text = phone.trim();
  return text === '' || (text.length <= 25 && isValidPhoneNumber(text, 'GR'));
}

/**
 * Field → message id of each account-form field that is wrong: name, last name and e-mail required, the phone a
 * real number, the zip code and nationality as the server takes them. `serverFields` adds fields the server refused.
 */
export function accountFieldErrors(details: AccountDetails, serverFields: readonly (keyof AccountDetails)[] = []): Partial<Record<keyof AccountDetails, string>> {
  const errors: Partial<Record<keyof AccountDetails, string>> = {};
  if (!details.firstName.trim()) errors.firstName = ACCOUNT_MESSAGES.firstNameRequired;
  if (!details.lastName.trim()) errors.lastName = ACCOUNT_MESSAGES.lastNameRequired;
  const email = emailError(details.email);
  if (email) errors.email = email;
  if (!isPhoneValid(details.phone)) errors.phone = ACCOUNT_MESSAGES.phoneInvalid;
  if (!/^$|^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(details.zipCode.trim())) errors.zipCode = ACCOUNT_MESSAGES.zipCodeInvalid;
  if (!/^$|^[A-Za-z]{2}$/.test(details.nationality.trim())) errors.nationality = ACCOUNT_MESSAGES.nationalityInvalid;
  for (const field of serverFields) errors[field] ??= field === 'phone' ? ACCOUNT_MESSAGES.phoneInvalid : 'account.validation.invalid';
  return errors;
}
