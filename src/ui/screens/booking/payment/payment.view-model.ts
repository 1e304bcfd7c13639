import { makeAutoObservable, runInAction } from 'mobx';
import {
  type CardPaymentForm, type Checkout, type CheckoutFailure, type ExtendHold, type PaymentRedirect, type WizardStep, goToStep,
  describeRefusal, holdExtended, holdNotExtendable, setOrder,
} from '../../../../core/booking';
import { type Clock } from '../../../../core/shared/clock.port';
import { type Locale } from '../../../../core/shared/locale';
import { type Logger } from '../../../../core/shared/logger.port';
import { formatMoney } from '../../../../core/shared/money';
import { type BookingStore } from '../../../shared/booking/booking-store';
import { type HoldExtendOutcome, checkoutProblem } from '../../../shared/failure-messages';
import { secondsLeft } from './hold-time';
import { priceSummary } from '../../../../core/booking/domain/price-summary';

export interface PaymentDeps {
  store: BookingStore;
  checkout: Pick<Checkout, 'execute'>;
  redirect: PaymentRedirect;
  locale: () => Locale;
  logger: Logger;
}

/** Why paying stopped, as the traveller reads it, and where it leads back to. */
export interface PaymentProblem {
  readonly message: string;
  readonly values?: Record<string, string>;
  /** The step to go back to (0: choose another sailing, 1: passengers and vehicles); none: fix step 3. */
  readonly back?: WizardStep;
  /** A field of step 3 the server refused: the message also shows on it. */
  readonly field?: string;
}

export type PaymentPhase = 'idle' | 'working' | 'redirecting' | 'paid';

/**
 * The Pay button of step 3: runs the core's `Checkout` over the tab's booking and presents its outcome. The browser
 * leaves for the hosted payment page through the `PaymentRedirect` port once the waiting message is on screen; a
 * reseller's order paid from credit leads to the success page.
 */
export class PaymentViewModel {
  phase: PaymentPhase = 'idle';
  problem: PaymentProblem | undefined = undefined;
  /** The form to post once the waiting message shows. */
  pendingForm: CardPaymentForm | undefined = undefined;
  /** The order paid from a reseller's credit (then the success page shows it). */
  paidOrder: string | undefined = undefined;

  constructor(private readonly deps: PaymentDeps) {
    makeAutoObservable<PaymentViewModel, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  get busy(): boolean {
    return this.phase !== 'idle';
  }

  /** The total the Pay button names, once priced (a computed: step 3's keys do not re-render the button). */
  get finalPrice(): number | undefined {
    return priceSummary(this.deps.store.state)?.finalPrice;
  }

  /** A reseller pays from credit. */
  get reseller(): boolean {
    return this.deps.store.state.booknowIsReseller;
  }

  /** Holds and pays the booking; the problem, if any (also kept in `problem`). */
  async pay(): Promise<PaymentProblem | undefined> {
    if (this.busy) return undefined;
    this.phase = 'working';
    this.problem = undefined;
    let problem: PaymentProblem | undefined;
    try {
      const started = await this.deps.checkout.execute(this.deps.store);
      problem = started.ok ? undefined : this.present(started.error);
      runInAction(() => {
        if (!started.ok) return;
        if (started.value.kind === 'Redirect') {
          this.pendingForm = started.value.form;
          this.phase = 'redirecting';
        } else {
          this.paidOrder = started.value.orderCode;
          this.phase = 'paid';
        }
      });
    } catch (error) {
      this.deps.logger.log('error', `payment did not start: ${String(error)}`);
      problem = this.present({ kind: 'Failed' });
    }
    runInAction(() => {
      this.problem = problem;
      if (problem) this.phase = 'idle';
    });
    return problem;
  }

  private present(failure: CheckoutFailure): PaymentProblem {
    const total = failure.kind === 'PriceChanged' ? formatMoney(failure.total, this.deps.locale()) : undefined;
    return checkoutProblem(failure, total === undefined ? undefined : { total });
  }

  /** Leaves for the hosted payment page (called once the waiting message is on screen). */
  async leave(): Promise<void> {
    const form = this.pendingForm;
    if (!form) return;
    this.pendingForm = undefined;
    try {
      await this.deps.redirect.submit(form);
    } catch (error) {
      this.deps.logger.log('error', `payment page refused the form: ${String(error)}`);
      runInAction(() => {
        this.phase = 'idle';
        this.problem = this.present({ kind: 'Failed' });
      });
    }
  }

  /** Leads back to a step (after sold-out or an expired hold): the held order is dropped. */
  goBack(step: WizardStep): void {
    this.deps.store.update((s) => goToStep(setOrder(s, null), step));
    this.problem = undefined;
  }
}

export type { HoldExtendOutcome };

export interface HoldTimerDeps {
  store: BookingStore;
  extendHold: Pick<ExtendHold, 'execute'>;
  clock: Clock;
  logger: Logger;
}

/**
 * The hold timer's "Extend time": asks the server to extend the held order's hold (at most twice) and applies the
 * answer to the tab's booking, so the timer and a reload show the new end. When the server refuses (limit reached,
 * order paid or released) no extension is offered any more; when the hold has already run out the timer ends.
 */
export class HoldTimerViewModel {
  busy = false;
  private last: { orderCode: string; outcome: HoldExtendOutcome; minutes: number } | undefined = undefined;

  constructor(private readonly deps: HoldTimerDeps) {
    makeAutoObservable<HoldTimerViewModel, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  /** Whether the held order may still be extended, as far as the tab knows (the server has the last word). */
  get canExtend(): boolean {
    const order = this.deps.store.state.order;
    return !!order && (order.extensionsLeft ?? 1) > 0;
  }

  /** The outcome of the last extension of the current order (none after the order changed). */
  get outcome(): HoldExtendOutcome | undefined {
    return this.last && this.last.orderCode === this.deps.store.state.order?.code ? this.last.outcome : undefined;
  }

  /** Whole minutes left right after the last successful extension (what is announced). */
  get extendedMinutes(): number {
    return this.last?.minutes ?? 0;
  }

  async extend(): Promise<void> {
    const { store } = this.deps;
    const order = store.state.order;
    if (this.busy || !order) return;
    this.busy = true;
    const orderCode = order.code;
    let outcome: HoldExtendOutcome;
    let minutes = 0;
    try {
      const result = await this.deps.extendHold.execute(store.state);
      if (result.ok) {
        const { extension } = result.value;
        store.update((s) => holdExtended(s, extension));
        minutes = Math.floor(secondsLeft(store.state.order?.holdExpiresAt ?? extension.holdExpiresAt, this.deps.clock.nowIso()) / 60);
        outcome = 'extended';
      } else if (result.error.kind === 'NotExtendable') {
        store.update((s) => holdNotExtendable(s, orderCode));
        outcome = 'notExtendable';
      } else if (result.error.kind === 'HoldExpired') {
        store.update((s) => holdNotExtendable(s, orderCode, this.deps.clock.nowIso()));
        outcome = 'expired';
      } else if (result.error.kind === 'Rejected' && ['TooManyHolds', 'HoldLimit', 'TooManyTries'].includes(result.error.refusal.kind)) {
        // Too many holds from this client, or too many places held at once: the traveller may try again later.
        outcome = result.error.refusal.kind === 'HoldLimit' ? 'holdLimit' : 'tooManyHolds';
      } else {
        if (result.error.kind === 'Rejected') this.deps.logger.log('warn', `hold extension refused: ${describeRefusal(result.error.refusal)}`);
        outcome = 'failed';
      }
    } catch (error) {
      this.deps.logger.log('error', `hold extension failed: ${String(error)}`);
      outcome = 'failed';
    }
    runInAction(() => {
      this.busy = false;
      this.last = { orderCode, outcome, minutes };
    });
  }
}
