import { athensDateTime, dateLocale, DATE_LOCALES, FIRST_DAY_OF_WEEK, formatDateTime } from '../../../src/core/shared/date-locale';
import { LOCALES } from '../../../src/core/shared/locale';

const EVENING = '2026-11-30T19:30:00+02:00';
const time = { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Athens' } as const;
const shortDate = { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Athens' } as const;

describe('the shop\'s date conventions in every language (issue 19)', () => {
  it.each(LOCALES)('%s writes times on the 24-hour clock, with no AM/PM or π.μ./μ.μ.', (locale) => {
    expect(formatDateTime(EVENING, locale, time)).toBe('19:30');
    expect(formatDateTime('2026-11-30T07:05:00+02:00', locale, time)).toBe('07:05');
    expect(formatDateTime(EVENING, locale, { ...time, day: 'numeric', month: 'short' })).not.toMatch(/AM|PM|π\.μ\.|μ\.μ\./);
    expect(new Intl.DateTimeFormat(dateLocale(locale), time).resolvedOptions().hourCycle).toBe('h23');
  });

  it('writes English dates day first, as British English does, and the other languages as their own', () => {
    const expected = { el: '30/11/2026', en: '30/11/2026', de: '30.11.2026', it: '30/11/2026', fr: '30/11/2026', es: '30/11/2026' } as const;
    for (const locale of LOCALES) expect(formatDateTime(EVENING, locale, shortDate), locale).toBe(expected[locale]);
    expect(formatDateTime(EVENING, 'en', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Athens' }))
      .toBe('Monday, 30 November 2026');
    expect(dateLocale('en')).toMatch(/^en-GB/);
  });

  it('starts weeks on Monday in every language', () => {
    expect(FIRST_DAY_OF_WEEK).toBe('mon');
    for (const tag of Object.values(DATE_LOCALES)) {
      const info = new Intl.Locale(tag) as Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };
      expect((info.getWeekInfo?.() ?? info.weekInfo)?.firstDay, tag).toBe(1);
    }
  });

  it('writes a sailing\'s departure in Athens time for the e-mails', () => {
    expect(athensDateTime('2026-11-30T17:30:00Z', 'en')).toBe('Mon, 30 Nov 2026, 19:30');
    expect(athensDateTime('2026-11-30T17:30:00Z', 'el')).toBe('Δευ 30 Νοε 2026, 19:30');
    expect(athensDateTime('2026-11-30T17:30:00Z', 'de')).toBe('Mo., 30. Nov. 2026, 19:30');
  });
});
