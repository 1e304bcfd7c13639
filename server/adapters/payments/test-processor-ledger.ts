/**
 * The embedded test processor's ledger (tables in server/database/schema/test-processor.ts): what its hosted page
 * captured, declined or was told to void, and every refund, kept as a card processor keeps them, apart from the
 * shop's own books. The in-process adapter (test-processor.ts), the hosted pages and the server-to-server API
 * (test-processor-pages.ts) all go through this one object, and so through its fault plan (TEST_PROCESSOR_FAULTS).
 *
 * Rules: an `orderid` opens the hosted page once (posted again, the page refuses it as a duplicate, as Cardlink
 * does); an attempt is captured at most once (each change is a conditional UPDATE, so two submits of one page
 * cannot both capture); a decline is not final (the traveller may try another card on the same page); a capture,
 * a cancel and a void are; a voided attempt's page takes no money; refunds never exceed the capture in total and
 * are idempotent by (attempt, key), under a row lock on the attempt.
 */
import crypto from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../database/connect';
import { testProcessorAttempts, testProcessorRefunds } from '../../database/schema/test-processor';
import { TEST_PROCESSOR_OPERATIONS } from '../../config';
import { PaymentError, type PaymentRefund, type VerifiedPaymentResult } from '../../ports/payment-processor';
import { parseFaults, underFaults, type FaultPlan } from '../../faults/faults';
import { RESULT_ORDER, signFields, toAmount, type Field, type Merchant } from './cardlink-protocol';

export type LedgerAttempt = typeof testProcessorAttempts.$inferSelect;
export type LedgerRefund = typeof testProcessorRefunds.$inferSelect;
export type Settlement = 'captured' | 'declined' | 'cancelled';

/** The Cardlink status a ledger attempt is reported with. */
const STATUS_OF: Record<LedgerAttempt['status'], string> = {
  started: 'PROCESSING', captured: 'CAPTURED', declined: 'REFUSED', cancelled: 'CANCELED', voided: 'CANCELED',
};
/** Attempt ids and keys are the shop's words: bounded, so a hostile value cannot bloat the ledger. */
const ATTEMPT_ID = /^[A-Za-z0-9._:-]{1,100}$/;
const MAX_KEY_LENGTH = 200;

export class TestProcessorLedger {
  private plan: FaultPlan;

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
    readonly merchant: Merchant,
    /** How long a `timeout` or `lost` fault keeps its caller waiting (PAYMENT_TIMEOUT_MS). */
    private readonly timeoutMs: number,
    faults?: string,
  ) {
    this.plan = parseFaults(faults, TEST_PROCESSOR_OPERATIONS);
  }

  /** Replaces the fault plan (`refund=lost`, `*=slow:500`…; '' for none); malformed text throws. */
  setFaults(text: string): void {
    this.plan = parseFaults(text, TEST_PROCESSOR_OPERATIONS);
  }

  /** Runs one call of the port (`inquire`, `refund`, `void`) under the fault plan. */
  underFaults<T>(operation: (typeof TEST_PROCESSOR_OPERATIONS)[number], work: () => Promise<T>): Promise<T> {
    return underFaults({
      plan: this.plan, operation, delayMs: 0, timeoutMs: this.timeoutMs, work,
      unavailable: (reason) => new PaymentError('Unavailable', reason, operation),
    });
  }

  async find(attemptId: string): Promise<LedgerAttempt | undefined> {
    if (!ATTEMPT_ID.test(attemptId)) return undefined;
    const [row] = await this.db.select().from(testProcessorAttempts).where(eq(testProcessorAttempts.attemptId, attemptId)).limit(1);
    return row;
  }

  async refundsOf(attemptId: string): Promise<LedgerRefund[]> {
    return this.db.select().from(testProcessorRefunds).where(eq(testProcessorRefunds.attemptId, attemptId)).orderBy(asc(testProcessorRefunds.createdAt));
  }

  /**
   * The attempt a signed request posted to the hosted page opens, or undefined when the request cannot be one: a bad
   * attempt id, an amount that is not positive, or another amount than the attempt's. `seen`: the `orderid` was
   * posted before (or voided before it was ever posted); the page refuses it then, as Cardlink refuses an `orderid`
   * it has seen ("Invalid orderid (duplicate)"): a new payment needs a new attempt. Written `started` the first time,
   * in one statement, so two posts of one request at once open it once and the other is `seen`.
   */
  async open(attemptId: string, amount: number, currency: string): Promise<{ attempt: LedgerAttempt; seen: boolean } | undefined> {
    if (!ATTEMPT_ID.test(attemptId) || !Number.isSafeInteger(amount) || amount <= 0 || currency !== 'EUR') return undefined;
    const now = this.clock();
    const [inserted] = await this.db.insert(testProcessorAttempts).values({ attemptId, amount, currency, status: 'started', createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: testProcessorAttempts.attemptId }).returning();
    if (inserted) return { attempt: inserted, seen: false };
    const row = await this.find(attemptId);
    if (!row || (row.amount !== null && row.amount !== amount)) return undefined;
    return { attempt: row, seen: true };
  }

  /**
   * The attempt a form of the hosted page itself names (the card submitted, the 3-D Secure code): one the page has
   * opened, for the same amount; undefined otherwise.
   */
  async opened(attemptId: string, amount: number, currency: string): Promise<LedgerAttempt | undefined> {
    if (!Number.isSafeInteger(amount) || amount <= 0 || currency !== 'EUR') return undefined;
    const row = await this.find(attemptId);
    if (!row || row.currency !== currency || (row.amount !== null && row.amount !== amount)) return undefined;
    return row;
  }

  /**
   * Records the page's result FIRST (before the browser posts it to the shop): only an attempt still `started` or
   * `declined` changes, so a second submit gets the first capture or cancel. Answers the attempt as it now is.
   */
  async settle(attemptId: string, outcome: Settlement, message: string): Promise<LedgerAttempt | undefined> {
    const row = await this.find(attemptId);
    if (!row || row.amount === null) return row;
    const captured = outcome === 'captured';
    await this.db.update(testProcessorAttempts).set({
      status: outcome, message: message.slice(0, 200), updatedAt: this.clock(),
      ...(captured ? {
        captured: row.amount, txId: String(crypto.randomInt(10 ** 9, 10 ** 10)), paymentRef: crypto.randomBytes(5).toString('hex').toUpperCase(),
      } : {}),
    }).where(and(eq(testProcessorAttempts.attemptId, attemptId), inArray(testProcessorAttempts.status, ['started', 'declined'])));
    return this.find(attemptId);
  }

  /** The result the processor signs for an attempt (the page's callback, and the answer to an inquiry). */
  resultFields(row: LedgerAttempt): Field[] {
    const captured = row.status === 'captured';
    return signFields({
      version: '2', mid: this.merchant.mid, orderid: row.attemptId, status: STATUS_OF[row.status], orderAmount: toAmount(row.amount ?? 0),
      currency: row.currency, paymentTotal: captured ? toAmount(row.captured) : '', message: row.message, riskScore: '0',
      payMethod: captured ? 'visa' : '', txId: row.txId ?? '', paymentRef: row.paymentRef ?? '',
    }, RESULT_ORDER, this.merchant.secret);
  }

  /** What became of an attempt: undefined while the traveller has not finished (or never opened the page). */
  async inquire(attemptId: string): Promise<VerifiedPaymentResult | undefined> {
    const row = await this.find(attemptId);
    if (!row || row.status === 'started') return undefined;
    const fields = this.resultFields(row);
    const outcome = row.status === 'captured' ? 'captured' : row.status === 'declined' ? 'declined' : 'cancelled';
    return {
      attemptId, outcome, amount: row.captured, transactionId: row.txId ?? '', message: row.message,
      raw: Object.fromEntries(fields.map((f) => [f.name, f.value])),
    };
  }

  /**
   * Pays back `amount` cents of a captured attempt, once per key: a repeated key answers the first refund (the same
   * refund id), a reused key with another amount, an attempt not captured, or more than is left are `Refused`.
   */
  async refund(attemptId: string, amount: number, key: string): Promise<PaymentRefund> {
    const refuse = (why: string) => new PaymentError('Refused', why, 'refund');
    if (!ATTEMPT_ID.test(attemptId)) throw refuse('unknown attempt');
    if (!Number.isSafeInteger(amount) || amount <= 0) throw refuse('the amount must be a positive number of cents');
    if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) throw refuse(`the key must be 1 to ${MAX_KEY_LENGTH} characters`);
    return this.db.transaction(async (tx) => {
      const [attempt] = await tx.select().from(testProcessorAttempts).where(eq(testProcessorAttempts.attemptId, attemptId)).for('update');
      if (!attempt) throw refuse('unknown attempt');
      const [earlier] = await tx.select().from(testProcessorRefunds)
        .where(and(eq(testProcessorRefunds.attemptId, attemptId), eq(testProcessorRefunds.idempotencyKey, key))).limit(1);
      if (earlier) {
        if (earlier.amount !== amount) throw refuse(`this key already refunded ${earlier.amount} cents, not ${amount}`);
        return { attemptId, amount, refundId: earlier.refundId };
      }
      if (attempt.status !== 'captured') throw refuse(`the attempt is ${attempt.status}, nothing was captured`);
      if (attempt.refunded + amount > attempt.captured) throw refuse(`only ${attempt.captured - attempt.refunded} of ${attempt.captured} cents are left to refund`);
      const refundId = `RF${crypto.randomBytes(6).toString('hex').toUpperCase()}`;
      const now = this.clock();
      await tx.insert(testProcessorRefunds).values({ refundId, attemptId, idempotencyKey: key, amount, createdAt: now });
      await tx.update(testProcessorAttempts).set({ refunded: attempt.refunded + amount, updatedAt: now }).where(eq(testProcessorAttempts.attemptId, attemptId));
      return { attemptId, amount, refundId };
    });
  }

  /**
   * Voids an attempt that took no money, so its page refuses to take any (an attempt never opened is written
   * `voided` at once); repeating is harmless. A captured attempt is `Refused`: refund it instead.
   */
  async void(attemptId: string): Promise<void> {
    if (!ATTEMPT_ID.test(attemptId)) throw new PaymentError('Refused', 'unknown attempt', 'void');
    const now = this.clock();
    const inserted = await this.db.insert(testProcessorAttempts)
      .values({ attemptId, amount: null, status: 'voided', message: 'Voided by the merchant', createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: testProcessorAttempts.attemptId }).returning({ attemptId: testProcessorAttempts.attemptId });
    if (inserted.length > 0) return;
    await this.db.update(testProcessorAttempts).set({ status: 'voided', message: 'Voided by the merchant', updatedAt: now })
      .where(and(eq(testProcessorAttempts.attemptId, attemptId), inArray(testProcessorAttempts.status, ['started', 'declined'])));
    const row = await this.find(attemptId);
    if (row?.status === 'captured') throw new PaymentError('Refused', 'the attempt is captured: refund it instead', 'void');
  }
}
