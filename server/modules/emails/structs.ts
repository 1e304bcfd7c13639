/**
 * Exports: `ContactBody`, `ReservationMailBody`, `Phone`, `toE164(phone)`, `CONTACT_LIMITS`.
 * The bodies of `POST /api/emails/contactUs` and `POST /api/emails/sendSuccessReservation`. Text is trimmed before
 * it is checked; a phone number is a real one by libphonenumber-js (a number without `+` is read as Greek).
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { boolean, coerce, object, optional, refine, size, string, type Struct } from 'superstruct';
import { OrderCode } from '../../../src/contract/index';
import { Lang, NormalEmail } from '../auth/structs';

export const CONTACT_LIMITS = { name: 60, messageMin: 10, messageMax: 5000 } as const;

const trimmed = <T>(struct: Struct<T, null>) => coerce(struct, string(), (value) => value.trim()) as unknown as Struct<T, null>;

/** The number in E.164 (`+306912345678`), or undefined when it is not a real phone number. */
export function toE164(phone: string): string | undefined {
  const parsed = parsePhoneNumberFromString(phone, 'GR');
  return parsed?.isValid() ? parsed.number : undefined;
}

export const Phone = trimmed(refine(size(string(), 1, 32), 'Phone', (value) => toE164(value) !== undefined || 'must be a real phone number'));

export const ContactBody = object({
  name: trimmed(size(string(), 1, CONTACT_LIMITS.name)),
  lastname: trimmed(size(string(), 1, CONTACT_LIMITS.name)),
  email: NormalEmail,
  phone: Phone,
  message: trimmed(size(string(), CONTACT_LIMITS.messageMin, CONTACT_LIMITS.messageMax)),
  lang: optional(Lang),
});

/** `resend: true` sends the reservation e-mail again although it was sent before. */
export const ReservationMailBody = object({
  order_code: coerce(OrderCode, string(), (value) => value.trim().toUpperCase()),
  resend: optional(boolean()),
  lang: optional(Lang),
});
