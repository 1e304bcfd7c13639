/**
 * Exports: `AuthContext`, `register`, `sendActivationEmail`, `activateAccount`, `login`, `LoginAnswer`, `ClientOf`.
 * Registration, activation and login. Only the registration conflict (406) tells whether an e-mail has an account;
 * a not-yet-activated account is told apart (401 `ACCOUNT_NOT_ACTIVATED`) only to a caller who gave its right
 * password, so strangers learn nothing from it.
 */
import crypto from 'node:crypto';
import { eq, isNull, and } from 'drizzle-orm';
import { isPasswordValid } from '../../../src/core/auth/index';
import type { Locale } from '../../../src/core/shared/locale';
import type { Db } from '../../database/connect';
import { customers, users } from '../../database/schema/index';
import { ApiError } from '../../http/errors';
import { hitRateLimit } from '../../http/rate-limit';
import type { Mailer } from '../../mail/mailer';
import { trustDevice } from './devices';
import { checkLoginLock, recordLoginFailure, recordLoginSuccess, tooMany } from './login-throttle';
import { authMail } from './mails';
import { verifyDummy, verifyPassword, hashPassword } from './passwords';
import { consumeOneTimeToken, issueOneTimeToken, issueSession, SESSION_TTL_MS } from './tokens';
import { EMAIL_TAKEN, findUserByEmail, isUniqueViolation, loadUser, type UserAnswer } from './users';

export interface AuthContext {
  readonly db: Db;
  readonly mailer: Mailer;
  readonly clock: () => Date;
  readonly publicUrl: string;
}

const HOUR = 3600_000;
export const MAILS_PER_ADDRESS_PER_HOUR = 5;

export const invalidPassword = (field = 'password'): ApiError =>
  new ApiError(400, 'INVALID_PASSWORD', 'Please check the hints to enter a valid password', field);

export async function register(
  ctx: AuthContext,
  input: { firstName: string; lastName: string; email: string; password: string; lang: Locale },
  ip: string,
): Promise<void> {
  if (!isPasswordValid(input.password)) throw invalidPassword();
  const now = ctx.clock();
  await hitRateLimit(ctx.db, { key: `register:ip:${ip}`, limit: 50, windowMs: HOUR, now });
  if (await findUserByEmail(ctx.db, input.email)) throw EMAIL_TAKEN();
  const passwordHash = await hashPassword(input.password);
  const userId = crypto.randomUUID();
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.insert(users).values({
        id: userId, email: input.email, passwordHash, firstName: input.firstName, lastName: input.lastName,
        lang: input.lang, createdAt: now, updatedAt: now,
      });
      await tx.insert(customers).values({ userId, updatedAt: now });
      const token = await issueOneTimeToken(tx, userId, 'activation', now);
      const mail = authMail('activation', { publicUrl: ctx.publicUrl, lang: input.lang, firstName: input.firstName, token });
      await ctx.mailer.send({ to: input.email, ...mail }, tx);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw EMAIL_TAKEN();
    throw error;
  }
}

/** Sends a new activation link when the e-mail has an account that is not yet active; silent otherwise. */
export async function sendActivationEmail(ctx: AuthContext, email: string, lang: Locale | undefined): Promise<void> {
  const now = ctx.clock();
  await hitRateLimit(ctx.db, { key: `activation-mail:${email}`, limit: MAILS_PER_ADDRESS_PER_HOUR, windowMs: HOUR, now });
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.activatedAt || !user.passwordHash) return;
  const language = lang ?? (user.lang as Locale);
  await ctx.db.transaction(async (tx) => {
    const token = await issueOneTimeToken(tx, user.id, 'activation', now);
    await ctx.mailer.send({ to: user.email, ...authMail('activation', { publicUrl: ctx.publicUrl, lang: language, firstName: user.firstName, token }) }, tx);
  });
}

export const badLink = (reason: 'unknown' | 'spent', what: string): ApiError =>
  reason === 'spent'
    ? new ApiError(410, 'TOKEN_EXPIRED', `This ${what} link has expired or has already been used`)
    : new ApiError(401, 'INVALID_TOKEN', `This ${what} link is not valid`);

export async function activateAccount(ctx: AuthContext, token: string | undefined): Promise<void> {
  if (!token) throw new ApiError(401, 'INVALID_TOKEN', 'This call needs the token of the activation link as a bearer token');
  const now = ctx.clock();
  const result = await consumeOneTimeToken(ctx.db, token, 'activation', now);
  if (!result.ok) throw badLink(result.reason, 'activation');
  await ctx.db.update(users).set({ activatedAt: now, updatedAt: now }).where(and(eq(users.id, result.userId), isNull(users.activatedAt)));
}

export interface LoginAnswer {
  readonly access_token: string;
  readonly token_type: 'Bearer';
  readonly expires_in: number;
  readonly user: UserAnswer;
}

const wrongLogin = () => new ApiError(401, 'WRONG_CREDENTIALS', 'Wrong email or password');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Where a password check comes from: the client IP and the `device` cookie's hash (devices.ts), if any. */
export interface ClientOf { readonly ip: string; readonly deviceHash?: string | undefined }

/** Logs in; answers the login and the new `device` cookie token that makes this browser trusted for the account. */
export async function login(
  ctx: AuthContext, input: { email: string; password: string }, client: ClientOf,
): Promise<{ answer: LoginAnswer; deviceToken: string }> {
  const now = ctx.clock();
  const throttle = await checkLoginLock(ctx.db, { email: input.email, ip: client.ip, deviceHash: client.deviceHash }, now);
  const user = await findUserByEmail(ctx.db, input.email);
  const ok = user ? await verifyPassword(user.passwordHash, input.password) : await verifyDummy(input.password);
  if (!user || !ok) {
    const { delayMs, lockedMs } = await recordLoginFailure(ctx.db, throttle, now);
    if (lockedMs > 0) throw tooMany(lockedMs);
    if (delayMs > 0) await sleep(delayMs);
    throw wrongLogin();
  }
  if (!user.activatedAt) {
    throw new ApiError(401, 'ACCOUNT_NOT_ACTIVATED', 'Your account is not activated yet. Please use the link we e-mailed you, or ask for a new one.');
  }
  await recordLoginSuccess(ctx.db, throttle);
  const accessToken = await issueSession(ctx.db, user.id, now);
  const deviceToken = await trustDevice(ctx.db, { userId: user.id, oldHash: client.deviceHash, now });
  const answer = await loadUser(ctx.db, user.id, true);
  if (!answer) throw wrongLogin();
  return {
    answer: { access_token: accessToken, token_type: 'Bearer', expires_in: Math.floor(SESSION_TTL_MS / 1000), user: answer },
    deviceToken,
  };
}
