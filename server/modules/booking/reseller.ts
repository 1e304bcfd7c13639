/**
 * Reseller mode (SPEC.md section 6): a reseller's details and payment from its credit limit. The credit is taken
 * with one conditional UPDATE in the same transaction that records the order paid, so it can never be overdrawn;
 * an order the operators then refuse to issue gives the credit back.
 */
import { eq } from 'drizzle-orm';
import type { CreditLimitPaymentAnswer, ResellerDetailsAnswer } from '../../../src/contract/index';
import type { Db } from '../../database/connect';
import { resellers } from '../../database/schema/booking';
import { ApiError } from '../../http/errors';
import type { BookingSteps } from './steps';
import type { BookingService } from './booking.service';
import { invalidCoupon } from './coupons';
import type { Caller } from './identity';
import type { OrderAccess } from './order-access';
import { orderView } from './reservation';

export const DEMO_RESELLER = { userId: 'reseller-demo', name: 'Demo Travel Agency', creditLimit: 500_000 } as const;

/** The demo reseller with a 5,000.00 credit limit (idempotent). */
export async function seedBooking(db: Db): Promise<void> {
  await db.insert(resellers).values(DEMO_RESELLER).onConflictDoNothing();
}

export async function resellerDetails(db: Db, caller: Caller): Promise<ResellerDetailsAnswer> {
  const [row] = await db.select().from(resellers).where(eq(resellers.userId, caller.userId)).limit(1);
  return {
    user_id: caller.userId, name: row?.name ?? caller.name, isReseller: !!caller.reseller,
    creditLimit: row?.creditLimit ?? 0, creditUsed: row?.creditUsed ?? 0, creditAvailable: row ? Math.max(0, row.creditLimit - row.creditUsed) : 0,
  };
}

/**
 * Pays a reseller's own pending order from its credit (booking saga: charge, payment record and `paid` in one
 * transaction, then the operators issue the tickets) and answers the reservation, as finalize-booking does.
 */
export async function payFromCredit(service: BookingService, saga: BookingSteps, caller: Caller, orderCode: string, amount: number): Promise<CreditLimitPaymentAnswer> {
  if (!caller.reseller) throw new ApiError(403, 'NOT_RESELLER', 'Only resellers pay from a credit limit');
  // A reseller pays its own orders (held with its bearer token), never a guest order.
  const access: OrderAccess = { caller, token: undefined };
  const order = await service.load(orderCode, access);
  if (order.status === 'success') return service.finalize(orderCode, access);
  if (order.status === 'paid') {
    // Paid by a request running alongside: it is being issued; this one helps and answers the same tickets.
    await saga.drive(order.id, 'request');
    return service.finalize(orderCode, access);
  }
  if (order.status !== 'pending_payment') throw new ApiError(409, 'ORDER_CLOSED', `This order is ${orderView(order).order_status}`);
  if (order.paymentMethod !== 'credit_limit') throw new ApiError(409, 'WRONG_PAYMENT_METHOD', 'This order is to be paid by card', 'order_code');
  if (order.paymentAmount !== amount) {
    throw new ApiError(422, 'AMOUNT_MISMATCH', `The order's amount is ${order.paymentAmount} cents`, 'payment_amount');
  }
  const paid = await saga.payFromCredit(order, caller.userId, amount);
  if (paid === 'coupon_used') {
    // Nothing was charged: the order is given up and the coupon's refusal answered.
    await service.fail(orderCode, access);
    throw invalidCoupon();
  }
  await saga.drive(order.id, 'request');
  return service.finalize(orderCode, access);
}
