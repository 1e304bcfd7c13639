import { ChangeAnswer, ChangeOptionsAnswer } from '../../contract';
import { type ChangeGateway, type ChangeRefusal, type ChangeRequest, type OrderTokens } from '../../core/booking';
import { type Locale } from '../../core/shared/locale';
import { type Result, err, map } from '../../core/shared/result';
import { orderTokenHeader } from './booking.http-gateway';
import { changeOptionsOf, changeRefusalOf, legChangeOf } from './change.mappers';
import { HttpFault, type HttpClient } from './http-client';
import { type HttpFailure } from './http-failure';
import { idempotencyKey } from './idempotency-key';

/**
 * "Change date or sailing" over HTTP (`/booking/change/options`, `/booking/change`, `/booking/change/status`,
 * `/booking/change/payment`), with the
 * order's token. Starting a change carries an Idempotency-Key made of the request and the change it follows: a retry
 * of the same click is answered, not redone, and a new attempt after a failed change is a new request.
 */
export class HttpChangeGateway implements ChangeGateway {
  /** `locale`: the page's language, in which the hosted payment page opens and the traveller comes back. */
  constructor(private readonly http: HttpClient, private readonly tokens: OrderTokens, private readonly locale: () => Locale) {}

  /** A 503 (the company or the payment service does not answer) is Unavailable; other faults are thrown as they come. */
  private async call<T>(work: () => Promise<Result<T, HttpFailure>>): Promise<Result<T, ChangeRefusal>> {
    try {
      const answer = await work();
      return answer.ok ? answer : err(changeRefusalOf(answer.error));
    } catch (fault) {
      if (fault instanceof HttpFault && fault.status === 503) return err({ kind: 'Unavailable' });
      throw fault;
    }
  }

  async options(orderCode: string, tripIndex: number, date: string) {
    return map(await this.call(() => this.http.post('/booking/change/options', { order_code: orderCode, trip_index: tripIndex, date }, {
      withLang: true, headers: orderTokenHeader(this.tokens, orderCode), struct: ChangeOptionsAnswer,
    })), (wire) => changeOptionsOf(wire, date));
  }

  async start(request: ChangeRequest) {
    const body = { order_code: request.orderCode, trip_index: request.tripIndex, trip_id: request.tripId, expected_difference: request.expectedDifference };
    const lang = this.locale();
    const key = idempotencyKey('change', request.orderCode, { ...body, lang, after: request.after ?? '' });
    return map(await this.call(() => this.http.post('/booking/change', { ...body, lang }, {
      withLang: true, headers: { ...orderTokenHeader(this.tokens, request.orderCode), 'idempotency-key': key }, struct: ChangeAnswer,
    })), legChangeOf);
  }

  /** `/booking/change/payment`: the form opens the hosted page in the page's language. */
  async paymentAgain(orderCode: string, changeCode: string) {
    return map(await this.call(() => this.http.post('/booking/change/payment', { order_code: orderCode, change_code: changeCode, lang: this.locale() }, {
      withLang: true, headers: orderTokenHeader(this.tokens, orderCode), struct: ChangeAnswer,
    })), legChangeOf);
  }

  async status(orderCode: string, changeCode?: string) {
    const body = changeCode ? { order_code: orderCode, change_code: changeCode } : { order_code: orderCode };
    return map(await this.call(() => this.http.post('/booking/change/status', body, {
      withLang: true, headers: orderTokenHeader(this.tokens, orderCode), struct: ChangeAnswer,
    })), legChangeOf);
  }
}
