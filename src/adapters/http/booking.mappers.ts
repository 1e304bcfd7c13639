import {
  type BookingItem, type CardlinkPaymentAnswer, type CodeValidationAnswer, type CompanyDetails, type ExtendHoldAnswer,
  type InsertBookingRequest, type ManageBookingAnswer, type OptionalBookingAnswer, type Order, type PricingAnswer, type PricingRequest, type RefundAnswer,
  type Reservation, type ResellerDetailsAnswer, type TicketsPdfAnswer, type VoucherAnswer,
} from '../../contract';
import {
  type CodeCheck, type CompanyRules, type DetailsRequest, type Hold, type HoldExtension, type Order as DomainOrder, type Quote,
  type QuoteRequest, type Refund, type ReleasedOrder, type Reservation as DomainReservation, type ResellerDetails, type TripRequest,
  type TicketsPdf, type Voucher,
} from '../../core/booking';
import { type CardPaymentForm, type ManagedBooking } from '../../core/booking/domain/order';
import { type BookingField, type BookingRefusal, type BookingRefusalKind, type InvalidReason, refuse, refuseField } from '../../core/booking/domain/booking-refusal';
import { type Result, err } from '../../core/shared/result';
import { is } from 'superstruct';
import { DetailsNotApplied as DetailsNotAppliedStruct } from '../../contract';
import { type HttpFailure } from './http-failure';

/** The server's 409 codes (grep "new ApiError(409" server) in the shop's words; another 409 is a closed order. */
const CONFLICTS: Record<string, Exclude<BookingRefusalKind, 'Invalid'>> = {
  NO_AVAILABILITY: 'NoAvailability',
  CREDIT_LIMIT_EXCEEDED: 'CreditTooLow',
  HOLD_NOT_EXTENDABLE: 'NotExtendable',
  PAYMENT_NOT_CONFIRMED: 'NotPaid',
  ISSUING: 'Issuing',
  NOT_ISSUED: 'NotIssued',
  RESERVATION_PROBLEM: 'NotIssued',
  ALREADY_ISSUED: 'AlreadySettled',
  ALREADY_PAID: 'AlreadySettled',
  ALREADY_REFUNDED: 'AlreadySettled',
  QUOTE_CHANGED: 'QuoteChanged',
  CHANGE_IN_PROGRESS: 'ChangeInProgress',
  CANCEL_IN_PROGRESS: 'CancelInProgress',
  DEPARTED: 'OrderClosed',
  IDEMPOTENCY_IN_PROGRESS: 'Busy',
  ORDER_CLOSED: 'OrderClosed',
  NOT_AWAITING_PAYMENT: 'OrderClosed',
  WRONG_PAYMENT_METHOD: 'OrderClosed',
};

/** The server's 400/422 codes of a refused field, as step 3 names the problem; another is a bad input. */
const INVALID: Record<string, InvalidReason> = {
  PASSENGER_DETAILS: 'PassengerDetails',
  VEHICLE_DETAILS: 'VehicleDetails',
  PET_DETAILS: 'PetDetails',
  SHIPPING_DETAILS: 'ShippingDetails',
  BERTH_SEX: 'BerthSex',
  TRIP_DEPARTED: 'TripDeparted',
  UNKNOWN_TRIP: 'UnknownTrip',
  AMOUNT_MISMATCH: 'AmountMismatch',
};

/** The wire's names of a refused field that the core says otherwise. */
const NAMES: Readonly<Record<string, string>> = { zipcode: 'postcode', zipCode: 'postcode' };
const ITEMS: Readonly<Record<string, 'passenger' | 'vehicle' | 'trailer' | 'pet'>> = {
  passengers: 'passenger', vehicles: 'vehicle', trailers: 'trailer', Pets: 'pet', pets: 'pet',
};
const DETAILS: Readonly<Record<string, 'leader' | 'shipping' | 'invoice'>> = { leader: 'leader', shipping: 'shipping', invoice: 'invoice' };
const WHOLE: Readonly<Record<string, 'trip' | 'coupon' | 'order' | 'payment' | 'refund' | 'proof'>> = {
  tripId: 'trip', trips: 'trip', coupon: 'coupon', email: 'coupon', order_code: 'order', paymentMethod: 'payment',
  payment_amount: 'payment', expected_refund: 'refund', last_name: 'proof', lastName: 'proof',
};

/**
 * The server's path of a refused field (`trips.1.passengers.0.discountIdOrCode`, `passengers.2.birthDate`,
 * `shipping.zipCode`, `order_code`) as the core's field, or undefined when the core has no name for it.
 */
export function bookingFieldOf(path: string | undefined): BookingField | undefined {
  if (!path) return undefined;
  let parts = path.split('.');
  let trip: number | undefined;
  if (parts[0] === 'trips' && parts.length > 2 && /^\d{1,3}$/.test(parts[1] ?? '')) {
    trip = Number(parts[1]);
    parts = parts.slice(2);
  }
  const [head = '', second, third] = parts;
  const index = second !== undefined && /^\d{1,3}$/.test(second) ? Number(second) : undefined;
  const wireName = index === undefined ? second : third;
  const name = wireName === undefined ? undefined : Object.hasOwn(NAMES, wireName) ? NAMES[wireName] : wireName;
  const named = name ? { name } : {};
  if (Object.hasOwn(ITEMS, head)) {
    return { part: ITEMS[head]!, ...(trip !== undefined ? { trip } : {}), ...(index !== undefined ? { index } : {}), ...named };
  }
  if (trip !== undefined) return { part: 'trip' };
  if (Object.hasOwn(DETAILS, head)) return { part: DETAILS[head]!, ...named };
  if (Object.hasOwn(WHOLE, head)) return { part: WHOLE[head]! };
  return undefined;
}

/** A refused booking or payment call (status and the server's error code) in the shop's words. */
export function bookingRefusalOf(failure: HttpFailure): BookingRefusal {
  const { status, code, message: detail } = failure;
  const field = bookingFieldOf(failure.field);
  switch (status) {
    case 401: return refuse('NotLoggedIn', detail, field);
    case 403: return refuse('NotAllowed', detail, field);
    case 404: return refuse('NotFound', detail, field);
    case 409: {
      const refusal = refuse(CONFLICTS[code] ?? 'OrderClosed', detail, field);
      const notApplied = failure.extra?.not_applied;
      return refusal.kind === 'AlreadySettled' && is(notApplied, DetailsNotAppliedStruct) ? { ...refusal, notApplied } : refusal;
    }
    case 410: return refuse('HoldExpired', detail, field);
    case 429:
      if (code === 'HOLD_LIMIT') return refuse('HoldLimit', detail, field);
      return refuse(code === 'TOO_MANY_HOLDS' ? 'TooManyHolds' : 'TooManyTries', detail, field);
    default:
      if (failure.field === 'coupon' || /COUPON/.test(code)) return refuse('InvalidCoupon', detail, field);
      return refuseField(INVALID[code] ?? 'Input', detail, field);
  }
}

/** A gateway answer with its failure mapped to a booking refusal. */
export function refusedBooking<T>(answer: Result<T, HttpFailure>): Result<T, BookingRefusal> {
  return answer.ok ? answer : err(bookingRefusalOf(answer.error));
}

// ---- wire answers -> the core's types ----
// Where the core's type has the wire's shape the mapper is the identity, typed: a change of the contract that the
// core's type does not follow fails to compile here, not in the core.

export const quoteOf = (wire: PricingAnswer): Quote => wire;
export const holdOf = (wire: OptionalBookingAnswer): Hold => ({
  order_code: wire.order_code, order_status: wire.order_status, hold_expires_at: wire.hold_expires_at,
  payment_amount: wire.payment_amount, pricing: quoteOf(wire.pricing),
});
export const holdExtensionOf = (wire: ExtendHoldAnswer): HoldExtension => ({
  orderCode: wire.order_code, holdExpiresAt: wire.hold_expires_at, extensionsLeft: wire.extensions_left,
});
export const orderOf = (wire: Order): DomainOrder => wire;
export const reservationOf = (wire: Reservation): DomainReservation => wire;
export const releasedOf = (wire: ReleasedOrder): ReleasedOrder => ({ order_code: wire.order_code, order_status: wire.order_status });
export const voucherOf = (wire: VoucherAnswer): Voucher => wire;
export const ticketsPdfOf = (wire: TicketsPdfAnswer): TicketsPdf => ({ filename: wire.filename, base64: wire.pdf });
export const refundOf = (wire: RefundAnswer): Refund => wire;
export const managedBookingOf = (wire: ManageBookingAnswer): ManagedBooking => wire;
export const resellerOf = (wire: ResellerDetailsAnswer): ResellerDetails => wire;
export const codeCheckOf = (wire: CodeValidationAnswer): CodeCheck => wire;
export const companyRulesOf = (wire: CompanyDetails): CompanyRules => ({
  code: wire.code, name: wire.name, passengerTypes: wire.passengerTypes, discounts: wire.discounts,
  loyaltySchemes: wire.loyaltySchemes, residentDiscount: wire.residentDiscount,
});
export const cardPaymentFormOf = (wire: CardlinkPaymentAnswer): CardPaymentForm => wire;

// ---- the core's requests -> wire requests ----

/** One trip of a quote request as the Booking API takes it (its pets travel as `Pets`). */
export function bookingItemOf(trip: TripRequest): BookingItem {
  const { pets, passengers, vehicles, trailers, additionalServices, ...rest } = trip;
  return {
    ...rest,
    passengers: passengers.map((p) => ({ ...p })),
    ...(vehicles ? { vehicles: vehicles.map((v) => ({ ...v })) } : {}),
    ...(trailers ? { trailers: trailers.map((v) => ({ ...v })) } : {}),
    ...(pets ? { Pets: pets.map((p) => ({ ...p })) } : {}),
    ...(additionalServices ? { additionalServices: additionalServices.map((s) => ({ ...s })) } : {}),
  };
}

/** The pricing (and optional-booking) request of a quote request. */
export function pricingRequestOf(request: QuoteRequest): PricingRequest {
  return { ...request, trips: request.trips.map(bookingItemOf) };
}

const shippingOf = ({ postcode, ...place }: NonNullable<DetailsRequest['shipping']>) => ({ ...place, zipCode: postcode });

/** The insert-booking request of the order's details (the wire's `order_code`, the leader's `zipcode`, the shipping's `zipCode`). */
export function insertBookingRequestOf(request: DetailsRequest): InsertBookingRequest {
  const { orderCode, leader: { postcode, ...leader }, shipping, ...rest } = request;
  return {
    ...rest,
    order_code: orderCode,
    leader: { ...leader, ...(postcode !== undefined ? { zipcode: postcode } : {}) },
    passengers: request.passengers.map((p) => ({ ...p })),
    ...(request.vehicles ? { vehicles: request.vehicles.map((v) => ({ ...v })) } : {}),
    ...(request.pets ? { pets: request.pets.map((p) => ({ ...p })) } : {}),
    ...(shipping ? { shipping: shippingOf(shipping) } : {}),
  };
}
