/**
 * The auth calls of SPEC.md section 7 under `/api/` (answers in docs, see openapi.ts):
 * `POST auth/register` 201, `POST auth/send-activation-email` 202, `PATCH auth/activate-account` (bearer = the
 * link's token), `POST auth/login` → `{ access_token, token_type, expires_in, user }`, `GET auth/user?include=`,
 * `PUT auth/request-password-reset` 202, `PATCH auth/change-password` (bearer = the reset link's token, or a login
 * token with `currentPassword`), `POST auth/logout` 204, `GET applications/with-resource-permissions`,
 * `PATCH auth/confirm-email` (bearer = the token of the link `POST users/me/email` sent to the new address).
 * A login also sets the `device` cookie that makes the browser a trusted device of the account (devices.ts).
 * On start it makes ADMIN_EMAIL / ADMIN_PASSWORD (both set) an administrator account, and RESELLER_PASSWORD (when set)
 * the password of the seeded demo reseller account.
 */
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE } from '../../../src/core/shared/locale';
import { ApiError, parse } from '../../http/errors';
import type { ModulePlugin } from '../deps';
import { activateAccount, login, register, sendActivationEmail, type AuthContext, type ClientOf } from './auth.service';
import { deviceCookie, deviceOf } from './devices';
import { confirmEmailChange } from './email-change.service';
import { bearerToken, identify, identityOf, requireAuth } from './identify';
import { changePassword, requestPasswordReset } from './password.service';
import { resourcePermissions } from './permissions';
import { withRetryAfter } from './retry-after';
import { DEMO_RESELLER_EMAIL, seedAdministrator, seedResellerPassword } from './seed';
import { ChangePasswordBody, EmailBody, langOf, LoginBody, RegisterBody, UserQuery } from './structs';
import { purgeExpired, revokeSession } from './tokens';
import { loadUser } from './users';

const PURGE_MS = 10 * 60_000;
const SAME_ANSWER_ACTIVATION = { message: 'If this e-mail address has an account waiting for activation, we have sent it a new activation link.' };
const SAME_ANSWER_RESET = { message: 'If this e-mail address has an account, we have sent it a link to change the password.' };

/**
 * `include` of `GET auth/user`: JSON `{ "customer": true }` (absent or `{}` = no customer). SPEC.md writes it
 * `{customer:true}`, so bare keys are accepted too.
 */
function includesCustomer(raw: string | undefined): boolean {
  if (raw === undefined || raw.trim() === '') return false;
  let value: unknown;
  try {
    value = JSON.parse(raw.replace(/([{,]\s*)([A-Za-z_]\w*)\s*:/g, '$1"$2":'));
  } catch {
    throw new ApiError(400, 'INVALID_INCLUDE', 'include must be a JSON object such as {"customer":true}', 'include');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new ApiError(400, 'INVALID_INCLUDE', 'include must be a JSON object', 'include');
  const unknown = Object.keys(value).find((key) => key !== 'customer');
  if (unknown) throw new ApiError(400, 'INVALID_INCLUDE', `include has no relation "${unknown.slice(0, 40)}"; known: customer`, 'include');
  return (value as { customer?: unknown }).customer === true;
}

const authRoutes: ModulePlugin = async (app, deps) => {
  const { db } = deps.database;
  const ctx: AuthContext = { db, mailer: deps.mailer, clock: deps.clock, publicUrl: deps.config.publicUrl };
  const auth = { preHandler: requireAuth(deps) };
  const ipOf = (request: FastifyRequest) => request.ip || 'unknown';
  const clientOf = (request: FastifyRequest): ClientOf => ({ ip: ipOf(request), deviceHash: deviceOf(request).deviceHash });
  const secureCookies = (request: FastifyRequest) => request.protocol === 'https' || deps.config.publicUrl.startsWith('https:');

  // Housekeeping: plain DELETEs of what no longer works, safe to run in every instance.
  const purger = setInterval(() => {
    purgeExpired(db, deps.clock()).catch((error: unknown) => deps.log.error({ err: error }, 'purging expired sessions failed'));
  }, PURGE_MS);
  purger.unref();
  app.addHook('onClose', async () => clearInterval(purger));

  app.addHook('onReady', async () => {
    const email = deps.config.adminEmail?.trim();
    const password = deps.config.adminPassword;
    if (email && password) await seedAdministrator(db, { email, password, now: deps.clock() });
    const resellerPassword = deps.config.resellerPassword;
    if (resellerPassword && !(await seedResellerPassword(db, { password: resellerPassword, now: deps.clock() }))) {
      deps.log.warn(`RESELLER_PASSWORD is set but there is no demo reseller account ${DEMO_RESELLER_EMAIL}`);
    }
  });

  app.post('/auth/register', async (request, reply) => {
    const lang = langOf(request) ?? DEFAULT_LOCALE;
    const body = parse(RegisterBody, request.body);
    await register(ctx, { ...body, lang }, ipOf(request));
    return reply.code(201).send({ message: 'Your account was created. Please follow the link we e-mailed you to activate it.' });
  });

  app.post('/auth/send-activation-email', async (request, reply) => {
    const lang = langOf(request);
    const { email } = parse(EmailBody, request.body);
    await sendActivationEmail(ctx, email, lang);
    return reply.code(202).send(SAME_ANSWER_ACTIVATION);
  });

  app.patch('/auth/activate-account', async (request) => {
    await activateAccount(ctx, bearerToken(request));
    return { activated: true, message: 'Your account is active. You can log in now.' };
  });

  app.patch('/auth/confirm-email', async (request) => {
    const { email } = await confirmEmailChange(ctx, bearerToken(request));
    return { email, message: 'Your e-mail address has been changed.' };
  });

  app.post('/auth/login', async (request, reply) => {
    const body = parse(LoginBody, request.body);
    const { answer, deviceToken } = await withRetryAfter(reply, () => login(ctx, body, clientOf(request)));
    reply.header('set-cookie', deviceCookie(deviceToken, secureCookies(request)));
    return answer;
  });

  app.get('/auth/user', auth, async (request) => {
    const { include } = parse(UserQuery, request.query ?? {}, 'INVALID_QUERY');
    const user = await loadUser(db, identityOf(request).userId, includesCustomer(include));
    if (!user) throw new ApiError(401, 'AUTH_REQUIRED', 'This call needs the bearer token of a logged-in user');
    return user;
  });

  app.post('/auth/logout', async (request, reply) => {
    const token = bearerToken(request);
    if (!token || !(await revokeSession(db, token))) throw new ApiError(401, 'AUTH_REQUIRED', 'This call needs the bearer token of a logged-in user');
    return reply.code(204).send();
  });

  app.put('/auth/request-password-reset', async (request, reply) => {
    const lang = langOf(request);
    const { email } = parse(EmailBody, request.body);
    await requestPasswordReset(ctx, email, lang);
    return reply.code(202).send(SAME_ANSWER_RESET);
  });

  app.patch('/auth/change-password', async (request, reply) => {
    const body = parse(ChangePasswordBody, request.body);
    const answer = await withRetryAfter(reply, () => changePassword(ctx, {
      bearer: bearerToken(request), password: (body.password ?? body.newPassword) as string, currentPassword: body.currentPassword, client: clientOf(request),
    }));
    return { message: 'Your password has been changed.', ...answer };
  });

  app.get('/applications/with-resource-permissions', async (request) => {
    const identity = await identify(db, request, deps.clock());
    const role = identity?.role ?? 'guest';
    return { data: [{ application: 'ferry-shop', role, resources: resourcePermissions(role) }] };
  });
};

export default authRoutes;
