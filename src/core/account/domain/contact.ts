import { isEmail } from '../../shared/validation';
import { type ContactMessage } from '../ports/account-gateway.port';

export const CONTACT_MESSAGES = {
  required: 'contact.error.required',
  emailInvalid: 'auth.validation.emailInvalid',
  nameTooLong: 'contact.error.nameTooLong',
  phoneInvalid: 'contact.error.phone',
  messageLength: 'contact.error.messageLength',
} as const;

/** The server's limits (server/modules/emails/structs.ts): names up to 60 characters, a message of 10 to 5000. */
export const CONTACT_LIMITS = { name: 60, messageMin: 10, messageMax: 5000 } as const;

/** A phone number as people write it: an optional `+`, 7 to 15 digits, spaces, dots, hyphens and brackets between. */
const PHONE = /^\+?[\d\s().-]+$/;

function isPhoneLike(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE.test(value) && digits >= 7 && digits <= 15;
}

/** Field → message id of each contact-form field that is wrong; every field is required. */
export function contactErrors(message: ContactMessage): Partial<Record<keyof ContactMessage, string>> {
  const errors: Partial<Record<keyof ContactMessage, string>> = {};
  for (const field of ['name', 'lastname', 'email', 'phone', 'message'] as const) {
    if (message[field].trim() === '') errors[field] = CONTACT_MESSAGES.required;
  }
  for (const field of ['name', 'lastname'] as const) {
    if (!errors[field] && message[field].trim().length > CONTACT_LIMITS.name) errors[field] = CONTACT_MESSAGES.nameTooLong;
  }
  if (!errors.email && !isEmail(message.email.trim())) errors.email = CONTACT_MESSAGES.emailInvalid;
  if (!errors.phone && !isPhoneLike(message.phone.trim())) errors.phone = CONTACT_MESSAGES.phoneInvalid;
  const length = message.message.trim().length;
  if (!errors.message && (length < CONTACT_LIMITS.messageMin || length > CONTACT_LIMITS.messageMax)) errors.message = CONTACT_MESSAGES.messageLength;
  return errors;
}

/** The newsletter group of each language (one per language, SPEC.md section 3). */
export function newsletterGroup(locale: string): string {
  return `newsletter-${locale}`;
}
