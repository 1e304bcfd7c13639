/**
 * Coupons (SPEC.md section 3; the Content API's `coupons`, server/modules/content/entities/coupons.entity.ts). The
 * code is the name. Amounts are cents. `total_uses_limit` is the number of uses still allowed (SPEC.md section 5
 * accepts a coupon while it is empty or at least 1): finalising an order that used the coupon takes one and counts it
 * in `times_used`, with one conditional UPDATE (server/modules/booking/coupons.ts). Codes are case-insensitive: the
 * Content API stores them in capitals and the look-ups compare `upper(name)`, which `coupons_name_upper` keeps unique.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const coupons = pgTable(
  'coupons',
  {
    name: text('name').primaryKey(),
    active: boolean('active').notNull().default(true),
    /** Only this customer (case-insensitive) may use the coupon; null for anyone. */
    email: text('email'),
    fromAmount: integer('from_amount'),
    toAmount: integer('to_amount'),
    activeFrom: ts('active_from'),
    activeUntil: ts('active_until'),
    totalUsesLimit: integer('total_uses_limit'),
    timesUsed: integer('times_used').notNull().default(0),
    discountPercent: integer('discount_percent'),
    discountAmount: integer('discount_amount'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('coupons_discount', sql`${t.discountPercent} IS NOT NULL OR ${t.discountAmount} IS NOT NULL`),
    check('coupons_discount_percent', sql`${t.discountPercent} IS NULL OR ${t.discountPercent} BETWEEN 1 AND 100`),
    check('coupons_discount_amount', sql`${t.discountAmount} IS NULL OR ${t.discountAmount} >= 1`),
    /** Codes are case-insensitive (`welcome10` is WELCOME10): no two coupons whose codes differ only in case. */
    uniqueIndex('coupons_name_upper').on(sql`upper(${t.name})`),
    check('coupons_uses', sql`${t.timesUsed} >= 0 AND (${t.totalUsesLimit} IS NULL OR ${t.totalUsesLimit} >= 0)`),
  ],
);
