/**
 * The Booking API's write side: hold (optional booking), record the order (insert), issue it once paid
 * (finalize), release it (failed), the e-ticket (voucher), refunds and the caller's orders. Every change of
 * capacity happens in the same transaction as the change of the order.
 */
import { and, count, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import {
  DEFAULT_HOLD_MINUTES, HOLD_EXTENSIONS_MAX, shippingCostCents, type ExtendHoldAnswer, type FinalizeBookingAnswer, type InsertBookingAnswer, type InsertBookingRequest,
  type OptionalBookingAnswer, type OrdersAnswer, type OrdersRequest, type PricingAnswer, type PricingRequest,
  type RefundAnswer, type Reservation,
} from '../../../src/core/booking-api/index';
import type { Locale } from '../../../src/core/shared/locale';
import type { Db } from '../../database/connect';
import { bookingHolds, bookingOrders, resellers } from '../../database/schema/booking';
import { ApiError } from '../../http/errors';
import type { OperatorCatalogue } from '../../ports/ferry-operators';
import { formatAthens } from '../../operators/athens-time';
import { couponStillApplies, takeCouponUse, type CouponSource } from './coupons';
import { checkHoldCap, partySize, type Holder } from './hold-limits';
import type { Caller } from './identity';
import { mayAct, mintOrderToken, orderNotFound, orderTokenExpiry, type OrderAccess } from './order-access';
import { noAvailability, releaseExpiredHolds, retryOnConflict, settleHolds, takePlaces, type Need } from './inventory';
import { priceBooking } from './pricing';
import {
  issueReservation, newOrderCode, orderView, storedStatuses, voucherHtml, type OrderRow, type StoredPricing, type TripInfo,
} from './reservation';
import { bookingValidation } from './catalogue';
import { checkBerthSex, checkDetails, withTicketNames } from './order-details';
import { refundOfTrip } from './refund-policy';
import type { Executor } from './sql';

export interface BookingServiceDeps {
  readonly db: Db;
  readonly operators: OperatorCatalogue;
  readonly coupons: CouponSource;
  readonly clock: () => Date;
}

/** Failures that keep a paid order from being issued: the order fails and the payment is refunded. */
export const isUnissuable = (error: unknown): boolean =>
  error instanceof ApiError && (error.code === 'NO_AVAILABILITY' || error.code === 'INVALID_COUPON');

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
    const { db, operators } = this.deps;
    const now = this.deps.clock();
    const priced = await priceBooking(operators, this.deps.coupons, request, now);
    const minutes = Math.min(...priced.trips.map((p) => p.trip.company.holdMinutes || DEFAULT_HOLD_MINUTES));
    const expiresAt = new Date(now.getTime() + minutes * 60_000);
    const needs = new Map<string, Need>();
    for (const { trip, quote } of priced.trips) {
      for (const [code, quantity] of Object.entries(quote.units)) {
        const key = `${trip.sailingId}|${code}`;
        const before = needs.get(key);
        needs.set(key, { sailingId: trip.sailingId, code, quantity: (before?.quantity ?? 0) + quantity, capacity: operators.capacity(trip, code) });
      }
    }
    const info: TripInfo[] = priced.trips.map(({ trip }) => ({
      tripId: trip.tripId, sailingId: trip.sailingId, company: trip.company.code, companyName: trip.company.name,
      // Ports are named in the order's language, as its tickets, e-mail and trip list show them.
      vesselName: trip.vessel.name, from: trip.from.names[lang], to: trip.to.names[lang],
      departureDatetime: formatAthens(trip.departure), arrivalDatetime: formatAthens(trip.arrival), departureMs: trip.departure.getTime(),
      refund: { tiers: trip.company.refund.tiers, feeCents: trip.company.refund.feeCents },
      validation: bookingValidation(trip),
    }));
    await releaseExpiredHolds(db, now);
    const orderCode = newOrderCode();
    const pricing = { answer: priced.answer, info } satisfies StoredPricing;
    const places = partySize(request);
    // A guest order is opened by its order token alone; the browser that held it gets it once, here.
    const orderToken = await retryOnConflict(() => db.transaction(async (tx) => {
      await checkHoldCap(tx, holder, places, now);
      await takePlaces(tx, [...needs.values()], 'held');
      const [order] = await tx.insert(bookingOrders).values({
        orderCode, userId: caller?.userId ?? null, status: 'held', lang, request, pricing, holderKey: holder.key, heldPlaces: places,
        paymentAmount: priced.answer.total, holdExpiresAt: expiresAt, createdAt: now, updatedAt: now,
      }).returning({ id: bookingOrders.id });
      await tx.insert(bookingHolds).values([...needs.values()].filter((n) => n.quantity > 0).map((n) => ({
        orderId: (order as { id: number }).id, sailingId: n.sailingId, code: n.code, quantity: n.quantity, status: 'held' as const, expiresAt,
      })));
      return caller ? undefined : mintOrderToken(tx, (order as { id: number }).id, 'browser', orderTokenExpiry({ pricing }, now), now);
    }));
    return {
      order_code: orderCode, order_status: 'held', hold_expires_at: expiresAt.toISOString(), payment_amount: priced.answer.total, pricing: priced.answer,
      ...(orderToken ? { order_token: orderToken } : {}),
    };
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
        throw new ApiError(409, 'HOLD_NOT_EXTENDABLE', `This order is ${order.paid ? 'paid' : order.status}; its hold cannot be extended`, 'order_code');
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
    const wanted = new Date(now.getTime() + (Number.isFinite(minutes) ? minutes : DEFAULT_HOLD_MINUTES) * 60_000);
    const extended = await db.transaction(async (tx) => {
      // An extension keeps the places for the client who asks, within that client's cap (the order then counts
      // for that client).
      await checkHoldCap(tx, holder, row.heldPlaces, now, row.id);
      const [changed] = await tx.update(bookingOrders).set({
        holderKey: holder.key,
        holdExpiresAt: sql`greatest(${bookingOrders.holdExpiresAt}, ${wanted.toISOString()}::timestamptz)`,
        holdExtensions: sql`${bookingOrders.holdExtensions} + 1`, updatedAt: now,
      }).where(and(eq(bookingOrders.id, row.id), eq(bookingOrders.paid, false), sql`${bookingOrders.status} IN ('held', 'pending_payment')`,
        lt(bookingOrders.holdExtensions, HOLD_EXTENSIONS_MAX), gt(bookingOrders.holdExpiresAt, now))).returning();
      if (changed?.holdExpiresAt) {
        await tx.update(bookingHolds).set({ expiresAt: changed.holdExpiresAt })
          .where(and(eq(bookingHolds.orderId, row.id), eq(bookingHolds.status, 'held')));
      }
      return changed;
    });
    if (!extended?.holdExpiresAt) return refuse(await this.load(orderCode, access));
    return {
      order_code: extended.orderCode, hold_expires_at: extended.holdExpiresAt.toISOString(),
      extensions_left: Math.max(0, HOLD_EXTENSIONS_MAX - extended.holdExtensions),
    };
  }

  /** Records the travellers, contact and delivery of a held order; it then awaits payment. */
  async insert(sent: InsertBookingRequest, access: OrderAccess): Promise<InsertBookingAnswer> {
    const now = this.deps.clock();
    await releaseExpiredHolds(this.deps.db, now);
    const row = await this.load(sent.order_code, access);
    if (row.status === 'success') throw new ApiError(409, 'ALREADY_ISSUED', 'This order has already been issued');
    if (row.status === 'expired' || (row.holdExpiresAt && row.holdExpiresAt <= now && row.status === 'held')) {
      throw new ApiError(410, 'HOLD_EXPIRED', 'The hold on this booking has expired; search again');
    }
    if (row.status !== 'held' && row.status !== 'pending_payment') throw new ApiError(409, 'ORDER_CLOSED', `This order is ${row.status}`);
    const body = withTicketNames(sent);
    const info = (row.pricing as StoredPricing).info;
    checkDetails(info, row.request as PricingRequest, body);
    checkBerthSex(row.request as PricingRequest, body, (t, code) =>
      this.deps.operators.trip(info[t]?.tripId ?? '')?.vessel.accommodations.find((a) => a.code === code)?.sex);
    if (body.receiveTicketsMethod === 'courier' && (!body.shipping || body.shipping.country !== 'GR')) {
      throw new ApiError(422, 'SHIPPING_DETAILS', COURIER_MESSAGE, 'shipping');
    }
    if (body.paymentMethod === 'credit_limit' && !access.caller?.reseller) {
      throw new ApiError(403, 'NOT_RESELLER', 'Only resellers pay from a credit limit', 'paymentMethod');
    }
    const stored = row.pricing as StoredPricing;
    await couponStillApplies(this.deps.coupons, stored.answer, body.leader.email, now);
    const request = { ...(row.request as PricingRequest), receiveTicketsMethod: body.receiveTicketsMethod };
    const shippingCost = shippingCostCents(body.receiveTicketsMethod);
    const answer = { ...stored.answer, shippingCost, total: stored.answer.total - stored.answer.shippingCost + shippingCost };
    const [updated] = await this.deps.db.update(bookingOrders).set({
      status: 'pending_payment', details: body, paymentMethod: body.paymentMethod, request,
      pricing: { ...stored, answer }, paymentAmount: answer.total, updatedAt: now,
    }).where(and(eq(bookingOrders.id, row.id), sql`${bookingOrders.status} IN ('held', 'pending_payment')`)).returning();
    if (!updated) throw new ApiError(409, 'ORDER_CLOSED', 'The order changed meanwhile; reload it');
    return orderView(updated);
  }

  /** The issued reservation of a paid order; a 409 while payment is not confirmed. */
  async finalize(orderCode: string, access: OrderAccess): Promise<FinalizeBookingAnswer> {
    const row = await this.load(orderCode, access);
    if (row.status === 'success' && row.reservation) return row.reservation as FinalizeBookingAnswer;
    if (!row.paid) throw new ApiError(409, 'PAYMENT_NOT_CONFIRMED', 'The payment of this order is not confirmed');
    throw new ApiError(409, 'RESERVATION_PROBLEM', `The order is ${row.status}; the payment will be refunded`);
  }

  /**
   * Marks an order paid and issues it, once: a second confirmation of the same order changes nothing. When the
   * places are gone (the hold expired and others took them) or its coupon has been used up meanwhile, the order
   * fails and the payment is to be refunded. The coupon's use is counted in the same transaction.
   */
  async confirmPayment(orderCode: string, method: 'card' | 'credit_limit', ref: string, amount: number, ex?: Executor): Promise<{ issued: boolean; row: OrderRow }> {
    const now = this.deps.clock();
    const run = async (tx: Executor) => {
      const [row] = await tx.update(bookingOrders).set({ paid: true, paymentRef: ref, paymentMethod: method, updatedAt: now })
        .where(and(eq(bookingOrders.orderCode, orderCode), eq(bookingOrders.paid, false), eq(bookingOrders.paymentAmount, amount),
          sql`${bookingOrders.status} IN ('pending_payment', 'expired')`, sql`${bookingOrders.details} IS NOT NULL`))
        .returning();
      if (!row) return undefined;
      const coupon = (row.pricing as StoredPricing).answer.coupon;
      if (coupon) await takeCouponUse(tx, coupon);
      if ((await settleHolds(tx, row.id, 'sold')) === 0 || row.status === 'expired') await this.retake(tx, row.id);
      const reservation = issueReservation(row, now);
      const [issued] = await tx.update(bookingOrders).set({ status: 'success', reservation, issuedAt: now, holdExpiresAt: null, updatedAt: now })
        .where(eq(bookingOrders.id, row.id)).returning();
      return issued;
    };
    try {
      const issued = ex ? await run(ex) : await this.deps.db.transaction(run);
      if (issued) return { issued: true, row: issued };
    } catch (error) {
      if (!isUnissuable(error) || ex) throw error;
      await this.deps.db.update(bookingOrders).set({ status: 'failed', paid: true, paymentRef: ref, updatedAt: now })
        .where(and(eq(bookingOrders.orderCode, orderCode), eq(bookingOrders.paid, false)));
    }
    const [current] = await (ex ?? this.deps.db).select().from(bookingOrders).where(eq(bookingOrders.orderCode, orderCode)).limit(1);
    if (!current) throw new ApiError(404, 'ORDER_NOT_FOUND', `No order ${orderCode}`);
    return { issued: false, row: current };
  }

  /** Releases a booking that will not be paid. */
  async fail(orderCode: string, access: OrderAccess): Promise<{ order_code: string; order_status: 'failed' | 'expired' }> {
    const now = this.deps.clock();
    const row = await this.load(orderCode, access);
    if (row.status === 'failed' || row.status === 'expired') return { order_code: row.orderCode, order_status: row.status };
    if (row.status !== 'held' && row.status !== 'pending_payment') throw new ApiError(409, 'ALREADY_ISSUED', `This order is ${row.status}`);
    if (row.paid) throw new ApiError(409, 'ALREADY_PAID', 'This order is paid; refund it instead');
    await this.deps.db.transaction(async (tx) => {
      const [changed] = await tx.update(bookingOrders).set({ status: 'failed', holdExpiresAt: null, updatedAt: now })
        .where(and(eq(bookingOrders.id, row.id), eq(bookingOrders.paid, false), sql`${bookingOrders.status} IN ('held', 'pending_payment')`))
        .returning({ id: bookingOrders.id });
      if (changed) await settleHolds(tx, row.id, 'released');
    });
    return { order_code: row.orderCode, order_status: 'failed' };
  }

  async voucher(orderCode: string, access: OrderAccess) {
    const row = await this.load(orderCode, access);
    if (row.status !== 'success' || !row.reservation) throw new ApiError(409, 'NOT_ISSUED', 'This order has no tickets yet');
    const reservation = row.reservation as Reservation;
    return { order_code: row.orderCode, reservation, html: voucherHtml(reservation) };
  }

  /** Refunds an issued order by each company's policy (share by hours before departure, less a fee). */
  async refund(orderCode: string, access: OrderAccess): Promise<RefundAnswer> {
    const now = this.deps.clock();
    const row = await this.load(orderCode, access);
    if (row.status === 'refunded') throw new ApiError(409, 'ALREADY_REFUNDED', 'This order has already been refunded');
    if (row.status !== 'success') throw new ApiError(409, 'NOT_ISSUED', 'Only an issued order can be refunded');
    const stored = row.pricing as StoredPricing;
    const trips = stored.info.map((info, i) => refundOfTrip(info, stored.answer.trips[i]?.trip_total ?? 0, now));
    const refundAmount = trips.reduce((sum, t) => sum + t.refund, 0);
    await this.deps.db.transaction(async (tx) => {
      const [changed] = await tx.update(bookingOrders).set({ status: 'refunded', refundAmount, updatedAt: now })
        .where(and(eq(bookingOrders.id, row.id), eq(bookingOrders.status, 'success'))).returning({ id: bookingOrders.id });
      if (!changed) throw new ApiError(409, 'ALREADY_REFUNDED', 'This order has already been refunded');
      await settleHolds(tx, row.id, 'refunded', 'sold');
      if (row.paymentMethod === 'credit_limit' && row.userId && refundAmount > 0) {
        await tx.update(resellers).set({ creditUsed: sql`greatest(0, ${resellers.creditUsed} - ${refundAmount})` }).where(eq(resellers.userId, row.userId));
      }
    });
    return { order_code: row.orderCode, order_status: 'refunded', refund_amount: refundAmount, trips };
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

  private async retake(tx: Executor, orderId: number): Promise<void> {
    const holds = await tx.select().from(bookingHolds).where(and(eq(bookingHolds.orderId, orderId), eq(bookingHolds.status, 'expired')));
    if (holds.length === 0) return;
    const needs: Need[] = holds.map((h) => ({
      sailingId: h.sailingId, code: h.code, quantity: h.quantity, capacity: this.deps.operators.sailingCapacity(h.sailingId, h.code),
    }));
    if (needs.some((n) => n.capacity === 0)) throw noAvailability();
    await takePlaces(tx, needs, 'sold');
    await tx.update(bookingHolds).set({ status: 'sold' }).where(and(eq(bookingHolds.orderId, orderId), eq(bookingHolds.status, 'expired')));
  }
}
