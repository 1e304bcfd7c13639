import { type Locale } from './locale';

/**
 * The locale every date and time of the shop is written in (issue 19): a Greek shop's conventions in each language.
 * English is British English (30/11/2026, "Monday, 30 November 2026", not the US month-first order), and every
 * language writes times on the 24-hour clock (`-u-hc-h23`: 19:30, never "07:30 μ.μ." or "7:30 PM"). react-intl's
 * provider, react-aria's calendars, the e-ticket and the e-mails all take their locale from here.
 */
export const DATE_LOCALES: Readonly<Record<Locale, string>> = {
  el: 'el-GR-u-hc-h23', en: 'en-GB-u-hc-h23', de: 'de-DE-u-hc-h23', it: 'it-IT-u-hc-h23', fr: 'fr-FR-u-hc-h23', es: 'es-ES-u-hc-h23',
};

/** The BCP 47 tag dates and times of `locale` are formatted with (see `DATE_LOCALES`). */
export function dateLocale(locale: Locale): string {
  return DATE_LOCALES[locale];
}

/** Weeks start on Monday in every language of the shop (the calendars' `firstDayOfWeek`). */
export const FIRST_DAY_OF_WEEK = 'mon' as const;

const dateTimes = new Map<Locale, Intl.DateTimeFormat>();

/** A sailing's departure or arrival in Athens time, as the e-mails write it: `Mon, 30 Nov 2026, 07:30` in English. */
export function athensDateTime(iso: string, locale: Locale): string {
  let format = dateTimes.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(dateLocale(locale), {
      weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
      timeZone: 'Europe/Athens',
    });
    dateTimes.set(locale, format);
  }
  return format.format(new Date(iso));
}

const formats = new Map<string, Intl.DateTimeFormat>();
const byOptions = new WeakMap<Intl.DateTimeFormatOptions, Map<Locale, Intl.DateTimeFormat>>();

/**
 * Formats an instant (ISO 8601 text, epoch milliseconds or Date) with `options` in the shop's date conventions for
 * `locale`: every date and time the web app shows goes through this (the UI's `useDates`), not react-intl's
 * formatDate, so English is day-month-year and every language 24-hour. Formatters are kept per locale and options.
 */
export function formatDateTime(value: string | number | Date, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  // Callers mostly pass the same options object: found by it first, without writing the options out as a key.
  let byLocale = byOptions.get(options);
  if (!byLocale) {
    byLocale = new Map();
    byOptions.set(options, byLocale);
  }
  let format = byLocale.get(locale);
  if (!format) {
    const key = `${locale}|${JSON.stringify(options)}`;
    format = formats.get(key);
    if (!format) {
      format = new Intl.DateTimeFormat(dateLocale(locale), options.hour !== undefined && options.hour12 === undefined ? { hourCycle: 'h23', ...options } : options);
      formats.set(key, format);
    }
    byLocale.set(locale, format);
  }
  return format.format(typeof value === 'string' ? new Date(value) : value);
}
