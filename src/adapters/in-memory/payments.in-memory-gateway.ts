import { type CardPaymentForm, type PaymentRedirect, type PaymentsGateway } from '../../core/booking';
import { type BookingRefusal, refuse } from '../../core/booking/domain/booking-refusal';
import { type Result, err, ok } from '../../core/shared/result';
import { type InMemoryBookingGateway } from './booking.in-memory-gateway';

export const IN_MEMORY_PAYMENT_URL = 'memory://payments/pay';

/** Card payment in memory: the form names the order; submitting it (with the test card) confirms the payment. */
export class InMemoryPaymentsGateway implements PaymentsGateway, PaymentRedirect {
  constructor(private readonly booking: Pick<InMemoryBookingGateway, 'order' | 'markPaid' | 'mayAct'>) {}

  async cardPayment(orderCode: string): Promise<Result<CardPaymentForm, BookingRefusal>> {
    const order = this.booking.mayAct(orderCode) ? this.booking.order(orderCode) : undefined;
    if (!order) return err(refuse('NotFound', 'order not found'));
    if (order.order_status !== 'pending_payment' || order.paid) {
      return err(refuse('OrderClosed', `order is ${order.order_status}`));
    }
    return ok({
      url: IN_MEMORY_PAYMENT_URL, method: 'POST',
      fields: [{ name: 'orderid', value: orderCode }, { name: 'orderAmount', value: (order.payment_amount / 100).toFixed(2) }, { name: 'currency', value: 'EUR' }],
    });
  }

  /** The traveller paid on the hosted page with the test card. */
  async submit(form: CardPaymentForm): Promise<void> {
    const orderCode = form.fields.find((f) => f.name === 'orderid')?.value;
    if (form.url !== IN_MEMORY_PAYMENT_URL || !orderCode || !this.booking.markPaid(orderCode)) throw new Error('payment page refused the form');
  }
}
