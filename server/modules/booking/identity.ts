/**
 * Who is calling the Booking API: the bearer token resolves to a user through the accounts module's login
 * sessions (server/modules/auth, the one token store of the shop); a reseller is a user with a `resellers` row (its
 * credit) or the reseller flag. The Booking API never trusts a `user_id` the client sends, it only checks that it
 * matches.
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../database/connect';
import { resellers } from '../../database/schema/booking';
import { ApiError } from '../../http/errors';
import { identifyToken } from '../auth/identify';

export interface Caller {
  readonly userId: string;
  readonly name: string;
  readonly reseller: { readonly creditLimit: number; readonly creditUsed: number } | null;
}

/**
 * The caller of a request: null for a guest; a 401 for a token that is unknown or expired.
 */
export async function identify(db: Db, request: FastifyRequest, now: Date): Promise<Caller | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S{1,512})$/i.exec(header);
  if (!match) throw new ApiError(401, 'INVALID_TOKEN', 'The Authorization header must be "Bearer <token>"');
  const token = match[1] as string;
  const session = await identifyToken(db, token, now);
  if (!session) throw new ApiError(401, 'INVALID_TOKEN', 'The bearer token is unknown or has expired');
  const [credit] = await db.select().from(resellers).where(eq(resellers.userId, session.userId)).limit(1);
  const reseller = credit ? { creditLimit: credit.creditLimit, creditUsed: credit.creditUsed } : session.isReseller ? { creditLimit: 0, creditUsed: 0 } : null;
  return { userId: session.userId, name: session.name, reseller };
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
