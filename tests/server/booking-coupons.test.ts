import { couponApplies, couponDiscount, type Coupon } from '../../server/modules/booking/coupons';

const coupon: Coupon = {
  name: 'SUMMER10', active: true, email: null, fromAmount: 5000, toAmount: 100_000, activeFrom: new Date('2026-06-01T00:00:00Z'),
  activeUntil: new Date('2026-09-30T00:00:00Z'), totalUsesLimit: 5, discountPercent: 10, discountAmount: null,
};
const now = new Date('2026-06-10T05:00:00Z');

describe('coupon rule (SPEC.md section 5) in pricing', () => {
  it('applies an active coupon whose code, amount range and dates fit', () => {
    expect(couponApplies(coupon, 'SUMMER10', 24_400, undefined, now)).toBe(true);
    expect(couponDiscount(coupon, 24_400)).toBe(2_440);
  });

  it('refuses it when any condition fails', () => {
    expect(couponApplies({ ...coupon, active: false }, 'SUMMER10', 24_400, undefined, now)).toBe(false);
    expect(couponApplies(coupon, 'summer10', 24_400, undefined, now)).toBe(false);
    expect(couponApplies({ ...coupon, email: 'a@b.gr' }, 'SUMMER10', 24_400, 'c@d.gr', now)).toBe(false);
    expect(couponApplies({ ...coupon, email: 'a@b.gr' }, 'SUMMER10', 24_400, 'A@B.gr', now)).toBe(true);
    expect(couponApplies(coupon, 'SUMMER10', 4_999, undefined, now)).toBe(false);
    expect(couponApplies(coupon, 'SUMMER10', 100_001, undefined, now)).toBe(false);
    expect(couponApplies(coupon, 'SUMMER10', 24_400, undefined, new Date('2026-10-01T00:00:00Z'))).toBe(false);
    expect(couponApplies({ ...coupon, totalUsesLimit: 0 }, 'SUMMER10', 24_400, undefined, now)).toBe(false);
  });

  it('never discounts more than the amount, and takes the larger of percent and fixed amount', () => {
    expect(couponDiscount({ ...coupon, discountPercent: null, discountAmount: 50_000 }, 24_400)).toBe(24_400);
    expect(couponDiscount({ ...coupon, discountPercent: 10, discountAmount: 3_000 }, 24_400)).toBe(3_000);
  });
});
