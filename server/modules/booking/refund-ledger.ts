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
import { bookingChanges } from '../../database/schema/booking-changes';
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
 * A finished change's captured difference (a dearer sailing's, `booking_changes`) becomes one of the order's
 * `payments` rows the first time a refund of the order is decided after it (same attempt id, so the processor refunds
 * it on that attempt and the ledger reserves on it as on the first payment; the unique attempt id makes this once).
 * Only a change `done` is adopted: a failed change pays its capture back from its own row (server/saga/change-saga.ts).
 */
async function adoptChangeAttempts(tx: Executor, orderId: number): Promise<void> {
  const done = await tx.select().from(bookingChanges)
    .where(and(eq(bookingChanges.orderId, orderId), eq(bookingChanges.status, 'done'), eq(bookingChanges.attemptStatus, 'captured'), sql`${bookingChanges.captured} > 0`))
    .orderBy(asc(bookingChanges.id));
  if (done.length === 0) return;
  const [first] = await tx.select({ provider: payments.provider }).from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'captured'))).orderBy(asc(payments.id)).limit(1);
  // A change's difference is paid by card, with the processor that took the order's card payment.
  const provider = first && first.provider !== 'credit_limit' ? first.provider : 'cardlink';
  for (const c of done) {
    if (!c.attemptId) continue;
    await tx.insert(payments).values({
      orderId, attemptId: c.attemptId, provider, amount: c.captured, status: 'captured', captured: c.captured, txId: c.txId,
      createdAt: c.updatedAt, updatedAt: c.updatedAt,
    }).onConflictDoNothing({ target: payments.attemptId });
  }
}

/**
 * Every captured attempt of the order a refund may be drawn from (captured, not itself given back), first payment
 * first, then each finished change's captured difference, locked for the rest of `tx`, with the cents of each that
 * may still be refunded.
 */
export async function refundSourcesOf(tx: Executor, orderId: number): Promise<{ payment: PaymentRow; left: number }[]> {
  await adoptChangeAttempts(tx, orderId);
  const rows = await tx.select().from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'captured'), sql`${payments.refundStatus} IS NULL`))
    .orderBy(asc(payments.id)).for('update');
  return rows.map((payment) => ({ payment, left: payment.captured - payment.refundDue - payment.refundsReserved }));
}

/**
 * The attempt that paid the order, locked for the rest of `tx`, and the cents of the order's money that may still be
 * refunded: what is left of it and of every finished change's captured difference. Undefined when the order has no
 * captured attempt.
 */
export async function refundableOf(tx: Executor, orderId: number): Promise<{ payment: PaymentRow; left: number } | undefined> {
  const sources = await refundSourcesOf(tx, orderId);
  const [first] = sources;
  if (!first) return undefined;
  return { payment: first.payment, left: sources.reduce((sum, s) => sum + s.left, 0) };
}

/**
 * How a refund of `amount` is drawn from the order's attempts, first payment first. A refund that waits for the
 * company (a part) is one row: drawn whole from the first attempt that has enough left (the company may lower it, and
 * its row is what the part's cancellation is tracked by). Undefined when not enough is left.
 */
function sharesOf(sources: readonly { payment: PaymentRow; left: number }[], amount: number, oneRow: boolean): { payment: PaymentRow; amount: number }[] | undefined {
  if (oneRow) {
    const one = sources.find((s) => s.left >= amount);
    return one ? [{ payment: one.payment, amount }] : undefined;
  }
  const out: { payment: PaymentRow; amount: number }[] = [];
  let rest = amount;
  for (const s of sources) {
    if (rest === 0) break;
    const take = Math.min(rest, s.left);
    if (take > 0) out.push({ payment: s.payment, amount: take });
    rest -= take;
  }
  return rest > 0 ? undefined : out;
}

/**
 * Writes a refund `pending` in `tx` and reserves its amount on the order's captured attempts (first payment first,
 * then the finished changes' differences; a refund drawn from more than one is a row per attempt, the later ones keyed
 * `<key>@<attempt id>` with nothing in `covers`). A key already in the
 * ledger answers its row (the same refund, not a second one) when it is the same order, reason and amount, and is an
 * error otherwise. 409 REFUND_EXCEEDS_CAPTURED (nothing written) when the attempt has less than `amount` left to give
 * back; the check on `payments` refuses it too should the row lock ever be skipped. Marks the order due for the
 * reconciler.
 */
export async function recordRefund(tx: Executor, refund: RefundToRecord): Promise<RefundRow> {
  // A part cancelled past the last tier gives nothing back, but its row is the record of what was cancelled.
  const least = refund.awaitsOperator ? 0 : 1;
  if (!Number.isInteger(refund.amount) || refund.amount < least) throw new Error(`a refund is a positive number of cents, not ${refund.amount}`);
  const sources = await refundSourcesOf(tx, refund.orderId);
  // A refund drawn from more than one attempt is its key's row and a row per later attempt keyed `<key>@<attempt>`.
  const earlierRows = await tx.select().from(refunds)
    .where(sql`${refunds.idempotencyKey} = ${refund.key} OR starts_with(${refunds.idempotencyKey}, ${`${refund.key}@`})`).orderBy(asc(refunds.id));
  const earlier = earlierRows.find((r) => r.idempotencyKey === refund.key);
  if (earlierRows.length > 0) {
    const amount = earlierRows.reduce((sum, r) => sum + r.amount, 0);
    if (!earlier || earlier.orderId !== refund.orderId || earlier.reason !== refund.reason || amount !== refund.amount) {
      throw new Error(`refund key ${refund.key} already records another refund`);
    }
    return earlier;
  }
  const shares = sharesOf(sources, refund.amount, refund.awaitsOperator === true);
  if (!shares) {
    const left = refund.awaitsOperator ? Math.max(0, ...sources.map((s) => s.left)) : sources.reduce((sum, s) => sum + s.left, 0);
    throw new ApiError(409, 'REFUND_EXCEEDS_CAPTURED', `Only ${left} cents of this booking's payment are left to refund`);
  }
  // The first share carries the refund's key and what it covers; a share from a later attempt (a change's captured
  // difference) is a row of its own, paid by the processor on that attempt with its own key.
  let first: RefundRow | undefined;
  for (const [i, share] of shares.entries()) {
    const reserved = await tx.update(payments).set({ refundsReserved: sql`${payments.refundsReserved} + ${share.amount}`, updatedAt: refund.now })
      .where(and(eq(payments.id, share.payment.id), sql`${payments.refundDue} + ${payments.refundsReserved} + ${share.amount} <= ${payments.captured}`))
      .returning({ id: payments.id });
    if (reserved.length === 0) throw new ApiError(409, 'REFUND_EXCEEDS_CAPTURED', 'The refund is more than is left of the payment');
    const [row] = await tx.insert(refunds).values({
      orderId: refund.orderId, paymentId: share.payment.id, amount: share.amount, reason: refund.reason,
      idempotencyKey: i === 0 ? refund.key : `${refund.key}@${share.payment.attemptId}`, status: 'pending',
      operatorStatus: refund.awaitsOperator ? 'pending' : 'none', covers: i === 0 ? refund.covers : { trips: [] }, createdAt: refund.now,
    }).returning();
    first ??= row as RefundRow;
  }
  const soon = new Date(refund.now.getTime() + PAY_GRACE_MS).toISOString();
  await tx.update(bookingOrders).set({ nextCheckAt: sql`least(coalesce(${bookingOrders.nextCheckAt}, ${soon}::timestamptz), ${soon}::timestamptz)` })
    .where(eq(bookingOrders.id, refund.orderId));
  return first as RefundRow;
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
