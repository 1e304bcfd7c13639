import {
  array, boolean, enums, integer, nullable, object, optional, size, string, type Infer,
} from 'superstruct';
import { CompanySummary } from './catalogue.structs';
import { Cents, IsoDate, Lang, PortCode, Sex, TripId } from './common.structs';

export const ResultsLeg = object({ departurePort: PortCode, destinationPort: PortCode, departureDate: IsoDate });
export const ResultsRequest = object({
  legs: size(array(ResultsLeg), 1, 6),
  lang: optional(Lang),
});

/** One way of travelling on a sailing (deck, a seat, a berth, a whole cabin) with what is left and its lowest fare. */
export const AccommodationOffer = object({
  code: string(),
  name: string(),
  kind: enums(['deck', 'seat', 'berth', 'cabin']),
  /** Berths in shared cabins are sold to men or to women. */
  sex: optional(Sex),
  /** Beds of a whole cabin; 1 otherwise. */
  beds: integer(),
  available: integer(),
  lowestFare: Cents,
});

/** What a company needs of each traveller, vehicle and pet before it issues tickets. */
export const BookingValidation = object({
  requiresSex: boolean(),
  requiresBirthDate: boolean(),
  requiresNationality: boolean(),
  requiresDocument: boolean(),
  requiresPlate: boolean(),
  requiresPetChip: boolean(),
  maxPassengers: integer(),
});

export const TripPort = object({ code: PortCode, name: string() });
export const Trip = object({
  id: TripId,
  tripId: TripId,
  vesselCode: string(),
  vesselName: string(),
  vesselType: enums(['conventional', 'high-speed']),
  company: CompanySummary,
  from: TripPort,
  to: TripPort,
  departureDatetime: string(),
  arrivalDatetime: string(),
  durationMinutes: integer(),
  /** The vessel takes vehicles. */
  garage: boolean(),
  pets: boolean(),
  trailers: boolean(),
  campers: boolean(),
  petAvailability: integer(),
  /** Lane metres left in the garage and the lowest car fare; null when the vessel has no garage. */
  garageAvailability: nullable(object({ availableMetres: integer(), lowestFare: Cents })),
  deckAvailability: array(AccommodationOffer),
  seatAvailability: array(AccommodationOffer),
  berthAvailability: array(AccommodationOffer),
  cabinAvailability: array(AccommodationOffer),
  lowestFare: Cents,
  BookingValidation,
});
export const ResultsAnswer = object({
  legs: array(object({
    departurePort: PortCode, destinationPort: PortCode, departureDate: IsoDate, trips: array(Trip),
  })),
});

export type ResultsRequest = Infer<typeof ResultsRequest>;
export type AccommodationOffer = Infer<typeof AccommodationOffer>;
export type BookingValidation = Infer<typeof BookingValidation>;
export type Trip = Infer<typeof Trip>;
export type ResultsAnswer = Infer<typeof ResultsAnswer>;
