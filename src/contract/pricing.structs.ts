import {
  array, defaulted, integer, max, min, nullable, number, object, optional, size, string, type Infer,
} from 'superstruct';
import {
  Cents, CompanyCode, ItemCode, Lang, PortCode, Sex, TicketsMethod, TripId,
} from './common.structs';
import { enums, literal } from 'superstruct';
import { BOOKING_LIMITS } from './limits';
import { DEFAULT_PASSENGER_TYPE } from '../core/search/domain/passenger-types';

export const BookingPassenger = object({
  passengerType: defaulted(ItemCode, DEFAULT_PASSENGER_TYPE),
  /** Accommodation code from the trip's offers (DECK, SEAT, B4M, A2…). */
  accommodationType: ItemCode,
  accommodationRequestType: optional(enums(['COMPLETE', 'SHARED'])),
  sex: optional(Sex),
  discountIdOrCode: optional(ItemCode),
  documentId: optional(size(string(), 1, 40)),
  loyaltyCard: optional(size(string(), 1, 40)),
  /** Island-resident (MAN) code for the resident discount. */
  residentIdOrCode: optional(size(string(), 1, 40)),
});
export const BookingVehicle = object({
  /** Vehicle or trailer category code (CAR, MOTO, CAMPER, TRAILER, CARAVAN…). */
  accommodationType: ItemCode,
  /** Length in metres. */
  length: min(max(number(), 20), 1),
  discountIdOrCode: optional(ItemCode),
  loyaltyCard: optional(size(string(), 1, 40)),
});
export const BookingPet = object({
  code: ItemCode,
  description: optional(size(string(), 0, 80)),
  passengerIndex: min(integer(), 0),
  identityNumber: optional(size(string(), 0, 40)),
});
export const BookingService = object({ code: ItemCode, quantity: min(max(integer(), 20), 1) });

/** One trip of a booking request (within BOOKING_LIMITS); the descriptive fields the wizard keeps are accepted and ignored. */
export const BookingItem = object({
  tripId: TripId,
  passengers: size(array(BookingPassenger), 1, BOOKING_LIMITS.passengers),
  vehicles: optional(size(array(BookingVehicle), 0, BOOKING_LIMITS.vehicles)),
  trailers: optional(size(array(BookingVehicle), 0, BOOKING_LIMITS.trailers)),
  Pets: optional(size(array(BookingPet), 0, BOOKING_LIMITS.pets)),
  additionalServices: optional(size(array(BookingService), 0, 10)),
  vesselCode: optional(string()),
  company: optional(CompanyCode),
  departurePort: optional(PortCode),
  destinationPort: optional(PortCode),
  departureDatetime: optional(string()),
  arrivalDateTime: optional(string()),
  trip_total: optional(number()),
});
export const PricingRequest = object({
  trips: size(array(BookingItem), 1, BOOKING_LIMITS.trips),
  coupon: optional(size(string(), 1, 40)),
  /** The customer's e-mail, for coupons restricted to one address. */
  email: optional(size(string(), 3, 120)),
  receiveTicketsMethod: optional(TicketsMethod),
  lang: optional(Lang),
});

export const PassengerPrice = object({
  index: integer(), passengerType: string(), accommodationType: string(), fare: Cents, discount: Cents,
  discountCode: nullable(string()), total: Cents,
});
export const VehiclePrice = object({
  index: integer(), accommodationType: string(), length: number(), fare: Cents, discount: Cents, total: Cents,
});
export const ServicePrice = object({ index: integer(), code: string(), quantity: integer(), unitPrice: Cents, total: Cents });
export const PetPrice = object({ index: integer(), code: string(), passengerIndex: integer(), total: Cents });
export const TripPricing = object({
  tripId: TripId,
  company: string(),
  vesselCode: string(),
  departureDatetime: string(),
  arrivalDatetime: string(),
  passengerPrices: array(PassengerPrice),
  vehiclePrices: array(VehiclePrice),
  trailerPrices: array(VehiclePrice),
  servicePrices: array(ServicePrice),
  petPrices: array(PetPrice),
  trip_total: Cents,
});
export const PricingAnswer = object({
  trips: array(TripPricing),
  /** Sum of the trips' totals. */
  subtotal: Cents,
  serviceFee: Cents,
  /** Coupon discount. */
  discount: Cents,
  coupon: nullable(string()),
  /** Courier fee (377) when tickets go by courier; 0 otherwise. */
  shippingCost: Cents,
  total: Cents,
  currency: literal('EUR'),
});

export type BookingPassenger = Infer<typeof BookingPassenger>;
export type BookingVehicle = Infer<typeof BookingVehicle>;
export type BookingPet = Infer<typeof BookingPet>;
export type BookingItem = Infer<typeof BookingItem>;
export type PricingRequest = Infer<typeof PricingRequest>;
export type TripPricing = Infer<typeof TripPricing>;
export type PricingAnswer = Infer<typeof PricingAnswer>;
