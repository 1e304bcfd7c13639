import { type CardPaymentForm } from '../domain/order';
import { type BookingRefusal } from '../domain/booking-refusal';
import { type Result } from '../../shared/result';

export type PaymentForm = CardPaymentForm;

/** Card payment (`POST /api/payments/cardlink`). */
export interface PaymentsGateway {
  /** The form to post to the hosted payment page for a recorded order; OrderClosed when it is not awaiting payment, NotFound. */
  cardPayment(orderCode: string): Promise<Result<PaymentForm, BookingRefusal>>;
}

/** Sends the traveller to the hosted payment page: a form post in the browser, an HTTP post headless. */
export interface PaymentRedirect {
  /** Posts the payment form; the page that answers takes over. */
  submit(form: PaymentForm): Promise<void>;
}
