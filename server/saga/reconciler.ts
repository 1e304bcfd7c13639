/**
 * The reconciler: drives every order that a failure or a crash left midway to an end (server/saga/booking-saga.ts
 * `drive`): a paid order is issued or paid back, a refund is finished, a stored payment result applied, an attempt
 * nobody heard of asked about, a hold past its end released, an order whose hold request was lost failed.
 *
 * Orders say when they need a look (`booking_orders.next_check_at`). Every server instance runs a reconciler, at
 * start and every RECONCILE_INTERVAL_MS; an instance claims a batch of due orders with
 * `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED)` setting a lease (`lease_owner`, `lease_until`), so two
 * instances never drive the same order at once; a lease left by a crashed instance runs out after LEASE_MS. And were
 * an order driven twice, every outside call is idempotent by its reference or key.
 */
import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../database/connect';
import { bookingOrders } from '../database/schema/booking';
import { rows } from '../modules/booking/sql';
import { STEP_GRACE_MS, backoffMs, type BookingSaga } from './booking-saga';

/** How long an instance keeps an order it claimed; longer than any drive (outside calls time out well before). */
export const LEASE_MS = 120_000;
/** Orders claimed at a time. */
export const BATCH = 20;

export interface ReconcileSummary {
  /** Orders claimed and driven. */
  readonly driven: number;
  /** Orders whose drive threw (logged; looked at again after a back-off). */
  readonly failed: number;
  /** What the driven orders are now, by state. */
  readonly states: Readonly<Record<string, number>>;
}

export interface ReconcilerDeps {
  readonly db: Db;
  readonly saga: BookingSaga;
  /** The changes of a leg (server/saga/change-saga.ts): driven in the same passes, with their own leases. */
  readonly changes?: { runDue(owner: string, aheadMs: number, leaseMs: number): Promise<number> };
  readonly clock: () => Date;
  readonly intervalMs: number;
  readonly log: { warn(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
}

export class Reconciler {
  /** This instance's name on the leases it takes. */
  readonly owner = `reconciler-${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  private timer: NodeJS.Timeout | undefined;
  /** The last pass asked for; passes of one instance run one after the other. */
  private chain: Promise<unknown> = Promise.resolve();
  private ticking = false;
  private stopped = false;

  constructor(private readonly deps: ReconcilerDeps) {}

  /** Runs once now (without waiting for it) and then every `intervalMs`. */
  start(): void {
    this.stopped = false;
    const tick = () => {
      if (this.ticking) return; // the previous interval's pass is still running
      this.ticking = true;
      this.runOnce().catch((error: unknown) => this.deps.log.error({ err: error }, 'reconciler pass failed'))
        .finally(() => { this.ticking = false; });
    };
    // The first pass also takes the orders a request of this server left for later (a step's grace, STEP_GRACE_MS):
    // after a crash that request is gone, and every step is safe to repeat.
    this.ticking = true;
    this.runOnce({ aheadMs: STEP_GRACE_MS }).catch((error: unknown) => this.deps.log.error({ err: error }, 'reconciler pass failed'))
      .finally(() => { this.ticking = false; });
    this.timer = setInterval(tick, this.deps.intervalMs);
    this.timer.unref();
  }

  /** Stops the interval and waits for a pass in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.chain.catch(() => undefined);
  }

  /**
   * One pass: claims due orders batch by batch and drives each, until none is due. A pass asked for while another
   * runs in this instance starts when that one ends (so it sees what was due when it was asked).
   */
  runOnce(options: { readonly aheadMs?: number } = {}): Promise<ReconcileSummary> {
    const pass = this.chain.catch(() => undefined).then(() => this.pass(options.aheadMs ?? 0));
    this.chain = pass;
    return pass;
  }

  private async pass(aheadMs: number): Promise<ReconcileSummary> {
    let driven = 0;
    let failed = 0;
    const states: Record<string, number> = {};
    const seen = new Set<number>();
    for (let round = 0; round < 50 && !this.stopped; round++) {
      const claimed = (await this.claim(aheadMs)).filter((id) => !seen.has(id));
      if (claimed.length === 0) break;
      for (const id of claimed) {
        seen.add(id);
        try {
          const row = await this.deps.saga.drive(id, 'reconciler');
          states[row.status] = (states[row.status] ?? 0) + 1;
          driven += 1;
        } catch (error) {
          failed += 1;
          this.deps.log.error({ err: error, orderId: id }, 'reconciler could not drive an order');
          const retry = new Date(this.deps.clock().getTime() + backoffMs(3));
          await this.deps.db.update(bookingOrders).set({ nextCheckAt: retry, attempts: sql`${bookingOrders.attempts} + 1` })
            .where(eq(bookingOrders.id, id)).catch(() => undefined);
        } finally {
          await this.deps.db.update(bookingOrders).set({ leaseOwner: null, leaseUntil: null })
            .where(and(eq(bookingOrders.id, id), eq(bookingOrders.leaseOwner, this.owner))).catch(() => undefined);
        }
      }
    }
    if (this.deps.changes && !this.stopped) {
      try {
        driven += await this.deps.changes.runDue(this.owner, aheadMs, LEASE_MS);
      } catch (error) {
        failed += 1;
        this.deps.log.error({ err: error }, 'reconciler pass over changes failed');
      }
    }
    return { driven, failed, states };
  }

  /** Claims up to BATCH orders due within `aheadMs` that no other instance holds, for LEASE_MS. */
  private async claim(aheadMs: number): Promise<number[]> {
    const now = this.deps.clock();
    const until = new Date(now.getTime() + LEASE_MS);
    const due = new Date(now.getTime() + aheadMs);
    const claimed = await rows<{ id: number }>(this.deps.db, sql`
      UPDATE booking_orders SET lease_owner = ${this.owner}, lease_until = ${until.toISOString()}::timestamptz
      WHERE id IN (
        SELECT id FROM booking_orders
        WHERE next_check_at <= ${due.toISOString()}::timestamptz
          AND (lease_until IS NULL OR lease_until <= ${now.toISOString()}::timestamptz)
        ORDER BY next_check_at LIMIT ${BATCH}
        FOR UPDATE SKIP LOCKED)
      RETURNING id`);
    return claimed.map((r) => Number(r.id));
  }
}
