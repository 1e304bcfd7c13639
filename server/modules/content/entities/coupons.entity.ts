/**
 * Exports: `couponsEntity`. `GET /api/coupons` answers an administrator `{ name, active, email, fromAmount, toAmount,
 * activeFrom, activeUntil, totalUsesLimit, timesUsed, discountPercent, discountAmount }` (amounts in cents;
 * `totalUsesLimit` is the number of uses left, null for unlimited). It is public for the coupon check of SPEC.md
 * section 7, but anyone else gets only what a shopper needs (`PUBLIC_COUPON_FIELDS`: code, discount, validity): never
 * the restrictions (the bound e-mail, the uses), and may not filter or order by them (issue 13, finding 7). A list
 * must name one code: `where` needs a `name` equality at its top level (`{"name":"WELCOME10","active":true}`), else
 * 400 `INVALID_WHERE`; `GET /api/coupons/{code}` reads one coupon by its code. Writes are the administrator's, as for
 * every entity, and are checked here (a discount, percent 1–100, ranges in order).
 */
import { eq } from 'drizzle-orm';
import { normaliseCouponCode } from '../../../../src/core/coupon/index';
import { isEmail } from '../../../../src/core/shared/validation';
import { coupons } from '../../../database/schema/index';
import { ApiError } from '../../../http/errors';
import { defineEntity, type Row } from '../entity';
import type { WhereNode } from '../where-query';

const CODE = /^[A-Za-z0-9][A-Za-z0-9_-]{1,39}$/;

/** Whether `where` holds, at its top level or in a top-level AND, `name` equal to one code. */
function namesOneCode(where: WhereNode | undefined): boolean {
  if (!where) return false;
  if (where.op === 'compare') return where.field.name === 'name' && where.comparison === 'eq' && typeof where.value === 'string';
  return where.op === 'and' && where.nodes.some(namesOneCode);
}

const invalid = (field: string, message: string): never => {
  throw new ApiError(400, 'INVALID_INPUT', message, field);
};

/** The rules a stored coupon keeps, checked on the coupon as it will be after the write. */
function checkCoupon(c: Row): void {
  if (typeof c.name === 'string' && !CODE.test(c.name)) invalid('name', 'name (the code) is 2–40 letters, digits, - or _');
  // The shop's linear e-mail rule (length first): a pattern like /^[^\s@]+@[^\s@]+\.[^\s@]+$/ backtracks
  // quadratically on "a@a.a.a…" that fails at its end (100 KB took 5.7 s, found by the OpenAPI fuzz, FUZZ_SEED=1758924909).
  if (typeof c.email === 'string' && !isEmail(c.email)) invalid('email', 'email must be an e-mail address or null');
  const count = (field: string, min: number, max = 2 ** 31 - 1) => {
    const v = c[field];
    if (v !== null && v !== undefined && ((v as number) < min || (v as number) > max)) invalid(field, `${field} must be from ${min} to ${max}`);
  };
  count('discountPercent', 1, 100);
  count('discountAmount', 1);
  count('fromAmount', 0);
  count('toAmount', 0);
  count('totalUsesLimit', 0);
  count('timesUsed', 0);
  const set = (field: string) => c[field] !== null && c[field] !== undefined;
  if (!set('discountPercent') && !set('discountAmount')) invalid('discountPercent', 'a coupon needs discountPercent or discountAmount (cents)');
  if (set('fromAmount') && set('toAmount') && (c.fromAmount as number) > (c.toAmount as number)) invalid('toAmount', 'toAmount must not be below fromAmount');
  if (set('activeFrom') && set('activeUntil') && (c.activeFrom as Date) > (c.activeUntil as Date)) invalid('activeUntil', 'activeUntil must not be before activeFrom');
}

/** What anyone may read of a coupon; `email`, `totalUsesLimit` and `timesUsed` are the administrator's. */
export const PUBLIC_COUPON_FIELDS = ['name', 'active', 'fromAmount', 'toAmount', 'activeFrom', 'activeUntil', 'discountPercent', 'discountAmount'] as const;

export const couponsEntity = defineEntity({
  name: 'coupons',
  table: coupons,
  idField: 'name',
  publicFields: PUBLIC_COUPON_FIELDS,
  fields: {
    name: coupons.name,
    active: coupons.active,
    email: coupons.email,
    fromAmount: coupons.fromAmount,
    toAmount: coupons.toAmount,
    activeFrom: coupons.activeFrom,
    activeUntil: coupons.activeUntil,
    totalUsesLimit: coupons.totalUsesLimit,
    timesUsed: coupons.timesUsed,
    discountPercent: coupons.discountPercent,
    discountAmount: coupons.discountAmount,
  },
  defaultOrderBy: [['name', 'asc']],
  checkListQuery: ({ where }) => {
    if (!namesOneCode(where)) {
      throw new ApiError(400, 'INVALID_WHERE', 'Coupons are looked up by code: where must hold {"name":"<code>"}', 'where');
    }
  },
  prepareWrite: async ({ db, id }, values) => {
    // Codes are case-insensitive and kept in capitals (`welcome10` is WELCOME10, src/core/coupon).
    const named = typeof values.name === 'string' ? { ...values, name: normaliseCouponCode(values.name) } : values;
    const cleaned = typeof named.email === 'string' ? { ...named, email: named.email.trim() || null } : named;
    const [stored] = id === undefined ? [] : await db.select().from(coupons).where(eq(coupons.name, id as string)).limit(1);
    checkCoupon({ timesUsed: 0, ...stored, ...cleaned });
    return cleaned;
  },
});
