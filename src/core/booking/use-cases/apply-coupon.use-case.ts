import { type CheckCoupon } from '../../coupon/check-coupon.use-case';
import { normaliseCouponCode } from '../../coupon/coupon';
import { type Result, err, ok } from '../../shared/result';
import { type BookingState } from '../domain/booking-state';
import { withCoupon } from '../domain/details-input';
import { priceSummary } from '../domain/price-summary';
import { type Quote } from '../domain/quote';
import { type BookingFailure } from './booking-failure';
import { type PriceBooking } from './price-booking.use-case';

export type ApplyCouponFailure =
  | { readonly kind: 'NoCode' }
  /** Unknown, expired, for another e-mail, or the order is below its amount (SPEC.md section 5). */
  | { readonly kind: 'CouponInvalid' }
  | { readonly kind: 'PricingFailed'; readonly failure: BookingFailure };

/**
 * The details step's coupon: checked for the leader's e-mail and the booking's subtotal (CheckCoupon), then the
 * booking priced with it so the discount shows. Apply the answer with `withCoupon(s, code)` and the pricing in one
 * transition. Nothing changes on a failure.
 */
export class ApplyCoupon {
  constructor(private readonly deps: {
    /** The coupon check (its domain loads on demand). */
    checkCoupon: () => Promise<Pick<CheckCoupon, 'execute'>>;
    priceBooking: Pick<PriceBooking, 'execute'>;
  }) {}

  async execute(state: BookingState): Promise<Result<{ code: string; pricing: Quote }, ApplyCouponFailure>> {
    const code = normaliseCouponCode(state.coupon.couponNumber);
    if (!code) return err({ kind: 'NoCode' });
    const check = await this.deps.checkCoupon();
    const amount = priceSummary(state)?.subtotal ?? 0;
    const checked = await check.execute({ code, email: state.leader.email.trim() || undefined, amount });
    if (!checked.ok) return err({ kind: 'CouponInvalid' });
    const priced = await this.deps.priceBooking.execute(withCoupon(state, code));
    if (!priced.ok) return err({ kind: 'PricingFailed', failure: priced.error });
    return ok({ code, pricing: priced.value.pricing! });
  }
}
