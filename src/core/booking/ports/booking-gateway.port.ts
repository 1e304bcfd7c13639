import { type Locale } from '../../shared/locale';
import { type CodeCheck, type CompanyRules, type Hold, type ManagedBooking, type Order, type Refund, type ReleasedOrder, type Reservation, type ResellerDetails, type TicketsPdf, type Voucher } from '../domain/order';
import { type HoldExtension } from '../domain/hold-extension';
import { type Quote } from '../domain/quote';
import { type DetailsRequest, type QuoteRequest } from '../domain/requests';
import { type BookingRefusal } from '../domain/booking-refusal';
import { type Result } from '../../shared/result';

export type BookingResult<T> = Promise<Result<T, BookingRefusal>>;
/** A reseller's user id, appended as `user_id` to pricing and booking calls. */
export type ResellerId = string | undefined;

/** What a traveller who has only the order code proves it with ("manage booking"): the leader's e-mail or last name. */
export interface OrderProof {
  readonly email?: string;
  readonly lastName?: string;
}

/**
 * The pricing and booking calls of the Booking API (SPEC.md section 7). A guest order is opened only by its order
 * token: the gateway keeps the token the hold answers (and the one `orderAccess` answers) in its OrderTokens and
 * sends it with every call on that order; without it the order is NotFound, as an unknown code.
 */
export interface BookingGateway {
  /** Prices the trips; NoAvailability when a trip has no room left, InvalidCoupon, Invalid for a bad request. */
  pricing(request: QuoteRequest, userId?: ResellerId): BookingResult<Quote>;
  /** Holds the places of priced trips for a while (optional-booking); NoAvailability when they are gone, TooManyHolds or HoldLimit. */
  hold(request: QuoteRequest, userId?: ResellerId): BookingResult<Hold>;
  /**
   * Extends the hold of an unpaid order by the company's hold time from now (never shortening it), at most twice;
   * NotExtendable once the limit is reached or the order is paid or released, HoldExpired when the hold has run
   * out, NotFound for someone else's order.
   */
  extendHold(orderCode: string, userId?: ResellerId): BookingResult<HoldExtension>;
  /** Records the leader, travellers and delivery of a held order (insert-booking); HoldExpired, Invalid with the field. */
  recordDetails(request: DetailsRequest, userId?: ResellerId): BookingResult<Order>;
  /** Issues the tickets of a paid order (finalize-booking); NotPaid, Issuing, NotIssued (the money goes back). */
  issueTickets(orderCode: string, userId?: ResellerId): BookingResult<Reservation>;
  /**
   * The order as its owner sees it: status, amount and, once it ended without tickets or was paid back, its
   * `outcome` and `refund_amount`; NotFound for someone else's order.
   */
  orderStatus(orderCode: string, userId?: ResellerId): BookingResult<Order>;
  /** Abandons an unpaid order and releases its hold (failed-booking); AlreadySettled when it is paid or issued. */
  release(orderCode: string, userId?: ResellerId): BookingResult<ReleasedOrder>;
  /** The voucher (reservation and its printable HTML) of an issued order. */
  voucher(orderCode: string): BookingResult<Voucher>;
  /** The tickets of an issued order as a PDF (QR code per passenger and vehicle), in `locale`; NotFound, NotIssued. */
  ticketsPdf(orderCode: string, locale: Locale): BookingResult<TicketsPdf>;
  /** Refunds an issued order under the companies' refund policies. */
  refund(orderCode: string): BookingResult<Refund>;
  /** "Manage booking": the order, its tickets when issued, and what cancelling it gives back now (the server's quote). */
  manage(orderCode: string): BookingResult<ManagedBooking>;
  /**
   * Cancels the whole issued order when cancelling still gives back exactly `expectedRefund` (the quote shown):
   * QuoteChanged when it does not, AlreadySettled when it is cancelled already, OrderClosed when it cannot be.
   */
  cancel(orderCode: string, expectedRefund: number): BookingResult<Refund>;
  /**
   * Proves a guest order with the leader's e-mail or last name and keeps the order token the server answers;
   * NotFound for an unknown code or a wrong pair (one answer for both), TooManyTries after too many tries.
   */
  orderAccess(orderCode: string, proof: OrderProof): BookingResult<{ order_code: string }>;
  /** A reseller's name, flag and credit. */
  resellerDetails(userId: string): BookingResult<ResellerDetails>;
  /** Pays a held order from the reseller's credit limit (credit-limit-payment); CreditTooLow when it does not cover it. */
  payFromCredit(orderCode: string, amount: number): BookingResult<unknown>;
  /** Checks a loyalty card with the company (loyalty-validation). */
  checkLoyaltyCard(input: { tripId: string; company: string; loyaltyCard: string }): BookingResult<CodeCheck>;
  /** Checks an island-resident (MAN) code with the company (man-validation). */
  checkResident(input: { tripId: string; company: string; residentIdOrCode: string }): BookingResult<CodeCheck>;
  /** Details of companies, by company or by port. */
  companyDetails(query: { company_code?: string; port_code?: string }): BookingResult<CompanyRules[]>;
}
