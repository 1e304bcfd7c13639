import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { type Quote } from '../../../../core/booking';
import {
  type BookingFailure, type BookingState, type PriceBooking, choicesComplete, tripRequestOf, pricingCurrent, setPricing,
} from '../../../../core/booking';
import { type BookingStore } from '../../../shared/booking/booking-store';

export type PricingStatus = 'idle' | 'pending' | 'failed';

/** What the booking is priced on: the trips' choices (on the wire) and the coupon. */
function pricingKey(state: BookingState): string {
  return JSON.stringify([state.items.map((item) => item && tripRequestOf(item)), state.coupon.hasCoupon ? state.coupon.couponNumber.trim() : '']);
}

/**
 * Keeps the booking priced while its choices change: each change waits a moment (debounced), then PriceBooking
 * prices the booking as it is and the answer goes into the store. Only the latest request counts: an answer to
 * choices that changed since is dropped. One per tab (singleton), shared by the passengers step, which watches,
 * and the price summary, which shows the status and the last prices while new ones are on the way.
 */
export class LivePricing {
  status: PricingStatus = 'idle';
  failure: BookingFailure | undefined = undefined;
  /** The latest pricing received, shown (as updating) while the changed choices are priced again. */
  lastPricing: Quote | null;
  private generation = 0;
  private pricedKey: string | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private watchers = 0;
  private running: { key: string; generation: number; done: Promise<void> } | undefined;

  constructor(private readonly deps: { store: BookingStore; price: Pick<PriceBooking, 'execute'>; debounceMs?: number }) {
    this.lastPricing = deps.store.state.pricing;
    if (deps.store.state.pricing && pricingCurrent(deps.store.state)) this.pricedKey = pricingKey(deps.store.state);
    makeAutoObservable<LivePricing, 'deps' | 'generation' | 'pricedKey' | 'timer' | 'watchers' | 'running'>(this, {
      deps: false, generation: false, pricedKey: false, timer: false, watchers: false, running: false,
    }, { autoBind: true });
  }

  /** Prices on every change of the choices until the returned function is called (the passengers step's lifetime). */
  watch(): () => void {
    this.watchers += 1;
    const dispose = reaction(() => pricingKey(this.deps.store.state), (key) => this.changed(key), { fireImmediately: true });
    return () => {
      dispose();
      this.watchers -= 1;
      if (this.watchers === 0) this.cancel();
    };
  }

  /** Prices now (skipping the wait) unless the current choices are priced already; resolves when done. */
  async priceNow(): Promise<void> {
    const key = pricingKey(this.deps.store.state);
    if (this.deps.store.state.pricing && key === this.pricedKey) return;
    if (this.running && this.running.key === key && this.running.generation === this.generation) return this.running.done;
    this.clearTimer();
    this.generation += 1;
    return this.run(this.generation, key);
  }

  private changed(key: string): void {
    this.generation += 1;
    this.clearTimer();
    const state = this.deps.store.state;
    if (state.pricing && key === this.pricedKey) {
      this.status = 'idle';
      return;
    }
    if (!choicesComplete(state)) {
      // Nothing to price until every passenger has a place: the step shows what is missing.
      this.status = 'idle';
      this.failure = undefined;
      return;
    }
    this.status = 'pending';
    const generation = this.generation;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.run(generation, key);
    }, this.deps.debounceMs ?? 400);
  }

  private run(generation: number, key: string): Promise<void> {
    this.status = 'pending';
    const running = this.deps.price.execute(this.deps.store.state).then((result) => runInAction(() => {
      if (generation !== this.generation) return;
      if (result.ok) {
        const pricing = result.value.pricing;
        if (pricing) {
          this.deps.store.update((state) => setPricing(state, pricing));
          this.lastPricing = pricing;
          this.pricedKey = key;
        }
        this.status = 'idle';
        this.failure = undefined;
      } else if (result.error.kind === 'NotReady') {
        this.status = 'idle';
        this.failure = undefined;
      } else {
        this.status = 'failed';
        this.failure = result.error;
      }
    }), (error: unknown) => runInAction(() => {
      if (generation !== this.generation) return;
      // A network fault: the traveller may try again; the fault itself is logged by the gateway.
      this.status = 'failed';
      this.failure = { kind: 'Rejected', refusal: { kind: 'Invalid', reason: 'Input', detail: `network: ${String(error)}` } };
    }));
    const entry = { key, generation, done: running };
    this.running = entry;
    void running.finally(() => {
      if (this.running === entry) this.running = undefined;
    });
    return running;
  }

  private cancel(): void {
    this.clearTimer();
    this.generation += 1;
    if (this.status === 'pending') this.status = 'idle';
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
