/**
 * Issue 18: a page rendered on the server without the page cache (a visitor with a cookie, a page evicted) costs no
 * database read for the content it shows: the render keeps its own public reads (server/http/ssr.ts `injectingFetch`)
 * and web-app.ts keeps whether a slug is an active item or page, both until the content version changes. The
 * promises: a content write still shows at once in a render of every instance (a private one too), `clear-cache`
 * drops what SQL by hand left behind, and nothing that carries a token or writes is ever kept.
 * The web app is a stand-in build whose page shows a blog category's name (read through the Content API) and the
 * number of the render that made it. Two shop servers share one database (two pools on PostgreSQL in CI).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { categories, posts } from '../../server/database/schema/index';
import { injectingFetch } from '../../server/http/ssr';
import { startTestServer, type TestServer } from '../support/server-harness';
import { ADMIN_TOKEN, call } from './content-support';

const INDEX = `<!doctype html>
<html lang="el"><head><meta charset="utf-8"><title>Ferry shop</title></head><body><div id="root"></div></body></html>
`;

// The stand-in of dist/server/entry-server.js: the page shows the name of category 1 and the render's number.
const BUNDLE = `
let renders = 0;
export async function render(url, { origin, fetch }) {
  const response = await fetch(origin + '/api/categories/1');
  const name = response.ok ? (await response.json()).name : 'none';
  renders += 1;
  return {
    status: 200,
    html: '<main><p id="probe">' + name + '</p><p id="render">render ' + renders + '</p></main>',
    head: { title: 'Page' },
    dehydratedState: null,
  };
}
`;

const PRIVATE = { cookie: 'session=abc' };

let dist: string;
let a: TestServer;
let b: TestServer;
let postSlug: string;

interface Page { status: number; probe: string; render: string }

async function page(server: TestServer, pathname: string, headers: Record<string, string> = PRIVATE): Promise<Page> {
  const response = await fetch(`${server.url}${pathname}`, { headers });
  const html = await response.text();
  return {
    status: response.status,
    probe: /<p id="probe">([^<]*)<\/p>/.exec(html)?.[1] ?? '',
    render: /<p id="render">([^<]*)<\/p>/.exec(html)?.[1] ?? '',
  };
}

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ferry-ssr-reads-'));
  fs.mkdirSync(path.join(dist, 'server'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, 'server', 'entry-server.js'), BUNDLE);
  // b reads the content version on every page request: "at once" is then exact there, not within a second.
  a = await startTestServer({ distDir: dist, env: { ADMIN_TOKEN } });
  b = await startTestServer({ distDir: dist, env: { ADMIN_TOKEN, CONTENT_VERSION_CHECK_MS: '0' }, shareDatabaseWith: a });
  const [post] = await a.database.db.select({ slug: posts.slug }).from(posts).where(eq(posts.languageCode, 'en')).limit(1);
  postSlug = post?.slug ?? '';
  expect(postSlug).not.toBe('');
}, 120_000);

afterAll(async () => {
  await b?.close();
  await a?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('a render without the page cache', () => {
  it('reads the content it shows once per content version, and shows a content write at once in both instances', async () => {
    const first = await page(a, '/en/companies');
    const onB = await page(b, '/en/companies');
    expect(first.status).toBe(200);
    expect(onB.probe).toBe(first.probe);

    // Behind the servers' back: a new render (a private page is never served from the page cache) still shows what
    // the render read, so it read no database.
    await a.database.db.update(categories).set({ name: 'Changed by hand' }).where(eq(categories.id, 1));
    const again = await page(a, '/en/companies');
    expect(again.render).not.toBe(first.render);
    expect(again.probe).toBe(first.probe);

    // A content write through a shows in a's next render and, as b checks the version first, in b's too.
    expect((await call(a, 'PATCH', '/api/categories/1', { name: 'Written through a' }, ADMIN_TOKEN)).status).toBe(200);
    expect((await page(a, '/en/companies')).probe).toBe('Written through a');
    expect((await page(b, '/en/companies')).probe).toBe('Written through a');

    // Written through b: a, which reads the version at most once a second, shows it within that second.
    expect((await call(b, 'PATCH', '/api/categories/1', { name: 'Written through b' }, ADMIN_TOKEN)).status).toBe(200);
    expect((await page(b, '/en/companies')).probe).toBe('Written through b');
    await vi.waitFor(async () => expect((await page(a, '/en/companies')).probe).toBe('Written through b'), { timeout: 3000, interval: 100 });

    // SQL by hand shows after clear-cache, in both instances.
    await a.database.db.update(categories).set({ name: 'By hand, then cleared' }).where(eq(categories.id, 1));
    expect((await page(b, '/en/companies')).probe).toBe('Written through b');
    expect((await call(b, 'DELETE', '/api/categories/clear-cache', undefined, ADMIN_TOKEN)).status).toBe(204);
    expect((await page(b, '/en/companies')).probe).toBe('By hand, then cleared');
    await vi.waitFor(async () => expect((await page(a, '/en/companies')).probe).toBe('By hand, then cleared'), { timeout: 3000, interval: 100 });
  });

  it('knows whether a detail page exists without asking the database again, until the content changes', async () => {
    const pathname = `/en/blog/${encodeURIComponent(postSlug)}`;
    expect((await page(a, pathname)).status).toBe(200);
    expect((await page(b, pathname)).status).toBe(200);
    await a.database.db.update(posts).set({ active: false }).where(eq(posts.slug, postSlug));
    expect((await page(a, pathname)).status).toBe(200);
    expect((await call(a, 'DELETE', '/api/posts/clear-cache', undefined, ADMIN_TOKEN)).status).toBe(204);
    expect((await page(a, pathname)).status).toBe(404);
    expect((await page(b, pathname)).status).toBe(404);

    // Active again through the Content API: both instances answer the page at once.
    const [row] = await a.database.db.select({ id: posts.id }).from(posts).where(eq(posts.slug, postSlug)).limit(1);
    expect((await call(a, 'PATCH', `/api/posts/${row?.id}`, { active: true }, ADMIN_TOKEN)).status).toBe(200);
    expect((await page(a, pathname)).status).toBe(200);
    expect((await page(b, pathname)).status).toBe(200);
  });
});

describe('the render\'s own reads (injectingFetch)', () => {
  const listeners: (() => void)[] = [];
  const version = { onChange: (listener: () => void) => listeners.push(listener) };
  const nameOf = async (fetchFromApp: typeof fetch, headers: Record<string, string> = {}) =>
    ((await (await fetchFromApp(`${a.url}/api/categories/2`, { headers })).json()) as { name: string }).name;
  const setName = (name: string) => a.database.db.update(categories).set({ name }).where(eq(categories.id, 2));

  it('keeps an anonymous public read until the content version changes', async () => {
    const fetchFromApp = injectingFetch(a.app, Date.now, version);
    await setName('Kept one');
    expect(await nameOf(fetchFromApp)).toBe('Kept one');
    await setName('Kept two');
    expect(await nameOf(fetchFromApp)).toBe('Kept one');
    for (const listener of listeners) listener();
    expect(await nameOf(fetchFromApp)).toBe('Kept two');
  });

  it('never keeps a read that carries a token or an order token, nor a write', async () => {
    const fetchFromApp = injectingFetch(a.app, Date.now, version);
    await setName('Token one');
    const withToken = { authorization: `Bearer ${ADMIN_TOKEN}` };
    expect(await nameOf(fetchFromApp, withToken)).toBe('Token one');
    await setName('Token two');
    expect(await nameOf(fetchFromApp, withToken)).toBe('Token two');
    expect(await nameOf(fetchFromApp, { 'x-order-token': 'some-order-token' })).toBe('Token two');
    await setName('Token three');
    expect(await nameOf(fetchFromApp, { 'x-order-token': 'some-order-token' })).toBe('Token three');

    // A refused write is answered as it is each time, never from a kept answer.
    const write = () => fetchFromApp(`${a.url}/api/categories/2`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: '{"name":"x"}' });
    expect((await write()).status).toBe(401);
    expect((await write()).status).toBe(401);
    expect(await nameOf(injectingFetch(a.app, Date.now, version))).toBe('Token three');
  });

  it('keeps the layout\'s reads only briefly when no content version is followed', async () => {
    let now = 1_000;
    const fetchFromApp = injectingFetch(a.app, () => now);
    await setName('Brief one');
    expect(await nameOf(fetchFromApp)).toBe('Brief one');
    await setName('Brief two');
    now += 29_000;
    expect(await nameOf(fetchFromApp)).toBe('Brief one');
    now += 2_000;
    expect(await nameOf(fetchFromApp)).toBe('Brief two');
  });
});
