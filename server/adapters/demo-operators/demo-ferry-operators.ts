/**
 * `DemoFerryOperators`: the embedded demo operator network as a whole `FerryOperators` adapter. The published
 * catalogue is `DemoOperatorCatalogue` (server/operators/demo); the reservation system keeps its inventory and holds
 * in its own tables (reservation-store.ts), which nothing else reads.
 *
 * Every call of the reservation system, and the quote and code checks, runs as a call to a remote system would:
 * after the base delay (`OPERATOR_DELAY_MS`), under the fault plan (`DEMO_OPERATOR_FAULTS`, server/faults/faults.ts,
 * changeable at run time with `setFaults`), and within `OPERATOR_TIMEOUT_MS`: a call that has not answered by then is
 * `Unavailable` (its work may still finish, as with a real network). Any other failure inside is `Unavailable` too.
 * The adapter sweeps its own expired holds on an interval it owns (`close()` stops it), and a sailing's when a hold
 * finds no room on it while one of its holds is past its time.
 */
import type { Db } from '../../database/connect';
import { DemoOperatorCatalogue } from '../../operators/demo/demo-ferry-operators';
import {
  OperatorError, type Availability, type CodeCheck, type Company, type FerryOperators, type OperatorCancellation,
  type OperatorAssistanceRequest, type OperatorConfirmation, type OperatorConfirmRequest, type OperatorHold, type OperatorHoldRequest, type OperatorPartCancelRequest, type Trip,
  type TripQuoteRequest,
} from '../../ports/ferry-operators';
import { underFaults, type FaultPlan } from '../../faults/faults';
import { parseDemoOperatorFaults, type DemoOperatorOperation } from '../../faults/demo-operator-operations';
import { ReservationStore } from './reservation-store';

export { DEMO_OPERATOR_OPERATIONS, parseDemoOperatorFaults } from '../../faults/demo-operator-operations';

export interface DemoOperatorsOptions {
  readonly db: Db;
  readonly clock: () => Date;
  /** Base delay of every call in ms (`OPERATOR_DELAY_MS`, default 0). */
  readonly delayMs?: number;
  /** How long a call may take before it is Unavailable (`OPERATOR_TIMEOUT_MS`, default 10 000). */
  readonly timeoutMs?: number;
  /** The fault plan text (`DEMO_OPERATOR_FAULTS`); malformed text throws. */
  readonly faults?: string;
  /** Interval of the sweep of expired holds in ms (default 30 000); 0: no interval (tests call `sweep`). */
  readonly sweepEveryMs?: number;
  /** Where a failed interval sweep is reported (default: ignored; the next sweep tries again). */
  readonly onSweepError?: (error: unknown) => void;
}

export class DemoFerryOperators extends DemoOperatorCatalogue implements FerryOperators {
  private plan: FaultPlan;
  private readonly store: ReservationStore;
  private readonly delayMs: number;
  private readonly timeoutMs: number;
  private timer: NodeJS.Timeout | undefined;
  private sweeping = false;

  constructor(private readonly options: DemoOperatorsOptions) {
    super(options.clock);
    this.plan = parseDemoOperatorFaults(options.faults);
    this.delayMs = options.delayMs ?? 0;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.store = new ReservationStore(options.db, {
      trip: (tripId) => this.trip(tripId),
      company: (code) => this.company(code),
      sailingCapacity: (sailingId, code) => this.sailingCapacity(sailingId, code),
      sailingCodes: (sailingId) => this.sailingCodes(sailingId),
    });
  }

  /** Replaces the fault plan (tests, trying the shop by hand); malformed text throws and keeps the old plan. */
  setFaults(text: string): void {
    this.plan = parseDemoOperatorFaults(text);
  }

  /** Starts the interval sweep of expired holds (the factory does); a sweep still running skips its turn. */
  startSweeping(everyMs: number): void {
    if (this.timer || everyMs <= 0) return;
    this.timer = setInterval(() => {
      if (this.sweeping) return;
      this.sweeping = true;
      this.sweep(this.clock())
        .catch((error: unknown) => this.options.onSweepError?.(error))
        .finally(() => { this.sweeping = false; });
    }, everyMs);
    this.timer.unref();
  }

  /** Stops the interval sweep. */
  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Expires the holds whose time is up at `now` and frees their places; safe on every server at once. */
  sweep(now: Date): Promise<number> {
    return this.store.sweep(now);
  }

  /** Runs one call as a remote call: delay, faults, timeout; every failure that is not the operator's answer is Unavailable. */
  private call<T>(operation: DemoOperatorOperation, work: () => Promise<T>): Promise<T> {
    const unavailable = (reason: string) => new OperatorError('Unavailable', reason, operation);
    const running = underFaults({
      plan: this.plan, operation, delayMs: this.delayMs, timeoutMs: this.timeoutMs, unavailable,
      work: async () => {
        try {
          return await work();
        } catch (error) {
          if (error instanceof OperatorError) throw error;
          throw Object.assign(unavailable(`${operation} failed: ${(error as Error).message ?? String(error)}`), { cause: error });
        }
      },
    });
    running.catch(() => undefined); // answered after the timeout: nobody listens any more
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(unavailable(`${operation} timed out after ${this.timeoutMs} ms`)), this.timeoutMs);
    });
    return Promise.race([running, timeout]).finally(() => clearTimeout(timer));
  }

  override quote(trip: Trip, request: TripQuoteRequest) {
    return this.call('quote', async () => this.quoteNow(trip, request));
  }

  override checkLoyalty(company: Company, card: string): Promise<CodeCheck> {
    return this.call('checkLoyalty', () => super.checkLoyalty(company, card));
  }

  override checkResident(trip: Trip, code: string): Promise<CodeCheck> {
    return this.call('checkResident', () => super.checkResident(trip, code));
  }

  availability(sailingIds: readonly string[]): Promise<Availability> {
    return this.call('availability', async () => {
      const now = this.clock();
      const { free, stale } = await this.store.availability(sailingIds, now);
      if (stale) await this.store.sweep(now, [...new Set(sailingIds)].filter((id) => this.sailingCodes(id).length > 0));
      return free;
    });
  }

  hold(request: OperatorHoldRequest): Promise<OperatorHold> {
    return this.call('hold', () => this.store.hold(request, this.clock()));
  }

  extend(reference: string, minutes: number): Promise<OperatorHold> {
    return this.call('extend', () => this.store.extend(reference, minutes, this.clock()));
  }

  confirm(request: OperatorConfirmRequest): Promise<OperatorConfirmation> {
    return this.call('confirm', () => this.store.confirm(request, this.clock()));
  }

  release(reference: string): Promise<void> {
    return this.call('release', () => this.store.release(reference, this.clock()));
  }

  cancel(reference: string, paidCents: number): Promise<OperatorCancellation> {
    return this.call('cancel', () => this.store.cancel(reference, paidCents, this.clock()));
  }

  assist(request: OperatorAssistanceRequest): Promise<void> {
    return this.call('assist', () => this.store.assist(request, this.clock()));
  }

  cancelPart(request: OperatorPartCancelRequest): Promise<OperatorCancellation> {
    return this.call('cancelPart', () => this.store.cancelPart(request, this.clock()));
  }
}

/** The demo operator network over `db`, sweeping its expired holds every `sweepEveryMs` (30 s by default). */
export function createDemoOperators(options: DemoOperatorsOptions): DemoFerryOperators {
  const operators = new DemoFerryOperators(options);
  operators.startSweeping(options.sweepEveryMs ?? 30_000);
  return operators;
}
