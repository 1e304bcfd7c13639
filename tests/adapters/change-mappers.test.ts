import { describe, expect, it } from 'vitest';
import { changeOptionsOf, changeRefusalOf, legChangeOf } from '../../src/adapters/http/change.mappers';

/** The change gateway's refusals and answers (issue 17): the server's status, code and wire words in the shop's. */
describe('changeRefusalOf', () => {
  it.each([
    [{ status: 404, code: 'ORDER_NOT_FOUND', field: 'order_code' }, { kind: 'NotFound' }],
    [{ status: 404, code: 'CHANGE_NOT_FOUND', field: 'change_code' }, { kind: 'NotFound' }],
    [{ status: 409, code: 'NOT_ALLOWED', field: 'trip_index' }, { kind: 'NotAllowed' }],
    [{ status: 409, code: 'TOO_LATE', field: 'trip_index' }, { kind: 'TooLate' }],
    [{ status: 409, code: 'DEPARTED', field: 'trip_index' }, { kind: 'Departed' }],
    [{ status: 409, code: 'NOT_ISSUED', field: 'order_code' }, { kind: 'NotIssued' }],
    [{ status: 409, code: 'NOT_CARD', field: 'trip_index' }, { kind: 'NotCard' }],
    [{ status: 409, code: 'CHANGE_IN_PROGRESS', field: 'order_code' }, { kind: 'ChangeInProgress' }],
    [{ status: 409, code: 'QUOTE_CHANGED', field: 'expected_difference' }, { kind: 'QuoteChanged' }],
    [{ status: 409, code: 'NO_AVAILABILITY', field: 'trip_id' }, { kind: 'NoAvailability' }],
    [{ status: 409, code: 'IDEMPOTENCY_IN_PROGRESS' }, { kind: 'Failed' }],
    [{ status: 422, code: 'NOT_SAME_ROUTE', field: 'trip_id' }, { kind: 'NotSameRoute' }],
    [{ status: 422, code: 'UNKNOWN_TRIP', field: 'trip_index' }, { kind: 'NotSameRoute' }],
    [{ status: 422, code: 'TRIP_DEPARTED', field: 'trip_id' }, { kind: 'Departed' }],
    [{ status: 400, code: 'INVALID_INPUT', field: 'date' }, { kind: 'Invalid', field: 'date' }],
    [{ status: 400, code: 'INVALID_INPUT', field: 'trip_id' }, { kind: 'Invalid', field: 'sailing' }],
    [{ status: 400, code: 'INVALID_INPUT', field: 'order_code' }, { kind: 'Failed' }],
    [{ status: 503, code: 'OPERATOR_UNAVAILABLE' }, { kind: 'Unavailable' }],
    [{ status: 429, code: 'TOO_MANY_REQUESTS' }, { kind: 'Failed' }],
    // A code that only looks like a policy reason through the prototype is not one.
    [{ status: 409, code: 'toString' }, { kind: 'Failed' }],
  ])('%o is %o', (failure, kind) => {
    expect(changeRefusalOf({ message: '', ...failure })).toEqual(kind);
  });

  it('maps the options and a change into the shop\'s words', () => {
    const options = changeOptionsOf({
      order_code: 'FSABCDEF12', trip_index: 0, allowed: false, reason: 'TOO_LATE', from: 'Piraeus', to: 'Thira', old_trip_id: 'A',
      old_departure: '2027-06-02T07:30:00+03:00', old_total: 9000, fee: 1000, free_until_hours: 48, closes_hours_before: 3,
      options: [{ tripId: 'B', companyName: 'Aegean', vesselName: 'Star', departureDatetime: 'd', arrivalDatetime: 'a', new_total: 9500, difference: 1500, available: true }],
    }, '2027-06-04');
    expect(options).toMatchObject({ orderCode: 'FSABCDEF12', date: '2027-06-04', blocked: 'TooLate', freeUntilHours: 48, closesHoursBefore: 3 });
    expect(options.sailings).toEqual([{ tripId: 'B', companyName: 'Aegean', vesselName: 'Star', departure: 'd', arrival: 'a', newTotal: 9500, difference: 1500, available: true }]);
    const change = legChangeOf({
      order_code: 'FSABCDEF12', change_code: 'FSABCDEF12XAB12', trip_index: 0, status: 'held', difference: 1500, fee: 1000,
      new_trip_id: 'B', refund_amount: 0, failure: null, payment: { url: 'https://pay', method: 'POST', fields: [] },
    });
    expect(change).toEqual({
      orderCode: 'FSABCDEF12', changeCode: 'FSABCDEF12XAB12', tripIndex: 0, status: 'held', difference: 1500, fee: 1000, newTripId: 'B',
      refundAmount: 0, failure: null, payment: { url: 'https://pay', method: 'POST', fields: [] },
    });
  });
});
