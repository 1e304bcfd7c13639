import { type Locale } from './locale';

/** An amount of euros held as an integer number of cents, so sums never drift. */
export type Cents = number & { readonly __unit?: 'cents' };

/** Checks that a number is a whole number of cents. */
export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** Cents from a euro amount as the operators quote it (`3.77` → 377), rounding half away from zero. */
export function eurosToCents(euros: number): Cents {
  if (!Number.isFinite(euros)) throw new RangeError(`not an amount: ${euros}`);
  const sign = euros < 0 ? -1 : 1;
  // 1.005 * 100 is 100.49999…; rounding it to 6 places first reads the amount as written
  return sign * Math.round(Number((Math.abs(euros) * 100).toFixed(6)));
}

/** Euros as a decimal number from cents; for wire formats only, never for arithmetic. */
export function centsToEuros(cents: Cents): number {
  return cents / 100;
}

/** The sum of amounts in cents. */
export function sumCents(amounts: readonly Cents[]): Cents {
  return amounts.reduce<number>((total, amount) => total + amount, 0);
}

/** A percentage of an amount, rounded to whole cents. */
export function percentOf(amount: Cents, percent: number): Cents {
  return Math.round((amount * percent) / 100);
}

const numberLocale: Record<Locale, string> = {
  el: 'el-GR', en: 'en-GB', de: 'de-DE', it: 'it-IT', fr: 'fr-FR', es: 'es-ES',
};

const formatters = new Map<Locale, Intl.NumberFormat>();

/**
 * Formats cents for a locale with the euro sign after the amount, as the shop shows prices everywhere:
 * `formatMoney(123456, 'el')` is `1.234,56 €`, `formatMoney(123456, 'en')` is `1,234.56 €`.
 */
export function formatMoney(cents: Cents, locale: Locale): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(numberLocale[locale], {
      minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always',
    });
    formatters.set(locale, formatter);
  }
  return `${formatter.format(cents / 100)}\u00a0€`;
}

const wholeFormatters = new Map<Locale, Intl.NumberFormat>();

/**
 * Whole euros, rounded up, for where a full amount does not fit (the fare calendar's day cells, which also name
 * the exact amount to assistive technology): `formatMoneyWhole(4810, 'el')` is `49 €`.
 */
export function formatMoneyWhole(cents: Cents, locale: Locale): string {
  let formatter = wholeFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(numberLocale[locale], { maximumFractionDigits: 0, useGrouping: 'always' });
    wholeFormatters.set(locale, formatter);
  }
  return `${formatter.format(Math.ceil(cents / 100))}\u00a0€`;
}
