/**
 * The journey planner's rules in one place (why these numbers: docs/DECISIONS.md, "Connections").
 */
export const JOURNEY_RULES = {
  /** Changes a journey may have at most. */
  maxChanges: 2,
  /** Shortest change at a port, from the arrival of one ship to the departure of the next, on foot. */
  minConnectionMinutes: 60,
  /** With a vehicle: unloading from one garage and queueing for the next take longer. */
  minConnectionMinutesWithVehicle: 120,
  /** Longest wait at a change port: a night at the port, not a day and a night. */
  maxWaitMinutes: 20 * 60,
  /** With at least this many direct sailings on the day, the search offers no connections. */
  directsEnough: 3,
  /** A change is overnight when the wait at the port spans this local time (minutes after midnight: 03:00). */
  overnightAtMinute: 3 * 60,
  /** Lane metres a sailing must still have free for a journey with a vehicle (a car). */
  vehicleMetres: 5,
} as const;

export type MaxChanges = 0 | 1 | 2;

/** The minimum connection time of a journey, on foot or with a vehicle. */
export const minConnectionMinutes = (withVehicle: boolean): number =>
  (withVehicle ? JOURNEY_RULES.minConnectionMinutesWithVehicle : JOURNEY_RULES.minConnectionMinutes);

/**
 * Whether a wait at a change port is overnight: the traveller is at the port at 03:00 local time. Both times are
 * local wall-clock minutes (minutes since the epoch of the port's wall clock), so the rule ignores the offset.
 */
export function isOvernightWait(arrivalLocalMinutes: number, departureLocalMinutes: number): boolean {
  const day = 1440;
  const first = Math.floor(arrivalLocalMinutes / day) * day + JOURNEY_RULES.overnightAtMinute;
  const at = first >= arrivalLocalMinutes ? first : first + day;
  return at <= departureLocalMinutes;
}
