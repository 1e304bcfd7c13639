export * from './coupon';
export type { CouponGateway } from './coupon-gateway.port';
export { CheckCoupon, type CheckCouponError, type CheckCouponInput } from './check-coupon.use-case';
