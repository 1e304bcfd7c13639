/**
 * The demo network seen as the journey and fare-calendar property tests see it, written apart from the shop's code
 * (server/modules/booking/party-fare.ts, journeys.ts): every sailing of a few days as the planner's sailings, a day's
 * query with the shop's rules, the operator's own quote of a party on a trip, and random parties.
 */
import fc from 'fast-check';
import { JOURNEY_RULES, type JourneyQuery, type MaxChanges, type TimetableSailing } from '../../src/core/search';
import { athensInstant, dayNumber, isoDateOfDay } from '../../server/operators/athens-time';
import type { DemoOperatorCatalogue } from '../../server/operators/demo/demo-ferry-operators';
import type { Trip } from '../../server/ports/ferry-operators';

/** A party: how many passengers of each type code. */
export type Passengers = Record<string, number>;

/** A time as the planner counts it: minutes since the epoch. */
export const minutes = (d: Date) => Math.floor(d.getTime() / 60_000);

/**
 * The planner's query for the journeys from `origin` to `destination` leaving on `date` (its Athens day) with the
 * shop's rules: up to `maxChanges` changes, a car's connection time when `withVehicle`, the longest wait.
 */
export function dayQuery(origin: string, destination: string, date: string, maxChanges: MaxChanges, withVehicle: boolean): JourneyQuery {
  return {
    origin, destination, maxChanges,
    departFrom: minutes(athensInstant(dayNumber(date), 0)), departUntil: minutes(athensInstant(dayNumber(date) + 1, 0)) - 1,
    minConnectionMinutes: withVehicle ? JOURNEY_RULES.minConnectionMinutesWithVehicle : JOURNEY_RULES.minConnectionMinutes,
    maxWaitMinutes: JOURNEY_RULES.maxWaitMinutes,
  };
}

/** Every trip of the network leaving on `date` and the `days - 1` days after, as the planner's sailings, one list a day. */
export function sailingsByDay(catalogue: DemoOperatorCatalogue, date: string, days = 5): TimetableSailing[][] {
  const ports = catalogue.ports().map((p) => p.code);
  const first = dayNumber(date);
  return Array.from({ length: days }, (_x, i) => ports.flatMap((from) => catalogue.destinations(from).flatMap((to) =>
    catalogue.trips(from, to, isoDateOfDay(first + i)).map((t) => ({
      id: t.tripId, voyage: t.sailingId, from, to, departure: minutes(t.departure), arrival: minutes(t.arrival), fare: t.deckFare, company: t.company.code,
    })))));
}

/**
 * The operator's quote (the fare tables `/booking/pricing` prices with) of the whole party on a trip, everyone in one
 * deck or seat class open to all (with room for everyone who takes a place when `withRoom`: the journey search; the
 * fare calendar's published fare does not look), one car of 4 m when it comes; the cheapest such class, or null when
 * none can take the party.
 */
export function operatorQuote(catalogue: DemoOperatorCatalogue, trip: Trip, passengers: Passengers, withVehicle: boolean, withRoom: boolean): number | null {
  const seated = Object.entries(passengers).reduce((sum, [type, n]) => sum + (type === 'IN' ? 0 : n), 0);
  if (withVehicle && trip.vessel.garageMetres === 0) return null;
  const totals = trip.vessel.accommodations
    .filter((a) => (a.kind === 'deck' || a.kind === 'seat') && !a.sex && (!withRoom || catalogue.capacity(trip, a.code) >= seated))
    .map((a) => {
      const list = Object.entries(passengers).flatMap(([type, n]) => Array.from({ length: n }, () => {
        const own = trip.company.passengerTypes.some((t) => t.code === type);
        return { passengerType: own ? type : 'AD', accommodationType: a.code, documentId: 'AB123456' };
      }));
      const q = catalogue.quoteNow(trip, { passengers: list, vehicles: withVehicle ? [{ accommodationType: 'CAR', length: 4 }] : [], trailers: [], pets: [], services: [] });
      return q.ok ? q.value.total : null;
    }).filter((t): t is number => t !== null);
  return totals.length > 0 ? Math.min(...totals) : null;
}

/**
 * A random party of adults, children, infants, seniors and students, at most `most` of each type, with at least one
 * who takes a place.
 */
export function partyArbitrary(most: { AD: number; CH: number; IN: number; SN: number; ST: number }): fc.Arbitrary<Passengers> {
  return fc.record({
    AD: fc.integer({ min: 0, max: most.AD }), CH: fc.integer({ min: 0, max: most.CH }), IN: fc.integer({ min: 0, max: most.IN }),
    SN: fc.integer({ min: 0, max: most.SN }), ST: fc.integer({ min: 0, max: most.ST }),
  }).filter((p) => p.AD + p.CH + p.SN + p.ST > 0);
}
