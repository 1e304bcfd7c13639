import { AssistanceAnswer, AssistanceOptionsAnswer } from '../../contract';
import {
  type AssistanceGateway, type AssistanceInput, type AssistanceLeg, type AssistanceRecorded, type AssistanceRefusal, type OrderTokens,
} from '../../core/booking';
import { type Result, err, map } from '../../core/shared/result';
import { orderTokenHeader } from './booking.http-gateway';
import { HttpFault, type HttpClient } from './http-client';
import { type HttpFailure } from './http-failure';

/**
 * A refused assistance call in the shop's words: 404 (not this tab's booking, or none) NotFound; 409 DEPARTED
 * Departed, CHANGE_IN_PROGRESS (a change of the leg under way) ChangeInProgress, NOT_ISSUED or OPERATOR_REFUSED NotIssued; a 400 on the note or the kind Invalid on that field (the core
 * checks the same rule first, so it is rare); anything else Failed.
 */
export function assistanceRefusalOf(failure: HttpFailure): AssistanceRefusal {
  if (failure.status === 404) return { kind: 'NotFound' };
  if (failure.status === 409) {
    if (failure.code === 'DEPARTED') return { kind: 'Departed' };
    return failure.code === 'CHANGE_IN_PROGRESS' ? { kind: 'ChangeInProgress' } : { kind: 'NotIssued' };
  }
  if (failure.status === 400 && failure.field?.startsWith('assistance')) {
    return { kind: 'Invalid', field: failure.field === 'assistance.kind' ? 'kind' : 'note', problem: 'rejected' };
  }
  return { kind: 'Failed' };
}

export const assistanceLegsOf = (wire: AssistanceOptionsAnswer): readonly AssistanceLeg[] => wire.legs;
export const assistanceRecordedOf = (wire: AssistanceAnswer): AssistanceRecorded => ({
  trip_index: wire.trip_index, passenger_index: wire.passenger_index, assistance: wire.assistance, in_time: wire.in_time,
  port_contact: wire.port_contact, reservation: wire.reservation, mail_deferred_until: wire.mail_deferred_until ?? null,
});

/** Assistance after booking over HTTP (`/booking/assistance-options`, `/booking/assistance`), with the order's token. */
export class HttpAssistanceGateway implements AssistanceGateway {
  constructor(private readonly http: HttpClient, private readonly tokens: OrderTokens) {}

  /** A 503 (the company does not answer) is Unavailable; other faults are thrown as they come. */
  private async call<T>(work: () => Promise<Result<T, HttpFailure>>): Promise<Result<T, AssistanceRefusal>> {
    try {
      const answer = await work();
      return answer.ok ? answer : err(assistanceRefusalOf(answer.error));
    } catch (fault) {
      if (fault instanceof HttpFault && fault.status === 503) return err({ kind: 'Unavailable' });
      throw fault;
    }
  }

  async legs(orderCode: string) {
    return map(await this.call(() => this.http.post('/booking/assistance-options', { order_code: orderCode }, {
      withLang: true, headers: orderTokenHeader(this.tokens, orderCode), struct: AssistanceOptionsAnswer,
    })), assistanceLegsOf);
  }

  async request(input: AssistanceInput) {
    const body = { order_code: input.orderCode, trip_index: input.tripIndex, passenger_index: input.passengerIndex, assistance: input.assistance };
    return map(await this.call(() => this.http.post('/booking/assistance', body, {
      withLang: true, headers: orderTokenHeader(this.tokens, input.orderCode), struct: AssistanceAnswer,
    })), assistanceRecordedOf);
  }
}
