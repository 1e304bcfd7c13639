/**
 * Exports: `seedAuth(db, reseller)` (reference data, run by server/seed.ts),
 * `seedAdministrator(db, { email, password, now })` and `seedResellerPassword(db, { password, now })`.
 * `seedAuth` gives the Booking API's demo reseller (`reseller-demo`, whose credit limit is in the `resellers`
 * table) a user row with the reseller flag, so tokens issued for it resolve through accounts; it has no password
 * and cannot log in until RESELLER_PASSWORD gives it one (`seedResellerPassword`, at start, so no known password is
 * in the seed). `seedAdministrator` makes the account of ADMIN_EMAIL an activated administrator whose password
 * is ADMIN_PASSWORD (the password is re-hashed only when it changed). `createUser` makes an activated account
 * directly (seeds and tests of other modules: a reseller, a customer with orders).
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../database/connect';
import { customers, users } from '../../database/schema/index';
import { hashPassword, verifyPassword } from './passwords';
import { findUserByEmail, isUniqueViolation } from './users';

export const DEMO_RESELLER_EMAIL = 'reseller@ferryshop.example';

/** The demo reseller's user row, for the reseller the booking module seeds (its id and agency name, passed in by server/seed.ts). */
export async function seedAuth(db: Db, reseller: { readonly userId: string; readonly name: string }): Promise<void> {
  const [first, ...rest] = reseller.name.split(' ');
  await db.insert(users).values({
    id: reseller.userId, email: DEMO_RESELLER_EMAIL, passwordHash: null, firstName: first ?? reseller.name,
    lastName: rest.join(' '), isReseller: true, lang: 'el', activatedAt: new Date(0),
  }).onConflictDoNothing();
  await db.insert(customers).values({ userId: reseller.userId }).onConflictDoNothing();
}

export interface NewUser {
  readonly id?: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  /** Without one the user cannot log in (tokens are then issued with `issueSession`). */
  readonly password?: string;
  readonly role?: 'customer' | 'admin';
  readonly isReseller?: boolean;
  readonly lang?: string;
  readonly now: Date;
}

/** Creates an activated user with an empty customer record; answers its id. A taken e-mail or id throws. */
export async function createUser(db: Db, user: NewUser): Promise<string> {
  const id = user.id ?? crypto.randomUUID();
  const passwordHash = user.password ? await hashPassword(user.password) : null;
  await db.transaction(async (tx) => {
    await tx.insert(users).values({
      id, email: user.email.trim().toLowerCase(), passwordHash, firstName: user.firstName, lastName: user.lastName,
      role: user.role ?? 'customer', isReseller: user.isReseller ?? false, lang: user.lang ?? 'el',
      activatedAt: user.now, createdAt: user.now, updatedAt: user.now,
    });
    await tx.insert(customers).values({ userId: id, updatedAt: user.now });
  });
  return id;
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
  try {
    return await createUser(db, { email, password: admin.password, firstName: 'Shop', lastName: 'Administrator', role: 'admin', now: admin.now });
  } catch (error) {
    // Another server instance created it at the same moment: promote that one.
    if (isUniqueViolation(error)) return seedAdministrator(db, admin);
    throw error;
  }
}

/**
 * Gives the seeded demo reseller account (DEMO_RESELLER_EMAIL) the password of RESELLER_PASSWORD, re-hashed only when
 * it changed; answers false when the account is missing (a database seeded without it).
 */
export async function seedResellerPassword(db: Db, reseller: { password: string; now: Date }): Promise<boolean> {
  const existing = await findUserByEmail(db, DEMO_RESELLER_EMAIL);
  if (!existing) return false;
  if (existing.passwordHash && await verifyPassword(existing.passwordHash, reseller.password)) return true;
  await db.update(users).set({ passwordHash: await hashPassword(reseller.password), passwordChangedAt: reseller.now, updatedAt: reseller.now })
    .where(eq(users.id, existing.id));
  return true;
}
