import {
  CodeValidationAnswer, CompanyDetailsAnswer, CreditLimitPaymentAnswer, ExtendHoldAnswer, FailedBookingAnswer, FinalizeBookingAnswer,
  InsertBookingAnswer, type InsertBookingRequest, OptionalBookingAnswer, PricingAnswer, type PricingRequest, RefundAnswer,
  ResellerDetailsAnswer, VoucherAnswer,
} from '../../core/booking-api';
import { type BookingGateway } from '../../core/booking';
import { map } from '../../core/shared/result';
import { type HttpClient } from './http-client';
import { idempotencyKey } from './idempotency-key';

const booking = { withLang: true, withUuid: true } as const;
const userQuery = (userId?: string) => (userId ? { query: { user_id: userId } } : {});
/** Calls that create or settle a booking carry an idempotency key, so a retried request is answered, not redone. */
const once = (operation: string, orderCode: string, body: unknown) => ({ headers: { 'idempotency-key': idempotencyKey(operation, orderCode, body) } });

/** The pricing and booking calls of the Booking API over HTTP, with `uuid`, `lang` and the reseller's `user_id`. */
export class HttpBookingGateway implements BookingGateway {
  constructor(private readonly http: HttpClient) {}

  pricing(request: PricingRequest, userId?: string) {
    return this.http.post('/booking/pricing', request, { ...booking, ...userQuery(userId), struct: PricingAnswer });
  }

  optionalBooking(request: PricingRequest, userId?: string) {
    return this.http.post('/booking/optional-booking', request, { ...booking, ...userQuery(userId), struct: OptionalBookingAnswer });
  }

  extendHold(orderCode: string, userId?: string) {
    return this.http.post('/booking/extend-hold', { order_code: orderCode }, { ...booking, ...userQuery(userId), struct: ExtendHoldAnswer });
  }

  insertBooking(request: InsertBookingRequest, userId?: string) {
    return this.http.post('/booking/insert-booking', request, { ...booking, ...userQuery(userId), ...once('insert', request.order_code, request), struct: InsertBookingAnswer });
  }

  finalizeBooking(orderCode: string, userId?: string) {
    return this.http.post('/booking/finalize-booking', { order_code: orderCode }, { ...booking, ...userQuery(userId), ...once('finalize', orderCode, { order_code: orderCode }), struct: FinalizeBookingAnswer });
  }

  failedBooking(orderCode: string, userId?: string) {
    return this.http.post('/booking/failed-booking', { order_code: orderCode }, { ...booking, ...userQuery(userId), struct: FailedBookingAnswer });
  }

  voucher(orderCode: string) {
    return this.http.post('/booking/voucher', { order_code: orderCode }, { ...booking, struct: VoucherAnswer });
  }

  refund(orderCode: string) {
    return this.http.post('/booking/refund', { order_code: orderCode }, { ...booking, struct: RefundAnswer });
  }

  resellerDetails(userId: string) {
    return this.http.get('/booking/reseller-details', { withLang: true, query: { user_id: userId }, struct: ResellerDetailsAnswer });
  }

  creditLimitPayment(orderCode: string, amount: number) {
    return this.http.post('/booking/credit-limit-payment', { order_code: orderCode, payment_amount: amount }, { withUuid: true, ...once('credit', orderCode, { order_code: orderCode, payment_amount: amount }), struct: CreditLimitPaymentAnswer });
  }

  loyaltyValidation(input: { tripId: string; company: string; loyaltyCard: string }) {
    return this.http.post('/booking/loyalty-validation', input, { withUuid: true, struct: CodeValidationAnswer });
  }

  manValidation(input: { tripId: string; company: string; residentIdOrCode: string }) {
    return this.http.post('/booking/man-validation', input, { withUuid: true, struct: CodeValidationAnswer });
  }

  async companyDetails(query: { company_code?: string; port_code?: string }) {
    return map(await this.http.post('/booking/company-details', query, { withLang: true, struct: CompanyDetailsAnswer }), (a) => a.data);
  }
}
