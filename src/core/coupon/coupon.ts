import { type Cents } from '../shared/money';

/** A discount voucher as the Content API holds it (SPEC.md section 3). Amounts in cents, instants ISO 8601. */
export interface Coupon {
  readonly name: string;
  readonly active: boolean;
  readonly email?: string | null;
  readonly fromAmount?: Cents | null;
  readonly toAmount?: Cents | null;
  readonly activeFrom?: string | null;
  readonly activeUntil?: string | null;
  readonly totalUsesLimit?: number | null;
}

/** What a coupon is checked against. */
export interface CouponCheck {
  readonly code: string;
  /** The customer's e-mail; a coupon restricted to an e-mail needs it. */
  readonly email?: string;
  readonly amount: Cents;
  /** The current instant, ISO 8601. */
  readonly now: string;
}

export type CouponRejection =
  | 'Inactive' | 'CodeMismatch' | 'EmailMismatch' | 'AmountTooLow' | 'AmountTooHigh' | 'NotYetActive' | 'Expired'
  | 'UsedUp';

/**
 * A coupon code as the shop keeps it: trimmed, in capitals. Codes are letters, digits, `-` and `_`
 * (the Content API's rule), so `welcome10`, ` Welcome10 ` and `WELCOME10` are one code; every edge (the
 * Content API's writes, the server's look-ups, step 3's field) normalises with this.
 */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

const isSet = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined && value !== '';

/** Why a coupon does not apply, or undefined when it does (the rule of SPEC.md section 5, shared with the server). */
export function couponRejection(coupon: Coupon, check: CouponCheck): CouponRejection | undefined {
  if (!coupon.active) return 'Inactive';
  if (normaliseCouponCode(coupon.name) !== normaliseCouponCode(check.code)) return 'CodeMismatch';
  if (isSet(coupon.email) && coupon.email.trim().toLowerCase() !== (check.email ?? '').trim().toLowerCase()) {
    return 'EmailMismatch';
  }
  if (isSet(coupon.fromAmount) && check.amount < coupon.fromAmount) return 'AmountTooLow';
  if (isSet(coupon.toAmount) && check.amount > coupon.toAmount) return 'AmountTooHigh';
  const now = Date.parse(check.now);
  if (isSet(coupon.activeFrom) && now < Date.parse(coupon.activeFrom)) return 'NotYetActive';
  if (isSet(coupon.activeUntil) && now > Date.parse(coupon.activeUntil)) return 'Expired';
  if (isSet(coupon.totalUsesLimit) && coupon.totalUsesLimit < 1) return 'UsedUp';
  return undefined;
}

/** Whether a coupon applies: active, code equals name (case-insensitive), e-mail empty or the customer's, amount and now in range, uses left. */
export function isCouponValid(coupon: Coupon, check: CouponCheck): boolean {
  return couponRejection(coupon, check) === undefined;
}
