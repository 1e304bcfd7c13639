/**
 * Exports: `LOGIN_LIMITS`, `checkLoginLock(db, keys, now)`, `recordLoginFailure(db, keys, now)`,
 * `clearLoginFailures(db, key)`, `loginKeys(email, ip)`.
 * Brute-force protection for `POST auth/login`, with counters in the database (shared by every server): each
 * failure counts against the e-mail and the client IP in a 15-minute window; from the third failure of an e-mail the
 * answer is slowed, and once a key reaches its limit every login for it is refused with 429 `TOO_MANY_ATTEMPTS` for
 * 15 minutes, before the password is even looked at. The counters exist for unknown e-mails too, so a lock says
 * nothing about whether an account exists.
 */
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../database/connect';
import { loginFailures } from '../../database/schema/index';
import { ApiError } from '../../http/errors';

export const LOGIN_LIMITS = {
  perEmail: 5,
  perIp: 20,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  /** Extra wait per failure beyond the second one of an e-mail, in real milliseconds. */
  slowdownStepMs: 400,
} as const;

export interface LoginKeys { readonly email: string; readonly ip: string }

export const loginKeys = (email: string, ip: string): LoginKeys => ({ email: `email:${email}`, ip: `ip:${ip}` });

/** Throws 429 `TOO_MANY_ATTEMPTS` (with the wait) when the e-mail or the IP is locked. */
export async function checkLoginLock(db: Db, keys: LoginKeys, now: Date): Promise<void> {
  const locked = await db.select({ lockedUntil: loginFailures.lockedUntil }).from(loginFailures)
    .where(and(inArray(loginFailures.key, [keys.email, keys.ip]), gt(loginFailures.lockedUntil, now)));
  const until = Math.max(0, ...locked.map((row) => row.lockedUntil?.getTime() ?? 0));
  if (until > now.getTime()) throw tooMany(until - now.getTime());
}

export function tooMany(waitMs: number): ApiError {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  const error = new ApiError(429, 'TOO_MANY_ATTEMPTS',
    `Too many failed logins. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`);
  return Object.assign(error, { retryAfterSeconds: Math.ceil(waitMs / 1000) });
}

async function countFailure(db: Db, key: string, limit: number, now: Date): Promise<number> {
  const windowOpen = new Date(now.getTime() - LOGIN_LIMITS.windowMs);
  const [row] = await db.insert(loginFailures).values({ key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        count: sql`case when ${loginFailures.windowStart} <= ${windowOpen} then 1 else ${loginFailures.count} + 1 end`,
        windowStart: sql`case when ${loginFailures.windowStart} <= ${windowOpen} then ${now} else ${loginFailures.windowStart} end`,
      },
    })
    .returning({ count: loginFailures.count });
  const count = row?.count ?? 1;
  if (count >= limit) {
    await db.update(loginFailures)
      .set({ lockedUntil: new Date(now.getTime() + LOGIN_LIMITS.lockMs), count: 0, windowStart: now })
      .where(eq(loginFailures.key, key));
  }
  return count;
}

/** Counts a failed login; answers how long to hold the answer back (ms) and whether a key just got locked. */
export async function recordLoginFailure(db: Db, keys: LoginKeys, now: Date): Promise<{ delayMs: number; lockedNow: boolean }> {
  const emailCount = await countFailure(db, keys.email, LOGIN_LIMITS.perEmail, now);
  const ipCount = await countFailure(db, keys.ip, LOGIN_LIMITS.perIp, now);
  const lockedNow = emailCount >= LOGIN_LIMITS.perEmail || ipCount >= LOGIN_LIMITS.perIp;
  return { delayMs: lockedNow ? 0 : Math.max(0, emailCount - 2) * LOGIN_LIMITS.slowdownStepMs, lockedNow };
}

export async function clearLoginFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}
