import fc from 'fast-check';
import {
  indexSailings, isOvernightWait, planJourneys, searchJourneys, timetableOf, JOURNEY_RULES,
  type JourneyQuery, type MaxChanges, type PlannedJourney, type TimetableSailing,
} from '../../../src/core/search';
import { bruteForceJourneys, expectPlannerKeepsItsPromises, feasible } from '../../support/journey-oracle';

const PORTS = ['A', 'B', 'C', 'D', 'E', 'F'];

/** A small random timetable over three days: ports, times on a 5-minute grid, a few shared voyages. */
const sailingArb = fc.record({
  from: fc.constantFrom(...PORTS),
  to: fc.constantFrom(...PORTS),
  departure: fc.integer({ min: 0, max: 3 * 288 }).map((n) => n * 5),
  duration: fc.integer({ min: 1, max: 120 }).map((n) => n * 5),
  fare: fc.integer({ min: 1, max: 60 }).map((n) => n * 100),
  voyage: fc.constantFrom('V1', 'V2', 'V3', 'V4', 'V5', 'V6', 'V7', 'V8', 'V9'),
  company: fc.constantFrom('X', 'Y'),
});
const timetableArb = fc.array(sailingArb, { minLength: 1, maxLength: 40 }).map((list): TimetableSailing[] =>
  list.map((s, i) => ({ id: `S${i}`, voyage: `${s.voyage}-${i % 3}`, from: s.from, to: s.to, departure: s.departure, arrival: s.departure + s.duration, fare: s.fare, company: s.company })));
const queryArb = fc.record({
  origin: fc.constantFrom(...PORTS),
  destination: fc.constantFrom(...PORTS),
  departFrom: fc.integer({ min: 0, max: 288 }).map((n) => n * 5),
  window: fc.integer({ min: 0, max: 288 }).map((n) => n * 5),
  maxChanges: fc.constantFrom<MaxChanges>(0, 1, 2),
  minConnectionMinutes: fc.constantFrom(30, 60, 120),
  maxWaitMinutes: fc.constantFrom(180, 600, 1200),
}).filter((q) => q.origin !== q.destination).map((q): JourneyQuery => ({
  origin: q.origin, destination: q.destination, departFrom: q.departFrom, departUntil: q.departFrom + q.window,
  maxChanges: q.maxChanges, minConnectionMinutes: q.minConnectionMinutes, maxWaitMinutes: q.maxWaitMinutes,
}));

/** The sailings split into day indexes by departure (as the server keeps them), or one index. */
const split = (sailings: readonly TimetableSailing[], days: boolean) => (days
  ? timetableOf([0, 1, 2, 3].map((d) => indexSailings(sailings.filter((s) => Math.min(3, Math.floor(s.departure / 1440)) === d))))
  : timetableOf([indexSailings(sailings)]));

describe('journey planner on random timetables', () => {
  it('returns feasible, undominated journeys, every direct one, and covers the brute-force Pareto set', () => {
    fc.assert(fc.property(timetableArb, queryArb, fc.boolean(), (sailings, query, days) => {
      const planned = planJourneys(split(sailings, days), query);
      expectPlannerKeepsItsPromises(planned, bruteForceJourneys(sailings, query), query);
    }), { numRuns: 400 });
  });

  it('finds a journey whenever brute force finds one within the same number of changes', () => {
    fc.assert(fc.property(timetableArb, queryArb, (sailings, query) => {
      for (const k of [0, 1, 2] as const) {
        const some = bruteForceJourneys(sailings, { ...query, maxChanges: k }).length > 0;
        const found = planJourneys(split(sailings, true), { ...query, maxChanges: k });
        expect(found.length > 0).toBe(some);
        expect(found.every((j) => j.changes <= k)).toBe(true);
      }
    }), { numRuns: 300 });
  });

  it('uses only usable sailings and counts the fare it is given', () => {
    fc.assert(fc.property(timetableArb, queryArb, fc.integer({ min: 0, max: 39 }), (sailings, query, banned) => {
      const usable = (s: TimetableSailing) => s.id !== `S${banned}`;
      const fareOf = (s: TimetableSailing) => s.fare + 7;
      const q = { ...query, usable, fareOf };
      const planned = planJourneys(split(sailings, true), q);
      for (const j of planned) {
        expect(j.legs.every(usable)).toBe(true);
        expect(j.fare).toBe(j.legs.reduce((sum, s) => sum + s.fare + 7, 0));
      }
      expectPlannerKeepsItsPromises(planned, bruteForceJourneys(sailings, q), q);
    }), { numRuns: 200 });
  });
});

describe('the search policy over the planner', () => {
  const at = (id: string, from: string, to: string, departure: number, arrival: number, fare = 1000): TimetableSailing =>
    ({ id, voyage: id, from, to, departure, arrival, fare, company: 'X' });
  const query: JourneyQuery = {
    origin: 'A', destination: 'C', departFrom: 0, departUntil: 1439, maxChanges: 2, minConnectionMinutes: 60, maxWaitMinutes: 1200,
  };
  const ids = (list: readonly PlannedJourney[]) => list.map((j) => j.legs.map((s) => s.id).join('+'));

  it(`offers connections only when the day has fewer than ${JOURNEY_RULES.directsEnough} direct sailings`, () => {
    const via = [at('AB', 'A', 'B', 60, 120, 100), at('BC', 'B', 'C', 200, 260, 100)];
    const directs = [at('D1', 'A', 'C', 300, 900), at('D2', 'A', 'C', 400, 1000)];
    const two = timetableOf([indexSailings([...via, ...directs])]);
    expect(ids(searchJourneys(two, query))).toEqual(['AB+BC', 'D1', 'D2']);
    const three = timetableOf([indexSailings([...via, ...directs, at('D3', 'A', 'C', 500, 1100)])]);
    expect(ids(searchJourneys(three, query))).toEqual(['D1', 'D2', 'D3']);
    expect(ids(searchJourneys(two, { ...query, maxChanges: 0 }))).toEqual(['D1', 'D2']);
  });

  it('keeps every direct sailing, even one another direct beats, and drops a dominated connection', () => {
    const list = [
      at('SLOW', 'A', 'C', 100, 1000, 2000), at('FAST', 'A', 'C', 200, 400, 150),
      at('AB', 'A', 'B', 150, 200, 100), at('BC', 'B', 'C', 300, 500, 100),
    ];
    expect(ids(searchJourneys(timetableOf([indexSailings(list)]), query))).toEqual(['SLOW', 'FAST']);
  });

  it('takes two changes only when nothing shorter exists', () => {
    const two = [at('AB', 'A', 'B', 60, 120), at('BD', 'B', 'D', 200, 260), at('DC', 'D', 'C', 400, 460)];
    expect(ids(searchJourneys(timetableOf([indexSailings(two)]), query))).toEqual(['AB+BD+DC']);
    const withOne = [...two, at('AE', 'A', 'E', 0, 30), at('EC', 'E', 'C', 500, 600)];
    expect(ids(searchJourneys(timetableOf([indexSailings(withOne)]), query))).toEqual(['AE+EC']);
    expect(ids(searchJourneys(timetableOf([indexSailings(two)]), { ...query, maxChanges: 1 }))).toEqual([]);
  });

  it('never changes at another port, below the minimum connection, past the longest wait, on one voyage twice, or through a port twice', () => {
    const tt = (list: TimetableSailing[]) => timetableOf([indexSailings(list)]);
    expect(planJourneys(tt([at('AB', 'A', 'B', 0, 60), at('XC', 'X', 'C', 200, 260)]), query)).toEqual([]);
    expect(planJourneys(tt([at('AB', 'A', 'B', 0, 60), at('BC', 'B', 'C', 119, 200)]), query)).toEqual([]);
    expect(ids(planJourneys(tt([at('AB', 'A', 'B', 0, 60), at('BC', 'B', 'C', 120, 200)]), query))).toEqual(['AB+BC']);
    expect(planJourneys(tt([at('AB', 'A', 'B', 0, 60), at('BC', 'B', 'C', 60 + 1201, 1400)]), query)).toEqual([]);
    const sameVoyage = [at('AB', 'A', 'B', 0, 60), { ...at('BC', 'B', 'C', 200, 260), voyage: 'AB' }];
    expect(planJourneys(tt(sameVoyage), query)).toEqual([]);
    const loop = [at('AB', 'A', 'B', 0, 60), at('BA', 'B', 'A', 200, 260), at('AC', 'A', 'C', 400, 460)];
    expect(ids(planJourneys(tt(loop), { ...query, departUntil: 100 }))).toEqual([]);
  });
});

describe('overnight changes', () => {
  const wall = (day: number, hh: number, mm = 0) => day * 1440 + hh * 60 + mm;
  it('is a wait that spans 03:00 at the port', () => {
    expect(isOvernightWait(wall(0, 22), wall(1, 7))).toBe(true);
    expect(isOvernightWait(wall(0, 1), wall(0, 6))).toBe(true);
    expect(isOvernightWait(wall(0, 22), wall(1, 0, 45))).toBe(false);
    expect(isOvernightWait(wall(0, 9), wall(0, 20))).toBe(false);
    expect(isOvernightWait(wall(0, 4), wall(1, 2))).toBe(false);
    expect(isOvernightWait(wall(0, 4), wall(1, 3))).toBe(true);
  });

  it('agrees with walking the wait minute by minute', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 5 * 1440 }), fc.integer({ min: 0, max: 1300 }), (arrival, wait) => {
      let spans = false;
      for (let t = arrival; t <= arrival + wait && !spans; t++) spans = t % 1440 === 180;
      expect(isOvernightWait(arrival, arrival + wait)).toBe(spans);
    }), { numRuns: 300 });
  });
});

// The oracle's own feasibility check is independent of the planner's; make sure it refuses what it should.
describe('the brute-force oracle', () => {
  it('refuses a chain that breaks at a port', () => {
    const q: JourneyQuery = { origin: 'A', destination: 'C', departFrom: 0, departUntil: 100, maxChanges: 2, minConnectionMinutes: 60, maxWaitMinutes: 1200 };
    const s = (id: string, from: string, to: string, d: number, a: number): TimetableSailing => ({ id, voyage: id, from, to, departure: d, arrival: a, fare: 1, company: 'X' });
    expect(feasible([s('1', 'A', 'B', 0, 10), s('2', 'D', 'C', 100, 110)], q)).toBe(false);
    expect(feasible([s('1', 'A', 'B', 0, 10), s('2', 'B', 'C', 100, 110)], q)).toBe(true);
  });
});
