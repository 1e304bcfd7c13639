import { CardlinkPaymentAnswer } from '../../core/booking-api';
import { type PaymentsGateway } from '../../core/booking';
import { type HttpClient } from './http-client';

/** Card payment over HTTP (`POST /api/payments/cardlink`). */
export class HttpPaymentsGateway implements PaymentsGateway {
  constructor(private readonly http: HttpClient, private readonly locale: () => string) {}

  cardPayment(orderCode: string) {
    return this.http.post('/api/payments/cardlink', { order_code: orderCode, lang: this.locale() }, { withUuid: true, struct: CardlinkPaymentAnswer });
  }
}
