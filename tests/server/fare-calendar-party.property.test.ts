import fc from 'fast-check';
import type { JourneyQuery, MaxChanges, PlannedJourney, TimetableSailing } from '../../src/core/search';
import { FareCalendar } from '../../server/modules/booking/fare-calendar';
import { JourneySearch } from '../../server/modules/booking/journeys';
import { dayNumber, isoDateOfDay } from '../../server/operators/athens-time';
import { DemoOperatorCatalogue } from '../../server/operators/demo/demo-ferry-operators';
import type { FerryOperators, Trip } from '../../server/ports/ferry-operators';
import { bruteForceJourneys } from '../support/journey-oracle';
import { dayQuery, minutes, operatorQuote, partyArbitrary, sailingsByDay, type Passengers } from '../support/network-oracle';

// Issue 16: on a day without a direct boat the fare calendar's price is the cheapest journey THIS party can book:
// the lowest, over every feasible journey brute force finds (the search policy: one change when there is one, two
// only when nothing shorter exists), of the operator's quote of the party on its legs. With journeys planned on deck
// fares, the party's cheapest journey could be dominated out first and the day priced dearer.

const START = new Date('2026-11-26T05:00:00Z');
const clock = () => START;
const catalogue = new DemoOperatorCatalogue(clock);
const ports = catalogue.ports().map((p) => p.code);

/** Every trip leaving on `date` and the four days after, as the planner's sailings (cached per date). */
const sailingsCache = new Map<string, TimetableSailing[]>();
function sailingsFrom(date: string): TimetableSailing[] {
  let list = sailingsCache.get(date);
  if (list) return list;
  list = sailingsByDay(catalogue, date).flat();
  sailingsCache.set(date, list);
  return list;
}

/** The operator's quote of the party on a trip, in the cheapest deck or seat class, as published (tests/support/network-oracle.ts). */
const quoted = (trip: Trip, passengers: Passengers, withVehicle: boolean) => operatorQuote(catalogue, trip, passengers, withVehicle, false);

/** The day's cheapest journey for the party by brute force: [fare, changes], or null without any. */
function bruteCheapest(from: string, to: string, date: string, passengers: Record<string, number>, withVehicle: boolean): [number, number] | null {
  const fare = (s: TimetableSailing) => quoted(catalogue.trip(s.id) as Trip, passengers, withVehicle);
  const query = (maxChanges: MaxChanges): JourneyQuery => {
    const day = dayQuery(from, to, date, maxChanges, withVehicle);
    return { ...day, departFrom: Math.max(day.departFrom, minutes(START) + 1), usable: (s) => fare(s) !== null, fareOf: (s) => fare(s) as number };
  };
  let found: PlannedJourney[] = bruteForceJourneys(sailingsFrom(date), query(1));
  if (found.length === 0) found = bruteForceJourneys(sailingsFrom(date), query(2));
  if (found.length === 0) return null;
  const best = Math.min(...found.map((j) => j.fare));
  return [best, Math.min(...found.filter((j) => j.fare === best).map((j) => j.changes))];
}

/** Routes with days without a direct boat: never one (Piraeus → Corfu), none in winter (Rafina → Santorini), or a port two lines away. */
const routeArb = fc.oneof(
  fc.constantFrom<readonly [string, string]>(['PIR', 'CFU'], ['RAF', 'JTR'], ['CFU', 'PIR'], ['JTR', 'RAF'], ['PIR', 'KRL']),
  fc.record({ from: fc.constantFrom(...ports), pick: fc.nat() }).map(({ from, pick }) => {
    const two = [...new Set(catalogue.destinations(from).flatMap((p) => catalogue.destinations(p)))].filter((p) => p !== from);
    return [from, two[pick % Math.max(1, two.length)] ?? from] as const;
  }),
).filter(([from, to]) => from !== to);

const partyArb = partyArbitrary({ AD: 2, CH: 2, IN: 1, SN: 1, ST: 2 });

describe("fare calendar: a connection day's price is the party's cheapest journey", () => {
  it('equals brute force priced by the operator quote of the party, for random routes, days and parties', () => {
    const journeys = new JourneySearch(catalogue as unknown as FerryOperators, clock);
    const calendar = new FareCalendar(catalogue as unknown as FerryOperators, clock, (from, to, dates, who) => journeys.connectionsOn(from, to, dates, who));
    let connected = 0;
    fc.assert(fc.property(routeArb, fc.integer({ min: 1, max: 60 }), partyArb, fc.boolean(), ([from, to], offset, passengers, withVehicle) => {
      const date = isoDateOfDay(dayNumber('2026-11-26') + offset);
      if (catalogue.trips(from, to, date).length > 0) return;
      const day = calendar.month({ departurePort: from, destinationPort: to, month: date.slice(0, 7), passengers, withVehicle }).days.find((d) => d.date === date);
      const brute = bruteCheapest(from, to, date, passengers, withVehicle);
      expect(day, `${from}>${to} ${date}`).toEqual({ date, lowestFare: brute?.[0] ?? null, changes: brute?.[1] ?? null });
      if (brute) connected++;
    }), { numRuns: 30 });
    expect(connected).toBeGreaterThan(5);
  });
});
