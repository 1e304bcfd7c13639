import fc from 'fast-check';
import { formatDuration, minutesBetween } from '../../../src/core/shared/duration';

describe('formatDuration', () => {
  it('shows hours and minutes, with Greek unit letters in Greek', () => {
    expect(formatDuration(125, 'en')).toBe('2h 05m');
    expect(formatDuration(125, 'el')).toBe('2ω 05λ');
    expect(formatDuration(45, 'de')).toBe('45m');
    expect(formatDuration('460', 'fr')).toBe('7h 40m');
  });

  it("shows '-' for anything that is not a number", () => {
    for (const value of [undefined, null, 'abc', '', Number.NaN, Infinity, -5, {}]) {
      expect(formatDuration(value, 'en')).toBe('-');
    }
  });

  it('reads back the minutes it was given', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 100_000 }), (minutes) => {
      const match = /^(?:(\d+)h )?(\d+)m$/.exec(formatDuration(minutes, 'en'));
      return match !== null && Number(match[1] ?? 0) * 60 + Number(match[2]) === minutes;
    }));
  });

  it('measures minutes between two instants', () => {
    expect(minutesBetween('2027-06-10T07:30:00+03:00', '2027-06-10T15:10:00+03:00')).toBe(460);
    expect(formatDuration(minutesBetween(undefined, '2027-06-10T15:10:00+03:00'), 'el')).toBe('-');
  });
});
