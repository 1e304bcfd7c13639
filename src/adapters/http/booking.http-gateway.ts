import {
  CodeValidationAnswer, CompanyDetailsAnswer, CreditLimitPaymentAnswer, ExtendHoldAnswer, FailedBookingAnswer, FinalizeBookingAnswer,
  InsertBookingAnswer, ManageBookingAnswer, ORDER_TOKEN_HEADER, OptionalBookingAnswer, Order, OrderAccessAnswer, PricingAnswer,
  RefundAnswer, ResellerDetailsAnswer, TicketsPdfAnswer, VoucherAnswer,
} from '../../contract';
import { type BookingGateway, type DetailsRequest, type OrderTokens, type QuoteRequest } from '../../core/booking';
import { type OrderProof } from '../../core/booking/ports/booking-gateway.port';
import { type BookingRefusal } from '../../core/booking/domain/booking-refusal';
import { type Locale } from '../../core/shared/locale';
import { type Result, map } from '../../core/shared/result';
import {
  codeCheckOf, companyRulesOf, holdExtensionOf, holdOf, insertBookingRequestOf, managedBookingOf, orderOf, pricingRequestOf, quoteOf, refundOf, refusedBooking,
  releasedOf, reservationOf, resellerOf, ticketsPdfOf, voucherOf,
} from './booking.mappers';
import { type HttpClient } from './http-client';
import { idempotencyKey } from './idempotency-key';

const booking = { withLang: true, withUuid: true } as const;
const userQuery = (userId?: string) => (userId ? { query: { user_id: userId } } : {});
/** Calls that create or settle a booking carry an idempotency key, so a retried request is answered, not redone. */
const idempotency = (operation: string, orderCode: string, body: unknown) => ({ 'idempotency-key': idempotencyKey(operation, orderCode, body) });

/** The `X-Order-Token` header of an order whose token the tab holds (issue 13); none for a user's order. */
export function orderTokenHeader(tokens: Pick<OrderTokens, 'tokenOf'>, orderCode: string): Record<string, string> {
  const token = tokens.tokenOf(orderCode);
  return token ? { [ORDER_TOKEN_HEADER]: token } : {};
}

/**
 * The pricing and booking calls of the Booking API over HTTP, with `uuid`, `lang` and the reseller's `user_id`.
 * A guest order's token (answered by the hold or by order-access) is kept in `tokens` and sent with each call on it.
 */
export class HttpBookingGateway implements BookingGateway {
  constructor(private readonly http: HttpClient, private readonly tokens: OrderTokens) {}

  private keep<T extends { order_code: string; order_token?: string | undefined }>(answer: Result<T, BookingRefusal>): Result<T, BookingRefusal> {
    if (answer.ok && answer.value.order_token) this.tokens.remember(answer.value.order_code, answer.value.order_token);
    return answer;
  }

  private order(orderCode: string, operation?: { name: string; body: unknown }) {
    return { headers: { ...orderTokenHeader(this.tokens, orderCode), ...(operation ? idempotency(operation.name, orderCode, operation.body) : {}) } };
  }

  async pricing(request: QuoteRequest, userId?: string) {
    // A guest may price: when the server has forgotten the session, the price is asked again without it (not for a
    // reseller's price, which needs the user).
    return map(refusedBooking(await this.http.post('/booking/pricing', pricingRequestOf(request), { ...booking, ...userQuery(userId), guestRetry: userId === undefined, struct: PricingAnswer })), quoteOf);
  }

  async hold(request: QuoteRequest, userId?: string) {
    return map(this.keep(refusedBooking(await this.http.post('/booking/optional-booking', pricingRequestOf(request), { ...booking, ...userQuery(userId), struct: OptionalBookingAnswer }))), holdOf);
  }

  async extendHold(orderCode: string, userId?: string) {
    return map(refusedBooking(await this.http.post('/booking/extend-hold', { order_code: orderCode }, { ...booking, ...userQuery(userId), ...this.order(orderCode), struct: ExtendHoldAnswer })), holdExtensionOf);
  }

  async recordDetails(request: DetailsRequest, userId?: string) {
    const body = insertBookingRequestOf(request);
    return map(refusedBooking(await this.http.post('/booking/insert-booking', body, {
      ...booking, ...userQuery(userId), ...this.order(request.orderCode, { name: 'insert', body }), struct: InsertBookingAnswer,
    })), orderOf);
  }

  async issueTickets(orderCode: string, userId?: string) {
    return map(refusedBooking(await this.http.post('/booking/finalize-booking', { order_code: orderCode }, {
      ...booking, ...userQuery(userId), ...this.order(orderCode, { name: 'finalize', body: { order_code: orderCode } }), struct: FinalizeBookingAnswer,
    })), reservationOf);
  }

  async orderStatus(orderCode: string, userId?: string) {
    return map(refusedBooking(await this.http.post('/booking/order-status', { order_code: orderCode }, { ...booking, ...userQuery(userId), ...this.order(orderCode), struct: Order })), orderOf);
  }

  async release(orderCode: string, userId?: string) {
    return map(refusedBooking(await this.http.post('/booking/failed-booking', { order_code: orderCode }, { ...booking, ...userQuery(userId), ...this.order(orderCode), struct: FailedBookingAnswer })), releasedOf);
  }

  async ticketsPdf(orderCode: string, locale: Locale) {
    return map(refusedBooking(await this.http.post('/booking/tickets-pdf', { order_code: orderCode, lang: locale }, { ...booking, ...this.order(orderCode), struct: TicketsPdfAnswer })), ticketsPdfOf);
  }

  async voucher(orderCode: string) {
    return map(refusedBooking(await this.http.post('/booking/voucher', { order_code: orderCode }, { ...booking, ...this.order(orderCode), struct: VoucherAnswer })), voucherOf);
  }

  async refund(orderCode: string) {
    return map(refusedBooking(await this.http.post('/booking/refund', { order_code: orderCode }, { ...booking, ...this.order(orderCode), struct: RefundAnswer })), refundOf);
  }

  async manage(orderCode: string) {
    return map(refusedBooking(await this.http.post('/booking/manage', { order_code: orderCode }, { ...booking, ...this.order(orderCode), struct: ManageBookingAnswer })), managedBookingOf);
  }

  async cancel(orderCode: string, expectedRefund: number) {
    // The key is derived from the order and the amount: a double click (or a retried request) cancels once.
    const body = { order_code: orderCode, expected_refund: expectedRefund };
    return map(refusedBooking(await this.http.post('/booking/cancel', body, { ...booking, ...this.order(orderCode, { name: 'cancel', body }), struct: RefundAnswer })), refundOf);
  }

  async orderAccess(orderCode: string, proof: OrderProof) {
    const body = { order_code: orderCode, ...(proof.email ? { email: proof.email } : {}), ...(proof.lastName ? { last_name: proof.lastName } : {}) };
    return map(this.keep(refusedBooking(await this.http.post('/booking/order-access', body, { withLang: true, struct: OrderAccessAnswer }))), (a) => ({ order_code: a.order_code }));
  }

  async resellerDetails(userId: string) {
    return map(refusedBooking(await this.http.get('/booking/reseller-details', { withLang: true, query: { user_id: userId }, struct: ResellerDetailsAnswer })), resellerOf);
  }

  async payFromCredit(orderCode: string, amount: number) {
    return map(refusedBooking(await this.http.post('/booking/credit-limit-payment', { order_code: orderCode, payment_amount: amount }, { withUuid: true, ...this.order(orderCode, { name: 'credit', body: { order_code: orderCode, payment_amount: amount } }), struct: CreditLimitPaymentAnswer })), reservationOf);
  }

  async checkLoyaltyCard(input: { tripId: string; company: string; loyaltyCard: string }) {
    return map(refusedBooking(await this.http.post('/booking/loyalty-validation', input, { withUuid: true, struct: CodeValidationAnswer })), codeCheckOf);
  }

  async checkResident(input: { tripId: string; company: string; residentIdOrCode: string }) {
    return map(refusedBooking(await this.http.post('/booking/man-validation', input, { withUuid: true, struct: CodeValidationAnswer })), codeCheckOf);
  }

  async companyDetails(query: { company_code?: string; port_code?: string }) {
    return map(refusedBooking(await this.http.post('/booking/company-details', query, { withLang: true, struct: CompanyDetailsAnswer })), (a) => a.data.map(companyRulesOf));
  }
}
