/**
 * Issue 13 "Safe to run", findings 2 and 11: input that cannot hurt.
 * - Finding 2: one request froze the server (a quadratic e-mail regex that kept running after the length check had
 *   failed; a JSON body 5,000 levels deep answered 500).
 * - Finding 11: a NUL byte answered 500, a 500 logged the new user's argon2 hash, private answers had no
 *   Cache-Control, slow clients could hold connections open, the newsletter took `<script>…@x.co`.
 */
import net from 'node:net';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { InsertBookingRequest } from '../../src/contract/index';
import { isEmail } from '../../src/core/shared/validation';
import { parse } from '../../server/http/errors';
import { jsonNestingExceeds } from '../../server/http/json-body';
import { findBadText } from '../../server/http/text-input';
import type { ModuleDefinition, ModulePlugin } from '../../server/modules/deps';
import { modules as defaultModules, type ModulesShop } from '../../server/modules/index';
import { startTestServer, type TestServer } from '../support/server-harness';
import { activeUser, call, movableClock, type TestUser } from './auth-support';

const clock = movableClock();
const ADMIN_TOKEN = 'input-admin-token-0123456789abcdef';
let server: TestServer;
let user: TestUser;

beforeAll(async () => {
  server = await startTestServer({ clock: clock.read, env: { ADMIN_TOKEN } });
  user = await activeUser(server, 'safe');
});
afterAll(async () => { await server?.close(); });

/** The e-mail of finding 2: quadratic for the old pattern `^[^\s@]+@[^\s@]+\.[^\s@]+$`. */
const hostileEmail = (bytes: number) => `a@${'a.'.repeat(Math.floor((bytes - 3) / 2))}@`;

function insertBooking(email: string) {
  return {
    order_code: 'ABC123',
    leader: { firstName: 'Maria', lastName: 'Papadopoulou', email, mobile: '6912345678', phonePrefix: '+30' },
    passengers: [{ name: 'Maria', surname: 'Papadopoulou' }],
  };
}

/**
 * The least of three measured event-loop blocks of the same request: a loaded machine (CI beside other work) can
 * deschedule this process for a moment, which the histogram counts as a block; the quadratic pattern of finding 2
 * blocked for seconds on every try, so the best of three still tells linear from quadratic without flaking.
 */
async function leastBlocked(path: string, text: string): Promise<Awaited<ReturnType<typeof timedPost>>> {
  let best = await timedPost(path, text);
  for (let i = 1; i < 3 && best.blockedMs >= 200; i++) {
    const again = await timedPost(path, text);
    if (again.blockedMs < best.blockedMs) best = again;
  }
  return best;
}

/** Sends a raw JSON text and measures the longest event-loop block while the server handles it (in this process). */
async function timedPost(path: string, text: string): Promise<{ status: number; body: { error?: { code: string; field?: string } }; blockedMs: number }> {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  await new Promise((resolve) => setTimeout(resolve, 15)); // the histogram samples on a timer: let it start
  const response = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: text });
  const body = (await response.json()) as { error?: { code: string; field?: string } };
  histogram.disable();
  return { status: response.status, body, blockedMs: histogram.max / 1e6 };
}

describe('finding 2: no request freezes the server', () => {
  it('checks a hostile 1 MB e-mail in linear time (isEmail and the insert-booking struct, in-process)', () => {
    const email = hostileEmail(1_000_000);
    let started = performance.now();
    expect(isEmail(email)).toBe(false);
    expect(isEmail(`x@${'a.'.repeat(100)}co`)).toBe(true);
    expect(performance.now() - started).toBeLessThan(200);
    started = performance.now();
    expect(() => parse(InsertBookingRequest, insertBooking(email))).toThrow(/leader\.email/);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it.each([['256 KB', 256 * 1024], ['1 MB', 1_040_000]])(
    'answers insert-booking with a %s hostile leader e-mail with a 400 and blocks the event loop < 200 ms',
    async (_label, bytes) => {
      const text = JSON.stringify(insertBooking(hostileEmail(bytes - 200)));
      expect(text.length).toBeLessThan(1024 * 1024);
      const reply = await leastBlocked('/booking/insert-booking', text);
      expect(reply.status).toBe(400);
      expect(reply.body.error).toMatchObject({ code: 'INVALID_INPUT', field: 'leader.email' });
      expect(reply.blockedMs).toBeLessThan(200);
    },
  );

  it('answers a body of many hostile fields (every text of 20 passengers) with a 400 quickly', async () => {
    const long = 'a.'.repeat(7_000);
    const body = { ...insertBooking(hostileEmail(40_000)), passengers: Array.from({ length: 20 }, () => ({ name: long, surname: long, documentNumber: long })) };
    const reply = await leastBlocked('/booking/insert-booking', JSON.stringify(body));
    expect(reply.status).toBe(400);
    expect(reply.blockedMs).toBeLessThan(200);
  });

  it('answers a JSON body 5,000 levels deep with 400 JSON_TOO_DEEP (was a 500: stack overflow)', async () => {
    for (const path of ['/booking/insert-booking', '/api/auth/register', '/newsletter']) {
      const reply = await timedPost(path, `${'['.repeat(5000)}${']'.repeat(5000)}`);
      expect(reply.status).toBe(400);
      expect(reply.body.error?.code).toBe('JSON_TOO_DEEP');
    }
    const objects = await timedPost('/booking/pricing', `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`);
    expect(objects.body.error?.code).toBe('JSON_TOO_DEEP');
  });

  it('limits JSON depth to 32 levels, counting brackets in strings as text', async () => {
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    expect(jsonNestingExceeds(nested(32), 32)).toBe(false);
    expect(jsonNestingExceeds(nested(33), 32)).toBe(true);
    expect(jsonNestingExceeds(JSON.stringify({ a: '[[[[{{{{'.repeat(100), b: '\\"[[[' }), 2)).toBe(false);
    expect((await timedPost('/newsletter', JSON.stringify({ email: nested(33) }).replace(/"\[+\]+"/, nested(33)))).body.error?.code).toBe('JSON_TOO_DEEP');
    // 32 levels parse; the struct then refuses the shape.
    const ok = await timedPost('/newsletter', `{"email":${nested(31)},"group":"newsletter-en"}`);
    expect(ok.status).toBe(400);
    expect(ok.body.error).toMatchObject({ code: 'INVALID_INPUT', field: 'email' });
    const strings = await timedPost('/newsletter', JSON.stringify({ email: '['.repeat(10_000), group: 'newsletter-en' }));
    expect(strings.body.error).toMatchObject({ code: 'INVALID_INPUT', field: 'email' });
  });

  it('refuses a JSON body of more than 5,000 values (items, members, objects and arrays) before parsing it', async () => {
    const zeros = await timedPost('/booking/insert-booking', `[${Array.from({ length: 400_000 }, () => 0).join(',')}]`);
    expect(zeros.body.error?.code).toBe('JSON_TOO_MANY_VALUES');
    expect(zeros.blockedMs).toBeLessThan(200);
    const shallow = `[${'[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]'.repeat(400)}]`;
    expect((await timedPost('/booking/pricing', shallow)).body.error?.code).toBe('JSON_TOO_MANY_VALUES');
    const members = `{${Array.from({ length: 4_999 }, (_, i) => `"f${i}":1`).join(',')}}`;
    expect((await timedPost('/newsletter', members)).body.error).toMatchObject({ code: 'INVALID_INPUT', field: 'email' });
  });

  it('still refuses malformed JSON, an empty body and __proto__ keys with 400 INVALID_JSON', async () => {
    for (const text of ['{"email":', '', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}']) {
      const reply = await timedPost('/newsletter', text);
      expect(reply.status).toBe(400);
      expect(reply.body.error?.code).toBe('INVALID_JSON');
    }
  });
});

describe('finding 11: bad input never answers 500, nor leaks', () => {
  it('refuses a NUL byte, a control character or a lone surrogate in any body field with 400 naming the field', async () => {
    const register = (firstName: string) =>
      call(server, 'POST', '/api/auth/register', { firstName, lastName: 'Nul', email: 'nul@example.com', password: 'Sea#2026x' });
    for (const bad of ['Ma\u0000ria', 'Ma\u0007ria', 'Ma\ud800ria', '\udc00']) {
      const reply = await register(bad);
      expect(reply.status).toBe(400);
      expect(reply.body.error).toMatchObject({ code: 'INVALID_INPUT', field: 'firstName' });
    }
    const nested = await call(server, 'POST', '/booking/insert-booking', { ...insertBooking('maria@example.com'), passengers: [{ name: 'A', surname: 'B\u0000' }] });
    expect(nested.body.error).toMatchObject({ code: 'INVALID_INPUT', field: 'passengers.0.surname' });
    const key = await call(server, 'POST', '/api/emails/contactUs', { 'na\u0000me': 'x' });
    expect(key.status).toBe(400);
    expect(key.body.error?.code).toBe('INVALID_INPUT');
  });

  it('answers a value too long for its database index with a 400, not a 500', async () => {
    const key = `a@${'a.'.repeat(160_000)}@`;
    const reply = await call(server, 'POST', '/api/settings', { key, value: 'x' }, { token: ADMIN_TOKEN });
    expect(reply.status).toBe(400);
    expect(reply.body.error?.code).toBe('INVALID_INPUT');
  });

  it('keeps tabs, line breaks and emoji in free text', () => {
    expect(findBadText({ message: 'Line one\r\n\tLine two 🚢 Καλημέρα' })).toBeUndefined();
    expect(findBadText({ list: ['ok', { deep: 'x\u0000' }] })).toEqual({ kind: 'text', path: 'list.1.deep' });
    expect(findBadText(Array.from({ length: 10_001 }, () => 0))).toEqual({ kind: 'too-many' });
  });

  it('refuses a NUL byte in a path id or a query with a 400, not a 500', async () => {
    const urls = [
      '/api/languages/%00', '/api/coupons/AB%00CD', '/api/pages/%00', '/api/menus/1%00',
      '/api/pages?slug=%00', '/booking/getPorts?lang=el%00', '/api/auth/user?include=%00',
    ];
    for (const url of urls) {
      const reply = await call(server, 'GET', url, undefined, { token: user.token });
      expect(reply.status, url).toBe(400);
      expect(reply.body.error?.code, url).toBe('INVALID_INPUT');
    }
  });

  it('logs no password, argon2 hash or bearer token when a request fails inside (a database error with parameters)', async () => {
    const lines: string[] = [];
    const logStream = new Writable({ write(chunk, _encoding, done) { lines.push(String(chunk)); done(); } });
    const failing: ModulePlugin = async (app, deps) => {
      app.post('/test/fail', async (request) => {
        const { password } = request.body as { password: string };
        request.log.info({ body: request.body, headers: request.headers }, 'test route called');
        // A drizzle error's message lists the statement's parameters: the password and a hash.
        await deps.database.db.execute(sql`select ${password}::text, ${'$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA'}::text, 1 / 0`);
        return {};
      });
      app.post('/test/bad-value', async (request) => {
        const { password } = request.body as { password: string };
        await deps.database.db.execute(sql`select ${password}::integer`);
        return {};
      });
    };
    const testModules: ModuleDefinition<ModulesShop>[] = [...defaultModules, { name: 'failing', plugin: failing }];
    const logged = await startTestServer({ env: { LOG_LEVEL: 'info' }, logStream, modules: testModules });
    try {
      const secret = 'Sup3r-Secret-Passw0rd';
      const token = 'tok_0123456789abcdefghijklmnopqrstuvwxyz';
      const orderToken = 'ord_0123456789abcdefghijklmnopqrstuvwxyz';
      for (const path of ['/test/fail', '/test/bad-value']) {
        const reply = await fetch(`${logged.url}${path}`, {
          method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-order-token': orderToken },
          body: JSON.stringify({ password: secret, passwordHash: '$argon2id$v=19$stored', order_token: orderToken }),
        });
        expect(reply.status).toBe(path === '/test/fail' ? 500 : 400);
      }
      const text = lines.join('');
      expect(text).toContain('request failed');
      expect(text).toContain('Failed query');
      expect(text).not.toContain(secret);
      expect(text).not.toContain('$argon2');
      expect(text).not.toContain(token);
      expect(text).not.toContain(orderToken);
    } finally {
      await logged.close();
    }
  });

  it('answers every private call with Cache-Control: no-store and Vary: Authorization', async () => {
    const checks: Array<[string, string, unknown, string | undefined]> = [
      ['GET', '/api/users/me', undefined, user.token],
      ['GET', '/api/users/me', undefined, undefined],
      ['GET', '/api/auth/user', undefined, user.token],
      ['POST', '/api/auth/login', { email: user.email, password: 'wrong-Passw0rd' }, undefined],
      ['GET', '/booking/reseller-details', undefined, undefined],
      ['POST', '/booking/pricing', {}, undefined],
      ['POST', '/booking/orders', {}, user.token],
      ['POST', '/booking/voucher', { order_code: 'NOPE00' }, undefined],
      ['POST', '/api/payments/cardlink', { order_code: 'NOPE00' }, undefined],
      ['POST', '/newsletter', { email: 'bad' }, undefined],
      ['GET', '/api/pages', undefined, user.token],
    ];
    for (const [method, path, body, token] of checks) {
      const reply = await call(server, method, path, body, { token });
      expect(reply.status, `${method} ${path}`).toBeLessThan(500);
      expect(reply.headers.get('cache-control'), `${method} ${path}`).toBe('no-store');
      expect(reply.headers.get('vary') ?? '', `${method} ${path}`).toMatch(/authorization/i);
    }
    const withOrderToken = await fetch(`${server.url}/booking/countries`, { headers: { 'x-order-token': 'a-guest-order-token' } });
    expect(withOrderToken.headers.get('cache-control')).toBe('no-store');
    // Public data keeps the cache header its route chose.
    const robots = await fetch(`${server.url}/robots.txt`);
    expect(robots.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('closes a connection whose client sends half its headers, or half its body, and then nothing', async () => {
    const slow = await startTestServer({ env: { REQUEST_TIMEOUT_MS: '300' } });
    try {
      const port = Number(new URL(slow.url).port);
      const closedAfter = (text: string) => new Promise<number>((resolve, reject) => {
        const started = Date.now();
        const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
        socket.on('data', () => undefined);
        socket.on('error', () => undefined);
        socket.on('close', () => resolve(Date.now() - started));
        setTimeout(() => { socket.destroy(); reject(new Error('the server kept the connection open')); }, 5_000);
      });
      expect(await closedAfter('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ')).toBeLessThan(3_000);
      expect(await closedAfter('POST /newsletter HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":')).toBeLessThan(3_000);
      // A normal request still works.
      expect((await fetch(`${slow.url}/api/health`)).status).toBe(200);
    } finally {
      await slow.close();
    }
  });

  it.each([
    '<script>alert(1)</script>@x.co', '"quoted"@example.com', 'a b@example.com', 'x@localhost', 'x@example.c',
    'x@-example.com', 'x@example..com', `${'a'.repeat(65)}@example.com`, `a@${'b'.repeat(250)}.com`, 'a@b@example.com',
    'tab\t@example.com', 'x@exa mple.com', 'x@example.com\u0000',
  ])('refuses the newsletter address %j with a 400 naming email', async (email) => {
    const reply = await call(server, 'POST', '/newsletter', { email, group: 'newsletter-en' });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatchObject({ code: 'INVALID_INPUT', field: 'email' });
  });

  it('still takes ordinary addresses for the newsletter', async () => {
    for (const email of ['maria.p+ferry@example.gr', 'o\'brien@example.ie'.replace("'", ''), 'user@mail.xn--p1ai', 'άννα@παράδειγμα.ελ']) {
      expect(isEmail(email), email).toBe(true);
    }
    expect((await call(server, 'POST', '/newsletter', { email: 'Maria.P+ferry@Example.gr', group: 'newsletter-el' })).status).toBe(201);
  });
});
