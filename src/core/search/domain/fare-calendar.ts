/**
 * The fare calendar in the shop's words (issue 16): a route's lowest fare for the search's party, day by day, and
 * the cheapest days of a month. The fare is the party's total (docs/DECISIONS.md, "The fare calendar"), in cents;
 * null on a day with no way to travel or already past.
 */
import type { Travellers } from './travellers';
import { PASSENGER_TYPES, type PassengerTypeCode } from './passenger-types';

export interface FareDay {
  readonly date: string;
  readonly lowestFare: number | null;
  /** Changes of the cheapest way that day (0: a direct boat); null without a fare. */
  readonly changes: 0 | 1 | 2 | null;
}

export interface FareMonth {
  readonly month: string;
  readonly days: readonly FareDay[];
  /** The days at the month's lowest fare; empty when every day with a fare costs the same. */
  readonly cheapest: readonly string[];
}

/** What a fare month is asked for: a route, a month `YYYY-MM`, the party (passengers by type) and whether a car comes. */
export interface FareQuery {
  readonly departurePort: string;
  readonly destinationPort: string;
  readonly month: string;
  readonly passengers: Readonly<Partial<Record<PassengerTypeCode, number>>>;
  readonly withVehicle: boolean;
}

/** The party of the search: passengers above zero by type, and a car when the search has a vehicle. */
export function fareParty(travellers: Travellers): Pick<FareQuery, 'passengers' | 'withVehicle'> {
  const passengers: Partial<Record<PassengerTypeCode, number>> = {};
  for (const type of PASSENGER_TYPES) if (travellers.passengers[type] > 0) passengers[type] = travellers.passengers[type];
  return { passengers, withVehicle: travellers.vehicles > 0 };
}

/** The month `YYYY-MM` of a day `YYYY-MM-DD`. */
export function monthOfDay(date: string): string {
  return date.slice(0, 7);
}

/** The day `delta` days after `date` (both `YYYY-MM-DD`, calendar arithmetic in UTC). */
export function addDays(date: string, delta: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + delta * 86_400_000).toISOString().slice(0, 10);
}

/** The days from `radius` before `date` to `radius` after it, in order. */
export function daysAround(date: string, radius: number): string[] {
  return Array.from({ length: 2 * radius + 1 }, (_, i) => addDays(date, i - radius));
}

/** A stable key of the party, for caches keyed by what was asked. */
export function partyKey(query: Pick<FareQuery, 'passengers' | 'withVehicle'>): string {
  return `${PASSENGER_TYPES.map((t) => `${t}${query.passengers[t] ?? 0}`).join('')}${query.withVehicle ? 'V' : ''}`;
}
