/**
 * Exports: `newToken()`, `hashToken(token)`, `issueSession(db, userId, now, token?)`,
 * `setConfiguredSession(db, userId, token, now)`, `revokeSession`,
 * `revokeAllSessions`, `issueOneTimeToken`, `consumeOneTimeToken`, `purgeExpired(db, now)`,
 * `SESSION_TTL_MS`, `TOKEN_TTL_MS`.
 * Every token is a random 256-bit value handed out once; only its SHA-256 is stored, so a copy of the database
 * gives no usable token. One-time tokens are consumed by a single conditional UPDATE, so two requests racing with
 * the same link cannot both succeed.
 */
import crypto from 'node:crypto';
import { and, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../../database/connect';
import { authSessions, loginFailures, oneTimeTokens, trustedDevices, type OneTimeTokenPurpose } from '../../database/schema/index';

export const SESSION_TTL_MS = 30 * 24 * 3600_000;
export const TOKEN_TTL_MS: Record<OneTimeTokenPurpose, number> = { activation: 48 * 3600_000, reset: 3600_000, 'email-change': 24 * 3600_000 };

export const newToken = (): string => crypto.randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');

/** Starts a login session for a user; answers the bearer access token (`token` fixes it, for tests). */
export async function issueSession(db: Db, userId: string, now: Date, token = newToken()): Promise<string> {
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  // Issuing a fixed token again renews it; it never moves a token to another user.
  await db.insert(authSessions).values({ tokenHash: hashToken(token), userId, createdAt: now, expiresAt })
    .onConflictDoUpdate({ target: authSessions.tokenHash, set: { expiresAt }, setWhere: eq(authSessions.userId, userId) });
  return token;
}

/** A configured token lives as long as the configuration names it; this only keeps it out of `purgeExpired`. */
const CONFIGURED_TTL_MS = 100 * 365 * 24 * 3600_000;

/**
 * Makes `token` the user's one configured session (RESELLER_TOKEN, at every start): stored hashed like any session,
 * and every other configured session of that user is deleted, so a changed value revokes the previous one at once;
 * `undefined` deletes them all (no standing token). Login sessions of the user are left alone. Every server sharing a
 * database must be given the same value.
 */
export async function setConfiguredSession(db: Db, userId: string, token: string | undefined, now: Date): Promise<void> {
  const tokenHash = token === undefined ? undefined : hashToken(token);
  const expiresAt = new Date(now.getTime() + CONFIGURED_TTL_MS);
  await db.transaction(async (tx) => {
    await tx.delete(authSessions).where(and(
      eq(authSessions.userId, userId), eq(authSessions.configured, true), tokenHash ? ne(authSessions.tokenHash, tokenHash) : undefined,
    ));
    if (!tokenHash) return;
    await tx.insert(authSessions).values({ tokenHash, userId, createdAt: now, expiresAt, configured: true })
      .onConflictDoUpdate({ target: authSessions.tokenHash, set: { expiresAt, configured: true }, setWhere: eq(authSessions.userId, userId) });
  });
}

/** Ends one session; answers whether it existed. */
export async function revokeSession(db: Db, token: string): Promise<boolean> {
  const deleted = await db.delete(authSessions).where(eq(authSessions.tokenHash, hashToken(token))).returning({ userId: authSessions.userId });
  return deleted.length > 0;
}

/** Ends every session of a user, but the one whose token hash is `keepHash` when given. */
export async function revokeAllSessions(db: Db, userId: string, keepHash?: string | null): Promise<void> {
  await db.delete(authSessions).where(and(eq(authSessions.userId, userId), keepHash ? ne(authSessions.tokenHash, keepHash) : undefined));
}

/** What an `email-change` token carries. */
export interface EmailChangeData { readonly newEmail: string; readonly sessionHash: string | null }

/** Issues a one-time token for a purpose; earlier unused tokens of that purpose stop working. */
export async function issueOneTimeToken(
  db: Db, userId: string, purpose: OneTimeTokenPurpose, now: Date, data?: EmailChangeData,
): Promise<string> {
  const token = newToken();
  await db.update(oneTimeTokens).set({ usedAt: now })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
  await db.insert(oneTimeTokens).values({
    tokenHash: hashToken(token), userId, purpose, createdAt: now, expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
    ...(data ? { newEmail: data.newEmail, sessionHash: data.sessionHash } : {}),
  });
  return token;
}

export type ConsumeResult =
  | { ok: true; userId: string; newEmail: string | null; sessionHash: string | null }
  | { ok: false; reason: 'unknown' | 'spent' };

/** Uses a one-time token: its user, or why not (`spent`: used or expired, `unknown`: never issued). */
export async function consumeOneTimeToken(db: Db, token: string, purpose: OneTimeTokenPurpose, now: Date): Promise<ConsumeResult> {
  const tokenHash = hashToken(token);
  const [used] = await db.update(oneTimeTokens).set({ usedAt: now })
    .where(and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, now)))
    .returning({ userId: oneTimeTokens.userId, newEmail: oneTimeTokens.newEmail, sessionHash: oneTimeTokens.sessionHash });
  if (used) return { ok: true, ...used };
  const [known] = await db.select({ userId: oneTimeTokens.userId }).from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.purpose, purpose))).limit(1);
  return { ok: false, reason: known ? 'spent' : 'unknown' };
}

/**
 * Deletes sessions and trusted devices past their expiry, one-time tokens a week after they stopped working, and
 * stale login counters.
 */
export async function purgeExpired(db: Db, now: Date): Promise<void> {
  const weekAgo = new Date(now.getTime() - 7 * 24 * 3600_000);
  await db.delete(authSessions).where(lt(authSessions.expiresAt, now));
  await db.delete(trustedDevices).where(lt(trustedDevices.expiresAt, now));
  await db.delete(oneTimeTokens).where(or(lt(oneTimeTokens.expiresAt, weekAgo), lt(oneTimeTokens.usedAt, weekAgo)));
  await db.delete(loginFailures).where(and(lt(loginFailures.windowStart, weekAgo), or(isNull(loginFailures.lockedUntil), lt(loginFailures.lockedUntil, now))));
}
