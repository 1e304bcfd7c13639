/**
 * Security finding (SECURITY.md "Search cost per client"): `/booking/results`, `/booking/journeys` and
 * `/booking/fare-calendar` had no rate limit per client, so one client asking for many routes and months at once
 * could load the server for everyone. They are now counted per client address (server/modules/booking/
 * search-limits.ts); this server runs with a low limit (3 a minute) to show it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../support/server-harness';
import { testClock } from './booking-support';
import { WriteWatch } from './fuzz/write-watch';

let server: TestServer;
let rendering: TestServer;
let dist: string;
const clock = testClock('2026-06-10T05:00:20Z');

type Reply = { status: number; body: { error?: { code: string; field?: string } }; retryAfter: string | null };

/** A search from the client address `ip` (the test server trusts X-Forwarded-For from loopback, as behind a proxy). */
async function search(ip: string, path: string, body: unknown): Promise<Reply> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
  });
  return { status: response.status, body: (await response.json()) as Reply['body'], retryAfter: response.headers.get('retry-after') };
}
const results = (ip: string) => search(ip, '/booking/results', { legs: [{ departurePort: 'PIR', destinationPort: 'JMK', departureDate: '2026-06-11' }], lang: 'en' });
const journeys = (ip: string) => search(ip, '/booking/journeys', { departurePort: 'PIR', destinationPort: 'CFU', departureDate: '2026-06-12', lang: 'en' });
const fares = (ip: string) => search(ip, '/booking/fare-calendar', { departurePort: 'PIR', destinationPort: 'MLO', month: '2026-07', passengers: { AD: 1 } });

/** The search counters in the database (every instance shares them). */
async function counters(): Promise<number> {
  const answer = await server.database.db.execute(sql`SELECT coalesce(sum(count), 0)::int AS n FROM rate_limits WHERE key LIKE 'search:%'`);
  return Number((answer as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

// A stand-in of dist/server/entry-server.js whose page searches sailings through the server's in-process fetch, as
// the results page does, and shows the search's status.
const BUNDLE = `
export async function render(url, { origin, fetch }) {
  const response = await fetch(origin + '/booking/results', {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ legs: [{ departurePort: 'PIR', destinationPort: 'JMK', departureDate: '2026-06-11' }], lang: 'en' }),
  });
  return { status: 200, html: '<p id="search">' + response.status + '</p>', head: { title: 'Sailings' }, dehydratedState: null };
}
`;

beforeAll(async () => {
  server = await startTestServer({ clock: clock.read, env: { SEARCH_RATE_PER_MINUTE: '3', SEARCH_RATE_PER_HOUR: '5' } });
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ferry-search-limit-'));
  fs.mkdirSync(path.join(dist, 'server'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="el"><head><title>Ferry shop</title></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(dist, 'server', 'entry-server.js'), BUNDLE);
  rendering = await startTestServer({ distDir: dist, shareDatabaseWith: server, env: { SEARCH_RATE_PER_MINUTE: '2', SEARCH_RATE_PER_HOUR: '100' } });
});
afterAll(async () => {
  await rendering?.close();
  await server?.close();
  if (dist) fs.rmSync(dist, { recursive: true, force: true });
});

describe('searches are limited per client address', () => {
  it('serves three searches a minute, then answers 429 TOO_MANY_SEARCHES with Retry-After and changes nothing', async () => {
    const ip = '198.51.100.20';
    expect((await results(ip)).status).toBe(200);
    expect((await journeys(ip)).status).toBe(200);
    expect((await fares(ip)).status).toBe(200);
    const watch = await WriteWatch.open(server.database.db);
    const before = await watch.mark();
    for (const refused of [await results(ip), await journeys(ip), await fares(ip)]) {
      expect(refused.status).toBe(429);
      expect(refused.body.error?.code).toBe('TOO_MANY_SEARCHES');
      // 05:00:20 on the test clock: the minute's window ends in 40 s.
      expect(refused.retryAfter).toBe('40');
    }
    // Nothing but the counters moved; once refused, the client's flood is refused without a database write.
    expect(await watch.checkSince(before)).toEqual([]);
    const counted = await counters();
    await Promise.all(Array.from({ length: 20 }, () => results(ip)));
    expect(await counters()).toBe(counted);
  });

  it('counts each client apart, and malformed input not at all', async () => {
    const other = '203.0.113.9';
    for (let i = 0; i < 5; i++) {
      const malformed = await search(other, '/booking/results', { legs: [{ departurePort: 'PIR' }] });
      expect(malformed.status).toBe(400);
    }
    expect((await results(other)).status).toBe(200);
  });

  it('serves the client again in the next minute, until its hour is used up', async () => {
    const ip = '198.51.100.20';
    clock.advance(1);
    expect((await fares(ip)).status).toBe(200);
    expect((await journeys(ip)).status).toBe(200);
    // Five an hour: the three of the first minute and two now (the refused ones were not served, and the first
    // of them is the only one counted).
    const sixth = await results(ip);
    expect(sixth.status).toBe(429);
    expect(sixth.body.error?.code).toBe('TOO_MANY_SEARCHES');
    expect(Number(sixth.retryAfter)).toBeGreaterThan(60);
  });
});

describe('a page rendered on the server', () => {
  /** The status of the search the rendered page made for a visitor at `ip` (a query: rendered for this request). */
  async function pageSearch(ip: string): Promise<string> {
    const response = await fetch(`${rendering.url}/en/?visit=${Math.random()}`, { headers: { 'x-forwarded-for': ip } });
    return /<p id="search">(\d+)<\/p>/.exec(await response.text())?.[1] ?? 'not rendered';
  }

  it("counts its searches for its visitor, not for the server's own address shared by every visitor", async () => {
    expect(await pageSearch('192.0.2.31')).toBe('200');
    expect(await pageSearch('192.0.2.31')).toBe('200');
    expect(await pageSearch('192.0.2.31')).toBe('429');
    expect(await pageSearch('192.0.2.32')).toBe('200');
  });
});
