import { isEmail } from '../../shared/validation';
import { type ContactMessage } from '../ports/account-gateway.port';

export const CONTACT_MESSAGES = {
  required: 'contact.error.required',
  emailInvalid: 'auth.validation.emailInvalid',
} as const;

/** Field → message id of each contact-form field that is wrong; every field is required. */
export function contactErrors(message: ContactMessage): Partial<Record<keyof ContactMessage, string>> {
  const errors: Partial<Record<keyof ContactMessage, string>> = {};
  for (const field of ['name', 'lastname', 'email', 'phone', 'message'] as const) {
    if (message[field].trim() === '') errors[field] = CONTACT_MESSAGES.required;
  }
  if (!errors.email && !isEmail(message.email.trim())) errors.email = CONTACT_MESSAGES.emailInvalid;
  return errors;
}

/** The newsletter group of each language (one per language, SPEC.md section 3). */
export function newsletterGroup(locale: string): string {
  return `newsletter-${locale}`;
}
