/**
 * Coupons are content (SPEC.md section 3, the Content API's `coupons`). Pricing reads them through this seam: the
 * default source reads the `coupons` table when the content schema has one (columns `name`, `active`, `email`,
 * `from_amount`, `to_amount`, `active_from`, `active_until`, `total_uses_limit` and one of `discount_percent` or
 * `discount_amount`, amounts in cents) and finds nothing otherwise. The validity rule is SPEC.md section 5's.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../database/connect';
import { rows } from './sql';

export interface Coupon {
  readonly name: string;
  readonly active: boolean;
  readonly email: string | null;
  readonly fromAmount: number | null;
  readonly toAmount: number | null;
  readonly activeFrom: Date | null;
  readonly activeUntil: Date | null;
  readonly totalUsesLimit: number | null;
  readonly discountPercent: number | null;
  readonly discountAmount: number | null;
}

export interface CouponSource {
  find(code: string): Promise<Coupon | undefined>;
}

/** SPEC.md section 5: the coupon applies to this order amount (cents), e-mail and moment. */
export function couponApplies(c: Coupon, code: string, amount: number, email: string | undefined, now: Date): boolean {
  return c.active && c.name === code
    && (!c.email || c.email.toLowerCase() === (email ?? '').toLowerCase())
    && (c.fromAmount === null || amount >= c.fromAmount) && (c.toAmount === null || amount <= c.toAmount)
    && (c.activeFrom === null || now >= c.activeFrom) && (c.activeUntil === null || now <= c.activeUntil)
    && (c.totalUsesLimit === null || c.totalUsesLimit >= 1);
}

/** The discount in cents a valid coupon gives on `amount`. */
export function couponDiscount(c: Coupon, amount: number): number {
  const byPercent = c.discountPercent ? Math.round((amount * c.discountPercent) / 100) : 0;
  return Math.min(amount, Math.max(byPercent, c.discountAmount ?? 0));
}

export class SqlCouponSource implements CouponSource {
  private available: Promise<boolean> | undefined;
  constructor(private readonly db: Db) {}

  async find(code: string): Promise<Coupon | undefined> {
    this.available ??= rows<{ n: number }>(this.db, sql`
      SELECT count(*)::int AS n FROM information_schema.columns
      WHERE table_name = 'coupons' AND column_name IN ('name', 'active', 'discount_percent', 'discount_amount')`)
      .then((r) => Number(r[0]?.n ?? 0) >= 3, () => false);
    if (!(await this.available)) return undefined;
    try {
      const [row] = await rows<Record<string, unknown>>(this.db, sql`SELECT * FROM coupons WHERE name = ${code} LIMIT 1`);
      if (!row) return undefined;
      const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
      const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));
      return {
        name: String(row.name), active: row.active === true, email: (row.email as string | null) ?? null,
        fromAmount: num(row.from_amount), toAmount: num(row.to_amount), activeFrom: date(row.active_from),
        activeUntil: date(row.active_until), totalUsesLimit: num(row.total_uses_limit),
        discountPercent: num(row.discount_percent), discountAmount: num(row.discount_amount),
      };
    } catch {
      return undefined;
    }
  }
}
