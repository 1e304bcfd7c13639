import type { AccountFieldProblem, ChangeEmailError, ContactProblem, EmailChangeProblem, SavedProblem } from '../../core/account';
import {
  type ActivationError, type AuthFieldProblem, type ChangeOwnPasswordError, type LogInError, type OwnPasswordProblem, type RecoverPasswordError,
  type RegisterError,
} from '../../core/auth';
import { type DetailsProblem, type DetailsSummaryItem } from '../../core/booking/domain/details-form';
import {
  type AssistanceRefusal, type BookingFailure, type ChangeBlock, type ChangeDateProblem, type ChangeRefusal, type CheckoutFailure, type CheckoutFailureKind,
  type ManageBookingError, type PartCancelRefusalKind, type WizardStep,
} from '../../core/booking';
// The file, not the domain's index: the content screens (contact, newsletter) read this module's tables, and the index
// would bring the whole booking domain into their chunk's imports (a destination page would download and run it).
import { checkoutFailureOf } from '../../core/booking/use-cases/checkout-failure';

export { SEARCH_FIELD_MESSAGES } from './search/search-field-messages';

/** How a failure shows: its message id, the step it leads back to, the step-3 field it shows on. */
export interface FailureMessage {
  readonly message: string;
  /** The step to go back to (0: choose another sailing, 1: passengers and vehicles). */
  readonly back?: WizardStep;
  readonly field?: string;
}

/*
 * The one place where the booking's failure kinds become messages: the checkout's, the details form's fields, the
 * calls of steps 2 and 3, the hold timer's extension. A new failure kind fails to compile until it has its entry.
 */

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
  phoneInvalid: 'booking.error.invalidPhone',
  zipCodeInvalid: 'account.validation.zipCodeInvalid',
  greekZipCode: 'results.step3.error.greekZipCode',
  courierGreeceOnly: 'results.step3.error.courierGreeceOnly',
  taxNumber: 'results.step3.error.taxNumber',
  terms: 'booking.error.paymentFields',
  berthSex: 'results.step3.error.berthSex',
  registryInvalid: 'results.step3.error.registry',
  assistanceNoteTooLong: 'results.step3.error.assistanceNoteTooLong',
  textInvalid: 'results.step3.error.textInvalid',
};

/** What the summary above the Pay button says is still missing, by area (the core's `detailsSummary`). */
export const DETAILS_SUMMARY_MESSAGES: Record<DetailsSummaryItem, string> = {
  passengerDetails: 'booking.error.passengerDetails',
  invalidPhone: 'booking.error.invalidPhone',
  shippingDetails: 'booking.error.shippingDetails',
  paymentFields: 'booking.error.paymentFields',
  fillAllFields: 'booking.error.fillAllFields',
};

/** A failed pricing of step 2 (the live price of the choices), by kind. */
export const PRICING_FAILURE_MESSAGES: Record<Exclude<BookingFailure['kind'], 'NotReady'>, string> = {
  NoAvailability: 'results.step2.error.noAvailability',
  InvalidCoupon: 'results.step2.error.pricing',
  HoldExpired: 'results.step2.error.pricing',
  TooManyHolds: 'results.payment.error.tooManyHolds',
  CreditTooLow: 'results.payment.error.credit',
  Rejected: 'results.step2.error.pricing',
};

/** A failed call of step 3 (pricing with a coupon or a code, a code check), by kind. */
export const DETAILS_CALL_FAILURE_MESSAGES: Record<Exclude<BookingFailure['kind'], 'TooManyHolds'>, string> & { readonly TooManyHolds: { readonly holdLimit: string; readonly tooManyHolds: string } } = {
  NotReady: 'booking.error.fillAllFields',
  NoAvailability: 'results.step3.error.noAvailability',
  InvalidCoupon: 'results.step3.error.couponInvalid',
  HoldExpired: 'results.payment.error.holdExpired',
  TooManyHolds: { holdLimit: 'results.payment.error.holdLimit', tooManyHolds: 'results.payment.error.tooManyHolds' },
  CreditTooLow: 'results.payment.error.credit',
  Rejected: 'results.step3.error.priceProblem',
};

/** The message of a failed call of step 3. */
export function detailsCallFailureMessage(failure: BookingFailure): string {
  if (failure.kind !== 'TooManyHolds') return DETAILS_CALL_FAILURE_MESSAGES[failure.kind];
  const { holdLimit, tooManyHolds } = DETAILS_CALL_FAILURE_MESSAGES.TooManyHolds;
  return checkoutFailureOf(failure).kind === 'HoldLimit' ? holdLimit : tooManyHolds;
}

/** What the last press of the hold timer's "Extend time" came to. */
export type HoldExtendOutcome = 'extended' | 'notExtendable' | 'expired' | 'tooManyHolds' | 'holdLimit' | 'failed';

/** The message of an extension the server refused, by outcome (extended and expired have their own texts). */
export const HOLD_EXTENSION_MESSAGES: Record<Exclude<HoldExtendOutcome, 'extended' | 'expired'>, string> = {
  notExtendable: 'results.payment.extend.notExtendable',
  tooManyHolds: 'results.payment.error.tooManyHolds',
  holdLimit: 'results.payment.error.holdLimit',
  failed: 'results.payment.extend.failed',
};

/**
 * The failures of the auth use cases (log in, register, recover a password, activate, change one's password), the
 * fields' own errors aside. The core maps the shop's refusals (`AuthRefusal`: WrongCredentials, NotActivated,
 * TooManyAttempts…) to these kinds.
 */
export type AuthFailureKind = Exclude<(LogInError | RegisterError | RecoverPasswordError | ActivationError | ChangeOwnPasswordError)['kind'], 'Invalid' | 'NotLoggedIn'>;

/** The one table of the auth failures and their messages: a new kind does not compile until it has its entry. */
export const AUTH_FAILURE_MESSAGES: { readonly [K in AuthFailureKind]: string } = {
  WrongCredentials: 'auth.error.wrongCredentials',
  NotActivated: 'auth.error.notActivated',
  TooManyAttempts: 'auth.error.tooManyAttempts',
  EmailTaken: 'auth.error.emailTaken',
  TokenRejected: 'auth.error.linkInvalid',
  MissingToken: 'auth.error.linkInvalid',
  Failed: 'auth.error.failed',
};

/** Why a leg's change was not listed or started (the core's `ChangeRefusal`), by kind; a refused field by field. */
export type ChangeFailureKind = Exclude<ChangeRefusal['kind'], 'Invalid'>;

/**
 * The one table of "Change date or sailing"'s failures (issue 17) and their messages: a new refusal kind does not
 * compile until it has its entry. `Invalid` names the field it is said on.
 */
export const CHANGE_FAILURE_MESSAGES: { readonly [K in ChangeFailureKind]: string } & {
  readonly Invalid: Record<Extract<ChangeRefusal, { kind: 'Invalid' }>['field'], string>;
} = {
  NotFound: 'manage.change.error.NotFound',
  NotIssued: 'manage.change.error.NotIssued',
  NotAllowed: 'manage.change.error.NotAllowed',
  TooLate: 'manage.change.error.TooLate',
  Departed: 'manage.change.error.Departed',
  ChangeInProgress: 'manage.change.error.ChangeInProgress',
  CancelInProgress: 'manage.change.error.CancelInProgress',
  NotCard: 'manage.change.error.NotCard',
  QuoteChanged: 'manage.change.error.QuoteChanged',
  NotSameRoute: 'manage.change.error.NotSameRoute',
  NoAvailability: 'manage.change.error.NoAvailability',
  Unavailable: 'manage.change.error.Unavailable',
  Failed: 'manage.change.error.Failed',
  Invalid: { date: 'manage.change.problem.date.invalid', sailing: 'manage.change.problem.sailing' },
};

/** Why a leg cannot be changed now, as its line in the section says it (the company's policy, or a cancelled leg). */
export const CHANGE_BLOCK_MESSAGES: { readonly [K in ChangeBlock | 'cancelled']: string } = {
  NotIssued: 'manage.change.blocked.NotIssued',
  NotAllowed: 'manage.change.blocked.NotAllowed',
  TooLate: 'manage.change.blocked.TooLate',
  Departed: 'manage.change.blocked.Departed',
  ChangeInProgress: 'manage.change.blocked.ChangeInProgress',
  NotCard: 'manage.change.blocked.NotCard',
  cancelled: 'manage.change.blocked.cancelled',
};

/** Why the whole booking was not cancelled (the core's `ManageBookingError`), by kind. */
export const MANAGE_CANCEL_FAILURE_MESSAGES: { readonly [K in ManageBookingError['kind']]: string } = {
  NotFound: 'manage.cancel.error.NotFound',
  QuoteChanged: 'manage.cancel.error.QuoteChanged',
  AlreadyCancelled: 'manage.cancel.error.AlreadyCancelled',
  NotCancellable: 'manage.cancel.error.NotCancellable',
  ChangeInProgress: 'manage.cancel.error.ChangeInProgress',
  CancelInProgress: 'manage.cancel.error.CancelInProgress',
  Failed: 'manage.cancel.error.Failed',
};

/** Why part of the booking was not quoted or cancelled (the core's `PartCancelRefusal`), by kind. */
export const PART_CANCEL_FAILURE_MESSAGES: { readonly [K in PartCancelRefusalKind]: string } = {
  NotFound: 'manage.part.error.NotFound',
  NothingChosen: 'manage.part.error.NothingChosen',
  NotCancellable: 'manage.part.error.NotCancellable',
  AlreadyCancelled: 'manage.part.error.AlreadyCancelled',
  LegNotAllowed: 'manage.part.error.LegNotAllowed',
  PassengersNotAllowed: 'manage.part.error.PassengersNotAllowed',
  Departed: 'manage.part.error.Departed',
  PartCancelled: 'manage.part.error.PartCancelled',
  PartyLeftInvalid: 'manage.part.error.PartyLeftInvalid',
  QuoteChanged: 'manage.part.error.QuoteChanged',
  ChangeInProgress: 'manage.part.error.ChangeInProgress',
  CancelInProgress: 'manage.part.error.CancelInProgress',
  CompanyRefused: 'manage.part.error.CompanyRefused',
  Unavailable: 'manage.part.error.Unavailable',
  Failed: 'manage.part.error.Failed',
};

/** Why an assistance request was not recorded (the core's `AssistanceRefusal`; a refused field is said on it), by kind. */
export const ASSISTANCE_FAILURE_MESSAGES: { readonly [K in Exclude<AssistanceRefusal['kind'], 'Invalid'>]: string } = {
  NotFound: 'manage.assistance.error.NotFound',
  Departed: 'manage.assistance.error.Departed',
  NotIssued: 'manage.assistance.error.NotIssued',
  ChangeInProgress: 'manage.assistance.error.ChangeInProgress',
  Unavailable: 'manage.assistance.error.Unavailable',
  Failed: 'manage.assistance.error.Failed',
};

/**
 * The refusals of the manage page that end by themselves: a change of a leg, or a cancellation still with its company,
 * is under way. Their message says to try again in a few minutes, and the page offers "Check again" (the booking
 * loaded again, as the server then has it).
 */
const UNDER_WAY: ReadonlySet<string> = new Set(['ChangeInProgress', 'CancelInProgress'] satisfies (ChangeRefusal['kind'] & ManageBookingError['kind'])[]);

/** Whether the page offers "Check again" with a refusal of this kind. */
export const offersCheckAgain = (kind: string): boolean => UNDER_WAY.has(kind);

/** The problems of the change's day field (the core's `changeDateProblem`). */
export const CHANGE_DATE_MESSAGES: { readonly [K in ChangeDateProblem]: string } = {
  required: 'manage.change.problem.date.required',
  invalid: 'manage.change.problem.date.invalid',
  past: 'manage.change.problem.date.past',
};

/*
 * The forms' fields. The core's validators and use cases answer each wrong field's problem (a kind, never a message
 * id); these tables say it in the visitor's language, on the field. A new problem does not compile until it is here.
 */

/** The auth forms' fields (log in, register, lost password, activation). */
export const AUTH_FIELD_MESSAGES: Record<AuthFieldProblem, string> = {
  emailRequired: 'auth.validation.emailRequired',
  emailInvalid: 'auth.validation.emailInvalid',
  passwordRequired: 'auth.validation.passwordRequired',
  passwordInvalid: 'auth.validation.passwordInvalid',
  firstNameRequired: 'auth.validation.firstNameRequired',
  lastNameRequired: 'auth.validation.lastNameRequired',
  newPasswordRequired: 'auth.validation.newPasswordRequired',
  repeatedPasswordRequired: 'auth.validation.repeatedPasswordRequired',
  passwordMismatch: 'auth.validation.passwordMismatch',
};

/** The account page's password change: the auth forms' problems and a wrong current password. */
export const OWN_PASSWORD_MESSAGES: Record<OwnPasswordProblem, string> = {
  ...AUTH_FIELD_MESSAGES,
  wrongCurrentPassword: 'account.password.wrongCurrent',
};

/** The account page's e-mail change. */
export const EMAIL_CHANGE_MESSAGES: Record<EmailChangeProblem, string> = {
  emailRequired: 'auth.validation.emailRequired',
  emailInvalid: 'auth.validation.emailInvalid',
  sameEmail: 'account.email.same',
  emailTaken: 'auth.error.emailTaken',
  passwordRequired: 'auth.validation.passwordRequired',
  wrongPassword: 'account.email.wrongPassword',
  tooManyAttempts: 'auth.error.tooManyAttempts',
  invalid: 'account.validation.invalid',
};

/** A refused e-mail change that is no field's: the session ended, asked too often, or the server failed. */
export const EMAIL_CHANGE_FAILURE_MESSAGES: Record<Exclude<ChangeEmailError['kind'], 'Invalid'>, string> = {
  NotLoggedIn: 'account.error.notLoggedIn',
  TooOften: 'account.email.tooOften',
  Failed: 'account.error.failed',
};

/** A refused password change that is no field's. */
export const OWN_PASSWORD_FAILURE_MESSAGES: Record<Exclude<ChangeOwnPasswordError['kind'], 'Invalid'>, string> = {
  NotLoggedIn: 'account.error.notLoggedIn',
  TooManyAttempts: AUTH_FAILURE_MESSAGES.TooManyAttempts,
  Failed: 'account.error.failed',
};

/** The account page's details. */
export const ACCOUNT_FIELD_MESSAGES: Record<AccountFieldProblem, string> = {
  firstNameRequired: 'auth.validation.firstNameRequired',
  lastNameRequired: 'auth.validation.lastNameRequired',
  emailRequired: 'auth.validation.emailRequired',
  emailInvalid: 'auth.validation.emailInvalid',
  phoneInvalid: 'account.validation.phoneInvalid',
  zipCodeInvalid: 'account.validation.zipCodeInvalid',
  nationalityInvalid: 'account.validation.nationalityInvalid',
  invalid: 'account.validation.invalid',
};

/** The account's saved passengers, vehicles and pets. */
export const SAVED_FIELD_MESSAGES: Record<SavedProblem, string> = {
  nameRequired: 'contact.error.required',
  birthDateInvalid: 'account.validation.birthDateInvalid',
  birthDateFuture: 'account.validation.birthDateFuture',
  nationalityInvalid: 'account.validation.nationalityInvalid',
  codeInvalid: 'account.validation.invalid',
  clubIncomplete: 'account.validation.clubIncomplete',
};

/** The contact and newsletter forms. */
export const CONTACT_FIELD_MESSAGES: Record<ContactProblem, string> = {
  required: 'contact.error.required',
  emailInvalid: 'auth.validation.emailInvalid',
  nameTooLong: 'contact.error.nameTooLong',
  phoneInvalid: 'contact.error.phone',
  messageLength: 'contact.error.messageLength',
};

/** How a sent contact message ended (SPEC.md section 8: 'The email was sent successfully' / 'An error occurred. Please try again.'). */
export const CONTACT_RESULT_MESSAGES = {
  sent: 'contact.sent',
  failed: 'contact.failed',
  rateLimited: 'contact.rateLimited',
  /** A network failure or a server error (5xx): the message may not have left; what was typed is kept for a retry. */
  unreachable: 'contact.unreachable',
} as const satisfies Record<string, string>;

/** A contact field the server refused (its own checks, after the form's): the message shown on that field. */
export const CONTACT_SERVER_FIELD_MESSAGES: Readonly<Record<'name' | 'lastname' | 'email' | 'phone' | 'message', string>> = {
  name: 'contact.error.invalid',
  lastname: 'contact.error.invalid',
  email: 'auth.validation.emailInvalid',
  phone: 'contact.error.phone',
  message: 'contact.error.messageLength',
};

/** How a newsletter subscription ended (SPEC.md section 8: 'You have subscribed' / 'Something went wrong, please try again'). */
export const NEWSLETTER_MESSAGES = {
  subscribed: 'newsletter.subscribed',
  failed: 'newsletter.failed',
  /** A network failure or a server error (5xx). */
  unreachable: 'newsletter.unreachable',
} as const satisfies Record<string, string>;

/** A form's problems by field, as the message id each field shows (a field without a problem is left out). */
export function fieldMessages<F extends string, P extends string>(table: Readonly<Record<P, string>>, problems: Partial<Record<F, P>>): Partial<Record<F, string>> {
  const shown: Partial<Record<F, string>> = {};
  for (const [field, problem] of Object.entries(problems) as [F, P | undefined][]) {
    if (problem !== undefined) shown[field] = table[problem];
  }
  return shown;
}

/** One field's problem as its message id (none: undefined). */
export function fieldMessage<P extends string>(table: Readonly<Record<P, string>>, problem: P | undefined): string | undefined {
  return problem === undefined ? undefined : table[problem];
}
