import { type Infer, define, pattern, size, string } from 'superstruct';

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Whether text is an e-mail address the shop accepts (trimmed, one @, a dotted domain). */
export function isEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 254 && EMAIL.test(value);
}

/** An e-mail address; the same struct validates it in the web app and on the server. */
export const Email = define<string>('Email', isEmail);

/** Text with at least one non-space character. */
export const NonBlank = define<string>('NonBlank', (value) => typeof value === 'string' && value.trim().length > 0);

/** A calendar date `YYYY-MM-DD` (interpreted in Europe/Athens). */
export const IsoDate = define<string>('IsoDate', (value) => isIsoDate(value));

/** A port code as the Booking API names ports (`PIR`, `JTR`). */
export const PortCode = pattern(size(string(), 2, 8), /^[A-Z0-9]+$/);
export type PortCode = Infer<typeof PortCode>;

/** Whether text is a real calendar date written `YYYY-MM-DD`. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** Whether a value is blank: undefined, null or text of only spaces. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}
