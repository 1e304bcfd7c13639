/**
 * Exports: `updateMe(db, userId, body, now)`: saves the logged-in user's own fields and customer record.
 * A new e-mail must not belong to another account (406, the registration conflict's answer).
 */
import { eq } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import type { Db } from '../../database/connect';
import { customers, users } from '../../database/schema/index';
import { EMAIL_TAKEN, findUserByEmail, isUniqueViolation } from '../auth/users';
import type { UpdateMeBody } from './structs';

const CUSTOMER_KEYS = ['address', 'phone', 'zipCode', 'city', 'nationality', 'country'] as const;

export async function updateMe(db: Db, userId: string, body: Infer<typeof UpdateMeBody>, now: Date): Promise<void> {
  const email = body.email ?? body.customer?.email;
  const customer = Object.fromEntries(
    CUSTOMER_KEYS.map((key) => [key, body.customer?.[key] ?? body[key]]).filter(([, value]) => value !== undefined),
  );
  if (email !== undefined) {
    const owner = await findUserByEmail(db, email);
    if (owner && owner.id !== userId) throw EMAIL_TAKEN();
  }
  const user = {
    ...(body.firstName !== undefined ? { firstName: body.firstName } : {}),
    ...(body.lastName !== undefined ? { lastName: body.lastName } : {}),
    ...(email !== undefined ? { email } : {}),
    ...(body.lang !== undefined ? { lang: body.lang } : {}),
  };
  try {
    await db.transaction(async (tx) => {
      await tx.update(users).set({ ...user, updatedAt: now }).where(eq(users.id, userId));
      await tx.insert(customers).values({ userId, ...customer, updatedAt: now })
        .onConflictDoUpdate({ target: customers.userId, set: { ...customer, updatedAt: now } });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw EMAIL_TAKEN();
    throw error;
  }
}
