import fc from 'fast-check';
import {
  JOURNEY_RULES, indexSailings, searchJourneys, timetableOf, type JourneyQuery, type MaxChanges, type TimetableSailing,
} from '../../src/core/search';
import { JourneySearch } from '../../server/modules/booking/journeys';
import { DemoOperatorCatalogue } from '../../server/operators/demo/demo-ferry-operators';
import type { FerryOperators, Trip } from '../../server/ports/ferry-operators';
import { bruteForceSearch } from '../support/journey-oracle';
import { dayQuery, operatorQuote, partyArbitrary, sailingsByDay, type Passengers } from '../support/network-oracle';

// Issue 16: journeys are ranked by what the searched party pays, not by the deck fare. Over the demo network's real
// timetable, for random parties (passenger types, a car or none) and port pairs, `/booking/journeys`' planner
// answers exactly the brute-force search (every feasible path, the policy and the Pareto set written again in
// tests/support/journey-oracle.ts) priced with the party's fares, and each journey's from-price is the operator's own
// quote of that party on its sailings (what step 2 prices), not a figure of the planner's.

const now = new Date('2026-06-10T05:00:00Z');
const catalogue = new DemoOperatorCatalogue(() => now);
const ports = catalogue.ports().map((p) => p.code);

const DATES = ['2026-06-12', '2026-11-18'];
const days = new Map(DATES.map((date) => [date, sailingsByDay(catalogue, date).flat()]));
/** The operator's quote of the party on a trip, in the cheapest deck or seat class with room for it (tests/support/network-oracle.ts). */
const quoted = (trip: Trip, passengers: Passengers, withVehicle: boolean) => operatorQuote(catalogue, trip, passengers, withVehicle, true);

const queryOf = (origin: string, destination: string, date: string, withVehicle: boolean, passengers: Passengers): JourneyQuery => {
  const fares = new Map<string, number | null>();
  const fare = (s: TimetableSailing) => {
    if (!fares.has(s.id)) fares.set(s.id, quoted(catalogue.trip(s.id) as Trip, passengers, withVehicle));
    return fares.get(s.id) as number | null;
  };
  return {
    ...dayQuery(origin, destination, date, JOURNEY_RULES.maxChanges as MaxChanges, withVehicle),
    usable: (s) => fare(s) !== null, fareOf: (s) => fare(s) as number,
  };
};

/** A random origin and a port one or two lines away from it. */
const pairArb = fc.record({ origin: fc.constantFrom(...ports), near: fc.integer({ min: 1, max: 2 }), pick: fc.nat() }).map(({ origin, near, pick }) => {
  const one = catalogue.destinations(origin);
  const two = [...new Set(one.flatMap((p) => catalogue.destinations(p)))].filter((p) => p !== origin);
  const list = near === 1 || two.length === 0 ? one : two;
  return { origin, destination: list[pick % Math.max(1, list.length)] ?? origin };
}).filter(({ origin, destination }) => origin !== destination);

/** A party: adults, children, infants, seniors, students (at least one who takes a place). */
const partyArb = partyArbitrary({ AD: 2, CH: 2, IN: 1, SN: 2, ST: 2 });

const operators = Object.assign(new DemoOperatorCatalogue(() => now), { availability: async () => new Map<string, number>() });
const search = new JourneySearch(operators as unknown as FerryOperators, () => now);
const sorted = (ids: readonly string[]) => [...ids].sort();

describe("journeys ranked by the party's fare (/booking/journeys)", () => {
  it('equal the brute-force search priced with the party, each from-price the operator quote of the party on its legs', async () => {
    let withJourneys = 0;
    await fc.assert(fc.asyncProperty(pairArb, fc.constantFrom(...DATES), partyArb, fc.boolean(), async ({ origin, destination }, date, passengers, withVehicle) => {
      const answer = await search.search({ departurePort: origin, destinationPort: destination, departureDate: date, withVehicle, passengers }, 'en');
      const expected = bruteForceSearch(days.get(date) as TimetableSailing[], queryOf(origin, destination, date, withVehicle, passengers), JOURNEY_RULES.directsEnough);
      expect(sorted(answer.journeys.map((j) => j.id))).toEqual(sorted(expected));
      for (const j of answer.journeys) {
        const legs = j.legs.map((l) => quoted(catalogue.trip(l.tripId) as Trip, passengers, withVehicle));
        expect(legs.every((f) => f !== null), j.id).toBe(true);
        expect(j.lowestFare, j.id).toBe((legs as number[]).reduce((a, b) => a + b, 0));
        if (withVehicle) expect(j.legs.every((l) => l.garage)).toBe(true);
      }
      if (answer.journeys.some((j) => j.changes.length > 0)) withJourneys++;
    }), { numRuns: 80 });
    // The pairs are not all direct-only: many runs plan connections.
    expect(withJourneys).toBeGreaterThan(10);
  });

  it('keeps a connection the deck fare would drop: cheaper for an adult with a student (Piraeus → Kea, 12 June)', async () => {
    // Piraeus → Kea has one direct boat that day; a connection through Syros leaves earlier and arrives with it. On
    // deck fares (one person) the direct costs less, so the connection was dominated out; the student's share on
    // the first company's boat makes the connection the cheaper for this party.
    const passengers = { AD: 1, ST: 1 };
    const connection = 'ASL01O00-20260612-PIR-JSY+POS02O00-20260612-JSY-KRL';
    const direct = 'POS02O00-20260612-PIR-KRL';
    const answer = await search.search({ departurePort: 'PIR', destinationPort: 'KRL', departureDate: '2026-06-12', passengers }, 'en');
    const ids = answer.journeys.map((j) => j.id);
    expect(ids).toContain(connection);
    expect(ids).toContain(direct);
    const fareOf = (id: string) => answer.journeys.find((j) => j.id === id)?.lowestFare as number;
    expect(fareOf(connection)).toBeLessThan(fareOf(direct));
    // The same timetable ranked by deck fares (the old ranking) drops the connection.
    const deck = searchJourneys(timetableOf([indexSailings(days.get('2026-06-12') as TimetableSailing[])]), {
      ...queryOf('PIR', 'KRL', '2026-06-12', false, passengers), usable: undefined, fareOf: undefined,
    });
    expect(deck.map((j) => j.legs.map((s) => s.id).join('+'))).toEqual([direct]);
    // A search without a party plans for one adult, for whom the direct boat is the cheaper.
    const alone = await search.search({ departurePort: 'PIR', destinationPort: 'KRL', departureDate: '2026-06-12' }, 'en');
    expect(alone.journeys.map((j) => j.id)).toEqual([direct]);
  });
});
