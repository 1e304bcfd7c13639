import { dateLocale } from '../../../../core/shared/date-locale';
import { type Locale } from '../../../../core/shared/locale';

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
const timeFormats = new Map<Locale, Intl.DateTimeFormat>();

function cached(map: Map<Locale, Intl.DateTimeFormat>, locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let format = map.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(dateLocale(locale), { ...options, timeZone: 'Europe/Athens' });
    map.set(locale, format);
  }
  return format;
}

/** A sailing's day as the port shows it (Athens time): `Thursday, 11 June 2026`. */
export function sailingDate(iso: string, locale: Locale): string {
  return cached(dateFormats, locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
}

/** A sailing's time of day in Athens, 24-hour: `07:25`. */
export function sailingTime(iso: string, locale: Locale): string {
  return cached(timeFormats, locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

/** The message of a code (`ticket.passengerType.AD`) when there is one, else the code itself. */
export function codeLabel(messages: Record<string, unknown>, prefix: string, code: string, format: (id: string) => string): string {
  const id = `${prefix}.${code}`;
  return id in messages ? format(id) : code;
}
