/**
 * The Booking API's write side as the routes see it: parse and authorise, then a step of the booking saga
 * (server/saga/booking-saga.ts): hold (optional booking), record the details (insert), the issued reservation
 * (finalize), give up (failed), the e-ticket (voucher), the traveller's cancellation (refund) and the caller's orders.
 */
import { and, count, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import {
  DEFAULT_HOLD_MINUTES, HOLD_EXTENSIONS_MAX, shippingCostCents, type ExtendHoldAnswer, type FinalizeBookingAnswer, type InsertBookingAnswer, type InsertBookingRequest,
  type OptionalBookingAnswer, type OrdersAnswer, type OrdersRequest, type PricingAnswer, type PricingRequest,
  type RefundAnswer, type Reservation,
} from '../../../src/contract/index';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../src/core/shared/locale';
import type { Db } from '../../database/connect';
import { bookingOrders } from '../../database/schema/booking';
import { ApiError } from '../../http/errors';
import type { OperatorCatalogue } from '../../ports/ferry-operators';
import { alreadyPaid, type BookingSteps } from './steps';
import { couponStillApplies, type CouponSource } from './coupons';
import { checkHoldCap, type Holder } from './hold-limits';
import type { Caller } from './identity';
import { mayAct, orderNotFound, type OrderAccess } from './order-access';
import { priceBooking } from './pricing';
import { codeNames, orderView, storedStatuses, type OrderRow, type StoredPricing } from './reservation';
import { checkBerthSex, checkDetails, withTicketNames } from './order-details';
import { detailsNotApplied } from '../../../src/core/booking/domain/details-not-applied';
import { ticketsPdf, ticketsPdfName, voucherHtml } from '../tickets/documents';

const orderLocale = (row: OrderRow): Locale => (isLocale(row.lang) ? row.lang : DEFAULT_LOCALE);
import { isGreekZip, prefectureMatchesZip } from '../../../src/core/shared/greek-postcodes';

export interface BookingServiceDeps {
  readonly db: Db;
  readonly operators: OperatorCatalogue;
  readonly coupons: CouponSource;
  readonly clock: () => Date;
  readonly saga: BookingSteps;
  /**
   * Books the courier for an issued order whose printed tickets go by courier and that has no shipping number yet
   * (the courier did not answer when it was issued): the shipping kept with the order. None in tests that need none.
   */
  readonly shipTickets?: (row: OrderRow) => Promise<Reservation['shipping']>;
}

const COURIER_MESSAGE = 'Unfortunately, there is a mistake at shipping details. Please verify shipping details and try again.';

export class BookingService {
  constructor(private readonly deps: BookingServiceDeps) {}

  /** Prices a booking request. */
  async price(request: PricingRequest): Promise<PricingAnswer> {
    return (await priceBooking(this.deps.operators, this.deps.coupons, request, this.deps.clock())).answer;
  }

  /**
   * Holds the places a booking request needs until the earliest of its companies' hold times runs out, within the
   * places `holder` may hold at once (hold-limits.ts; checked in the same transaction).
   */
  async hold(request: PricingRequest, caller: Caller | null, lang: Locale, holder: Holder): Promise<OptionalBookingAnswer> {
    return this.deps.saga.hold(request, caller, lang, holder);
  }

  /**
   * Extends the hold of an order (extend-hold), for its owner only (a guest order with its order token, a user's
   * order only with that user's bearer token; anyone else gets a 404 as for the other order calls). The rules:
   * - only an unpaid order whose places are still held: status 'held', or 'pending_payment' (details recorded,
   *   payment not completed: the places stay under the same hold), with a hold that has not run out;
   * - at most HOLD_EXTENSIONS_MAX (2) extensions per order; each sets the end of the hold to now plus the hold
   *   time of the order's companies (the shortest, as `hold` does), and never moves it earlier;
   * - 409 HOLD_NOT_EXTENDABLE once the limit is reached or when the order is paid, issued, failed or refunded;
   * - 410 HOLD_EXPIRED when the hold has run out (whether or not the sweeper has released it yet).
   * The order and its held places move together, in one transaction, with a conditional update, so two
   * extensions racing each other never go past the limit.
   */
  async extendHold(orderCode: string, access: OrderAccess, holder: Holder): Promise<ExtendHoldAnswer> {
    const { db, operators } = this.deps;
    const now = this.deps.clock();
    const row = await this.load(orderCode, access);
    const refuse = (order: OrderRow): never => {
      if (order.paid || (order.status !== 'held' && order.status !== 'pending_payment' && order.status !== 'expired')) {
        throw new ApiError(409, 'HOLD_NOT_EXTENDABLE', `This order is ${order.paid ? 'paid' : orderView(order).order_status}; its hold cannot be extended`, 'order_code');
      }
      if (order.status === 'expired' || !order.holdExpiresAt || order.holdExpiresAt <= now) {
        throw new ApiError(410, 'HOLD_EXPIRED', 'The hold on this booking has expired; search again', 'order_code');
      }
      throw new ApiError(409, 'HOLD_NOT_EXTENDABLE', `The hold has already been extended ${HOLD_EXTENSIONS_MAX} times`, 'order_code');
    };
    const extendable = (order: OrderRow) => !order.paid && (order.status === 'held' || order.status === 'pending_payment')
      && order.holdExpiresAt !== null && order.holdExpiresAt > now && order.holdExtensions < HOLD_EXTENSIONS_MAX;
    if (!extendable(row)) refuse(row);
    const info = (row.pricing as StoredPricing).info;
    const minutes = Math.min(...info.map((t) => operators.company(t.company)?.holdMinutes || DEFAULT_HOLD_MINUTES));
    const wanted = Number.isFinite(minutes) ? minutes : DEFAULT_HOLD_MINUTES;
    // The client's cap first (an extension keeps the places for the client who asks, and the order then counts for
    // that client), then the operators, then the order: a refusal at any point leaves the order as it was.
    await db.transaction((tx) => checkHoldCap(tx, holder, row.heldPlaces, now, row.id));
    const until = await this.deps.saga.extendHolds(row.id, wanted);
    const [extended] = await db.update(bookingOrders).set({
      holderKey: holder.key,
      holdExpiresAt: sql`greatest(${bookingOrders.holdExpiresAt}, ${until.toISOString()}::timestamptz)`,
      nextCheckAt: sql`greatest(${bookingOrders.holdExpiresAt}, ${until.toISOString()}::timestamptz)`,
      holdExtensions: sql`${bookingOrders.holdExtensions} + 1`, updatedAt: now,
    }).where(and(eq(bookingOrders.id, row.id), eq(bookingOrders.paid, false), inArray(bookingOrders.status, ['held', 'pending_payment']),
      lt(bookingOrders.holdExtensions, HOLD_EXTENSIONS_MAX), gt(bookingOrders.holdExpiresAt, now))).returning();
    if (!extended?.holdExpiresAt) return refuse(await this.load(orderCode, access));
    return {
      order_code: extended.orderCode, hold_expires_at: extended.holdExpiresAt.toISOString(),
      extensions_left: Math.max(0, HOLD_EXTENSIONS_MAX - extended.holdExtensions),
    };
  }

  /**
   * Records the travellers, contact and delivery of a held order; it then awaits payment. New details of an order
   * whose card payment was started supersede that payment: the traveller pays again for the order as it now is.
   */
  async insert(sent: InsertBookingRequest, access: OrderAccess): Promise<InsertBookingAnswer> {
    const now = this.deps.clock();
    // New details supersede the open card attempts: the processor is asked about them first (a payment whose result
    // was lost makes the order paid, and the traveller is sent to its tickets instead of paying twice).
    const row = await this.deps.saga.settleOpenAttempts(await this.load(sent.order_code, access));
    if (row.status === 'success' || row.status === 'paid') {
      // The answer says which of the details sent were not applied (the order keeps those it was paid with), so the
      // success page can tell the traveller; decided here from the order's own record, never by the client.
      let asked = sent;
      try {
        asked = withTicketNames(sent);
      } catch {
        // A name with no letter left: compared as sent (it differs from the paid one anyway).
      }
      const notApplied = row.details ? detailsNotApplied(row.details as InsertBookingRequest, asked) : undefined;
      const extra = notApplied ? { not_applied: notApplied } : undefined;
      if (row.status === 'success') throw new ApiError(409, 'ALREADY_ISSUED', 'This order has already been issued', undefined, extra);
      throw new ApiError(409, 'ALREADY_PAID', alreadyPaid().message, undefined, extra);
    }
    const live = row.status === 'held' || row.status === 'pending_payment';
    if (row.status === 'expired' || (live && row.holdExpiresAt && row.holdExpiresAt <= now)) {
      throw new ApiError(410, 'HOLD_EXPIRED', 'The hold on this booking has expired; search again');
    }
    if (!live) throw new ApiError(409, 'ORDER_CLOSED', `This order is ${orderView(row).order_status}${row.paid ? ' and paid' : ''}`);
    const body = withTicketNames(sent);
    const info = (row.pricing as StoredPricing).info;
    checkDetails(info, row.request as PricingRequest, body);
    checkBerthSex(row.request as PricingRequest, body, (t, code) =>
      this.deps.operators.trip(info[t]?.tripId ?? '')?.vessel.accommodations.find((a) => a.code === code)?.sex);
    if (body.receiveTicketsMethod === 'courier') {
      // The courier is booked once the tickets are issued: its address is checked now, before the traveller pays.
      if (!body.shipping || body.shipping.country !== 'GR') throw new ApiError(422, 'SHIPPING_DETAILS', COURIER_MESSAGE, 'shipping');
      if (!isGreekZip(body.shipping.zipCode)) throw new ApiError(422, 'SHIPPING_DETAILS', COURIER_MESSAGE, 'shipping.zipCode');
      if (!prefectureMatchesZip(body.shipping.prefecture, body.shipping.zipCode)) {
        throw new ApiError(422, 'SHIPPING_DETAILS', COURIER_MESSAGE, 'shipping.prefecture');
      }
    }
    if (body.paymentMethod === 'credit_limit' && !access.caller?.reseller) {
      throw new ApiError(403, 'NOT_RESELLER', 'Only resellers pay from a credit limit', 'paymentMethod');
    }
    const stored = row.pricing as StoredPricing;
    await couponStillApplies(this.deps.coupons, stored.answer, body.leader.email, now);
    const request = { ...(row.request as PricingRequest), receiveTicketsMethod: body.receiveTicketsMethod };
    const shippingCost = shippingCostCents(body.receiveTicketsMethod);
    const answer = { ...stored.answer, shippingCost, total: stored.answer.total - stored.answer.shippingCost + shippingCost };
    const updated = await this.deps.db.transaction((tx) => this.deps.saga.recordDetails(tx, row, {
      details: body, paymentMethod: body.paymentMethod, request, pricing: { ...stored, answer }, paymentAmount: answer.total,
    }));
    if (!updated) throw new ApiError(409, 'ORDER_CLOSED', 'The order changed meanwhile; reload it');
    await this.deps.saga.voidAbandoned(row.id);
    return orderView(updated);
  }

  /**
   * The issued reservation of a paid order. 409 PAYMENT_NOT_CONFIRMED while it is not paid, ISSUING while the
   * operators are confirming the tickets of a paid order (retry shortly), RESERVATION_PROBLEM when its money is
   * being (or was) paid back.
   */
  async finalize(orderCode: string, access: OrderAccess): Promise<FinalizeBookingAnswer> {
    const row = await this.load(orderCode, access);
    if (row.status === 'success' && row.reservation) {
      const reservation = row.reservation as FinalizeBookingAnswer;
      if (reservation.shipping || !this.deps.shipTickets) return reservation;
      const shipping = await this.deps.shipTickets(row).catch(() => undefined);
      return shipping ? { ...reservation, shipping } : reservation;
    }
    if (row.status === 'paid') throw new ApiError(409, 'ISSUING', 'The payment is confirmed and the tickets are being issued; try again in a few seconds');
    if (row.status === 'refunding' || row.status === 'refunded') {
      throw new ApiError(409, 'RESERVATION_PROBLEM', `The order is ${orderView(row).order_status}; the payment ${row.status === 'refunded' ? 'has been' : 'will be'} refunded`);
    }
    throw new ApiError(409, 'PAYMENT_NOT_CONFIRMED', 'The payment of this order is not confirmed');
  }

  /** Gives up a booking that will not be paid: its holds are released (a payment that still arrives is paid back). */
  async fail(orderCode: string, access: OrderAccess): Promise<{ order_code: string; order_status: 'failed' | 'expired' }> {
    const row = await this.load(orderCode, access);
    if (row.status === 'failed' || row.status === 'expired') return { order_code: row.orderCode, order_status: row.status };
    if (row.paid || row.status === 'paid') throw new ApiError(409, 'ALREADY_PAID', 'This order is paid; refund it instead');
    if (row.status !== 'holding' && row.status !== 'held' && row.status !== 'pending_payment') {
      throw new ApiError(409, 'ALREADY_ISSUED', `This order is ${orderView(row).order_status}`);
    }
    if (!(await this.deps.saga.fail(row))) {
      const now = await this.load(orderCode, access);
      if (now.status !== 'failed' && now.status !== 'expired') throw new ApiError(409, 'ORDER_CLOSED', 'The order changed meanwhile; reload it');
      return { order_code: now.orderCode, order_status: now.status };
    }
    return { order_code: row.orderCode, order_status: 'failed' };
  }

  /** The printable e-ticket, in `lang` (the page's) or else the order's language, QR codes inline. */
  async voucher(orderCode: string, access: OrderAccess, lang?: Locale) {
    const { row, reservation } = await this.issued(orderCode, access);
    return { order_code: row.orderCode, reservation, html: await voucherHtml(reservation, lang ?? orderLocale(row), codeNames(row.pricing as StoredPricing | null)) };
  }

  /** The tickets as a PDF (base64), in `lang` or else the order's language. */
  async ticketsPdf(orderCode: string, access: OrderAccess, lang?: Locale) {
    const { row, reservation } = await this.issued(orderCode, access);
    const pdf = await ticketsPdf(reservation, lang ?? orderLocale(row), codeNames(row.pricing as StoredPricing | null));
    return { order_code: row.orderCode, filename: ticketsPdfName(reservation), pdf: Buffer.from(pdf).toString('base64') };
  }

  private async issued(orderCode: string, access: OrderAccess) {
    const row = await this.load(orderCode, access);
    if (row.status !== 'success' || !row.reservation) throw new ApiError(409, 'NOT_ISSUED', 'This order has no tickets yet');
    return { row, reservation: row.reservation as Reservation };
  }

  /** Cancels an issued order: each company's policy answers what goes back (share by hours before departure, less a fee). */
  async refund(orderCode: string, access: OrderAccess): Promise<RefundAnswer> {
    return this.deps.saga.refund(await this.load(orderCode, access));
  }

  async orders(caller: Caller, query: OrdersRequest): Promise<OrdersAnswer> {
    const status = query.filters?.order_status;
    const where = status
      ? and(eq(bookingOrders.userId, caller.userId), inArray(bookingOrders.status, storedStatuses(status))) : eq(bookingOrders.userId, caller.userId);
    const [total] = await this.deps.db.select({ n: count() }).from(bookingOrders).where(where);
    const found = await this.deps.db.select().from(bookingOrders).where(where)
      .orderBy(desc(bookingOrders.createdAt), desc(bookingOrders.id)).limit(query.item_per_page).offset((query.page - 1) * query.item_per_page);
    return { data: found.map(orderView), total: Number(total?.n ?? 0), page: query.page, item_per_page: query.item_per_page };
  }

  /**
   * An order the request may act on: a guest order with one of its order tokens, a user's order only with that
   * user's bearer token. Anything else is the 404 of an unknown code (order-access.ts).
   */
  async load(orderCode: string, access: OrderAccess): Promise<OrderRow> {
    // Who owns it first, the order itself only for its owner: a stranger's refusal takes the time of an unknown code's.
    const [owner] = await this.deps.db.select({ id: bookingOrders.id, userId: bookingOrders.userId }).from(bookingOrders)
      .where(eq(bookingOrders.orderCode, orderCode)).limit(1);
    if (!(await mayAct(this.deps.db, owner, access, this.deps.clock())) || !owner) throw orderNotFound(orderCode);
    const [row] = await this.deps.db.select().from(bookingOrders).where(eq(bookingOrders.id, owner.id)).limit(1);
    if (!row) throw orderNotFound(orderCode);
    return row;
  }
}
