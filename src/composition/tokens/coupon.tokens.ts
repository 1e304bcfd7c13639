import { type CheckCoupon, type CouponGateway } from '../../core/coupon';
import { token } from './token';

export const couponTokens = {
  CouponGateway: token<CouponGateway>('coupon.CouponGateway'),
  CheckCoupon: token<CheckCoupon>('coupon.CheckCoupon'),
} as const;
