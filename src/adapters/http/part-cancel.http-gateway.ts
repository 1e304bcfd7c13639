import { CancelPartAnswer, CancelPartQuote, type CancelSelection } from '../../contract';
import {
  type LegPart, type OrderTokens, type PartCancelGateway, type PartCancelRefusal, type PartCancelled, type PartQuote,
} from '../../core/booking';
import { type Result, err, map } from '../../core/shared/result';
import { orderTokenHeader } from './booking.http-gateway';
import { HttpFault, type HttpClient } from './http-client';
import { type HttpFailure } from './http-failure';
import { idempotencyKey } from './idempotency-key';

/** The wire's selection of the core's parts (`trip` is the leg's index in the order). */
export const cancelSelectionOf = (parts: readonly LegPart[]): CancelSelection =>
  parts.map((p) => ({ trip: p.tripIndex, whole: p.whole, passengers: [...p.passengers], vehicles: [...p.vehicles] }));

/** The leg a refusal's field names (`selection.K…` is the K-th part of the selection sent), or undefined. */
function legOf(field: string | undefined, parts: readonly LegPart[]): number | undefined {
  const at = /^selection\.(\d{1,2})(?:\.|$)/.exec(field ?? '');
  return at ? parts[Number(at[1])]?.tripIndex : undefined;
}

/**
 * A refused partial cancellation in the shop's words: 404 NotFound; 409 by the server's code (the refusals about a
 * leg name it from the field `selection.K…`: the K-th part sent); a 400 (a selection the server would not read) is
 * NothingChosen; anything else Failed. A leg refusal without a readable field is Failed, never a guess.
 */
export function partCancelRefusalOf(failure: HttpFailure, parts: readonly LegPart[]): PartCancelRefusal {
  if (failure.status === 404) return { kind: 'NotFound' };
  if (failure.status === 400 || failure.status === 422) return { kind: 'NothingChosen' };
  if (failure.status !== 409) return { kind: 'Failed' };
  const leg = legOf(failure.field, parts);
  const onLeg = (kind: 'LegNotAllowed' | 'PassengersNotAllowed' | 'Departed' | 'PartCancelled' | 'PartyLeftInvalid'): PartCancelRefusal =>
    leg === undefined ? (kind === 'Departed' ? { kind: 'NotCancellable' } : { kind: 'Failed' }) : { kind, tripIndex: leg };
  switch (failure.code) {
    case 'QUOTE_CHANGED': return { kind: 'QuoteChanged' };
    case 'CHANGE_IN_PROGRESS': return { kind: 'ChangeInProgress' };
    case 'CANCEL_IN_PROGRESS': return { kind: 'CancelInProgress' };
    case 'ALREADY_CANCELLED': case 'ALREADY_REFUNDED': return { kind: 'AlreadyCancelled' };
    case 'NOT_ISSUED': return { kind: 'NotCancellable' };
    case 'PART_NOT_CANCELLED': return { kind: 'CompanyRefused' };
    case 'LEG_NOT_ALLOWED': return onLeg('LegNotAllowed');
    case 'PASSENGERS_NOT_ALLOWED': return onLeg('PassengersNotAllowed');
    case 'DEPARTED': return onLeg('Departed');
    case 'PART_CANCELLED': return onLeg('PartCancelled');
    case 'PARTY_LEFT_INVALID': return onLeg('PartyLeftInvalid');
    case 'NO_SUCH_PART': return { kind: 'NothingChosen' };
    default: return { kind: 'Failed' };
  }
}

export const partQuoteOf = (wire: CancelPartQuote): PartQuote => ({
  wholeOrder: wire.whole_order, refundAmount: wire.refund_amount,
  lines: wire.trips.map((t) => ({
    tripIndex: t.trip, tripId: t.tripId, whole: t.whole, passengers: t.passengers, vehicles: t.vehicles,
    hours_before_departure: t.hours_before_departure, tier_hours: t.tier_hours, percent: t.percent, paid: t.paid, fee: t.fee, refund: t.refund,
  })),
});
export const partCancelledOf = (wire: CancelPartAnswer): PartCancelled => ({
  orderCode: wire.order_code, wholeOrder: wire.whole_order, refundAmount: wire.refund_amount,
});

/**
 * Partial cancellation over HTTP (`/booking/cancel-quote`, `/booking/cancel-part`), with the order's token. The
 * cancel carries an Idempotency-Key derived from the order, the selection and the amount: a double click or a
 * retried request cancels once.
 */
export class HttpPartCancelGateway implements PartCancelGateway {
  constructor(private readonly http: HttpClient, private readonly tokens: OrderTokens) {}

  /** A 503 (the company does not answer) is Unavailable; other faults are thrown as they come. */
  private async call<T>(parts: readonly LegPart[], work: () => Promise<Result<T, HttpFailure>>): Promise<Result<T, PartCancelRefusal>> {
    try {
      const answer = await work();
      return answer.ok ? answer : err(partCancelRefusalOf(answer.error, parts));
    } catch (fault) {
      if (fault instanceof HttpFault && fault.status === 503) return err({ kind: 'Unavailable' });
      throw fault;
    }
  }

  async quote(orderCode: string, parts: readonly LegPart[]) {
    const body = { order_code: orderCode, selection: cancelSelectionOf(parts) };
    return map(await this.call(parts, () => this.http.post('/booking/cancel-quote', body, {
      withLang: true, headers: orderTokenHeader(this.tokens, orderCode), struct: CancelPartQuote,
    })), partQuoteOf);
  }

  async cancel(orderCode: string, parts: readonly LegPart[], expectedRefund: number) {
    const body = { order_code: orderCode, selection: cancelSelectionOf(parts), expected_refund: expectedRefund };
    const headers = { ...orderTokenHeader(this.tokens, orderCode), 'idempotency-key': idempotencyKey('cancel-part', orderCode, body) };
    return map(await this.call(parts, () => this.http.post('/booking/cancel-part', body, { withLang: true, headers, struct: CancelPartAnswer })), partCancelledOf);
  }
}
