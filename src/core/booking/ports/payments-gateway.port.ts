import { type CardlinkPaymentAnswer } from '../../../contract';
import { type ApiFailure } from '../../shared/api-failure';
import { type Result } from '../../shared/result';

export type PaymentForm = CardlinkPaymentAnswer;

/** Card payment (`POST /api/payments/cardlink`). */
export interface PaymentsGateway {
  /** The form to post to the hosted payment page for a recorded order; Conflict when it cannot be paid. */
  cardPayment(orderCode: string): Promise<Result<PaymentForm, ApiFailure>>;
}

/** Sends the traveller to the hosted payment page: a form post in the browser, an HTTP post headless. */
export interface PaymentRedirect {
  /** Posts the payment form; the page that answers takes over. */
  submit(form: PaymentForm): Promise<void>;
}
