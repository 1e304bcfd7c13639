import { type BookingGateway } from '../../core/booking';
import { type BookingRefusal, describeRefusal } from '../../core/booking/domain/booking-refusal';
import { type Logger, logAround } from '../../core/shared/logger.port';
import { type Result } from '../../core/shared/result';

const failureOf = (result: Result<unknown, BookingRefusal>) => (result.ok ? undefined : describeRefusal(result.error));

/**
 * Writes to the log around every pricing and booking call (SPEC.md section 7): `info` before and after,
 * `error` when the call fails or throws (the fault is rethrown).
 */
export class LoggedBookingGateway implements BookingGateway {
  constructor(private readonly inner: BookingGateway, private readonly logger: Logger) {}

  private around<T>(name: string, detail: string, call: () => Promise<Result<T, BookingRefusal>>) {
    return logAround(this.logger, `booking ${name}${detail ? ` ${detail}` : ''}`, call, failureOf);
  }

  pricing(...args: Parameters<BookingGateway['pricing']>) {
    return this.around('pricing', args[0].trips.map((t) => t.tripId).join(','), () => this.inner.pricing(...args));
  }
  hold(...args: Parameters<BookingGateway['hold']>) {
    return this.around('optional-booking', args[0].trips.map((t) => t.tripId).join(','), () => this.inner.hold(...args));
  }
  extendHold(...args: Parameters<BookingGateway['extendHold']>) {
    return this.around('extend-hold', args[0], () => this.inner.extendHold(...args));
  }
  recordDetails(...args: Parameters<BookingGateway['recordDetails']>) {
    return this.around('insert-booking', args[0].orderCode, () => this.inner.recordDetails(...args));
  }
  issueTickets(...args: Parameters<BookingGateway['issueTickets']>) {
    return this.around('finalize-booking', args[0], () => this.inner.issueTickets(...args));
  }
  orderStatus(...args: Parameters<BookingGateway['orderStatus']>) {
    return this.around('order-status', args[0], () => this.inner.orderStatus(...args));
  }
  release(...args: Parameters<BookingGateway['release']>) {
    return this.around('failed-booking', args[0], () => this.inner.release(...args));
  }
  voucher(...args: Parameters<BookingGateway['voucher']>) {
    return this.around('voucher', args[0], () => this.inner.voucher(...args));
  }
  ticketsPdf(...args: Parameters<BookingGateway['ticketsPdf']>) {
    return this.around('ticketsPdf', args[0], () => this.inner.ticketsPdf(...args));
  }
  refund(...args: Parameters<BookingGateway['refund']>) {
    return this.around('refund', args[0], () => this.inner.refund(...args));
  }
  manage(...args: Parameters<BookingGateway['manage']>) {
    return this.around('manage', args[0], () => this.inner.manage(...args));
  }
  cancel(...args: Parameters<BookingGateway['cancel']>) {
    return this.around('cancel', args[0], () => this.inner.cancel(...args));
  }
  payFromCredit(...args: Parameters<BookingGateway['payFromCredit']>) {
    return this.around('credit-limit-payment', args[0], () => this.inner.payFromCredit(...args));
  }
  orderAccess(...args: Parameters<BookingGateway['orderAccess']>) {
    // The order code only: the e-mail or last name the traveller typed is not logged.
    return this.around('order-access', args[0], () => this.inner.orderAccess(...args));
  }
  resellerDetails(...args: Parameters<BookingGateway['resellerDetails']>) {
    return this.inner.resellerDetails(...args);
  }
  checkLoyaltyCard(...args: Parameters<BookingGateway['checkLoyaltyCard']>) {
    return this.inner.checkLoyaltyCard(...args);
  }
  checkResident(...args: Parameters<BookingGateway['checkResident']>) {
    return this.inner.checkResident(...args);
  }
  companyDetails(...args: Parameters<BookingGateway['companyDetails']>) {
    return this.inner.companyDetails(...args);
  }
}
