/**
 * Exports: `ContentVersion`, `contentVersionOf(database)`.
 * The content version: one number in the database (table `content_version`, one row) that every successful content
 * write through any server instance raises before its answer is sent. Each instance keeps what it derived from content
 * (rendered pages, server/http/page-cache.ts; content reads, ./cache.ts; the server render's menus, server/http/ssr.ts;
 * the sitemap) only while the number is the one it last saw: `bump()` (a write through this instance) and `check()` (a
 * write through another one, or `clear-cache` there) call every `onChange` listener, which drops them.
 * `check()` reads the number at most once per `checkMs` (CONTENT_VERSION_CHECK_MS, default 1000; 0 reads it on every
 * call, one single-row primary-key read), one read at a time: another instance's write shows here within `checkMs` plus
 * one read. A failed read keeps what is cached and tries again on the next call after `checkMs`.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../database/connect';

export interface ContentVersionOptions {
  /** How often `check()` reads the number, in milliseconds; 0: on every call. */
  readonly checkMs?: number;
  /** A monotonic clock in milliseconds. */
  readonly now?: () => number;
  /** Where a failed read or raise is reported. */
  readonly onError?: (error: unknown) => void;
}

type Rows = { rows: { version: number | string }[] };

export class ContentVersion {
  readonly #database: Database;
  readonly #listeners = new Set<() => void>();
  #checkMs: number;
  #now: () => number;
  #onError: (error: unknown) => void;
  #known: number | undefined;
  #checkedAt = Number.NEGATIVE_INFINITY;
  #checking: Promise<void> | undefined;
  #generation = 0;

  constructor(database: Database, options: ContentVersionOptions = {}) {
    this.#database = database;
    this.#checkMs = options.checkMs ?? 1000;
    this.#now = options.now ?? (() => performance.now());
    this.#onError = options.onError ?? (() => undefined);
  }

  configure(options: ContentVersionOptions): void {
    if (options.checkMs !== undefined) this.#checkMs = options.checkMs;
    if (options.now) this.#now = options.now;
    if (options.onError) this.#onError = options.onError;
  }

  /** Raised each time the listeners run: a cache fills an entry only if this did not change while it was made. */
  get generation(): number {
    return this.#generation;
  }

  /** Calls `listener` whenever the content may have changed; returns the function that stops it. */
  onChange(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #changed(): void {
    this.#generation += 1;
    for (const listener of this.#listeners) listener();
  }

  /**
   * After a content write through this instance: raises the shared number (so the other instances drop their copies
   * on their next check) and drops this instance's at once. A failed raise is reported; this instance drops its copies anyway.
   */
  async bump(): Promise<void> {
    try {
      const result = (await this.#database.db.execute(sql`INSERT INTO content_version (id, version, changed_at) VALUES (1, 1, now())
        ON CONFLICT (id) DO UPDATE SET version = content_version.version + 1, changed_at = now() RETURNING version`)) as unknown as Rows;
      const version = Number(result.rows[0]?.version);
      if (Number.isFinite(version)) this.#known = version;
      this.#checkedAt = this.#now();
    } catch (error) {
      this.#onError(error);
    }
    this.#changed();
  }

  /**
   * Reads the shared number when the last read is `checkMs` old (or more), and calls the listeners when it changed.
   * Returns undefined when no read was due (the caller need not wait), else the read's promise (never rejects).
   */
  check(): Promise<void> | undefined {
    if (this.#checking) return this.#checking;
    if (this.#now() - this.#checkedAt < this.#checkMs) return undefined;
    const reading = this.#read().finally(() => {
      this.#checking = undefined;
    });
    this.#checking = reading;
    return reading;
  }

  async #read(): Promise<void> {
    const started = this.#now();
    try {
      const result = (await this.#database.db.execute(sql`SELECT version FROM content_version WHERE id = 1`)) as unknown as Rows;
      const version = Number(result.rows[0]?.version ?? 0);
      this.#checkedAt = started;
      if (this.#known !== undefined && version !== this.#known) {
        this.#known = version;
        this.#changed();
      }
      this.#known = version;
    } catch (error) {
      this.#checkedAt = started;
      this.#onError(error);
    }
  }
}

/** One per database handle (so per server instance: two instances on one database each hold their own). */
const versions = new WeakMap<Database, ContentVersion>();

export function contentVersionOf(database: Database): ContentVersion {
  let version = versions.get(database);
  if (!version) {
    version = new ContentVersion(database);
    versions.set(database, version);
  }
  return version;
}
