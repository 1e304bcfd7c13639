/**
 * The refund ledger (server/modules/booking/refund-ledger.ts): one row per refund of an issued order's money, any
 * number per payment attempt: the traveller's cancellation of the whole order (`cancel_whole`) or of a part of it
 * (`cancel_part`: one leg, or passengers and vehicles of a leg), and the fare difference given back when a leg is
 * changed to a cheaper one (`change_difference`). A row is written `pending` before the card processor (or the
 * reseller's credit) is asked, in the transaction that reserves its amount on the attempt (`payments.refunds_reserved`,
 * whose check keeps the sum within what was captured); the saga, or the reconciler after a crash, pays it and marks it
 * `done` with the processor's refund id. The processor is asked with the row's `idempotency_key`, so a row is paid
 * back once however often it is driven. A `cancel_part` row first waits for the company to cancel those tickets
 * (`operator_status` pending → done); a refusal drops the row (`dropped`, its amount released, nothing paid).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookingOrders, payments } from './booking';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const REFUND_REASONS = ['cancel_whole', 'cancel_part', 'change_difference'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
export const REFUND_STATUSES = ['pending', 'done', 'dropped'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * What a refund covers: for each trip (its index in the order) whether the whole leg, or which passengers and
 * vehicles (their indexes in the booking request: vehicles first, then trailers). Empty for a fare difference.
 */
export interface RefundCovers {
  readonly trips: readonly {
    readonly tripIndex: number; readonly whole: boolean; readonly passengers: readonly number[]; readonly vehicles: readonly number[];
    /** A part's: what was paid for it and what the quote gave back of it (the company is asked with `paid`). */
    readonly paid?: number; readonly refund?: number;
    /** The company would not cancel this leg's part: nothing of it was cancelled or refunded. */
    readonly refused?: boolean;
  }[];
}

export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => bookingOrders.id),
    /** The captured attempt whose money goes back. */
    paymentId: integer('payment_id').notNull().references(() => payments.id),
    /** Cents; 0 only for a part cancelled past the company's last tier (the row still records what was cancelled). */
    amount: integer('amount').notNull(),
    reason: text('reason', { enum: REFUND_REASONS }).notNull(),
    /** Unique: the processor is asked with it (a repeated call pays back once), and a repeated request finds its row. */
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull(),
    /** `pending` while the company has not cancelled the tickets a `cancel_part` covers; `none` when nothing is to cancel. */
    operatorStatus: text('operator_status', { enum: ['none', 'pending', 'done'] }).notNull().default('none'),
    covers: jsonb('covers').$type<RefundCovers>().notNull(),
    /** The processor's id of the refund (`credit:<attempt>` for a reseller's credit), once done. */
    processorRefundId: text('processor_refund_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    doneAt: ts('done_at'),
  },
  (t) => [
    uniqueIndex('refunds_key_idx').on(t.idempotencyKey),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_pending_idx').on(t.orderId).where(sql`${t.status} = 'pending'`),
    check('refunds_amount_not_negative', sql`${t.amount} >= 0`),
  ],
);
