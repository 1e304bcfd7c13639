import { makeAutoObservable, runInAction } from 'mobx';
import { type LoadReservation, goToStep, searchOfBooking } from '../../../core/booking';
import { type Clock } from '../../../core/shared/clock.port';
import { type SearchQuery, toSearchQuery } from '../../../core/search/domain/search-query';
import { type BookingStore } from '../../features/booking/booking-store';

/**
 * What the server says of the order: not paid (the card was declined or the payment cancelled: the traveller can pay
 * again), paid and issued after all, paid but not issued (refunded), or unknown.
 */
export type PaymentOutcome = 'checking' | 'notPaid' | 'issued' | 'refund' | 'unknown';

export interface PaymentFailureDeps {
  reservations: Pick<LoadReservation, 'afterPayment'>;
  store: Pick<BookingStore, 'state' | 'searchKey' | 'update'>;
  clock: Clock;
}

/**
 * `/error?reason=payment&order_code=…`, where a declined or cancelled card payment ends. The tab's booking is kept
 * (session storage), and the order keeps its hold until it runs out, so the traveller can go back to the last step
 * and pay again, with another card, without typing anything again.
 */
export class PaymentFailureViewModel {
  orderCode = '';
  outcome: PaymentOutcome = 'checking';

  constructor(private readonly deps: PaymentFailureDeps) {
    makeAutoObservable<PaymentFailureViewModel, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  async check(orderCode: string): Promise<void> {
    const code = orderCode.trim().toUpperCase();
    if (code === this.orderCode && this.outcome !== 'checking') return;
    this.orderCode = code;
    this.outcome = 'checking';
    if (!code) {
      this.outcome = this.deps.store.state.order ? 'notPaid' : 'unknown';
      return;
    }
    const answer = await this.deps.reservations.afterPayment(code).catch(() => undefined);
    runInAction(() => {
      if (!answer) this.outcome = 'unknown';
      else if (answer.ok) this.outcome = 'issued';
      else if (answer.error.kind === 'NotPaid') this.outcome = 'notPaid';
      else if (answer.error.kind === 'NotIssued') this.outcome = 'refund';
      else this.outcome = 'unknown';
    });
  }

  /** The tab still holds this order's booking, with every trip chosen: it can be paid again from the last step. */
  get canRetry(): boolean {
    const { order } = this.deps.store.state;
    const sameOrder = !this.orderCode || order?.order_code === this.orderCode;
    return this.outcome === 'notPaid' && Boolean(order?.recorded) && sameOrder && this.resultsSearch() !== undefined;
  }

  /** The results search of the booking: the one it was started for, else the one its chosen trips and party tell. */
  private resultsSearch(): SearchQuery | undefined {
    const key = this.deps.store.searchKey;
    if (key) return Object.fromEntries(new URLSearchParams(key));
    const search = searchOfBooking(this.deps.store.state);
    return search ? toSearchQuery(search) : undefined;
  }

  /** When the hold on the places ends (ISO), while the tab holds the order. */
  get holdExpiresAt(): string | undefined {
    return this.canRetry ? this.deps.store.state.order?.hold_expires_at : undefined;
  }

  get holdExpired(): boolean {
    const ends = this.holdExpiresAt;
    return ends !== undefined && Date.parse(ends) <= Date.parse(this.deps.clock.nowIso());
  }

  /** Puts the booking back on its last step and answers the results search to open, or undefined when it cannot. */
  retry(): SearchQuery | undefined {
    const search = this.resultsSearch();
    if (!this.canRetry || !search) return undefined;
    this.deps.store.update((state) => goToStep(state, 2));
    return search;
  }
}
