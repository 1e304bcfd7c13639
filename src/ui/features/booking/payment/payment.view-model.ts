import { makeAutoObservable, runInAction } from 'mobx';
import { type SubscribeNewsletter } from '../../../../core/account';
import { newsletterGroup } from '../../../../core/account/domain/contact';
import {
  type BookingFailure, type CardPaymentForm, type CourierGateway, type ExtendHold, type HoldBooking, type PayBooking,
  type PaymentRedirect, type WizardStep, goToStep, holdExtended, holdNotExtendable, priceSummary, setOrder, setPricing,
} from '../../../../core/booking';
import { type ApiFailure } from '../../../../core/shared/api-failure';
import { type Clock } from '../../../../core/shared/clock.port';
import { type Locale } from '../../../../core/shared/locale';
import { type Logger } from '../../../../core/shared/logger.port';
import { formatMoney } from '../../../../core/shared/money';
import { type BookingStore } from '../booking-store';
import { secondsLeft } from './hold-time';

export interface PaymentDeps {
  store: BookingStore;
  hold: Pick<HoldBooking, 'execute'>;
  pay: Pick<PayBooking, 'execute'>;
  courier: Pick<CourierGateway, 'createVoucher'>;
  redirect: PaymentRedirect;
  /** The newsletter subscription (loads the account domain): asked for only when the traveller opted in. */
  newsletter: () => Promise<Pick<SubscribeNewsletter, 'execute'>>;
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

/** A refused field of insert-booking (`passengers.0.name`, `leader.mobile`, `shipping.zipCode`) as step 3's field key. */
export function fieldOfServer(field: string | undefined): string | undefined {
  if (!field) return undefined;
  const [head, a, b] = field.split('.');
  if (head === 'passengers' && a !== undefined && b) return `traveller.${a}.${b}`;
  if (head === 'vehicles' && a !== undefined) return `vehicle.${a}.${b ?? 'plate'}`;
  if (head === 'pets' && a !== undefined) return `pet.${a}.${b ?? 'name'}`;
  if (head === 'leader' && a) return `leader.${a}`;
  if (head === 'shipping') return a === 'zipCode' ? 'leader.zipcode' : a === 'prefecture' ? 'payment.prefecture' : a === 'doorName' ? 'payment.name' : `leader.${a ?? 'address'}`;
  if (head === 'invoice' && a) return `invoice.${a}`;
  if (head === 'coupon' || head === 'email') return 'coupon.couponNumber';
  return undefined;
}

/** The message of a refused hold (429): too many holds a minute or hour, or too many places held at once. */
export function tooManyHoldsMessage(failure: ApiFailure): string {
  return failure.code === 'HOLD_LIMIT' ? 'results.payment.error.holdLimit' : 'results.payment.error.tooManyHolds';
}

function problemOf(failure: BookingFailure): PaymentProblem {
  switch (failure.kind) {
    case 'NoAvailability': return { message: 'results.step3.error.noAvailability', back: 0 };
    case 'HoldExpired': return { message: 'results.payment.error.holdExpired', back: 0 };
    case 'TooManyHolds': return { message: tooManyHoldsMessage(failure.failure) };
    case 'InvalidCoupon': return { message: 'results.step3.error.couponInvalid', field: 'coupon.couponNumber' };
    case 'NotReady': return { message: 'booking.error.fillAllFields' };
    default: {
      const api: ApiFailure = failure.failure;
      const field = fieldOfServer(api.field);
      if (api.code === 'SHIPPING_DETAILS') return { message: 'booking.error.shippingDetails', field: field ?? 'leader.address' };
      if (api.code === 'PASSENGER_DETAILS') return { message: 'booking.error.passengerDetails', field };
      if (api.code === 'BERTH_SEX') return { message: 'results.step3.error.berthSex', field };
      if (field) return { message: 'booking.error.fillAllFields', field };
      return { message: 'results.payment.error.reservation' };
    }
  }
}

/**
 * The payment of step 3: holds the booking (optional booking, then the details), books the courier when tickets
 * go by courier, then starts the card payment; the browser leaves for the hosted payment page through the
 * `PaymentRedirect` port once the waiting message is on screen. A reseller pays from the credit limit at once.
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

  /** Holds and pays the booking; the problem, if any (also kept in `problem`). */
  async pay(): Promise<PaymentProblem | undefined> {
    if (this.busy) return undefined;
    this.phase = 'working';
    this.problem = undefined;
    try {
      const problem = await this.run(true);
      runInAction(() => {
        this.problem = problem;
        if (problem) this.phase = 'idle';
      });
      return problem;
    } catch (error) {
      this.deps.logger.log('error', `payment did not start: ${String(error)}`);
      const problem: PaymentProblem = { message: 'results.payment.error.reservation' };
      runInAction(() => {
        this.problem = problem;
        this.phase = 'idle';
      });
      return problem;
    }
  }

  private async run(retryExpired: boolean): Promise<PaymentProblem | undefined> {
    const { store } = this.deps;
    const before = priceSummary(store.state)?.finalPrice;
    // Details recorded before (a payment left half-way) are recorded again, as they may have changed since.
    store.update((s) => (s.order?.recorded ? setOrder(s, { ...s.order, recorded: false }) : s));
    const held = await this.deps.hold.execute(store.state);
    if (!held.ok) {
      if (held.error.kind === 'HoldExpired' && retryExpired) {
        store.update((s) => setOrder(s, null));
        return this.run(false);
      }
      return problemOf(held.error);
    }
    const { pricing, order } = held.value;
    store.update((s) => setOrder(pricing ? setPricing(s, pricing) : s, order));
    const after = priceSummary(store.state)?.finalPrice;
    if (before !== undefined && after !== undefined && before !== after) {
      return { message: 'results.payment.error.priceChanged', values: { total: formatMoney(after, this.deps.locale()) } };
    }
    const state = store.state;
    const pay = state.paymentForm;
    if (pay.receiveTicketsMethod === 'courier' && state.order) {
      const voucher = await this.deps.courier.createVoucher({
        orderCode: state.order.order_code, name: pay.name.trim(), address: pay.address.trim(), city: pay.city.trim(),
        zipCode: pay.zipCode.trim(), prefecture: pay.prefecture.trim(), telephone: pay.telephone.replace(/\s/g, ''),
      });
      if (!voucher.ok) {
        return { message: 'booking.error.shippingDetails', field: fieldOfServer(`shipping.${voucher.error.field ?? 'address'}`) };
      }
    }
    if (pay.newsletter) await this.subscribe(state.leader.email);
    const started = await this.deps.pay.execute(store.state);
    if (!started.ok) {
      if (started.error.kind === 'HoldExpired' && retryExpired) {
        store.update((s) => setOrder(s, null));
        return this.run(false);
      }
      if (started.error.kind === 'NoAvailability' && state.booknowIsReseller) return { message: 'results.payment.error.credit' };
      return started.error.kind === 'NoAvailability' ? { message: 'results.payment.error.reservation' } : problemOf(started.error);
    }
    runInAction(() => {
      if (started.value.kind === 'Redirect') {
        this.pendingForm = started.value.form;
        this.phase = 'redirecting';
      } else {
        this.paidOrder = state.order?.order_code;
        this.phase = 'paid';
      }
    });
    return undefined;
  }

  private async subscribe(email: string): Promise<void> {
    try {
      const subscribe = await this.deps.newsletter();
      const done = await subscribe.execute(email.trim(), newsletterGroup(this.deps.locale()));
      if (!done.ok) this.deps.logger.log('warn', `newsletter subscription refused: ${done.error.kind}`);
    } catch (error) {
      this.deps.logger.log('warn', `newsletter subscription failed: ${String(error)}`);
    }
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
        this.problem = { message: 'results.payment.error.reservation' };
      });
    }
  }

  /** Leads back to a step (after sold-out or an expired hold): the held order is dropped. */
  goBack(step: WizardStep): void {
    this.deps.store.update((s) => goToStep(setOrder(s, null), step));
    this.problem = undefined;
  }
}

/** What the last press of "Extend time" came to. */
export type HoldExtendOutcome = 'extended' | 'notExtendable' | 'expired' | 'tooManyHolds' | 'holdLimit' | 'failed';

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
    return !!order && (order.extensions_left ?? 1) > 0;
  }

  /** The outcome of the last extension of the current order (none after the order changed). */
  get outcome(): HoldExtendOutcome | undefined {
    return this.last && this.last.orderCode === this.deps.store.state.order?.order_code ? this.last.outcome : undefined;
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
    const orderCode = order.order_code;
    let outcome: HoldExtendOutcome;
    let minutes = 0;
    try {
      const result = await this.deps.extendHold.execute(store.state);
      if (result.ok) {
        const { extension } = result.value;
        store.update((s) => holdExtended(s, extension));
        minutes = Math.floor(secondsLeft(store.state.order?.hold_expires_at ?? extension.hold_expires_at, this.deps.clock.nowIso()) / 60);
        outcome = 'extended';
      } else if (result.error.kind === 'NotExtendable') {
        store.update((s) => holdNotExtendable(s, orderCode));
        outcome = 'notExtendable';
      } else if (result.error.kind === 'HoldExpired') {
        store.update((s) => holdNotExtendable(s, orderCode, this.deps.clock.nowIso()));
        outcome = 'expired';
      } else if (result.error.kind === 'Rejected' && result.error.failure.kind === 'RateLimited') {
        // Too many holds from this client, or too many places held at once: the traveller may try again later.
        outcome = result.error.failure.code === 'HOLD_LIMIT' ? 'holdLimit' : 'tooManyHolds';
      } else {
        if (result.error.kind === 'Rejected') this.deps.logger.log('warn', `hold extension refused: ${result.error.failure.code}`);
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
