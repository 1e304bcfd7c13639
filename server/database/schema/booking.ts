/**
 * Booking (server/modules/booking, server/modules/payments, server/saga): shop orders and their state transitions,
 * the references of the holds the operators keep for them (seats belong to the operators: the shop stores none),
 * payment attempts, idempotency keys, resellers' credit, and verified card payment results. Callers are identified
 * by the accounts module's sessions.
 */
import { sql } from 'drizzle-orm';
import {
  boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The states of an order (server/saga/order-state.ts has the transitions): `holding` (written, operator holds being
 * taken), `held`, `pending_payment` (details recorded), `paid` (money captured, tickets not confirmed yet),
 * `success` (issued), and the ends `failed`, `expired`, `refunding` (money to give back, recorded before the
 * processor is asked) and `refunded`. The web app sees six of them (orderView maps the others).
 */
export const ORDER_STATUSES = [
  'holding', 'held', 'pending_payment', 'paid', 'success', 'failed', 'expired', 'refunding', 'refunded',
] as const;
export type OrderStatusValue = (typeof ORDER_STATUSES)[number];
/** Why an order ended without tickets or was paid back (the wire's `outcome`). */
export const ORDER_OUTCOMES = [
  'operator_refused', 'coupon_used', 'payment_after_close', 'payment_superseded', 'hold_expired', 'cancelled_by_traveller',
] as const;
export type OrderOutcome = (typeof ORDER_OUTCOMES)[number];

export const bookingOrders = pgTable(
  'booking_orders',
  {
    id: serial('id').primaryKey(),
    orderCode: text('order_code').notNull(),
    userId: text('user_id'),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    paid: boolean('paid').notNull().default(false),
    paymentMethod: text('payment_method', { enum: ['card', 'credit_limit'] }),
    paymentRef: text('payment_ref'),
    lang: text('lang').notNull().default('el'),
    /** The priced booking request (trips, passengers, vehicles…), as validated. */
    request: jsonb('request').notNull(),
    /** The pricing answer the order was held at. */
    pricing: jsonb('pricing').notNull(),
    /** What insert-booking recorded: leader, travellers, delivery, invoice. */
    details: jsonb('details'),
    /** The issued reservation (tickets, company codes). */
    reservation: jsonb('reservation'),
    paymentAmount: integer('payment_amount').notNull(),
    refundAmount: integer('refund_amount'),
    holdExpiresAt: ts('hold_expires_at'),
    /** How many times the traveller extended the hold (extend-hold allows at most HOLD_EXTENSIONS_MAX). */
    holdExtensions: integer('hold_extensions').notNull().default(0),
    /**
     * Who holds the places, for the per-client cap on places held at once (server/modules/booking/hold-limits.ts):
     * `user:<id>`, or for a guest `ip:<keyed hash of the address>` (never the address itself).
     */
    holderKey: text('holder_key'),
    /** The party size the order holds: its largest trip's passengers, vehicles, trailers and pets. */
    heldPlaces: integer('held_places').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    issuedAt: ts('issued_at'),
    /** Why the order ended without tickets or was paid back (null while it goes well). */
    outcome: text('outcome', { enum: ORDER_OUTCOMES }),
    /**
     * When the reconciler (server/saga/reconciler.ts) is next to look at the order; null when nothing is left to do.
     * A step that leaves work behind (a hold being taken, a payment being applied, a refund) sets it.
     */
    nextCheckAt: ts('next_check_at'),
    /** The reconciler's lease: the instance driving the order and until when (other instances skip it meanwhile). */
    leaseOwner: text('lease_owner'),
    leaseUntil: ts('lease_until'),
    /** Reconciler passes that found the order's work not done yet (an outside call failed): the back-off grows with it. */
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [
    uniqueIndex('booking_orders_code_idx').on(t.orderCode),
    index('booking_orders_due_idx').on(t.nextCheckAt).where(sql`${t.nextCheckAt} IS NOT NULL`),
    index('booking_orders_user_idx').on(t.userId, t.createdAt),
    index('booking_orders_holder_idx').on(t.holderKey).where(sql`${t.status} IN ('holding', 'held', 'pending_payment')`),
  ],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is in flight. */
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/** Bearer tokens (SHA-256 of the token) the Booking API resolves callers by. */
export const resellers = pgTable('resellers', {
  userId: text('user_id').primaryKey(),
  name: text('name').notNull(),
  creditLimit: integer('credit_limit').notNull(),
  creditUsed: integer('credit_used').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/**
 * The raw log of verified card-payment results (a callback, or an answer to `inquire`), stored before anything is
 * done with them (unverified posts are stored nowhere). `applied` once the result changed its payment attempt; a
 * replay of a result already applied stays unapplied and changes nothing.
 */
export const cardPayments = pgTable(
  'card_payments',
  {
    id: serial('id').primaryKey(),
    orderCode: text('order_code').notNull(),
    kind: text('kind', { enum: ['confirm', 'cancel'] }).notNull(),
    status: text('status').notNull(),
    txId: text('tx_id'),
    amount: integer('amount'),
    verified: boolean('verified').notNull(),
    applied: boolean('applied').notNull().default(false),
    payload: jsonb('payload').notNull(),
    /** The payment attempt the result names (the processor's `orderid`) and what it says happened. */
    attemptId: text('attempt_id'),
    outcome: text('outcome', { enum: ['captured', 'declined', 'cancelled'] }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('card_payments_order_idx').on(t.orderCode),
    index('card_payments_unapplied_idx').on(t.id).where(sql`NOT ${t.applied}`),
  ],
);

export const TRANSITION_ACTORS = ['request', 'callback', 'reconciler'] as const;

/** Every change of an order's state, with its cause, in the transaction that made it (server/saga/order-state.ts). */
export const orderTransitions = pgTable(
  'order_transitions',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => bookingOrders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: ORDER_STATUSES }),
    toStatus: text('to_status', { enum: ORDER_STATUSES }).notNull(),
    cause: text('cause').notNull(),
    actor: text('actor', { enum: TRANSITION_ACTORS }).notNull(),
    at: ts('at').notNull().defaultNow(),
    details: jsonb('details'),
  },
  (t) => [index('order_transitions_order_idx').on(t.orderId, t.id)],
);

export const PAYMENT_PROVIDERS = ['cardlink', 'test-processor', 'credit_limit'] as const;
export const PAYMENT_STATUSES = ['started', 'captured', 'declined', 'cancelled', 'superseded'] as const;
export type PaymentStatusValue = (typeof PAYMENT_STATUSES)[number];

/**
 * One row per payment attempt of an order (server/saga): a card attempt is `started` when its hosted form is
 * answered, then captured, declined or cancelled by the verified result; a change of the order while it is started
 * supersedes it (it is voided at the processor, and a capture of it later is paid back). `refund_due` is what is to
 * go back of `captured` (set before the processor is asked), `refunded` what went back, `refund_status` pending until
 * the processor (or the reseller's credit) has paid it. Those three hold the one refund of an attempt the saga gives
 * back when an order fails; a traveller's cancellation (whole or part) and a change's fare difference are rows of the
 * refund ledger (`refunds`, ./refunds.ts), any number per attempt: `refunds_reserved` is their sum (pending and done,
 * raised in the transaction that writes the row), `refunded` counts what really went back by either way, and the
 * check keeps `refund_due + refunds_reserved <= captured`: no refund is ever recorded beyond what was captured.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => bookingOrders.id),
    /** The shop's name of the attempt, sent to the processor as its `orderid`. */
    attemptId: text('attempt_id').notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    captured: integer('captured').notNull().default(0),
    refundDue: integer('refund_due').notNull().default(0),
    refunded: integer('refunded').notNull().default(0),
    /** Cents of this attempt the refund ledger (`refunds`) gives back, pending or done. */
    refundsReserved: integer('refunds_reserved').notNull().default(0),
    refundStatus: text('refund_status', { enum: ['pending', 'done'] }),
    /** Why this attempt's money goes back (the order's outcome, or `payment_superseded` for a replaced attempt). */
    refundReason: text('refund_reason', { enum: ORDER_OUTCOMES }),
    /** The processor has been told to refuse the attempt's money (void), for a superseded or abandoned attempt. */
    voided: boolean('voided').notNull().default(false),
    txId: text('tx_id'),
    refundId: text('refund_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_attempt_idx').on(t.attemptId),
    index('payments_order_idx').on(t.orderId),
    check('payments_refunds_within_captured', sql`${t.refundsReserved} >= 0 AND ${t.refundDue} + ${t.refundsReserved} <= ${t.captured}`),
  ],
);

export const OPERATOR_HOLD_STATUSES = ['requested', 'held', 'confirmed', 'cancelling', 'released', 'cancelled'] as const;

/**
 * The shop's record of its operator holds, one per trip of an order (`reference` = `${orderCode}-${tripIndex}`, the
 * idempotency key of every call about it). `requested` is written before the operator is asked, so a crash leaves a
 * reference the reconciler releases.
 */
export const operatorHolds = pgTable(
  'operator_holds',
  {
    orderId: integer('order_id').notNull().references(() => bookingOrders.id),
    tripIndex: integer('trip_index').notNull(),
    reference: text('reference').notNull(),
    status: text('status', { enum: OPERATOR_HOLD_STATUSES }).notNull(),
    expiresAt: ts('expires_at'),
    confirmation: jsonb('confirmation'),
    /** Cents the company refunded when the confirmed trip was cancelled. */
    refundCents: integer('refund_cents'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.tripIndex] }), uniqueIndex('operator_holds_reference_idx').on(t.reference)],
);

export const ORDER_TOKEN_PURPOSES = ['browser', 'mail', 'manage'] as const;

/**
 * Order access tokens of guest orders (server/modules/booking/order-access.ts): only the SHA-256 of each token is
 * kept. Several per order: the one the booking browser got with the hold, one per reservation e-mail link, one per
 * proven "manage booking" pair. An order's tokens go with the order.
 */
export const orderAccessTokens = pgTable(
  'order_access_tokens',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => bookingOrders.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token, hex. */
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose', { enum: ORDER_TOKEN_PURPOSES }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('order_access_tokens_order_idx').on(t.orderId)],
);
