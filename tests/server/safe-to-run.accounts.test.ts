/**
 * Issue 13 ("Safe to run"), the accounts findings:
 * - finding 8, "changing the account e-mail needs no password, and the old address is not told": a stolen session
 *   token was a permanent takeover. Now (auth/email-change.service.ts) the change needs the current password, the
 *   new address is confirmed by a one-time link, and the old address is told before and after.
 * - finding 9, "anyone can lock anyone out": five wrong passwords refused even the right one from any address, and
 *   25 e-mails from one address blocked every user behind it. Now (login-throttle.ts, devices.ts) failures count
 *   per (account, network), per account and per network, and a browser the owner logged in from (its `device`
 *   cookie) is not refused by the account-wide or network locks.
 */
import { and, eq } from 'drizzle-orm';
import { loginFailures, oneTimeTokens, trustedDevices, users } from '../../server/database/schema/index';
import { deviceCookie, deviceOf as readDevice } from '../../server/modules/auth/devices';
import { clientNetwork, LOGIN_LIMITS } from '../../server/modules/auth/login-throttle';
import { hashToken } from '../../server/modules/auth/tokens';
import { readMailbox, type TestServer } from '../support/server-harness';
import {
  activeUser, call, deviceCookieOf, HOUR, mailedToken, MINUTE, movableClock, PASSWORD, startAuthServer, uniqueEmail, type TestUser,
} from './auth-support';

const clock = movableClock();
let server: TestServer;
beforeAll(async () => {
  server = await startAuthServer(clock);
});
afterAll(async () => {
  await server?.close();
});

const login = (email: string, password: string, ip: string, device?: string) =>
  call<{ access_token: string }>(server, 'POST', '/api/auth/login', { email, password }, { ip, device });

/** Logs in from `ip` and answers the device cookie the login set. */
async function deviceOf(email: string, ip: string): Promise<string> {
  const answer = await login(email, PASSWORD, ip);
  expect(answer.status).toBe(200);
  const device = deviceCookieOf(answer);
  expect(device).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return device as string;
}

/** Puts a failure counter one short of its limit, as many earlier failures would have (quicker than making them). */
async function almostLocked(key: string, limit: number): Promise<void> {
  await server.database.db.insert(loginFailures).values({ key, count: limit - 1, windowStart: clock.now })
    .onConflictDoUpdate({ target: loginFailures.key, set: { count: limit - 1, windowStart: clock.now, lockedUntil: null } });
}

describe('finding 9: an attacker cannot lock the owner out', () => {
  it('five failures from one address lock that address only: the owner logs in from another, and from the same one with their device', async () => {
    const victim = await activeUser(server, 'victim');
    const ownDevice = await deviceOf(victim.email, '198.51.100.10');
    const attacker = '203.0.113.66';
    const statuses: number[] = [];
    for (let i = 1; i <= LOGIN_LIMITS.perAccountAndNetwork; i++) statuses.push((await login(victim.email, `Guess#${i}`, attacker)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);

    expect((await login(victim.email, PASSWORD, attacker)).status).toBe(429);
    expect((await login(victim.email, PASSWORD, '198.51.100.11')).status).toBe(200);
    // The owner behind the attacker's address (a shared NAT), with the browser they logged in from before.
    expect((await login(victim.email, PASSWORD, attacker, ownDevice)).status).toBe(200);
  });

  it('an account-wide lock refuses unknown clients only, and says nothing about whether the account exists', async () => {
    const victim = await activeUser(server, 'wide');
    const ownDevice = await deviceOf(victim.email, '198.51.100.20');
    const ghost = uniqueEmail('wide-ghost');
    for (const email of [victim.email, ghost]) {
      await almostLocked(`account:${email}`, LOGIN_LIMITS.perAccount);
      const last = await login(email, 'Guess#50', '203.0.113.20');
      expect(last.status).toBe(429);
      expect(last.body.error).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: 'Too many failed logins. Please wait 15 minutes and try again.' });
    }
    expect((await login(victim.email, PASSWORD, '198.51.100.21')).status).toBe(429);
    expect((await login(ghost, PASSWORD, '198.51.100.21')).status).toBe(429);
    expect((await login(victim.email, PASSWORD, '198.51.100.21', ownDevice)).status).toBe(200);
    clock.advance(LOGIN_LIMITS.lockMs + 1000);
    expect((await login(victim.email, PASSWORD, '198.51.100.21')).status).toBe(200);
  });

  it('25 e-mails failing from one address block no one behind it; its network lock (at 100) spares trusted devices', async () => {
    const nat = '192.0.2.77';
    const neighbour = await activeUser(server, 'neighbour');
    const neighbourDevice = await deviceOf(neighbour.email, nat);
    const statuses: number[] = [];
    for (let i = 1; i <= 25; i++) statuses.push((await login(uniqueEmail(`spray${i}`), 'Guess#1', nat)).status);
    expect(statuses.every((status) => status === 401)).toBe(true);
    const other = await activeUser(server, 'other-neighbour');
    expect((await login(other.email, PASSWORD, nat)).status).toBe(200);

    await almostLocked(`ip:${nat}`, LOGIN_LIMITS.perNetwork);
    expect((await login(uniqueEmail('spray100'), 'Guess#1', nat)).status).toBe(429);
    expect((await login(other.email, PASSWORD, nat)).status).toBe(429);
    expect((await login(neighbour.email, PASSWORD, nat, neighbourDevice)).status).toBe(200);
    expect((await login(other.email, PASSWORD, '192.0.2.78')).status).toBe(200);
  });

  it('a device is trusted for the accounts that logged in from it only, and a new login replaces its token', async () => {
    const owner = await activeUser(server, 'owner');
    const stranger = await activeUser(server, 'stranger');
    const device = await deviceOf(owner.email, '198.51.100.30');
    await almostLocked(`account:${stranger.email}`, LOGIN_LIMITS.perAccount);
    expect((await login(stranger.email, 'Guess#1', '198.51.100.31')).status).toBe(429);
    expect((await login(stranger.email, PASSWORD, '198.51.100.30', device)).status).toBe(429);

    const next = deviceCookieOf(await login(owner.email, PASSWORD, '198.51.100.30', device));
    expect(next).toBeDefined();
    expect(next).not.toBe(device);
    await almostLocked(`account:${owner.email}`, LOGIN_LIMITS.perAccount);
    expect((await login(owner.email, 'Guess#1', '198.51.100.32')).status).toBe(429);
    expect((await login(owner.email, PASSWORD, '198.51.100.30', device)).status).toBe(429);
    expect((await login(owner.email, PASSWORD, '198.51.100.30', next)).status).toBe(200);
  });

  it('a trusted device gets five tries of its own, then is handled as any other client', async () => {
    const owner = await activeUser(server, 'device-limit');
    const device = await deviceOf(owner.email, '198.51.100.40');
    await almostLocked(`account:${owner.email}`, LOGIN_LIMITS.perAccount);
    expect((await login(owner.email, 'Guess#1', '203.0.113.40')).status).toBe(429);
    const statuses: number[] = [];
    for (let i = 1; i <= LOGIN_LIMITS.perDevice; i++) statuses.push((await login(owner.email, `Guess#${i}`, '198.51.100.40', device)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect((await login(owner.email, PASSWORD, '198.51.100.40', device)).status).toBe(429);
  });

  it('sets the device cookie HttpOnly, SameSite=Lax, for /api only, and stores only its hash', async () => {
    const user = await activeUser(server, 'cookie');
    const answer = await login(user.email, PASSWORD, '198.51.100.50');
    const header = answer.headers.getSetCookie().find((cookie) => cookie.startsWith('device=')) as string;
    expect(header).toMatch(/^device=[A-Za-z0-9_-]{43}; Max-Age=15552000; Path=\/api; HttpOnly; SameSite=Lax$/);
    const token = deviceCookieOf(answer) as string;
    const rows = await server.database.db.select().from(trustedDevices).where(eq(trustedDevices.userId, user.id));
    expect(rows.map((row) => row.tokenHash)).toContain(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(deviceCookie(token, true)).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    const request = (cookie: string) => ({ headers: { cookie } }) as Parameters<typeof readDevice>[0];
    expect(readDevice(request(`a=1; device=${token}; b=2`))).toEqual({ deviceToken: token, deviceHash: hashToken(token) });
    expect(readDevice(request('device=short'))).toEqual({});
    expect(readDevice(request(`xdevice=${token}`))).toEqual({});
  });

  it('counts IPv6 clients by their /64, so rotating addresses inside it does not give new tries', async () => {
    expect(clientNetwork('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientNetwork('192.0.2.1')).toBe('192.0.2.1');
    const user = await activeUser(server, 'ipv6');
    const statuses: number[] = [];
    for (let i = 1; i <= LOGIN_LIMITS.perAccountAndNetwork; i++) statuses.push((await login(user.email, `Guess#${i}`, `2001:db8:5:6::${i}`)).status);
    expect(statuses.at(-1)).toBe(429);
    expect((await login(user.email, PASSWORD, '2001:db8:5:7::1')).status).toBe(200);
  });

  it('a wrong current password in a logged-in password change counts as a failed login', async () => {
    const user = await activeUser(server, 'change-guess');
    const ip = '198.51.100.60';
    const statuses: number[] = [];
    for (let i = 1; i <= LOGIN_LIMITS.perAccountAndNetwork; i++) {
      statuses.push((await call(server, 'PATCH', '/api/auth/change-password', { password: 'New#2026', currentPassword: `Guess#${i}` }, { token: user.token, ip })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect((await login(user.email, PASSWORD, ip)).status).toBe(429);
    clock.advance(MINUTE);
  });
});

describe('finding 8: the e-mail changes only with the password and a link to the new address', () => {
  const changeEmail = (user: TestUser, body: Record<string, unknown>, ip = '198.51.100.200') =>
    call<{ pendingEmail: string; message: string }>(server, 'POST', '/api/users/me/email', body, { token: user.token, ip, query: { lang: 'en' } });
  const confirm = (token: string) => call<{ email: string }>(server, 'PATCH', '/api/auth/confirm-email', {}, { token });
  const emailOf = async (user: TestUser) => {
    const [row] = await server.database.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
    return row?.email;
  };
  const pendingTokens = async (user: TestUser) =>
    server.database.db.select().from(oneTimeTokens).where(and(eq(oneTimeTokens.userId, user.id), eq(oneTimeTokens.purpose, 'email-change')));

  it('refuses a change without the current password or with a wrong one, and changes and sends nothing', async () => {
    const user = await activeUser(server, 'no-password');
    const target = uniqueEmail('thief');
    const missing = await changeEmail(user, { email: target });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({ code: 'INVALID_INPUT', field: 'currentPassword' });
    const wrong = await changeEmail(user, { email: target, currentPassword: 'Guess#1' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toEqual({ code: 'WRONG_PASSWORD', message: 'The current password is wrong', field: 'currentPassword' });
    // The SPEC's PATCH users/me no longer changes it either.
    const patched = await call(server, 'PATCH', '/api/users/me', { email: target, firstName: 'Thief' }, { token: user.token });
    expect(patched.status).toBe(400);
    expect(patched.body.error?.code).toBe('EMAIL_CHANGE_NEEDS_CONFIRMATION');

    expect(await emailOf(user)).toBe(user.email);
    expect(await pendingTokens(user)).toEqual([]);
    expect(await readMailbox(server, target)).toEqual([]);
    expect((await readMailbox(server, user.email)).map((mail) => mail.subject)).toEqual(['Ενεργοποιήστε τον λογαριασμό σας']);
  });

  it('with the password: nothing changes until the link, the old address is told, the link works once', async () => {
    const user = await activeUser(server, 'mover');
    const otherDevice = (await call<{ access_token: string }>(server, 'POST', '/api/auth/login', { email: user.email, password: PASSWORD })).body.access_token;
    const target = uniqueEmail('moved');
    const asked = await changeEmail(user, { email: `  ${target.toUpperCase()} `, currentPassword: PASSWORD });
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ pendingEmail: target, message: `We have sent a link to ${target}. Your e-mail address changes when you open it.` });

    expect(await emailOf(user)).toBe(user.email);
    expect((await login(user.email, PASSWORD, '198.51.100.201')).status).toBe(200);
    expect((await login(target, PASSWORD, '198.51.100.201')).status).toBe(401);
    const [notice] = await readMailbox(server, user.email);
    expect(notice?.subject).toBe('Your e-mail address is being changed');
    expect(notice?.text).toContain(`Your account asked to change its e-mail address to ${target}.`);
    expect(notice?.text).toContain('If this was not you, change your password now');
    expect(notice?.text).not.toContain('token=');

    const link = await mailedToken(server, target, '/confirm-email');
    expect(link.subject).toBe('Confirm your new e-mail address');
    expect(new URL(link.link).pathname).toBe('/en/confirm-email');
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await pendingTokens(user);
    expect(stored).toMatchObject({ tokenHash: hashToken(link.token), newEmail: target, usedAt: null });
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(24 * HOUR);

    const confirmed = await confirm(link.token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.email).toBe(target);
    expect(await emailOf(user)).toBe(target);
    expect((await login(target, PASSWORD, '198.51.100.202')).status).toBe(200);
    expect((await login(user.email, PASSWORD, '198.51.100.202')).status).toBe(401);
    const [done] = await readMailbox(server, user.email);
    expect(done?.subject).toBe('Η διεύθυνση e-mail του λογαριασμού σας άλλαξε');
    expect(done?.text).toContain(target);

    // The session that asked stays; the others end.
    expect((await call(server, 'GET', '/api/users/me', undefined, { token: user.token })).status).toBe(200);
    expect((await call(server, 'GET', '/api/users/me', undefined, { token: otherDevice })).status).toBe(401);

    const again = await confirm(link.token);
    expect(again.status).toBe(410);
    expect(again.body.error?.code).toBe('TOKEN_EXPIRED');
    expect((await confirm('not-a-token')).status).toBe(401);
  });

  it('an expired link changes nothing', async () => {
    const user = await activeUser(server, 'late');
    const target = uniqueEmail('late-target');
    expect((await changeEmail(user, { email: target, currentPassword: PASSWORD })).status).toBe(202);
    const { token } = await mailedToken(server, target, '/confirm-email');
    clock.advance(24 * HOUR + 1000);
    const late = await confirm(token);
    expect(late.status).toBe(410);
    expect(await emailOf(user)).toBe(user.email);
  });

  it('refuses an address another account has (406), also when it was taken after the link was sent', async () => {
    const user = await activeUser(server, 'taker');
    const other = await activeUser(server, 'owner-of-address');
    const taken = await changeEmail(user, { email: other.email, currentPassword: PASSWORD });
    expect(taken.status).toBe(406);
    expect(taken.body.error).toMatchObject({ code: 'EMAIL_TAKEN', field: 'email' });
    expect(await pendingTokens(user)).toEqual([]);

    const target = uniqueEmail('contested');
    expect((await changeEmail(user, { email: target, currentPassword: PASSWORD })).status).toBe(202);
    const { token } = await mailedToken(server, target, '/confirm-email');
    expect((await call(server, 'POST', '/api/auth/register', { firstName: 'A', lastName: 'B', email: target, password: PASSWORD })).status).toBe(201);
    const late = await confirm(token);
    expect(late.status).toBe(406);
    expect(late.body.error?.code).toBe('EMAIL_TAKEN');
    expect(await emailOf(user)).toBe(user.email);
    expect((await pendingTokens(user))[0]?.usedAt).toBeNull();
  });

  it('a new password cancels a pending change; the same address is refused', async () => {
    const user = await activeUser(server, 'cancel');
    expect((await changeEmail(user, { email: user.email, currentPassword: PASSWORD })).body.error?.code).toBe('SAME_EMAIL');
    const target = uniqueEmail('cancelled');
    expect((await changeEmail(user, { email: target, currentPassword: PASSWORD })).status).toBe(202);
    const { token } = await mailedToken(server, target, '/confirm-email');
    const changed = await call(server, 'PATCH', '/api/auth/change-password', { password: 'New#2026', currentPassword: PASSWORD }, { token: user.token });
    expect(changed.status).toBe(200);
    expect((await confirm(token)).status).toBe(410);
    expect(await emailOf(user)).toBe(user.email);
  });

  it('a wrong current password counts as a failed login of the account', async () => {
    const user = await activeUser(server, 'email-guess');
    const ip = '198.51.100.210';
    const statuses: number[] = [];
    for (let i = 1; i <= LOGIN_LIMITS.perAccountAndNetwork; i++) {
      statuses.push((await changeEmail(user, { email: uniqueEmail('guess'), currentPassword: `Guess#${i}` }, ip)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect((await changeEmail(user, { email: uniqueEmail('guess'), currentPassword: PASSWORD }, ip)).status).toBe(429);
    expect(await pendingTokens(user)).toEqual([]);
  });
});
