/**
 * The order state machine, stored in the database (`booking_orders.status`, every change a row of
 * `order_transitions`). The booking saga (server/saga/booking-saga.ts) and the reconciler move orders only through
 * `transition`: a conditional UPDATE (`status IN from`) and the transition's record in the caller's transaction, so a
 * step repeated (a retried request, a second reconciler, a replayed callback) finds the order moved already and
 * changes nothing.
 *
 *   holding ─┬─> held ──> pending_payment ──> paid ──> success ──> refunding ──> refunded
 *            │    │            │   │  │        │                     ^
 *            └────┴──> failed <┘   │  └────────┴──> refunding ───────┘   (coupon used, operator refused)
 *                 └──> expired <───┘
 *   failed, expired ──> refunding ──> refunded   (money captured after the order closed)
 */
import { eq } from 'drizzle-orm';
import { bookingOrders, orderTransitions, type OrderOutcome, type OrderStatusValue } from '../database/schema/booking';
import type { Executor } from '../modules/booking/sql';
import type { Actor } from '../modules/booking/steps';

export type OrderState = OrderStatusValue;
export type { Actor };
export type OrderRow = typeof bookingOrders.$inferSelect;
type OrderChanges = Partial<Omit<typeof bookingOrders.$inferInsert, 'id' | 'status' | 'orderCode'>>;

/** The states an order may move to from each state; the ends move nowhere but to a refund of money taken late. */
export const TRANSITIONS: Readonly<Record<OrderState, readonly OrderState[]>> = {
  holding: ['held', 'failed'],
  held: ['pending_payment', 'failed', 'expired'],
  pending_payment: ['paid', 'failed', 'expired', 'refunding'],
  paid: ['success', 'refunding'],
  success: ['refunding'],
  failed: ['refunding'],
  expired: ['refunding'],
  refunding: ['refunded'],
  refunded: [],
};

/** States in which the order is over: nothing more will happen unless money arrives for it. */
export const FINAL_STATES: readonly OrderState[] = ['success', 'failed', 'expired', 'refunded'];

export const isLegal = (from: OrderState, to: OrderState): boolean => TRANSITIONS[from].includes(to);

export class IllegalTransition extends Error {
  constructor(from: OrderState, to: OrderState) {
    super(`An order cannot move from ${from} to ${to}`);
    this.name = 'IllegalTransition';
  }
}

export interface TransitionExtra {
  readonly actor: Actor;
  readonly at: Date;
  /** Other columns changed with the state (outcome, paid, reservation…). */
  readonly set?: OrderChanges;
  /** What the record keeps besides the cause (amounts, references, the operator's answer). */
  readonly details?: Record<string, unknown>;
}

export interface TransitionResult {
  /** Whether this call moved the order (false: it was not in one of `from`, e.g. the transition was made already). */
  readonly changed: boolean;
  /** The order as it is now (after the change when there was one); undefined for an unknown order. */
  readonly row: OrderRow | undefined;
}

/**
 * Moves order `orderId` to `to` when it is in one of `from`, recording the transition with its cause, in `tx`.
 * Refuses (IllegalTransition, before touching anything) a pair the machine does not have. The order row is locked
 * (FOR UPDATE) for the rest of `tx`, so two callers racing for the same order move it once.
 */
export async function transition(
  tx: Executor, orderId: number, from: readonly OrderState[], to: OrderState, cause: string, extra: TransitionExtra,
): Promise<TransitionResult> {
  for (const state of from) if (!isLegal(state, to)) throw new IllegalTransition(state, to);
  const [current] = await tx.select().from(bookingOrders).where(eq(bookingOrders.id, orderId)).for('update').limit(1);
  if (!current || !from.includes(current.status)) return { changed: false, row: current };
  const [row] = await tx.update(bookingOrders).set({ ...extra.set, status: to, updatedAt: extra.at })
    .where(eq(bookingOrders.id, orderId)).returning();
  await tx.insert(orderTransitions).values({
    orderId, fromStatus: current.status, toStatus: to, cause, actor: extra.actor, at: extra.at, details: extra.details ?? null,
  });
  return { changed: true, row };
}

/** Records the birth of an order (no previous state) in the transaction that wrote it. */
export async function recordCreation(tx: Executor, orderId: number, to: OrderState, cause: string, extra: Omit<TransitionExtra, 'set'>): Promise<void> {
  await tx.insert(orderTransitions).values({
    orderId, fromStatus: null, toStatus: to, cause, actor: extra.actor, at: extra.at, details: extra.details ?? null,
  });
}

/** Why an order ended without tickets or its money went back. */
export type { OrderOutcome };
