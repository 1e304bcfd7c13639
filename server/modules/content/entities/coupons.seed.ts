/**
 * Exports: `seedCoupons(db)`, `DEMO_COUPONS`: demo coupons (idempotent; an existing code is left as it is).
 * WELCOME10 10 % off; SUMMER5 5 € off from 50 €; SPRING15 expired; FRIEND20 only for friend@example.com; ONCE25
 * 25 % off, usable once.
 */
import type { Db } from '../../../database/connect';
import { coupons } from '../../../database/schema/index';

type NewCoupon = typeof coupons.$inferInsert;

export const DEMO_COUPONS = {
  welcome: { name: 'WELCOME10', discountPercent: 10 },
  summer: { name: 'SUMMER5', discountAmount: 500, fromAmount: 5_000 },
  expired: {
    name: 'SPRING15', discountPercent: 15, activeFrom: new Date('2025-03-01T00:00:00+02:00'), activeUntil: new Date('2025-05-31T23:59:59+03:00'),
  },
  forOneCustomer: { name: 'FRIEND20', discountPercent: 20, email: 'friend@example.com' },
  once: { name: 'ONCE25', discountPercent: 25, totalUsesLimit: 1 },
} as const satisfies Record<string, NewCoupon>;

export async function seedCoupons(db: Db): Promise<void> {
  await db.insert(coupons).values(Object.values(DEMO_COUPONS).map((c) => ({ ...c }))).onConflictDoNothing({ target: coupons.name });
}
