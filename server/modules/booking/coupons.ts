/**
 * Coupons are content (SPEC.md section 3, the Content API's `coupons`, table in server/database/schema/coupons.ts).
 * Pricing reads them through the `CouponSource` seam and applies the core's rule of SPEC.md section 5
 * (`couponRejection` of src/core/coupon); the discount is the larger of the percent and the fixed amount, never more
 * than the order. `totalUsesLimit` counts the uses left: finalising an order takes one with a conditional UPDATE in
 * the finalisation's transaction, so parallel finalisations never use a coupon more often than it allows.
 */
import { and, gte, isNull, or, sql, type SQL } from 'drizzle-orm';
import { type Coupon as CoreCoupon, couponRejection, type CouponRejection, normaliseCouponCode } from '../../../src/core/coupon/index';
import type { Db } from '../../database/connect';
import { coupons } from '../../database/schema/coupons';
import { ApiError } from '../../http/errors';
import type { Executor } from './sql';

/** A coupon as pricing reads it: the core's coupon plus its discount. */
export interface Coupon extends CoreCoupon {
  readonly discountPercent: number | null;
  readonly discountAmount: number | null;
}

export interface CouponSource {
  find(code: string): Promise<Coupon | undefined>;
}

/** SPEC.md section 8's message for a coupon that does not apply (422 INVALID_COUPON). */
export const INVALID_COUPON_MESSAGE = 'Invalid Coupon Code. Insert your email and try again';
export const invalidCoupon = (field = 'coupon') => new ApiError(422, 'INVALID_COUPON', INVALID_COUPON_MESSAGE, field);

/** Why the coupon does not apply for `code` to this order amount (cents), e-mail and moment; undefined when it does. */
export function couponProblem(
  coupon: Coupon, check: { code: string; amount: number; email: string | undefined; now: Date },
): CouponRejection | undefined {
  return couponRejection(coupon, { code: check.code, amount: check.amount, email: check.email, now: check.now.toISOString() });
}

/** The discount in cents a valid coupon gives on `amount`. */
export function couponDiscount(c: Pick<Coupon, 'discountPercent' | 'discountAmount'>, amount: number): number {
  const byPercent = c.discountPercent ? Math.round((amount * c.discountPercent) / 100) : 0;
  return Math.min(amount, Math.max(byPercent, c.discountAmount ?? 0));
}

/**
 * The coupon priced into an order must still apply when the order is recorded: to the leader who books (an
 * e-mail-restricted coupon is the leader's, whatever e-mail pricing was given) and with a use left; else 422.
 */
export async function couponStillApplies(
  source: CouponSource, priced: { coupon: string | null; subtotal: number }, email: string, now: Date,
): Promise<void> {
  if (!priced.coupon) return;
  const coupon = await source.find(priced.coupon);
  if (coupon && !couponProblem(coupon, { code: priced.coupon, amount: priced.subtotal, email, now })) return;
  throw invalidCoupon(coupon?.email ? 'leader.email' : 'coupon');
}

/**
 * The coupon whose code is `code`, in any case: codes are kept in capitals (the Content API writes them so), and the
 * comparison is on `upper(name)` (the unique index `coupons_name_upper`), so a row stored before in another case is
 * found too.
 */
const codeIs = (code: string): SQL => sql`upper(${coupons.name}) = ${normaliseCouponCode(code)}`;

export class SqlCouponSource implements CouponSource {
  constructor(private readonly db: Db) {}

  async find(code: string): Promise<Coupon | undefined> {
    const [row] = await this.db.select().from(coupons).where(codeIs(code)).limit(1);
    if (!row) return undefined;
    return {
      name: row.name, active: row.active, email: row.email, fromAmount: row.fromAmount, toAmount: row.toAmount,
      activeFrom: row.activeFrom?.toISOString() ?? null, activeUntil: row.activeUntil?.toISOString() ?? null,
      totalUsesLimit: row.totalUsesLimit, discountPercent: row.discountPercent, discountAmount: row.discountAmount,
    };
  }
}

/**
 * Counts one use of a coupon inside the transaction that issues an order: one conditional UPDATE takes a use while
 * any is left (PostgreSQL re-checks the condition after waiting for a parallel finalisation's row lock). Throws 422
 * INVALID_COUPON when the coupon is used up; a coupon deleted since pricing has nothing left to count.
 */
export async function takeCouponUse(tx: Executor, code: string): Promise<void> {
  const taken = await tx.update(coupons)
    .set({ timesUsed: sql`${coupons.timesUsed} + 1`, totalUsesLimit: sql`${coupons.totalUsesLimit} - 1` })
    .where(and(codeIs(code), or(isNull(coupons.totalUsesLimit), gte(coupons.totalUsesLimit, 1))))
    .returning({ name: coupons.name });
  if (taken.length > 0) return;
  const [exists] = await tx.select({ name: coupons.name }).from(coupons).where(codeIs(code)).limit(1);
  if (exists) throw invalidCoupon();
}
