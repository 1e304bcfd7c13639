/**
 * Exports: `withLease(db, key, options, work)`, `LeaseBusyError`.
 * Work that must run on one server at a time for a key, whichever instance behind the load balancer takes it (the
 * shop runs several on one PostgreSQL database; PGlite is one process's, where this costs one row write). The key is
 * taken by one statement, `INSERT … ON CONFLICT DO UPDATE … WHERE expires_at < clock_timestamp()` on `work_leases`
 * (atomic: of two servers taking a free key at once, one gets it); the others wait, polling with a growing pause,
 * and give up with `LeaseBusyError` after `waitMs`. The holder gives the key back when its work ends, however it
 * ends; a server that died holding it blocks the key until `ttlMs` has passed (the database's clock, so the servers'
 * clocks need not agree). `ttlMs` must be longer than the work can take: a lease that runs out mid-work lets a
 * second server in (callers bound their work by their remote calls' timeouts).
 * No connection or transaction is held while the work runs, so the work may use the pool freely, and a burst of
 * waiters cannot exhaust it.
 */
import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from './connect';
import { workLeases } from './schema/leases';

export interface LeaseOptions {
  /** How long the lease lasts from when it is taken (milliseconds). */
  readonly ttlMs: number;
  /** How long to wait for the key before giving up (milliseconds). */
  readonly waitMs: number;
}

/** The key stayed taken for the whole wait. */
export class LeaseBusyError extends Error {
  constructor(readonly key: string) {
    super(`The work on ${key} is still under way on another request`);
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Takes `key` for `holder` when it is free or its lease has run out; whether it did. */
async function take(db: Db, key: string, holder: string, ttlMs: number): Promise<boolean> {
  const until = sql`clock_timestamp() + ${`${Math.ceil(ttlMs)} milliseconds`}::interval`;
  const taken = await db.insert(workLeases).values({ key, holder, expiresAt: until })
    .onConflictDoUpdate({ target: workLeases.key, set: { holder, expiresAt: until }, setWhere: sql`${workLeases.expiresAt} < clock_timestamp()` })
    .returning({ holder: workLeases.holder });
  return taken.length === 1;
}

/** Runs `work` while holding `key` (see the file's comment); throws `LeaseBusyError` when the key stays taken `waitMs`. */
export async function withLease<T>(db: Db, key: string, options: LeaseOptions, work: () => Promise<T>): Promise<T> {
  const holder = crypto.randomUUID();
  const giveUpAt = Date.now() + options.waitMs;
  let pause = 10;
  while (!(await take(db, key, holder, options.ttlMs))) {
    const left = giveUpAt - Date.now();
    if (left <= 0) throw new LeaseBusyError(key);
    // A random share of the pause, so waiters on several servers do not knock in step.
    await sleep(Math.min(left, pause * (0.5 + Math.random())));
    pause = Math.min(pause * 2, 200);
  }
  try {
    return await work();
  } finally {
    // Given back only by its holder; if the database cannot be reached now, the lease runs out by itself.
    await db.delete(workLeases).where(and(eq(workLeases.key, key), eq(workLeases.holder, holder))).catch(() => undefined);
  }
}
