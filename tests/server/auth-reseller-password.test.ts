import { eq } from 'drizzle-orm';
import { loadConfig } from '../../server/config';
import { users } from '../../server/database/schema/index';
import { DEMO_RESELLER_EMAIL, seedResellerPassword } from '../../server/modules/auth/seed';
import type { TestServer } from '../support/server-harness';
import { activeUser, call, movableClock, startAuthServer } from './auth-support';

const RESELLER_PASSWORD = 'Agency#2026';
const clock = movableClock();
let server: TestServer;
let plain: TestServer;
beforeAll(async () => {
  [server, plain] = await Promise.all([startAuthServer(clock, { RESELLER_PASSWORD }), startAuthServer(clock)]);
});
afterAll(async () => {
  await Promise.all([server?.close(), plain?.close()]);
});

type Login = { access_token: string; user: { id: string; firstName: string } };
const login = (target: TestServer, password: string, ip = '203.0.113.7') =>
  call<Login>(target, 'POST', '/api/auth/login', { email: DEMO_RESELLER_EMAIL, password }, { ip });
const hashOf = async (target: TestServer) =>
  (await target.database.db.select().from(users).where(eq(users.email, DEMO_RESELLER_EMAIL)))[0]?.passwordHash;

describe('RESELLER_PASSWORD', () => {
  it('is read from the environment as typed, and is unset without it', () => {
    expect(loadConfig({ RESELLER_PASSWORD: ' Agency#2026' }).resellerPassword).toBe(' Agency#2026');
    expect(loadConfig({}).resellerPassword).toBeUndefined();
    expect(loadConfig({ RESELLER_PASSWORD: '' }).resellerPassword).toBeUndefined();
  });

  it('lets the seeded demo reseller log in, and its login token proves the reseller to the Booking API', async () => {
    const answer = await login(server, RESELLER_PASSWORD);
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({ id: 'reseller-demo', firstName: 'Demo' });
    const details = await call(server, 'GET', '/booking/reseller-details', undefined, { token: answer.body.access_token, query: { user_id: 'reseller-demo' } });
    expect(details.status).toBe(200);
    expect(details.body).toEqual({
      user_id: 'reseller-demo', name: 'Demo Travel Agency', isReseller: true, creditLimit: 500_000, creditUsed: 0, creditAvailable: 500_000,
    });
  });

  it('refuses a wrong password', async () => {
    const answer = await login(server, 'Agency#2025', '203.0.113.8');
    expect(answer.status).toBe(401);
    expect(answer.body.error?.code).toBe('WRONG_CREDENTIALS');
  });

  it('answers a customer\'s reseller details as not a reseller', async () => {
    const customer = await activeUser(server, 'not-reseller');
    const details = await call(server, 'GET', '/booking/reseller-details', undefined, { token: customer.token, query: { user_id: customer.id } });
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({ user_id: customer.id, isReseller: false, creditAvailable: 0 });
  });

  it('re-hashes only a changed password', async () => {
    const { db } = server.database;
    const before = await hashOf(server);
    expect(await seedResellerPassword(db, { password: RESELLER_PASSWORD, now: clock.now })).toBe(true);
    expect(await hashOf(server)).toBe(before);

    expect(await seedResellerPassword(db, { password: 'Agency#2027', now: clock.now })).toBe(true);
    expect(await hashOf(server)).not.toBe(before);
    expect((await login(server, 'Agency#2027', '203.0.113.9')).status).toBe(200);
    await seedResellerPassword(db, { password: RESELLER_PASSWORD, now: clock.now });
    expect((await login(server, RESELLER_PASSWORD, '203.0.113.9')).status).toBe(200);
  });

  it('leaves the demo reseller without a password when it is not set', async () => {
    expect(await hashOf(plain)).toBeNull();
    expect((await login(plain, RESELLER_PASSWORD)).status).toBe(401);
  });
});
