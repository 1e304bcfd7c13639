/**
 * Issue 13 ("Safe to run"), the accounts findings:
 * - finding 9, "anyone can lock anyone out": five wrong passwords refused even the right one from any address, and
 *   25 e-mails from one address blocked every user behind it. Now (login-throttle.ts, devices.ts) failures count
 *   per (account, network), per account and per network, and a browser the owner logged in from (its `device`
 *   cookie) is not refused by the account-wide or network locks.
 */
import { eq } from 'drizzle-orm';
import { loginFailures, trustedDevices } from '../../server/database/schema/index';
import { clientNetwork, LOGIN_LIMITS } from '../../server/modules/auth/login-throttle';
import { hashToken } from '../../server/modules/auth/tokens';
import type { TestServer } from '../support/server-harness';
import { activeUser, call, deviceCookieOf, MINUTE, movableClock, PASSWORD, startAuthServer, uniqueEmail } from './auth-support';

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
