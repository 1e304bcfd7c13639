/**
 * Exports `WriteWatch`: tells whether a request changed the content of any table of the shop's database, cheaply
 * enough to ask after every one of thousands of requests.
 *
 * A content digest of every table (`md5(string_agg(t::text …))`) costs about 120 ms on PGlite, far too much per
 * request. Instead:
 * 1. `pg_snapshot_xmax(pg_current_snapshot())` (under 1 ms) is the next transaction id to be assigned; a
 *    transaction gets an id at its first write, so when it has not moved, nothing was written anywhere.
 * 2. When it moved (a write, a rolled-back write, or on PostgreSQL any other database of the server), every table is
 *    scanned for rows whose `xmin` (the transaction that wrote this row version; an UPDATE writes a new version) is
 *    at least the id before the request, and its row count is compared with the last count: inserted and updated
 *    rows show in the first, deleted rows in the second. Rolled-back rows are invisible, so a refusal that rolls
 *    back its transaction passes.
 * `checkSince(before)` answers the tables changed since `before` (from `mark()`). This is stricter than a digest:
 * an UPDATE that writes the same values back counts as a change too.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/database/connect';

/**
 * Tables a refused request may change, each for a reason that is the point of the refusal:
 * - `rate_limits`: every counted hit is a row update, and a request refused with 429 is still a hit (it must be,
 *   or a flood would never stay refused); the limits that count before validation count malformed requests too.
 * - `login_failures`: a wrong password is refused with 401 *and* recorded; that record is the login throttle.
 */
export const EXCLUDED_TABLES = new Set(['rate_limits', 'login_failures']);

interface Rows<T> { rows: T[] }

export class WriteWatch {
  private counts = new Map<string, number>();
  private constructor(private readonly db: Db, private readonly tables: readonly string[]) {}

  static async open(db: Db): Promise<WriteWatch> {
    const result = (await db.execute(sql`SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`)) as unknown as Rows<{ table_name: string }>;
    const tables = result.rows.map((row) => row.table_name).filter((name) => !EXCLUDED_TABLES.has(name));
    if (tables.length < 10) throw new Error(`the database lists only ${tables.length} tables`);
    const watch = new WriteWatch(db, tables);
    await watch.checkSince(await watch.mark());
    return watch;
  }

  get watchedTables(): readonly string[] {
    return this.tables;
  }

  /**
   * Takes this moment's row counts as the baseline, after the test's own writes (users, held orders) that are not
   * under watch: without it, the first scan after them counted those rows as written by the next request.
   */
  async resync(): Promise<void> {
    await this.checkSince((await this.mark()) - 1n);
  }

  /** The next transaction id: writes after this moment have this one or a later one. */
  async mark(): Promise<bigint> {
    const result = (await this.db.execute(sql`SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS x`)) as unknown as Rows<{ x: string }>;
    return BigInt(result.rows[0]?.x ?? '0');
  }

  /**
   * The watched tables whose content changed since `before` (a `mark()`), with what changed; remembers the new row
   * counts, so the next call compares with this moment. Empty when nothing changed.
   */
  async checkSince(before: bigint): Promise<string[]> {
    if ((await this.mark()) === before) return [];
    // xmin is a 32-bit transaction id; `before` carries the epoch in its upper 32 bits.
    const low = before & 0xffffffffn;
    const pairs = this.tables
      .map((name) => `'${name}', (SELECT json_build_array(count(*), count(*) FILTER (WHERE xmin::text::bigint >= ${low})) FROM "${name}")`);
    // A function takes at most 100 arguments (two per table): one object per 40 tables, merged with ||.
    const objects: string[] = [];
    for (let i = 0; i < pairs.length; i += 40) objects.push(`jsonb_build_object(${pairs.slice(i, i + 40).join(', ')})`);
    const result = (await this.db.execute(sql.raw(`SELECT (${objects.join(' || ') || `'{}'::jsonb`}) AS j`))) as unknown as Rows<{ j: Record<string, [number, number]> | string }>;
    const raw = result.rows[0]?.j;
    const counts = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Record<string, [number, number]>;
    const changed: string[] = [];
    for (const name of this.tables) {
      const [count, written] = counts[name] ?? [0, 0];
      const previous = this.counts.get(name);
      if (written > 0) changed.push(`${name}: ${written} row(s) written`);
      else if (previous !== undefined && previous !== count) changed.push(`${name}: ${previous} → ${count} rows`);
      this.counts.set(name, count);
    }
    return changed;
  }
}
