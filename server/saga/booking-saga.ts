/**
 * The booking saga: the steps of a booking across the shop's database, the ferry operators (`FerryOperators`) and
 * the card processor (`PaymentProcessor`). Each step is a short database transaction with the outside calls between
 * transactions, never inside one; the order's state (server/saga/order-state.ts) records how far it got, and every
 * outside call is idempotent by the shop's reference (operator holds `${orderCode}-${trip}`) or key (refunds
 * `${attemptId}:refund`), so a step cut short by a failure or a crash is finished by `drive` (the reconciler calls it)
 * without doing anything twice.
 *
 * Steps: hold (holding → held, or failed with every reference released), the details (held → pending_payment; a
 * started payment is superseded: "a payment in flight freezes what it pays for"), a payment attempt, its verified
 * result (pending_payment → paid, or the money goes back), issue (paid → success with the operators' tickets, or
 * refunding when an operator refuses), refund (refunding → refunded through the processor or the reseller's credit),
 * failed-booking, expiry, and the traveller's cancellation of an issued order.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_HOLD_MINUTES, type InsertBookingRequest, type OptionalBookingAnswer, type PricingRequest,
  type RefundAnswer, type Reservation,
} from '../../src/contract/index';
import type { Locale } from '../../src/core/shared/locale';
import type { Db } from '../database/connect';
import { refunds as refundsTable } from '../database/schema/refunds';
import { bookingChanges } from '../database/schema/booking-changes';
import { bookingOrders, cardPayments, operatorHolds, payments, resellers, type OrderOutcome } from '../database/schema/booking';
import { ApiError, isApiError } from '../http/errors';
import { formatAthens } from '../operators/athens-time';
import {
  OperatorError, type FerryOperators, type OperatorConfirmation, type OperatorHold, type Trip,
} from '../ports/ferry-operators';
import {
  PaymentError, providerOf, type HostedPaymentForm, type PaymentProcessor, type VerifiedPaymentResult,
} from '../ports/payment-processor';
import { bookingValidation } from '../modules/booking/catalogue';
import { takeCouponUse, type CouponSource } from '../modules/booking/coupons';
import { checkHoldCap, partySize, type Holder } from '../modules/booking/hold-limits';
import type { Caller } from '../modules/booking/identity';
import { mintOrderToken, orderTokenExpiry } from '../modules/booking/order-access';
import { priceBooking } from '../modules/booking/pricing';
import { refundOfTrip } from '../modules/booking/refund-policy';
import {
  dropRefund, hasPendingRefunds, markOperatorDone, payRefunds, recordRefund, refundableOf, refundsOf, type RefundRow,
} from '../modules/booking/refund-ledger';
import { cancelledParts, markCancelled, remainingPaid, unitsOfPart } from '../modules/booking/manage';
import type { RefundCovers } from '../database/schema/refunds';
import { newOrderCode, randomCode, reservationOf, type StoredPricing, type TripInfo } from '../modules/booking/reservation';
import { crashPoint } from '../faults/crash-points';
import { companyIndex, partyOfReference } from '../modules/booking/leg-party';
import { refuseCancelDuringChange } from '../modules/booking/order-guards';
import { applyStoredResults, learnResult } from './payment-results';
import { paymentDescription } from './payment-description';
import { recordCreation, transition, type Actor, type OrderRow } from './order-state';
import type { Tx } from '../modules/booking/sql';
import { alreadyPaid, type BookingSteps, type PaymentLanding } from '../modules/booking/steps';

export type { Tx };
type PaymentRow = typeof payments.$inferSelect;
type HoldRow = typeof operatorHolds.$inferSelect;

/**
 * Attempts that may still take money: started, and declined or cancelled ones too (a decline is not final: the
 * traveller may try another card on the same page). A new attempt or new details supersede them.
 */
const OPEN_ATTEMPTS: ('started' | 'declined' | 'cancelled')[] = ['started', 'declined', 'cancelled'];
const isOpenAttempt = (status: PaymentRow['status']): boolean => (OPEN_ATTEMPTS as string[]).includes(status);

/** An order still `holding` this long after it was written lost its request (a crash): the reconciler fails it. */
export const HOLDING_GRACE_MS = 60_000;
/** A step that left work for after its request (issue, refund, apply) gives its request this long before the reconciler steps in. */
export const STEP_GRACE_MS = 30_000;
/**
 * An attempt still open this long after it started is asked about (and again as often while the hold lasts): a
 * traveller who paid and closed the tab before the result came back gets the tickets while the operator still holds
 * the places, rather than a refund at the hold's end.
 */
export const INQUIRE_AFTER_MS = 5 * 60_000;

/** The reconciler's wait before trying an order's failed outside call again: 15 s, doubling, at most 10 minutes. */
export const backoffMs = (attempts: number): number => Math.min(600_000, 15_000 * 2 ** Math.min(attempts, 6));

export interface SagaDeps {
  readonly db: Db;
  readonly operators: FerryOperators;
  readonly processor: PaymentProcessor;
  readonly coupons: CouponSource;
  readonly clock: () => Date;
  readonly publicUrl: string;
  readonly log: { warn(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
  /**
   * Called in the transaction that ends an order `refunded` (the refund e-mail of server/modules/emails is queued
   * there, so it goes out exactly when the refund is recorded).
   */
  readonly onRefunded?: (tx: Tx, order: OrderRow) => Promise<void>;
  /**
   * Called by `drive` for every issued order (the reservation e-mail is queued there: idempotent per order, so an
   * order issued by the callback, by the reconciler for a traveller who closed the tab, or found issued after a crash
   * at `issue:recorded`, is told once).
   */
  readonly onIssued?: (order: OrderRow) => Promise<void>;
  /**
   * Called in the transaction that records the tickets of a part cancellation cancelled by their company (the e-mail
   * naming what was cancelled and what goes back is queued there). `refund` is the ledger row, its amount final.
   */
  readonly onPartCancelled?: (tx: Tx, order: OrderRow, refund: RefundRow) => Promise<void>;
}

const noAvailability = () => new ApiError(409, 'NO_AVAILABILITY', 'There is no availability on the specific date, please choose another one.');
const operatorUnavailable = () =>
  new ApiError(503, 'OPERATOR_UNAVAILABLE', 'The ferry company does not answer at the moment; please try again in a minute.');
const paymentUnavailable = () =>
  new ApiError(503, 'PAYMENT_UNAVAILABLE', 'The payment service does not answer at the moment; please try again in a minute.');

const isOperatorError = (error: unknown, kind?: OperatorError['kind']): error is OperatorError =>
  error instanceof OperatorError && (kind === undefined || error.kind === kind);
const isPaymentError = (error: unknown, kind?: PaymentError['kind']): error is PaymentError =>
  error instanceof PaymentError && (kind === undefined || error.kind === kind);

/** The facts of each trip kept with the order, in the order's language. */
export function tripInfos(priced: { trips: readonly { trip: Trip }[] }, lang: Locale): TripInfo[] {
  return priced.trips.map(({ trip }) => ({
    tripId: trip.tripId, sailingId: trip.sailingId, company: trip.company.code, companyName: trip.company.name,
    vesselName: trip.vessel.name, from: trip.from.names[lang], to: trip.to.names[lang],
    departureDatetime: formatAthens(trip.departure), arrivalDatetime: formatAthens(trip.arrival), departureMs: trip.departure.getTime(),
    refund: { tiers: trip.company.refund.tiers, feeCents: trip.company.refund.feeCents, partial: trip.company.refund.partial },
    validation: bookingValidation(trip),
    names: Object.fromEntries([
      ...trip.company.passengerTypes, ...trip.vessel.accommodations, ...trip.company.vehicleTypes, ...trip.company.pets,
    ].map((item) => [item.code, item.names[lang]])),
  }));
}

export class BookingSaga implements BookingSteps {
  constructor(private readonly deps: SagaDeps) {}

  private now(): Date {
    return this.deps.clock();
  }

  private async order(orderId: number): Promise<OrderRow> {
    const [row] = await this.deps.db.select().from(bookingOrders).where(eq(bookingOrders.id, orderId)).limit(1);
    if (!row) throw new Error(`order ${orderId} vanished`);
    return row;
  }

  private holdsOf(orderId: number): Promise<HoldRow[]> {
    return this.deps.db.select().from(operatorHolds).where(eq(operatorHolds.orderId, orderId)).orderBy(asc(operatorHolds.tripIndex));
  }

  private paymentsOf(orderId: number): Promise<PaymentRow[]> {
    return this.deps.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id));
  }

  // ───────────────────────────── hold ─────────────────────────────

  /**
   * Holds the places of a booking at the operators: the order is written `holding` with one `requested` reference
   * per trip (so a crash leaves references the reconciler releases), then each operator is asked, then the order is
   * `held` until the earliest operator hold ends. Any refusal or silence releases every reference asked (an
   * unanswered hold may exist) and fails the order: 409 NO_AVAILABILITY, or 503 OPERATOR_UNAVAILABLE.
   */
  async hold(request: PricingRequest, caller: Caller | null, lang: Locale, holder: Holder): Promise<OptionalBookingAnswer> {
    const { db, operators } = this.deps;
    const now = this.now();
    const priced = await priceBooking(operators, this.deps.coupons, request, now);
    const minutes = Math.min(...priced.trips.map((p) => p.trip.company.holdMinutes || DEFAULT_HOLD_MINUTES));
    const provisional = new Date(now.getTime() + minutes * 60_000);
    const info = tripInfos(priced, lang);
    const orderCode = newOrderCode();
    const pricing = { answer: priced.answer, info } satisfies StoredPricing;
    const places = partySize(request);
    const reference = (trip: number) => `${orderCode}-${trip}`;
    const { orderId, orderToken } = await db.transaction(async (tx) => {
      await checkHoldCap(tx, holder, places, now);
      const [order] = await tx.insert(bookingOrders).values({
        orderCode, userId: caller?.userId ?? null, status: 'holding', lang, request, pricing, holderKey: holder.key, heldPlaces: places,
        paymentAmount: priced.answer.total, holdExpiresAt: provisional, nextCheckAt: new Date(now.getTime() + HOLDING_GRACE_MS),
        createdAt: now, updatedAt: now,
      }).returning({ id: bookingOrders.id });
      const id = (order as { id: number }).id;
      await recordCreation(tx, id, 'holding', 'hold requested', { actor: 'request', at: now, details: { references: priced.trips.map((_t, i) => reference(i)) } });
      await tx.insert(operatorHolds).values(priced.trips.map((_t, i) => ({ orderId: id, tripIndex: i, reference: reference(i), status: 'requested' as const, updatedAt: now })));
      const token = caller ? undefined : await mintOrderToken(tx, id, 'browser', orderTokenExpiry({ pricing }, now), now);
      return { orderId: id, orderToken: token };
    });
    crashPoint('hold:order-recorded');
    const answers = await Promise.allSettled(priced.trips.map((p, i) =>
      operators.hold({ reference: reference(i), trip: p.trip, units: p.quote.units, minutes })));
    crashPoint('hold:operator-held');
    const held = answers.every((a): a is PromiseFulfilledResult<OperatorHold> => a.status === 'fulfilled');
    if (held) {
      const holds = answers.map((a) => (a as PromiseFulfilledResult<OperatorHold>).value);
      const expiresAt = new Date(Math.min(provisional.getTime(), ...holds.map((h) => h.expiresAt.getTime())));
      const moved = await db.transaction(async (tx) => {
        for (const [i, h] of holds.entries()) {
          await tx.update(operatorHolds).set({ status: 'held', expiresAt: h.expiresAt, updatedAt: now })
            .where(and(eq(operatorHolds.orderId, orderId), eq(operatorHolds.tripIndex, i), eq(operatorHolds.status, 'requested')));
        }
        return transition(tx, orderId, ['holding'], 'held', 'operator holds taken', {
          actor: 'request', at: now, set: { holdExpiresAt: expiresAt, nextCheckAt: expiresAt },
          details: { holds: holds.map((h) => ({ reference: h.reference, expiresAt: h.expiresAt.toISOString() })) },
        });
      });
      if (moved.changed) {
        return {
          order_code: orderCode, order_status: 'held', hold_expires_at: expiresAt.toISOString(), payment_amount: priced.answer.total,
          pricing: priced.answer, ...(orderToken ? { order_token: orderToken } : {}),
        };
      }
      // The reconciler gave the order up meanwhile (the operators took longer than HOLDING_GRACE_MS).
    }
    const refused = answers.some((a) => a.status === 'rejected' && isOperatorError(a.reason) && a.reason.kind !== 'Unavailable');
    for (const a of answers) {
      if (a.status === 'rejected' && !isOperatorError(a.reason)) this.deps.log.error({ err: a.reason }, 'operator hold failed');
    }
    // Every reference asked for is released (one the operator could not be told to release is left to the
    // reconciler); the failed order stays as the shop's record of the references it gave the operator.
    await this.releaseHolds(orderId);
    await db.transaction((tx) => transition(tx, orderId, ['holding'], 'failed', refused ? 'operator has no availability' : 'operator unavailable', {
      actor: 'request', at: this.now(), set: { holdExpiresAt: null },
    }));
    await this.schedule(orderId, false);
    throw refused ? noAvailability() : operatorUnavailable();
  }

  /** Releases every live reference of an order at its operator; true when none is left held. */
  private async releaseHolds(orderId: number): Promise<boolean> {
    const live = (await this.holdsOf(orderId)).filter((h) => h.status === 'requested' || h.status === 'held');
    const released = await Promise.allSettled(live.map((h) => this.deps.operators.release(h.reference)));
    const done = live.filter((_h, i) => released[i]?.status === 'fulfilled').map((h) => h.reference);
    if (done.length > 0) {
      await this.deps.db.update(operatorHolds).set({ status: 'released', updatedAt: this.now() })
        .where(and(eq(operatorHolds.orderId, orderId), inArray(operatorHolds.reference, done), inArray(operatorHolds.status, ['requested', 'held'])));
    }
    return done.length === live.length;
  }

  /**
   * Moves the end of an order's holds at its operators to `minutes` from now; answers the new end (the earliest
   * operator's). 410 HOLD_EXPIRED when an operator no longer has the hold, 503 when one does not answer.
   */
  async extendHolds(orderId: number, minutes: number): Promise<Date> {
    const live = (await this.holdsOf(orderId)).filter((h) => h.status === 'held');
    if (live.length === 0) throw new ApiError(410, 'HOLD_EXPIRED', 'The hold on this booking has expired; search again', 'order_code');
    const answers = await Promise.allSettled(live.map((h) => this.deps.operators.extend(h.reference, minutes)));
    const now = this.now();
    for (const [i, a] of answers.entries()) {
      if (a.status === 'fulfilled') {
        await this.deps.db.update(operatorHolds).set({ expiresAt: a.value.expiresAt, updatedAt: now })
          .where(eq(operatorHolds.reference, (live[i] as HoldRow).reference));
      }
    }
    const failure = answers.find((a) => a.status === 'rejected');
    if (failure) {
      if (isOperatorError(failure.reason, 'Unavailable') || !isOperatorError(failure.reason)) throw operatorUnavailable();
      throw new ApiError(410, 'HOLD_EXPIRED', 'The hold on this booking has expired; search again', 'order_code');
    }
    return new Date(Math.min(...answers.map((a) => (a as PromiseFulfilledResult<OperatorHold>).value.expiresAt.getTime())));
  }

  // ───────────────────────────── details and payment ─────────────────────────────

  /**
   * Records the details (held → pending_payment, or new details of a pending order) in `tx`; a payment attempt in
   * flight is superseded: it paid for the order as it was, so the traveller pays again (the old attempt is voided
   * after the transaction; a capture of it is paid back).
   */
  async recordDetails(tx: Tx, row: OrderRow, set: Partial<typeof bookingOrders.$inferInsert>): Promise<OrderRow | undefined> {
    const now = this.now();
    const superseded = await tx.update(payments).set({ status: 'superseded', updatedAt: now })
      .where(and(eq(payments.orderId, row.id), inArray(payments.status, OPEN_ATTEMPTS))).returning({ attemptId: payments.attemptId });
    const moved = await transition(tx, row.id, ['held'], 'pending_payment', 'details recorded', { actor: 'request', at: now, set });
    if (moved.changed) return moved.row;
    const [updated] = await tx.update(bookingOrders).set({ ...set, updatedAt: now })
      .where(and(eq(bookingOrders.id, row.id), eq(bookingOrders.status, 'pending_payment'))).returning();
    if (updated && superseded.length > 0) {
      await tx.update(bookingOrders).set({ nextCheckAt: sql`least(${bookingOrders.nextCheckAt}, ${new Date(now.getTime() + STEP_GRACE_MS).toISOString()}::timestamptz)` })
        .where(eq(bookingOrders.id, row.id));
    }
    return updated;
  }

  /** Voids, best effort, the attempts of an order that must not take money any more; the reconciler repeats what failed. */
  async voidAbandoned(orderId: number): Promise<void> {
    const row = await this.order(orderId);
    const open = row.status === 'pending_payment';
    const due = (await this.paymentsOf(orderId)).filter((p) => !p.voided && p.provider !== 'credit_limit'
      && (p.status === 'superseded' || (isOpenAttempt(p.status) && !open)));
    for (const p of due) {
      try {
        await this.deps.processor.void(p.attemptId);
        await this.deps.db.update(payments).set({ voided: true, updatedAt: this.now() }).where(eq(payments.id, p.id));
      } catch (error) {
        if (isPaymentError(error, 'Refused')) {
          // Nothing to void any more: the money may be captured already. The processor is asked what became of the
          // attempt, and a capture is applied now (and paid back) rather than waiting for a callback that may be lost.
          if (await this.learnResult(p.attemptId, 'reconciler')) {
            await this.deps.db.update(payments).set({ voided: true, updatedAt: this.now() }).where(eq(payments.id, p.id));
          }
        } else {
          this.deps.log.warn({ err: error, attemptId: p.attemptId }, 'voiding a payment attempt failed; the reconciler will retry');
        }
      }
    }
  }

  /**
   * Asks the processor about the open attempts of a pending order (started or declined, not voided) before a new
   * attempt or new details supersede them (`startPayment`, `recordDetails`): a traveller who paid on the hosted page
   * and whose result was lost (the redirect back and the callback never came) would otherwise pay twice. A capture
   * it reports is applied as its callback would be (`applyResult`, under the order's row lock, once) and the order
   * driven on (issued) as after a callback. Each inquiry is outside any transaction, at most PAYMENT_TIMEOUT_MS; one
   * that gets no answer leaves its attempt to be superseded as before (SECURITY.md, "Paying twice"). Answers the
   * order as it now stands: `paid` or `success` when the traveller has paid.
   */
  async settleOpenAttempts(row: OrderRow): Promise<OrderRow> {
    if (row.status !== 'pending_payment') return row;
    const open = (await this.paymentsOf(row.id)).filter((p) => isOpenAttempt(p.status) && !p.voided && p.provider !== 'credit_limit');
    if (open.length === 0) return row;
    for (const p of open) await this.learnResult(p.attemptId, 'request');
    const current = await this.order(row.id);
    return current.status === 'pending_payment' ? current : this.drive(row.id, 'request');
  }

  /**
   * Starts a card payment of a pending order: a new attempt for the order's amount (older open ones are superseded,
   * once the processor has been asked about them: `settleOpenAttempts`; 409 ALREADY_PAID when one was paid), then
   * the processor's hosted form.
   */
  async startPayment(row: OrderRow, lang: Locale): Promise<HostedPaymentForm> {
    const { db, processor, publicUrl } = this.deps;
    const settled = await this.settleOpenAttempts(row);
    if (settled.status === 'paid' || settled.status === 'success') throw alreadyPaid();
    const now = this.now();
    const attemptId = `${row.orderCode}-${randomCode(6)}`;
    const recorded = await db.transaction(async (tx) => {
      const [order] = await tx.select().from(bookingOrders).where(eq(bookingOrders.id, row.id)).for('update');
      if (!order || order.status !== 'pending_payment' || order.paymentAmount !== row.paymentAmount) return false;
      await tx.update(payments).set({ status: 'superseded', updatedAt: now })
        .where(and(eq(payments.orderId, row.id), inArray(payments.status, OPEN_ATTEMPTS)));
      await tx.insert(payments).values({
        orderId: row.id, attemptId, provider: providerOf(processor), amount: row.paymentAmount,
        status: 'started', createdAt: now, updatedAt: now,
      });
      // Asked about INQUIRE_AFTER_MS from now if no result has come back by then.
      const ask = new Date(now.getTime() + INQUIRE_AFTER_MS).toISOString();
      await tx.update(bookingOrders).set({ nextCheckAt: sql`least(coalesce(${bookingOrders.nextCheckAt}, ${ask}::timestamptz), ${ask}::timestamptz)` })
        .where(eq(bookingOrders.id, row.id));
      return true;
    });
    if (!recorded) throw new ApiError(409, 'NOT_AWAITING_PAYMENT', 'The order changed meanwhile; reload it');
    crashPoint('pay:attempt-recorded');
    await this.voidAbandoned(row.id);
    const details = row.details as InsertBookingRequest;
    const stored = row.pricing as StoredPricing;
    try {
      return await processor.start({
        attemptId, amount: row.paymentAmount, currency: 'EUR', lang,
        description: paymentDescription(lang, row.orderCode, stored.info),
        payer: {
          email: details.leader.email, phone: `${details.leader.phonePrefix}${details.leader.mobile}`.replace(/\s/g, ''),
          country: details.shipping?.country ?? details.leader.country, state: details.shipping?.prefecture ?? details.leader.city ?? '-',
          zip: details.shipping?.zipCode ?? details.leader.zipcode ?? '-', city: details.shipping?.city ?? details.leader.city ?? '-',
          address: details.shipping?.address ?? details.leader.address ?? '-',
        },
        confirmUrl: `${publicUrl}/payments/cardlink/confirm`, cancelUrl: `${publicUrl}/payments/cardlink/cancel`,
      });
    } catch (error) {
      if (isPaymentError(error)) throw paymentUnavailable();
      throw error;
    }
  }

  /**
   * Keeps a verified payment result (the raw log, `card_payments`) before anything is done with it, and asks the
   * reconciler to look at the order soon (so a crash right after leaves it to be applied). Undefined when the result
   * names no attempt of ours (then nothing is stored).
   */
  async storeResult(result: VerifiedPaymentResult, kind: 'confirm' | 'cancel'): Promise<{ callbackId: number; orderId: number } | undefined> {
    const { db } = this.deps;
    const now = this.now();
    // A change's attempt adopted by the refund ledger (refund-ledger.ts) stays the change saga's: its results go there.
    const [attempt] = await db.select({ orderId: payments.orderId, orderCode: bookingOrders.orderCode }).from(payments)
      .innerJoin(bookingOrders, eq(bookingOrders.id, payments.orderId))
      .where(and(eq(payments.attemptId, result.attemptId), sql`NOT EXISTS (SELECT 1 FROM ${bookingChanges} WHERE ${bookingChanges.attemptId} = ${payments.attemptId})`)).limit(1);
    if (!attempt) return undefined;
    const soon = new Date(now.getTime() + STEP_GRACE_MS).toISOString();
    const callbackId = await db.transaction(async (tx) => {
      const [record] = await tx.insert(cardPayments).values({
        orderCode: attempt.orderCode, kind, status: (result.raw.status ?? result.outcome).slice(0, 20) || '-', txId: result.transactionId.slice(0, 100) || null,
        amount: result.amount, verified: true, payload: result.raw, attemptId: result.attemptId, outcome: result.outcome, createdAt: now,
      }).returning({ id: cardPayments.id });
      await tx.update(bookingOrders).set({ nextCheckAt: sql`least(coalesce(${bookingOrders.nextCheckAt}, ${soon}::timestamptz), ${soon}::timestamptz)` })
        .where(eq(bookingOrders.id, attempt.orderId));
      return (record as { id: number }).id;
    });
    crashPoint('callback:stored');
    return { callbackId, orderId: attempt.orderId };
  }

  /**
   * Applies a verified result to its attempt and order, once (a replay finds the attempt settled and changes
   * nothing): a capture of the order's current attempt for the order's amount makes it `paid` (its coupon's use is
   * taken in the same transaction; a coupon used up meanwhile sends the money back); a capture of anything else (a
   * superseded attempt, an order that closed or is paid already) is paid back. Declines and cancels close a started
   * attempt. Answers whether money was captured.
   */
  async applyResult(result: Pick<VerifiedPaymentResult, 'attemptId' | 'outcome' | 'amount' | 'transactionId'>, actor: Actor, callbackId?: number): Promise<boolean> {
    const { db } = this.deps;
    const now = this.now();
    const soon = new Date(now.getTime() + STEP_GRACE_MS);
    const [found] = await db.select({ orderId: payments.orderId }).from(payments).where(eq(payments.attemptId, result.attemptId)).limit(1);
    if (!found) return false;
    const captured = await db.transaction(async (tx) => {
      const [order] = await tx.select().from(bookingOrders).where(eq(bookingOrders.id, found.orderId)).for('update');
      const [attempt] = await tx.select().from(payments).where(eq(payments.attemptId, result.attemptId)).for('update');
      if (!order || !attempt) return false;
      let applied = false;
      if (result.outcome === 'captured' && attempt.status !== 'captured') {
        applied = true;
        const current = attempt.status !== 'superseded';
        await tx.update(payments).set({ status: 'captured', captured: result.amount, txId: result.transactionId || null, updatedAt: now })
          .where(eq(payments.id, attempt.id));
        const fits = current && order.status === 'pending_payment' && result.amount === attempt.amount && attempt.amount === order.paymentAmount;
        const giveBack = async (reason: OrderOutcome) => {
          await tx.update(payments).set({ refundDue: result.amount, refundStatus: 'pending', refundReason: reason }).where(eq(payments.id, attempt.id));
        };
        if (fits) {
          const coupon = (order.pricing as StoredPricing).answer.coupon;
          let couponGone = false;
          if (coupon) {
            try {
              await takeCouponUse(tx, coupon);
            } catch (error) {
              if (!isApiError(error) || error.code !== 'INVALID_COUPON') throw error;
              couponGone = true;
            }
          }
          if (couponGone) {
            await giveBack('coupon_used');
            await transition(tx, order.id, ['pending_payment'], 'refunding', 'coupon used up before the payment', {
              actor, at: now, details: { attemptId: attempt.attemptId, amount: result.amount, coupon },
              set: { paid: true, paymentRef: result.transactionId || null, outcome: 'coupon_used', refundAmount: result.amount, nextCheckAt: soon },
            });
          } else {
            await transition(tx, order.id, ['pending_payment'], 'paid', 'payment captured', {
              actor, at: now, details: { attemptId: attempt.attemptId, amount: result.amount, transactionId: result.transactionId },
              set: { paid: true, paymentRef: result.transactionId || null, paymentMethod: 'card', nextCheckAt: soon },
            });
          }
        } else {
          const reason: OrderOutcome = current && result.amount === attempt.amount ? 'payment_after_close' : 'payment_superseded';
          await giveBack(reason);
          const closed = await transition(tx, order.id, ['failed', 'expired'], 'refunding', 'payment captured after the order closed', {
            actor, at: now, details: { attemptId: attempt.attemptId, amount: result.amount },
            set: { paid: true, outcome: 'payment_after_close', refundAmount: (order.refundAmount ?? 0) + result.amount, nextCheckAt: soon },
          });
          if (!closed.changed) await tx.update(bookingOrders).set({ nextCheckAt: soon }).where(eq(bookingOrders.id, order.id));
        }
      } else if (result.outcome !== 'captured' && attempt.status === 'started') {
        applied = true;
        await tx.update(payments).set({ status: result.outcome, updatedAt: now }).where(eq(payments.id, attempt.id));
      }
      // A kept result is done with once read here, whether it changed anything or not (the same decline learnt again,
      // a replayed capture): left unapplied, every drive would apply it again for nothing.
      if (callbackId !== undefined) await tx.update(cardPayments).set({ applied: true }).where(eq(cardPayments.id, callbackId));
      return applied && result.outcome === 'captured';
    });
    if (captured) crashPoint('callback:captured');
    return captured;
  }

  /** Applies the stored results of an order that were not applied yet (a crash between storing and applying). */
  private async applyStored(row: OrderRow): Promise<void> {
    await applyStoredResults(this.deps.db, row.orderCode, this);
  }

  /** Where a traveller lands after a payment result of `attemptId`. */
  async landing(orderId: number, attemptId: string): Promise<PaymentLanding> {
    const row = await this.order(orderId);
    if (row.status === 'success') return { issued: true };
    const [attempt] = await this.deps.db.select().from(payments).where(eq(payments.attemptId, attemptId)).limit(1);
    if (attempt?.status === 'declined' || attempt?.status === 'cancelled') return { issued: false, payment: attempt.status };
    if (attempt?.refundStatus || row.status === 'refunding' || row.status === 'refunded') return { issued: false, payment: 'refunded' };
    if (attempt?.status === 'captured') return { issued: false, payment: 'pending' };
    return { issued: false, payment: 'cancelled' };
  }

  // ───────────────────────────── reseller credit ─────────────────────────────

  /**
   * Pays a pending order from its reseller's credit: the credit is charged, a `credit_limit` payment recorded and the
   * order made `paid` in one transaction (a coupon used up meanwhile rolls it all back: no money moved); then the
   * order is issued like a card payment. Refunds go back to the credit.
   */
  async payFromCredit(row: OrderRow, userId: string, amount: number): Promise<'paid' | 'already' | 'coupon_used'> {
    const { db } = this.deps;
    const now = this.now();
    class CouponGone extends Error {}
    try {
      return await db.transaction(async (tx) => {
        const [order] = await tx.select().from(bookingOrders).where(eq(bookingOrders.id, row.id)).for('update');
        if (!order || order.status !== 'pending_payment' || order.paid) return 'already' as const;
        const charged = await tx.update(resellers).set({ creditUsed: sql`${resellers.creditUsed} + ${amount}` })
          .where(and(eq(resellers.userId, userId), sql`${resellers.creditUsed} + ${amount} <= ${resellers.creditLimit}`))
          .returning({ userId: resellers.userId });
        if (charged.length === 0) throw new ApiError(409, 'CREDIT_LIMIT_EXCEEDED', 'This payment would exceed the credit limit');
        const coupon = (order.pricing as StoredPricing).answer.coupon;
        if (coupon) {
          try {
            await takeCouponUse(tx, coupon);
          } catch (error) {
            if (isApiError(error) && error.code === 'INVALID_COUPON') throw new CouponGone();
            throw error;
          }
        }
        await tx.insert(payments).values({
          orderId: order.id, attemptId: `${order.orderCode}-C${randomCode(5)}`, provider: 'credit_limit', amount, status: 'captured',
          captured: amount, txId: `credit:${userId}`, createdAt: now, updatedAt: now,
        });
        await transition(tx, order.id, ['pending_payment'], 'paid', 'paid from the reseller credit', {
          actor: 'request', at: now, details: { amount, userId },
          set: { paid: true, paymentRef: `credit:${userId}`, paymentMethod: 'credit_limit', nextCheckAt: new Date(now.getTime() + STEP_GRACE_MS) },
        });
        return 'paid' as const;
      });
    } catch (error) {
      if (error instanceof CouponGone) return 'coupon_used';
      throw error;
    }
  }

  // ───────────────────────────── issue and refund ─────────────────────────────

  /**
   * Issues a paid order: each trip's hold is confirmed at its operator (the same reference answers the same tickets
   * when repeated), the tickets recorded, and the order is `success` with a reservation built from them. A refusal
   * (the hold is gone) sends the money back. Silence before the hold's end leaves the order `paid` for the
   * reconciler; silence past it is settled by asking the operator to release the hold: released means it was never
   * confirmed (the money goes back), refused means it was (the confirm is asked again for its tickets). Answers
   * whether the order made progress.
   */
  private async issue(row: OrderRow, actor: Actor): Promise<boolean> {
    const { db, operators } = this.deps;
    const holds = await this.holdsOf(row.id);
    const request = row.request as PricingRequest;
    const details = row.details as InsertBookingRequest;
    const confirmations: OperatorConfirmation[] = [];
    for (const h of holds) {
      if (h.status === 'confirmed' && h.confirmation) {
        confirmations.push(h.confirmation as OperatorConfirmation);
        continue;
      }
      if (h.status !== 'requested' && h.status !== 'held') return this.refuseIssue(row, actor, 'operator hold given back', h.reference);
      const item = request.trips[h.tripIndex] as PricingRequest['trips'][number];
      const vehicles = (item.vehicles?.length ?? 0) + (item.trailers?.length ?? 0);
      const confirm = () => operators.confirm({
        reference: h.reference,
        passengers: item.passengers.map((_p, i) => {
          const assistance = details.passengers[i]?.assistance;
          return { name: details.passengers[i]?.name ?? '', surname: details.passengers[i]?.surname ?? '', ...(assistance ? { assistance } : {}) };
        }),
        vehicles: Array.from({ length: vehicles }, (_v, i) => ({ plate: details.vehicles?.[i]?.plate ?? '' })),
      });
      let confirmed: OperatorConfirmation;
      try {
        confirmed = await confirm();
      } catch (error) {
        if (!isOperatorError(error)) throw error;
        if (error.kind !== 'Unavailable') return this.refuseIssue(row, actor, 'operator refused to confirm', h.reference);
        const expired = h.expiresAt !== null && h.expiresAt.getTime() <= this.now().getTime();
        if (!expired) return false;
        const settled = await this.settleUnknownConfirm(h.reference, confirm);
        if (settled === 'unknown') return false;
        if (settled === 'released') {
          await db.update(operatorHolds).set({ status: 'released', updatedAt: this.now() }).where(eq(operatorHolds.reference, h.reference));
          return this.refuseIssue(row, actor, 'operator unreachable past the hold', h.reference);
        }
        if (settled === 'refused') return this.refuseIssue(row, actor, 'operator refused to confirm', h.reference);
        confirmed = settled;
      }
      crashPoint('issue:operator-confirmed');
      await db.update(operatorHolds).set({ status: 'confirmed', confirmation: confirmed, updatedAt: this.now() })
        .where(eq(operatorHolds.reference, h.reference));
      confirmations.push(confirmed);
    }
    const now = this.now();
    await db.transaction((tx) => transition(tx, row.id, ['paid'], 'success', 'tickets confirmed by the operators', {
      actor, at: now, details: { references: holds.map((h) => h.reference) },
      set: { reservation: reservationOf(row, confirmations, now), issuedAt: now, holdExpiresAt: null },
    }));
    crashPoint('issue:recorded');
    return true;
  }

  /**
   * A confirm whose answer never came, past the hold's end: what became of it? A release that succeeds says it was
   * never confirmed; one refused says it was (or is gone): the confirm, asked again, answers the tickets or no.
   */
  private async settleUnknownConfirm(reference: string, confirm: () => Promise<OperatorConfirmation>): Promise<OperatorConfirmation | 'released' | 'refused' | 'unknown'> {
    try {
      await this.deps.operators.release(reference);
      return 'released';
    } catch (error) {
      if (!isOperatorError(error, 'Refused')) return 'unknown';
    }
    try {
      return await confirm();
    } catch (error) {
      if (isOperatorError(error, 'Refused')) return 'refused';
      if (isOperatorError(error)) return 'unknown';
      throw error;
    }
  }

  /**
   * The operators will not issue a paid order: the trips confirmed are cancelled, the rest released, then the money
   * goes back. Until every trip is given back the order stays `paid` (the reconciler repeats this), so the shop never
   * pays back money for tickets that stay live. Answers whether the order moved.
   */
  private async refuseIssue(row: OrderRow, actor: Actor, cause: string, reference: string): Promise<boolean> {
    const { db, operators } = this.deps;
    const stored = row.pricing as StoredPricing;
    let givenBack = true;
    for (const h of await this.holdsOf(row.id)) {
      const paid = stored.answer.trips[h.tripIndex]?.trip_total ?? 0;
      const cancel = async () => {
        const cancelled = await operators.cancel(h.reference, paid);
        await db.update(operatorHolds).set({ status: 'cancelled', refundCents: cancelled.refundCents, updatedAt: this.now() }).where(eq(operatorHolds.reference, h.reference));
      };
      try {
        if (h.status === 'confirmed') {
          await cancel();
        } else if (h.status === 'requested' || h.status === 'held') {
          try {
            await operators.release(h.reference);
            await db.update(operatorHolds).set({ status: 'released', updatedAt: this.now() }).where(eq(operatorHolds.reference, h.reference));
          } catch (error) {
            // A hold the operator will not release was confirmed after all (a confirm whose answer was lost): its
            // tickets are cancelled, so the company does not keep seats nobody paid for.
            if (!isOperatorError(error, 'Refused')) throw error;
            await cancel();
          }
        }
      } catch (error) {
        givenBack = false;
        this.deps.log.warn({ err: error, reference: h.reference }, 'giving an operator hold back failed; the reconciler will retry');
      }
    }
    if (!givenBack) return false;
    const now = this.now();
    await db.transaction(async (tx) => {
      const due = await tx.update(payments).set({ refundDue: payments.captured, refundStatus: 'pending', refundReason: 'operator_refused', updatedAt: now })
        .where(and(eq(payments.orderId, row.id), eq(payments.status, 'captured'), sql`${payments.refundStatus} IS NULL`))
        .returning({ captured: payments.captured });
      await transition(tx, row.id, ['paid'], 'refunding', cause, {
        actor, at: now, details: { reference },
        set: { outcome: 'operator_refused', refundAmount: (row.refundAmount ?? 0) + due.reduce((s, p) => s + p.captured, 0), holdExpiresAt: null },
      });
    });
    return true;
  }

  /**
   * Pays the refund ledger's pending rows of an order now (a module that recorded one with `recordRefund` calls
   * this after its transaction; the reconciler would otherwise pay it within the grace). Answers whether none is left.
   */
  async payRefunds(orderId: number): Promise<boolean> {
    const done = await this.refundDue(orderId, 'request');
    await this.schedule(orderId, done);
    return done;
  }

  /**
   * Pays back what is due on an order's attempts (recorded before the processor is asked: `refund_status` pending),
   * through the processor (idempotent by the attempt's refund key) or to the reseller's credit; a `refunding` order
   * whose refunds are all done is `refunded`. Answers whether every refund is done.
   */
  private async refundDue(orderId: number, actor: Actor): Promise<boolean> {
    const { db, processor } = this.deps;
    let allDone = true;
    for (const p of (await this.paymentsOf(orderId)).filter((x) => x.refundStatus === 'pending')) {
      crashPoint('refund:recorded');
      if (p.provider === 'credit_limit') {
        await db.transaction(async (tx) => {
          const [order] = await tx.select({ userId: bookingOrders.userId }).from(bookingOrders).where(eq(bookingOrders.id, orderId));
          const [done] = await tx.update(payments).set({ refunded: p.refundDue, refundStatus: 'done', refundId: `credit:${p.attemptId}`, updatedAt: this.now() })
            .where(and(eq(payments.id, p.id), eq(payments.refundStatus, 'pending'))).returning({ id: payments.id });
          if (done && order?.userId && p.refundDue > 0) {
            await tx.update(resellers).set({ creditUsed: sql`greatest(0, ${resellers.creditUsed} - ${p.refundDue})` }).where(eq(resellers.userId, order.userId));
          }
        });
        continue;
      }
      try {
        const refund = p.refundDue > 0 ? await processor.refund(p.attemptId, p.refundDue, `${p.attemptId}:refund`) : undefined;
        crashPoint('refund:processor-refunded');
        await db.update(payments).set({ refunded: refund?.amount ?? 0, refundId: refund?.refundId ?? null, refundStatus: 'done', updatedAt: this.now() })
          .where(and(eq(payments.id, p.id), eq(payments.refundStatus, 'pending')));
      } catch (error) {
        if (!isPaymentError(error)) throw error;
        allDone = false;
        const log = error.kind === 'Refused' ? this.deps.log.error.bind(this.deps.log) : this.deps.log.warn.bind(this.deps.log);
        log({ err: error, attemptId: p.attemptId }, `refund of a payment attempt ${error.kind === 'Refused' ? 'refused by the processor' : 'failed; the reconciler will retry'}`);
      }
    }
    // The refund ledger's rows (a traveller's cancellation, whole or part; a change's fare difference).
    if (!(await payRefunds(this.deps, orderId))) allDone = false;
    if (!allDone) return false;
    const row = await this.order(orderId);
    // A traveller's cancellation whose trips are not all answered yet has no amount to pay back yet.
    const cancelling = row.outcome === 'cancelled_by_traveller' && row.refundAmount === null;
    if (row.status === 'refunding' && !cancelling) {
      const now = this.now();
      await db.transaction(async (tx) => {
        const moved = await transition(tx, orderId, ['refunding'], 'refunded', 'money paid back', { actor, at: now, set: { paid: false } });
        if (moved.changed && moved.row) await this.deps.onRefunded?.(tx, moved.row);
      });
    }
    return true;
  }

  /**
   * The traveller cancels an issued order. The intent is recorded first (order `refunding`, its trips `cancelling`),
   * so a cancel whose answer is lost is repeated by the reconciler; then each trip is cancelled at its operator (its
   * company's policy answers what it refunds, idempotent by reference), the amount recorded on the order's payment,
   * and the money goes back through the processor or the credit.
   */
  async refund(row: OrderRow): Promise<RefundAnswer> {
    const { db } = this.deps;
    const now = this.now();
    // A cancellation left midway (its operator did not answer) is taken up again once its step's grace has passed; a
    // second request while the first is still at work (a second tab) is told the order is cancelled already.
    const resuming = row.status === 'refunding' && row.outcome === 'cancelled_by_traveller' && row.refundAmount === null
      && (row.nextCheckAt === null || row.nextCheckAt.getTime() <= now.getTime());
    if (!resuming && (row.status === 'refunded' || row.status === 'refunding')) throw new ApiError(409, 'ALREADY_REFUNDED', 'This order has already been refunded');
    if (!resuming && row.status !== 'success') throw new ApiError(409, 'NOT_ISSUED', 'Only an issued order can be refunded');
    if (!resuming) {
      const moved = await db.transaction(async (tx) => {
        const result = await transition(tx, row.id, ['success'], 'refunding', 'cancelled by the traveller', {
          actor: 'request', at: now, set: { outcome: 'cancelled_by_traveller', refundAmount: null, nextCheckAt: new Date(now.getTime() + STEP_GRACE_MS) },
        });
        if (result.changed) {
          // Under the order's row lock (taken by the transition): a change of a leg under way ends first, and a change
          // starting now waits for this lock and then finds the order cancelled (modules/booking/order-guards.ts).
          await refuseCancelDuringChange(tx, row.id);
          // A part whose tickets the company has not cancelled yet is finished first (its money is counted apart).
          if (cancelledParts(await refundsOf(tx, row.id)).inProgress) {
            throw new ApiError(409, 'CANCEL_IN_PROGRESS', 'A cancellation of part of this booking is still under way; try again in a minute', 'order_code');
          }
          await tx.update(operatorHolds).set({ status: 'cancelling', updatedAt: now })
            .where(and(eq(operatorHolds.orderId, row.id), eq(operatorHolds.status, 'confirmed')));
        }
        return result.changed;
      });
      if (!moved) throw new ApiError(409, 'ALREADY_REFUNDED', 'This order has already been refunded');
    }
    if (!(await this.cancelTrips(row.id))) throw operatorUnavailable();
    const order = await this.drive(row.id, 'request');
    const stored = row.pricing as StoredPricing;
    const holds = await this.holdsOf(row.id);
    const ledger = await refundsOf(this.deps.db, row.id);
    const parts = cancelledParts(ledger);
    const partRows = ledger.filter((r) => r.reason === 'cancel_part' && r.status !== 'dropped');
    const partsOfTrip = (i: number) => partRows.flatMap((r) => (r.covers as RefundCovers).trips)
      .filter((c) => c.tripIndex === i && !c.refused).reduce((s, c) => s + (c.refund ?? 0), 0);
    const trips = stored.info.map((info, i) => {
      const policy = refundOfTrip(info, remainingPaid(row, parts, i), now);
      // The company's answer is what goes back (less what parts cancelled before gave back); the policy's share and
      // fee are shown as the shop computes them.
      const company = holds[i]?.refundCents;
      return { ...policy, refund: company === null || company === undefined ? policy.refund : Math.max(0, company - partsOfTrip(i)) };
    });
    // What parts and a cheaper sailing's difference gave back before is not this cancellation's.
    const before = ledger.filter((r) => (r.reason === 'cancel_part' || r.reason === 'change_difference') && r.status !== 'dropped').reduce((s, r) => s + r.amount, 0);
    return { order_code: row.orderCode, order_status: 'refunded', refund_amount: Math.max(0, (order.refundAmount ?? 0) - before), trips };
  }

  /**
   * Cancels at their operators the trips of a traveller's cancellation (`cancelling`) and, once all are answered,
   * records what goes back (the companies' refunds) on the order and its payment. A trip the company will not cancel
   * any more stays confirmed and refunds nothing. Answers whether every trip was answered.
   */
  private async cancelTrips(orderId: number): Promise<boolean> {
    const { db, operators } = this.deps;
    const row = await this.order(orderId);
    // What is left of each trip after the parts cancelled before is what the company is asked to refund by its policy.
    const parts = cancelledParts(await refundsOf(db, orderId));
    let answered = true;
    for (const h of (await this.holdsOf(orderId)).filter((x) => x.status === 'cancelling')) {
      try {
        const cancelled = await operators.cancel(h.reference, remainingPaid(row, parts, h.tripIndex));
        // A trip's refund_cents adds up what its company gave back: parts cancelled before, then the rest.
        await db.update(operatorHolds).set({ status: 'cancelled', refundCents: sql`coalesce(${operatorHolds.refundCents}, 0) + ${cancelled.refundCents}`, updatedAt: this.now() })
          .where(and(eq(operatorHolds.reference, h.reference), eq(operatorHolds.status, 'cancelling')));
      } catch (error) {
        if (isOperatorError(error, 'Refused')) {
          await db.update(operatorHolds).set({ status: 'confirmed', refundCents: 0, updatedAt: this.now() })
            .where(and(eq(operatorHolds.reference, h.reference), eq(operatorHolds.status, 'cancelling')));
          continue;
        }
        if (!isOperatorError(error)) throw error;
        answered = false;
        this.deps.log.warn({ err: error, reference: h.reference }, 'cancelling a trip at its operator failed; the reconciler will retry');
      }
    }
    if (!answered) return false;
    const now = this.now();
    await db.transaction(async (tx) => {
      const [order] = await tx.select().from(bookingOrders).where(eq(bookingOrders.id, orderId)).for('update');
      if (!order || order.status !== 'refunding' || order.outcome !== 'cancelled_by_traveller' || order.refundAmount !== null) return;
      const holds = await tx.select().from(operatorHolds).where(eq(operatorHolds.orderId, orderId));
      const refundAmount = holds.filter((h) => h.status === 'cancelled').reduce((sum, h) => sum + (h.refundCents ?? 0), 0);
      const ledger = await refundsOf(tx, orderId);
      // What went back of the order before (a cheaper sailing's difference) stays counted in its refund_amount.
      const changedBack = ledger.filter((r) => r.reason === 'change_difference' && r.status !== 'dropped').reduce((s, r) => s + r.amount, 0);
      await tx.update(bookingOrders).set({ refundAmount: refundAmount + changedBack, updatedAt: now }).where(eq(bookingOrders.id, orderId));
      // The order's money is on its captured attempts (card or credit; a dearer change's difference on its own): the
      // refund ledger pays it back from there, first payment first, never more than is left of them.
      const refundable = await refundableOf(tx, orderId);
      // Parts cancelled before have their own refunds in the ledger: this one gives back the rest.
      const before = ledger.filter((r) => r.reason === 'cancel_part' && r.status !== 'dropped').reduce((s, r) => s + r.amount, 0);
      const amount = Math.min(refundAmount - before, refundable?.left ?? 0);
      if (amount > 0) {
        await recordRefund(tx, {
          orderId, amount, reason: 'cancel_whole', key: `${order.orderCode}:cancel_whole`, now,
          covers: { trips: holds.filter((h) => h.status === 'cancelled').map((h) => ({ tripIndex: h.tripIndex, whole: true, passengers: [], vehicles: [] })) },
        });
      }
    });
    return true;
  }

  // ───────────────────────────── partial cancellation ─────────────────────────────

  /**
   * The traveller cancels part of an issued order (a leg, or passengers and vehicles of a leg). Under the order's row
   * lock, a change of a leg under way refuses it (409 CHANGE_IN_PROGRESS) and `decide` checks the selection and
   * quotes it against the ledger as it is now (throwing refuses it, and nothing is written); its refund is recorded in the ledger (`cancel_part`, pending, awaiting the company) in the
   * same transaction, so two tabs cancel a part once and a lost answer is finished by the reconciler. Then the company
   * cancels those tickets and the money goes back. Answers the ledger row as it ends.
   */
  async cancelPart(orderId: number, decide: (order: OrderRow, ledger: readonly RefundRow[]) => { amount: number; covers: RefundCovers }): Promise<RefundRow> {
    const now = this.now();
    const recorded = await this.deps.db.transaction(async (tx) => {
      const [order] = await tx.select().from(bookingOrders).where(eq(bookingOrders.id, orderId)).for('update');
      if (!order) throw new Error(`order ${orderId} vanished`);
      await refuseCancelDuringChange(tx, orderId);
      const ledger = await refundsOf(tx, orderId);
      const { amount, covers } = decide(order, ledger);
      const n = ledger.filter((r) => r.reason === 'cancel_part').length + 1;
      return recordRefund(tx, { orderId, amount, reason: 'cancel_part', key: `${order.orderCode}:part:${n}`, covers, awaitsOperator: true, now });
    });
    if (!(await this.cancelParts(orderId))) {
      await this.schedule(orderId, false);
      throw operatorUnavailable();
    }
    await this.drive(orderId, 'request');
    const [row] = await this.deps.db.select().from(refundsTable).where(eq(refundsTable.id, recorded.id));
    return row ?? recorded;
  }

  /**
   * Asks the companies to cancel the tickets of every part refund still awaiting them (idempotent by the refund's
   * key, or the trip's reference for a whole leg), then records in one transaction: what each company gave back
   * (never more than quoted), the legs cancelled, the tickets marked cancelled on the reservation, what the order has
   * given back in all, and the e-mail. A company that refuses a leg's part leaves that leg as it was and refunds
   * nothing of it. Answers whether none is left awaiting a company.
   */
  private async cancelParts(orderId: number): Promise<boolean> {
    const { db, operators } = this.deps;
    const waiting = (await refundsOf(db, orderId)).filter((r) => r.reason === 'cancel_part' && r.status === 'pending' && r.operatorStatus === 'pending');
    if (waiting.length === 0) return true;
    const row = await this.order(orderId);
    const request = row.request as PricingRequest;
    const stored = row.pricing as StoredPricing;
    const holds = await this.holdsOf(orderId);
    let answered = true;
    for (const r of waiting) {
      const covers = r.covers as RefundCovers;
      // The parts cancelled before this one (for the places a cabin still needs).
      const earlier = cancelledParts((await refundsOf(db, orderId)).filter((x) => x.id < r.id));
      const outcomes: { refund: number; refused: boolean }[] = [];
      for (const c of covers.trips) {
        const hold = holds.find((h) => h.tripIndex === c.tripIndex);
        const paid = c.paid ?? 0;
        try {
          if (!hold) throw new OperatorError('Refused', 'no hold for the trip', 'cancel');
          if (c.whole) {
            const done = await operators.cancel(hold.reference, paid);
            outcomes.push({ refund: done.refundCents, refused: false });
          } else {
            const trip = operators.trip(stored.info[c.tripIndex]?.tripId ?? '');
            const item = request.trips[c.tripIndex];
            if (!trip || !item) throw new OperatorError('Refused', 'the trip is no longer in the timetable', 'cancelPart');
            const units = unitsOfPart(trip, item, {
              passengers: earlier.passengers.get(c.tripIndex) ?? new Set(), vehicles: earlier.vehicles.get(c.tripIndex) ?? new Set(),
            }, c);
            // Tickets of a leg changed after a part of it was cancelled are numbered by the company from the party changed.
            const carried = await partyOfReference(db, orderId, hold.reference);
            const done = await operators.cancelPart({
              reference: hold.reference, key: r.idempotencyKey, units, paidCents: paid,
              passengers: c.passengers.map((i) => companyIndex(carried?.passengers, i)), vehicles: c.vehicles.map((i) => companyIndex(carried?.vehicles, i)),
            });
            outcomes.push({ refund: done.refundCents, refused: false });
          }
        } catch (error) {
          if (isOperatorError(error, 'Refused')) {
            this.deps.log.warn({ err: error, refund: r.idempotencyKey, trip: c.tripIndex }, 'the company refused to cancel part of a booking');
            outcomes.push({ refund: 0, refused: true });
            continue;
          }
          if (!isOperatorError(error)) throw error;
          answered = false;
          this.deps.log.warn({ err: error, refund: r.idempotencyKey }, 'cancelling part of a booking at its operator failed; the reconciler will retry');
          break;
        }
      }
      if (outcomes.length < covers.trips.length) continue;
      const now = this.now();
      await db.transaction(async (tx) => {
        const [order] = await tx.select().from(bookingOrders).where(eq(bookingOrders.id, orderId)).for('update');
        if (!order) return;
        if (outcomes.every((o) => o.refused)) {
          await dropRefund(tx, r.id, now);
          return;
        }
        const settled: RefundCovers = {
          trips: covers.trips.map((c, i) => {
            const o = outcomes[i] as { refund: number; refused: boolean };
            return o.refused ? { ...c, refused: true, refund: 0 } : { ...c, refund: Math.min(c.refund ?? o.refund, o.refund) };
          }),
        };
        const amount = settled.trips.reduce((s, c) => s + (c.refund ?? 0), 0);
        if (!(await markOperatorDone(tx, r.id, amount, settled, now))) return;
        for (const c of settled.trips) {
          if (c.refused) continue;
          await tx.update(operatorHolds).set({
            refundCents: sql`coalesce(${operatorHolds.refundCents}, 0) + ${c.refund ?? 0}`, updatedAt: now,
            ...(c.whole ? { status: 'cancelled' as const } : {}),
          }).where(and(eq(operatorHolds.orderId, orderId), eq(operatorHolds.tripIndex, c.tripIndex), eq(operatorHolds.status, 'confirmed')));
        }
        const parts = cancelledParts(await refundsOf(tx, orderId));
        const [updated] = await tx.update(bookingOrders).set({
          refundAmount: (order.refundAmount ?? 0) + Math.min(amount, r.amount), updatedAt: now,
          ...(order.reservation ? { reservation: markCancelled(order.reservation as Reservation, request, parts) } : {}),
        }).where(eq(bookingOrders.id, orderId)).returning();
        const [final] = await tx.select().from(refundsTable).where(eq(refundsTable.id, r.id));
        if (updated && final) await this.deps.onPartCancelled?.(tx, updated, final);
      });
    }
    return answered;
  }

  // ───────────────────────────── failed-booking and expiry ─────────────────────────────

  /** The traveller gives up an unpaid order: it fails at once; its holds are released and a started attempt voided. */
  async fail(row: OrderRow): Promise<boolean> {
    const now = this.now();
    const moved = await this.deps.db.transaction((tx) => transition(tx, row.id, ['holding', 'held', 'pending_payment'], 'failed', 'given up by the traveller', {
      actor: 'request', at: now, set: { holdExpiresAt: null, nextCheckAt: new Date(now.getTime() + STEP_GRACE_MS) },
    }));
    if (moved.changed) await this.drive(row.id, 'request');
    return moved.changed;
  }

  /**
   * An unpaid order whose hold ran out: attempts still open are asked about first (a capture that happened makes the
   * order paid, and it is issued if the operators still can), then voided, the holds released, and the order expired.
   */
  private async expire(row: OrderRow, actor: Actor): Promise<boolean> {
    // The order does not close while an attempt's outcome is unknown: a capture nobody learned of would be kept.
    for (const p of (await this.paymentsOf(row.id)).filter((x) => isOpenAttempt(x.status) && !x.voided)) {
      if (!(await this.learnResult(p.attemptId, actor))) return false;
    }
    const now = this.now();
    await this.deps.db.transaction((tx) => transition(tx, row.id, ['held', 'pending_payment'], 'expired', 'the hold ran out', {
      actor, at: now, set: { outcome: 'hold_expired' },
    }));
    return true;
  }

  /**
   * Asks the processor what became of an attempt and applies the answer (kept in the raw log first). Answers whether
   * the processor answered (false: the outcome is still unknown, the reconciler asks again).
   */
  private learnResult(attemptId: string, actor: Actor): Promise<boolean> {
    return learnResult(this.deps, this, attemptId, actor, 'an attempt');
  }

  // ───────────────────────────── drive ─────────────────────────────

  /**
   * Does what is due on an order, from where it stands: applies stored results, fails an order whose hold request
   * was lost, expires one whose hold ran out, issues a paid one, pays back what is due, releases the holds of a
   * closed order and voids its open attempts; then sets when the reconciler is to look again. Safe to call at any
   * time, from any instance, any number of times.
   */
  async drive(orderId: number, actor: Actor): Promise<OrderRow> {
    let row = await this.order(orderId);
    await this.applyStored(row);
    row = await this.order(orderId);
    const now = this.now().getTime();
    let expired = true;
    if (row.status === 'holding' && row.createdAt.getTime() + HOLDING_GRACE_MS <= now) {
      await this.releaseHolds(row.id);
      await this.deps.db.transaction((tx) => transition(tx, row.id, ['holding'], 'failed', 'hold request lost', { actor, at: this.now(), set: { holdExpiresAt: null } }));
    } else if ((row.status === 'held' || row.status === 'pending_payment') && row.holdExpiresAt && row.holdExpiresAt.getTime() <= now) {
      expired = await this.expire(row, actor);
    } else if (row.status === 'pending_payment') {
      const quiet = (await this.paymentsOf(orderId)).filter((p) => p.status === 'started' && !p.voided && p.createdAt.getTime() + INQUIRE_AFTER_MS <= now);
      for (const p of quiet) await this.learnResult(p.attemptId, actor);
    }
    row = await this.order(orderId);
    let progress = expired;
    if (row.status === 'paid') progress = (await this.issue(row, actor)) && progress;
    row = await this.order(orderId);
    if (row.status === 'success' && this.deps.onIssued) {
      try {
        await this.deps.onIssued(row);
      } catch (error) {
        this.deps.log.error({ err: error, orderId }, 'the reservation e-mail of an issued order could not be queued');
      }
    }
    if (row.status === 'refunding' && row.outcome === 'cancelled_by_traveller' && row.refundAmount === null) {
      progress = (await this.cancelTrips(orderId)) && progress;
    }
    progress = (await this.cancelParts(orderId)) && progress;
    progress = (await this.refundDue(orderId, actor)) && progress;
    row = await this.order(orderId);
    if (row.status === 'failed' || row.status === 'expired' || row.status === 'refunding' || row.status === 'refunded') {
      progress = (await this.releaseHolds(orderId)) && progress;
    }
    await this.voidAbandoned(orderId);
    return this.schedule(orderId, progress);
  }

  /** Sets when the reconciler is to look at the order again (null: nothing left to do). */
  private async schedule(orderId: number, progress: boolean): Promise<OrderRow> {
    const row = await this.order(orderId);
    const now = this.now().getTime();
    const attempts = progress ? 0 : row.attempts + 1;
    const retry = now + backoffMs(attempts);
    let next: number | null = null;
    if (row.status === 'holding') next = row.createdAt.getTime() + HOLDING_GRACE_MS;
    else if (row.status === 'held' || row.status === 'pending_payment') {
      // Due at the hold's end; past it (an attempt's outcome still unknown), after the back-off.
      next = row.holdExpiresAt && row.holdExpiresAt.getTime() > now ? row.holdExpiresAt.getTime() : retry;
      if (row.status === 'pending_payment' && next > now) {
        // An attempt still open is asked about INQUIRE_AFTER_MS after it started, then as often until the hold ends.
        const open = (await this.paymentsOf(orderId)).filter((p) => p.status === 'started' && !p.voided);
        for (const p of open) next = Math.min(next, Math.max(p.createdAt.getTime() + INQUIRE_AFTER_MS, now + INQUIRE_AFTER_MS / 2));
      }
    }
    else if (row.status === 'paid' || row.status === 'refunding') next = retry;
    const open = row.status === 'pending_payment';
    const paymentsLeft = (await this.paymentsOf(orderId)).some((p) => p.refundStatus === 'pending'
      || (!p.voided && p.provider !== 'credit_limit' && (p.status === 'superseded' || (isOpenAttempt(p.status) && !open))))
      || await hasPendingRefunds(this.deps.db, orderId);
    const closed = ['failed', 'expired', 'refunding', 'refunded'].includes(row.status);
    const holdsLeft = closed && (await this.holdsOf(orderId)).some((h) => h.status === 'requested' || h.status === 'held');
    if (paymentsLeft || holdsLeft) next = Math.min(next ?? retry, retry);
    const [updated] = await this.deps.db.update(bookingOrders).set({ nextCheckAt: next === null ? null : new Date(next), attempts })
      .where(eq(bookingOrders.id, orderId)).returning();
    return updated ?? row;
  }
}
