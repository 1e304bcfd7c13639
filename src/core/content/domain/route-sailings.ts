import { type Sailing } from '../../search/domain/sailing';
import { type SearchQuery, toSearchQuery } from '../../search/domain/search-query';
import { INITIAL_SEARCH } from '../../search/domain/search-state';
import { DEFAULT_TRAVELLERS, MAX_PASSENGERS } from '../../search/domain/travellers';

/** A company sailing a route, as the route page lists it: how often in the days looked at and how long it takes. */
export interface RouteCompany {
  readonly code: string;
  readonly name: string;
  readonly logo: string;
  readonly sailings: number;
  readonly fastestMinutes: number;
  readonly slowestMinutes: number;
  /** The lowest fare seen, in cents. */
  readonly lowestFare: number;
}

/** The companies of the given sailings, fastest first, each with its number of sailings, durations and lowest fare. */
export function routeCompanies(trips: readonly Pick<Sailing, 'company' | 'durationMinutes' | 'lowestFare'>[]): RouteCompany[] {
  const byCode = new Map<string, RouteCompany>();
  for (const trip of trips) {
    const seen = byCode.get(trip.company.code);
    byCode.set(trip.company.code, seen
      ? {
          ...seen,
          sailings: seen.sailings + 1,
          fastestMinutes: Math.min(seen.fastestMinutes, trip.durationMinutes),
          slowestMinutes: Math.max(seen.slowestMinutes, trip.durationMinutes),
          lowestFare: Math.min(seen.lowestFare, trip.lowestFare),
        }
      : {
          code: trip.company.code, name: trip.company.name, logo: trip.company.logo, sailings: 1,
          fastestMinutes: trip.durationMinutes, slowestMinutes: trip.durationMinutes, lowestFare: trip.lowestFare,
        });
  }
  return [...byCode.values()].sort((a, b) => a.fastestMinutes - b.fastestMinutes || a.name.localeCompare(b.name));
}

export interface RouteSearch {
  readonly from: string;
  readonly to: string;
  /** `YYYY-MM-DD`. */
  readonly date: string;
  /** The return day for a round trip. */
  readonly returnDate?: string;
  readonly adults?: number;
}

/**
 * The `/results` query of a search on one route (one way, or a round trip when a return day is given), or undefined
 * when a port or day is missing or malformed, the return is before the outward day, or the adults are out of range.
 */
export function routeSearchQuery(search: RouteSearch): SearchQuery | undefined {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  const port = /^[A-Z]{3}$/;
  if (!port.test(search.from) || !port.test(search.to) || search.from === search.to || !day.test(search.date)) return undefined;
  if (search.returnDate !== undefined && (!day.test(search.returnDate) || search.returnDate < search.date)) return undefined;
  const adults = search.adults ?? 1;
  if (!Number.isInteger(adults) || adults < 1 || adults > MAX_PASSENGERS) return undefined;
  const outward = { departurePort: search.from, destinationPort: search.to, departureDate: search.date };
  const legs = search.returnDate
    ? [outward, { departurePort: search.to, destinationPort: search.from, departureDate: search.returnDate }]
    : [outward];
  return toSearchQuery({
    ...INITIAL_SEARCH,
    tripType: search.returnDate ? 'roundTrip' : 'oneWay',
    legs,
    travellers: { ...DEFAULT_TRAVELLERS, passengers: { ...DEFAULT_TRAVELLERS.passengers, AD: adults } },
  });
}
