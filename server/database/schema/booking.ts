/**
 * Booking (server/modules/booking, server/modules/payments): shop orders, capacity held or sold per sailing and
 * accommodation code (sailings themselves are computed by the operators, never stored), idempotency keys,
 * resellers' credit, and card payment callbacks. Callers are identified by the accounts module's sessions.
 */
import { sql } from 'drizzle-orm';
import {
  boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const ORDER_STATUSES = ['held', 'pending_payment', 'success', 'failed', 'expired', 'refunded'] as const;
export type OrderStatusValue = (typeof ORDER_STATUSES)[number];
export const HOLD_STATUSES = ['held', 'sold', 'released', 'expired', 'refunded'] as const;

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
  },
  (t) => [
    uniqueIndex('booking_orders_code_idx').on(t.orderCode),
    index('booking_orders_user_idx').on(t.userId, t.createdAt),
    index('booking_orders_holder_idx').on(t.holderKey).where(sql`${t.status} IN ('held', 'pending_payment')`),
  ],
);

export const bookingHolds = pgTable(
  'booking_holds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => bookingOrders.id),
    sailingId: text('sailing_id').notNull(),
    code: text('code').notNull(),
    quantity: integer('quantity').notNull(),
    status: text('status', { enum: HOLD_STATUSES }).notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [
    index('booking_holds_due_idx').on(t.expiresAt).where(sql`${t.status} = 'held'`),
    index('booking_holds_order_idx').on(t.orderId),
  ],
);

/** Places held and sold per sailing and inventory code; availability is the operator's capacity minus both. */
export const sailingInventory = pgTable(
  'sailing_inventory',
  {
    sailingId: text('sailing_id').notNull(),
    code: text('code').notNull(),
    held: integer('held').notNull().default(0),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sailingId, t.code] })],
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

/** Every card-payment callback received, verified or not. */
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
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('card_payments_order_idx').on(t.orderCode)],
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
