import { type Logger } from '../../shared/logger.port';
import { type Result, err, ok } from '../../shared/result';
import { type BookingState } from '../domain/booking-state';
import { type DetailsNotApplied } from '../domain/booking-refusal';
import { setOrder, setPricing } from '../domain/form-actions';
import { priceSummary } from '../domain/price-summary';
import { type PaymentForm } from '../ports/payments-gateway.port';
import { type BookingFailure } from './booking-failure';
import { type CheckoutFailure, checkoutFailureOf } from './checkout-failure';
import { type HoldBooking } from './hold-booking.use-case';
import { type PayBooking } from './pay-booking.use-case';

/** The tab's booking as the checkout reads and changes it (the UI's booking store): each change is a pure transition. */
export interface CheckoutBooking {
  readonly state: BookingState;
  update(transition: (state: BookingState) => BookingState): void;
}

/**
 * The order was paid already: a payment whose result never came back (the page was left on the redirect), which the
 * shop learnt of from the processor when asked to pay again (server: ALREADY_PAID, ALREADY_ISSUED), so the traveller
 * goes to the tickets instead of paying twice.
 */
const paidAlready = (failure: BookingFailure): boolean => 'refusal' in failure && failure.refusal.kind === 'AlreadySettled';

/** What of the details sent the shop did not apply, when it found the order paid (the success page says so). */
const notAppliedOf = (failure: BookingFailure): DetailsNotApplied | undefined =>
  'refusal' in failure && failure.refusal.kind !== 'Invalid' ? failure.refusal.notApplied : undefined;

/**
 * How the payment started: post this form to the hosted card page, or the order is paid (a reseller's, from credit;
 * or one paid on the hosted page already, whose result was lost).
 */
export type CheckoutStart =
  | { readonly kind: 'Redirect'; readonly form: PaymentForm }
  | { readonly kind: 'Paid'; readonly orderCode: string; readonly notApplied?: DetailsNotApplied };

/**
 * The newsletter sign-up the checkout makes when the traveller opted in, in the traveller's language. The composition
 * binds the account domain's `SubscribeNewsletter` (loaded on first use), so the booking domain does not import it.
 */
export interface NewsletterSignUp {
  subscribe(email: string): Promise<Result<void, { readonly kind: string }>>;
}

export interface CheckoutDeps {
  hold: Pick<HoldBooking, 'execute'>;
  pay: Pick<PayBooking, 'execute'>;
  /** The newsletter sign-up, asked for only when the traveller opted in (it may load code, hence the promise). */
  newsletter: () => Promise<NewsletterSignUp>;
  logger: Logger;
}

/**
 * The checkout of step 3 (SPEC.md section 8): holds the booking (optional booking, then the details), stops when the
 * held price is not the one the traveller saw, subscribes the newsletter when asked (its failure never stops the payment) and starts the payment: the hosted card page, or a
 * reseller's credit. A hold that has run out (when holding or when paying) is dropped and the booking held again,
 * once. Every change of the booking (the held order, the new price) goes to the tab's booking as it happens, so a
 * second Pay goes on with the same held order. Tickets by courier: the shipping address goes with the details
 * (insert-booking); the server books the courier once the tickets are issued, never for an unpaid order.
 */
export class Checkout {
  constructor(private readonly deps: CheckoutDeps) {}

  /** The payment started; or why not, in which case no payment was started. */
  async execute(booking: CheckoutBooking): Promise<Result<CheckoutStart, CheckoutFailure>> {
    return this.attempt(booking, true);
  }

  private async attempt(booking: CheckoutBooking, recoverExpired: boolean): Promise<Result<CheckoutStart, CheckoutFailure>> {
    const before = priceSummary(booking.state)?.finalPrice;
    // Details recorded before (a payment left half-way) are recorded again, as they may have changed since.
    booking.update((s) => (s.order?.recorded ? setOrder(s, { ...s.order, recorded: false }) : s));
    const held = await this.deps.hold.execute(booking.state);
    if (!held.ok) {
      if (paidAlready(held.error)) return this.paid(booking, notAppliedOf(held.error));
      if (held.error.kind === 'HoldExpired' && recoverExpired) return this.again(booking);
      return err(checkoutFailureOf(held.error));
    }
    const { pricing, order } = held.value;
    booking.update((s) => setOrder(pricing ? setPricing(s, pricing) : s, order));
    const after = priceSummary(booking.state)?.finalPrice;
    if (before !== undefined && after !== undefined && before !== after) return err({ kind: 'PriceChanged', total: after });

    const state = booking.state;
    if (state.paymentForm.newsletter) await this.subscribe(state.leader.email);

    const started = await this.deps.pay.execute(booking.state);
    if (!started.ok) {
      const failure = started.error;
      if (paidAlready(failure)) return ok({ kind: 'Paid', orderCode: booking.state.order?.code ?? order?.code ?? '' });
      if (failure.kind === 'HoldExpired' && recoverExpired) return this.again(booking);
      // The held order could not be paid (closed or its places gone meanwhile); a reseller's credit too low says so (CreditTooLow).
      if (failure.kind === 'NoAvailability') return err({ kind: 'Failed' });
      return err(checkoutFailureOf(failure));
    }
    if (started.value.kind === 'Redirect') return ok({ kind: 'Redirect', form: started.value.form });
    return ok({ kind: 'Paid', orderCode: booking.state.order?.code ?? order?.code ?? '' });
  }

  /**
   * Paid already: the order's details are those paid for (recorded: leaving step 3 for the tickets loses nothing, so
   * the page's leave warning stays quiet), and the details not applied, if the shop named any, go with the tab's
   * order to the success page.
   */
  private paid(booking: CheckoutBooking, notApplied: DetailsNotApplied | undefined): Result<CheckoutStart, CheckoutFailure> {
    const order = booking.state.order;
    if (order) booking.update((s) => setOrder(s, { ...order, recorded: true, ...(notApplied ? { notApplied } : {}) }));
    return ok({ kind: 'Paid', orderCode: order?.code ?? '', ...(notApplied ? { notApplied } : {}) });
  }

  /** The hold ran out: the order is dropped and the booking held again, this once. */
  private again(booking: CheckoutBooking): Promise<Result<CheckoutStart, CheckoutFailure>> {
    booking.update((s) => setOrder(s, null));
    return this.attempt(booking, false);
  }

  private async subscribe(email: string): Promise<void> {
    try {
      const signUp = await this.deps.newsletter();
      const done = await signUp.subscribe(email.trim());
      if (!done.ok) this.deps.logger.log('warn', `newsletter subscription refused: ${done.error.kind}`);
    } catch (error) {
      this.deps.logger.log('warn', `newsletter subscription failed: ${String(error)}`);
    }
  }
}
