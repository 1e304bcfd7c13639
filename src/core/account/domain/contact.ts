import { isEmail } from '../../shared/validation';
import { type ContactMessage } from '../ports/account-gateway.port';

/**
 * Why a field of the contact or newsletter form is refused. The UI says it in the visitor's language
 * (`CONTACT_FIELD_MESSAGES` in src/ui/shared/failure-messages.ts).
 */
export type ContactProblem = 'required' | 'emailInvalid' | 'nameTooLong' | 'phoneInvalid' | 'messageLength';

/** The server's limits (server/modules/emails/structs.ts): names up to 60 characters, a message of 10 to 5000. */
export const CONTACT_LIMITS = { name: 60, messageMin: 10, messageMax: 5000 } as const;

/** A phone number as people write it: an optional `+`, 7 to 15 digits, spaces, dots, hyphens and brackets between. */
const PHONE = /^\+?[\d\s().-]+$/;

function isPhoneLike(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE.test(value) && digits >= 7 && digits <= 15;
}

/** Field → problem of each contact-form field that is wrong; every field is required. */
export function contactErrors(message: ContactMessage): Partial<Record<keyof ContactMessage, ContactProblem>> {
  const errors: Partial<Record<keyof ContactMessage, ContactProblem>> = {};
  for (const field of ['name', 'lastname', 'email', 'phone', 'message'] as const) {
    if (message[field].trim() === '') errors[field] = 'required';
  }
  for (const field of ['name', 'lastname'] as const) {
    if (!errors[field] && message[field].trim().length > CONTACT_LIMITS.name) errors[field] = 'nameTooLong';
  }
  if (!errors.email && !isEmail(message.email.trim())) errors.email = 'emailInvalid';
  if (!errors.phone && !isPhoneLike(message.phone.trim())) errors.phone = 'phoneInvalid';
  const length = message.message.trim().length;
  if (!errors.message && (length < CONTACT_LIMITS.messageMin || length > CONTACT_LIMITS.messageMax)) errors.message = 'messageLength';
  return errors;
}

/** The newsletter group of each language (one per language, SPEC.md section 3). */
export function newsletterGroup(locale: string): string {
  return `newsletter-${locale}`;
}
