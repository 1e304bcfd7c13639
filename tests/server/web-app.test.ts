import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { matchAppPath } from '../../server/http/app-routes';
import { withLang } from '../../server/http/web-app';
import { startTestServer, type TestServer } from '../support/server-harness';

const INDEX = `<!doctype html>
<html lang="el" data-theme="light">
  <head><meta charset="utf-8"><title>Ferry shop</title><script type="module" crossorigin src="/assets/index-AbC123.js"></script></head>
  <body><div id="root"></div></body>
</html>
`;

function fakeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferry-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dir, 'assets', 'index-AbC123.js'), `console.log(${JSON.stringify('ferry '.repeat(2000))});\n`);
  fs.writeFileSync(path.join(dir, 'assets', 'index-XyZ789.css'), 'body{margin:0}\n');
  fs.writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
  fs.writeFileSync(path.join(dir, 'sw-build.js'), 'self.addEventListener("activate", () => {});\n');
  fs.writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"Ferry shop","start_url":"/"}\n');
  fs.writeFileSync(path.join(dir, 'offline-messages.json'), '{"en":["/assets/en-AbC123.js"]}');
  fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

let server: TestServer;
let dist: string;
beforeAll(async () => {
  dist = fakeDist();
  server = await startTestServer({ distDir: dist });
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const APP_ROUTES = [
  '/', '/results', '/success', '/manage', '/account', '/activate-account', '/change-password', '/blog',
  '/companies', '/destinations', '/offers',
  '/routes', '/contact', '/booknow', '/pwaMenu', '/error', '/login', '/test/auth-flow',
];
/** The routes whose rendered page is the same for everyone (server/http/web-app.ts `isCacheablePage`). */
const PUBLIC_ROUTES = ['/', '/blog', '/companies', '/destinations', '/offers', '/routes', '/contact'];
// Single-segment content slugs (`/terms-and-conditions`) are 200 only where the page exists in that language:
// tests/server/content-pages.test.ts covers them. Details (`/destinations/{slug}`) likewise: see below.

describe('the web app HTML', () => {
  it.each(APP_ROUTES)('answers %s with 200 under every locale, lang set from the prefix', async (route) => {
    for (const [prefix, lang] of [['', 'el'], ['/en', 'en'], ['/de', 'de'], ['/it', 'it'], ['/fr', 'fr'], ['/es', 'es']] as const) {
      const url = `${server.url}${prefix}${route === '/' && prefix ? '' : route}`;
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      // Without a server render there is nothing to cache: public pages are asked for again, the others kept nowhere.
      expect(response.headers.get('cache-control')).toBe(PUBLIC_ROUTES.includes(route) ? 'no-cache' : 'private, no-store');
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}" data-theme="light">`);
      expect(html).toContain('<div id="root"></div>');
    }
  });

  it('answers 200 for a locale prefix with a trailing slash and with a query', async () => {
    expect((await fetch(`${server.url}/en/`)).status).toBe(200);
    expect((await fetch(`${server.url}/results?login=true`)).status).toBe(200);
    expect((await fetch(`${server.url}/de/change-password?changePassword=true&token=x`)).status).toBe(200);
  });

  it.each([
    '/el', '/el/', '/el/results', '/el/blog/x', '/xx/results', '/blog/a/b', '/results/extra', '/a/b/c',
    '/missing.png', '/assets/missing-123.js', '/assets/x/y', '/en/en/contact', '/test/other', '//results', '/en/blog/a.b',
  ])('answers %s with the app HTML and status 404', async (route) => {
    const response = await fetch(`${server.url}${route}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('<div id="root"></div>');
  });

  it('answers a malformed URL with 400 JSON', async () => {
    const response = await fetch(`${server.url}/%E0%A4%A`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('BAD_URL');
  });

  it('gives a 404 JSON, not the app, under /api', async () => {
    const response = await fetch(`${server.url}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No route GET /api/nothing-here' } });
    const post = await fetch(`${server.url}/api/languages/el/subtree`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(post.status).toBe(404);
    expect(((await post.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
  });

  it('does not serve index.html as a file', async () => {
    const response = await fetch(`${server.url}/index.html`);
    expect(response.status).toBe(404);
  });
});

describe('static files', () => {
  it('caches hashed assets for a year, immutable', async () => {
    const response = await fetch(`${server.url}/assets/index-XyZ789.css`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toMatch(/^text\/css/);
    expect(await response.text()).toBe('body{margin:0}\n');
  });

  it.each(['/sw.js', '/sw-build.js', '/manifest.webmanifest', '/offline-messages.json'])('serves %s with no-cache', async (file) => {
    const response = await fetch(`${server.url}${file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers /registerSW.js, which pages of older builds name, with a script registering /sw.js on load, no-cache', async () => {
    expect(fs.existsSync(path.join(dist, 'registerSW.js'))).toBe(false);
    const response = await fetch(`${server.url}/registerSW.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    // What a browser does with it: on `load`, the service worker is registered as the app registers it (src/main.tsx).
    const registered: unknown[][] = [];
    const listeners: Record<string, () => void> = {};
    const window = { addEventListener: (type: string, listener: () => void) => { listeners[type] = listener; } };
    const navigator = { serviceWorker: { register: (...args: unknown[]) => { registered.push(args); return Promise.resolve(); } } };
    vm.runInNewContext(await response.text(), { window, navigator });
    expect(registered).toEqual([]);
    listeners.load!();
    expect(registered).toEqual([['/sw.js', { scope: '/' }]]);
  });

  it('short-caches other files such as favicon.svg', async () => {
    const response = await fetch(`${server.url}/favicon.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await response.text()).toContain('<svg');
  });

  it('compresses text with brotli or gzip as the client asks', async () => {
    const br = await fetch(`${server.url}/assets/index-AbC123.js`, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toContain('ferry ferry');
    const gzip = await fetch(`${server.url}/api/menus?take=100`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const body = (await gzip.json()) as { data: unknown[]; total: number };
    expect(body.data).toHaveLength(Math.min(100, body.total));
    expect(body.total).toBeGreaterThan(50);
  });

  it('refuses paths that climb out of the build folder', async () => {
    const response = await fetch(`${server.url}/assets/..%2F..%2F..%2Fetc%2Fpasswd`);
    expect([400, 403, 404]).toContain(response.status);
    expect(await response.text()).not.toContain('root:');
  });
});

describe('security headers', () => {
  const expectHeaders = (response: Response): void => {
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toMatch(/form-action 'self'/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  };

  it('are on pages, files, API answers, API errors and 404s', async () => {
    for (const [path, init] of [
      ['/', undefined], ['/en/contact', undefined], ['/el/x', undefined], ['/assets/index-XyZ789.css', undefined],
      ['/api/health', undefined], ['/api/menus?take=0', undefined], ['/api/nope', undefined],
      ['/log', { method: 'POST', body: '{bad', headers: { 'content-type': 'application/json' } }],
    ] as const) {
      const response = await fetch(`${server.url}${path}`, init);
      expectHeaders(response);
    }
  });

  it('allow forms to post to the configured payment page origin', async () => {
    const other = await startTestServer({
      env: { PAYMENT_URL: 'https://ecommerce-test.cardlink.gr/vpos/shophandlermpi', PAYMENT_MERCHANT_ID: '0020000000', PAYMENT_SECRET: 'Cardlink1' },
    });
    try {
      const csp = (await fetch(`${other.url}/api/health`)).headers.get('content-security-policy');
      expect(csp).toContain("form-action 'self' https://ecommerce-test.cardlink.gr");
    } finally {
      await other.close();
    }
  });
});

describe('without a build', () => {
  it('answers app paths with 503 and a message saying to build, while the API works', async () => {
    const other = await startTestServer({ distDir: path.join(os.tmpdir(), 'no-such-dist-folder') });
    try {
      const page = await fetch(`${other.url}/en/results`);
      expect(page.status).toBe(503);
      expect(await page.text()).toContain('npm run build');
      expect((await fetch(`${other.url}/api/health`)).status).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('with SERVE_APP=0 (Vite serves the app in development)', () => {
  it('serves no app files or pages, only JSON 404s', async () => {
    const other = await startTestServer({ distDir: dist, env: { SERVE_APP: '0' } });
    try {
      // (robots.txt and sitemap.xml are the server's own, see tests/server/seo.test.ts.)
      for (const path of ['/', '/en/results', '/favicon.svg']) {
        const response = await fetch(`${other.url}${path}`);
        expect(response.status).toBe(404);
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      }
      expect((await fetch(`${other.url}/api/health`)).status).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('a list item\'s detail page', () => {
  it.each([['destinations', 'destinations'], ['routes', 'routes'], ['companies', 'companies'], ['posts', 'blog'], ['offers', 'offers']])(
    'answers /{locale}/%s/{slug} with 200 for an active item of that language and 404 otherwise', async (entity, list) => {
      for (const lang of ['el', 'de']) {
        const answer = await fetch(`${server.url}/api/${entity}?lang=${lang}&take=1`);
        const [item] = ((await answer.json()) as { data: { slug: string }[] }).data;
        expect(item).toBeDefined();
        const prefix = lang === 'el' ? '' : `/${lang}`;
        expect((await fetch(`${server.url}${prefix}/${list}/${item?.slug}`)).status).toBe(200);
        expect((await fetch(`${server.url}${prefix}/${list}/no-such-item`)).status).toBe(404);
      }
    });
});

describe('matchAppPath and withLang', () => {
  it('reads the locale from the prefix, Greek when there is none', () => {
    expect(matchAppPath('/fr/offers/summer')).toEqual({ locale: 'fr', status: 200, contentItem: { list: 'offers', slug: 'summer' } });
    expect(matchAppPath('/offers/summer')).toEqual({ locale: 'el', status: 200, contentItem: { list: 'offers', slug: 'summer' } });
    expect(matchAppPath('/el/offers')).toEqual({ locale: 'el', status: 404 });
  });

  it('adds a lang attribute when index.html has none and replaces one that exists', () => {
    expect(withLang('<!doctype html><html><head></head></html>', 'de')).toContain('<html lang="de">');
    expect(withLang("<html class='x' lang='en'>", 'it')).toBe('<html lang="it" class=\'x\'>');
  });
});
