import { type Result, err, ok } from '../../shared/result';
import { type BookingState } from '../domain/booking-state';
import { type BookingGateway } from '../ports/booking-gateway.port';
import { type PaymentForm, type PaymentsGateway } from '../ports/payments-gateway.port';
import { type BookingFailure, bookingFailure } from './booking-failure';

export type PaymentStart = { readonly kind: 'Redirect'; readonly form: PaymentForm } | { readonly kind: 'Paid' };

/** Pays a recorded order: resellers from their credit limit at once, everyone else on the hosted card page. */
export class PayBooking {
  constructor(private readonly deps: { booking: Pick<BookingGateway, 'payFromCredit'>; payments: PaymentsGateway }) {}

  /** The card form to post, or Paid for a reseller; NotReady, NoAvailability (credit too low), HoldExpired or Rejected. */
  async execute(state: BookingState): Promise<Result<PaymentStart, BookingFailure>> {
    const order = state.order;
    if (!order?.recorded) return err({ kind: 'NotReady' });
    if (state.booknowIsReseller) {
      const paid = await this.deps.booking.payFromCredit(order.code, order.total);
      return paid.ok ? ok({ kind: 'Paid' }) : err(bookingFailure(paid.error));
    }
    const form = await this.deps.payments.cardPayment(order.code);
    return form.ok ? ok({ kind: 'Redirect', form: form.value }) : err(bookingFailure(form.error));
  }
}
