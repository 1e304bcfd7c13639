import { type Sailing } from '../../core/search';
import { type Journey, type JourneyChange, type JourneyRequest } from '../../core/search';
import { athensDate } from '../../core/shared/athens-time';

/** The shortest change of ship the in-memory network allows, in minutes (longer with a vehicle, which must drive off and queue again). */
export const MIN_CHANGE_MINUTES = 60;
export const MIN_CHANGE_MINUTES_WITH_VEHICLE = 120;
/** The longest wait at a change port, in minutes (a night at the port, not a day and a night). */
export const MAX_WAIT_MINUTES = 20 * 60;
/** Below this many direct sailings, connections are searched too. */
export const FEW_DIRECT = 3;

const minutesBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 60_000);

function journeyOf(legs: readonly Sailing[]): Journey {
  const changes: JourneyChange[] = legs.slice(1).map((leg, i) => {
    const before = legs[i]!;
    return {
      port: { code: leg.from.code, name: leg.from.name },
      waitMinutes: minutesBetween(before.arrivalDatetime, leg.departureDatetime),
      overnight: athensDate(before.arrivalDatetime) !== athensDate(leg.departureDatetime),
    };
  });
  const first = legs[0]!;
  const last = legs[legs.length - 1]!;
  const companies = new Map(legs.map((l) => [l.company.code, l.company] as const));
  return {
    id: legs.map((l) => l.tripId).join('+'),
    legs: [...legs],
    changes,
    departureDatetime: first.departureDatetime,
    arrivalDatetime: last.arrivalDatetime,
    durationMinutes: minutesBetween(first.departureDatetime, last.arrivalDatetime),
    companies: [...companies.values()],
    lowestFare: legs.reduce((sum, l) => sum + l.lowestFare, 0),
  };
}

/** `a` is at least as good as `b` on every count (leaves no earlier, arrives no later, costs no more, changes no more). */
const covers = (a: Journey, b: Journey) => Date.parse(a.departureDatetime) >= Date.parse(b.departureDatetime)
  && Date.parse(a.arrivalDatetime) <= Date.parse(b.arrivalDatetime) && a.lowestFare <= b.lowestFare
  && a.changes.length <= b.changes.length;

/**
 * The journeys of a day over a list of sailings, as the in-memory network plans them: every direct sailing; when
 * there are fewer than FEW_DIRECT, connections with up to `maxChanges` changes (default 1, two only where nothing
 * shorter exists) at the same port, each change at least the minimum connection time and at most a night; a
 * connection another journey covers on every count is dropped.
 */
export function planJourneys(trips: readonly Sailing[], query: JourneyRequest): Journey[] {
  const minChange = query.withVehicle ? MIN_CHANGE_MINUTES_WITH_VEHICLE : MIN_CHANGE_MINUTES;
  const maxChanges = query.maxChanges ?? 2;
  const leaving = (port: string) => trips.filter((t) => t.from.code === port);
  const firstLegs = leaving(query.departurePort).filter((t) => athensDate(t.departureDatetime) === query.departureDate);
  const direct = firstLegs.filter((t) => t.to.code === query.destinationPort).map((t) => journeyOf([t]));
  if (direct.length >= FEW_DIRECT || maxChanges === 0) return direct;

  const next = (path: readonly Sailing[]) => {
    const last = path[path.length - 1]!;
    const seen = new Set(path.map((t) => t.from.code));
    return leaving(last.to.code).filter((t) => {
      const wait = minutesBetween(last.arrivalDatetime, t.departureDatetime);
      return wait >= minChange && wait <= MAX_WAIT_MINUTES && !seen.has(t.to.code);
    });
  };
  const found: Journey[][] = [direct];
  let paths: Sailing[][] = firstLegs.filter((t) => t.to.code !== query.destinationPort).map((t) => [t]);
  for (let changes = 1; changes <= maxChanges && paths.length > 0; changes += 1) {
    // Two changes only where no journey with fewer exists.
    if (changes === 2 && found.some((list) => list.length > 0)) break;
    const extended = paths.flatMap((path) => next(path).map((t) => [...path, t]));
    found.push(extended.filter((p) => p[p.length - 1]!.to.code === query.destinationPort).map(journeyOf));
    paths = extended.filter((p) => p[p.length - 1]!.to.code !== query.destinationPort);
  }
  const all = found.flat();
  return all.filter((j) => j.legs.length === 1 || !all.some((other) => other !== j && covers(other, j) && (!covers(j, other) || other.id < j.id)));
}
