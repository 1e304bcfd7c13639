/**
 * Who is calling the Booking API: the bearer token resolves to a user through the accounts module's login
 * sessions, or else through `booking_auth_tokens` (SHA-256 hashes; the demo reseller's token and test tokens are
 * issued there with `issueAuthToken`). The Booking API never trusts a `user_id` the client sends, it only checks
 * that it matches.
 */
import crypto from 'node:crypto';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../database/connect';
import { bookingAuthTokens, resellers } from '../../database/schema/booking';
import { ApiError } from '../../http/errors';
import { identifyToken } from '../auth/identify';

export interface Caller {
  readonly userId: string;
  readonly name: string;
  readonly reseller: { readonly creditLimit: number; readonly creditUsed: number } | null;
}

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** Stores a bearer token for a user; returns the token. */
export async function issueAuthToken(db: Db, user: { userId: string; name: string; token?: string; expiresAt?: Date }): Promise<string> {
  const token = user.token ?? crypto.randomBytes(32).toString('base64url');
  await db.insert(bookingAuthTokens)
    .values({ tokenHash: hashToken(token), userId: user.userId, name: user.name, expiresAt: user.expiresAt ?? null })
    .onConflictDoUpdate({ target: bookingAuthTokens.tokenHash, set: { userId: user.userId, name: user.name } });
  return token;
}

/**
 * The caller of a request: null for a guest; a 401 for a token that is unknown or expired. A login session of the
 * accounts module (server/modules/auth) is tried first, then the Booking API's own tokens (the demo reseller's).
 */
export async function identify(db: Db, request: FastifyRequest, now: Date): Promise<Caller | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S{1,512})$/i.exec(header);
  if (!match) throw new ApiError(401, 'INVALID_TOKEN', 'The Authorization header must be "Bearer <token>"');
  const token = match[1] as string;
  const session = await identifyToken(db, token, now);
  if (session) {
    const [credit] = await db.select().from(resellers).where(eq(resellers.userId, session.userId)).limit(1);
    const reseller = credit ? { creditLimit: credit.creditLimit, creditUsed: credit.creditUsed } : session.isReseller ? { creditLimit: 0, creditUsed: 0 } : null;
    return { userId: session.userId, name: session.name, reseller };
  }
  const [row] = await db
    .select({ userId: bookingAuthTokens.userId, name: bookingAuthTokens.name, creditLimit: resellers.creditLimit, creditUsed: resellers.creditUsed })
    .from(bookingAuthTokens)
    .leftJoin(resellers, eq(resellers.userId, bookingAuthTokens.userId))
    .where(and(eq(bookingAuthTokens.tokenHash, hashToken(token)),
      or(isNull(bookingAuthTokens.expiresAt), gt(bookingAuthTokens.expiresAt, now))))
    .limit(1);
  if (!row) throw new ApiError(401, 'INVALID_TOKEN', 'The bearer token is unknown or has expired');
  return {
    userId: row.userId, name: row.name,
    reseller: row.creditLimit === null ? null : { creditLimit: row.creditLimit, creditUsed: row.creditUsed ?? 0 },
  };
}

/** Refuses a `user_id` that is not the caller's own (SPEC.md section 6: it is only ever checked). */
export function checkUserId(caller: Caller | null, userId: string | undefined): void {
  if (userId === undefined) return;
  if (!caller) throw new ApiError(401, 'AUTH_REQUIRED', 'user_id needs a bearer token of that user');
  if (caller.userId !== userId) throw new ApiError(403, 'USER_MISMATCH', 'user_id does not match the bearer token', 'user_id');
}

export function requireCaller(caller: Caller | null): Caller {
  if (!caller) throw new ApiError(401, 'AUTH_REQUIRED', 'This call needs a bearer token');
  return caller;
}
