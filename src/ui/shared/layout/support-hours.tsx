import { FormattedMessage } from 'react-intl';
import { parseOpeningHours } from '../../../core/content/domain/opening-hours';
import { useDates } from '../i18n/use-dates';

// 2024-01-01 was a Monday: day n of the ISO week is 2024-01-0n. A formatter costs far more to make than to use (every
// page's footer shows these names, on every server render): one per locale.
const weekdayFormats = new Map<string, Intl.DateTimeFormat>();
const weekdayName = (locale: string, isoDay: number) => {
  let format = weekdayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    weekdayFormats.set(locale, format);
  }
  return format.format(Date.UTC(2024, 0, isoDay));
};

/** Customer-care hours from the settings, with weekday names in the page's language when the text allows. */
export function SupportHours({ hours }: { hours: string }) {
  const { tag: locale } = useDates();
  const parsed = parseOpeningHours(hours);
  if (!parsed) return <FormattedMessage id="footer.care.hours" values={{ hours }} />;
  const days = parsed.fromDay === parsed.toDay
    ? weekdayName(locale, parsed.fromDay)
    : `${weekdayName(locale, parsed.fromDay)}–${weekdayName(locale, parsed.toDay)}`;
  return <FormattedMessage id="footer.care.hoursRange" values={{ days, opens: parsed.opens, closes: parsed.closes }} />;
}
