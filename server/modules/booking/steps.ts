/**
 * The booking saga's steps as the booking module and the payments module call them: the port the saga
 * (server/saga/booking-saga.ts, server/saga/change-saga.ts) implements and server/composition.ts hands in. The saga
 * uses this module's rules (pricing, the refund ledger, order access, order-guards.ts, leg-party.ts), so the module
 * names the steps it needs here instead of importing the saga: every import runs down, from the saga to the module.
 */
import type {
  ChangeAnswer, ChangeOptionsAnswer, OptionalBookingAnswer, PricingRequest, RefundAnswer,
} from '../../../src/contract/index';
import type { Locale } from '../../../src/core/shared/locale';
import type { bookingOrders } from '../../database/schema/booking';
import type { bookingChanges } from '../../database/schema/booking-changes';
import type { RefundCovers } from '../../database/schema/refunds';
import { ApiError } from '../../http/errors';
import type { HostedPaymentForm, VerifiedPaymentResult } from '../../ports/payment-processor';
import type { Holder } from './hold-limits';
import type { Caller } from './identity';
import type { RefundRow } from './refund-ledger';
import type { OrderRow } from './reservation';
import type { Tx } from './sql';

/** Who moves an order or a change on: the traveller's request, the processor's callback, or the reconciler. */
export type Actor = 'request' | 'callback' | 'reconciler';

/** What the traveller is sent to after a payment result: the tickets, or the payment error page saying why. */
export type PaymentLanding = { readonly issued: true } | { readonly issued: false; readonly payment: 'declined' | 'cancelled' | 'refunded' | 'pending' };

/**
 * A pay or details request for an order the traveller has paid already (its tickets issued or being issued; found by
 * asking the processor, `settleOpenAttempts`): the web app shows the order's success page instead of a new form.
 */
export const alreadyPaid = (): ApiError => new ApiError(409, 'ALREADY_PAID', 'This order is paid; its tickets are issued');

/** A change of a leg's date or sailing as stored (`booking_changes`). */
export type ChangeRow = typeof bookingChanges.$inferSelect;

/** A verified payment result as a step applies it. */
export type AppliedResult = Pick<VerifiedPaymentResult, 'attemptId' | 'outcome' | 'amount' | 'transactionId'>;

/** The booking saga's steps (server/saga/booking-saga.ts, where each is described). */
export interface BookingSteps {
  hold(request: PricingRequest, caller: Caller | null, lang: Locale, holder: Holder): Promise<OptionalBookingAnswer>;
  extendHolds(orderId: number, minutes: number): Promise<Date>;
  recordDetails(tx: Tx, row: OrderRow, set: Partial<typeof bookingOrders.$inferInsert>): Promise<OrderRow | undefined>;
  voidAbandoned(orderId: number): Promise<void>;
  settleOpenAttempts(row: OrderRow): Promise<OrderRow>;
  startPayment(row: OrderRow, lang: Locale): Promise<HostedPaymentForm>;
  storeResult(result: VerifiedPaymentResult, kind: 'confirm' | 'cancel'): Promise<{ callbackId: number; orderId: number } | undefined>;
  applyResult(result: AppliedResult, actor: Actor, callbackId?: number): Promise<boolean>;
  landing(orderId: number, attemptId: string): Promise<PaymentLanding>;
  payFromCredit(row: OrderRow, userId: string, amount: number): Promise<'paid' | 'already' | 'coupon_used'>;
  refund(row: OrderRow): Promise<RefundAnswer>;
  cancelPart(orderId: number, decide: (order: OrderRow, ledger: readonly RefundRow[]) => { amount: number; covers: RefundCovers }): Promise<RefundRow>;
  fail(row: OrderRow): Promise<boolean>;
  drive(orderId: number, actor: Actor): Promise<OrderRow>;
}

/** The change saga's steps (server/saga/change-saga.ts, where each is described). */
export interface ChangeSteps {
  liveChange(orderId: number): Promise<ChangeRow | undefined>;
  options(row: OrderRow, tripIndex: number, date: string): Promise<ChangeOptionsAnswer>;
  start(row: OrderRow, tripIndex: number, tripId: string, expectedDifference: number, lang: Locale): Promise<ChangeAnswer>;
  view(id: number): Promise<ChangeAnswer>;
  find(orderId: number, changeCode?: string): Promise<ChangeRow | undefined>;
  paymentAgain(id: number, lang: Locale): Promise<ChangeAnswer>;
  storeResult(result: VerifiedPaymentResult, kind: 'confirm' | 'cancel'): Promise<{ callbackId: number; change: ChangeRow } | undefined>;
  applyResult(result: AppliedResult, actor: Actor, callbackId?: number): Promise<boolean>;
  drive(id: number, actor: Actor): Promise<ChangeRow>;
}
