import { type Infer, type Struct, define, pattern, size, string } from 'superstruct';

/*
 * Every check here runs in time linear in its input and looks at the length first, so a megabyte of hostile text costs
 * a single pass: no regular expression here has nested or overlapping quantifiers.
 */

/** A character that may make text unclean: a C0 control but tab and line breaks, or half of a surrogate pair. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const SUSPECT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF]/;

/** Whether text can be stored and shown: no NUL or other control character but tab and line breaks, no lone surrogate. */
export function isCleanText(text: string): boolean {
  if (!SUSPECT.test(text)) return true; // one native scan; most text ends here
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20) {
      if (c !== 0x09 && c !== 0x0a && c !== 0x0d) return false;
    } else if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) {
      return false;
    }
  }
  return true;
}

/** Longest e-mail address (RFC 5321 path limit) and its parts. */
export const EMAIL_MAX_LENGTH = 254;
const LOCAL_MAX_LENGTH = 64;
const LABEL_MAX_LENGTH = 63;
/** A local part: printable characters but space, quotes, angle brackets, `@` and the other specials of RFC 5322. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const LOCAL_PART = /^[^\s@<>"'(),;:\\[\]`\u0000-\u001F\u007F]+$/;
/** One domain label: letters, digits, hyphens and (internationalised domains) any character past ASCII. */
const LABEL = /^[A-Za-z0-9\u0080-\uFFFF-]+$/;

/**
 * Whether text is an e-mail address the shop accepts: at most 254 characters (checked first), one `@`, a local part
 * of at most 64 characters without spaces, quotes, angle brackets or controls, and a domain of at least two labels
 * (letters, digits, hyphens; not starting or ending with a hyphen), its last one of two or more characters, not all
 * digits. Linear: the text is split on its last `@` and each part is checked with one character class.
 */
export function isEmail(value: unknown): value is string {
  if (typeof value !== 'string' || value.length < 6 || value.length > EMAIL_MAX_LENGTH) return false;
  const at = value.lastIndexOf('@');
  if (at < 1 || at > LOCAL_MAX_LENGTH) return false;
  const local = value.slice(0, at);
  if (!LOCAL_PART.test(local) || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  if (!isCleanText(value)) return false;
  const labels = value.slice(at + 1).split('.');
  if (labels.length < 2) return false;
  for (const label of labels) {
    if (label.length === 0 || label.length > LABEL_MAX_LENGTH || !LABEL.test(label) || label.startsWith('-') || label.endsWith('-')) return false;
  }
  const top = labels[labels.length - 1] as string;
  return top.length >= 2 && !/^[0-9]+$/.test(top);
}

/** An e-mail address; the same struct validates it in the web app and on the server. */
export const Email = define<string>('Email', isEmail);

/**
 * Text of `min` to `max` characters, clean (`isCleanText`), that also passes `check` when given. The length is
 * checked before anything else, so `check` only ever sees short text.
 */
export function BoundedText(name: string, min: number, max: number, check?: (value: string) => boolean): Struct<string, null> {
  return define<string>(name, (value) =>
    typeof value === 'string' && value.length >= min && value.length <= max && isCleanText(value) && (check === undefined || check(value)));
}

/** Text with at least one non-space character. */
export const NonBlank = define<string>('NonBlank', (value) => typeof value === 'string' && value.trim().length > 0);

/** A calendar date `YYYY-MM-DD` (interpreted in Europe/Athens). */
export const IsoDate = define<string>('IsoDate', (value) => isIsoDate(value));

/** A port code as the Booking API names ports (`PIR`, `JTR`). */
export const PortCode = pattern(size(string(), 2, 8), /^[A-Z0-9]{2,8}$/);
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
