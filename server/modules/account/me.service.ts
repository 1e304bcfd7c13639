/**
 * Exports: `updateMe(db, userId, body, now)`: saves the logged-in user's own fields and customer record.
 * The e-mail is not one of them (issue 13, finding 8): the current one is accepted and ignored, so a form may send it
 * back; another one is refused (400 `EMAIL_CHANGE_NEEDS_CONFIRMATION` on `email`): it changes only through
 * `POST users/me/email` with the current password and a link e-mailed to the new address.
 */
import { eq } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import type { Db } from '../../database/connect';
import { customers, users } from '../../database/schema/index';
import { ApiError } from '../../http/errors';
import type { UpdateMeBody } from './structs';

const CUSTOMER_KEYS = ['address', 'phone', 'zipCode', 'city', 'nationality', 'country'] as const;

export async function updateMe(db: Db, userId: string, body: Infer<typeof UpdateMeBody>, now: Date): Promise<void> {
  const emails = [body.email, body.customer?.email].filter((value) => value !== undefined);
  const customer = Object.fromEntries(
    CUSTOMER_KEYS.map((key) => [key, body.customer?.[key] ?? body[key]]).filter(([, value]) => value !== undefined),
  );
  if (emails.length > 0) {
    const [current] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (current && emails.some((email) => email !== current.email)) {
      throw new ApiError(400, 'EMAIL_CHANGE_NEEDS_CONFIRMATION',
        'The e-mail address changes with POST /api/users/me/email, which asks for the current password and confirms the new address by e-mail', 'email');
    }
  }
  const user = {
    ...(body.firstName !== undefined ? { firstName: body.firstName } : {}),
    ...(body.lastName !== undefined ? { lastName: body.lastName } : {}),
    ...(body.lang !== undefined ? { lang: body.lang } : {}),
  };
  await db.transaction(async (tx) => {
    await tx.update(users).set({ ...user, updatedAt: now }).where(eq(users.id, userId));
    await tx.insert(customers).values({ userId, ...customer, updatedAt: now })
      .onConflictDoUpdate({ target: customers.userId, set: { ...customer, updatedAt: now } });
  });
}
