/**
 * Exports: `seedAuth(db)` (reference data, run by server/database/seed/index.ts) and
 * `seedAdministrator(db, { email, password, now })`.
 * `seedAuth` gives the Booking API's demo reseller (`reseller-demo`, whose credit limit is in the `resellers`
 * table) a user row with the reseller flag, so tokens issued for it resolve through accounts; it has no password
 * and cannot log in. `seedAdministrator` makes the account of ADMIN_EMAIL an activated administrator whose password
 * is ADMIN_PASSWORD (the password is re-hashed only when it changed).
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../database/connect';
import { customers, users } from '../../database/schema/index';
import { DEMO_RESELLER } from '../booking/reseller';
import { hashPassword, verifyPassword } from './passwords';
import { findUserByEmail } from './users';

export const DEMO_RESELLER_EMAIL = 'reseller@ferryshop.example';

export async function seedAuth(db: Db): Promise<void> {
  const [first, ...rest] = DEMO_RESELLER.name.split(' ');
  await db.insert(users).values({
    id: DEMO_RESELLER.userId, email: DEMO_RESELLER_EMAIL, passwordHash: null, firstName: first ?? DEMO_RESELLER.name,
    lastName: rest.join(' '), isReseller: true, lang: 'el', activatedAt: new Date(0),
  }).onConflictDoNothing();
  await db.insert(customers).values({ userId: DEMO_RESELLER.userId }).onConflictDoNothing();
}

export async function seedAdministrator(db: Db, admin: { email: string; password: string; now: Date }): Promise<string> {
  const email = admin.email.trim().toLowerCase();
  const existing = await findUserByEmail(db, email);
  if (existing) {
    const same = await verifyPassword(existing.passwordHash, admin.password);
    await db.update(users).set({
      role: 'admin', activatedAt: existing.activatedAt ?? admin.now, updatedAt: admin.now,
      ...(same ? {} : { passwordHash: await hashPassword(admin.password), passwordChangedAt: admin.now }),
    }).where(eq(users.id, existing.id));
    return existing.id;
  }
  const id = crypto.randomUUID();
  await db.insert(users).values({
    id, email, passwordHash: await hashPassword(admin.password), firstName: 'Shop', lastName: 'Administrator', role: 'admin',
    activatedAt: admin.now, createdAt: admin.now, updatedAt: admin.now,
  }).onConflictDoNothing();
  await db.insert(customers).values({ userId: id, updatedAt: admin.now }).onConflictDoNothing();
  return id;
}
