/**
 * Exports: `ContentReadCache`, `contentReadCache(database)`, `cachesReadsOf(entityName)`,
 * `invalidateOnContentWrites(app, database)`, `CONTENT_CACHE_TTL_MS`.
 * A short-lived cache of the Content API reads every page's layout makes (menus with their subtrees, settings,
 * languages): the embedded database answers one query at a time, so without it 50 visitors opening pages at once
 * queue behind each other for the header and footer. Answers are kept as their JSON text for `CONTENT_CACHE_TTL_MS`,
 * one database read per URL at a time (concurrent requests share it). Any content write through this server
 * (`POST`, `PATCH`, `PUT`, `DELETE` under the content routes, tree moves, uploads) and `DELETE {entity}/clear-cache`
 * drop every entry before the write's answer is sent, and raise the content version (./version.ts); a read that began
 * before the write is not kept. A write through another instance drops the cache when this one sees the version move
 * (within CONTENT_VERSION_CHECK_MS); SQL by hand shows within the TTL.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../database/connect';
import { contentVersionOf } from './version';

export const CONTENT_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 500;

/** The entities whose reads are cached: what the header, footer and locale handling of every page read. */
const CACHED_ENTITIES = new Set(['menus', 'settings', 'languages']);

export function cachesReadsOf(entityName: string): boolean {
  return CACHED_ENTITIES.has(entityName);
}

interface Entry {
  readonly at: number;
  readonly json: string;
}

export interface ContentReadCacheOptions {
  readonly ttlMs?: number;
  readonly maxEntries?: number;
  /** A monotonic clock in milliseconds (not the shop's clock, which tests may stop). */
  readonly now?: () => number;
}

export class ContentReadCache {
  readonly #entries = new Map<string, Entry>();
  readonly #inFlight = new Map<string, Promise<string>>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  #generation = 0;

  constructor(options: ContentReadCacheOptions = {}) {
    this.#ttlMs = options.ttlMs ?? CONTENT_CACHE_TTL_MS;
    this.#maxEntries = options.maxEntries ?? MAX_ENTRIES;
    this.#now = options.now ?? (() => performance.now());
  }

  get size(): number {
    return this.#entries.size;
  }

  /**
   * The JSON text of `load()`'s answer for `key`: from the cache while fresh, otherwise loaded (once for all concurrent
   * callers of the same key). A failed load (a 404 among them) is not kept.
   */
  async read(key: string, load: () => Promise<unknown>): Promise<string> {
    const hit = this.#entries.get(key);
    if (hit && this.#now() - hit.at < this.#ttlMs) return hit.json;
    const pending = this.#inFlight.get(key);
    if (pending) return pending;
    const generation = this.#generation;
    const started = this.#now();
    const loading = load().then((value) => {
      const json = JSON.stringify(value);
      // A write since the load began may have changed the answer: hand it to this caller, keep nothing.
      if (generation === this.#generation) {
        this.#entries.delete(key);
        if (this.#entries.size >= this.#maxEntries) this.#entries.delete(this.#entries.keys().next().value as string);
        this.#entries.set(key, { at: started, json });
      }
      return json;
    });
    this.#inFlight.set(key, loading);
    const forget = () => {
      if (this.#inFlight.get(key) === loading) this.#inFlight.delete(key);
    };
    loading.then(forget, forget);
    return loading;
  }

  /** Drops every entry; loads under way finish for their callers but are not kept. */
  invalidate(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#inFlight.clear();
  }
}

/** One cache per database (so per server: each test server has its own). */
const caches = new WeakMap<Database, ContentReadCache>();

export function contentReadCache(database: Database): ContentReadCache {
  let cache = caches.get(database);
  if (!cache) {
    const created = new ContentReadCache();
    cache = created;
    caches.set(database, created);
    // A write through another instance (seen by the content version's check) drops this instance's reads too.
    contentVersionOf(database).onChange(() => created.invalidate());
  }
  return cache;
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Drops the cache when a write on `app`'s routes (the plugin it is called in) is answered: before the answer leaves,
 * so a client that reads right after its write sees the change. Refused calls (4xx: no token, bad input, not found)
 * change nothing and keep the cache; so an anonymous caller cannot empty it. The same moment raises the content
 * version (./version.ts): this instance's rendered pages go at once, the other instances' on their next check.
 */
export function invalidateOnContentWrites(app: FastifyInstance, database: Database): void {
  const cache = contentReadCache(database);
  const version = contentVersionOf(database);
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const status = reply.statusCode;
    if (!READ_METHODS.has(request.method) && (status < 400 || status >= 500)) {
      cache.invalidate();
      await version.bump();
    }
    return payload;
  });
}
