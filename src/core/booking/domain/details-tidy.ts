import { normaliseInput, toGreeklish } from '../../shared/greeklish';
import { passportName } from '../../shared/passport-name';

/** Latin letters that no accent stripping turns into plain ASCII. */
const LATIN_SPECIAL: Record<string, string> = {
  ß: 'ss', æ: 'ae', Æ: 'AE', œ: 'oe', Œ: 'OE', ø: 'o', Ø: 'O', ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', þ: 'th', Þ: 'TH', ı: 'i',
};

/** Greek capitals that look like Latin ones: on plates and identity cards they are read as those. */
const LOOKALIKE: Record<string, string> = {
  Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Ι: 'I', Κ: 'K', Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P', Τ: 'T', Υ: 'Y', Χ: 'X',
};

/** Accented Latin letters as plain ones (José → Jose, Müller → Muller, Strauß → Strauss). */
function plainLatin(value: string): string {
  return value.replace(/[ßæÆœŒøØłŁđĐþÞı]/g, (ch) => LATIN_SPECIAL[ch] ?? ch).normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

const squeeze = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * A passenger's name as the ferry companies print it on tickets, by the passport rule (ICAO 9303; SPEC.md section 5:
 * marked for mutation, upper-cased): Jürgen Müller is JUERGEN MUELLER, Μαρία is MARIA (src/core/shared/passport-name).
 */
export function normaliseName(value: string): string {
  return passportName(value);
}

/**
 * The name of the courier's recipient or of a pet: in Latin letters like the tickets, keeping its case. The
 * leader's own name is kept as typed (the e-mails greet them by it).
 */
export function normaliseContactName(value: string): string {
  return squeeze(normaliseInput(plainLatin(toGreeklish(value)), { transliterate: false }));
}

/** A document, plate, chip or card number: Greek capitals read as their Latin look-alikes, upper case. */
export function normaliseCode(value: string): string {
  const latin = [...value.toUpperCase()].map((ch) => LOOKALIKE[ch] ?? ch).join('');
  return squeeze(normaliseInput(plainLatin(toGreeklish(latin)), { transliterate: false, upperCase: true }));
}

/** An e-mail address: lower case, only the characters an address may hold. */
export function normaliseEmail(value: string): string {
  return normaliseInput(value.trim(), { mode: 'email', transliterate: false });
}

/** Digits (and the spaces people group them with) only. */
export function digitsAndSpaces(value: string): string {
  return value.replace(/[^0-9 ]/g, '').replace(/ {2,}/g, ' ');
}

/** A birth date as typed (`1/2/1990`, `01021990`, `01.02.1990`) written DD/MM/YYYY when it can be read so. */
export function normaliseBirthDate(value: string): string {
  const text = value.trim();
  const digits = text.replace(/\D/g, '');
  if (/^\d{8}$/.test(text)) return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
  const match = /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{4})$/.exec(text);
  if (match) return `${match[1]!.padStart(2, '0')}/${match[2]!.padStart(2, '0')}/${match[3]}`;
  return text;
}
