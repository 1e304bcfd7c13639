/**
 * Reseller mode (SPEC.md section 6): a reseller's details and payment from its credit limit. The credit is taken
 * with one conditional UPDATE in the same transaction that issues the order, so it can never be overdrawn.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { CreditLimitPaymentAnswer, ResellerDetailsAnswer } from '../../../src/core/booking-api/index';
import type { Db } from '../../database/connect';
import { resellers } from '../../database/schema/booking';
import { ApiError } from '../../http/errors';
import { isUnissuable, type BookingService } from './booking.service';
import type { Caller } from './identity';
import type { OrderAccess } from './order-access';

class AlreadySettled extends Error {}

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

export async function payFromCredit(db: Db, service: BookingService, caller: Caller, orderCode: string, amount: number): Promise<CreditLimitPaymentAnswer> {
  if (!caller.reseller) throw new ApiError(403, 'NOT_RESELLER', 'Only resellers pay from a credit limit');
  // A reseller pays its own orders (held with its bearer token), never a guest order.
  const access: OrderAccess = { caller, token: undefined };
  const order = await service.load(orderCode, access);
  if (order.status === 'success') return service.finalize(orderCode, access);
  if (order.status !== 'pending_payment') throw new ApiError(409, 'ORDER_CLOSED', `This order is ${order.status}`);
  if (order.paymentMethod !== 'credit_limit') throw new ApiError(409, 'WRONG_PAYMENT_METHOD', 'This order is to be paid by card', 'order_code');
  if (order.paymentAmount !== amount) {
    throw new ApiError(422, 'AMOUNT_MISMATCH', `The order's amount is ${order.paymentAmount} cents`, 'payment_amount');
  }
  try {
    await db.transaction(async (tx) => {
      const charged = await tx.update(resellers).set({ creditUsed: sql`${resellers.creditUsed} + ${amount}` })
        .where(and(eq(resellers.userId, caller.userId), sql`${resellers.creditUsed} + ${amount} <= ${resellers.creditLimit}`))
        .returning({ userId: resellers.userId });
      if (charged.length === 0) throw new ApiError(409, 'CREDIT_LIMIT_EXCEEDED', 'This payment would exceed the credit limit');
      const result = await service.confirmPayment(orderCode, 'credit_limit', `credit:${caller.userId}`, amount, tx);
      // Another request paid it meanwhile: roll the charge back and answer what that request issued.
      if (!result.issued) throw new AlreadySettled();
    });
  } catch (error) {
    if (error instanceof AlreadySettled) return service.finalize(orderCode, access);
    if (isUnissuable(error)) await service.fail(orderCode, access);
    throw error;
  }
  return service.finalize(orderCode, access);
}
