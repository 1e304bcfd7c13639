/**
 * Exports: `requestPasswordReset(ctx, email, lang)`, `changePassword(ctx, { bearer, password, currentPassword, client })`,
 * `confirmCurrentPassword(ctx, userId, currentPassword, client)`.
 * Password reset by an e-mailed one-time link (1 hour), and a change by a logged-in user who confirms the current
 * password. Either way every session and every trusted device (devices.ts) of the user ends; a logged-in change
 * answers a fresh access token so the device that made it stays logged in. Pending e-mail changes are cancelled.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { isPasswordValid } from '../../../src/core/auth/index';
import type { Locale } from '../../../src/core/shared/locale';
import { oneTimeTokens, trustedDevices, users } from '../../database/schema/index';
import { ApiError } from '../../http/errors';
import { hitRateLimit } from '../../http/rate-limit';
import { badLink, invalidPassword, MAILS_PER_ADDRESS_PER_HOUR, type AuthContext, type ClientOf } from './auth.service';
import { identifyToken } from './identify';
import { checkLoginLock, clearAccountFailures, recordLoginFailure, recordLoginSuccess, tooMany } from './login-throttle';
import { authMail } from './mails';
import { hashPassword, verifyPassword } from './passwords';
import { consumeOneTimeToken, issueOneTimeToken, issueSession, revokeAllSessions } from './tokens';
import { findUserByEmail } from './users';

/** Sends a reset link when the e-mail has an account; silent otherwise. */
export async function requestPasswordReset(ctx: AuthContext, email: string, lang: Locale | undefined): Promise<void> {
  const now = ctx.clock();
  await hitRateLimit(ctx.db, { key: `reset-mail:${email}`, limit: MAILS_PER_ADDRESS_PER_HOUR, windowMs: 3600_000, now });
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const language = lang ?? (user.lang as Locale);
  await ctx.db.transaction(async (tx) => {
    const token = await issueOneTimeToken(tx, user.id, 'reset', now);
    await ctx.mailer.send({ to: user.email, ...authMail('reset', { publicUrl: ctx.publicUrl, lang: language, firstName: user.firstName, token }) }, tx);
  });
}

async function setPassword(ctx: AuthContext, userId: string, password: string): Promise<void> {
  const now = ctx.clock();
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx.select({ activatedAt: users.activatedAt, email: users.email }).from(users).where(eq(users.id, userId));
    // Following an e-mailed link proves the address, so a reset also activates a pending account.
    await tx.update(users).set({ passwordHash, passwordChangedAt: now, updatedAt: now, activatedAt: user?.activatedAt ?? now }).where(eq(users.id, userId));
    // Pending reset links and e-mail changes stop working: a new password is the owner's answer to a takeover attempt.
    await tx.update(oneTimeTokens).set({ usedAt: now })
      .where(and(eq(oneTimeTokens.userId, userId), inArray(oneTimeTokens.purpose, ['reset', 'email-change']), isNull(oneTimeTokens.usedAt)));
    await revokeAllSessions(tx, userId);
    await tx.delete(trustedDevices).where(eq(trustedDevices.userId, userId));
    if (user) await clearAccountFailures(tx, user.email);
  });
}

export async function changePassword(
  ctx: AuthContext,
  input: { bearer: string | undefined; password: string; currentPassword: string | undefined; client: ClientOf },
): Promise<{ access_token?: string }> {
  if (!input.bearer) throw new ApiError(401, 'INVALID_TOKEN', 'This call needs the token of the reset link (or a login) as a bearer token');
  if (!isPasswordValid(input.password)) throw invalidPassword();
  const now = ctx.clock();
  const reset = await consumeOneTimeToken(ctx.db, input.bearer, 'reset', now);
  if (reset.ok) {
    await setPassword(ctx, reset.userId, input.password);
    return {};
  }
  const identity = reset.reason === 'unknown' ? await identifyToken(ctx.db, input.bearer, now) : undefined;
  if (!identity) throw badLink(reset.reason, 'password reset');
  if (input.currentPassword === undefined) {
    throw new ApiError(400, 'INVALID_INPUT', 'currentPassword is required to change the password of a logged-in user', 'currentPassword');
  }
  await confirmCurrentPassword(ctx, identity.userId, input.currentPassword, input.client);
  await setPassword(ctx, identity.userId, input.password);
  return { access_token: await issueSession(ctx.db, identity.userId, now) };
}

/**
 * Checks a logged-in user's current password, throttled as a login of that account from this client (a wrong one
 * counts as a failed login): 401 `WRONG_PASSWORD` on `currentPassword`, or 429 `TOO_MANY_ATTEMPTS`.
 */
export async function confirmCurrentPassword(ctx: AuthContext, userId: string, currentPassword: string, client: ClientOf): Promise<void> {
  const now = ctx.clock();
  const [user] = await ctx.db.select({ email: users.email, passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  const throttle = await checkLoginLock(ctx.db, { email: user?.email ?? '', ip: client.ip, deviceHash: client.deviceHash }, now);
  if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) {
    const { delayMs, lockedMs } = await recordLoginFailure(ctx.db, throttle, now);
    if (lockedMs > 0) throw tooMany(lockedMs);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    throw new ApiError(401, 'WRONG_PASSWORD', 'The current password is wrong', 'currentPassword');
  }
  await recordLoginSuccess(ctx.db, throttle);
}
