import { useMemo } from 'react';
import { dateLocale, FIRST_DAY_OF_WEEK, formatDateTime } from '../../../core/shared/date-locale';
import { useLocale } from './use-locale';

export interface Dates {
  /** The page's date locale tag (British English, 24-hour clock: core/shared/date-locale), e.g. for react-aria. */
  readonly tag: string;
  readonly firstDayOfWeek: typeof FIRST_DAY_OF_WEEK;
  /** An instant as `options` ask, in the page's language by the shop's conventions. */
  format(value: string | number | Date, options: Intl.DateTimeFormatOptions): string;
}

/** Dates and times for the page's language: day-month-year, 24-hour, weeks from Monday, in every language. */
export function useDates(): Dates {
  const locale = useLocale();
  return useMemo(() => ({
    tag: dateLocale(locale), firstDayOfWeek: FIRST_DAY_OF_WEEK,
    format: (value, options) => formatDateTime(value, locale, options),
  }), [locale]);
}
