/**
 * The fare calendar (`POST /booking/fare-calendar`, issue 16): for a route, a month and a party, each day's lowest
 * fare and how many changes the cheapest way takes, and the month's cheapest days. What the fare means is in
 * docs/DECISIONS.md ("The fare calendar"): the party's total for the trip (or every trip of a journey) in the
 * cheapest place open to everyone (deck or seat), with one car when `withVehicle`, by the companies' published
 * fares; the shop's service fee is not in it, as it is not in the results' fares.
 */
import { array, boolean, enums, integer, max, min, nullable, object, optional, pattern, refine, string, type Infer } from 'superstruct';
import { BOOKING_LIMITS } from '../core/shared/booking-limits';
import { PASSENGER_TYPES, type PassengerTypeCode, takesPlace } from '../core/search/domain/passenger-types';
import { Cents, IsoDate, Lang, PortCode } from './common.structs';

/** A month `YYYY-MM`. */
export const IsoMonth = pattern(string(), /^\d{4}-(0[1-9]|1[0-2])$/);

const Count = max(min(integer(), 0), BOOKING_LIMITS.passengers);
const partyFields = Object.fromEntries(PASSENGER_TYPES.map((code) => [code, optional(Count)])) as Record<PassengerTypeCode, ReturnType<typeof optional<number, null>>>;

/**
 * The party as the search has it: a count per passenger type (missing: none). At least one passenger who takes a
 * place (an infant travels on a lap), at most BOOKING_LIMITS.passengers in all.
 */
export const FareCalendarParty = refine(object(partyFields), 'Party', (party) => {
  const counts = Object.entries(party) as [string, number | undefined][];
  const total = counts.reduce((sum, [, n]) => sum + (n ?? 0), 0);
  if (total > BOOKING_LIMITS.passengers) return `at most ${BOOKING_LIMITS.passengers} passengers`;
  return counts.some(([code, n]) => (n ?? 0) > 0 && takesPlace(code)) || 'needs a passenger who takes a place (not only infants)';
});

export const FareCalendarRequest = object({
  departurePort: PortCode,
  destinationPort: PortCode,
  month: IsoMonth,
  passengers: FareCalendarParty,
  /** The party takes one car (priced at the company's car fare for a car of its base length). */
  withVehicle: optional(boolean()),
  lang: optional(Lang),
});

export const FareCalendarDay = object({
  date: IsoDate,
  /** The party's lowest total that day in cents; null for a past day or one with no way to travel. */
  lowestFare: nullable(Cents),
  /** Changes of that cheapest way (0: a direct boat); null with a null fare. */
  changes: nullable(enums([0, 1, 2])),
});

export const FareCalendarAnswer = object({
  departurePort: PortCode,
  destinationPort: PortCode,
  month: IsoMonth,
  /** Every day of the month, in order. */
  days: array(FareCalendarDay),
  /** The days at the month's lowest fare; empty when every day with a fare costs the same (none is cheaper). */
  cheapest: array(IsoDate),
});

export type FareCalendarRequest = Infer<typeof FareCalendarRequest>;
export type FareCalendarParty = Infer<typeof FareCalendarParty>;
export type FareCalendarDay = Infer<typeof FareCalendarDay>;
export type FareCalendarAnswer = Infer<typeof FareCalendarAnswer>;
