import {
  array, boolean, defaulted, enums, integer, literal, max, min, nullable, object, optional, pattern, refine, size, string,
  type Infer,
} from 'superstruct';
import {
  Cents, CompanyCode, IsoDate, Lang, OrderCode, OrderOutcome, OrderStatus, PaymentMethod, Sex, TicketsMethod, TripId, UserId,
} from './common.structs';
import { BOOKING_LIMITS } from './limits';
import { PricingAnswer, PricingRequest } from './pricing.structs';
import { BoundedText, isCleanText, isEmail } from '../core/shared/validation';
import { FUEL_TYPES, REGISTRY_PATTERN } from '../core/shared/vehicle-fuel';
import { ASSISTANCE_KINDS, ASSISTANCE_NOTE_MAX } from '../core/booking/domain/assistance';

/**
 * A guest order's access token (issue 13): 32 random bytes, base64url. Sent back in the `X-Order-Token` header of
 * every call on that order; the order code alone opens nothing.
 */
export const OrderToken = pattern(string(), /^[A-Za-z0-9_-]{43}$/);
/** The header that carries an order token. */
export const ORDER_TOKEN_HEADER = 'x-order-token';

/** optional-booking takes what pricing takes and holds the capacity. */
export const OptionalBookingRequest = PricingRequest;
export const OptionalBookingAnswer = object({
  order_code: OrderCode,
  order_status: literal('held'),
  hold_expires_at: string(),
  payment_amount: Cents,
  pricing: PricingAnswer,
  /** A guest order's access token, answered this once (a user's order is opened by the user's bearer token). */
  order_token: optional(OrderToken),
});

/** Free text of 1 to `maxLength` characters without NUL, other control characters but tab and line breaks, or lone surrogates. */
const Text = (maxLength: number) => refine(size(string(), 1, maxLength), 'CleanText', (value) => isCleanText(value) || 'contains a character that is not allowed');
/** The leader's e-mail: at most 120 characters (checked first), then the shop's linear e-mail rule. */
const Email = BoundedText('Email', 6, 120, isEmail);
const Country = pattern(string(), /^[A-Z]{2}$/);
const Mobile = pattern(string(), /^[0-9 ]{6,16}$/);

export const Leader = object({
  firstName: Text(60), lastName: Text(60), email: Email,
  mobile: Mobile, phonePrefix: pattern(string(), /^\+?[0-9]{1,4}$/),
  address: optional(Text(120)), zipcode: optional(Text(12)), city: optional(Text(60)),
  country: defaulted(Country, 'GR'), sex: optional(Sex),
});
/**
 * Help a passenger with reduced mobility asks for (EU Regulation 1177/2010): the kind, and a short note (required
 * for `other`; clean text, at most ASSISTANCE_NOTE_MAX characters).
 */
export const Assistance = refine(
  object({ kind: enums(ASSISTANCE_KINDS), note: optional(Text(ASSISTANCE_NOTE_MAX)) }),
  'AssistanceNote', (value) => value.kind !== 'other' || (value.note ?? '').trim().length > 0 || 'a note is required for other help',
);
export const Traveller = object({
  name: Text(60), surname: Text(60), sex: optional(Sex), nationality: optional(Country),
  /** DD/MM/YYYY as the form takes it. */
  birthDate: optional(pattern(string(), /^\d{2}\/\d{2}\/\d{4}$/)),
  documentNumber: optional(Text(40)),
  assistance: optional(Assistance),
});
export const VehicleDetails = object({ plate: Text(16), name: optional(Text(60)), fuelType: optional(enums(FUEL_TYPES)) });
export const PetDetails = object({ name: Text(60), identityNumber: optional(Text(40)) });
export const Shipping = object({
  address: Text(120), city: Text(60), zipCode: pattern(string(), /^[0-9]{3} ?[0-9]{2}$/), prefecture: Text(60),
  country: defaulted(Country, 'GR'), doorName: optional(Text(60)), poBox: optional(Text(20)),
});
export const Invoice = object({
  companyName: Text(120), activity: Text(120), tax: pattern(string(), /^[0-9]{9}$/), taxOffice: optional(Text(60)),
  address: Text(120), registry: optional(pattern(string(), REGISTRY_PATTERN)), mobile: optional(Mobile),
});
export const InsertBookingRequest = object({
  order_code: OrderCode,
  leader: Leader,
  /** Traveller i fills passenger i of every trip. */
  passengers: size(array(Traveller), 1, BOOKING_LIMITS.passengers),
  /** Vehicle i (and trailer i, listed after the vehicles) of every trip. */
  vehicles: optional(size(array(VehicleDetails), 0, BOOKING_LIMITS.vehicles + BOOKING_LIMITS.trailers)),
  pets: optional(size(array(PetDetails), 0, BOOKING_LIMITS.pets)),
  receiveTicketsMethod: defaulted(TicketsMethod, 'port'),
  shipping: optional(Shipping),
  paymentMethod: defaulted(PaymentMethod, 'card'),
  invoice: optional(Invoice),
  newsletter: optional(boolean()),
  lang: optional(Lang),
});
/**
 * The details a traveller sent after paying that the shop did not apply (insert-booking answered 409 ALREADY_ISSUED or
 * ALREADY_PAID: the payment had gone through, the order is issued with the details paid for), carried in the error:
 * the ticket delivery paid for and the one asked (when they differ), and which other parts of the details differ.
 */
export const DetailsNotApplied = object({
  delivery: optional(object({ paid: TicketsMethod, asked: TicketsMethod })),
  parts: array(enums(['contact', 'travellers', 'vehicles', 'address'])),
});
export const OrderCodeRequest = object({ order_code: OrderCode, lang: optional(Lang) });

export const Order = object({
  order_code: OrderCode,
  order_status: OrderStatus,
  user_id: nullable(string()),
  payment_amount: Cents,
  currency: literal('EUR'),
  paymentMethod: nullable(PaymentMethod),
  paid: boolean(),
  hold_expires_at: nullable(string()),
  created_at: string(),
  /** Cents paid back (or being paid back) to the traveller; null when nothing is. */
  refund_amount: optional(nullable(Cents)),
  /** Why the order ended without tickets or was paid back; null while it goes well. */
  outcome: optional(nullable(OrderOutcome)),
  trips: array(object({
    tripId: TripId, company: string(), vesselName: string(), from: string(), to: string(),
    departureDatetime: string(), arrivalDatetime: string(), trip_total: Cents,
  })),
});
export const TicketedPassenger = object({
  index: integer(), name: string(), surname: string(), passengerType: string(), accommodationType: string(),
  ticketNumber: string(), price: Cents,
  /** The help asked for (reduced mobility), passed to the company with the ticket. */
  assistance: optional(Assistance),
  /** The traveller cancelled this ticket (a partial cancellation): it is no longer valid for boarding. */
  cancelled: optional(boolean()),
});
export const ReservationTrip = object({
  tripId: TripId, company: string(), companyName: string(), vesselName: string(), from: string(), to: string(),
  departureDatetime: string(), arrivalDatetime: string(),
  /** Company code and the company's reservation number, e.g. `AEG-4F7K2Q`. */
  companyReservationCode: string(),
  checkinCode: string(),
  passengers: array(TicketedPassenger),
  /** `ticketNumber`: the vehicle's ticket (absent on orders issued before vehicles had one). */
  vehicles: array(object({ index: integer(), plate: string(), accommodationType: string(), price: Cents, ticketNumber: optional(string()), cancelled: optional(boolean()) })),
  pets: array(object({ index: integer(), name: string(), code: string(), price: Cents, cancelled: optional(boolean()) })),
  trip_total: Cents,
  /** The traveller cancelled this whole leg (a partial cancellation): none of its tickets is valid any more. */
  cancelled: optional(boolean()),
});
export const Reservation = object({
  order_code: OrderCode,
  order_status: OrderStatus,
  reservationNumber: string(),
  fullName: string(),
  email: string(),
  trips: array(ReservationTrip),
  subtotal: Cents, serviceFee: Cents, shippingCost: Cents, discount: Cents, total: Cents,
  payment_amount: Cents,
  issued_at: string(),
  /**
   * Printed tickets going by courier: the courier's shipping number (to follow it with `/courier/retrieveVoucher`)
   * and the expected delivery day (`YYYY-MM-DD`), once the shop has booked the delivery after the tickets were issued.
   */
  shipping: optional(object({ shippingNumber: string(), estimatedDelivery: string() })),
});
/** insert-booking answers the recorded order, awaiting payment. */
export const InsertBookingAnswer = Order;
/** finalize-booking answers the issued reservation (tickets, company reservation and check-in codes). */
export const FinalizeBookingAnswer = Reservation;
/** credit-limit-payment pays and issues the order: it answers the reservation, as finalize-booking does. */
export const CreditLimitPaymentAnswer = Reservation;
export const VoucherAnswer = object({ order_code: OrderCode, reservation: Reservation, html: string() });
/** The tickets as a PDF document: `pdf` is its bytes in base64, `filename` what to save it as. */
export const TicketsPdfAnswer = object({ order_code: OrderCode, filename: string(), pdf: string() });
export const RefundAnswer = object({
  order_code: OrderCode, order_status: literal('refunded'), refund_amount: Cents,
  trips: array(object({ tripId: TripId, company: string(), paid: Cents, percent: integer(), fee: Cents, refund: Cents })),
});
export const FailedBookingAnswer = object({ order_code: OrderCode, order_status: enums(['failed', 'expired']) });
export const ExtendHoldRequest = object({ order_code: OrderCode });
/** extend-hold answers the new end of the hold and how many extensions are left. */
export const ExtendHoldAnswer = object({ order_code: OrderCode, hold_expires_at: string(), extensions_left: min(integer(), 0) });

export const OrdersRequest = object({
  item_per_page: defaulted(min(max(integer(), 50), 1), 50),
  page: defaulted(min(integer(), 1), 1),
  filters: optional(object({ user_id: optional(UserId), order_status: optional(OrderStatus) })),
});
export const OrdersAnswer = object({
  data: array(Order), total: integer(), page: integer(), item_per_page: integer(),
});

export const LoyaltyValidationRequest = object({ tripId: TripId, company: CompanyCode, loyaltyCard: Text(40) });
export const ManValidationRequest = object({ tripId: TripId, company: CompanyCode, residentIdOrCode: Text(40) });
export const CodeValidationAnswer = object({
  valid: boolean(), code: nullable(string()), message: string(), percent: integer(),
});

export const ResellerDetailsQuery = object({ user_id: optional(UserId), lang: optional(Lang) });
export const ResellerDetailsAnswer = object({
  user_id: string(), name: string(), isReseller: boolean(),
  creditLimit: Cents, creditUsed: Cents, creditAvailable: Cents,
});
export const CreditLimitPaymentRequest = object({ order_code: OrderCode, payment_amount: Cents });
/**
 * "Manage booking": a traveller who has only the order code proves it with the leader's e-mail or last name
 * (case and accents do not matter) and gets an order token.
 */
export const OrderAccessRequest = object({
  order_code: OrderCode,
  email: optional(size(string(), 1, 120)),
  last_name: optional(size(string(), 1, 60)),
  lang: optional(Lang),
});
export const OrderAccessAnswer = object({ order_code: OrderCode, order_token: OrderToken });
/**
 * "Manage booking" (issue 17): what cancelling each trip of an issued order gives back now, as the server computes it
 * from the company's policy: the hours left before departure, the tier reached (its hours and percent; none once
 * the last tier has passed), the company's fee and the refund. The UI shows it as it is.
 */
export const CancelQuoteTrip = object({
  tripId: TripId, company: string(), companyName: string(), from: string(), to: string(), departure: string(),
  hours_before_departure: integer(), tier_hours: nullable(integer()), percent: integer(), paid: Cents, fee: Cents, refund: Cents,
  /** The leg was cancelled already (a partial cancellation): it counts for nothing here. */
  cancelled: optional(boolean()),
  /** What of this leg its company lets the traveller cancel alone: the whole leg, passengers and vehicles. */
  partial: optional(object({ legs: boolean(), passengers: boolean() })),
});
/** Why an order cannot be cancelled now: not issued, being paid back or paid back already, or a ship has sailed. */
export const CANCEL_REFUSALS = ['NOT_ISSUED', 'ALREADY_CANCELLED', 'DEPARTED'] as const;
export const CancelQuote = object({
  allowed: boolean(), reason: nullable(enums(CANCEL_REFUSALS)), refund_amount: Cents, trips: array(CancelQuoteTrip),
});
/** `POST /booking/manage`: the order, its tickets when issued, and what cancelling it gives back now. */
export const ManageBookingAnswer = object({
  order_code: OrderCode, order_status: OrderStatus, refund_amount: nullable(Cents), reservation: nullable(Reservation), cancel: CancelQuote,
});
/**
 * A partial cancellation (issue 17): per leg (its index in the order), the whole leg, or passengers and vehicles by
 * their index on its tickets (vehicles, then trailers).
 */
export const CancelSelectionTrip = object({
  trip: min(max(integer(), BOOKING_LIMITS.trips - 1), 0),
  whole: boolean(),
  passengers: size(array(min(max(integer(), BOOKING_LIMITS.passengers - 1), 0)), 0, BOOKING_LIMITS.passengers),
  vehicles: size(array(min(max(integer(), BOOKING_LIMITS.vehicles + BOOKING_LIMITS.trailers - 1), 0)), 0, BOOKING_LIMITS.vehicles + BOOKING_LIMITS.trailers),
});
export const CancelSelection = size(array(CancelSelectionTrip), 1, BOOKING_LIMITS.trips);
/** Why a part cannot be cancelled now (the field names the part). */
export const PART_CANCEL_REFUSALS = [
  'NOT_ISSUED', 'ALREADY_CANCELLED', 'DEPARTED', 'NO_SUCH_PART', 'PART_CANCELLED', 'LEG_NOT_ALLOWED', 'PASSENGERS_NOT_ALLOWED',
  'PARTY_LEFT_INVALID', 'CANCEL_IN_PROGRESS',
] as const;
/** `POST /booking/cancel-quote`: what cancelling the selection gives back now. */
export const CancelPartQuoteRequest = object({ order_code: OrderCode, selection: CancelSelection, lang: optional(Lang) });
export const CancelPartQuote = object({
  /** The selection is everything left of the order: cancelling it cancels the whole booking. */
  whole_order: boolean(),
  refund_amount: Cents,
  trips: array(object({
    trip: integer(), tripId: TripId, whole: boolean(), passengers: array(integer()), vehicles: array(integer()),
    hours_before_departure: integer(), tier_hours: nullable(integer()), percent: integer(), paid: Cents, fee: Cents, refund: Cents,
  })),
});
/** `POST /booking/cancel-part` (Idempotency-Key): cancels the selection when it still gives back exactly `expected_refund`. */
export const CancelPartRequest = object({ order_code: OrderCode, selection: CancelSelection, expected_refund: Cents, lang: optional(Lang) });
export const CancelPartAnswer = object({
  order_code: OrderCode, order_status: OrderStatus, whole_order: boolean(),
  /** What this cancellation gives back. */
  refund_amount: Cents,
});
/** `POST /booking/cancel`: the refund the traveller was shown; the server cancels only if it still gives exactly that. */
export const CancelBookingRequest = object({ order_code: OrderCode, expected_refund: Cents, lang: optional(Lang) });
/** Query of the POST calls: the reseller's `user_id` (checked against the token) and the locale. */
export const BookingQuery = object({ user_id: optional(UserId), lang: optional(Lang) });
export const DateRange = object({ from: IsoDate, to: IsoDate });

export type OptionalBookingAnswer = Infer<typeof OptionalBookingAnswer>;
export type ExtendHoldAnswer = Infer<typeof ExtendHoldAnswer>;
export type OrderAccessRequest = Infer<typeof OrderAccessRequest>;
export type OrderAccessAnswer = Infer<typeof OrderAccessAnswer>;
export type InsertBookingRequest = Infer<typeof InsertBookingRequest>;
export type DetailsNotApplied = Infer<typeof DetailsNotApplied>;
export type Order = Infer<typeof Order>;
export type Reservation = Infer<typeof Reservation>;
export type InsertBookingAnswer = Infer<typeof InsertBookingAnswer>;
export type FinalizeBookingAnswer = Infer<typeof FinalizeBookingAnswer>;
export type CreditLimitPaymentAnswer = Infer<typeof CreditLimitPaymentAnswer>;
export type ReservationTrip = Infer<typeof ReservationTrip>;
export type VoucherAnswer = Infer<typeof VoucherAnswer>;
export type TicketsPdfAnswer = Infer<typeof TicketsPdfAnswer>;
export type RefundAnswer = Infer<typeof RefundAnswer>;
export type CancelQuote = Infer<typeof CancelQuote>;
export type ManageBookingAnswer = Infer<typeof ManageBookingAnswer>;
export type CancelBookingRequest = Infer<typeof CancelBookingRequest>;
export type CancelSelection = Infer<typeof CancelSelection>;
export type CancelPartQuoteRequest = Infer<typeof CancelPartQuoteRequest>;
export type CancelPartQuote = Infer<typeof CancelPartQuote>;
export type CancelPartRequest = Infer<typeof CancelPartRequest>;
export type CancelPartAnswer = Infer<typeof CancelPartAnswer>;
export type OrdersRequest = Infer<typeof OrdersRequest>;
export type OrdersAnswer = Infer<typeof OrdersAnswer>;
export type CodeValidationAnswer = Infer<typeof CodeValidationAnswer>;
export type ResellerDetailsAnswer = Infer<typeof ResellerDetailsAnswer>;
export type Traveller = Infer<typeof Traveller>;
export type Leader = Infer<typeof Leader>;
export const CompanyCodeField = CompanyCode;
