/**
 * The refund ledger (table `refunds`, server/database/schema/refunds.ts): every refund of an issued order's money is
 * one row, any number per order: the traveller's cancellation of the whole order or of a part, a change's fare
 * difference. The write-ahead rule of the saga holds for each: the row is written `pending` (with its amount reserved
 * on the captured attempt, never beyond what was captured) in the transaction that decides the refund, BEFORE the
 * processor or the reseller's credit is asked; `payRefunds` then pays every pending row, by its idempotency key, and
 * marks it `done`. A crash between the two leaves a pending row that the reconciler pays (the saga's `drive` calls
 * `payRefunds` for every order it looks at, and `hasPendingRefunds` keeps the order due): exactly once, because the
 * processor answers a repeated key with the first refund.
 *
 * For other modules (e.g. a change that gives back a fare difference):
 *   await db.transaction(async (tx) => {
 *     ...your own writes...
 *     await recordRefund(tx, { orderId, amount, reason: 'change_difference', key: `${orderCode}:change:${changeId}`, covers: { trips: [] } });
 *   });
 *   await saga.payRefunds(orderId);   // or leave it to the reconciler (the order is made due by recordRefund)
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../database/connect';
import { bookingOrders, payments, resellers } from '../../database/schema/booking';
import { refunds, type RefundCovers, type RefundReason } from '../../database/schema/refunds';
import { ApiError } from '../../http/errors';
import type { PaymentProcessor } from '../../ports/payment-processor';
import { PaymentError } from '../../ports/payment-processor';
import { crashPoint } from '../../faults/crash-points';
import type { Executor } from './sql';

export type RefundRow = typeof refunds.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/** How soon after a refund is recorded the reconciler looks at its order if the request that recorded it does not pay it. */
const PAY_GRACE_MS = 30_000;

export interface RefundToRecord {
  readonly orderId: number;
  /** Cents, > 0. */
  readonly amount: number;
  readonly reason: RefundReason;
  /** Unique over the whole ledger; also the processor's idempotency key of this refund. */
  readonly key: string;
  readonly covers: RefundCovers;
  /** A part cancellation records its refund before the company cancels the tickets: paid only once they are. */
  readonly awaitsOperator?: boolean;
  readonly now: Date;
}

/**
 * The attempt that paid the order (captured, not itself given back), locked for the rest of `tx`, and the cents of
 * it that may still be refunded. Undefined when the order has no such attempt.
 */
export async function refundableOf(tx: Executor, orderId: number): Promise<{ payment: PaymentRow; left: number } | undefined> {
  const [payment] = await tx.select().from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'captured'), sql`${payments.refundStatus} IS NULL`))
    .orderBy(asc(payments.id)).limit(1).for('update');
  if (!payment) return undefined;
  return { payment, left: payment.captured - payment.refundDue - payment.refundsReserved };
}

/**
 * Writes a refund `pending` in `tx` and reserves its amount on the order's captured attempt. A key already in the
 * ledger answers its row (the same refund, not a second one) when it is the same order, reason and amount, and is an
 * error otherwise. 409 REFUND_EXCEEDS_CAPTURED (nothing written) when the attempt has less than `amount` left to give
 * back; the check on `payments` refuses it too should the row lock ever be skipped. Marks the order due for the
 * reconciler.
 */
export async function recordRefund(tx: Executor, refund: RefundToRecord): Promise<RefundRow> {
  // A part cancelled past the last tier gives nothing back, but its row is the record of what was cancelled.
  const least = refund.awaitsOperator ? 0 : 1;
  if (!Number.isInteger(refund.amount) || refund.amount < least) throw new Error(`a refund is a positive number of cents, not ${refund.amount}`);
  const refundable = await refundableOf(tx, refund.orderId);
  const [earlier] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, refund.key)).limit(1);
  if (earlier) {
    if (earlier.orderId !== refund.orderId || earlier.reason !== refund.reason || earlier.amount !== refund.amount) {
      throw new Error(`refund key ${refund.key} already records another refund`);
    }
    return earlier;
  }
  if (!refundable || refundable.left < refund.amount) {
    throw new ApiError(409, 'REFUND_EXCEEDS_CAPTURED', `Only ${refundable?.left ?? 0} cents of this booking's payment are left to refund`);
  }
  const reserved = await tx.update(payments).set({ refundsReserved: sql`${payments.refundsReserved} + ${refund.amount}`, updatedAt: refund.now })
    .where(and(eq(payments.id, refundable.payment.id), sql`${payments.refundDue} + ${payments.refundsReserved} + ${refund.amount} <= ${payments.captured}`))
    .returning({ id: payments.id });
  if (reserved.length === 0) throw new ApiError(409, 'REFUND_EXCEEDS_CAPTURED', 'The refund is more than is left of the payment');
  const [row] = await tx.insert(refunds).values({
    orderId: refund.orderId, paymentId: refundable.payment.id, amount: refund.amount, reason: refund.reason, idempotencyKey: refund.key,
    status: 'pending', operatorStatus: refund.awaitsOperator ? 'pending' : 'none', covers: refund.covers, createdAt: refund.now,
  }).returning();
  const soon = new Date(refund.now.getTime() + PAY_GRACE_MS).toISOString();
  await tx.update(bookingOrders).set({ nextCheckAt: sql`least(coalesce(${bookingOrders.nextCheckAt}, ${soon}::timestamptz), ${soon}::timestamptz)` })
    .where(eq(bookingOrders.id, refund.orderId));
  return row as RefundRow;
}

/** A part's company will not cancel its tickets: the refund is dropped (nothing is paid) and its amount released. */
export async function dropRefund(tx: Executor, refundId: number, now: Date): Promise<boolean> {
  const [dropped] = await tx.update(refunds).set({ status: 'dropped', doneAt: now })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending'))).returning();
  if (!dropped) return false;
  await tx.update(payments).set({ refundsReserved: sql`${payments.refundsReserved} - ${dropped.amount}`, updatedAt: now })
    .where(eq(payments.id, dropped.paymentId));
  return true;
}

/**
 * The company cancelled the tickets a part refund covers: it may be paid now, `amount` being what the company gave
 * back (never more than was recorded: a lower answer lowers the row and releases the difference). Answers whether
 * this call settled it (false: settled already).
 */
export async function markOperatorDone(tx: Executor, refundId: number, amount: number, covers: RefundCovers, now: Date): Promise<boolean> {
  const [row] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
  if (!row || row.operatorStatus !== 'pending' || row.status !== 'pending') return false;
  const paid = Math.max(0, Math.min(row.amount, amount));
  await tx.update(refunds).set({ operatorStatus: 'done', amount: paid, covers }).where(eq(refunds.id, refundId));
  if (paid < row.amount) {
    await tx.update(payments).set({ refundsReserved: sql`${payments.refundsReserved} - ${row.amount - paid}`, updatedAt: now }).where(eq(payments.id, row.paymentId));
  }
  return true;
}

/** Every refund of an order, oldest first. */
export function refundsOf(ex: Executor, orderId: number): Promise<RefundRow[]> {
  return ex.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
}

/** Whether an order has a refund not paid yet (the reconciler keeps looking at it until none). */
export async function hasPendingRefunds(ex: Executor, orderId: number): Promise<boolean> {
  const [row] = await ex.select({ id: refunds.id }).from(refunds).where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'pending'))).limit(1);
  return row !== undefined;
}

export interface PayRefundsDeps {
  readonly db: Db;
  readonly processor: PaymentProcessor;
  readonly clock: () => Date;
  readonly log: { warn(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
}

/**
 * Pays every pending refund of an order whose tickets are cancelled (not those still waiting for the company): a
 * reseller's goes back to the credit in one transaction with its row; a card's is asked of the processor with the
 * row's key, then recorded `done` with the processor's refund id (and added to the attempt's `refunded`). A refund the
 * processor refuses or does not answer stays pending for the reconciler. Answers whether none is left pending.
 */
export async function payRefunds(deps: PayRefundsDeps, orderId: number): Promise<boolean> {
  const { db } = deps;
  let allDone = true;
  const pending = (await refundsOf(db, orderId)).filter((r) => r.status === 'pending');
  for (const r of pending) {
    if (r.operatorStatus === 'pending') {
      allDone = false;
      continue;
    }
    const [payment] = await db.select().from(payments).where(eq(payments.id, r.paymentId)).limit(1);
    if (!payment) throw new Error(`refund ${r.id} names no payment`);
    crashPoint('refund:recorded');
    const finish = async (refundId: string, credit: boolean) => db.transaction(async (tx) => {
      const now = deps.clock();
      const [done] = await tx.update(refunds).set({ status: 'done', processorRefundId: refundId || null, doneAt: now })
        .where(and(eq(refunds.id, r.id), eq(refunds.status, 'pending'))).returning({ id: refunds.id });
      if (!done) return;
      await tx.update(payments).set({ refunded: sql`${payments.refunded} + ${r.amount}`, updatedAt: now }).where(eq(payments.id, payment.id));
      if (credit) {
        const [order] = await tx.select({ userId: bookingOrders.userId }).from(bookingOrders).where(eq(bookingOrders.id, orderId));
        if (order?.userId) {
          await tx.update(resellers).set({ creditUsed: sql`greatest(0, ${resellers.creditUsed} - ${r.amount})` }).where(eq(resellers.userId, order.userId));
        }
      }
    });
    if (r.amount === 0) {
      await finish('', false);
      continue;
    }
    if (payment.provider === 'credit_limit') {
      await finish(`credit:${payment.attemptId}:${r.id}`, true);
      continue;
    }
    try {
      const paid = await deps.processor.refund(payment.attemptId, r.amount, r.idempotencyKey);
      crashPoint('refund:processor-refunded');
      await finish(paid.refundId, false);
    } catch (error) {
      if (!(error instanceof PaymentError)) throw error;
      allDone = false;
      const log = error.kind === 'Refused' ? deps.log.error.bind(deps.log) : deps.log.warn.bind(deps.log);
      log({ err: error, attemptId: payment.attemptId, refundId: r.id }, `refund ${r.idempotencyKey} ${error.kind === 'Refused' ? 'refused by the processor' : 'failed; the reconciler will retry'}`);
    }
  }
  return allDone;
}
