import { BOOKING_MESSAGES, type DetailsProblem } from '../../core/booking/domain/details-form';
import { type CheckoutFailure, type CheckoutFailureKind, type WizardStep } from '../../core/booking';

/** How a failure shows: its message id, the step it leads back to, the step-3 field it shows on. */
export interface FailureMessage {
  readonly message: string;
  /** The step to go back to (0: choose another sailing, 1: passengers and vehicles). */
  readonly back?: WizardStep;
  readonly field?: string;
}

/**
 * The one table of the checkout's failures (the core's `CheckoutFailure`) and their messages: every kind has its
 * entry (the compiler checks), the refused detail of `Invalid` by reason.
 */
export const CHECKOUT_FAILURE_MESSAGES: { readonly [K in Exclude<CheckoutFailureKind, 'Invalid'>]: FailureMessage } & {
  readonly Invalid: Record<Extract<CheckoutFailure, { kind: 'Invalid' }>['reason'], string>;
} = {
  NotReady: { message: 'booking.error.fillAllFields' },
  NoAvailability: { message: 'results.step3.error.noAvailability', back: 0 },
  HoldExpired: { message: 'results.payment.error.holdExpired', back: 0 },
  PriceChanged: { message: 'results.payment.error.priceChanged' },
  TooManyHolds: { message: 'results.payment.error.tooManyHolds' },
  HoldLimit: { message: 'results.payment.error.holdLimit' },
  CreditTooLow: { message: 'results.payment.error.credit' },
  InvalidCoupon: { message: 'results.step3.error.couponInvalid', field: 'coupon.couponNumber' },
  Shipping: { message: 'booking.error.shippingDetails' },
  Failed: { message: 'results.payment.error.reservation' },
  Invalid: {
    passengerDetails: 'booking.error.passengerDetails',
    berthSex: 'results.step3.error.berthSex',
    missing: 'booking.error.fillAllFields',
  },
};

/** A checkout failure as the traveller reads it: message, values (the new total of a changed price), way back, field. */
export function checkoutProblem(failure: CheckoutFailure, values?: Record<string, string>): FailureMessage & { readonly values?: Record<string, string> } {
  const shown: FailureMessage = failure.kind === 'Invalid'
    ? { message: CHECKOUT_FAILURE_MESSAGES.Invalid[failure.reason], field: failure.field }
    : failure.kind === 'Shipping'
      ? { ...CHECKOUT_FAILURE_MESSAGES.Shipping, field: failure.field }
      : CHECKOUT_FAILURE_MESSAGES[failure.kind];
  const { back, field } = shown;
  return { message: shown.message, ...(values ? { values } : {}), ...(back !== undefined ? { back } : {}), ...(field !== undefined ? { field } : {}) };
}

/** The problems of the details step's fields (the core's `detailsFieldErrors`), as each field shows them. */
export const DETAILS_MESSAGES: Record<DetailsProblem, string> = {
  required: 'results.step3.error.required',
  birthDateInvalid: 'account.validation.birthDateInvalid',
  birthDateFuture: 'account.validation.birthDateFuture',
  emailRequired: 'auth.validation.emailRequired',
  emailInvalid: 'auth.validation.emailInvalid',
  phoneInvalid: BOOKING_MESSAGES.invalidPhone,
  zipCodeInvalid: 'account.validation.zipCodeInvalid',
  greekZipCode: 'results.step3.error.greekZipCode',
  courierGreeceOnly: 'results.step3.error.courierGreeceOnly',
  taxNumber: 'results.step3.error.taxNumber',
  terms: BOOKING_MESSAGES.paymentFields,
  berthSex: 'results.step3.error.berthSex',
};
