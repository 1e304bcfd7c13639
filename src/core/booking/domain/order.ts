import { type Assistance } from './assistance';
import { type PaymentMethod } from './forms';
import { type Quote } from './quote';

/**
 * Orders, holds, reservations (tickets) and resellers in the core's own types; the adapters map the wire contract's
 * answers to them (src/adapters/http/booking.mappers.ts). Money is integer cents; times are ISO strings.
 */
export type OrderStatus = 'held' | 'pending_payment' | 'success' | 'failed' | 'expired' | 'refunded';
/**
 * Why an order ended without tickets or its money was paid back: the company refused to confirm the seats, the
 * coupon was used up by another order, the payment came after the order had closed, the payment was replaced by a
 * new one, the hold ran out, or the traveller cancelled.
 */
export type OrderOutcome =
  | 'operator_refused' | 'coupon_used' | 'payment_after_close' | 'payment_superseded' | 'hold_expired' | 'cancelled_by_traveller';

/** A trip of an order as the traveller's trips list it. */
export interface OrderTrip {
  readonly tripId: string;
  readonly company: string;
  readonly vesselName: string;
  readonly from: string;
  readonly to: string;
  readonly departureDatetime: string;
  readonly arrivalDatetime: string;
  readonly trip_total: number;
}

/** An order: its status, amount, payment and, once it ended without tickets or was paid back, why and how much. */
export interface Order {
  readonly order_code: string;
  readonly order_status: OrderStatus;
  readonly user_id: string | null;
  readonly payment_amount: number;
  readonly currency: 'EUR';
  readonly paymentMethod: PaymentMethod | null;
  readonly paid: boolean;
  readonly hold_expires_at: string | null;
  readonly created_at: string;
  /** Cents paid back (or being paid back) to the traveller; null when nothing is. */
  readonly refund_amount?: number | null;
  /** Why the order ended without tickets or was paid back; null while it goes well. */
  readonly outcome?: OrderOutcome | null;
  readonly trips: readonly OrderTrip[];
}

/** The places held for a priced booking, until `hold_expires_at`. */
export interface Hold {
  readonly order_code: string;
  readonly order_status: 'held';
  readonly hold_expires_at: string;
  readonly payment_amount: number;
  readonly pricing: Quote;
}

export interface TicketedPassenger {
  readonly index: number;
  readonly name: string;
  readonly surname: string;
  readonly passengerType: string;
  readonly accommodationType: string;
  readonly ticketNumber: string;
  readonly price: number;
  /** The help asked for (reduced mobility), passed to the company with the ticket. */
  readonly assistance?: Assistance;
  /** Cancelled by the traveller (a partial cancellation): no longer valid for boarding. */
  readonly cancelled?: boolean;
}

/** One trip of an issued reservation: the company's reservation and check-in codes and each ticket. */
export interface ReservationTrip {
  readonly tripId: string;
  readonly company: string;
  readonly companyName: string;
  readonly vesselName: string;
  readonly from: string;
  readonly to: string;
  readonly departureDatetime: string;
  readonly arrivalDatetime: string;
  /** Company code and the company's reservation number, e.g. `AEG-4F7K2Q`. */
  readonly companyReservationCode: string;
  readonly checkinCode: string;
  readonly passengers: readonly TicketedPassenger[];
  /** A vehicle's ticket number (orders issued before vehicles had one show none). */
  readonly vehicles: readonly { readonly index: number; readonly plate: string; readonly accommodationType: string; readonly price: number; readonly ticketNumber?: string; readonly cancelled?: boolean }[];
  readonly pets: readonly { readonly index: number; readonly name: string; readonly code: string; readonly price: number; readonly cancelled?: boolean }[];
  readonly trip_total: number;
  /** The traveller cancelled this whole leg: none of its tickets is valid any more. */
  readonly cancelled?: boolean;
}

/** The tickets of a paid order. */
export interface Reservation {
  readonly order_code: string;
  readonly order_status: OrderStatus;
  readonly reservationNumber: string;
  readonly fullName: string;
  readonly email: string;
  readonly trips: readonly ReservationTrip[];
  readonly subtotal: number;
  readonly serviceFee: number;
  readonly shippingCost: number;
  readonly discount: number;
  readonly total: number;
  readonly payment_amount: number;
  readonly issued_at: string;
  /** Printed tickets going by courier: the courier's shipping number and the estimated delivery, once booked. */
  readonly shipping?: { readonly shippingNumber: string; readonly estimatedDelivery: string };
}

/** The tickets of an issued order as a PDF document: its bytes in base64 and the name to save it as. */
export interface TicketsPdf { readonly filename: string; readonly base64: string }

/** The printable voucher of an issued order. */
export interface Voucher { readonly order_code: string; readonly reservation: Reservation; readonly html: string }

/** What went back to the traveller when an issued order was refunded, per trip. */
export interface Refund {
  readonly order_code: string;
  readonly order_status: 'refunded';
  readonly refund_amount: number;
  readonly trips: readonly { readonly tripId: string; readonly company: string; readonly paid: number; readonly percent: number; readonly fee: number; readonly refund: number }[];
}

/**
 * "Manage booking" (issue 17): what cancelling one trip of an issued order gives back now, as the server computes it
 * from the company's policy: the whole hours left, the tier reached (its hours; null past the last), its percent,
 * the company's fee and the refund of what the trip cost. Integer cents.
 */
export interface CancelQuoteTrip {
  readonly tripId: string; readonly company: string; readonly companyName: string; readonly from: string; readonly to: string;
  readonly departure: string; readonly hours_before_departure: number; readonly tier_hours: number | null;
  readonly percent: number; readonly paid: number; readonly fee: number; readonly refund: number;
  /** The traveller cancelled this whole leg already (a partial cancellation): it counts for nothing here. */
  readonly cancelled?: boolean;
  /** What of this leg its company lets the traveller cancel alone: the whole leg, passengers and vehicles. */
  readonly partial?: { readonly legs: boolean; readonly passengers: boolean };
}
/** Why an order cannot be cancelled now: not issued, cancelled already, or a ship has sailed. */
export type CancelRefusal = 'NOT_ISSUED' | 'ALREADY_CANCELLED' | 'DEPARTED';
export interface CancelQuote {
  readonly allowed: boolean; readonly reason: CancelRefusal | null; readonly refund_amount: number; readonly trips: readonly CancelQuoteTrip[];
}
/** An order as the manage-booking page shows it: status, tickets when issued, what was paid back, the cancel quote. */
export interface ManagedBooking {
  readonly order_code: string; readonly order_status: OrderStatus; readonly refund_amount: number | null;
  readonly reservation: Reservation | null; readonly cancel: CancelQuote;
}

/** An order released without payment. */
export interface ReleasedOrder { readonly order_code: string; readonly order_status: 'failed' | 'expired' }

/** A reseller's name, flag and credit. */
export interface ResellerDetails {
  readonly user_id: string;
  readonly name: string;
  readonly isReseller: boolean;
  readonly creditLimit: number;
  readonly creditUsed: number;
  readonly creditAvailable: number;
}

/** What the company said of a loyalty card or an island-resident code. */
export interface CodeCheck { readonly valid: boolean; readonly code: string | null; readonly message: string; readonly percent: number }

/** The form to post to the hosted card-payment page, fields in the protocol's order. */
export interface CardPaymentForm {
  readonly url: string;
  readonly method: 'POST';
  readonly fields: readonly { readonly name: string; readonly value: string }[];
}

/** A passenger type a company sells, with the ages it covers and its share of the adult fare. */
export interface CompanyPassengerType {
  readonly code: string; readonly name: string; readonly minAge: number; readonly maxAge: number; readonly percentOfAdult: number;
  readonly requiresDocument: boolean;
}
export interface CompanyDiscount {
  readonly code: string; readonly name: string; readonly percent: number; readonly appliesTo: 'passenger' | 'vehicle'; readonly requiresDocument: boolean;
}
export interface LoyaltyScheme { readonly code: string; readonly name: string; readonly percent: number; readonly cardFormat: string }
export interface ResidentDiscount { readonly percent: number; readonly codeFormat: string; readonly areas: readonly string[] }

/**
 * A company's booking rules as the passengers step offers them: its passenger types, discounts, loyalty schemes
 * and island-resident (MAN) discount, named in the requested language.
 */
export interface CompanyRules {
  readonly code: string;
  readonly name: string;
  readonly passengerTypes: readonly CompanyPassengerType[];
  readonly discounts: readonly CompanyDiscount[];
  readonly loyaltySchemes: readonly LoyaltyScheme[];
  readonly residentDiscount: ResidentDiscount | null;
}
