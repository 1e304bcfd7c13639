import { useIntl } from 'react-intl';
import { athensDate } from '../../../../core/shared/athens-time';
import { formatMoney } from '../../../../core/shared/money';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useDates } from '../../../shared/i18n/use-dates';

/** Sailing times are Athens times, in 24 hours as ferry timetables print them. */
export function useSailingTime(): (iso: string) => string {
  const dates = useDates();
  return (iso) => dates.format(iso, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Athens' });
}

/** How many days after departure a sailing arrives (0 the same day), read in Athens. */
export function daysLater(departureIso: string, arrivalIso: string): number {
  const a = Date.parse(`${athensDate(departureIso)}T12:00:00Z`);
  const b = Date.parse(`${athensDate(arrivalIso)}T12:00:00Z`);
  return Math.round((b - a) / 86_400_000);
}

/** SPEC.md section 9: durations in hours and minutes (Greek unit letters in Greek), '-' when not a number. */
export function useDuration(): (minutes: unknown) => string {
  const intl = useIntl();
  return (minutes) => {
    if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes < 0) return '-';
    const whole = Math.round(minutes);
    return intl.formatMessage({ id: 'results.duration' }, { hours: Math.floor(whole / 60), minutes: String(whole % 60).padStart(2, '0') });
  };
}

/** Euro amounts from cents as every price of the shop is written (the locale's digits, the euro sign after). */
export function useEuros(): (cents: number) => string {
  const locale = useLocale();
  return (cents) => formatMoney(cents, locale);
}
