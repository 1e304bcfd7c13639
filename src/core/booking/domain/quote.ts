/**
 * What the shop quotes for a booking (the wire contract's pricing answer, mapped by src/adapters/http/
 * booking.mappers.ts): the price of each passenger, vehicle, trailer, service and pet per trip, the fees and the
 * total. Money is integer cents.
 */
export interface PassengerPrice {
  readonly index: number;
  readonly passengerType: string;
  readonly accommodationType: string;
  readonly fare: number;
  readonly discount: number;
  readonly discountCode: string | null;
  readonly total: number;
}
export interface VehiclePrice {
  readonly index: number;
  readonly accommodationType: string;
  readonly length: number;
  readonly fare: number;
  readonly discount: number;
  readonly total: number;
}
export interface ServicePrice { readonly index: number; readonly code: string; readonly quantity: number; readonly unitPrice: number; readonly total: number }
export interface PetPrice { readonly index: number; readonly code: string; readonly passengerIndex: number; readonly total: number }

/** The price of one trip of the booking. */
export interface TripQuote {
  readonly tripId: string;
  readonly company: string;
  readonly vesselCode: string;
  readonly departureDatetime: string;
  readonly arrivalDatetime: string;
  readonly passengerPrices: readonly PassengerPrice[];
  readonly vehiclePrices: readonly VehiclePrice[];
  readonly trailerPrices: readonly VehiclePrice[];
  readonly servicePrices: readonly ServicePrice[];
  readonly petPrices: readonly PetPrice[];
  readonly trip_total: number;
}

/** The quote of a whole booking. */
export interface Quote {
  readonly trips: readonly TripQuote[];
  /** Sum of the trips' totals. */
  readonly subtotal: number;
  readonly serviceFee: number;
  /** Coupon discount. */
  readonly discount: number;
  readonly coupon: string | null;
  /** Courier fee when tickets go by courier; 0 otherwise. */
  readonly shippingCost: number;
  readonly total: number;
  readonly currency: 'EUR';
}
