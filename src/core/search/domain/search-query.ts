import { INITIAL_SEARCH, MAX_LEGS, MIN_MULTIPLE_LEGS, type SearchLeg, type SearchState, type TripType } from './search-state';
import { PASSENGER_TYPES, type Travellers, noPassengers, travellersWithinLimits } from './travellers';

/**
 * A search as URL search parameters, so a results link can be shared: `trip=roundTrip`,
 * `legs=PIR-JTR-2026-06-11~JTR-PIR-2026-06-18` (from, to, date per leg), passengers by type (`AD=2&CH=1`, only those
 * above zero) and `vehicles`, `trailers`, `pets` when above zero.
 */
export type SearchQuery = Record<string, string>;

const TRIP_TYPES: readonly TripType[] = ['oneWay', 'roundTrip', 'multiple'];
const LEG = /^([A-Z]{3})-([A-Z]{3})-(\d{4}-\d{2}-\d{2})$/;

/** The query of a complete search (every leg with both ports and a date). */
export function toSearchQuery(state: SearchState): SearchQuery {
  const query: SearchQuery = {
    trip: state.tripType,
    legs: state.legs.map((l) => `${l.departurePort ?? ''}-${l.destinationPort ?? ''}-${l.departureDate ?? ''}`).join('~'),
  };
  for (const type of PASSENGER_TYPES) if (state.travellers.passengers[type] > 0) query[type] = String(state.travellers.passengers[type]);
  for (const key of ['vehicles', 'trailers', 'pets'] as const) if (state.travellers[key] > 0) query[key] = String(state.travellers[key]);
  return query;
}

const count = (value: unknown): number => {
  const n = typeof value === 'number' ? value : Number(value ?? 0);
  return Number.isInteger(n) && n >= 0 ? n : Number.NaN;
};

/** Reads a search back from its query (strings, or numbers as a router may parse them); undefined when malformed. */
export function fromSearchQuery(query: Readonly<Record<string, unknown>>): SearchState | undefined {
  const tripType = TRIP_TYPES.find((t) => t === query.trip);
  if (!tripType || typeof query.legs !== 'string') return undefined;
  const legs: SearchLeg[] = [];
  for (const text of query.legs.split('~')) {
    const match = LEG.exec(text);
    if (!match) return undefined;
    legs.push({ departurePort: match[1], destinationPort: match[2], departureDate: match[3] });
  }
  const n = legs.length;
  if ((tripType === 'oneWay' && n !== 1) || (tripType === 'roundTrip' && n !== 2)
    || (tripType === 'multiple' && (n < MIN_MULTIPLE_LEGS || n > MAX_LEGS))) return undefined;
  const passengers = noPassengers();
  for (const type of PASSENGER_TYPES) passengers[type] = count(query[type]);
  const travellers: Travellers = {
    passengers, vehicles: count(query.vehicles), trailers: count(query.trailers), pets: count(query.pets),
  };
  if (!travellersWithinLimits(travellers)) return undefined;
  return { ...INITIAL_SEARCH, tripType, legs, travellers };
}
