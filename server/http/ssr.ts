/**
 * Exports: `createSsrRenderer(app, { distDir, log })` → `SsrRenderer | undefined`, `fillAppHtml(html, page)`,
 * `serializeState(state)`.
 * Server-side rendering of the web app with its own built bundle (`dist/server/entry-server.js`, made by
 * `vite build`; never src/ui). The bundle's gateways call this server's API in process (`app.inject`, no socket),
 * and the public reads it makes are kept (the content it shows until the content version changes, the layout's menus
 * and settings for a short while: `injectingFetch`), so a render that misses the page cache costs no database read. The bundle is
 * imported once; a rebuild while the server runs switches rendering off until a restart. Without a bundle there is
 * no renderer: the caller sends the client-rendered HTML.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { HeadTag } from '../../src/core/seo';

export interface SsrPage {
  status: number;
  html: string;
  /** `tags`: the head elements of the page (canonical, hreflang, robots, Open Graph…), written into `<head>`. */
  head: { title: string; description?: string; tags?: readonly HeadTag[] };
  dehydratedState: unknown;
}

interface SsrModule {
  render(url: string, options: { origin: string; locale: string; publicUrl?: string; fetch?: typeof fetch }): Promise<SsrPage>;
}

export interface SsrRenderer {
  /**
   * The rendered page; undefined when the bundle on disk is newer than the loaded one. `clientIp`, the visitor's
   * address, goes with the page's in-process API calls, so the limits per client (searches) count the visitor.
   */
  render(url: string, options: { origin: string; locale: string; publicUrl?: string; clientIp?: string }): Promise<SsrPage | undefined>;
}

/**
 * What the render keeps of its own API calls (anonymous reads only: the render never sends a token).
 * - The public content it shows (lists and items, catch-all pages): kept until the content version changes (a content
 *   write through any instance, `clear-cache`), as the rendered pages are, so a page-cache miss (a visitor with a
 *   cookie, a page after another was evicted) renders without reading the database again.
 * - The layout's menus, settings and languages and the Booking API's catalogue (ports, companies, a port's
 *   destinations: the operators', not content): kept `BRIEF_MS` (dropped too when the content version changes).
 * Without a content version to follow (no page cache configured) content reads are kept `BRIEF_MS` too.
 */
const BRIEF_MS = 30_000;
const CONTENT_READ = /^\/api\/(destinations|routes|companies|posts|offers|categories|pages)(\/|\?|$)/;
const BRIEF_READ = /^\/(api\/(menus|settings|languages)(\/|\?|$)|booking\/(getPorts|countries|companies)(\?|$))/;
/** POSTs that only read the catalogue (the body names what is read): kept like a brief GET, keyed by the body too. */
const BRIEF_POST = /^\/booking\/getDestinations(\?|$)/;
/** The bound of what is kept (bodies' bytes); the least recently used answer goes first. */
const MAX_BYTES = 16 * 1024 * 1024;
/** A single answer bigger than this is not kept (a list asked with a huge `take`). */
const MAX_ANSWER_BYTES = 1024 * 1024;

interface CachedAnswer {
  at: number;
  /** How long it may be served, in ms from `at` (Infinity: until the content version changes). */
  keepMs: number;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

function toHeaders(headers: Record<string, string | string[] | number | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return out;
}

/** How long the render may keep the answer to this call (0: not at all). */
function keepingOf(method: string, target: string, headers: Record<string, string>, followsContent: boolean): number {
  if (headers.authorization !== undefined || headers['x-order-token'] !== undefined) return 0;
  if (method === 'GET') {
    if (CONTENT_READ.test(target)) return followsContent ? Number.POSITIVE_INFINITY : BRIEF_MS;
    return BRIEF_READ.test(target) ? BRIEF_MS : 0;
  }
  return method === 'POST' && BRIEF_POST.test(target) ? BRIEF_MS : 0;
}

/**
 * A `fetch` that answers from this Fastify app in process: the same routes, hooks and validation as over HTTP,
 * without a loopback connection. The public reads above are kept (one request in flight per URL and body).
 */
export function injectingFetch(app: FastifyInstance, now: () => number = Date.now, version?: { onChange(listener: () => void): unknown }): typeof fetch {
  const cache = new Map<string, CachedAnswer>();
  const inFlight = new Map<string, Promise<CachedAnswer>>();
  let bytes = 0;
  // A content write (through this instance or another, server/modules/content/version.ts) drops the kept answers;
  // an answer asked for before it is handed to its callers but not kept.
  let generation = 0;
  version?.onChange(() => {
    generation += 1;
    cache.clear();
    inFlight.clear();
    bytes = 0;
  });
  const forget = (key: string) => {
    const entry = cache.get(key);
    if (!entry) return;
    cache.delete(key);
    bytes -= entry.body.length;
  };
  const keep = (key: string, answer: CachedAnswer) => {
    forget(key);
    if (answer.body.length > MAX_ANSWER_BYTES) return;
    while (bytes + answer.body.length > MAX_BYTES) {
      const oldest = cache.keys().next();
      if (oldest.done) break;
      forget(oldest.value);
    }
    cache.set(key, answer);
    bytes += answer.body.length;
  };

  const call = async (method: string, target: string, headers: Record<string, string>, body: string | undefined, keepMs: number): Promise<CachedAnswer> => {
    const response = await app.inject({
      method: method as 'GET',
      url: target,
      headers: { ...headers, 'accept-encoding': 'identity' },
      ...(body === undefined ? {} : { payload: body }),
    });
    return { at: now(), keepMs, status: response.statusCode, headers: toHeaders(response.headers), body: response.rawPayload };
  };

  return (async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const target = `${url.pathname}${url.search}`;
    const headers = Object.fromEntries(request.headers.entries());
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
    const keepMs = keepingOf(request.method, target, headers, version !== undefined);
    let answer: CachedAnswer;
    if (keepMs > 0) {
      const key = `${request.method} ${target}|${headers['accept-language'] ?? ''}|${body ?? ''}`;
      const hit = cache.get(key);
      if (hit && now() - hit.at < hit.keepMs) {
        // Now the most recently used.
        cache.delete(key);
        cache.set(key, hit);
        answer = hit;
      } else {
        let pending = inFlight.get(key);
        const asked = generation;
        if (!pending) {
          const started = call(request.method, target, headers, body, keepMs);
          pending = started.finally(() => {
            if (inFlight.get(key) === pending) inFlight.delete(key);
          });
          inFlight.set(key, pending);
        }
        answer = await pending;
        if (answer.status === 200 && asked === generation) keep(key, answer);
      }
    } else {
      answer = await call(request.method, target, headers, body, 0);
    }
    return new Response(answer.status === 204 || answer.status === 304 ? null : new Uint8Array(answer.body), {
      status: answer.status,
      headers: answer.headers,
    });
  }) as typeof fetch;
}

/**
 * `fetch` with the visitor's address as `X-Forwarded-For`: an in-process call comes from loopback, whose
 * X-Forwarded-For the server trusts (`trustProxy: 'loopback'`), so its `request.ip` is the visitor's, not 127.0.0.1
 * shared by every visitor. The address is the server's own `request.ip` of the page, never a header the visitor sent.
 */
function fetchFor(fetchFromApp: typeof fetch, clientIp: string): typeof fetch {
  return ((input: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    headers.set('x-forwarded-for', clientIp);
    return fetchFromApp(input, { ...init, headers });
  }) as typeof fetch;
}

/** The renderer over the built bundle, or undefined when there is none. */
export function createSsrRenderer(
  app: FastifyInstance,
  options: { distDir: string; version?: { onChange(listener: () => void): unknown } },
): SsrRenderer | undefined {
  const bundle = path.join(options.distDir, 'server', 'entry-server.js');
  if (!fs.existsSync(bundle)) return undefined;
  const fetchFromApp = injectingFetch(app, Date.now, options.version);
  let loaded: { mtimeMs: number; module: Promise<SsrModule> } | undefined;
  let warned = false;

  /**
   * The bundle, imported once (its lazy chunks import the entry by its plain URL, so it cannot be re-imported under
   * another URL). A newer build on disk than the one loaded renders nothing: the browser's code would no longer match
   * the server's, so the client-rendered page is sent until the server restarts.
   */
  let checked: { at: number; mtimeMs: number } | undefined;
  /** The bundle's modification time, looked at again at most once a second (not a stat per render). */
  const bundleMtime = (): number => {
    const now = performance.now();
    if (!checked || now - checked.at >= 1000) checked = { at: now, mtimeMs: fs.statSync(bundle).mtimeMs };
    return checked.mtimeMs;
  };
  const load = (): Promise<SsrModule> | undefined => {
    const mtimeMs = bundleMtime();
    if (!loaded) {
      const module = import(pathToFileURL(bundle).href) as Promise<SsrModule>;
      module.catch(() => undefined);
      loaded = { mtimeMs, module };
    }
    if (loaded.mtimeMs === mtimeMs) return loaded.module;
    if (!warned) {
      warned = true;
      app.log.warn(`${bundle} changed since the server started: pages are client-rendered until a restart`);
    }
    return undefined;
  };

  return {
    async render(url, { origin, locale, publicUrl, clientIp }) {
      const module = await load();
      const fetch = clientIp ? fetchFor(fetchFromApp, clientIp) : fetchFromApp;
      return module ? module.render(url, { origin, locale, ...(publicUrl ? { publicUrl } : {}), fetch }) : undefined;
    },
  };
}

/** JSON for a `<script type="application/json">` block: nothing in it can close the element or open a comment. */
const STATE_ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

export function serializeState(state: unknown): string {
  // One pass over the JSON (the state of a list page is tens of KB).
  return JSON.stringify(state ?? null).replace(/[<>&\u2028\u2029]/g, (c) => STATE_ESCAPES[c] ?? c);
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A head element as HTML, marked `data-head` (the browser's `DocumentHead` replaces the marked ones). */
function headTagHtml(tag: HeadTag): string {
  const attributes = Object.entries(tag.attrs).map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join('');
  return `<${tag.tag}${attributes} data-head>`;
}

/**
 * index.html with the rendered page in `#root`, its state as a JSON data block, its title, description and other
 * head elements (canonical URL, hreflang alternates, robots, Open Graph, Twitter card) after the title.
 */
export function fillAppHtml(html: string, page: SsrPage): string {
  let out = html.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(page.head.title)}</title>`);
  if (page.head.tags) {
    const tags = page.head.tags.map(headTagHtml).join('');
    out = out.replace(/<meta\s+name="description"[^>]*>\s*/i, '').replace(/<\/title>/i, () => `</title>${tags}`);
  } else if (page.head.description !== undefined) {
    const meta = `<meta name="description" content="${escapeHtml(page.head.description)}" />`;
    out = /<meta\s+name="description"[^>]*>/i.test(out)
      ? out.replace(/<meta\s+name="description"[^>]*>/i, () => meta)
      : out.replace('</head>', () => `${meta}</head>`);
  }
  const state = `<script type="application/json" id="ssr-state">${serializeState(page.dehydratedState)}</script>`;
  return out.replace(/<div id="root"><\/div>/, () => `<div id="root">${page.html}</div>${state}`);
}
