/**
 * Regression tests of what the OpenAPI fuzz suite (tests/server/fuzz/openapi.fuzz.test.ts) found: each case is the
 * smallest request that showed the fault.
 */
import { sql } from 'drizzle-orm';
import type { OptionalBookingAnswer, Trip } from '../../src/contract/index';
import { startTestServer, type TestServer } from '../support/server-harness';
import { findTrips, leader, makeUser, oneTraveller, post, testClock, travellers } from './booking-support';

let server: TestServer;
const clock = testClock();
const ADMIN_TOKEN = 'fuzz-findings-admin-token';

beforeAll(async () => {
  server = await startTestServer({ clock: clock.read, env: { ADMIN_TOKEN } });
});
afterAll(async () => {
  await server?.close();
});

async function storedKeys(): Promise<number> {
  const result = (await server.database.db.execute(sql`SELECT count(*)::int AS n FROM idempotency_keys`)) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

describe('Idempotency-Key on a refused request', () => {
  it('keeps no key when the request is refused, so a refusal changes nothing and its retry runs again', async () => {
    const token = await makeUser(server, 'fuzz-idem-user');
    const before = await storedKeys();
    // A customer who is not a reseller may not pay from credit: 403, and no stored answer.
    const refused = await post(server, '/booking/credit-limit-payment', { order_code: 'FSNOSUCH01', payment_amount: 17 }, { token, key: 'fuzz-key-0001' });
    expect(refused.status).toBe(403);
    // An anonymous caller with an unknown order: refused, and nothing stored either (no table of refusals to fill).
    const unknown = await post(server, '/booking/insert-booking', { order_code: 'FSNOSUCH02', leader, passengers: travellers }, { key: 'fuzz-key-0002' });
    expect(unknown.status).toBeGreaterThanOrEqual(400);
    expect(unknown.status).toBeLessThan(500);
    expect(await storedKeys()).toBe(before);

    // The same key, once the order exists, is not stuck on the earlier refusal.
    const trip = (await findTrips(server, 'PIR', 'JMK', '2026-06-11'))[0] as Trip;
    const hold = await post<OptionalBookingAnswer>(server, '/booking/optional-booking', oneTraveller(trip));
    expect(hold.status).toBe(200);
    const body = { order_code: hold.body.order_code, leader, passengers: travellers.slice(0, 1) };
    const inserted = await post(server, '/booking/insert-booking', body, { key: 'fuzz-key-0002' });
    expect(inserted.status).toBe(200);
    expect(await storedKeys()).toBe(before + 1);
    expect(await post(server, '/booking/insert-booking', body, { key: 'fuzz-key-0002' })).toEqual(inserted);
  });
});

describe('a value that cannot become text', () => {
  it('answers 400, not 500, for an object with its own toString key where the schema wants something else', async () => {
    const bodies = [
      { email: { toString: 'x' }, group: 'newsletter-el' },
      { email: [{ toString: 1 }], group: 'newsletter-el' },
      { email: 'a@example.com', group: { toString: { valueOf: 1 } } },
    ];
    for (const body of bodies) {
      const reply = await post<{ error: { code: string } }>(server, '/newsletter', body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.error.code).toBe('INVALID_INPUT');
    }
    const voucher = await post(server, '/booking/voucher', { order_code: { toString: {} } });
    expect(voucher.status).toBe(400);
  });
});

describe('a refused content write', () => {
  it('quotes the refused value at most 80 characters long, not the whole megabyte', async () => {
    const reply = await post<{ error: { code: string; message: string; field?: string } }>(
      server, '/api/languages', { code: 'xx', name: 'X', englishName: 'X', position: 'x'.repeat(500_000) }, { token: ADMIN_TOKEN });
    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe('INVALID_INPUT');
    expect(reply.body.error.message).toMatch(/^position expects a whole number, got "x{79}…$/);
  });
});

describe('a path parameter longer than the router takes', () => {
  it('answers 414 without repeating the whole URL', async () => {
    const response = await fetch(`${server.url}/api/menus/${'a'.repeat(5_000)}`);
    expect(response.status).toBe(414);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.message.length).toBeLessThanOrEqual(201);
  });
});
