/**
 * Exports: `withLease(db, key, options, work)`, `Lease`, `LeaseBusyError`, `LeaseLostError`.
 * Work that must run on one server at a time for a key, whichever instance behind the load balancer takes it (the
 * shop runs several on one PostgreSQL database; PGlite is one process's, where this costs one row write). The key is
 * taken by one statement, `INSERT … ON CONFLICT DO UPDATE … WHERE expires_at < clock_timestamp()` on `work_leases`
 * (atomic: of two servers taking a free key at once, one gets it); the others wait, polling with a growing pause,
 * and give up with `LeaseBusyError` after `waitMs`. The holder gives the key back when its work ends, however it
 * ends; a server that died holding it blocks the key until `ttlMs` has passed (the database's clock, so the servers'
 * clocks need not agree). `ttlMs` must be longer than the work can take (callers bound their work by their remote
 * calls' timeouts).
 * Fenced: a holder that outlives its lease (a stalled process, a remote call far slower than its timeout) must not
 * write over the work of the server that took the key over. Each take raises the row's `version` (the fencing token)
 * and the work gets a `Lease`; its last write runs in a transaction that first calls `lease.fence(tx)`, which locks
 * the lease row and throws `LeaseLostError` unless this holder, at this version, still holds an unexpired lease (the
 * transaction then writes nothing; the caller ends or retries its work from a fresh read). While that transaction
 * runs, the row's lock keeps any other server from taking the key over. Expired rows of other keys are removed at
 * each take, so the table holds only live leases and the keys being worked on.
 * No connection or transaction is held while the work runs, so the work may use the pool freely, and a burst of
 * waiters cannot exhaust it.
 */
import crypto from 'node:crypto';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from './connect';
import { workLeases } from './schema/leases';

export interface LeaseOptions {
  /** How long the lease lasts from when it is taken (milliseconds). */
  readonly ttlMs: number;
  /** How long to wait for the key before giving up (milliseconds). */
  readonly waitMs: number;
}

type Tx = Pick<Db, 'select'>;

/** The key as its holder took it: what the work's last write checks it still holds. */
export interface Lease {
  readonly key: string;
  readonly holder: string;
  /** The fencing token of this take. */
  readonly version: number;
  /**
   * In the transaction of the work's last write, before it: locks the lease row and throws `LeaseLostError` unless
   * this holder still holds the key at this version, unexpired by the database's clock.
   */
  fence(tx: Tx): Promise<void>;
}

/** The key stayed taken for the whole wait. */
export class LeaseBusyError extends Error {
  constructor(readonly key: string) {
    super(`The work on ${key} is still under way on another request`);
  }
}

/** The lease ran out before the work's last write (and may have been taken over): that write must not happen. */
export class LeaseLostError extends Error {
  constructor(readonly key: string) {
    super(`The lease on ${key} ran out before the work ended`);
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Takes `key` for `holder` when it is free or its lease has run out; the take's fencing token, or undefined. */
async function take(db: Db, key: string, holder: string, ttlMs: number): Promise<number | undefined> {
  const until = sql`clock_timestamp() + ${`${Math.ceil(ttlMs)} milliseconds`}::interval`;
  const [taken] = await db.insert(workLeases).values({ key, holder, expiresAt: until, version: 1 })
    .onConflictDoUpdate({
      target: workLeases.key, set: { holder, expiresAt: until, version: sql`${workLeases.version} + 1` },
      setWhere: sql`${workLeases.expiresAt} < clock_timestamp()`,
    })
    .returning({ version: workLeases.version });
  return taken?.version;
}

function leaseOf(key: string, holder: string, version: number): Lease {
  return {
    key, holder, version,
    async fence(tx) {
      const [held] = await tx.select({ version: workLeases.version }).from(workLeases)
        .where(and(eq(workLeases.key, key), eq(workLeases.holder, holder), eq(workLeases.version, version), gt(workLeases.expiresAt, sql`clock_timestamp()`)))
        .for('update');
      if (!held) throw new LeaseLostError(key);
    },
  };
}

/** Runs `work` while holding `key` (see the file's comment); throws `LeaseBusyError` when the key stays taken `waitMs`. */
export async function withLease<T>(db: Db, key: string, options: LeaseOptions, work: (lease: Lease) => Promise<T>): Promise<T> {
  const holder = crypto.randomUUID();
  const giveUpAt = Date.now() + options.waitMs;
  // The leases of other keys that ran out (their holders died or overran): never live, so gone (this key's row stays,
  // to be taken over with its next version).
  await db.delete(workLeases).where(and(ne(workLeases.key, key), lt(workLeases.expiresAt, sql`clock_timestamp()`))).catch(() => undefined);
  let pause = 10;
  let version: number | undefined;
  while ((version = await take(db, key, holder, options.ttlMs)) === undefined) {
    const left = giveUpAt - Date.now();
    if (left <= 0) throw new LeaseBusyError(key);
    // A random share of the pause, so waiters on several servers do not knock in step.
    await sleep(Math.min(left, pause * (0.5 + Math.random())));
    pause = Math.min(pause * 2, 200);
  }
  try {
    return await work(leaseOf(key, holder, version));
  } finally {
    // Given back only by its holder; if the database cannot be reached now, the lease runs out by itself.
    await db.delete(workLeases).where(and(eq(workLeases.key, key), eq(workLeases.holder, holder))).catch(() => undefined);
  }
}
