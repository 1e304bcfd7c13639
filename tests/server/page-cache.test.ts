/**
 * Issue 18: the cache of rendered public pages (server/http/page-cache.ts, server/http/web-app.ts) and the content
 * version that keeps it right across instances (server/modules/content/version.ts).
 * The web app here is a stand-in build: an index.html and a server-render bundle whose page shows a content value
 * (a setting read through the Content API, so through the render's own answer cache and the content read cache) and
 * the number of the render that made it, so a test can tell a cached page from a fresh one. Two shop servers share
 * one database (on PostgreSQL in CI's second pass: two pools, as two instances behind a load balancer).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { settings } from '../../server/database/schema/index';
import { PageCache, cachedPage, matchesEtag, pickEncoding } from '../../server/http/page-cache';
import { startTestServer, type TestServer } from '../support/server-harness';
import { ADMIN_TOKEN } from './content-support';

const PROBE = 'pageCacheProbe';

const INDEX = `<!doctype html>
<html lang="el"><head><meta charset="utf-8"><title>Ferry shop</title></head><body><div id="root"></div></body></html>
`;

// The stand-in of dist/server/entry-server.js (server/http/ssr.ts imports it): the page shows the locale, the path,
// the probe setting and the render's number.
const BUNDLE = `
let renders = 0;
export async function render(url, { origin, locale, fetch }) {
  const response = await fetch(origin + '/api/settings/${PROBE}');
  const value = response.ok ? (await response.json()).value : 'none';
  renders += 1;
  return {
    status: 200,
    html: '<main><p id="probe">' + locale + '|' + url + '|' + value + '</p><p id="render">render ' + renders + '</p></main>',
    head: { title: 'Page ' + locale },
    dehydratedState: null,
  };
}
`;

function fakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferry-page-cache-'));
  fs.mkdirSync(path.join(dir, 'server'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dir, 'server', 'entry-server.js'), BUNDLE);
  return dir;
}

interface Page { status: number; probe: string; render: string; headers: Headers }

async function page(server: TestServer, pathname: string, headers: Record<string, string> = {}): Promise<Page> {
  const response = await fetch(`${server.url}${pathname}`, { headers });
  const html = await response.text();
  return {
    status: response.status,
    probe: /<p id="probe">([^<]*)<\/p>/.exec(html)?.[1] ?? '',
    render: /<p id="render">([^<]*)<\/p>/.exec(html)?.[1] ?? '',
    headers: response.headers,
  };
}

async function admin(server: TestServer, method: string, pathname: string, body?: unknown): Promise<number> {
  const response = await fetch(`${server.url}${pathname}`, {
    method,
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  await response.arrayBuffer();
  return response.status;
}

let dist: string;
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  dist = fakeBuild();
  // b reads the content version on every cached page it serves: "at once" is then exact, not within a second.
  a = await startTestServer({ distDir: dist, env: { ADMIN_TOKEN } });
  b = await startTestServer({ distDir: dist, env: { ADMIN_TOKEN, CONTENT_VERSION_CHECK_MS: '0' }, shareDatabaseWith: a });
  expect(await admin(a, 'POST', '/api/settings', { key: PROBE, value: 'first' })).toBe(201);
}, 120_000);

afterAll(async () => {
  await b?.close();
  await a?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the page cache', () => {
  it('renders a public page once and answers it from the cache, public for a CDN, with a strong ETag', async () => {
    const first = await page(a, '/en/destinations');
    const second = await page(a, '/en/destinations');
    expect(first.status).toBe(200);
    expect(first.probe).toBe('en|/en/destinations|first');
    expect(second.render).toBe(first.render);
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    expect(second.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(second.headers.get('etag')).toMatch(/^"[\w-]{32}(-br|-gz)?"$/);
    expect(second.headers.get('set-cookie')).toBeNull();
  });

  it('renders a page once for many visitors asking for it at the same moment', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => page(a, '/es/companies')));
    expect(answers.every((answer) => answer.status === 200 && answer.probe.startsWith('es|/es/companies|'))).toBe(true);
    expect(new Set(answers.map((answer) => answer.render)).size).toBe(1);
  });

  it('answers 304 without a body to a matching If-None-Match, and the page to any other', async () => {
    const response = await fetch(`${a.url}/en/routes`, { headers: { 'accept-encoding': 'br' } });
    const etag = response.headers.get('etag') ?? '';
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(etag).toMatch(/-br"$/);
    await response.arrayBuffer();
    for (const tag of [etag, `W/${etag}`, etag.replace('-br"', '"'), `"other", ${etag}`]) {
      const again = await fetch(`${a.url}/en/routes`, { headers: { 'if-none-match': tag } });
      expect(again.status, tag).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBeTruthy();
      expect(again.headers.get('cache-control')).toMatch(/^public, /);
    }
    const changed = await fetch(`${a.url}/en/routes`, { headers: { 'if-none-match': '"not-this-page"' } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain('<p id="probe">en|/en/routes|');
  });

  it('sends the form the client accepts: brotli, gzip or plain, each with its own ETag', async () => {
    const forms = await Promise.all(['br', 'gzip', 'identity'].map(async (encoding) => {
      const response = await fetch(`${a.url}/en/blog`, { headers: { 'accept-encoding': encoding } });
      expect(await response.text()).toContain('<p id="probe">en|/en/blog|');
      return { encoding: response.headers.get('content-encoding'), etag: response.headers.get('etag') };
    }));
    expect(forms.map((f) => f.encoding)).toEqual(['br', 'gzip', null]);
    expect(new Set(forms.map((f) => f.etag)).size).toBe(3);
  });

  it('never answers one locale with another locale\'s page', async () => {
    const pages = await Promise.all(['/destinations', '/en/destinations', '/de/destinations', '/fr/destinations'].map((p) => page(a, p)));
    expect(pages.map((p) => p.probe.split('|')[0])).toEqual(['el', 'en', 'de', 'fr']);
    const again = await Promise.all(['/de/destinations', '/destinations'].map((p) => page(a, p)));
    expect(again.map((p) => p.probe.split('|')[0])).toEqual(['de', 'el']);
  });

  it('never serves a private page from the cache: results, account, success, login are rendered for each request, no-store', async () => {
    for (const pathname of ['/en/results', '/account', '/de/success', '/login', '/en/change-password']) {
      const first = await page(a, pathname);
      const second = await page(a, pathname);
      expect(second.render, pathname).not.toBe(first.render);
      expect(second.headers.get('cache-control'), pathname).toBe('private, no-store');
      expect(second.headers.get('etag'), pathname).toBeNull();
    }
  });

  it('answers a request with a cookie, a token or a query with a fresh page no cache keeps, and keeps nothing of it', async () => {
    const cached = await page(a, '/en/offers');
    expect((await page(a, '/en/offers')).render).toBe(cached.render);
    for (const headers of [{ cookie: 'session=abc' }, { authorization: 'Bearer some-user-token' }] as Record<string, string>[]) {
      const fresh = await page(a, '/en/offers', headers);
      expect(fresh.status).toBe(200);
      expect(fresh.render).not.toBe(cached.render);
      expect(fresh.headers.get('cache-control')).toMatch(/no-(store|cache)/);
      expect(fresh.headers.get('cache-control')).not.toMatch(/public/);
      expect(fresh.headers.get('etag')).toBeNull();
    }
    const withQuery = await page(a, '/en/offers?page=2');
    expect(withQuery.render).not.toBe(cached.render);
    expect(withQuery.headers.get('cache-control')).not.toMatch(/public/);
    // What they got was not kept for the others.
    expect((await page(a, '/en/offers')).render).toBe(cached.render);
  });

  it('shows a content write at once, in both instances, and clear-cache drops the pages of both', async () => {
    const pathname = '/it/destinations';
    const onA = await page(a, pathname);
    const onB = await page(b, pathname);
    expect([onA.probe, onB.probe]).toEqual([`it|${pathname}|first`, `it|${pathname}|first`]);
    expect((await page(a, pathname)).render).toBe(onA.render);
    expect((await page(b, pathname)).render).toBe(onB.render);

    // A refused write (no administrator token) changes nothing and drops nothing.
    const refused = await fetch(`${a.url}/api/settings/${PROBE}`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: '{"value":"x"}' });
    expect(refused.status).toBe(401);
    expect((await page(a, pathname)).render).toBe(onA.render);

    expect(await admin(a, 'PATCH', `/api/settings/${PROBE}`, { value: 'second' })).toBe(200);
    expect((await page(a, pathname)).probe).toBe(`it|${pathname}|second`);
    expect((await page(b, pathname)).probe).toBe(`it|${pathname}|second`);

    // Written through b this time: a, which reads the version at most once a second, shows it within that second.
    expect(await admin(b, 'PATCH', `/api/settings/${PROBE}`, { value: 'third' })).toBe(200);
    expect((await page(b, pathname)).probe).toBe(`it|${pathname}|third`);
    await vi.waitFor(async () => expect((await page(a, pathname)).probe).toBe(`it|${pathname}|third`), { timeout: 3000, interval: 100 });

    // Behind the servers' back (SQL by hand): the cached pages stand until clear-cache, which drops them everywhere.
    await a.database.db.update(settings).set({ value: 'by hand' }).where(eq(settings.key, PROBE));
    expect((await page(b, pathname)).probe).toBe(`it|${pathname}|third`);
    expect(await admin(a, 'DELETE', '/api/settings/clear-cache')).toBe(204);
    expect((await page(b, pathname)).probe).toBe(`it|${pathname}|by hand`);
    await vi.waitFor(async () => expect((await page(a, pathname)).probe).toBe(`it|${pathname}|by hand`), { timeout: 3000, interval: 100 });
  });
});

describe('the public JSON the pages read', () => {
  const where = encodeURIComponent(JSON.stringify({ name: 'Main Menu', active: true, languageCode: 'en' }));
  const PUBLIC = [`/api/menus?where=${where}`, '/api/settings', '/api/destinations?take=2', '/api/routes?take=2', '/booking/getPorts', '/booking/countries?lang=en'];

  it.each(PUBLIC)('%s: public for a CDN, with an ETag, and 304 to a matching If-None-Match', async (pathname) => {
    const first = await fetch(`${a.url}${pathname}`);
    expect(first.status).toBe(200);
    const body = await first.text();
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"[\w-]{32}"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    expect(first.headers.get('vary')).toMatch(/accept-encoding/i);
    const again = await fetch(`${a.url}${pathname}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await fetch(`${a.url}${pathname}`, { headers: { 'if-none-match': 'W/"something-else"' } });
    expect(other.status).toBe(200);
    expect(await other.text()).toBe(body);
  });

  it('a content write changes the ETag, so a 304 is never given for changed content', async () => {
    const pathname = `/api/settings/${PROBE}`;
    const before = await fetch(`${a.url}${pathname}`);
    const etag = before.headers.get('etag') ?? '';
    await before.arrayBuffer();
    expect(await admin(a, 'PATCH', pathname, { value: 'changed for the etag' })).toBe(200);
    const after = await fetch(`${a.url}${pathname}`, { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(((await after.json()) as { value: string }).value).toBe('changed for the etag');
  });

  it('keeps private what carries a token, an order token or is no public read', async () => {
    const withToken = await fetch(`${a.url}/api/settings`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(withToken.headers.get('cache-control')).toBe('no-store');
    expect(withToken.headers.get('etag')).toBeNull();
    const withOrderToken = await fetch(`${a.url}/booking/getPorts`, { headers: { 'x-order-token': 'abc' } });
    expect(withOrderToken.headers.get('cache-control')).toBe('no-store');
    for (const pathname of ['/api/users', '/api/customers', '/api/auth/user', '/api/health']) {
      const response = await fetch(`${a.url}${pathname}`);
      expect(response.headers.get('cache-control') ?? '', pathname).not.toMatch(/public/);
      expect(response.headers.get('etag'), pathname).toBeNull();
    }
  });
});

describe('PageCache', () => {
  it('holds at most its bytes, dropping the least recently used page', () => {
    const pages = Array.from({ length: 10 }, (_, i) => cachedPage(`<p>page ${i}</p>`.repeat(50)));
    const largest = Math.max(...pages.map((p) => p.bytes));
    const bound = largest * 8.5; // room for eight pages, not nine
    const cache = new PageCache(bound);
    for (let i = 0; i < 8; i++) cache.set(`p${i}`, pages[i]!);
    expect(cache.size).toBe(8);
    expect(cache.get('p0')).toBe(pages[0]); // p0 is now the most recently used, p1 the least
    cache.set('p8', pages[8]!);
    expect(cache.bytes).toBeLessThanOrEqual(bound);
    expect(cache.get('p1')).toBeUndefined();
    expect(cache.get('p0')).toBe(pages[0]);
    expect(cache.get('p8')).toBe(pages[8]);
    cache.clear();
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
    // A page bigger than an eighth of the bound is not kept.
    cache.set('big', cachedPage('<p>x</p>'.repeat(largest)));
    expect(cache.get('big')).toBeUndefined();
  });

  it('picks the encoding by the client\'s weights and matches ETags weakly', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('*;q=0')).toBe('identity');
    expect(pickEncoding('identity')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('*')).toBe('br');
    const entry = cachedPage('<p>page</p>');
    expect(matchesEtag(`"${entry.hash}-gz"`, entry)).toBe(true);
    expect(matchesEtag(`W/"${entry.hash}"`, entry)).toBe(true);
    expect(matchesEtag('"something-else"', entry)).toBe(false);
    expect(matchesEtag(undefined, entry)).toBe(false);
  });
});
