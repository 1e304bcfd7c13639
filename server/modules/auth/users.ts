/**
 * Exports: `UserAnswer`, `CustomerAnswer`, `findUserByEmail(db, email)`, `loadUser(db, userId, withCustomer)`,
 * `isUniqueViolation(error)`, `EMAIL_TAKEN`.
 * How a user is read and shown: the answer never carries the password hash or anything about sessions.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../database/connect';
import { customers, users } from '../../database/schema/index';
import { ApiError } from '../../http/errors';

export interface CustomerAnswer {
  readonly address: string;
  readonly phone: string;
  readonly email: string;
  readonly zipCode: string;
  readonly city: string;
  readonly nationality: string;
  readonly country: string;
}

export interface UserAnswer {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly role: 'customer' | 'admin';
  readonly isReseller: boolean;
  readonly lang: string;
  readonly activated: boolean;
  readonly createdAt: string;
  readonly customer?: CustomerAnswer;
}

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** The user as the API shows it, with the customer record when asked (a user without one gets the defaults). */
export async function loadUser(db: Db, userId: string, withCustomer: boolean): Promise<UserAnswer | undefined> {
  const [row] = await db.select({ user: users, customer: customers }).from(users)
    .leftJoin(customers, eq(customers.userId, users.id)).where(eq(users.id, userId)).limit(1);
  if (!row) return undefined;
  const { user, customer } = row;
  return {
    id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email, role: user.role,
    isReseller: user.isReseller, lang: user.lang, activated: user.activatedAt !== null, createdAt: user.createdAt.toISOString(),
    ...(withCustomer
      ? {
          customer: {
            address: customer?.address ?? '', phone: customer?.phone ?? '', email: user.email, zipCode: customer?.zipCode ?? '',
            city: customer?.city ?? '', nationality: customer?.nationality ?? 'GR', country: customer?.country ?? 'GR',
          },
        }
      : {}),
  };
}

export const EMAIL_TAKEN = (): ApiError =>
  new ApiError(406, 'EMAIL_TAKEN', 'Your email address is already associated with another account', 'email');

/** Whether a database error (possibly wrapped by Drizzle) is a unique-key violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
