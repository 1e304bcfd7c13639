import { JOURNEY_RULES, isOvernightWait } from '../../search/domain/journey-rules';

/** What `changesOf` reads of a trip of an order or reservation: its ports and its times (ISO instants). */
export interface ChangeTrip {
  readonly from: string;
  readonly to: string;
  readonly departureDatetime: string;
  readonly arrivalDatetime: string;
}

/** A change of ship between trip `after` and trip `after + 1`: the port, the wait there and whether it spans a night. */
export interface TripChange {
  readonly after: number;
  readonly port: string;
  readonly waitMinutes: number;
  readonly overnight: boolean;
}

const MINUTE = 60_000;
/** Built once (a formatter costs far more to build than to use). */
let minuteFormat: Intl.DateTimeFormat | undefined;

/**
 * Wall-clock minutes in Europe/Athens of an instant (minutes since the epoch of the port's wall clock), the measure
 * the planner's overnight rule reads; undefined for a time that is not an instant.
 */
function athensLocalMinutes(iso: string): number | undefined {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return undefined;
  minuteFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Athens', hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric',
  });
  const parts = minuteFormat.formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute')) / MINUTE;
}

/**
 * The changes of ship of a booked journey: between two consecutive trips where the next leaves from the port the
 * previous arrived at, no earlier than that arrival and within the planner's longest wait at a change port
 * (`JOURNEY_RULES.maxWaitMinutes`), and goes on to another port than the previous trip left from (a day trip and
 * back is a return), the port, the wait and whether it is overnight (the planner's rule, `isOvernightWait`). Other
 * consecutive trips (a return, two unrelated trips) are no change.
 */
export function changesOf(trips: readonly ChangeTrip[]): TripChange[] {
  const changes: TripChange[] = [];
  for (let i = 0; i + 1 < trips.length; i += 1) {
    const prev = trips[i] as ChangeTrip;
    const next = trips[i + 1] as ChangeTrip;
    // A change goes on from the port; a trip back to where the previous one left from is a return, even the same day.
    if (prev.to !== next.from || next.to === prev.from) continue;
    const arrival = athensLocalMinutes(prev.arrivalDatetime);
    const departure = athensLocalMinutes(next.departureDatetime);
    if (arrival === undefined || departure === undefined) continue;
    const waitMinutes = Math.round((Date.parse(next.departureDatetime) - Date.parse(prev.arrivalDatetime)) / MINUTE);
    if (waitMinutes < 0 || waitMinutes > JOURNEY_RULES.maxWaitMinutes) continue;
    changes.push({ after: i, port: prev.to, waitMinutes, overnight: isOvernightWait(arrival, departure) });
  }
  return changes;
}
