import fc from 'fast-check';
import { FareCalendar } from '../../server/modules/booking/fare-calendar';
import { JourneySearch } from '../../server/modules/booking/journeys';
import { athensOffsetMinutes, dayNumber, isoDateOfDay, monthOf, weekday } from '../../server/operators/athens-time';
import { DemoOperatorCatalogue } from '../../server/operators/demo/demo-ferry-operators';
import type { FerryOperators, Trip } from '../../server/ports/ferry-operators';
import { slowMonth } from '../support/fare-month-oracle';

// The fare calendar's fast path (issue 16): the demo catalogue builds a pair of ports' trips of a day once and keeps
// them, the Athens calendar arithmetic remembers its answers, the calendar keeps each day's ways to travel and each
// month's answer. None of it may change an answer: a long-lived calendar, asked random routes, months and parties in
// any order while the clock moves on (its caches warm, parts of them stale), answers exactly what the slow path
// answers: a fresh catalogue and planner that know nothing yet, the month worked out day by day from the
// catalogue's trips (or the planner's journeys on a day without a direct boat) and each trip's party fare.

const START = Date.parse('2026-11-26T05:00:00Z');
const now = { at: START };
const clock = () => new Date(now.at);

const fastCatalogue = new DemoOperatorCatalogue(clock);
const fastJourneys = new JourneySearch(fastCatalogue as unknown as FerryOperators, clock);
const fast = new FareCalendar(fastCatalogue as unknown as FerryOperators, clock, (from, to, dates, who) => fastJourneys.connectionsOn(from, to, dates, who));

const ports = fastCatalogue.ports().map((p) => p.code);
const KNOWN: readonly (readonly [string, string])[] = [['PIR', 'MLO'], ['RAF', 'JTR'], ['PIR', 'CFU'], ['PIR', 'RHO'], ['PIR', 'JMK'], ['JMK', 'PIR']];

/** A route: one the calendar is known to be asked (direct, seasonal, connection only), or a random port and one a line or two from it. */
const routeArb = fc.oneof(
  fc.constantFrom(...KNOWN),
  fc.record({ from: fc.constantFrom(...ports), near: fc.integer({ min: 1, max: 2 }), pick: fc.nat() }).map(({ from, near, pick }) => {
    const one = fastCatalogue.destinations(from);
    const two = [...new Set(one.flatMap((p) => fastCatalogue.destinations(p)))].filter((p) => p !== from);
    const list = near === 1 || two.length === 0 ? one : two;
    return [from, list[pick % Math.max(1, list.length)] ?? from] as const;
  }),
).filter(([from, to]) => from !== to);

const partyArb = fc.record({
  AD: fc.integer({ min: 0, max: 3 }), CH: fc.integer({ min: 0, max: 2 }), IN: fc.integer({ min: 0, max: 1 }),
  SN: fc.integer({ min: 0, max: 2 }), ST: fc.integer({ min: 0, max: 1 }),
}).filter((p) => p.AD + p.CH + p.SN + p.ST > 0);

describe('fare calendar: the fast path answers what the slow path does', () => {
  it("leaves out today's boats once they have left, though the catalogue built the day's trips before", () => {
    // Rafina → Mykonos on 26 November 2026: a boat at 07:15 and a cheaper one at 07:35 (Athens).
    const date = '2026-11-26';
    const body = { departurePort: 'RAF', destinationPort: 'JMK', month: '2026-11', passengers: { AD: 1 } };
    const morning = fastCatalogue.trips('RAF', 'JMK', date);
    expect(morning).toHaveLength(2);
    const before = fast.month(body);
    expect(before).toEqual(slowMonth(clock, 'RAF', 'JMK', '2026-11', { AD: 1 }, false));
    now.at = (morning[1] as Trip).departure.getTime() + 60_000;
    expect(fastCatalogue.trips('RAF', 'JMK', date)).toEqual([]);
    const after = fast.month(body);
    expect(after).toEqual(slowMonth(clock, 'RAF', 'JMK', '2026-11', { AD: 1 }, false));
    expect(after.days[25]).not.toEqual(before.days[25]);
  });

  it('for random routes, months and parties, asked in any order while the clock moves on', () => {
    let priced = 0;
    let connected = 0;
    fc.assert(fc.property(
      routeArb, fc.constantFrom('2026-11', '2026-12', '2027-01', '2027-03', '2027-07'), partyArb, fc.boolean(), fc.integer({ min: 0, max: 900 }),
      ([from, to], month, passengers, withVehicle, minutes) => {
        // The clock only moves on (at most three days in all), as a server's does.
        now.at = Math.min(now.at + minutes * 60_000, START + 3 * 86_400_000);
        const answer = fast.month({ departurePort: from, destinationPort: to, month, passengers, withVehicle });
        expect(answer).toEqual(slowMonth(clock, from, to, month, passengers, withVehicle));
        // Asked again at once: the month cache's answer is the same.
        expect(fast.month({ departurePort: from, destinationPort: to, month, passengers, withVehicle })).toEqual(answer);
        if (answer.days.some((d) => d.lowestFare !== null)) priced++;
        if (answer.days.some((d) => (d.changes ?? 0) > 0)) connected++;
      },
    ), { numRuns: 30 });
    // The runs are not all empty months: some are priced, some over journeys with changes.
    expect(priced).toBeGreaterThan(5);
    expect(connected).toBeGreaterThan(0);
  });

  it("the Athens calendar's remembered answers are the Date arithmetic's, for any day and instant", () => {
    const DAY = 86_400_000;
    fc.assert(fc.property(fc.integer({ min: 0, max: 60_000 }), fc.integer({ min: 0, max: DAY - 1 }), (day, ms) => {
      const iso = new Date(day * DAY).toISOString().slice(0, 10);
      const w = new Date(day * DAY).getUTCDay();
      for (let twice = 0; twice < 2; twice++) {
        expect(isoDateOfDay(day)).toBe(iso);
        expect(dayNumber(iso)).toBe(day);
        expect(monthOf(day)).toBe(new Date(day * DAY).getUTCMonth() + 1);
        expect(weekday(day)).toBe(w === 0 ? 7 : w);
      }
      // EU summer time: from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October.
      const at = day * DAY + ms;
      const year = new Date(at).getUTCFullYear();
      const lastSunday = (month: number) => { const d = new Date(Date.UTC(year, month + 1, 0)); return d.getTime() - d.getUTCDay() * DAY + 3_600_000; };
      expect(athensOffsetMinutes(at)).toBe(at >= lastSunday(2) && at < lastSunday(9) ? 180 : 120);
    }), { numRuns: 500 });
  });
});
