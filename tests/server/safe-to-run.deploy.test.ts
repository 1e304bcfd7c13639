/**
 * Issue 13 "Safe to run", findings 1, 3 and 10, and the deploy check (server/deploy-check.ts):
 * - finding 1: the development mailbox (/dev/mailbox, which shows password-reset links) is off unless DEV_MAILBOX=1,
 *   and even then answers only this machine;
 * - finding 3: a real PAYMENT_URL is never verified with the repository's demo secret, a public start with it is
 *   refused, and a local start warns;
 * - finding 10: the demo reseller's token is never logged nor made up; RESELLER_TOKEN is its one standing token.
 * Two tests start the real entry point (`node --import tsx server/main.ts`) as `npm start` does.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { ConfigError, DEMO_PAYMENT_MERCHANT_ID, DEMO_PAYMENT_SECRET, loadConfig } from '../../server/config';
import { authSessions, bookingOrders } from '../../server/database/schema/index';
import { deployProblems, deployWarnings, exposure, isLoopbackAddress } from '../../server/deploy-check';
import { issueSession } from '../../server/modules/auth/tokens';
import { RESULT_ORDER, signFields, toAmount } from '../../server/adapters/payments/cardlink-protocol';
import { startTestServer, type TestServer } from '../support/server-harness';
import { familyWithCar, findTrips, leader, post, testClock, travellers } from './booking-support';

const root = path.resolve(import.meta.dirname, '../..');

/** A configuration fit for a shop on the internet: the deploy check asks for nothing more. */
const PRODUCTION = {
  HOST: '0.0.0.0', PORT: '8080', PUBLIC_URL: 'https://ferry.example.gr', SMTP_URL: 'smtp://shop:pw@mail.example.gr:587',
  PAYMENT_URL: 'https://ecommerce.cardlink.gr/vpos/shophandlermpi', PAYMENT_MERCHANT_ID: '0021234567',
  PAYMENT_SECRET: 'Qm9vdGgsIG5vdCBhIHJlYWwgc2VjcmV0IGJ1dCBsb25n',
  ADMIN_TOKEN: 'uQ8vJ2rX0pL5nK7wZ3yT9bH4mC6dF1gA8sE2hR5jN0q',
  RESELLER_TOKEN: 'Vw3nP9sL2kQ7xR4tY8zB1cM6dH0fJ5gN2aE7uK9pW3r',
  ADMIN_EMAIL: 'ops@ferry.example.gr', ADMIN_PASSWORD: 'Mainsail!Harbour42', RESELLER_PASSWORD: 'Gangway&Lantern77',
} as const;

interface Run { code: number | null; output: string }

/** Runs the shop server's entry point until it prints `until` (then stops it with SIGTERM) or exits by itself. */
function runMain(env: Record<string, string>, until?: RegExp, onReady?: (output: string) => Promise<void>): Promise<Run> {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(HOST|PORT|PUBLIC_URL|PAYMENT_|SMTP_URL|DEV_MAILBOX|PUBLIC_DEMO|ADMIN_|RESELLER_|DATABASE_URL)/.test(name)));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env: { ...clean, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let failure: unknown;
  let reached = false;
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (until && !reached && until.test(output)) {
        reached = true;
        (onReady ? onReady(output) : Promise.resolve())
          .catch((error: unknown) => { failure = error; })
          .finally(() => child.kill('SIGTERM'));
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('error', reject);
    child.on('exit', (code) => (failure ? reject(failure) : resolve({ code, output })));
  });
}

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'ferry-safe-to-run-'));

describe('the deploy check (issue 13)', () => {
  it('asks nothing of a shop on this machine only', () => {
    for (const HOST of ['127.0.0.1', '127.8.0.1', 'localhost', '::1']) {
      const config = loadConfig({ HOST });
      expect(exposure(config), HOST).toBeUndefined();
      expect(deployProblems(config), HOST).toEqual([]);
    }
    expect(deployProblems(loadConfig({ DEV_MAILBOX: '1', ADMIN_TOKEN: 'tok', PUBLIC_URL: 'http://localhost:3000' }))).toEqual([]);
  });

  it('sees a shop reachable from outside by its HOST or its PUBLIC_URL', () => {
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20', '10.0.0.5', 'ferry.example.gr', '::ffff:10.0.0.1']) {
      expect(exposure(loadConfig({ HOST })), HOST).toContain('HOST');
    }
    expect(exposure(loadConfig({ PUBLIC_URL: 'https://ferry.example.gr' }))).toContain('https');
    expect(exposure(loadConfig({ PUBLIC_URL: 'http://ferry.example.gr' }))).toContain('another machine');
    expect(isLoopbackAddress('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopbackAddress('128.0.0.1')).toBe(false);
    expect(isLoopbackAddress(undefined)).toBe(false);
  });

  it('names every demo setting of a public shop with the variable to set', () => {
    const problems = deployProblems(loadConfig({ HOST: '0.0.0.0' }));
    for (const name of ['PAYMENT_URL', 'PAYMENT_SECRET', 'PAYMENT_MERCHANT_ID', 'SMTP_URL', 'PUBLIC_URL']) {
      expect(problems.some((p) => p.startsWith(name)), name).toBe(true);
    }
    expect(deployProblems(loadConfig({ ...PRODUCTION, PUBLIC_URL: 'http://ferry.example.gr' }))).toEqual([
      expect.stringMatching(/^PUBLIC_URL=http:\/\/ferry\.example\.gr is not https/),
    ]);
  });

  it('lets a fully configured public shop start', () => {
    expect(deployProblems(loadConfig(PRODUCTION))).toEqual([]);
    expect(deployWarnings(loadConfig(PRODUCTION))).toEqual([]);
  });

  it.each([
    ['ADMIN_TOKEN', 'short-admin-token'],
    ['ADMIN_TOKEN', 'content-admin-token-0123456789-and-some-more'],
    ['RESELLER_TOKEN', 'contract-reseller-token-0123456789'],
    ['ADMIN_PASSWORD', 'Helm#2026'],
    ['ADMIN_PASSWORD', 'MyAdminPassword#2026'],
    ['RESELLER_PASSWORD', 'Agency#E2e26'],
    ['PAYMENT_SECRET', 'Cardlink1'],
    ['PAYMENT_MERCHANT_ID', DEMO_PAYMENT_MERCHANT_ID],
  ])('refuses a public shop whose %s is short or a demo value (%s)', (name, value) => {
    const problems = deployProblems(loadConfig({ ...PRODUCTION, [name]: value }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name} `));
  });

  it('PUBLIC_DEMO=1 waives the test processor and the missing SMTP_URL, and nothing else', () => {
    const demo = { HOST: '0.0.0.0', PUBLIC_URL: 'https://demo.ferry.example.gr', PUBLIC_DEMO: '1' };
    expect(deployProblems(loadConfig(demo))).toEqual([]);
    expect(deployWarnings(loadConfig(demo)).join('\n')).toContain('PUBLIC_DEMO=1');
    const names = (env: Record<string, string>) => deployProblems(loadConfig({ ...demo, ...env })).map((p) => /^[A-Z_]+/.exec(p)?.[0]);
    expect(names({ DEV_MAILBOX: '1' })).toEqual(['DEV_MAILBOX']);
    expect(names({ ADMIN_TOKEN: 'tok' })).toEqual(['ADMIN_TOKEN']);
    expect(names({ PUBLIC_URL: 'http://demo.ferry.example.gr' })).toEqual(['PUBLIC_URL']);
    // With a real payment page, its published test secret is not waived: callbacks signed with it would be believed.
    expect(names({ PAYMENT_URL: PRODUCTION.PAYMENT_URL, PAYMENT_MERCHANT_ID: '0020000000', PAYMENT_SECRET: 'Cardlink1' })).toEqual(['PAYMENT_SECRET']);
  });

  it('finding 3: `node server/main.ts` on HOST=0.0.0.0 with the defaults exits 1 naming PAYMENT_SECRET, before opening the database', async () => {
    const dataDir = tempDir();
    try {
      const run = await runMain({ HOST: '0.0.0.0', PORT: '0', DATA_DIR: path.join(dataDir, 'data'), LOG_LEVEL: 'info', SERVE_APP: '0' });
      expect(run.code).toBe(1);
      expect(run.output).toContain('The shop will not start');
      for (const name of ['PAYMENT_SECRET', 'PAYMENT_URL', 'SMTP_URL', 'PUBLIC_URL']) expect(run.output).toContain(`  - ${name}`);
      expect(fs.existsSync(path.join(dataDir, 'data'))).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('finding 1: the development mailbox is opt-in and answers this machine only', () => {
  let off: TestServer;
  let on: TestServer;
  beforeAll(async () => {
    [off, on] = await Promise.all([startTestServer({ env: { DEV_MAILBOX: '0' } }), startTestServer()]);
  });
  afterAll(async () => {
    await Promise.all([off?.close(), on?.close()]);
  });

  it('is off unless DEV_MAILBOX=1, and off with SMTP_URL whatever DEV_MAILBOX says', () => {
    expect(loadConfig({}).devMailbox).toBe(false);
    expect(loadConfig({ DEV_MAILBOX: '1' }).devMailbox).toBe(true);
    expect(loadConfig({ DEV_MAILBOX: '1', SMTP_URL: 'smtp://mail.example.gr:25' }).devMailbox).toBe(false);
    expect(() => loadConfig({ DEV_MAILBOX: 'on please' })).toThrow(ConfigError);
  });

  it('by default a requested password reset cannot be read from the server: the mailbox answers 404', async () => {
    const reset = await fetch(`${off.url}/api/auth/request-password-reset`, {
      method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'reseller@ferryshop.example' }),
    });
    expect(reset.status).toBe(202);
    for (const route of ['/dev/mailbox', '/dev/mailbox.json', '/dev/mailbox.json?to=reseller%40ferryshop.example']) {
      const response = await fetch(`${off.url}${route}`);
      expect(response.status, route).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    }
  });

  it('with DEV_MAILBOX=1 it serves a loopback peer and nobody else, whatever X-Forwarded-For says', async () => {
    expect((await fetch(`${on.url}/dev/mailbox.json`)).status).toBe(200);
    const ask = (remoteAddress: string, headers: Record<string, string> = {}) =>
      on.app.inject({ method: 'GET', url: '/dev/mailbox.json', remoteAddress, headers });
    expect((await ask('127.0.0.1')).statusCode).toBe(200);
    expect((await ask('::1')).statusCode).toBe(200);
    expect((await ask('::ffff:127.0.0.1')).statusCode).toBe(200);
    for (const remote of ['203.0.113.7', '192.168.1.20', '::ffff:10.0.0.1', '2001:db8::1']) {
      const answer = await ask(remote, { 'x-forwarded-for': '127.0.0.1' });
      expect(answer.statusCode, remote).toBe(404);
      expect(answer.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
      expect((await on.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: remote })).statusCode, remote).toBe(404);
    }
    // A reverse proxy on this machine connects from loopback: its forwarding headers give it away.
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      expect((await ask('127.0.0.1', { [header]: header === 'forwarded' ? 'for=203.0.113.7' : '203.0.113.7' })).statusCode, header).toBe(404);
    }
    // So does the Host a proxy passes on (Vite's dev server opened to the LAN) or a DNS-rebinding page sends.
    for (const host of ['192.168.1.20:5173', 'ferry.example.gr', 'rebind.attacker.example:3000']) {
      expect((await ask('127.0.0.1', { host })).statusCode, host).toBe(404);
    }
    for (const host of ['127.0.0.1:5173', 'localhost:3000', '[::1]:3000']) expect((await ask('127.0.0.1', { host })).statusCode, host).toBe(200);
  });
});

describe('finding 3: payments are never verified with the published demo secret', () => {
  it('refuses PAYMENT_URL without the processor\'s merchant id and secret, or with the demo secret', () => {
    const PAYMENT_URL = 'https://ecommerce.cardlink.gr/vpos/shophandlermpi';
    expect(() => loadConfig({ PAYMENT_URL })).toThrow(ConfigError);
    expect(() => loadConfig({ PAYMENT_URL })).toThrow(/PAYMENT_MERCHANT_ID and PAYMENT_SECRET/);
    expect(() => loadConfig({ PAYMENT_URL, PAYMENT_MERCHANT_ID: '0021234567' })).toThrow(/PAYMENT_SECRET must be set/);
    expect(() => loadConfig({ PAYMENT_URL, PAYMENT_SECRET: 'a-real-secret' })).toThrow(/PAYMENT_MERCHANT_ID must be set/);
    expect(() => loadConfig({ PAYMENT_URL, PAYMENT_MERCHANT_ID: '0021234567', PAYMENT_SECRET: DEMO_PAYMENT_SECRET })).toThrow(/PAYMENT_SECRET is the demo secret/);
    expect(loadConfig({ PAYMENT_URL, PAYMENT_MERCHANT_ID: '0021234567', PAYMENT_SECRET: 'a-real-secret' })).toMatchObject({
      paymentUrl: PAYMENT_URL, paymentMerchantId: '0021234567', paymentSecret: 'a-real-secret',
    });
  });

  it('warns about the demo secret on a local start', () => {
    expect(deployWarnings(loadConfig({})).join('\n')).toMatch(/^PAYMENT_SECRET is the demo secret/);
    expect(deployWarnings(loadConfig({ PAYMENT_SECRET: 'local-secret-of-my-own' }))).toEqual([]);
  });

  it('a callback signed with the demo secret pays nothing on a shop with a real payment page', async () => {
    const clock = testClock();
    const env = { PAYMENT_URL: 'https://ecommerce-test.cardlink.gr/vpos/shophandlermpi', PAYMENT_MERCHANT_ID: '0020000000', PAYMENT_SECRET: 'processor-secret-0123456789' };
    const server = await startTestServer({ env, clock: clock.read });
    try {
      const trip = (await findTrips(server, 'PIR', 'JMK', '2026-06-11')).find((t) => t.garage);
      expect(trip).toBeDefined();
      const hold = await post<{ order_code: string }>(server, '/booking/optional-booking', familyWithCar(trip!));
      expect((await post(server, '/booking/insert-booking', { order_code: hold.body.order_code, leader, passengers: travellers, vehicles: [{ plate: 'IKA1234' }] })).status).toBe(200);
      const orderOf = async () => (await server.database.db.select().from(bookingOrders).where(eq(bookingOrders.orderCode, hold.body.order_code)))[0]!;
      // The payment attempt the shop started (the saga pays only an attempt it recorded).
      const started = await post<{ fields: { name: string; value: string }[] }>(server, '/api/payments/cardlink', { order_code: hold.body.order_code, lang: 'en' });
      expect(started.status).toBe(200);
      const attemptId = started.body.fields.find((f) => f.name === 'orderid')?.value ?? '';
      expect(attemptId.startsWith(`${hold.body.order_code}-`)).toBe(true);
      const values = {
        version: '2', mid: env.PAYMENT_MERCHANT_ID, orderid: attemptId, status: 'CAPTURED',
        orderAmount: toAmount((await orderOf()).paymentAmount), currency: 'EUR', message: 'Approved', txId: '77',
      };
      const callback = (secret: string) => fetch(`${server.url}/payments/cardlink/confirm`, {
        method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(signFields(values, RESULT_ORDER, secret).map((f) => [f.name, f.value])).toString(),
      });
      await callback(DEMO_PAYMENT_SECRET);
      expect((await orderOf()).paid).toBe(false);
      // The same callback signed with the processor's secret does pay: the forged one failed on its signature alone.
      await callback(env.PAYMENT_SECRET);
      expect((await orderOf()).paid).toBe(true);
    } finally {
      await server.close();
    }
  });
});

describe('finding 10: the reseller token is set by configuration, never logged, and a changed one revokes the old', () => {
  const TOKEN_A = 'first-configured-reseller-value-0123456789';
  const TOKEN_B = 'second-configured-reseller-value-9876543210';

  it('a changed RESELLER_TOKEN revokes the previous one at the next start; unset, no standing token is left', async () => {
    const server = await startTestServer({ env: { RESELLER_TOKEN: TOKEN_A } });
    const restarts: Array<Awaited<ReturnType<typeof buildApp>>> = [];
    /** Another start of the shop over the same database (as after a restart with new variables). */
    const restart = async (env: Record<string, string>) => {
      const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', DEV_MAILBOX: '0', DIST_DIR: path.join(os.tmpdir(), 'ferry-shop-no-dist'), ...env }), database: server.database });
      restarts.push(app);
      await app.ready();
    };
    const details = async (token: string) => (await fetch(`${server.url}/booking/reseller-details?user_id=reseller-demo`, { headers: { authorization: `Bearer ${token}` } })).status;
    const configured = async () => server.database.db.select().from(authSessions)
      .where(and(eq(authSessions.userId, 'reseller-demo'), eq(authSessions.configured, true)));
    try {
      expect(await details(TOKEN_A)).toBe(200);
      const login = await issueSession(server.database.db, 'reseller-demo', new Date());
      await restart({ RESELLER_TOKEN: TOKEN_A });
      expect(await details(TOKEN_A)).toBe(200);
      expect(await configured()).toHaveLength(1);

      await restart({ RESELLER_TOKEN: TOKEN_B });
      expect(await details(TOKEN_A)).toBe(401);
      expect(await details(TOKEN_B)).toBe(200);
      expect(await configured()).toHaveLength(1);

      await restart({});
      expect(await details(TOKEN_B)).toBe(401);
      expect(await configured()).toEqual([]);
      // A session the reseller opened by logging in is not the configuration's to revoke.
      expect(await details(login)).toBe(200);
    } finally {
      for (const app of restarts) await app.close();
      await server.close();
    }
  });

  it('a real start writes no token to the log, and warns about the demo payment secret (finding 3)', async () => {
    const dataDir = tempDir();
    try {
      const run = await runMain(
        { HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info', SERVE_APP: '0' },
        /Ferry shop ready/,
        async (output) => {
          // The mailbox is off by default on a real start too.
          const port = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1];
          expect(port).toBeDefined();
          expect((await fetch(`http://127.0.0.1:${port}/dev/mailbox.json`)).status).toBe(404);
        },
      );
      expect(run.output).toContain('Ferry shop ready');
      const lines = run.output.split('\n').filter((line) => line.startsWith('{'));
      expect(lines.length).toBeGreaterThan(2);
      const messages = lines.map((line) => {
        const { hostname: _host, ...entry } = JSON.parse(line) as Record<string, unknown>;
        return { level: entry.level, text: JSON.stringify(entry) };
      });
      // A token (base64url, 32 characters or more) appears nowhere, nor any mention of a bearer token.
      for (const { text } of messages) {
        expect(text).not.toMatch(/[A-Za-z0-9_-]{32,}/);
        expect(text).not.toMatch(/bearer token/i);
      }
      expect(messages.some((m) => m.level === 40 && m.text.includes('PAYMENT_SECRET is the demo secret'))).toBe(true);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
