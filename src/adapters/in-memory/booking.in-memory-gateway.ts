import { type Sailing } from '../../core/search';
import { DEFAULT_HOLD_MINUTES, HOLD_EXTENSIONS_MAX, serviceFeeCents, shippingCostCents } from '../../core/booking/domain/business-rules';
import {
  type BookingGateway, type BookingResult, type CodeCheck, type CompanyRules, type DetailsRequest, type Hold, type HoldExtension, type Order,
  type OrderTokens, type Quote, type QuoteRequest, type Refund, type Reservation, type ResellerDetails, type TicketsPdf, type TripQuote, type Voucher,
} from '../../core/booking';
import { type CancelQuote, type ManagedBooking } from '../../core/booking/domain/order';
import { type OrderProof } from '../../core/booking/ports/booking-gateway.port';
import { type Coupon, couponRejection, normaliseCouponCode } from '../../core/coupon';
import { type Clock } from '../../core/shared/clock.port';
import { err, ok } from '../../core/shared/result';
import { passportName } from '../../core/shared/passport-name';
import { type DetailsNotApplied, refuse } from '../../core/booking/domain/booking-refusal';
import { detailsNotApplied } from '../../core/booking/domain/details-not-applied';
import { MemoryOrderTokens } from '../storage/order-tokens.store';
import { fail, failField, issueReservation, priceTrip } from './booking.in-memory-pricing';

/** The order's code, the field of a refusal about the order. */
const ORDER = { part: 'order' } as const;


export interface StoredOrder {
  order: Order;
  request: QuoteRequest;
  pricing: Quote;
  details?: DetailsRequest;
  reservation?: Reservation;
  /** Times the hold was extended (extend-hold). */
  extensions?: number;
  /** A guest order's access token (a user's order has none). */
  token?: string;
  /** Tries of the "manage booking" pair on this order. */
  accessTries?: number;
  /** What the company answers when the paid order's tickets are confirmed (`confirmWith`); issued by default. */
  confirmation?: ConfirmationAnswer;
  /** The card was taken on the hosted page and its result never reached the shop (`captureLost`): asked before paying again. */
  lostCapture?: boolean;
}

/**
 * What the company answers the confirmation of a paid order's tickets, as the server's saga meets it: `issue`, `issuing`
 * (not answered yet: finalize says ISSUING), or a refusal that pays the money back (`refunded`: already paid back, else
 * still being paid back).
 */
export type ConfirmationAnswer = 'issue' | 'issuing' | { readonly refuse: NonNullable<Order['outcome']>; readonly refunded: boolean };

/** Tries of the "manage booking" pair per order, as the server allows in its window. */
export const ORDER_ACCESS_TRIES = 10;

/** As the server compares names and e-mails: no case, no accents, final sigma as sigma, spaces collapsed. */
const fold = (value: string) => value.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase().replace(/ς/g, 'σ').replace(/\s+/g, ' ').trim();

export interface InMemoryBookingSeed {
  trip(tripId: string): Sailing | undefined;
  clock: Clock;
  coupons?: { coupon: Coupon; percent: number }[];
  resellers?: ResellerDetails[];
  /** The companies' rules, and the ports each serves. */
  companies?: (CompanyRules & { readonly ports: readonly string[] })[];
  holdMinutes?: number;
  /** The order tokens of the caller's tab; the gateway keeps its own when none is given. */
  tokens?: OrderTokens;
  /** What a company lets the traveller cancel alone (issue 17; by default a leg, and passengers and vehicles). */
  partial?: (company: string) => { legs: boolean; passengers: boolean };
}

/** What is left to pay back of a trip: nothing once the leg is cancelled, else its total less its cancelled tickets. */
export function paidLeft(trip: Reservation['trips'][number]): number {
  if (trip.cancelled) return 0;
  const gone = [...trip.passengers, ...trip.vehicles, ...trip.pets].filter((i) => i.cancelled).reduce((sum, i) => sum + i.price, 0);
  return Math.max(0, trip.trip_total - gone);
}

/**
 * A BookingGateway that prices, holds, records and issues orders in memory, with the rules the server applies: a
 * guest order is opened only with its order token (kept in `tokens`, as the server-backed gateway keeps it), anyone else is
 * told NotFound.
 */
export class InMemoryBookingGateway implements BookingGateway {
  private readonly orders = new Map<string, StoredOrder>();
  private sequence = 0;
  /** The order tokens of the caller's tab (clear them to call as a stranger who has only the code). */
  readonly tokens: OrderTokens;

  constructor(private readonly seed: InMemoryBookingSeed) {
    this.tokens = seed.tokens ?? new MemoryOrderTokens();
  }

  /** The order when the caller may act on it: a user's order as before, a guest order only with its token. */
  private mine(orderCode: string): StoredOrder | undefined {
    const stored = this.orders.get(orderCode);
    if (!stored || (stored.token !== undefined && this.tokens.tokenOf(orderCode) !== stored.token)) return undefined;
    return stored;
  }

  /** The stored order when the caller may act on it (the in-memory assistance gateway records on its tickets). */
  openOrder(orderCode: string): StoredOrder | undefined {
    return this.mine(orderCode);
  }

  /** The clock its rules read (the cancellation quote's hours; the assistance gateway's 48 hours). */
  get clock(): Clock {
    return this.seed.clock;
  }

  /** Whether the caller may act on the order (the in-memory card payment asks). */
  mayAct(orderCode: string): boolean {
    return this.mine(orderCode) !== undefined;
  }

  async pricing(request: QuoteRequest, _userId?: string): BookingResult<Quote> {
    if (request.trips.length === 0) return failField('Input', 'no trips', { part: 'trip' });
    const trips: TripQuote[] = [];
    for (const [position, item] of request.trips.entries()) {
      const priced = priceTrip(item, this.seed, position);
      if (!priced.ok) return priced;
      trips.push(priced.value);
    }
    const subtotal = trips.reduce((sum, t) => sum + t.trip_total, 0);
    let discount = 0;
    if (request.coupon) {
      const code = request.coupon;
      const entry = this.seed.coupons?.find((c) => normaliseCouponCode(c.coupon.name) === normaliseCouponCode(code));
      const reason = entry ? couponRejection(entry.coupon, { code: request.coupon, email: request.email, amount: subtotal, now: this.seed.clock.nowIso() }) : 'CodeMismatch';
      if (!entry || reason) return fail('InvalidCoupon', `coupon not valid: ${reason}`, { part: 'coupon' });
      discount = Math.round((subtotal * entry.percent) / 100);
    }
    const serviceFee = serviceFeeCents(trips.length);
    const shippingCost = shippingCostCents(request.receiveTicketsMethod);
    return ok({
      trips, subtotal, serviceFee, discount, coupon: discount > 0 && request.coupon ? normaliseCouponCode(request.coupon) : null, shippingCost,
      total: subtotal - discount + serviceFee + shippingCost, currency: 'EUR',
    });
  }

  async hold(request: QuoteRequest, userId?: string): BookingResult<Hold> {
    const priced = await this.pricing(request, userId);
    if (!priced.ok) return priced;
    this.sequence += 1;
    const order_code = `MEM${String(this.sequence).padStart(6, '0')}`;
    const expires = new Date(Date.parse(this.seed.clock.nowIso()) + (this.seed.holdMinutes ?? DEFAULT_HOLD_MINUTES) * 60_000).toISOString();
    const order: Order = {
      order_code, order_status: 'held', user_id: userId ?? null, payment_amount: priced.value.total, currency: 'EUR',
      paymentMethod: null, paid: false, hold_expires_at: expires, created_at: this.seed.clock.nowIso(),
      trips: priced.value.trips.map((t) => {
        const trip = this.seed.trip(t.tripId)!;
        return {
          tripId: t.tripId, company: t.company, vesselName: trip.vesselName, from: trip.from.code, to: trip.to.code,
          departureDatetime: t.departureDatetime, arrivalDatetime: t.arrivalDatetime, trip_total: t.trip_total,
        };
      }),
    };
    const token = userId ? undefined : `mem-${order_code}`.padEnd(43, '0');
    this.orders.set(order_code, { order, request, pricing: priced.value, ...(token ? { token } : {}) });
    if (token) this.tokens.remember(order_code, token);
    return ok({
      order_code, order_status: 'held', hold_expires_at: expires, payment_amount: order.payment_amount, pricing: priced.value,
      ...(token ? { order_token: token } : {}),
    });
  }

  /** As the server: an unpaid held order, before its hold runs out, at most twice; someone else's order is not found. */
  async extendHold(orderCode: string, userId?: string): BookingResult<HoldExtension> {
    const stored = this.mine(orderCode);
    if (!stored || (stored.order.user_id && stored.order.user_id !== userId)) return fail('NotFound', `No order ${orderCode}`, ORDER);
    const { order } = stored;
    if (order.paid || !['held', 'pending_payment', 'expired'].includes(order.order_status)) {
      return fail('NotExtendable', `This order is ${order.paid ? 'paid' : order.order_status}; its hold cannot be extended`, ORDER);
    }
    const now = Date.parse(this.seed.clock.nowIso());
    if (order.order_status === 'expired' || !order.hold_expires_at || Date.parse(order.hold_expires_at) <= now) {
      return fail('HoldExpired', 'The hold on this booking has expired; search again', ORDER);
    }
    const extensions = stored.extensions ?? 0;
    if (extensions >= HOLD_EXTENSIONS_MAX) return fail('NotExtendable', `The hold has already been extended ${HOLD_EXTENSIONS_MAX} times`, ORDER);
    const expires = new Date(Math.max(Date.parse(order.hold_expires_at), now + (this.seed.holdMinutes ?? DEFAULT_HOLD_MINUTES) * 60_000)).toISOString();
    stored.extensions = extensions + 1;
    stored.order = { ...order, hold_expires_at: expires };
    return ok({ orderCode, holdExpiresAt: expires, extensionsLeft: HOLD_EXTENSIONS_MAX - stored.extensions });
  }

  async recordDetails(request: DetailsRequest, userId?: string): BookingResult<Order> {
    // As the server: the processor is asked about a payment whose result was lost before new details supersede it.
    this.settleLostCapture(request.orderCode);
    const paid = this.mine(request.orderCode);
    if (paid?.order.paid) {
      if (paid.order.user_id && paid.order.user_id !== userId) return fail('NotAllowed', 'This order belongs to someone else');
      const notApplied = paid.details ? notAppliedOf(paid.details, request) : undefined;
      const refusal = refuse('AlreadySettled', 'This order is paid; its tickets are issued');
      return err(notApplied ? { ...refusal, notApplied } : refusal);
    }
    const stored = this.live(request.orderCode);
    if (!stored.ok) return stored;
    if (stored.value.order.user_id && stored.value.order.user_id !== userId) return fail('NotAllowed', 'This order belongs to someone else');
    const isReseller = this.seed.resellers?.some((r) => r.user_id === userId && r.isReseller) ?? false;
    if (request.paymentMethod === 'credit_limit' && !isReseller) return fail('NotAllowed', 'Only resellers pay from a credit limit', { part: 'payment' });
    const passengers = stored.value.request.trips[0]?.passengers.length ?? 0;
    if (request.passengers.length !== passengers) return failField('Input', `expected ${passengers} travellers`, { part: 'passenger' });
    if (request.receiveTicketsMethod === 'courier' && !request.shipping) return failField('Input', 'courier needs shipping details', { part: 'shipping' });
    const method = request.paymentMethod ?? 'card';
    stored.value.details = request;
    stored.value.order = { ...stored.value.order, order_status: 'pending_payment', paymentMethod: method };
    return ok(stored.value.order);
  }

  async issueTickets(orderCode: string): BookingResult<Reservation> {
    const stored = this.mine(orderCode);
    if (!stored) return fail('NotFound', 'order not found');
    if (stored.reservation) return ok(stored.reservation);
    if (!stored.order.paid) return fail('NotPaid', 'The payment of this order is not confirmed');
    if (stored.order.order_status === 'failed' || stored.order.order_status === 'refunded') {
      return fail('NotIssued', `The order is ${stored.order.order_status}; the payment will be refunded`);
    }
    // As the server's saga: the company answers the confirmation of the paid order's tickets.
    const answer = stored.confirmation ?? 'issue';
    if (answer === 'issuing') return fail('Issuing', "The order's tickets are being confirmed; ask again shortly");
    if (answer !== 'issue') {
      stored.order = {
        ...stored.order, order_status: answer.refunded ? 'refunded' : 'failed', hold_expires_at: null,
        outcome: answer.refuse, refund_amount: stored.order.payment_amount,
      };
      return fail('NotIssued', `The order is ${stored.order.order_status}; the payment will be refunded`);
    }
    const reservation = issueReservation(orderCode, stored, this.seed);
    stored.reservation = reservation;
    stored.order = { ...stored.order, order_status: 'success', hold_expires_at: null };
    return ok(reservation);
  }

  async orderStatus(orderCode: string, userId?: string): BookingResult<Order> {
    const stored = this.mine(orderCode);
    if (!stored || (stored.order.user_id && stored.order.user_id !== userId)) return fail('NotFound', `No order ${orderCode}`, ORDER);
    return ok(stored.order);
  }

  async release(orderCode: string) {
    const stored = this.mine(orderCode);
    if (!stored) return fail('NotFound', 'order not found');
    if (stored.order.order_status === 'failed' || stored.order.order_status === 'expired') return ok({ order_code: orderCode, order_status: stored.order.order_status });
    if (stored.order.order_status !== 'held' && stored.order.order_status !== 'pending_payment') return fail('AlreadySettled', `This order is ${stored.order.order_status}`);
    if (stored.order.paid) return fail('AlreadySettled', 'This order is paid; refund it instead');
    stored.order = { ...stored.order, order_status: 'failed', hold_expires_at: null };
    return ok({ order_code: orderCode, order_status: 'failed' as 'failed' | 'expired' });
  }

  /** A one-page PDF naming the reservation and its tickets (the real layout is the server's; tests need a document). */
  async ticketsPdf(orderCode: string): BookingResult<TicketsPdf> {
    const reservation = this.mine(orderCode)?.reservation;
    if (!reservation) return fail('NotFound', 'no issued order');
    const tickets = reservation.trips.flatMap((t) => t.passengers.map((p) => p.ticketNumber));
    return ok({ filename: `${reservation.reservationNumber}-tickets.pdf`, base64: minimalPdfBase64(`${reservation.reservationNumber} ${tickets.join(' ')}`) });
  }

  async voucher(orderCode: string): BookingResult<Voucher> {
    const reservation = this.mine(orderCode)?.reservation;
    if (!reservation) return fail('NotFound', 'no issued order');
    return ok({ order_code: orderCode, reservation, html: `<h1>${reservation.reservationNumber}</h1>` });
  }

  async refund(orderCode: string): BookingResult<Refund> {
    const stored = this.mine(orderCode);
    if (!stored?.reservation) return fail('NotFound', 'no issued order');
    if (stored.order.order_status === 'refunded') return fail('AlreadySettled', 'already refunded');
    stored.order = { ...stored.order, order_status: 'refunded' };
    // What parts cancelled before gave back already is not given again (paidLeft).
    const trips = stored.reservation.trips.map((t) => {
      const paid = paidLeft(t);
      return { tripId: t.tripId, company: t.company, paid, percent: 80, fee: paid - Math.round(paid * 0.8), refund: Math.round(paid * 0.8) };
    });
    return ok({ order_code: orderCode, order_status: 'refunded', refund_amount: trips.reduce((s, t) => s + t.refund, 0), trips });
  }

  /** What a company lets the traveller cancel alone (the seed's rule; by default everything). */
  partialRule(company: string): { legs: boolean; passengers: boolean } {
    return this.seed.partial?.(company) ?? { legs: true, passengers: true };
  }

  /**
   * As the server's quote, with the in-memory policy of `refund` (80 % of what is left of each trip, until its
   * departure), each leg with its company's partial rule and marked when cancelled already.
   */
  private cancelQuote(stored: StoredOrder): CancelQuote {
    const now = Date.parse(this.seed.clock.nowIso());
    const trips = (stored.reservation?.trips ?? []).map((t) => {
      const hours = Math.max(0, Math.floor((Date.parse(t.departureDatetime) - now) / 3_600_000));
      const paid = paidLeft(t);
      const refund = hours > 0 ? Math.round(paid * 0.8) : 0;
      return {
        tripId: t.tripId, company: t.company, companyName: t.companyName, from: t.from, to: t.to, departure: t.departureDatetime,
        hours_before_departure: hours, tier_hours: hours > 0 ? 0 : null, percent: hours > 0 ? 80 : 0, paid, fee: hours > 0 ? paid - refund : 0, refund,
        ...(t.cancelled ? { cancelled: true } : {}), partial: this.partialRule(t.company),
      };
    });
    const status = stored.order.order_status;
    const reason = status === 'refunded' ? 'ALREADY_CANCELLED' as const : status !== 'success' || !stored.reservation ? 'NOT_ISSUED' as const
      : trips.some((t) => t.hours_before_departure === 0) ? 'DEPARTED' as const : null;
    return { allowed: reason === null, reason, refund_amount: trips.reduce((s, t) => s + t.refund, 0), trips };
  }

  async manage(orderCode: string): BookingResult<ManagedBooking> {
    const stored = this.mine(orderCode);
    if (!stored) return fail('NotFound', `No order ${orderCode}`, ORDER);
    const status = stored.order.order_status;
    return ok({
      order_code: orderCode, order_status: status, refund_amount: stored.order.refund_amount ?? null,
      reservation: status === 'success' ? stored.reservation ?? null : null, cancel: this.cancelQuote(stored),
    });
  }

  async cancel(orderCode: string, expectedRefund: number): BookingResult<Refund> {
    const stored = this.mine(orderCode);
    if (!stored) return fail('NotFound', `No order ${orderCode}`, ORDER);
    const quote = this.cancelQuote(stored);
    if (quote.reason === 'ALREADY_CANCELLED') return fail('AlreadySettled', 'This order has already been refunded');
    if (!quote.allowed) return fail('OrderClosed', 'This booking cannot be cancelled now', ORDER);
    if (quote.refund_amount !== expectedRefund) return fail('QuoteChanged', 'The refund changed; look at the new quote', { part: 'refund' });
    const refunded = await this.refund(orderCode);
    if (refunded.ok) stored.order = { ...stored.order, refund_amount: refunded.value.refund_amount };
    return refunded;
  }

  /** As the server: the leader's e-mail or last name (any case, any accents) gives the guest order's token; 10 tries per order. */
  async orderAccess(orderCode: string, proof: OrderProof): BookingResult<{ order_code: string }> {
    if (!proof.email && !proof.lastName) return failField('Input', "Give the lead traveller's e-mail or last name", { part: 'proof' });
    const stored = this.orders.get(orderCode);
    if (stored) {
      stored.accessTries = (stored.accessTries ?? 0) + 1;
      if (stored.accessTries > ORDER_ACCESS_TRIES) return fail('TooManyTries', 'Too many requests; try again in 900 s');
    }
    const leader = stored?.details?.leader;
    const same = (given: string | undefined, known: string) => given === undefined || (fold(given) !== '' && fold(given) === fold(known));
    if (!stored?.token || !leader || !same(proof.email, leader.email) || !same(proof.lastName, leader.lastName)) {
      return fail('NotFound', `No order ${orderCode}`, ORDER);
    }
    this.tokens.remember(orderCode, stored.token);
    return ok({ order_code: orderCode });
  }

  async resellerDetails(userId: string): BookingResult<ResellerDetails> {
    const reseller = this.seed.resellers?.find((r) => r.user_id === userId);
    return reseller ? ok({ ...reseller }) : fail('NotFound', 'unknown reseller');
  }

  async payFromCredit(orderCode: string, amount: number): BookingResult<unknown> {
    const stored = this.live(orderCode);
    if (!stored.ok) return stored;
    const reseller = this.seed.resellers?.find((r) => r.user_id === stored.value.order.user_id);
    if (!reseller?.isReseller) return fail('NotAllowed', 'order is not a reseller\'s');
    if (amount !== stored.value.order.payment_amount) return failField('AmountMismatch', 'amount differs from the order', { part: 'payment' });
    if (reseller.creditAvailable < amount) return fail('CreditTooLow', 'credit limit too low');
    Object.assign(reseller, { creditUsed: reseller.creditUsed + amount, creditAvailable: reseller.creditAvailable - amount });
    this.markPaid(orderCode, 'credit_limit');
    return ok({ order_code: orderCode, paid: true });
  }

  async checkLoyaltyCard(input: { tripId: string; company: string; loyaltyCard: string }): BookingResult<CodeCheck> {
    const valid = /^\d{8}$/.test(input.loyaltyCard);
    return ok({ valid, code: valid ? 'LOYAL' : null, message: valid ? 'ok' : 'The loyalty card number you entered is not valid.', percent: valid ? 10 : 0 });
  }

  async checkResident(input: { tripId: string; company: string; residentIdOrCode: string }): BookingResult<CodeCheck> {
    const valid = /^MAN\d{6}$/.test(input.residentIdOrCode);
    return ok({ valid, code: valid ? 'RES' : null, message: valid ? 'ok' : 'The MAN code you entered is not valid.', percent: valid ? 50 : 0 });
  }

  async companyDetails(query: { company_code?: string; port_code?: string }): BookingResult<CompanyRules[]> {
    return ok((this.seed.companies ?? []).filter((c) => (!query.company_code || c.code === query.company_code) && (!query.port_code || c.ports.includes(query.port_code))));
  }

  /** The card processor (or credit limit) confirmed payment of a recorded order. */
  markPaid(orderCode: string, method: 'card' | 'credit_limit' = 'card'): boolean {
    const stored = this.orders.get(orderCode);
    if (!stored || stored.order.order_status !== 'pending_payment') return false;
    stored.order = { ...stored.order, paid: true, paymentMethod: method };
    return true;
  }

  /** The processor took the card on the hosted page, and its result never reached the shop (the browser left). */
  captureLost(orderCode: string): boolean {
    const stored = this.orders.get(orderCode);
    if (!stored || stored.order.order_status !== 'pending_payment' || stored.order.paid) return false;
    stored.lostCapture = true;
    return true;
  }

  /**
   * As the server's `settleOpenAttempts`: the processor is asked about the order's open attempt before a new one or new
   * details supersede it; a capture it reports makes the order paid (its tickets issued on demand). Answers whether it did.
   */
  settleLostCapture(orderCode: string): boolean {
    const stored = this.orders.get(orderCode);
    if (!stored?.lostCapture) return false;
    stored.lostCapture = false;
    return this.markPaid(orderCode);
  }

  /** Sets what the company answers when the order's tickets are confirmed (tests and the demo of each outcome). */
  confirmWith(orderCode: string, answer: ConfirmationAnswer): void {
    const stored = this.orders.get(orderCode);
    if (stored) stored.confirmation = answer;
  }

  /** An order as the server would list it. */
  order(orderCode: string): Order | undefined {
    return this.orders.get(orderCode)?.order;
  }

  /** The orders of a user (the account's trip list). */
  ordersOf(userId: string): Order[] {
    return [...this.orders.values()].map((s) => s.order).filter((o) => o.user_id === userId);
  }

  private live(orderCode: string) {
    const stored = this.mine(orderCode);
    if (!stored) return fail('NotFound', 'order not found');
    const expires = stored.order.hold_expires_at;
    if (stored.order.order_status === 'expired' || (expires && !stored.order.paid && Date.parse(expires) <= Date.parse(this.seed.clock.nowIso()))) {
      return fail('HoldExpired', 'The hold on this booking has expired; search again');
    }
    if (stored.order.order_status !== 'held' && stored.order.order_status !== 'pending_payment') {
      return fail('OrderClosed', `This order is ${stored.order.order_status}`);
    }
    return ok(stored);
  }
}

/** A valid one-page PDF showing `text` (ASCII) in Helvetica, base64: enough for a reader to open and search. */
function minimalPdfBase64(text: string): string {
  const safe = text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = `BT /F1 12 Tf 40 800 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return btoa(body);
}

/** As the server's insert-booking: what of `asked`, sent after paying, differs from `paid`, names as tickets print them. */
function notAppliedOf(paid: DetailsRequest, asked: DetailsRequest): DetailsNotApplied | undefined {
  const named = (d: DetailsRequest) => ({ ...d, passengers: d.passengers.map((p) => ({ ...p, name: passportName(p.name), surname: passportName(p.surname) })) });
  return detailsNotApplied(named(paid), named(asked));
}
