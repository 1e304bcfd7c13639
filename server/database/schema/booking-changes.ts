/**
 * Changes of a leg of an issued order (issue 17, server/saga/change-saga.ts): one row per change the traveller
 * started, with its own state machine (`CHANGE_STATUSES`), the new sailing's hold reference at its operator, the
 * price difference (new fare − old fare + the company's change fee, integer cents), the card attempt that pays a
 * higher fare's difference, and what goes back (a lower fare's difference, or a captured difference of a change that
 * failed). One change at a time per order: a partial unique index over the changes still under way.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookingOrders } from './booking';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * `holding` (written, the new sailing being held), `held` (held; a higher fare's difference awaits the card),
 * `paid` (nothing more to pay: the new sailing is being confirmed), `confirmed` (the new tickets exist: the old leg
 * is being cancelled and the order rewritten), and the ends `done` and `failed` (the new hold released, the old
 * booking intact; what was captured goes back).
 */
export const CHANGE_STATUSES = ['holding', 'held', 'paid', 'confirmed', 'done', 'failed'] as const;
export type ChangeStatusValue = (typeof CHANGE_STATUSES)[number];
/** The states of a change still under way (at most one per order). */
export const LIVE_CHANGE_STATUSES: readonly ChangeStatusValue[] = ['holding', 'held', 'paid', 'confirmed'];

export const bookingChanges = pgTable(
  'booking_changes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => bookingOrders.id, { onDelete: 'cascade' }),
    /** The change's own code (`${orderCode}X${4}`): the new hold's reference and the prefix of its card attempt. */
    changeCode: text('change_code').notNull(),
    tripIndex: integer('trip_index').notNull(),
    status: text('status', { enum: CHANGE_STATUSES }).notNull(),
    /** The order's trip before the change: its reference at the operator and its request item. */
    oldReference: text('old_reference').notNull(),
    oldTripId: text('old_trip_id').notNull(),
    /** The old trip's facts as the order kept them (for the e-mail and the record). */
    oldInfo: jsonb('old_info').notNull(),
    newTripId: text('new_trip_id').notNull(),
    newReference: text('new_reference').notNull(),
    /** The new trip's request item (the order's, on the new sailing's accommodation codes), price and facts. */
    newItem: jsonb('new_item').notNull(),
    /**
     * The order's indices of the passengers, vehicles and pets the new tickets carry, in the company's order, when
     * part of the leg was cancelled before the change (server/modules/booking/leg-party.ts `LegParty`); null: the whole party.
     * `new_item` is then the order's whole leg item on the new sailing, `new_price` in the order's numbering.
     */
    party: jsonb('party'),
    newPrice: jsonb('new_price').notNull(),
    newInfo: jsonb('new_info').notNull(),
    oldTotal: integer('old_total').notNull(),
    newTotal: integer('new_total').notNull(),
    feeCents: integer('fee_cents').notNull(),
    /** new − old + fee: positive is paid by card, negative goes back to the card. */
    difference: integer('difference').notNull(),
    lang: text('lang').notNull().default('el'),
    holdExpiresAt: ts('hold_expires_at'),
    /** The new sailing's tickets once confirmed. */
    confirmation: jsonb('confirmation'),
    /** The old leg is cancelled at its operator (after the new one was confirmed). */
    oldCancelled: boolean('old_cancelled').notNull().default(false),
    /** The card attempt of a higher fare's difference, its status and what it captured. */
    attemptId: text('attempt_id'),
    attemptStatus: text('attempt_status', { enum: ['started', 'captured', 'declined', 'cancelled'] }),
    attemptVoided: boolean('attempt_voided').notNull().default(false),
    captured: integer('captured').notNull().default(0),
    txId: text('tx_id'),
    /**
     * What goes back: a lower fare's difference (recorded in the order's refund ledger, `refunds`, which pays it) or a
     * captured difference of a change that failed (paid back here from its own attempt, `refund_attempt_id`, recorded
     * pending before the processor is asked).
     */
    refundDue: integer('refund_due').notNull().default(0),
    refundAttemptId: text('refund_attempt_id'),
    refundStatus: text('refund_status', { enum: ['pending', 'done'] }),
    refundId: text('refund_id'),
    /** Why the change failed (`no_availability`, `operator_refused`, `payment_cancelled`, `hold_expired`…). */
    failure: text('failure'),
    /** The change e-mail was queued. */
    mailed: boolean('mailed').notNull().default(false),
    nextCheckAt: ts('next_check_at'),
    leaseOwner: text('lease_owner'),
    leaseUntil: ts('lease_until'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('booking_changes_code_idx').on(t.changeCode),
    uniqueIndex('booking_changes_attempt_idx').on(t.attemptId),
    // One change under way per order: a second start (another tab, a double click) finds this index taken.
    uniqueIndex('booking_changes_live_idx').on(t.orderId).where(sql`${t.status} IN ('holding', 'held', 'paid', 'confirmed')`),
    index('booking_changes_order_idx').on(t.orderId, t.id),
    // A later part cancellation or assistance request of a changed leg reads the party its reference carries
    // (server/modules/booking/leg-party.ts `partyOfReference`).
    index('booking_changes_new_reference_idx').on(t.newReference),
    index('booking_changes_due_idx').on(t.nextCheckAt).where(sql`${t.nextCheckAt} IS NOT NULL`),
  ],
);

/** Every change of a change's state, with its cause (as `order_transitions` for orders). */
export const changeTransitions = pgTable(
  'change_transitions',
  {
    id: serial('id').primaryKey(),
    changeId: integer('change_id').notNull().references(() => bookingChanges.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: CHANGE_STATUSES }),
    toStatus: text('to_status', { enum: CHANGE_STATUSES }).notNull(),
    cause: text('cause').notNull(),
    actor: text('actor', { enum: ['request', 'callback', 'reconciler'] }).notNull(),
    at: ts('at').notNull().defaultNow(),
    details: jsonb('details'),
  },
  (t) => [index('change_transitions_change_idx').on(t.changeId, t.id)],
);
