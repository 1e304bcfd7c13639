import { type Clock } from '../shared/clock.port';
import { type Cents } from '../shared/money';
import { type Result, err, ok } from '../shared/result';
import { type Coupon, type CouponRejection, couponRejection, normaliseCouponCode } from './coupon';
import { type CouponGateway } from './coupon-gateway.port';

export interface CheckCouponInput { readonly code: string; readonly email?: string; readonly amount: Cents }
export type CheckCouponError = { readonly kind: 'UnknownCoupon' } | { readonly kind: 'Rejected'; readonly reason: CouponRejection };

/** Checks a coupon code for an order: looks it up and applies the validity rule at the clock's now. */
export class CheckCoupon {
  constructor(private readonly deps: { coupons: CouponGateway; clock: Clock }) {}

  /** The coupon when it applies; UnknownCoupon or Rejected with the reason. */
  async execute(input: CheckCouponInput): Promise<Result<Coupon, CheckCouponError>> {
    const code = normaliseCouponCode(input.code);
    if (!code) return err({ kind: 'UnknownCoupon' });
    const coupon = await this.deps.coupons.findActiveByCode(code);
    if (!coupon) return err({ kind: 'UnknownCoupon' });
    const reason = couponRejection(coupon, { ...input, code, now: this.deps.clock.nowIso() });
    return reason ? err({ kind: 'Rejected', reason }) : ok(coupon);
  }
}
