/**
 * The journey planner: from a timetable of sailings, the ways from one port to another whose first sailing leaves in
 * a time window, direct or with up to two changes, reduced to the Pareto set of (departure later, arrival earlier,
 * cheaper, fewer changes). Pure: the server builds the timetable from the operators' catalogue and keeps the index.
 *
 * The search is a bounded depth-first scan over a time-indexed timetable (RAPTOR-like rounds, one per leg): the
 * first leg leaves the origin in the window; each next leg leaves the port the previous one reached, between the
 * minimum connection and the maximum wait after its arrival. Ports from which the destination cannot be reached in
 * the legs left are never entered (the timetable knows, per port, which ports sail to it), so a search touches only
 * the sailings that can still end at the destination. It enumerates every feasible journey under those bounds and
 * keeps the non-dominated ones, so it returns exactly the Pareto set a brute-force search would
 * (tests/core/search/journey-planner.property.test.ts).
 */
import { JOURNEY_RULES, type MaxChanges } from './journey-rules';

/** One sailing between two ports of a voyage. Times are minutes since the Unix epoch; the fare is in cents. */
export interface TimetableSailing {
  /** The trip's id (unique in the timetable). */
  readonly id: string;
  /** The voyage the trip is part of: a journey never uses one voyage twice. */
  readonly voyage: string;
  readonly from: string;
  readonly to: string;
  readonly departure: number;
  readonly arrival: number;
  readonly fare: number;
  readonly company: string;
}

/** The sailings of some days, indexed by pair of ports, each list by departure. */
export interface SailingIndex {
  readonly byPair: ReadonlyMap<string, readonly TimetableSailing[]>;
  /** Per port, the ports it has a sailing to. */
  readonly destinations: ReadonlyMap<string, ReadonlySet<string>>;
  /** Per port, the ports with a sailing to it. */
  readonly feeders: ReadonlyMap<string, ReadonlySet<string>>;
}

export const pairKey = (from: string, to: string): string => `${from}>${to}`;
const byDeparture = (a: TimetableSailing, b: TimetableSailing) => a.departure - b.departure || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const addTo = (map: Map<string, Set<string>>, key: string, value: string) => {
  const set = map.get(key);
  if (set) set.add(value);
  else map.set(key, new Set([value]));
};

/** Indexes sailings (for one day, say): built once and shared by every search over that day. */
export function indexSailings(sailings: Iterable<TimetableSailing>): SailingIndex {
  const byPair = new Map<string, TimetableSailing[]>();
  const destinations = new Map<string, Set<string>>();
  const feeders = new Map<string, Set<string>>();
  for (const s of sailings) {
    // A sailing to its own port or arriving before it leaves is no sailing.
    if (s.from === s.to || s.arrival < s.departure) continue;
    const key = pairKey(s.from, s.to);
    const list = byPair.get(key);
    if (list) list.push(s);
    else byPair.set(key, [s]);
    addTo(destinations, s.from, s.to);
    addTo(feeders, s.to, s.from);
  }
  for (const list of byPair.values()) list.sort(byDeparture);
  return { byPair, destinations, feeders };
}

/**
 * A timetable as the planner reads it: the sailings between two ports in a time range, and the network's shape (a
 * superset is fine: the planner only prunes with it).
 */
export interface Timetable {
  /** Sailings from `from` to `to` with `earliest <= departure <= latest`, by departure (within each day). */
  departures(from: string, to: string, earliest: number, latest: number): Iterable<TimetableSailing>;
  /** Ports `port` has a sailing to. */
  destinations(port: string): Iterable<string>;
  /** Ports with a sailing to `port`. */
  feeders(port: string): ReadonlySet<string>;
}

const NONE: ReadonlySet<string> = new Set();

/** First index of a list sorted by departure whose departure is at or after `t`. */
function lowerBound(list: readonly TimetableSailing[], t: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((list[mid] as TimetableSailing).departure < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The sailings of a list sorted by departure with `earliest <= departure <= latest`, in order. */
export function sailingsBetween(list: readonly TimetableSailing[], earliest: number, latest: number): TimetableSailing[] {
  const start = lowerBound(list, earliest);
  let end = start;
  while (end < list.length && (list[end] as TimetableSailing).departure <= latest) end++;
  return start === end ? [] : list.slice(start, end);
}

/** Sorts sailings by departure (then id), as the index and `sailingsBetween` need them. */
export const sortByDeparture = (list: TimetableSailing[]): TimetableSailing[] => list.sort(byDeparture);

/** Indexes (of consecutive days, each holding the sailings that leave on it) seen as one timetable. */
export function timetableOf(days: readonly SailingIndex[]): Timetable {
  const union = (pick: (d: SailingIndex, port: string) => ReadonlySet<string> | undefined) => {
    const cache = new Map<string, ReadonlySet<string>>();
    return (port: string) => {
      let set = cache.get(port);
      if (!set) {
        const found = days.map((d) => pick(d, port)).filter((x): x is ReadonlySet<string> => x !== undefined);
        set = found.length === 0 ? NONE : found.length === 1 ? (found[0] as ReadonlySet<string>) : new Set(found.flatMap((x) => [...x]));
        cache.set(port, set);
      }
      return set;
    };
  };
  const destinations = union((d, port) => d.destinations.get(port));
  const feeders = union((d, port) => d.feeders.get(port));
  return {
    departures(from, to, earliest, latest) {
      const out: TimetableSailing[] = [];
      for (const day of days) {
        const list = day.byPair.get(pairKey(from, to));
        if (list) out.push(...sailingsBetween(list, earliest, latest));
      }
      return out;
    },
    destinations: (port) => destinations(port),
    feeders: (port) => feeders(port),
  };
}

export interface JourneyQuery {
  readonly origin: string;
  readonly destination: string;
  /** The first leg leaves in [departFrom, departUntil] (minutes since the epoch). */
  readonly departFrom: number;
  readonly departUntil: number;
  readonly maxChanges: MaxChanges;
  readonly minConnectionMinutes: number;
  readonly maxWaitMinutes: number;
  /** Sailings the search may use (e.g. those with a place left); all when absent. */
  readonly usable?: (sailing: TimetableSailing) => boolean;
  /** The fare to count for a sailing when it differs from the timetable's (e.g. its cheapest place still free). */
  readonly fareOf?: (sailing: TimetableSailing) => number;
}

export interface PlannedJourney {
  readonly legs: readonly TimetableSailing[];
  readonly departure: number;
  readonly arrival: number;
  readonly fare: number;
  readonly changes: number;
}

function journeyOf(legs: readonly TimetableSailing[], fareOf: (s: TimetableSailing) => number): PlannedJourney {
  return {
    legs,
    departure: (legs[0] as TimetableSailing).departure,
    arrival: (legs[legs.length - 1] as TimetableSailing).arrival,
    fare: legs.reduce((sum, s) => sum + fareOf(s), 0),
    changes: legs.length - 1,
  };
}

/** `a` dominates `b`: leaves no earlier, arrives no later, costs no more, changes no more, and is better in one. */
export function dominates(a: PlannedJourney, b: PlannedJourney): boolean {
  return a.departure >= b.departure && a.arrival <= b.arrival && a.fare <= b.fare && a.changes <= b.changes
    && (a.departure > b.departure || a.arrival < b.arrival || a.fare < b.fare || a.changes < b.changes);
}

const journeyId = (j: PlannedJourney) => j.legs.map((s) => s.id).join('+');

/** Sorted by departure, then arrival, fare, changes and id. */
export function byJourneyDeparture(a: PlannedJourney, b: PlannedJourney): number {
  return a.departure - b.departure || a.arrival - b.arrival || a.fare - b.fare || a.changes - b.changes
    || (journeyId(a) < journeyId(b) ? -1 : journeyId(a) > journeyId(b) ? 1 : 0);
}

/**
 * The journeys no other one dominates, by departure. Direct journeys are always kept (they are the day's
 * sailings, as `/booking/results` shows them), but they dominate connections like any journey.
 */
export function paretoJourneys(journeys: readonly PlannedJourney[]): PlannedJourney[] {
  // Any dominator of a journey sorts before it in this order, so comparing with the kept front is enough
  // (a dropped dominator is itself dominated by a kept one, and dominance is transitive).
  const order = [...journeys].sort((a, b) => b.departure - a.departure || a.arrival - b.arrival || a.fare - b.fare || a.changes - b.changes);
  const front: PlannedJourney[] = [];
  const kept: PlannedJourney[] = [];
  for (const j of order) {
    // A loop, not `front.some(...)` with an arrow made per journey: that arrow was compiled by TurboFan again and again
    // (6 times in the fare calendar bench's 63 months, `node --trace-opt`).
    let dominated = false;
    for (const f of front) {
      if (dominates(f, j)) {
        dominated = true;
        break;
      }
    }
    if (!dominated) front.push(j);
    if (!dominated || j.changes === 0) kept.push(j);
  }
  return kept.sort(byJourneyDeparture);
}

/** Whether a journey keeps the rules: ports chained, connection times, no voyage or port twice, first leg inside its departure window (`departFrom`..`departUntil`) */
export function isFeasibleJourney(legs: readonly TimetableSailing[], query: Omit<JourneyQuery, 'maxChanges'>): boolean {
  if (legs.length === 0) return false;
  const first = legs[0] as TimetableSailing;
  const last = legs[legs.length - 1] as TimetableSailing;
  if (first.from !== query.origin || last.to !== query.destination) return false;
  if (first.departure < query.departFrom || first.departure > query.departUntil) return false;
  const ports = new Set([first.from]);
  const voyages = new Set<string>();
  for (const [i, s] of legs.entries()) {
    if (s.arrival < s.departure || s.from === s.to || ports.has(s.to) || voyages.has(s.voyage)) return false;
    if (query.usable && !query.usable(s)) return false;
    ports.add(s.to);
    voyages.add(s.voyage);
    const next = legs[i + 1];
    if (next) {
      if (next.from !== s.to) return false;
      const wait = next.departure - s.arrival;
      if (wait < query.minConnectionMinutes || wait > query.maxWaitMinutes) return false;
    }
  }
  return true;
}

/** A range of first-leg departures `[departFrom, departUntil]` (minutes since the epoch), e.g. one day of a month. */
export type DepartureWindow = readonly [departFrom: number, departUntil: number];

/** A query without its departure window: the rules of a search over several windows. */
export type JourneyRules = Omit<JourneyQuery, 'departFrom' | 'departUntil'>;

/**
 * Enumerates every feasible journey with at most `maxChanges` changes whose first leg leaves in one of the windows
 * `active` (indexes into `windows`), and adds each to its window's list in
 * `found`. One scan over the timetable for all the windows (the network's pruning is worked out once): what follows a
 * first leg depends only on that leg, so each window receives exactly what a scan of it alone finds (windows may
 * overlap: a journey in two of them is in both lists).
 */
function enumerateJourneys(
  timetable: Timetable, rules: JourneyRules, maxChanges: MaxChanges,
  windows: readonly DepartureWindow[], active: readonly number[], found: PlannedJourney[][],
): void {
  const { origin, destination, minConnectionMinutes: minConn, maxWaitMinutes: maxWait } = rules;
  if (origin === destination || active.length === 0) return;
  const usable = rules.usable ?? (() => true);
  const fareOf = rules.fareOf ?? ((s: TimetableSailing) => s.fare);
  // Ports one leg from the destination, and (for two changes) ports two legs from it: a leg only ever goes to the
  // destination or to a port from which it can still be reached with the legs left.
  const oneAway = maxChanges >= 1 ? timetable.feeders(destination) : NONE;
  const twoAway = new Set<string>();
  if (maxChanges >= 2) for (const p of oneAway) for (const q of timetable.feeders(p)) twoAway.add(q);
  // From a change port, the ports a second leg may go to: the destination, or (two changes) a port one leg from it.
  const next = new Map<string, string[]>();
  const nextPorts = (p: string): string[] => {
    let list = next.get(p);
    if (!list) {
      list = [...timetable.destinations(p)].filter((q) => q !== origin && (q === destination || (maxChanges >= 2 && oneAway.has(q))));
      next.set(p, list);
    }
    return list;
  };
  for (const p of timetable.destinations(origin)) {
    if (p !== destination && !oneAway.has(p) && !twoAway.has(p)) continue;
    for (const w of active) {
      const into = found[w] as PlannedJourney[];
      for (const s1 of timetable.departures(origin, p, ...(windows[w] as DepartureWindow))) {
        if (!usable(s1)) continue;
        if (p === destination) {
          into.push(journeyOf([s1], fareOf));
          continue;
        }
        for (const q of nextPorts(p)) {
          for (const s2 of timetable.departures(p, q, s1.arrival + minConn, s1.arrival + maxWait)) {
            if (s2.voyage === s1.voyage || !usable(s2)) continue;
            if (q === destination) {
              into.push(journeyOf([s1, s2], fareOf));
              continue;
            }
            for (const s3 of timetable.departures(q, destination, s2.arrival + minConn, s2.arrival + maxWait)) {
              if (s3.voyage === s1.voyage || s3.voyage === s2.voyage || !usable(s3)) continue;
              into.push(journeyOf([s1, s2, s3], fareOf));
            }
          }
        }
      }
    }
  }
}

/** The indexes of the windows that are not empty. */
const nonEmpty = (windows: readonly DepartureWindow[]): number[] =>
  windows.flatMap(([from, until], i) => (from <= until ? [i] : []));

/**
 * Every feasible journey with at most `maxChanges` changes, reduced to its Pareto set (directs always kept), by
 * departure.
 */
export function planJourneys(timetable: Timetable, query: JourneyQuery): PlannedJourney[] {
  const windows: DepartureWindow[] = [[query.departFrom, query.departUntil]];
  const found: PlannedJourney[][] = [[]];
  enumerateJourneys(timetable, query, query.maxChanges, windows, nonEmpty(windows), found);
  return paretoJourneys(found[0] as PlannedJourney[]);
}

/**
 * The search's policy over the planner: the day's direct sailings always; connections with one change when the
 * directs are fewer than `directsEnough`; with two changes only when nothing shorter exists.
 */
export function searchJourneys(timetable: Timetable, query: JourneyQuery): PlannedJourney[] {
  return searchJourneysInWindows(timetable, query, [[query.departFrom, query.departUntil]])[0] as PlannedJourney[];
}

/**
 * `searchJourneys` for many departure windows at once (the days of a month, say), in one pass per rule of the
 * policy instead of one search per window: the directs of every window are found in one scan, then the journeys with
 * up to one change in one scan over the windows with too few directs, then those with up to two changes in one scan
 * over the windows where nothing shorter was found. Each window's answer is exactly `searchJourneys` for that window
 * alone (tests/core/search/journey-planner-windows.property.test.ts). An empty window (`departFrom > departUntil`) has
 * no journeys.
 */
export function searchJourneysInWindows(timetable: Timetable, rules: JourneyRules, windows: readonly DepartureWindow[]): PlannedJourney[][] {
  const order = nonEmpty(windows);
  const answers: PlannedJourney[][] = windows.map(() => []);
  const scan = (maxChanges: MaxChanges, active: readonly number[]) => {
    const found: PlannedJourney[][] = windows.map(() => []);
    enumerateJourneys(timetable, rules, maxChanges, windows, active, found);
    for (const w of active) answers[w] = paretoJourneys(found[w] as PlannedJourney[]);
  };
  scan(0, order);
  if (rules.maxChanges === 0) return answers;
  const fewDirects = order.filter((w) => (answers[w] as PlannedJourney[]).length < JOURNEY_RULES.directsEnough);
  scan(1, fewDirects);
  if (rules.maxChanges === 1) return answers;
  scan(2, fewDirects.filter((w) => (answers[w] as PlannedJourney[]).length === 0));
  return answers;
}
