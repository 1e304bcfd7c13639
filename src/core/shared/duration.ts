import { type Locale } from './locale';

const units: Record<'el' | 'other', { hours: string; minutes: string }> = {
  el: { hours: 'ω', minutes: 'λ' },
  other: { hours: 'h', minutes: 'm' },
};

/**
 * A duration in minutes as hours and minutes: `2h 05m`, in Greek `2ω 05λ`; a duration under an hour shows only
 * minutes. Anything that is not a finite, non-negative number (or numeric text) shows as `-`.
 */
export function formatDuration(minutes: unknown, locale: Locale): string {
  const value = typeof minutes === 'string' && minutes.trim() !== '' ? Number(minutes) : minutes;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return '-';
  const total = Math.round(value);
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  const unit = units[locale === 'el' ? 'el' : 'other'];
  if (hours === 0) return `${rest}${unit.minutes}`;
  return `${hours}${unit.hours} ${String(rest).padStart(2, '0')}${unit.minutes}`;
}

/** Minutes between two ISO instants, or NaN when either is missing or unreadable. */
export function minutesBetween(fromIso: string | undefined, toIso: string | undefined): number {
  if (!fromIso || !toIso) return Number.NaN;
  return (Date.parse(toIso) - Date.parse(fromIso)) / 60_000;
}
