/**
 * A brute-force oracle for the journey planner (src/core/search/domain/journey-planner.ts): every path of up to
 * `maxChanges + 1` sailings that keeps the rules, checked by its own code (not the planner's), and the promises the
 * planner's answer must keep against it.
 */
import type { JourneyQuery, PlannedJourney, TimetableSailing } from '../../src/core/search';

/** The journey rules, written again from the brief: one port per change, waits within bounds, no voyage or port twice. */
export function feasible(legs: readonly TimetableSailing[], q: JourneyQuery): boolean {
  if (legs.length === 0 || legs.length > q.maxChanges + 1) return false;
  const seenPorts: string[] = [q.origin];
  const seenVoyages: string[] = [];
  let at = q.origin;
  let ready = -Infinity;
  for (let i = 0; i < legs.length; i++) {
    const s = legs[i] as TimetableSailing;
    if (s.from !== at || s.to === s.from || s.arrival < s.departure) return false;
    if (q.usable && !q.usable(s)) return false;
    if (i === 0 && (s.departure < q.departFrom || s.departure > q.departUntil)) return false;
    if (i > 0 && (s.departure < ready || s.departure - (legs[i - 1] as TimetableSailing).arrival > q.maxWaitMinutes)) return false;
    if (seenPorts.includes(s.to) || seenVoyages.includes(s.voyage)) return false;
    seenPorts.push(s.to);
    seenVoyages.push(s.voyage);
    at = s.to;
    ready = s.arrival + q.minConnectionMinutes;
  }
  return at === q.destination;
}

/** Every feasible journey, by exhaustive search over the sailings grouped by port of departure (no time index, no pruning). */
export function bruteForceJourneys(sailings: readonly TimetableSailing[], q: JourneyQuery): PlannedJourney[] {
  const fareOf = q.fareOf ?? ((s: TimetableSailing) => s.fare);
  const byFrom = new Map<string, TimetableSailing[]>();
  for (const s of sailings) byFrom.set(s.from, [...(byFrom.get(s.from) ?? []), s]);
  const out: PlannedJourney[] = [];
  const walk = (legs: TimetableSailing[]) => {
    const last = legs[legs.length - 1] as TimetableSailing;
    if (last.to === q.destination) {
      if (feasible(legs, q)) {
        out.push({
          legs: [...legs], departure: (legs[0] as TimetableSailing).departure, arrival: last.arrival,
          fare: legs.reduce((sum, s) => sum + fareOf(s), 0), changes: legs.length - 1,
        });
      }
      return;
    }
    if (legs.length > q.maxChanges) return;
    for (const next of byFrom.get(last.to) ?? []) {
      const path = [...legs, next];
      // A prefix that breaks a rule cannot be mended by more legs (its last port stands in for the destination).
      if (feasible(path, { ...q, destination: next.to })) walk(path);
    }
  };
  for (const first of byFrom.get(q.origin) ?? []) if (feasible([first], { ...q, destination: first.to })) walk([first]);
  return out;
}

const id = (j: PlannedJourney) => j.legs.map((s) => s.id).join('+');
const weaklyBetter = (a: PlannedJourney, b: PlannedJourney) =>
  a.departure >= b.departure && a.arrival <= b.arrival && a.fare <= b.fare && a.changes <= b.changes;

/**
 * The planner's promises: each journey it returns is feasible; no connection it returns is dominated by another it
 * returns; every direct sailing is returned; and every journey brute force finds is matched by a returned one with no
 * more changes that is no worse on departure, arrival and price (the brute-force Pareto set is covered).
 */
export function expectPlannerKeepsItsPromises(planned: readonly PlannedJourney[], brute: readonly PlannedJourney[], q: JourneyQuery): void {
  const fareOf = q.fareOf ?? ((s: TimetableSailing) => s.fare);
  for (const p of planned) {
    expect(feasible(p.legs, q), id(p)).toBe(true);
    expect(p.changes).toBe(p.legs.length - 1);
    expect(p.fare).toBe(p.legs.reduce((sum, s) => sum + fareOf(s), 0));
    if (p.changes > 0) {
      const beats = planned.find((o) => o !== p && weaklyBetter(o, p) && (o.departure > p.departure || o.arrival < p.arrival || o.fare < p.fare || o.changes < p.changes));
      expect(beats && id(beats), `${id(p)} is dominated`).toBeUndefined();
    }
  }
  const returned = new Set(planned.map(id));
  expect(returned.size).toBe(planned.length);
  for (const b of brute) {
    if (b.changes === 0) expect(returned.has(id(b)), `direct ${id(b)}`).toBe(true);
    expect(planned.some((p) => weaklyBetter(p, b)), `nothing covers ${id(b)}`).toBe(true);
  }
  const order = planned.map((p) => p.departure);
  expect(order).toEqual([...order].sort((a, b) => a - b));
}

/**
 * The Pareto set of some journeys, by comparing every two (no sort, no front): a journey is kept unless another
 * leaves no earlier, arrives no later, costs no more and changes no more, and is better in one; direct sailings are
 * always kept. Ids in departure order, then by id.
 */
export function bruteForcePareto(journeys: readonly PlannedJourney[]): string[] {
  const better = (a: PlannedJourney, b: PlannedJourney) => weaklyBetter(a, b)
    && (a.departure > b.departure || a.arrival < b.arrival || a.fare < b.fare || a.changes < b.changes);
  return journeys.filter((j) => j.changes === 0 || !journeys.some((o) => better(o, j)))
    .sort((a, b) => a.departure - b.departure || (id(a) < id(b) ? -1 : id(a) > id(b) ? 1 : 0)).map(id);
}

/**
 * The search policy over brute force (written again from the brief): the day's direct sailings; with fewer than
 * `directsEnough` of them, the Pareto set of the journeys with up to one change; with none at all, up to two changes
 * (when `maxChanges` allows). Ids in departure order, then by id.
 */
export function bruteForceSearch(sailings: readonly TimetableSailing[], q: JourneyQuery, directsEnough: number): string[] {
  const directs = bruteForceJourneys(sailings, { ...q, maxChanges: 0 });
  if (q.maxChanges === 0 || directs.length >= directsEnough) return bruteForcePareto(directs);
  const one = bruteForceJourneys(sailings, { ...q, maxChanges: 1 });
  if (q.maxChanges === 1 || one.length > 0) return bruteForcePareto(one);
  return bruteForcePareto(bruteForceJourneys(sailings, q));
}
