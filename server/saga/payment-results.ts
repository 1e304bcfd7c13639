/**
 * The two sagas' shared handling of a card attempt's verified results (the booking's attempts in
 * server/saga/booking-saga.ts, a change's in server/saga/change-saga.ts): each saga keeps a result in the raw log
 * (`card_payments`, under the order's or the change's code) with its own `storeResult` and applies it with its own
 * `applyResult`; these two steps around them are the same for both.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../database/connect';
import { cardPayments } from '../database/schema/booking';
import { PaymentError, type PaymentProcessor, type VerifiedPaymentResult } from '../ports/payment-processor';
import type { Actor } from './order-state';

type AppliedResult = Pick<VerifiedPaymentResult, 'attemptId' | 'outcome' | 'amount' | 'transactionId'>;

/** A saga's own keeping and applying of a verified result. */
export interface PaymentResultSink {
  storeResult(result: VerifiedPaymentResult, kind: 'confirm' | 'cancel'): Promise<{ callbackId: number } | undefined>;
  applyResult(result: AppliedResult, actor: Actor, callbackId?: number): Promise<boolean>;
}

/** Applies the verified results kept under `code` and not applied yet (a crash between storing and applying), oldest first. */
export async function applyStoredResults(db: Db, code: string, sink: Pick<PaymentResultSink, 'applyResult'>): Promise<void> {
  const stored = await db.select().from(cardPayments)
    .where(and(eq(cardPayments.orderCode, code), eq(cardPayments.applied, false), eq(cardPayments.verified, true)))
    .orderBy(asc(cardPayments.id));
  for (const r of stored) {
    if (!r.attemptId || !r.outcome) continue;
    await sink.applyResult({ attemptId: r.attemptId, outcome: r.outcome, amount: r.amount ?? 0, transactionId: r.txId ?? '' }, 'reconciler', r.id);
  }
}

/**
 * Asks the processor what became of `attemptId` and, when it knows, keeps the answer in the raw log and applies it.
 * Answers whether the processor answered (false: the outcome is still unknown, logged as `what`; the reconciler asks
 * again).
 */
export async function learnResult(
  deps: { readonly processor: PaymentProcessor; readonly log: { warn(obj: object, msg?: string): void } },
  sink: PaymentResultSink, attemptId: string, actor: Actor, what: string,
): Promise<boolean> {
  try {
    const result = await deps.processor.inquire(attemptId);
    if (!result || result.attemptId !== attemptId) return true;
    const stored = await sink.storeResult(result, result.outcome === 'captured' ? 'confirm' : 'cancel');
    await sink.applyResult(result, actor, stored?.callbackId);
    return true;
  } catch (error) {
    if (!(error instanceof PaymentError)) throw error;
    deps.log.warn({ err: error, attemptId }, `asking the processor about ${what} failed; the reconciler will retry`);
    return false;
  }
}
