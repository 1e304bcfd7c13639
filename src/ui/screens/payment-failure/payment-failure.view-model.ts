import { makeAutoObservable, runInAction } from 'mobx';
import { type LoadReservation, type RefundInfo, type ReservationError, goToStep, searchOfBooking } from '../../../core/booking';
import { type Reservation } from '../../../core/booking';
import { type Clock } from '../../../core/shared/clock.port';
import { type Result } from '../../../core/shared/result';
import { type SearchQuery, toSearchQuery } from '../../../core/search/domain/search-query';
import { type BookingStore } from '../../shared/booking/booking-store';

/**
 * What the server says of the order, told to the traveller (issue 14, "never a silent failure"):
 * - not paid, and why when the payment's redirect says so: the bank `declined` the card, the traveller `cancelled`
 *   on the payment page, or just `notPaid`; the traveller can pay again;
 * - `issued` after all (the page sends to the tickets);
 * - `issuing`: paid, the company is confirming the tickets (the page asks again a few times), then `issuingLate`
 *   (the tickets will come by e-mail);
 * - `refund`: paid but not issued, the money goes back (`refund` says why and how much);
 * - `unknown`: no such order for this traveller, or the server could not be asked.
 */
export type PaymentOutcome = 'checking' | 'declined' | 'cancelled' | 'notPaid' | 'issued' | 'issuing' | 'issuingLate' | 'refund' | 'unknown';

/** What the payment's redirect says happened (`&payment=…`); the server's answer has the last word. */
export type PaymentHint = 'declined' | 'cancelled' | 'refunded' | 'pending';
const HINTS: readonly string[] = ['declined', 'cancelled', 'refunded', 'pending'] satisfies readonly PaymentHint[];
export const paymentHintOf = (value: unknown): PaymentHint | undefined =>
  typeof value === 'string' && HINTS.includes(value) ? value as PaymentHint : undefined;

/** How often, and how far apart, the page asks again while a paid order's tickets are being confirmed. */
export const ISSUING_RETRIES = 5;
export const ISSUING_RETRY_MS = 3_000;

export interface PaymentFailureDeps {
  reservations: Pick<LoadReservation, 'afterPayment'>;
  store: Pick<BookingStore, 'state' | 'searchKey' | 'update'>;
  clock: Clock;
  /** Waits before asking again (tests pass one that does not wait). */
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => { setTimeout(resolve, ms); });

/**
 * `/error?reason=payment&order_code=…&payment=…`, where a card payment that did not end in tickets lands. The tab's
 * booking is kept (session storage), and the order keeps its hold until it runs out, so after a declined or
 * cancelled payment the traveller can go back to the last step and pay again, with another card, without typing
 * anything again. A paid order is never shown as a failure: its tickets are on their way, or its money is.
 */
export class PaymentFailureViewModel {
  orderCode = '';
  outcome: PaymentOutcome = 'checking';
  /** Why the money of a paid order goes back and how much (outcome `refund`), when the server says. */
  refund: RefundInfo | undefined = undefined;
  private hint: PaymentHint | undefined = undefined;
  /** Bumped by every check: an older check's late answers are dropped. */
  private generation = 0;

  constructor(private readonly deps: PaymentFailureDeps) {
    makeAutoObservable<PaymentFailureViewModel, 'deps' | 'generation'>(this, { deps: false, generation: false }, { autoBind: true });
  }

  async check(orderCode: string, hint?: PaymentHint): Promise<void> {
    const code = orderCode.trim().toUpperCase();
    // The same order already told (a page shown again): nothing to ask. One still being followed is asked anew, since
    // leaving the page stopped its questions.
    if (code === this.orderCode && hint === this.hint && this.outcome !== 'checking' && this.outcome !== 'issuing') return;
    this.orderCode = code;
    this.hint = hint;
    this.outcome = 'checking';
    this.refund = undefined;
    const generation = ++this.generation;
    if (!code) {
      this.outcome = this.deps.store.state.order ? this.notPaid() : 'unknown';
      return;
    }
    await this.follow(code, generation);
  }

  /** Asks again (after `issuingLate`, or when the server could not be asked). */
  async recheck(): Promise<void> {
    if (!this.orderCode || this.outcome === 'checking' || this.outcome === 'issuing') return;
    const generation = ++this.generation;
    this.outcome = 'checking';
    await this.follow(this.orderCode, generation);
  }

  /** Asks the server, and while the tickets are being confirmed asks again a few times before saying they will come by e-mail. */
  private async follow(code: string, generation: number): Promise<void> {
    const wait = this.deps.wait ?? sleep;
    for (let round = 0; round <= ISSUING_RETRIES; round += 1) {
      if (round > 0) await wait(ISSUING_RETRY_MS);
      if (generation !== this.generation) return;
      const answer = await this.ask(code);
      if (generation !== this.generation) return;
      if (answer?.ok || answer?.error.kind !== 'Issuing') {
        runInAction(() => this.settle(answer));
        return;
      }
      runInAction(() => { this.outcome = 'issuing'; });
    }
    runInAction(() => { this.outcome = 'issuingLate'; });
  }

  private ask(code: string): Promise<Result<Reservation, ReservationError> | undefined> {
    const { order, booknowUserId } = this.deps.store.state;
    const userId = order?.code === code ? booknowUserId ?? undefined : undefined;
    return this.deps.reservations.afterPayment(code, userId).catch(() => undefined);
  }

  private settle(answer: Result<Reservation, ReservationError> | undefined): void {
    if (!answer) this.outcome = 'unknown';
    else if (answer.ok) this.outcome = 'issued';
    else if (answer.error.kind === 'NotPaid') this.outcome = this.notPaid();
    else if (answer.error.kind === 'NotIssued') {
      this.outcome = 'refund';
      this.refund = answer.error.refund;
    } else this.outcome = 'unknown';
  }

  private notPaid(): PaymentOutcome {
    return this.hint === 'declined' ? 'declined' : this.hint === 'cancelled' ? 'cancelled' : 'notPaid';
  }

  /** Nothing was charged: the traveller may pay again. */
  get notCharged(): boolean {
    return this.outcome === 'declined' || this.outcome === 'cancelled' || this.outcome === 'notPaid';
  }

  /** The tab still holds this order's booking, with every trip chosen: it can be paid again from the last step. */
  get canRetry(): boolean {
    const { order } = this.deps.store.state;
    const sameOrder = !this.orderCode || order?.code === this.orderCode;
    return this.notCharged && Boolean(order?.recorded) && sameOrder && this.resultsSearch() !== undefined;
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
    return this.canRetry ? this.deps.store.state.order?.holdExpiresAt : undefined;
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

  /** Stops asking (the page is left). */
  dispose(): void {
    this.generation += 1;
  }
}
