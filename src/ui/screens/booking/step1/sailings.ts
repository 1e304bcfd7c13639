import { type CompanySummary, type Sailing } from '../../../../core/search';
import { DEFAULT_TRAILER_LENGTH, DEFAULT_VEHICLE_LENGTH } from '../../../../core/booking/domain/party';
import { type Travellers, passengerCount } from '../../../../core/search/domain/travellers';

/**
 * How the sailings of a leg can be ordered. The default is departure time: SPEC.md section 4 sorts routes by
 * departure ascending and the results come in that order, which is also how travellers read a timetable. Cheapest
 * (the lowest fare, then departure) and fastest (duration, then departure) are the traveller's choice.
 */
export const SAILING_SORTS = ['departure', 'price', 'duration'] as const;
export type SailingSort = (typeof SAILING_SORTS)[number];
export const DEFAULT_SORT: SailingSort = 'departure';

/**
 * By the instant of departure. Not `localeCompare`: a collation per comparison cost a slow phone ~18 ms of a sailing
 * tap's task (issue 18), and departure times are instants, not words.
 */
const byDeparture = (a: Sailing, b: Sailing) => Date.parse(a.departureDatetime) - Date.parse(b.departureDatetime);
const COMPARE: Record<SailingSort, (a: Sailing, b: Sailing) => number> = {
  departure: byDeparture,
  price: (a, b) => a.lowestFare - b.lowestFare || byDeparture(a, b),
  duration: (a, b) => a.durationMinutes - b.durationMinutes || byDeparture(a, b),
};

export function sortSailings(trips: readonly Sailing[], sort: SailingSort): Sailing[] {
  return [...trips].sort(COMPARE[sort]);
}

/** The sailings of the chosen companies; no choice means every company. */
export function filterSailings(trips: readonly Sailing[], companies: ReadonlySet<string>): Sailing[] {
  return companies.size === 0 ? [...trips] : trips.filter((trip) => companies.has(trip.company.code));
}

/** The companies sailing a leg, by name, each once. */
export function companiesOf(trips: readonly Sailing[]): CompanySummary[] {
  const byCode = new Map<string, CompanySummary>();
  for (const trip of trips) if (!byCode.has(trip.company.code)) byCode.set(trip.company.code, trip.company);
  return [...byCode.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * What is still available on a sailing, as the results show it. SPEC.md names the trip's deck and seat
 * availability, its garage and its pets; we show each kind of place the vessel offers with the number left, so a
 * traveller sees at a glance whether there is a seat, a berth or a cabin for them:
 * - `seats`: deck places and numbered seats (the places every passenger can take);
 * - `berths`: beds in shared cabins (sold to men or to women); `cabins`: whole cabins;
 * - `vehicles`: lane metres left in the garage, null when the vessel takes no vehicles;
 * - `pets`: pet places left, null when the vessel takes no pets.
 * A kind the vessel does not offer at all is null (not shown), so "0" always means sold out.
 */
export interface SailingAvailability {
  readonly seats: number | null;
  readonly berths: number | null;
  readonly cabins: number | null;
  readonly vehicleMetres: number | null;
  readonly pets: number | null;
  /** Places for passengers of every kind (a whole cabin counts its beds). */
  readonly places: number;
}

const total = (offers: readonly { available: number }[]) => (offers.length === 0 ? null : offers.reduce((sum, o) => sum + Math.max(0, o.available), 0));

export function availabilityOf(trip: Sailing): SailingAvailability {
  const deckAndSeats = [...trip.deckAvailability, ...trip.seatAvailability];
  const cabinBeds = trip.cabinAvailability.reduce((sum, o) => sum + Math.max(0, o.available) * Math.max(1, o.beds), 0);
  const seats = total(deckAndSeats);
  const berths = total(trip.berthAvailability);
  return {
    seats,
    berths,
    cabins: total(trip.cabinAvailability),
    vehicleMetres: trip.garage && trip.garageAvailability ? Math.max(0, trip.garageAvailability.availableMetres) : null,
    pets: trip.pets ? Math.max(0, trip.petAvailability) : null,
    places: (seats ?? 0) + (berths ?? 0) + cabinBeds,
  };
}

/** Below this many places left the results say "only N left". */
export const FEW_LEFT = 10;

/** Why a sailing cannot take the search's travellers; empty when it can. */
export type SailingProblem = 'soldOut' | 'notEnoughPlaces' | 'noVehicles' | 'noVehicleSpace' | 'noTrailers' | 'noPets' | 'noPetSpace';

export function sailingProblems(trip: Sailing, travellers: Travellers): SailingProblem[] {
  const available = availabilityOf(trip);
  const passengers = passengerCount(travellers);
  const problems: SailingProblem[] = [];
  if (available.places === 0) problems.push('soldOut');
  else if (available.places < passengers || trip.BookingValidation.maxPassengers < passengers) problems.push('notEnoughPlaces');
  if (travellers.vehicles > 0) {
    const metres = travellers.vehicles * DEFAULT_VEHICLE_LENGTH + travellers.trailers * DEFAULT_TRAILER_LENGTH;
    if (available.vehicleMetres === null) problems.push('noVehicles');
    else if (available.vehicleMetres < metres) problems.push('noVehicleSpace');
    if (travellers.trailers > 0 && !trip.trailers && available.vehicleMetres !== null) problems.push('noTrailers');
  }
  if (travellers.pets > 0) {
    if (available.pets === null) problems.push('noPets');
    else if (available.pets < travellers.pets) problems.push('noPetSpace');
  }
  return problems;
}

/** The day before or after a `YYYY-MM-DD` day. */
export function shiftDay(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The days with sailings nearest to a day (before and after), closest first, at most `count`. */
export function nearestDays(days: readonly string[], date: string, count = 4): string[] {
  const distance = (day: string) => Math.abs(Date.parse(`${day}T12:00:00Z`) - Date.parse(`${date}T12:00:00Z`));
  return days.filter((day) => day !== date).sort((a, b) => distance(a) - distance(b) || a.localeCompare(b)).slice(0, count)
    .sort();
}
