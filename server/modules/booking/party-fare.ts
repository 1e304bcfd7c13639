/**
 * The party's fare of one sailing (issue 16): what the searched party pays on that trip with everyone in the cheapest
 * place open to everyone (a deck or seat class: berths are sold by sex, cabins whole), passenger types at the
 * company's share of the adult fare (a type the company does not sell at its adult fare, as step 2 offers it), one
 * car of the company's base length when the party has a vehicle. It is the operator's quote of that party in that
 * class (tests/server/fare-calendar.test.ts, journeys-party.test.ts), so the fare calendar's day price and a
 * journey's from-price are what step 2 prices for the party.
 *
 * Published (no availability given: the fare calendar) or with the places still free (the journey search): then a
 * class counts only with a place for every passenger who takes one, and the car only with the garage metres a car
 * needs. Null when the trip cannot carry the party (no such class, no garage or no car fare, or, with availability,
 * no room): such a trip is no leg of any journey for that party.
 */
import type { PassengerTypeCode } from '../../../src/core/search/domain/passenger-types';
import { PASSENGER_TYPES, takesPlace } from '../../../src/core/search/domain/passenger-types';
import { JOURNEY_RULES } from '../../../src/core/search/domain/journey-rules';
import type { Company, Trip } from '../../ports/ferry-operators';

const round10 = (cents: number) => Math.round(cents / 10) * 10;

/** The party's passengers as [type code, count], zero counts left out, by code. */
export type Party = readonly (readonly [string, number])[];

/** The party of a request's counts per type (missing or zero: none), in a stable order. */
export function partyOf(passengers: Readonly<Partial<Record<PassengerTypeCode, number | undefined>>>): Party {
  return Object.entries(passengers)
    .filter((e): e is [string, number] => typeof e[1] === 'number' && e[1] > 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * A key of the party for caches: every known type's count in a fixed order, and the car. Only validated parties
 * reach it (known type codes, bounded counts), so two different parties never share a key.
 */
export function partyCacheKey(party: Party, withVehicle: boolean): string {
  const counts = new Map(party);
  return `${PASSENGER_TYPES.map((t) => `${t}${counts.get(t) ?? 0}`).join('')}${withVehicle ? 'V' : ''}`;
}

/** Places still free on a sailing, by accommodation code (and `GARAGE` in metres). */
export type FreePlaces = (code: string) => number;

// Loops, not callbacks: a callback made per call (`find`, `filter`, `map` with an arrow that reads the call's
// variables) is compiled by TurboFan again and again as the server runs (its optimised code is kept per closure), and
// these run for every sailing a journey search or a month of fares prices.

/** The company's share of the adult fare for a passenger type (its adult fare's when it does not sell the type). */
function percentOf(company: Company, code: string): number {
  let adult: Company['passengerTypes'][number] | undefined;
  for (const t of company.passengerTypes) {
    if (t.code === code) return t.percentOfAdult ?? 100;
    if (!adult && t.code === 'AD') adult = t;
  }
  return adult?.percentOfAdult ?? 100;
}

/**
 * The party's fare for one trip in the cheapest deck or seat class (with room for it when `free` is given), with one
 * car when `withVehicle`; null when the trip cannot carry the party.
 */
export function partyTripFare(trip: Trip, party: Party, withVehicle: boolean, free?: FreePlaces): number | null {
  let seated = 0;
  for (const [code, count] of party) if (takesPlace(code)) seated += count;
  // The cheapest deck or seat class open to everyone (with a place for each who takes one, when `free` is given).
  let place = Number.POSITIVE_INFINITY;
  for (const a of trip.vessel.accommodations) {
    if ((a.kind !== 'deck' && a.kind !== 'seat') || a.sex || (free && free(a.code) < seated)) continue;
    const fare = round10((trip.deckFare * a.farePercent) / 100);
    if (fare < place) place = fare;
  }
  if (place === Number.POSITIVE_INFINITY) return null;
  let total = 0;
  if (withVehicle) {
    let car: Company['vehicleTypes'][number] | undefined;
    for (const v of trip.company.vehicleTypes) {
      if (v.code === 'CAR' && !v.trailer) { car = v; break; }
    }
    if (!car || trip.vessel.garageMetres === 0) return null;
    if (free && free('GARAGE') < JOURNEY_RULES.vehicleMetres) return null;
    total += round10((trip.deckFare * car.farePercent) / 100);
  }
  for (const [code, count] of party) total += count * round10((place * percentOf(trip.company, code)) / 100);
  return total;
}
