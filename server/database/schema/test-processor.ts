/**
 * The embedded test payment processor's own ledger (server/adapters/payments/test-processor-ledger.ts): what its
 * hosted page took and what it paid back, as a card processor would keep it. Nothing of the shop reads or writes
 * these tables except the test processor itself (and tests that check the shop's books against the processor's).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One payment attempt (the shop's `attemptId`, Cardlink's `orderid`). */
export const testProcessorAttempts = pgTable(
  'test_processor_attempts',
  {
    attemptId: text('attempt_id').primaryKey(),
    /** Cents the signed request asked for; null when the shop voided the attempt before its page was opened. */
    amount: integer('amount'),
    currency: text('currency').notNull().default('EUR'),
    /** `declined` is not final: the traveller may try another card on the same page (as Cardlink's retries). */
    status: text('status', { enum: ['started', 'captured', 'declined', 'cancelled', 'voided'] }).notNull(),
    /** Cents captured (0 unless captured) and paid back in total (never more than captured). */
    captured: integer('captured').notNull().default(0),
    refunded: integer('refunded').notNull().default(0),
    txId: text('tx_id'),
    paymentRef: text('payment_ref'),
    /** The processor's message of the last result (Approved, Declined by the issuer…). */
    message: text('message').notNull().default(''),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    check('test_processor_attempts_refunded_check', sql`${t.refunded} >= 0 AND ${t.refunded} <= ${t.captured}`),
    index('test_processor_attempts_updated_idx').on(t.updatedAt),
  ],
);

/** One refund of a captured attempt; `(attempt, idempotency key)` is unique, so a repeated refund pays back once. */
export const testProcessorRefunds = pgTable(
  'test_processor_refunds',
  {
    refundId: text('refund_id').primaryKey(),
    attemptId: text('attempt_id').notNull().references(() => testProcessorAttempts.attemptId),
    idempotencyKey: text('idempotency_key').notNull(),
    amount: integer('amount').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('test_processor_refunds_key_idx').on(t.attemptId, t.idempotencyKey),
    check('test_processor_refunds_amount_check', sql`${t.amount} > 0`),
  ],
);
