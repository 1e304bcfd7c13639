/**
 * Capacity held and sold per sailing and inventory code. A hold takes places with one conditional UPDATE per
 * code (`held + sold + n <= capacity`), so among parallel requests for the last places exactly the ones that fit
 * win: PostgreSQL re-checks the condition after the row lock, PGlite runs transactions one at a time.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../database/connect';
import { ApiError } from '../../http/errors';
import { rows, type Executor } from './sql';

export interface Need { readonly sailingId: string; readonly code: string; readonly quantity: number; readonly capacity: number }

export const noAvailability = () =>
  new ApiError(409, 'NO_AVAILABILITY', 'There is no availability on the specific date, please choose another one.');

/**
 * Runs `work` again (up to three times) when PostgreSQL aborts it as a deadlock victim or a serialization
 * failure; the sweeper and holds touch the same inventory rows in different orders.
 */
export async function retryOnConflict<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
      if (attempt >= 3 || (code !== '40P01' && code !== '40001')) throw error;
    }
  }
}

/** Adds `needs` to the held places, or throws NO_AVAILABILITY (the caller's transaction then rolls back). */
export async function takePlaces(tx: Executor, needs: readonly Need[], column: 'held' | 'sold'): Promise<void> {
  const sorted = [...needs].sort((a, b) => a.sailingId.localeCompare(b.sailingId) || a.code.localeCompare(b.code));
  for (const n of sorted) {
    if (n.quantity <= 0) continue;
    await tx.execute(sql`INSERT INTO sailing_inventory (sailing_id, code) VALUES (${n.sailingId}, ${n.code}) ON CONFLICT DO NOTHING`);
    const col = sql.raw(column);
    const updated = await rows<{ held: number }>(tx, sql`
      UPDATE sailing_inventory SET ${col} = ${col} + ${n.quantity}
      WHERE sailing_id = ${n.sailingId} AND code = ${n.code} AND held + sold + ${n.quantity} <= ${n.capacity}
      RETURNING held`);
    if (updated.length === 0) throw noAvailability();
  }
}

/** Moves an order's holds to `to`, giving their places back (released, expired) or turning them into sales (sold). */
export async function settleHolds(tx: Executor, orderId: number, to: 'sold' | 'released' | 'refunded', from: 'held' | 'sold' = 'held'): Promise<number> {
  const changed = await rows<{ n: number }>(tx, sql`
    WITH moved AS (
      UPDATE booking_holds SET status = ${to} WHERE order_id = ${orderId} AND status = ${from}
      RETURNING sailing_id, code, quantity),
    sums AS (SELECT sailing_id, code, sum(quantity)::int AS q FROM moved GROUP BY sailing_id, code),
    inv AS (
      UPDATE sailing_inventory i SET
        held = i.held - CASE WHEN ${from} = 'held' THEN s.q ELSE 0 END,
        sold = i.sold - CASE WHEN ${from} = 'sold' THEN s.q ELSE 0 END + CASE WHEN ${to} = 'sold' THEN s.q ELSE 0 END
      FROM sums s WHERE i.sailing_id = s.sailing_id AND i.code = s.code RETURNING 1)
    SELECT (SELECT count(*) FROM moved)::int AS n, (SELECT count(*) FROM inv)::int AS updated`);
  return changed[0]?.n ?? 0;
}

/**
 * Releases holds whose time is up and marks their unpaid orders expired. Rows are claimed with SKIP LOCKED, so
 * every shop server may run this at once without releasing anything twice.
 */
export async function releaseExpiredHolds(db: Db, now: Date): Promise<number> {
  const result = await rows<{ n: number }>(db, sql`
    WITH expired AS (
      UPDATE booking_holds SET status = 'expired'
      WHERE id IN (
        SELECT h.id FROM booking_holds h
        WHERE h.status = 'held' AND h.expires_at <= ${now.toISOString()}::timestamptz
        ORDER BY h.id LIMIT 1000 FOR UPDATE SKIP LOCKED)
      RETURNING order_id, sailing_id, code, quantity),
    sums AS (SELECT sailing_id, code, sum(quantity)::int AS q FROM expired GROUP BY sailing_id, code),
    inv AS (
      UPDATE sailing_inventory i SET held = i.held - s.q FROM sums s
      WHERE i.sailing_id = s.sailing_id AND i.code = s.code RETURNING 1),
    orders AS (
      UPDATE booking_orders o SET status = 'expired', updated_at = ${now.toISOString()}::timestamptz
      WHERE o.id IN (SELECT order_id FROM expired) AND o.status IN ('held', 'pending_payment') AND NOT o.paid
      RETURNING 1)
    SELECT (SELECT count(*) FROM expired)::int AS n, (SELECT count(*) FROM inv)::int AS i, (SELECT count(*) FROM orders)::int AS o`);
  return result[0]?.n ?? 0;
}

/**
 * Places taken per `sailingId|code` of the given sailings, in one query: held plus sold, less holds whose time
 * is up but which the sweeper has not released yet (so availability is exact between sweeps).
 */
export async function usedPlaces(db: Db, sailingIds: readonly string[], now: Date): Promise<Map<string, number>> {
  const used = new Map<string, number>();
  if (sailingIds.length === 0) return used;
  const list = sql.join([...new Set(sailingIds)].map((id) => sql`${id}`), sql`, `);
  const found = await rows<{ sailing_id: string; code: string; used: number }>(db, sql`
    SELECT i.sailing_id, i.code, (i.held + i.sold - coalesce((
      SELECT sum(h.quantity) FROM booking_holds h
      WHERE h.status = 'held' AND h.expires_at <= ${now.toISOString()}::timestamptz AND h.sailing_id = i.sailing_id AND h.code = i.code
    ), 0))::int AS used
    FROM sailing_inventory i WHERE i.sailing_id IN (${list})`);
  for (const r of found) used.set(`${r.sailing_id}|${r.code}`, Number(r.used));
  return used;
}
