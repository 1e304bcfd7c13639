import { CardlinkPaymentAnswer } from '../../contract';
import { type OrderTokens, type PaymentsGateway } from '../../core/booking';
import { orderTokenHeader } from './booking.http-gateway';
import { cardPaymentFormOf, refusedBooking } from './booking.mappers';
import { map } from '../../core/shared/result';
import { type HttpClient } from './http-client';

/** Card payment over HTTP (`POST /api/payments/cardlink`). */
export class HttpPaymentsGateway implements PaymentsGateway {
  constructor(private readonly http: HttpClient, private readonly locale: () => string, private readonly tokens: Pick<OrderTokens, 'tokenOf'>) {}

  async cardPayment(orderCode: string) {
    return map(refusedBooking(await this.http.post('/api/payments/cardlink', { order_code: orderCode, lang: this.locale() }, {
      withUuid: true, headers: orderTokenHeader(this.tokens, orderCode), struct: CardlinkPaymentAnswer,
    })), cardPaymentFormOf);
  }
}
