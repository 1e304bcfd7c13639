/**
 * Exports: `PageCache`, `CachedPage`, `cachedPage(html)`, `pickEncoding(acceptEncoding)`, `matchesEtag(ifNoneMatch, etag)`,
 * `publicPageCacheControl(sMaxAge)`, `PRIVATE_PAGE_CACHE_CONTROL`.
 * The server's cache of rendered public pages (server/http/web-app.ts decides which pages; only an allow-list of
 * public routes, see `isCacheablePage` there). An entry is the page's HTML with its brotli and gzip forms made once
 * and a strong ETag (a hash of the HTML's bytes; the encoding is named in the tag, so each form has its own). Bounded
 * by bytes (all three forms counted), least recently used first out; an entry bigger than an eighth of the bound is
 * not kept. `clear()` drops everything (a content write, `clear-cache`, another instance's write seen through the
 * content version: server/modules/content/version.ts).
 */
import crypto from 'node:crypto';
import zlib from 'node:zlib';

export interface CachedPage {
  readonly html: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
  /** The hash part of the ETag (quoted forms: `"<hash>"`, `"<hash>-br"`, `"<hash>-gz"`). */
  readonly hash: string;
  readonly bytes: number;
}

export type PageEncoding = 'br' | 'gzip' | 'identity';

/** The entry for a page's HTML (compressed once here instead of on every answer). */
export function cachedPage(html: string): CachedPage {
  const raw = Buffer.from(html, 'utf8');
  const br = zlib.brotliCompressSync(raw, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
  });
  const gzip = zlib.gzipSync(raw, { level: 6 });
  const hash = crypto.createHash('sha256').update(raw).digest('base64url').slice(0, 32);
  return { html: raw, br, gzip, hash, bytes: raw.length + br.length + gzip.length };
}

/** The ETag of one form of the page. */
export function etagOf(page: CachedPage, encoding: PageEncoding): string {
  return encoding === 'br' ? `"${page.hash}-br"` : encoding === 'gzip' ? `"${page.hash}-gz"` : `"${page.hash}"`;
}

/**
 * The best form the client accepts (RFC 9110 Accept-Encoding: brotli, then gzip, else the plain HTML; `q=0` refuses a
 * coding, `*` stands for the ones not named). One pass over a header the server caps in length.
 */
export function pickEncoding(acceptEncoding: string | undefined): PageEncoding {
  if (!acceptEncoding) return 'identity';
  const q: Record<string, number> = {};
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (!coding) continue;
    let weight = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]{1,5})\s*$/i.exec(param);
      if (match) weight = Number(match[1]);
    }
    q[coding] = Number.isFinite(weight) ? weight : 0;
  }
  const weightOf = (coding: string) => q[coding] ?? q['*'] ?? 0;
  if (weightOf('br') > 0) return 'br';
  if (weightOf('gzip') > 0 || (q['x-gzip'] ?? 0) > 0) return 'gzip';
  return 'identity';
}

/**
 * Whether `If-None-Match` names the page (weak comparison, as RFC 9110 asks for If-None-Match: `W/` ignored, any of
 * the page's forms matches, `*` matches).
 */
export function matchesEtag(ifNoneMatch: string | undefined, page: CachedPage): boolean {
  if (!ifNoneMatch) return false;
  for (const raw of ifNoneMatch.split(',')) {
    const tag = raw.trim().replace(/^W\//, '');
    if (tag === '*') return true;
    const inner = tag.startsWith('"') && tag.endsWith('"') && tag.length >= 2 ? tag.slice(1, -1) : tag;
    if (inner === page.hash || inner === `${page.hash}-br` || inner === `${page.hash}-gz`) return true;
  }
  return false;
}

/**
 * Public pages: browsers ask again each time (max-age=0, answered 304 while unchanged), a CDN or proxy keeps the page
 * `sMaxAge` seconds (PAGE_S_MAXAGE) and may serve it up to 10 minutes more while it fetches a fresh one.
 */
export function publicPageCacheControl(sMaxAge: number): string {
  return `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=600`;
}

/** Every page that is not a cached public page: no cache anywhere keeps it. */
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-store';

export class PageCache {
  readonly #entries = new Map<string, CachedPage>();
  readonly #maxBytes: number;
  #bytes = 0;

  constructor(maxBytes: number) {
    this.#maxBytes = maxBytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** The entry, now the most recently used. */
  get(key: string): CachedPage | undefined {
    const entry = this.#entries.get(key);
    if (entry) {
      this.#entries.delete(key);
      this.#entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, page: CachedPage): void {
    this.delete(key);
    if (page.bytes > this.#maxBytes / 8) return;
    while (this.#bytes + page.bytes > this.#maxBytes) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
    this.#entries.set(key, page);
    this.#bytes += page.bytes;
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }
}
