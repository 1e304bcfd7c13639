import fc from 'fast-check';
import { type Coupon, couponRejection, isCouponValid, normaliseCouponCode } from '../../../src/core/coupon';

const coupon = (overrides: Partial<Coupon> = {}): Coupon => ({
  name: 'SUMMER10', active: true, email: null, fromAmount: 5000, toAmount: 50000,
  activeFrom: '2027-05-01T00:00:00Z', activeUntil: '2027-09-30T23:59:59Z', totalUsesLimit: 10, ...overrides,
});
const check = { code: 'SUMMER10', email: 'maria@example.gr', amount: 12000, now: '2027-06-10T10:00:00Z' };

describe('coupon validity', () => {
  it('accepts an active coupon whose every condition holds', () => {
    expect(isCouponValid(coupon(), check)).toBe(true);
  });

  it('names the condition that fails', () => {
    expect(couponRejection(coupon({ active: false }), check)).toBe('Inactive');
    expect(couponRejection(coupon(), { ...check, code: 'WINTER' })).toBe('CodeMismatch');
    expect(couponRejection(coupon({ email: 'nikos@example.gr' }), check)).toBe('EmailMismatch');
    expect(couponRejection(coupon(), { ...check, amount: 4999 })).toBe('AmountTooLow');
    expect(couponRejection(coupon(), { ...check, amount: 50001 })).toBe('AmountTooHigh');
    expect(couponRejection(coupon(), { ...check, now: '2027-04-30T23:00:00Z' })).toBe('NotYetActive');
    expect(couponRejection(coupon(), { ...check, now: '2027-10-01T00:00:00Z' })).toBe('Expired');
    expect(couponRejection(coupon({ totalUsesLimit: 0 }), check)).toBe('UsedUp');
  });

  it('reads a code in any case and with spaces around it as the same code (issue 19: welcome10 was refused)', () => {
    for (const code of ['summer10', 'Summer10', ' sUmMeR10 ', 'SUMMER10']) {
      expect(normaliseCouponCode(code)).toBe('SUMMER10');
      expect(couponRejection(coupon(), { ...check, code })).toBeUndefined();
    }
    expect(couponRejection(coupon({ name: 'summer10' }), check)).toBeUndefined();
    expect(couponRejection(coupon(), { ...check, code: 'summer1O' })).toBe('CodeMismatch');
  });

  it('treats unset limits as no limit and the bounds as inclusive', () => {
    const open = coupon({ email: '', fromAmount: null, toAmount: null, activeFrom: null, activeUntil: null, totalUsesLimit: null });
    expect(isCouponValid(open, { ...check, amount: 0, email: undefined })).toBe(true);
    expect(isCouponValid(coupon(), { ...check, amount: 5000 })).toBe(true);
    expect(isCouponValid(coupon(), { ...check, amount: 50000 })).toBe(true);
    expect(isCouponValid(coupon({ email: 'Maria@Example.gr' }), check)).toBe(true);
  });

  it('is valid exactly when every rule of SPEC.md section 5 holds', () => {
    const amount = fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null });
    const instant = fc.option(fc.integer({ min: 0, max: 1000 }).map((d) => new Date(Date.UTC(2027, 0, 1) + d * 86_400_000).toISOString()), { nil: null });
    fc.assert(fc.property(
      fc.boolean(), fc.constantFrom('A', 'B'), fc.option(fc.constantFrom('a@x.gr', 'b@x.gr'), { nil: null }), amount, amount, instant, instant,
      fc.option(fc.integer({ min: -1, max: 3 }), { nil: null }), fc.constantFrom('A', 'B', 'a', 'b'), fc.constantFrom('a@x.gr', 'b@x.gr'),
      fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 1000 }),
      (active, name, email, fromAmount, toAmount, activeFrom, activeUntil, totalUsesLimit, code, customer, orderAmount, day) => {
        const now = new Date(Date.UTC(2027, 0, 1) + day * 86_400_000).toISOString();
        const expected = active && code.toUpperCase() === name.toUpperCase() && (email === null || email === customer)
          && (fromAmount === null || orderAmount >= fromAmount) && (toAmount === null || orderAmount <= toAmount)
          && (activeFrom === null || now >= activeFrom) && (activeUntil === null || now <= activeUntil)
          && (totalUsesLimit === null || totalUsesLimit >= 1);
        const actual = isCouponValid(
          { name, active, email, fromAmount, toAmount, activeFrom, activeUntil, totalUsesLimit },
          { code, email: customer, amount: orderAmount, now },
        );
        return actual === expected;
      },
    ));
  });
});
