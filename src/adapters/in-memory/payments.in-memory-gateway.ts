import { type CardPaymentForm, type PaymentRedirect, type PaymentsGateway } from '../../core/booking';
import { type BookingRefusal, refuse } from '../../core/booking/domain/booking-refusal';
import { type Result, err, ok } from '../../core/shared/result';
import { type InMemoryBookingGateway } from './booking.in-memory-gateway';

export const IN_MEMORY_PAYMENT_URL = 'memory://payments/pay';

/** Card payment in memory: the form names the order; submitting it (with the test card) confirms the payment. */
export class InMemoryPaymentsGateway implements PaymentsGateway, PaymentRedirect {
  constructor(private readonly booking: Pick<InMemoryBookingGateway, 'order' | 'markPaid' | 'mayAct' | 'captureLost' | 'settleLostCapture'>) {}

  async cardPayment(orderCode: string): Promise<Result<CardPaymentForm, BookingRefusal>> {
    if (!this.booking.mayAct(orderCode)) return err(refuse('NotFound', 'order not found'));
    // As the server: the processor is asked about the open attempt first; one paid already is not paid twice.
    this.booking.settleLostCapture(orderCode);
    const order = this.booking.order(orderCode);
    if (!order) return err(refuse('NotFound', 'order not found'));
    if (order.paid) return err(refuse('AlreadySettled', 'This order is paid; its tickets are issued'));
    if (order.order_status !== 'pending_payment') {
      return err(refuse('OrderClosed', `order is ${order.order_status}`));
    }
    return ok({
      url: IN_MEMORY_PAYMENT_URL, method: 'POST',
      fields: [{ name: 'orderid', value: orderCode }, { name: 'orderAmount', value: (order.payment_amount / 100).toFixed(2) }, { name: 'currency', value: 'EUR' }],
    });
  }

  /**
   * The traveller paid on the hosted page with the test card, and the result never came back to the shop (the page
   * was left on the redirect): the order stays unpaid until the shop asks (Pay again, `cardPayment` or the details).
   */
  async submitResultLost(form: CardPaymentForm): Promise<void> {
    const orderCode = form.fields.find((f) => f.name === 'orderid')?.value;
    if (form.url !== IN_MEMORY_PAYMENT_URL || !orderCode || !this.booking.captureLost(orderCode)) throw new Error('payment page refused the form');
  }

  /** The traveller paid on the hosted page with the test card. */
  async submit(form: CardPaymentForm): Promise<void> {
    const orderCode = form.fields.find((f) => f.name === 'orderid')?.value;
    if (form.url !== IN_MEMORY_PAYMENT_URL || !orderCode || !this.booking.markPaid(orderCode)) throw new Error('payment page refused the form');
  }
}
