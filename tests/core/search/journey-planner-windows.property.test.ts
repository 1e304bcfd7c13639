import fc from 'fast-check';
import {
  JOURNEY_RULES, indexSailings, planJourneys, searchJourneysInWindows, timetableOf,
  type DepartureWindow, type JourneyQuery, type MaxChanges, type PlannedJourney, type Timetable, type TimetableSailing,
} from '../../../src/core/search';

// The one-pass search over many departure windows (the fare calendar's month, issue 16) against the search policy
// worked out window by window from the planner, which tests/core/search/journey-planner.property.test.ts checks
// against brute force: the directs; with fewer than `directsEnough` of them, the journeys with up to one change; with
// none of those, up to two changes.

/** Few ports on some runs, so that a window often has enough direct sailings; more on others. */
const portsArb = fc.constantFrom(['A', 'B', 'C'], ['A', 'B', 'C', 'D'], ['A', 'B', 'C', 'D', 'E', 'F']);
const DAYS = 6;

const timetableArb = portsArb.chain((ports) => fc.tuple(fc.constant(ports), fc.array(fc.record({
  from: fc.constantFrom(...ports),
  to: fc.constantFrom(...ports),
  departure: fc.integer({ min: 0, max: DAYS * 288 }).map((n) => n * 5),
  duration: fc.integer({ min: 1, max: 160 }).map((n) => n * 5),
  fare: fc.integer({ min: 1, max: 60 }).map((n) => n * 100),
  voyage: fc.constantFrom('V1', 'V2', 'V3', 'V4', 'V5', 'V6', 'V7', 'V8', 'V9'),
}), { minLength: 1, maxLength: 90, size: 'large' }))).map(([ports, list]) => ({
  ports,
  sailings: list.map((s, i): TimetableSailing => ({
    id: `S${i}`, voyage: `${s.voyage}-${i % 4}`, from: s.from, to: s.to, departure: s.departure, arrival: s.departure + s.duration, fare: s.fare, company: 'X',
  })),
}));

/** Windows: whole days (as the calendar asks), arbitrary ranges that may overlap, or an empty one. */
const windowArb = fc.oneof(
  fc.integer({ min: 0, max: DAYS - 1 }).map((d): DepartureWindow => [d * 1440, d * 1440 + 1439]),
  fc.tuple(fc.integer({ min: 0, max: DAYS * 1440 }), fc.integer({ min: 0, max: 5000 })).map(([from, length]): DepartureWindow => [from, from + length]),
  fc.integer({ min: 0, max: DAYS * 1440 }).map((from): DepartureWindow => [from, from - 1]),
);

const rulesArb = fc.record({
  pick: fc.nat(),
  maxChanges: fc.constantFrom<MaxChanges>(0, 1, 2),
  minConnectionMinutes: fc.constantFrom(30, 60, 120),
  maxWaitMinutes: fc.constantFrom(180, 600, 1200),
  banned: fc.option(fc.integer({ min: 0, max: 89 }), { nil: undefined }),
  surcharge: fc.integer({ min: 0, max: 9 }),
});

/** The search policy for one window, from the planner: what `searchJourneys` answered before the month's one pass. */
function policyOf(timetable: Timetable, query: JourneyQuery): PlannedJourney[] {
  const directs = planJourneys(timetable, { ...query, maxChanges: 0 });
  if (query.maxChanges === 0 || directs.length >= JOURNEY_RULES.directsEnough) return directs;
  const upToOne = planJourneys(timetable, { ...query, maxChanges: 1 });
  if (query.maxChanges === 1 || upToOne.length > 0) return upToOne;
  return planJourneys(timetable, query);
}

describe('journey search over many departure windows in one pass', () => {
  /** Checks 400 random cases (with `seed`: a fixed set) and counts which branch of the policy answered each window. */
  function checkWindows(seed?: number) {
    const seen = { enoughDirects: 0, oneChange: 0, twoChanges: 0, none: 0 };
    fc.assert(fc.property(
      timetableArb, fc.array(windowArb, { minLength: 1, maxLength: 8 }), rulesArb, fc.boolean(),
      ({ ports, sailings }, windows, r, byDay) => {
        const origin = ports[r.pick % ports.length] as string;
        const destination = ports[(r.pick + 1 + (r.pick >> 3) % (ports.length - 1)) % ports.length] as string;
        // Indexed per day of departure (as the server keeps the timetable) or as one index.
        const timetable = byDay
          ? timetableOf(Array.from({ length: DAYS + 4 }, (_, d) => indexSailings(sailings.filter((s) => Math.floor(s.departure / 1440) === d))))
          : timetableOf([indexSailings(sailings)]);
        const rules = {
          origin, destination, maxChanges: r.maxChanges, minConnectionMinutes: r.minConnectionMinutes, maxWaitMinutes: r.maxWaitMinutes,
          ...(r.banned === undefined ? {} : { usable: (s: TimetableSailing) => s.id !== `S${r.banned}` }),
          ...(r.surcharge === 0 ? {} : { fareOf: (s: TimetableSailing) => s.fare + r.surcharge }),
        };
        const answers = searchJourneysInWindows(timetable, rules, windows);
        expect(answers).toHaveLength(windows.length);
        windows.forEach(([departFrom, departUntil], i) => {
          const alone = policyOf(timetable, { ...rules, departFrom, departUntil });
          expect(answers[i]).toEqual(alone);
          const most = Math.max(-1, ...alone.map((j) => j.changes));
          if (alone.filter((j) => j.changes === 0).length >= JOURNEY_RULES.directsEnough) seen.enoughDirects++;
          else if (most === 1) seen.oneChange++;
          else if (most === 2) seen.twoChanges++;
          else if (most === -1) seen.none++;
        });
      },
    ), { numRuns: 400, ...(seed === undefined ? {} : { seed }) });
    return seen;
  }

  it('answers, for each window, exactly what the search of that window alone answers', () => {
    checkWindows();
  });

  it('meets every branch of the policy on a fixed set of cases (random sets meet two changes only most of the time)', () => {
    const seen = checkWindows(20_261_127);
    // Every branch of the policy is met: windows with enough directs, and windows answered with one or two changes.
    expect(seen.enoughDirects).toBeGreaterThan(0);
    expect(seen.oneChange).toBeGreaterThan(0);
    expect(seen.twoChanges).toBeGreaterThan(0);
    expect(seen.none).toBeGreaterThan(0);
  });

  it('answers an empty window with nothing, and no windows with no answers', () => {
    const at = (id: string, from: string, to: string, departure: number): TimetableSailing =>
      ({ id, voyage: id, from, to, departure, arrival: departure + 60, fare: 100, company: 'X' });
    const timetable = timetableOf([indexSailings([at('D1', 'A', 'B', 100), at('D2', 'A', 'B', 2000)])]);
    const rules = { origin: 'A', destination: 'B', maxChanges: 2 as const, minConnectionMinutes: 60, maxWaitMinutes: 1200 };
    const ids = (list: readonly PlannedJourney[]) => list.map((j) => j.legs.map((s) => s.id).join('+'));
    expect(searchJourneysInWindows(timetable, rules, [[0, 1439], [200, 100], [1440, 2879], [0, 2879]]).map(ids))
      .toEqual([['D1'], [], ['D2'], ['D1', 'D2']]);
    expect(searchJourneysInWindows(timetable, rules, [])).toEqual([]);
  });
});
