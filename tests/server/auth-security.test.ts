import { eq } from 'drizzle-orm';
import { authSessions, oneTimeTokens, users } from '../../server/database/schema/index';
import { identify, issueSession } from '../../server/modules/auth/identify';
import { createUser } from '../../server/modules/auth/seed';
import { hashToken, purgeExpired } from '../../server/modules/auth/tokens';
import type { TestServer } from '../support/server-harness';
import { activeUser, call, MINUTE, movableClock, PASSWORD, startAuthServer, uniqueEmail } from './auth-support';

const clock = movableClock();
let server: TestServer;
beforeAll(async () => {
  server = await startAuthServer(clock);
});
afterAll(async () => {
  await server?.close();
});

const login = (email: string, password: string, ip = '198.51.100.1') =>
  call<{ access_token: string }>(server, 'POST', '/api/auth/login', { email, password }, { ip });

describe('brute-force limits on login (the full policy is tested in safe-to-run.accounts.test.ts)', () => {
  it('slows failures, then refuses the e-mail from that network for 15 minutes after five, even with the right password', async () => {
    const user = await activeUser(server, 'brute');
    const ip = '203.0.113.9';
    const started = Date.now();
    for (let i = 1; i <= 4; i++) expect((await login(user.email, `Wrong#${i}`, ip)).status).toBe(401);
    // Failures 3 and 4 are held back (400 ms and 800 ms).
    expect(Date.now() - started).toBeGreaterThanOrEqual(1100);
    const fifth = await login(user.email, 'Wrong#5', ip);
    expect(fifth.status).toBe(429);
    expect(fifth.body.error?.code).toBe('TOO_MANY_ATTEMPTS');
    expect(fifth.body.error?.message).toBe('Too many failed logins. Please wait 15 minutes and try again.');
    expect(fifth.headers.get('retry-after')).toBe('900');

    clock.advance(5 * MINUTE);
    const locked = await login(user.email, PASSWORD, ip);
    expect(locked.status).toBe(429);
    expect(locked.body.error?.message).toBe('Too many failed logins. Please wait 10 minutes and try again.');

    clock.advance(10 * MINUTE + 1000);
    expect((await login(user.email, PASSWORD, ip)).status).toBe(200);
  });

  it('locks an unknown e-mail the same way, so a lock does not tell that an account exists', async () => {
    const ghost = uniqueEmail('ghost');
    const answers = [];
    for (let i = 1; i <= 5; i++) answers.push((await login(ghost, `Wrong#${i}`, '192.0.2.1')).status);
    expect(answers).toEqual([401, 401, 401, 401, 429]);
  });

  it('starts counting again after a successful login', async () => {
    const user = await activeUser(server, 'reset-count');
    for (let i = 1; i <= 4; i++) await login(user.email, `Wrong#${i}`, '198.51.100.50');
    expect((await login(user.email, PASSWORD, '198.51.100.50')).status).toBe(200);
    expect((await login(user.email, 'Wrong#6', '198.51.100.50')).status).toBe(401);
  });
});

describe('what is stored', () => {
  it('keeps argon2id hashes and only SHA-256 digests of tokens', async () => {
    const user = await activeUser(server, 'stored');
    const { db } = server.database;
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const sessions = await db.select().from(authSessions).where(eq(authSessions.userId, user.id));
    expect(sessions.map((s) => s.tokenHash)).toContain(hashToken(user.token));
    expect(JSON.stringify(sessions)).not.toContain(user.token);
    const tokens = await db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, user.id));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(tokens[0]?.usedAt).not.toBeNull();
  });

  it('purges expired sessions and spent tokens, keeping live ones', async () => {
    const user = await activeUser(server, 'purge');
    const { db } = server.database;
    await purgeExpired(db, new Date(clock.now.getTime() + 8 * 24 * 60 * MINUTE));
    expect(await db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, user.id))).toEqual([]);
    expect(await db.select().from(authSessions).where(eq(authSessions.userId, user.id))).toHaveLength(1);
    await purgeExpired(db, new Date(clock.now.getTime() + 31 * 24 * 60 * MINUTE));
    expect(await db.select().from(authSessions).where(eq(authSessions.userId, user.id))).toEqual([]);
  });

  it('ends a session after 30 days', async () => {
    const user = await activeUser(server, 'expires');
    clock.advance(30 * 24 * 60 * MINUTE + 1000);
    try {
      expect((await call(server, 'GET', '/api/auth/user', undefined, { token: user.token })).status).toBe(401);
    } finally {
      clock.advance(-(30 * 24 * 60 * MINUTE + 1000));
    }
    expect((await call(server, 'GET', '/api/auth/user', undefined, { token: user.token })).status).toBe(200);
  });
});

describe('identify() for other modules', () => {
  it('resolves a live token to its user and anything else to undefined', async () => {
    const user = await activeUser(server, 'identify');
    const request = (authorization?: string) => ({ headers: authorization ? { authorization } : {} }) as Parameters<typeof identify>[1];
    const { db } = server.database;
    expect(await identify(db, request(`Bearer ${user.token}`), clock.now)).toEqual({
      userId: user.id, role: 'customer', isReseller: false, name: 'Maria Papadopoulou',
    });
    expect(await identify(db, request(), clock.now)).toBeUndefined();
    expect(await identify(db, request('Bearer unknown'), clock.now)).toBeUndefined();
    expect(await identify(db, request(`Basic ${user.token}`), clock.now)).toBeUndefined();
  });

  it('resolves a fixed token issued for a seeded reseller, renews it, and never hands it to another user', async () => {
    const { db } = server.database;
    const now = clock.now;
    const agency = await createUser(db, { email: uniqueEmail('agency'), firstName: 'Aegean', lastName: 'Travel', isReseller: true, now });
    const token = await issueSession(db, agency, now, 'fixed-reseller-token-0123456789');
    const request = { headers: { authorization: `Bearer ${token}` } } as Parameters<typeof identify>[1];
    expect(await identify(db, request, now)).toEqual({ userId: agency, role: 'customer', isReseller: true, name: 'Aegean Travel' });

    const other = await createUser(db, { email: uniqueEmail('other'), firstName: 'O', lastName: 'T', now });
    await issueSession(db, other, now, token);
    expect((await identify(db, request, now))?.userId).toBe(agency);

    const later = new Date(now.getTime() + 29 * 24 * 60 * MINUTE);
    await issueSession(db, agency, later, token);
    expect((await identify(db, request, new Date(later.getTime() + 20 * 24 * 60 * MINUTE)))?.userId).toBe(agency);
  });

  it('knows the demo reseller of the Booking API as a reseller that cannot log in', async () => {
    const [row] = await server.database.db.select().from(users).where(eq(users.id, 'reseller-demo'));
    expect(row).toMatchObject({ isReseller: true, passwordHash: null, role: 'customer' });
    expect((await login(row!.email, PASSWORD, '198.51.100.90')).status).toBe(401);
  });
});
