import { describe, expect, it } from 'vitest';
import { cancelSelectionOf, partCancelRefusalOf, partQuoteOf } from '../../src/adapters/http/part-cancel.http-gateway';
import { type LegPart } from '../../src/core/booking';

/**
 * The partial cancellation gateway's mapping (issue 17): the core's parts on the wire, the server's quote in the
 * core's words, and each refusal (status, code, field `selection.K…`) as the shop names it, on the leg it is about.
 */
describe('part-cancel mappers', () => {
  const parts: readonly LegPart[] = [
    { tripIndex: 1, whole: true, passengers: [], vehicles: [] },
    { tripIndex: 0, whole: false, passengers: [2, 0], vehicles: [1] },
  ];

  it('sends the parts as the server reads them', () => {
    expect(cancelSelectionOf(parts)).toEqual([
      { trip: 1, whole: true, passengers: [], vehicles: [] },
      { trip: 0, whole: false, passengers: [2, 0], vehicles: [1] },
    ]);
  });

  it.each([
    [{ status: 404, code: 'ORDER_NOT_FOUND', field: 'order_code' }, { kind: 'NotFound' }],
    [{ status: 400, code: 'INVALID_INPUT', field: 'selection' }, { kind: 'NothingChosen' }],
    [{ status: 409, code: 'QUOTE_CHANGED', field: 'expected_refund' }, { kind: 'QuoteChanged' }],
    [{ status: 409, code: 'CHANGE_IN_PROGRESS', field: 'order_code' }, { kind: 'ChangeInProgress' }],
    [{ status: 409, code: 'CANCEL_IN_PROGRESS', field: 'order_code' }, { kind: 'CancelInProgress' }],
    [{ status: 409, code: 'ALREADY_CANCELLED', field: 'order_code' }, { kind: 'AlreadyCancelled' }],
    [{ status: 409, code: 'NOT_ISSUED', field: 'order_code' }, { kind: 'NotCancellable' }],
    [{ status: 409, code: 'PART_NOT_CANCELLED', field: 'selection' }, { kind: 'CompanyRefused' }],
    [{ status: 409, code: 'LEG_NOT_ALLOWED', field: 'selection.0.trip' }, { kind: 'LegNotAllowed', tripIndex: 1 }],
    [{ status: 409, code: 'PASSENGERS_NOT_ALLOWED', field: 'selection.1' }, { kind: 'PassengersNotAllowed', tripIndex: 0 }],
    [{ status: 409, code: 'PART_CANCELLED', field: 'selection.1.passengers.0' }, { kind: 'PartCancelled', tripIndex: 0 }],
    [{ status: 409, code: 'DEPARTED', field: 'selection.0.trip' }, { kind: 'Departed', tripIndex: 1 }],
    [{ status: 409, code: 'DEPARTED', field: 'order_code' }, { kind: 'NotCancellable' }],
    [{ status: 409, code: 'PARTY_LEFT_INVALID', field: 'selection.1' }, { kind: 'PartyLeftInvalid', tripIndex: 0 }],
    // A field naming a part that was not sent is not guessed at.
    [{ status: 409, code: 'PARTY_LEFT_INVALID', field: 'selection.7' }, { kind: 'Failed' }],
    [{ status: 409, code: 'NO_SUCH_PART', field: 'selection.0.trip' }, { kind: 'NothingChosen' }],
    [{ status: 409, code: 'SOMETHING_NEW' }, { kind: 'Failed' }],
    [{ status: 429, code: 'TOO_MANY_REQUESTS' }, { kind: 'Failed' }],
  ])('%o is %o', (failure, refusal) => {
    expect(partCancelRefusalOf({ message: '', ...failure }, parts)).toEqual(refusal);
  });

  it("reads the server's quote in the core's words", () => {
    expect(partQuoteOf({
      whole_order: false, refund_amount: 4_000,
      trips: [{ trip: 1, tripId: 'T-1', whole: true, passengers: [], vehicles: [], hours_before_departure: 120, tier_hours: 72, percent: 80, paid: 5_500, fee: 400, refund: 4_000 }],
    })).toEqual({
      wholeOrder: false, refundAmount: 4_000,
      lines: [{ tripIndex: 1, tripId: 'T-1', whole: true, passengers: [], vehicles: [], hours_before_departure: 120, tier_hours: 72, percent: 80, paid: 5_500, fee: 400, refund: 4_000 }],
    });
  });
});
