/**
 * The rule between a traveller's cancellation and a change of a leg of the same order (issue 17): never both at
 * once. Each side decides under the order's row lock (`SELECT … FOR UPDATE` on `booking_orders`), in the transaction
 * that writes its own start, so the one that takes the lock second sees what the first wrote:
 * - a cancellation (whole: `success → refunding`; a part: its refund row) refuses while a change is under way;
 * - a change starts only on an issued order with no part cancellation still with its company (a leg with cancelled
 *   passengers or vehicles changes what is left of its party, ./leg-party.ts, which the start reads again under the
 *   lock), and every later step of the change that takes or confirms anything looks again (`changeRefusedBy`), ending
 *   the change (new places released, what it took paid back) should the order have been cancelled meanwhile.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { bookingOrders } from '../../database/schema/booking';
import { bookingChanges, LIVE_CHANGE_STATUSES } from '../../database/schema/booking-changes';
import { ApiError } from '../../http/errors';
import { cancelledParts } from './manage';
import { refundsOf } from './refund-ledger';
import type { Executor } from './sql';

/** The change of an order still under way, read in `ex` (after the order's row lock, it sees every committed start). */
export async function liveChangeOf(ex: Executor, orderId: number): Promise<typeof bookingChanges.$inferSelect | undefined> {
  const [row] = await ex.select().from(bookingChanges)
    .where(and(eq(bookingChanges.orderId, orderId), inArray(bookingChanges.status, [...LIVE_CHANGE_STATUSES]))).limit(1);
  return row;
}

/** Throws 409 CHANGE_IN_PROGRESS when the order has a change under way: a cancellation's check, under the order's lock. */
export async function refuseCancelDuringChange(tx: Executor, orderId: number): Promise<void> {
  if (await liveChangeOf(tx, orderId)) {
    throw new ApiError(409, 'CHANGE_IN_PROGRESS', 'A change of this booking is under way; try again when it ends', 'order_code');
  }
}

/**
 * Locks the order's row in `tx` and answers why it no longer admits a change of leg `tripIndex`: `order_cancelled`
 * when it is not issued any more (a cancellation took it) or that whole leg was cancelled, `cancel_in_progress` when a
 * part of it is with its company; null when the change may go on.
 */
export async function changeRefusedBy(tx: Executor, orderId: number, tripIndex: number): Promise<'order_cancelled' | 'cancel_in_progress' | null> {
  const [order] = await tx.select({ status: bookingOrders.status }).from(bookingOrders).where(eq(bookingOrders.id, orderId)).for('update');
  if (!order || order.status !== 'success') return 'order_cancelled';
  const parts = cancelledParts(await refundsOf(tx, orderId));
  if (parts.inProgress) return 'cancel_in_progress';
  if (parts.legs.has(tripIndex)) return 'order_cancelled';
  return null;
}
