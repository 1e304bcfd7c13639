import { type BookingGateway } from '../../core/booking';
import { type ApiFailure } from '../../core/shared/api-failure';
import { type Logger, logAround } from '../../core/shared/logger.port';
import { type Result } from '../../core/shared/result';

const failureOf = (result: Result<unknown, ApiFailure>) => (result.ok ? undefined : `${result.error.status} ${result.error.code}`);

/**
 * Writes to the log around every pricing and booking call (SPEC.md section 7): `info` before and after,
 * `error` when the call fails or throws (the fault is rethrown).
 */
export class LoggedBookingGateway implements BookingGateway {
  constructor(private readonly inner: BookingGateway, private readonly logger: Logger) {}

  private around<T>(name: string, detail: string, call: () => Promise<Result<T, ApiFailure>>) {
    return logAround(this.logger, `booking ${name}${detail ? ` ${detail}` : ''}`, call, failureOf);
  }

  pricing(...args: Parameters<BookingGateway['pricing']>) {
    return this.around('pricing', args[0].trips.map((t) => t.tripId).join(','), () => this.inner.pricing(...args));
  }
  optionalBooking(...args: Parameters<BookingGateway['optionalBooking']>) {
    return this.around('optional-booking', args[0].trips.map((t) => t.tripId).join(','), () => this.inner.optionalBooking(...args));
  }
  extendHold(...args: Parameters<BookingGateway['extendHold']>) {
    return this.around('extend-hold', args[0], () => this.inner.extendHold(...args));
  }
  insertBooking(...args: Parameters<BookingGateway['insertBooking']>) {
    return this.around('insert-booking', args[0].order_code, () => this.inner.insertBooking(...args));
  }
  finalizeBooking(...args: Parameters<BookingGateway['finalizeBooking']>) {
    return this.around('finalize-booking', args[0], () => this.inner.finalizeBooking(...args));
  }
  orderStatus(...args: Parameters<BookingGateway['orderStatus']>) {
    return this.around('order-status', args[0], () => this.inner.orderStatus(...args));
  }
  failedBooking(...args: Parameters<BookingGateway['failedBooking']>) {
    return this.around('failed-booking', args[0], () => this.inner.failedBooking(...args));
  }
  voucher(...args: Parameters<BookingGateway['voucher']>) {
    return this.around('voucher', args[0], () => this.inner.voucher(...args));
  }
  refund(...args: Parameters<BookingGateway['refund']>) {
    return this.around('refund', args[0], () => this.inner.refund(...args));
  }
  creditLimitPayment(...args: Parameters<BookingGateway['creditLimitPayment']>) {
    return this.around('credit-limit-payment', args[0], () => this.inner.creditLimitPayment(...args));
  }
  orderAccess(...args: Parameters<BookingGateway['orderAccess']>) {
    // The order code only: the e-mail or last name the traveller typed is not logged.
    return this.around('order-access', args[0], () => this.inner.orderAccess(...args));
  }
  resellerDetails(...args: Parameters<BookingGateway['resellerDetails']>) {
    return this.inner.resellerDetails(...args);
  }
  loyaltyValidation(...args: Parameters<BookingGateway['loyaltyValidation']>) {
    return this.inner.loyaltyValidation(...args);
  }
  manValidation(...args: Parameters<BookingGateway['manValidation']>) {
    return this.inner.manValidation(...args);
  }
  companyDetails(...args: Parameters<BookingGateway['companyDetails']>) {
    return this.inner.companyDetails(...args);
  }
}
