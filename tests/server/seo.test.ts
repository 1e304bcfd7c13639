import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LOCALES, localizePath } from '../../src/core/shared/locale';
import { startTestServer, type TestServer } from '../support/server-harness';
import { ADMIN_TOKEN, call, q, type Rows } from './content-support';

// Search engines: sitemap.xml, robots.txt, and the head of server-rendered pages as a crawler without JavaScript
// reads it. The page checks need a build (`npm run build`, or DIST_DIR=… for another folder); without one they are
// skipped (tests/e2e/seo.spec.ts runs after a build).

// jsdom (the UI tests' DOM) parses the sitemap's XML and the pages' HTML; it ships no type declarations.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: Window & typeof globalThis } };
const parser = new new JSDOM('').window.DOMParser();

function parseXml(text: string): Document {
  const doc = parser.parseFromString(text, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent ?? ''}`);
  return doc;
}

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

interface SitemapUrl {
  loc: string;
  alternates: Record<string, string>;
}

async function sitemap(server: TestServer): Promise<SitemapUrl[]> {
  const response = await fetch(`${server.url}/sitemap.xml`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
  const doc = parseXml(await response.text());
  expect(doc.documentElement.localName).toBe('urlset');
  expect(doc.documentElement.namespaceURI).toBe(SITEMAP_NS);
  return [...doc.getElementsByTagNameNS(SITEMAP_NS, 'url')].map((url) => ({
    loc: url.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0]?.textContent ?? '',
    alternates: Object.fromEntries([...url.getElementsByTagNameNS(XHTML_NS, 'link')].map((link) => {
      expect(link.getAttribute('rel')).toBe('alternate');
      return [link.getAttribute('hreflang') ?? '', link.getAttribute('href') ?? ''];
    })),
  }));
}

/** Whether robots.txt lets a crawler fetch `path` (longest matching rule wins, Allow on a tie; `*` and `$` as Google reads them). */
function robotsAllows(robots: string, path: string): boolean {
  let best: { length: number; allow: boolean } = { length: -1, allow: true };
  for (const line of robots.split('\n')) {
    const match = /^(Allow|Disallow):\s*(\S*)/i.exec(line.trim());
    if (!match?.[2]) continue;
    const pattern = match[2];
    const source = `^${pattern.replace(/[.+?^{}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\\\$$|\$$/, '$')}`;
    if (!new RegExp(source).test(path)) continue;
    const allow = match[1]?.toLowerCase() === 'allow';
    if (pattern.length > best.length || (pattern.length === best.length && allow)) best = { length: pattern.length, allow };
  }
  return best.allow;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_TOKEN } });
});
afterAll(async () => {
  await server?.close();
});

const url = (locale: (typeof LOCALES)[number], localeFreePath: string) => `${server.url}${localizePath(localeFreePath, locale)}`;

describe('sitemap.xml', () => {
  it('lists the home page and the list screens in all six languages, each with its six alternates and x-default', async () => {
    const urls = await sitemap(server);
    for (const screen of ['/', '/destinations', '/routes', '/companies', '/offers', '/blog', '/contact']) {
      for (const locale of LOCALES) {
        const entry = urls.find((u) => u.loc === url(locale, screen));
        expect(entry, `${screen} in ${locale}`).toBeDefined();
        expect(entry?.alternates).toEqual({
          ...Object.fromEntries(LOCALES.map((l) => [l, url(l, screen)])),
          'x-default': url('el', screen),
        });
      }
    }
    expect(urls.find((u) => u.loc === `${server.url}/`)).toBeDefined();
    expect(urls.find((u) => u.loc === `${server.url}/en/`)).toBeDefined();
  });

  it('lists every active destination in each language, its alternates at each translation’s own slug', async () => {
    const list = await call(server, 'GET', `/api/destinations?where=${q({ active: true })}&select=id&take=1`);
    const total = list.body.total as number;
    expect(total).toBeGreaterThanOrEqual(40 * 6);
    const urls = await sitemap(server);
    expect(urls.filter((u) => u.loc.includes('/destinations/'))).toHaveLength(total);

    const en = await call(server, 'GET', `/api/destinations?where=${q({ languageCode: 'en', popular: true })}&include=${q({ translations: true })}&take=1`);
    const place = (en.body.data as Rows)[0] as { slug: string; translations: { languageCode: string; slug: string }[] };
    const entry = urls.find((u) => u.loc === url('en', `/destinations/${place.slug}`));
    expect(entry).toBeDefined();
    const expected: Record<string, string> = { en: url('en', `/destinations/${place.slug}`) };
    for (const t of place.translations) expected[t.languageCode] = url(t.languageCode as 'el', `/destinations/${t.slug}`);
    expect(place.translations).toHaveLength(5);
    expect(entry?.alternates).toEqual({ ...expected, 'x-default': expected.el });
    // The Greek version's own entry names the same alternates.
    expect(urls.find((u) => u.loc === expected.el)?.alternates).toEqual(entry?.alternates);
  });

  it('lists routes, companies, posts, offers and content pages at their localised paths', async () => {
    const urls = await sitemap(server);
    const locs = new Set(urls.map((u) => u.loc));
    for (const [entity, folder] of [['routes', '/routes'], ['companies', '/companies'], ['posts', '/blog'], ['offers', '/offers']] as const) {
      const rows = (await call(server, 'GET', `/api/${entity}?where=${q({ languageCode: 'de', active: true })}&select=slug&take=100`)).body.data as Rows;
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(locs, `${entity} ${String(row.slug)}`).toContain(url('de', `${folder}/${String(row.slug)}`));
    }
    expect(locs).toContain(url('el', '/oroi-and-proypo8eseis'));
    const terms = urls.find((u) => u.loc === url('en', '/terms-and-conditions'));
    expect(terms?.alternates).toMatchObject({
      el: url('el', '/oroi-and-proypo8eseis'), de: url('de', '/allgemeine-geschaeftsbedingungen'),
      es: url('es', '/terminos-y-condiciones'), 'x-default': url('el', '/oroi-and-proypo8eseis'),
    });
    // Private screens are never listed.
    for (const loc of locs) expect(loc).not.toMatch(/\/(account|results|success|login|error|activate-account|change-password|confirm-email|test)(\/|$)/);
  });

  it('uses PUBLIC_URL, not the Host the request names', async () => {
    const answer = await server.app.inject({ url: '/sitemap.xml', headers: { host: 'attacker.example' } });
    expect(answer.body).toContain(`<loc>${server.url}/</loc>`);
    expect(answer.body).not.toContain('attacker.example');
  });

  it('drops a destination as soon as it is deactivated, and lists it again after clear-cache once active', async () => {
    const rows = (await call(server, 'GET', `/api/destinations?where=${q({ languageCode: 'it', active: true })}&select=id,slug&take=1`)).body.data as Rows;
    const { id, slug } = rows[0] as { id: number; slug: string };
    const loc = url('it', `/destinations/${slug}`);
    expect((await sitemap(server)).map((u) => u.loc)).toContain(loc);
    expect((await call(server, 'PATCH', `/api/destinations/${id}`, { active: false }, ADMIN_TOKEN)).status).toBe(200);
    expect((await sitemap(server)).map((u) => u.loc)).not.toContain(loc);
    // A refused write (no token) changes nothing.
    expect((await call(server, 'PATCH', `/api/destinations/${id}`, { active: true })).status).toBe(401);
    expect((await sitemap(server)).map((u) => u.loc)).not.toContain(loc);
    expect((await call(server, 'PATCH', `/api/destinations/${id}`, { active: true }, ADMIN_TOKEN)).status).toBe(200);
    expect((await call(server, 'DELETE', '/api/destinations/clear-cache', undefined, ADMIN_TOKEN)).status).toBe(204);
    expect((await sitemap(server)).map((u) => u.loc)).toContain(loc);
  });
});

describe('robots.txt', () => {
  it('lets crawlers read the pages and names the sitemap', async () => {
    const response = await fetch(`${server.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const robots = await response.text();
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toContain(`Sitemap: ${server.url}/sitemap.xml`);
    for (const path of ['/', '/en/', '/de/destinations', '/en/destinations/naxos', '/oroi-and-proypo8eseis', '/en/routes/piraeus-santorini',
      '/api/files/download/12', '/assets/index-abc.js', '/en/results-of-our-survey', '/testimonials']) {
      expect(robotsAllows(robots, path), path).toBe(true);
    }
  });

  it('disallows the private screens in every locale and the server calls', async () => {
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    for (const locale of LOCALES) {
      for (const screen of ['/account', '/results', '/success', '/manage', '/login', '/activate-account', '/change-password', '/confirm-email', '/error', '/test/auth-flow']) {
        expect(robotsAllows(robots, localizePath(screen, locale)), `${screen} in ${locale}`).toBe(false);
      }
      expect(robotsAllows(robots, `${localizePath('/results', locale)}?trip=oneWay`)).toBe(false);
    }
    for (const path of ['/api/menus', '/booking/getPorts', '/dev/mailbox']) expect(robotsAllows(robots, path), path).toBe(false);
  });
});

// --- Server-rendered pages, as a crawler without JavaScript reads them ---------------------------------------------

const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
const built = fs.existsSync(path.join(dist, 'server', 'entry-server.js')) && fs.existsSync(path.join(dist, 'index.html'));
if (!built) console.warn(`tests/server/seo.test.ts: page checks skipped, ${dist} has no build (run \`npm run build\`)`);

interface PageHeadRead {
  status: number;
  doc: Document;
  title: string;
  meta: (key: string) => string | undefined;
  metas: (key: string) => string[];
  canonical: string | undefined;
  hreflang: Record<string, string>;
}

async function page(srv: TestServer, pathname: string): Promise<PageHeadRead> {
  const response = await fetch(`${srv.url}${pathname}`);
  const html = await response.text();
  // No scripts run: this is what a crawler without JavaScript gets.
  const doc = new JSDOM(html).window.document;
  const select = (key: string) => [...doc.head.querySelectorAll(`meta[name="${key}"], meta[property="${key}"]`)];
  return {
    status: response.status,
    doc,
    title: doc.title,
    meta: (key) => select(key)[0]?.getAttribute('content') ?? undefined,
    metas: (key) => select(key).map((m) => m.getAttribute('content') ?? ''),
    canonical: doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? undefined,
    hreflang: Object.fromEntries([...doc.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])),
  };
}

describe.skipIf(!built)('server-rendered head (no JavaScript)', () => {
  let site: TestServer;
  beforeAll(async () => {
    site = await startTestServer({ distDir: dist });
  });
  afterAll(async () => {
    await site?.close();
  });
  const at = (locale: (typeof LOCALES)[number], p: string) => `${site.url}${localizePath(p, locale)}`;

  it('gives the home page its canonical URL, hreflang alternates, Open Graph and Twitter card', async () => {
    const home = await page(site, '/en/');
    expect(home.status).toBe(200);
    expect(home.title).toMatch(/\| FerryShop$/);
    expect(home.meta('description')?.length).toBeGreaterThan(50);
    expect(home.doc.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(home.canonical).toBe(at('en', '/'));
    expect(home.hreflang).toEqual({ ...Object.fromEntries(LOCALES.map((l) => [l, at(l, '/')])), 'x-default': at('el', '/') });
    expect(home.meta('og:title')).toBe(home.title);
    expect(home.meta('og:description')).toBe(home.meta('description'));
    expect(home.meta('og:url')).toBe(at('en', '/'));
    expect(home.meta('og:type')).toBe('website');
    expect(home.meta('og:locale')).toBe('en_GB');
    expect(home.metas('og:locale:alternate').sort()).toEqual(['de_DE', 'el_GR', 'es_ES', 'fr_FR', 'it_IT']);
    expect(home.meta('og:image')).toBe(`${site.url}/og-image.png`);
    expect(home.meta('twitter:card')).toBe('summary_large_image');
    expect(home.meta('twitter:image')).toBe(`${site.url}/og-image.png`);
    expect(home.meta('robots')).toBeUndefined();
    const image = await fetch(home.meta('og:image') ?? '');
    expect(image.headers.get('content-type')).toBe('image/png');

    const greek = await page(site, '/');
    expect(greek.canonical).toBe(`${site.url}/`);
    expect(greek.meta('og:locale')).toBe('el_GR');
    expect(greek.doc.documentElement.lang).toBe('el');
  });

  it('gives a content page its keywords and hreflang links to each translation’s own slug', async () => {
    const terms = await page(site, '/de/allgemeine-geschaeftsbedingungen');
    expect(terms.status).toBe(200);
    expect(terms.doc.querySelector('h1')?.textContent).toBe(terms.title.replace(/ \| FerryShop$/, ''));
    expect(terms.canonical).toBe(at('de', '/allgemeine-geschaeftsbedingungen'));
    expect(terms.hreflang).toEqual({
      el: at('el', '/oroi-and-proypo8eseis'), en: at('en', '/terms-and-conditions'), de: at('de', '/allgemeine-geschaeftsbedingungen'),
      it: at('it', '/termini-e-condizioni'), fr: at('fr', '/conditions-generales'), es: at('es', '/terminos-y-condiciones'),
      'x-default': at('el', '/oroi-and-proypo8eseis'),
    });
    const about = await page(site, '/en/about-us');
    expect(about.meta('keywords')).toBe('FerryShop, ferry tickets, Greek islands, about us');
    expect(about.meta('description')).toMatch(/authorised reseller/);
    expect(about.doc.body.textContent).toContain(about.doc.querySelector('h1')?.textContent ?? '?');
  });

  it('marks private screens and the 404 page noindex, without canonical or alternates', async () => {
    for (const pathname of ['/en/account', '/results', '/de/login', '/en/test/auth-flow', '/en/no-such-page']) {
      const head = await page(site, pathname);
      expect(head.meta('robots'), pathname).toBe('noindex, follow');
      expect(head.canonical, pathname).toBeUndefined();
      expect(head.hreflang, pathname).toEqual({});
    }
  });

  it('serves a destination page with its title, description, hreflang links and text', async () => {
    const found = await call(site, 'GET', `/api/destinations?where=${q({ languageCode: 'en', popular: true })}&include=${q({ translations: true })}&take=1`);
    const destination = (found.body.data as Rows)[0] as {
      slug: string; name: string; metaTitle: string | null; metaDescription: string | null; excerpt: string | null;
      translations: { languageCode: string; slug: string }[];
    };
    const head = await page(site, `/en/destinations/${destination.slug}`);
    expect(head.status).toBe(200);
    expect(head.title).toContain(destination.name);
    if (destination.metaTitle) expect(head.title).toBe(destination.metaTitle);
    expect(head.meta('description')).toBe(destination.metaDescription ?? destination.excerpt);
    expect(head.canonical).toBe(at('en', `/destinations/${destination.slug}`));
    const expected: Record<string, string> = { en: at('en', `/destinations/${destination.slug}`) };
    for (const t of destination.translations) expected[t.languageCode] = at(t.languageCode as 'el', `/destinations/${t.slug}`);
    expect(head.hreflang).toEqual({ ...expected, 'x-default': expected.el });
    expect(head.meta('og:image')).toMatch(new RegExp(`^${site.url}/api/files/download/\\d+`));
    expect(head.doc.querySelector('h1')?.textContent).toContain(destination.name);
    // Its main text is in the HTML, not left to the browser.
    const main = head.doc.querySelector('main')?.textContent ?? '';
    expect(main.length).toBeGreaterThan(300);
  });
});
