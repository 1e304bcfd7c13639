/**
 * Code formats the demo companies check. A loyalty card is the company's prefix and ten digits whose last is a
 * Luhn check digit (ASL4000012345…). An island-resident (MAN) code is `MAN`, eight digits and a check letter.
 */
const MAN_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function luhnDigit(body: string): string {
  for (let d = 0; d < 10; d++) if (luhnValid(body + d)) return String(d);
  throw new Error('unreachable');
}

export function isLoyaltyCard(prefix: string, card: string): boolean {
  const normalized = card.replace(/[\s-]/g, '').toUpperCase();
  if (!normalized.startsWith(prefix)) return false;
  const digits = normalized.slice(prefix.length);
  return /^\d{10}$/.test(digits) && luhnValid(digits);
}

/** A valid card number for `prefix` built from a member number (for seeds, tests and the demo). */
export function makeLoyaltyCard(prefix: string, member: number): string {
  const body = String(member).padStart(9, '0').slice(-9);
  return `${prefix}${body}${luhnDigit(body)}`;
}

function manLetter(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (i + 2);
  return MAN_LETTERS[sum % MAN_LETTERS.length] as string;
}

export function isResidentCode(code: string): boolean {
  const normalized = code.replace(/[\s-]/g, '').toUpperCase();
  const match = /^MAN(\d{8})([A-Z])$/.exec(normalized);
  return !!match && manLetter(match[1] as string) === match[2];
}

/** A valid MAN code built from a registry number. */
export function makeResidentCode(registry: number): string {
  const digits = String(registry).padStart(8, '0').slice(-8);
  return `MAN${digits}${manLetter(digits)}`;
}
