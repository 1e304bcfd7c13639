/**
 * Exports: `DEVICE_COOKIE`, `DEVICE_TTL_MS`, `MAX_DEVICES_PER_USER`, `deviceOf(request)`, `trustDevice(db, …)`,
 * `deviceCookie(token, secure)`.
 * OWASP's device cookies (login-throttle.ts): a successful login gives the browser a random 256-bit token in the
 * `device` cookie (HttpOnly, SameSite=Lax, Path=/api, Secure on https, 180 days) and stores its SHA-256 for that
 * account. A later password check of that account from a browser holding it is not refused by the account-wide or
 * network locks an attacker may have caused. The token is replaced at every login (its trust moves with it), so a
 * cookie planted in a browser never becomes trusted for someone else's account.
 */
import { and, desc, eq, gt, notInArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../database/connect';
import { trustedDevices } from '../../database/schema/index';
import { hashToken, newToken } from './tokens';

export const DEVICE_COOKIE = 'device';
export const DEVICE_TTL_MS = 180 * 24 * 3600_000;
export const MAX_DEVICES_PER_USER = 20;

/** The `device` cookie's token and its hash, when the request carries a well-formed one. */
export function deviceOf(request: Pick<FastifyRequest, 'headers'>): { deviceToken?: string; deviceHash?: string } {
  const header = request.headers.cookie;
  if (typeof header !== 'string' || header.length > 8192) return {};
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== DEVICE_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    if (/^[A-Za-z0-9_-]{43}$/.test(value)) return { deviceToken: value, deviceHash: hashToken(value) };
  }
  return {};
}

/** The Set-Cookie value that stores a device token in the browser. */
export function deviceCookie(token: string, secure: boolean): string {
  return `${DEVICE_COOKIE}=${token}; Max-Age=${Math.floor(DEVICE_TTL_MS / 1000)}; Path=/api; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Trusts the device for `userId` after a successful login and answers its new token. The accounts the old token was
 * trusted for (when the browser sent one) move to the new token; a user keeps at most `MAX_DEVICES_PER_USER`.
 */
export async function trustDevice(db: Db, input: { userId: string; oldHash: string | undefined; now: Date }): Promise<string> {
  const { userId, oldHash, now } = input;
  const token = newToken();
  const tokenHash = hashToken(token);
  const expiresAt = new Date(now.getTime() + DEVICE_TTL_MS);
  await db.transaction(async (tx) => {
    if (oldHash) {
      await tx.update(trustedDevices).set({ tokenHash })
        .where(and(eq(trustedDevices.tokenHash, oldHash), gt(trustedDevices.expiresAt, now)));
    }
    await tx.insert(trustedDevices).values({ tokenHash, userId, createdAt: now, expiresAt })
      .onConflictDoUpdate({ target: [trustedDevices.tokenHash, trustedDevices.userId], set: { createdAt: now, expiresAt } });
    const newest = tx.select({ tokenHash: trustedDevices.tokenHash }).from(trustedDevices)
      .where(eq(trustedDevices.userId, userId)).orderBy(desc(trustedDevices.createdAt)).limit(MAX_DEVICES_PER_USER);
    await tx.delete(trustedDevices).where(and(eq(trustedDevices.userId, userId), notInArray(trustedDevices.tokenHash, newest)));
  });
  return token;
}
