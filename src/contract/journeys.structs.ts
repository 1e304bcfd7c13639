import { array, boolean, enums, integer, object, optional, size, string, type Infer } from 'superstruct';
import { CompanySummary } from './catalogue.structs';
import { Cents, IsoDate, Lang, PortCode } from './common.structs';
import { FareCalendarParty } from './fare-calendar.structs';
import { Trip, TripPort } from './results.structs';

/**
 * `POST /booking/journeys`: the ways from one port to another whose first sailing leaves on the asked date, direct
 * or with changes (the journey planner, src/core/search/domain/journey-planner.ts; thresholds in DECISIONS.md).
 * `maxChanges` defaults to 2, `withVehicle` (longer minimum connection, vessels with a garage only) to false,
 * `passengers` (the searched party, as the fare calendar takes it) to one adult. Journeys are ranked by the party's
 * fare of each sailing: what the whole party pays there in the cheapest deck or seat class with a place free for each
 * of them, with one car when `withVehicle` (docs/DECISIONS.md); a sailing that cannot carry the party is no leg.
 */
export const JourneysRequest = object({
  departurePort: PortCode,
  destinationPort: PortCode,
  departureDate: IsoDate,
  maxChanges: optional(enums([0, 1, 2])),
  withVehicle: optional(boolean()),
  passengers: optional(FareCalendarParty),
  lang: optional(Lang),
});

/** A change of ship between two legs: at one port (arrives and leaves there), after a wait; overnight when the wait spans the small hours. */
export const JourneyChange = object({ port: TripPort, waitMinutes: integer(), overnight: boolean() });

/** One way to travel: its legs (the same trips as `/booking/results`, with their availability) and one change between each two. */
export const Journey = object({
  /** The legs' trip ids joined by '+'. */
  id: string(),
  legs: size(array(Trip), 1, 3),
  changes: size(array(JourneyChange), 0, 2),
  departureDatetime: string(),
  arrivalDatetime: string(),
  /** First departure to last arrival. */
  durationMinutes: integer(),
  /** The companies of the legs, distinct, in order. */
  companies: array(CompanySummary),
  /**
   * The journey's from-price for the searched party: the sum over its legs of the party's fare (the whole party in the
   * cheapest deck or seat class with room, with the car), what step 2 prices for that party on those sailings. Each
   * leg's own `lowestFare` stays one place's lowest fare, as in `/booking/results`.
   */
  lowestFare: Cents,
});
export const JourneysAnswer = object({ journeys: array(Journey) });

export type JourneysRequest = Infer<typeof JourneysRequest>;
export type JourneyChange = Infer<typeof JourneyChange>;
export type Journey = Infer<typeof Journey>;
export type JourneysAnswer = Infer<typeof JourneysAnswer>;
