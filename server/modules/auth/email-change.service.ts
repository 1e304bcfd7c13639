/**
 * Exports: `requestEmailChange(ctx, input)`, `confirmEmailChange(ctx, token)`, `EMAIL_CHANGES_PER_HOUR`.
 * A logged-in user's e-mail change (issue 13, finding 8: a stolen session token alone must not take the account).
 * The request needs the current password (throttled as a login of the account, login-throttle.ts) and changes
 * nothing yet: it e-mails a one-time link (24 h) to the new address and a notice to the old one. The address
 * changes only when the link is used (`confirmEmailChange`): the address is checked again for another account, the
 * old address is told, pending reset and e-mail-change links stop working and every other session of the user
 * ends (the one that asked stays). A new password (password.service.ts) cancels a pending change.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Locale } from '../../../src/core/shared/locale';
import { oneTimeTokens, users } from '../../database/schema/index';
import { ApiError } from '../../http/errors';
import { hitRateLimit } from '../../http/rate-limit';
import { badLink, type AuthContext, type ClientOf } from './auth.service';
import { authMail } from './mails';
import { confirmCurrentPassword } from './password.service';
import { consumeOneTimeToken, hashToken, issueOneTimeToken, revokeAllSessions } from './tokens';
import { EMAIL_TAKEN, findUserByEmail, isUniqueViolation } from './users';

export const EMAIL_CHANGES_PER_HOUR = 5;

export interface EmailChangeRequest {
  readonly userId: string;
  /** The bearer token of the session that asks (it stays logged in after the change). */
  readonly sessionToken: string;
  /** Trimmed and lower-cased. */
  readonly newEmail: string;
  readonly currentPassword: string | undefined;
  readonly client: ClientOf;
  /** The language of the mails; the user's own when absent. */
  readonly lang: Locale | undefined;
}

/** Starts an e-mail change; answers the address the confirmation link went to. */
export async function requestEmailChange(ctx: AuthContext, input: EmailChangeRequest): Promise<{ pendingEmail: string }> {
  const now = ctx.clock();
  if (input.currentPassword === undefined || input.currentPassword === '') {
    throw new ApiError(400, 'INVALID_INPUT', 'currentPassword is required to change the e-mail address', 'currentPassword');
  }
  const [user] = await ctx.db.select().from(users).where(eq(users.id, input.userId));
  if (!user) throw new ApiError(401, 'AUTH_REQUIRED', 'This call needs the bearer token of a logged-in user');
  if (input.newEmail === user.email) throw new ApiError(400, 'SAME_EMAIL', 'This is already the e-mail address of your account', 'email');
  await confirmCurrentPassword(ctx, user.id, input.currentPassword, input.client);
  await hitRateLimit(ctx.db, { key: `email-change:${user.id}`, limit: EMAIL_CHANGES_PER_HOUR, windowMs: 3600_000, now });
  if (await findUserByEmail(ctx.db, input.newEmail)) throw EMAIL_TAKEN();
  const lang = input.lang ?? (user.lang as Locale);
  await ctx.db.transaction(async (tx) => {
    const token = await issueOneTimeToken(tx, user.id, 'email-change', now, { newEmail: input.newEmail, sessionHash: hashToken(input.sessionToken) });
    const common = { publicUrl: ctx.publicUrl, lang, firstName: user.firstName, email: input.newEmail };
    await ctx.mailer.send({ to: input.newEmail, ...authMail('email-change', { ...common, token }) }, tx);
    await ctx.mailer.send({ to: user.email, ...authMail('email-change-notice', common) }, tx);
  });
  return { pendingEmail: input.newEmail };
}

/** Uses an e-mail-change link: the account's address becomes the new one. Answers it. */
export async function confirmEmailChange(ctx: AuthContext, token: string | undefined): Promise<{ email: string }> {
  if (!token) throw new ApiError(401, 'INVALID_TOKEN', 'This call needs the token of the e-mail confirmation link as a bearer token');
  const now = ctx.clock();
  try {
    return await ctx.db.transaction(async (tx) => {
      const used = await consumeOneTimeToken(tx, token, 'email-change', now);
      if (!used.ok) throw badLink(used.reason, 'e-mail confirmation');
      const newEmail = used.newEmail;
      const [user] = await tx.select().from(users).where(eq(users.id, used.userId));
      if (!user || !newEmail) throw badLink('unknown', 'e-mail confirmation');
      // Checked again: another account may have taken the address since the link was sent (the unique index
      // catches a race; either way the transaction rolls back and the link stays unused).
      const owner = await findUserByEmail(tx, newEmail);
      if (owner && owner.id !== user.id) throw EMAIL_TAKEN();
      await tx.update(users).set({ email: newEmail, updatedAt: now }).where(eq(users.id, user.id));
      await tx.update(oneTimeTokens).set({ usedAt: now }).where(and(
        eq(oneTimeTokens.userId, user.id), inArray(oneTimeTokens.purpose, ['reset', 'email-change']), isNull(oneTimeTokens.usedAt),
      ));
      await revokeAllSessions(tx, user.id, used.sessionHash);
      const mail = authMail('email-changed', { publicUrl: ctx.publicUrl, lang: user.lang as Locale, firstName: user.firstName, email: newEmail });
      await ctx.mailer.send({ to: user.email, ...mail }, tx);
      return { email: newEmail };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw EMAIL_TAKEN();
    throw error;
  }
}
