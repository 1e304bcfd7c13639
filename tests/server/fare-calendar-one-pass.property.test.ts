import fc from 'fast-check';
import { FareCalendar } from '../../server/modules/booking/fare-calendar';
import { JourneySearch } from '../../server/modules/booking/journeys';
import { partyOf } from '../../server/modules/booking/party-fare';
import { dayNumber, isoDateOfDay } from '../../server/operators/athens-time';
import { DemoOperatorCatalogue } from '../../server/operators/demo/demo-ferry-operators';
import type { FerryOperators } from '../../server/ports/ferry-operators';
import { slowMonth } from '../support/fare-month-oracle';

// The fare calendar plans a month's days without a direct boat in one pass of the journey planner (issue 16:
// `JourneySearch.connectionsOn`, `searchJourneysInWindows`). Exactness is the rule: for random routes, months,
// parties and clocks, the month planned in one pass is the month worked out one day at a time (the slow path of
// tests/support/fare-month-oracle.ts: each day's own journey search and fares, no calendar code), both from nothing.

const START = Date.parse('2026-11-26T05:00:00Z');
const reference = new DemoOperatorCatalogue(() => new Date(START));
const ports = reference.ports().map((p) => p.code);
/** Routes with days without a direct boat: never one (Piraeus → Corfu), none in winter (Rafina → Santorini), a few (Piraeus → Milos). */
const CONNECTING: readonly (readonly [string, string])[] = [['RAF', 'JTR'], ['PIR', 'CFU'], ['PIR', 'MLO'], ['JTR', 'RAF'], ['CFU', 'PIR'], ['PIR', 'JTR']];

const routeArb = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...CONNECTING) },
  { weight: 1, arbitrary: fc.record({ from: fc.constantFrom(...ports), pick: fc.nat() }).map(({ from, pick }) => {
    // A port two lines away: most such routes need a change on some days.
    const two = [...new Set(reference.destinations(from).flatMap((p) => reference.destinations(p)))].filter((p) => p !== from);
    return [from, two[pick % Math.max(1, two.length)] ?? from] as const;
  }) },
).filter(([from, to]) => from !== to);

const partyArb = fc.record({
  AD: fc.integer({ min: 0, max: 3 }), CH: fc.integer({ min: 0, max: 2 }), IN: fc.integer({ min: 0, max: 1 }), SN: fc.integer({ min: 0, max: 1 }),
}).filter((p) => p.AD + p.CH + p.SN > 0);

/** A calendar from nothing, its month's days without a direct boat planned in one pass. */
function onePassAt(at: number): FareCalendar {
  const clock = () => new Date(at);
  const catalogue = new DemoOperatorCatalogue(clock) as unknown as FerryOperators;
  const journeys = new JourneySearch(catalogue, clock);
  return new FareCalendar(catalogue, clock, (from, to, dates, who) => journeys.connectionsOn(from, to, dates, who));
}

describe('fare calendar: a month planned in one pass is the month planned day by day', () => {
  it('for random routes, months, parties and clocks', () => {
    let connected = 0;
    let twoChanges = 0;
    fc.assert(fc.property(
      routeArb, fc.constantFrom('2026-11', '2026-12', '2027-01', '2027-02', '2027-04', '2027-07'), partyArb, fc.boolean(),
      fc.integer({ min: 0, max: 3 * 1440 }),
      ([from, to], month, passengers, withVehicle, minutes) => {
        const at = START + minutes * 60_000;
        const input = { departurePort: from, destinationPort: to, month, passengers, withVehicle };
        const onePass = onePassAt(at).month(input);
        expect(onePass).toEqual(slowMonth(() => new Date(at), from, to, month, passengers, withVehicle));
        if (onePass.days.some((d) => (d.changes ?? 0) > 0)) connected++;
        if (onePass.days.some((d) => d.changes === 2)) twoChanges++;
      },
    ), { numRuns: 40 });
    // The runs plan connections, with one change and with two.
    expect(connected).toBeGreaterThan(5);
    expect(twoChanges).toBeGreaterThan(0);
  });

  it("the planner's journeys of any set of days, asked at once, are each day's own", () => {
    fc.assert(fc.property(
      routeArb, fc.uniqueArray(fc.integer({ min: -2, max: 80 }), { minLength: 1, maxLength: 12 }), fc.integer({ min: 0, max: 1440 }),
      partyArb, fc.boolean(),
      ([from, to], offsets, minutes, passengers, withVehicle) => {
        const who = { party: partyOf(passengers), withVehicle };
        const at = START + minutes * 60_000;
        const clock = () => new Date(at);
        const dates = offsets.map((o) => isoDateOfDay(dayNumber('2026-11-26') + o));
        const catalogue = new DemoOperatorCatalogue(clock) as unknown as FerryOperators;
        const all = new JourneySearch(catalogue, clock).connectionsOn(from, to, [...dates, 'not-a-date'], who);
        const single = new JourneySearch(catalogue, clock);
        expect([...all.keys()].sort()).toEqual([...dates].sort());
        for (const date of dates) {
          const ids = (list: readonly { readonly trips: readonly { readonly tripId: string }[] }[]) => list.map((j) => j.trips.map((t) => t.tripId).join('+'));
          expect(ids(all.get(date) ?? [])).toEqual(ids(single.connections(from, to, date, who)));
        }
      },
    ), { numRuns: 40 });
  });
});
