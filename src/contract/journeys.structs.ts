import { array, boolean, enums, integer, object, optional, size, string, type Infer } from 'superstruct';
import { CompanySummary } from './catalogue.structs';
import { Cents, IsoDate, Lang, PortCode } from './common.structs';
import { Trip, TripPort } from './results.structs';

/**
 * `POST /booking/journeys`: the ways from one port to another whose first sailing leaves on the asked date, direct
 * or with changes (the journey planner, src/core/search/domain/journey-planner.ts; thresholds in DECISIONS.md).
 * `maxChanges` defaults to 2, `withVehicle` (longer minimum connection, vessels with a garage only) to false.
 */
export const JourneysRequest = object({
  departurePort: PortCode,
  destinationPort: PortCode,
  departureDate: IsoDate,
  maxChanges: optional(enums([0, 1, 2])),
  withVehicle: optional(boolean()),
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
  /** The sum of the legs' lowest fares. */
  lowestFare: Cents,
});
export const JourneysAnswer = object({ journeys: array(Journey) });

export type JourneysRequest = Infer<typeof JourneysRequest>;
export type JourneyChange = Infer<typeof JourneyChange>;
export type Journey = Infer<typeof Journey>;
export type JourneysAnswer = Infer<typeof JourneysAnswer>;
