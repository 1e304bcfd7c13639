import fc from 'fast-check';
import {
  indexSailings, planJourneys, searchJourneys, timetableOf, type JourneyQuery, type MaxChanges, type TimetableSailing,
} from '../../src/core/search';
import { JourneySearch } from '../../server/modules/booking/journeys';
import { DemoOperatorCatalogue } from '../../server/operators/demo/demo-ferry-operators';
import type { FerryOperators } from '../../server/ports/ferry-operators';
import { bruteForceJourneys, expectPlannerKeepsItsPromises } from '../support/journey-oracle';
import { dayQuery, sailingsByDay } from '../support/network-oracle';

// The journey planner over the demo network's real timetable (174 ports, 31 companies), against brute force.
const now = new Date('2026-06-10T05:00:00Z');
const catalogue = new DemoOperatorCatalogue(() => now);
const ports = catalogue.ports().map((p) => p.code);

const DATES = ['2026-06-12', '2026-11-18'];
/** Every trip leaving on each date and the four days after, as the planner's sailings, one list a day. */
const days = new Map(DATES.map((date) => [date, sailingsByDay(catalogue, date)]));
const timetables = new Map(DATES.map((date) => [date, timetableOf((days.get(date) as TimetableSailing[][]).map(indexSailings))]));

const queryOf = (origin: string, destination: string, date: string, maxChanges: MaxChanges, withVehicle = false): JourneyQuery =>
  dayQuery(origin, destination, date, maxChanges, withVehicle);

/** A random origin, and a destination either anywhere or one or two lines away from it (most random pairs have no way). */
const pairArb = fc.record({
  origin: fc.constantFrom(...ports),
  near: fc.integer({ min: 0, max: 2 }),
  pick: fc.nat(),
  anywhere: fc.constantFrom(...ports),
}).map(({ origin, near, pick, anywhere }) => {
  const one = catalogue.destinations(origin);
  const two = [...new Set(one.flatMap((p) => catalogue.destinations(p)))].filter((p) => p !== origin);
  const near1or2 = near === 1 ? one : two;
  const list = near === 0 || near1or2.length === 0 ? [anywhere] : near1or2;
  return { origin, destination: list[pick % list.length] as string };
}).filter(({ origin, destination }) => origin !== destination);

describe('journey planner on the demo network', () => {
  it('returns feasible, undominated journeys and covers brute force, for random port pairs', () => {
    let withJourneys = 0;
    fc.assert(fc.property(pairArb, fc.constantFrom(...DATES), fc.constantFrom<MaxChanges>(0, 1, 2), ({ origin, destination }, date, k) => {
      const query = queryOf(origin, destination, date, k);
      const planned = planJourneys(timetables.get(date) as ReturnType<typeof timetableOf>, query);
      const brute = bruteForceJourneys((days.get(date) as TimetableSailing[][]).flat(), query);
      expectPlannerKeepsItsPromises(planned, brute, query);
      expect(planned.length > 0).toBe(brute.length > 0);
      if (planned.length > 0) withJourneys++;
    }), { numRuns: 120 });
    // The pairs are not all hopeless: most runs have journeys to compare.
    expect(withJourneys).toBeGreaterThan(40);
  });

  it('the server reads the same timetable lazily, per day and port, as the planner over every trip', async () => {
    const operators = Object.assign(new DemoOperatorCatalogue(() => now), { availability: async () => new Map<string, number>() });
    const search = new JourneySearch(operators as unknown as FerryOperators, () => now);
    await fc.assert(fc.asyncProperty(pairArb, fc.constantFrom(...DATES), fc.boolean(), async ({ origin, destination }, date, withVehicle) => {
      const answer = await search.search({ departurePort: origin, destinationPort: destination, departureDate: date, withVehicle }, 'en');
      const garage = (s: TimetableSailing) => (catalogue.trip(s.id)?.vessel.garageMetres ?? 0) > 0;
      const expected = searchJourneys(timetables.get(date) as ReturnType<typeof timetableOf>, {
        ...queryOf(origin, destination, date, 2, withVehicle), ...(withVehicle ? { usable: garage } : {}),
      });
      expect(answer.journeys.map((j) => j.id)).toEqual(expected.map((j) => j.legs.map((s) => s.id).join('+')));
    }), { numRuns: 60 });
  });
});
