/**
 * Exports: `registerWebApp(app, { distDir }): Promise<WebApp>` with `WebApp.serveAppHtml(request, reply)`.
 * Serves the Vite build: hashed files under /assets/ cached for a year (immutable), /sw.js, /sw-build.js,
 * /manifest.webmanifest and the app's HTML with no-cache, other files for an hour; /registerSW.js (no file: what pages
 * of older builds name) a script that registers /sw.js, no-cache. Paths that are no file get the
 * app's index.html with `<html lang>` set from the locale prefix, status 200 or 404 by `matchAppPath`; a content
 * page path (`/{slug}`) is 404 unless `isContentPage(locale, slug)` says the page exists (when that option is given).
 * Without a build (no dist/index.html) app paths answer 503 with a message saying to run `npm run build`.
 * With the server-rendering bundle (`dist/server/entry-server.js`, see ./ssr.ts) the page is rendered into `#root`
 * with its title, description and query state (a JSON data block); a render that fails or disagrees with the
 * status above falls back to the client-rendered HTML (logged once per path). dist/server/ is never served.
 * Public pages (`isCacheablePage`: an allow-list) rendered on the server are kept in the page cache (./page-cache.ts)
 * and answered from it with `Cache-Control: public, max-age=0, s-maxage=…`, an ETag and 304; a request with a query,
 * a Cookie or an Authorization header is rendered for itself and kept nowhere. Every other page is `private, no-store`.
 * Whether a slug is an active page or item is kept until the content version changes (a render then reads no database).
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { athensDay } from '../operators/athens-time';
import { type AppPathMatch, matchAppPath } from './app-routes';
import {
  type CachedPage, PageCache, PRIVATE_PAGE_CACHE_CONTROL, cachedPage, etagOf, matchesEtag, pickEncoding, publicPageCacheControl,
} from './page-cache';
import { type SsrPage, createSsrRenderer, fillAppHtml } from './ssr';

const YEAR = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';
const NO_CACHE = 'no-cache';
const NO_CACHE_FILES = new Set(['sw.js', 'sw-build.js', 'manifest.webmanifest', 'offline-messages.json', 'index.html']);

/**
 * `/registerSW.js`, which pages built before the app registered its service worker itself (src/main.tsx) still name:
 * such a page (kept by a browser, a proxy or an older service worker) gets what that file did, registering `/sw.js`
 * on `load`, so it checks for the current worker, whose activation drops the old build's scripts and pages. No build
 * writes the file any more (DECISIONS.md, service worker).
 */
export const LEGACY_REGISTER_SW = "if('serviceWorker' in navigator)window.addEventListener('load',()=>{navigator.serviceWorker.register('/sw.js',{scope:'/'})});\n";

export interface WebApp {
  readonly built: boolean;
  serveAppHtml(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

export interface WebAppOptions {
  readonly distDir: string;
  /**
   * Whether `slug` is an active content page in `locale` (a cheap indexed lookup); absent: every slug is 200.
   * `'protected'`: a page only a logged-in user reads; its HTML is the client-rendered app (never rendered here: the
   * request carries no session, the web app's bearer token is in the browser's storage), 200, `noindex`.
   */
  readonly isContentPage?: (locale: string, slug: string) => Promise<boolean | 'protected'>;
  /** Whether `slug` is an active item of the list (`destinations`, `blog`, …) in `locale`; absent: every slug is 200. */
  readonly isContentItem?: (locale: string, list: string, slug: string) => Promise<boolean>;
  /** The shop's public origin (PUBLIC_URL), for the rendered page's canonical, hreflang and Open Graph URLs. */
  readonly publicUrl?: string;
  /**
   * The cache of rendered public pages (./page-cache.ts) and what keeps it right: `check()` before a page is served
   * from it (another instance's content write), `generation` (raised on every change: a render that began before one
   * is not kept), `onChange` (drops the cache). Absent: every page is rendered for every request.
   */
  readonly pageCache?: {
    readonly maxBytes: number;
    /** Seconds a CDN or proxy may keep a public page (PAGE_S_MAXAGE). */
    readonly sMaxAge: number;
    readonly version: {
      readonly generation: number;
      check(): Promise<void> | undefined;
      onChange(listener: () => void): unknown;
    };
  };
}

/**
 * The routes whose server-rendered page is the same for every visitor (an allow-list: a route added later is not
 * cached until it is named here). Never: results, success, account and the other account pages, login, error.
 */
const PUBLIC_ROUTES = new Set(['/', '/blog', '/companies', '/destinations', '/offers', '/routes', '/contact']);

/** Whether the path is a public page (home, a content list, a list item's detail, a catch-all content page). */
export function isCacheablePage(match: AppPathMatch): boolean {
  if (match.status !== 200) return false;
  return match.contentItem !== undefined || match.contentSlug !== undefined || (match.route !== undefined && PUBLIC_ROUTES.has(match.route));
}

/**
 * Whether the request may be answered from the page cache (and its answer kept): a plain GET or HEAD without a query
 * (the page may read it), with no Authorization and no Cookie header (whoever sends credentials gets a fresh page,
 * never one shared with others).
 */
function isSharedRequest(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD')
    && !request.url.includes('?')
    && request.headers.authorization === undefined
    && request.headers.cookie === undefined;
}

/** The Athens day, read again at most once a second (pages may show the day's date or sailings: a new day is a new page). */
function dayReader(): () => number {
  let at = 0;
  let day = 0;
  return () => {
    const now = Date.now();
    if (now - at >= 1000) {
      at = now;
      day = athensDay(new Date(now));
    }
    return day;
  };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function isFolder(root: string, pathName: string): boolean {
  try {
    return fs.statSync(path.join(root, pathName)).isDirectory();
  } catch {
    return false;
  }
}

/** Sets (or adds) the `lang` attribute of the `<html>` element. */
export function withLang(html: string, lang: string): string {
  return html.replace(/<html\b([^>]*)>/i, (_match, attributes: string) => {
    const rest = attributes.replace(/\slang\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i, '');
    return `<html lang="${lang}"${rest}>`;
  });
}

/**
 * The hashed chunk of each locale's messages, from the Vite build manifest (`dist/.vite/manifest.json`), so the
 * page can ask for its messages together with the app instead of after it (one round trip less before the first
 * paint on a slow phone).
 */
export function localeChunks(distDir: string): Record<string, string> {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file?: string }>;
    const chunks: Record<string, string> = {};
    for (const [source, entry] of Object.entries(manifest)) {
      const match = /(?:^|\/)locales\/([a-z]{2})\.json(?:\?shell)?$/.exec(source); // the first-load part
      if (match?.[1] && entry.file) chunks[match[1]] = `/${entry.file}`;
    }
    return chunks;
  } catch {
    return {};
  }
}

/** Adds a modulepreload of the locale's messages chunk at the end of `<head>`. */
export function withLocalePreload(html: string, chunk: string | undefined): string {
  if (!chunk) return html;
  return html.replace('</head>', `<link rel="modulepreload" crossorigin href="${escapeHtml(chunk)}"></head>`);
}

/** A failed lookup (database down) leaves the decision to the web app: 200, and the fault is logged. */
async function pageExists<T>(request: FastifyRequest, lookup: (locale: string, slug: string) => Promise<T>, locale: string, slug: string): Promise<T | true> {
  try {
    return await lookup(locale, slug);
  } catch (error) {
    request.log.error({ err: error }, 'content page lookup failed');
    return true;
  }
}

export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<WebApp> {
  const indexFile = path.join(options.distDir, 'index.html');
  const built = fs.existsSync(indexFile);
  let cached: { mtimeMs: number; html: string; chunks: Record<string, string> } | undefined;

  // index.html is looked at again at most once a second (a stat per page request was a measurable part of a cached
  // page's answer): a new build shows within a second.
  let checkedAt = Number.NEGATIVE_INFINITY;
  const readIndex = (): { mtimeMs: number; html: string; chunks: Record<string, string> } | undefined => {
    const now = performance.now();
    if (cached && now - checkedAt < 1000) return cached;
    try {
      const { mtimeMs } = fs.statSync(indexFile);
      checkedAt = now;
      if (cached?.mtimeMs !== mtimeMs) {
        cached = { mtimeMs, html: fs.readFileSync(indexFile, 'utf8'), chunks: localeChunks(options.distDir) };
      }
      return cached;
    } catch {
      cached = undefined;
      return undefined;
    }
  };

  if (built) {
    app.get('/registerSW.js', (_request, reply) =>
      reply.header('cache-control', NO_CACHE).type('text/javascript; charset=utf-8').send(LEGACY_REGISTER_SW));
    await app.register(fastifyStatic, {
      root: options.distDir,
      prefix: '/',
      index: false,
      redirect: false,
      wildcard: true,
      cacheControl: false,
      // The HTML is always rendered for its locale, never sent as a file; folders (`/`, `/assets/`) are app paths.
      allowedPath: (pathName) =>
        pathName !== '/index.html' && !pathName.startsWith('/.vite/') && !pathName.startsWith('/server/')
        && !isFolder(options.distDir, pathName),
      setHeaders(res, filePath) {
        const relative = path.relative(options.distDir, filePath).split(path.sep);
        const name = relative[relative.length - 1] ?? '';
        const value = relative[0] === 'assets' ? YEAR : NO_CACHE_FILES.has(name) ? NO_CACHE : SHORT;
        res.setHeader('cache-control', value);
      },
    });
  } else {
    app.log.warn(`The web app is not built: ${indexFile} is missing. Run \`npm run build\`, then restart the server.`);
  }

  const ssr = built ? createSsrRenderer(app, { distDir: options.distDir, ...(options.pageCache ? { version: options.pageCache.version } : {}) }) : undefined;
  const pages = options.pageCache && options.pageCache.maxBytes > 0 && ssr ? new PageCache(options.pageCache.maxBytes) : undefined;
  options.pageCache?.version.onChange(() => pages?.clear());
  const today = dayReader();
  // Whether a slug is an active page or item, kept until the content version changes (as the pages are): a render that
  // misses the page cache reads no database for it. Bounded: a crawler's many unknown slugs cannot grow it for ever.
  const lookups = new Map<string, Promise<boolean | 'protected'>>();
  options.pageCache?.version.onChange(() => lookups.clear());
  const remembered = <T extends boolean | 'protected'>(key: string, lookup: () => Promise<T>): Promise<T> => {
    if (!options.pageCache) return lookup();
    const known = lookups.get(key);
    if (known) return known as Promise<T>;
    if (lookups.size >= 5000) lookups.clear();
    const started = lookup();
    lookups.set(key, started);
    // A failed lookup is asked again next time.
    started.catch(() => {
      if (lookups.get(key) === started) lookups.delete(key);
    });
    return started;
  };
  const isContentPage = options.isContentPage;
  const isContentItem = options.isContentItem;
  const pageLookup = isContentPage && ((locale: string, slug: string) => remembered(`page|${locale}|${slug}`, () => isContentPage(locale, slug)));
  const itemLookup = isContentItem
    && ((locale: string, list: string, slug: string) => remembered(`item|${list}|${locale}|${slug}`, () => isContentItem(locale, list, slug)));
  /** The renders of shared pages under way, by key: concurrent misses of one page share one render. */
  const rendering = new Map<string, Promise<CachedPage | undefined>>();

  /** Sends a cached page: 304 when If-None-Match names it, else the form the client accepts, with its ETag. */
  const sendCached = (request: FastifyRequest, reply: FastifyReply, page: CachedPage): FastifyReply => {
    const encoding = pickEncoding(request.headers['accept-encoding']);
    reply
      .header('cache-control', publicPageCacheControl(options.pageCache?.sMaxAge ?? 0))
      .header('vary', 'Accept-Encoding')
      .header('etag', etagOf(page, encoding));
    if (matchesEtag(request.headers['if-none-match'], page)) return reply.code(304).send();
    reply.code(200).type('text/html; charset=utf-8');
    if (encoding === 'identity') return reply.send(page.html);
    return reply.header('content-encoding', encoding).send(encoding === 'br' ? page.br : page.gzip);
  };
  const reported = new Set<string>();
  /** Logs a render problem once per path (a bounded set: a crawler's many bad paths cannot grow it for ever). */
  const reportOnce = (request: FastifyRequest, pathname: string, message: string, error?: unknown) => {
    if (reported.has(pathname)) return;
    if (reported.size >= 1000) reported.clear();
    reported.add(pathname);
    request.log.error(error === undefined ? { path: pathname } : { err: error, path: pathname }, message);
  };

  /** The server-rendered page, or undefined (no bundle, a failed render, or a status other than the server's). */
  const renderPage = async (request: FastifyRequest, pathname: string, locale: string, status: number): Promise<SsrPage | undefined> => {
    if (!ssr) return undefined;
    try {
      const { localAddress, localPort } = request.socket;
      const host = !localAddress ? '127.0.0.1' : localAddress.includes(':') && !localAddress.startsWith('::ffff:') ? `[${localAddress}]` : localAddress.replace(/^::ffff:/, '');
      const origin = `http://${host}:${localPort ?? 80}`;
      const page = await ssr.render(request.url, { origin, locale, clientIp: request.ip, ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}) });
      if (!page) return undefined;
      if (page.status !== status) {
        reportOnce(request, pathname, `server render gave status ${page.status} where the server answers ${status}; sent the client-rendered page`);
        return undefined;
      }
      return page;
    } catch (error) {
      reportOnce(request, pathname, 'server render failed; sent the client-rendered page', error);
      return undefined;
    }
  };

  return {
    built,
    async serveAppHtml(request, reply) {
      const pathname = request.url.split('?')[0] ?? '/';
      const match = matchAppPath(pathname);
      const index = readIndex();
      const shared = pages !== undefined && index !== undefined && isCacheablePage(match) && isSharedRequest(request);
      // The key: the path (the locale is its prefix), the build the page was rendered with, the Athens day.
      const key = shared ? `${index.mtimeMs}|${today()}|${pathname}` : '';
      // Another instance's content write drops what this one keeps (pages, the render's reads, slug lookups) before any
      // page is served or rendered from it, a private one too.
      const checking = options.pageCache?.version.check();
      if (checking) await checking;
      if (shared) {
        const hit = pages.get(key);
        if (hit) return sendCached(request, reply, hit);
        // A render of this page under way (a spike right after a content write): wait for it instead of rendering again.
        const pending = rendering.get(key);
        if (pending) {
          const rendered = await pending;
          if (rendered) return sendCached(request, reply, rendered);
        }
      }
      let settle: ((page: CachedPage | undefined) => void) | undefined;
      if (shared && !rendering.has(key)) {
        const promise = new Promise<CachedPage | undefined>((resolve) => {
          settle = resolve;
        });
        rendering.set(key, promise);
        const forget = () => {
          if (rendering.get(key) === promise) rendering.delete(key);
        };
        void promise.then(forget);
      }
      try {
        return await produce(request, reply, { match, index, shared, key }, (entry) => settle?.(entry));
      } finally {
        settle?.(undefined);
      }
    },
  };

  /** Renders the page (and keeps it when it may be shared): the part of `serveAppHtml` after the cache. */
  async function produce(
    request: FastifyRequest,
    reply: FastifyReply,
    { match, index, shared, key }: { match: AppPathMatch; index: ReturnType<typeof readIndex>; shared: boolean; key: string },
    kept: (entry: CachedPage) => void,
  ): Promise<FastifyReply> {
    const { locale, status, contentSlug, contentItem } = match;
    const pathname = request.url.split('?')[0] ?? '/';
    const generation = options.pageCache?.version.generation;
    reply.header('cache-control', isCacheablePage(match) ? NO_CACHE : PRIVATE_PAGE_CACHE_CONTROL).type('text/html; charset=utf-8');
    if (index === undefined) {
      return reply
        .code(503)
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Web app not built</title></head>` +
            `<body><h1>The web app is not built</h1><p>${escapeHtml(indexFile)} is missing. ` +
            `Run <code>npm run build</code>, then restart the server. The API under /api works meanwhile.</p></body></html>`,
        );
    }
    const found = contentItem && itemLookup
      ? await pageExists(request, (l, slug) => itemLookup(l, contentItem.list, slug), locale, contentItem.slug)
      : contentSlug === undefined || !pageLookup ? true : await pageExists(request, pageLookup, locale, contentSlug);
    const code = found ? status : 404;
    if (found === 'protected') {
      // Protected page: no server render (its content is never in the HTML), not indexed; the web app reads it with the session.
      reply.header('x-robots-tag', 'noindex');
      return reply.code(code).send(withLocalePreload(withLang(index.html, locale), index.chunks[locale]));
    }
    const page = await renderPage(request, pathname, locale, code);
    const html = withLocalePreload(withLang(page ? fillAppHtml(index.html, page) : index.html, locale), index.chunks[locale]);
    // Kept only when rendered on the server for the page that exists, and no content changed since the render began.
    if (shared && page && found === true && code === 200 && generation === options.pageCache?.version.generation) {
      const entry = cachedPage(html);
      pages?.set(key, entry);
      kept(entry);
      return sendCached(request, reply, entry);
    }
    return reply.code(code).send(html);
  }
}
