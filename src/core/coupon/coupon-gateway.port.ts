import { type Coupon } from './coupon';

/** Coupon look-up over the Content API (`GET coupons` with the where filter of SPEC.md section 5). */
export interface CouponGateway {
  /** The active coupon named by a code, or undefined when there is none. */
  findActiveByCode(code: string): Promise<Coupon | undefined>;
}
