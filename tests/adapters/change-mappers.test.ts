import { describe, expect, it } from 'vitest';
import { HttpChangeGateway } from '../../src/adapters/http/change.http-gateway';
import { changeOptionsOf, changeRefusalOf, legChangeOf } from '../../src/adapters/http/change.mappers';
import { HttpClient } from '../../src/adapters/http/http-client';
import { MemoryOrderTokens } from '../../src/adapters/storage/order-tokens.store';

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
    [{ status: 409, code: 'PARTLY_CANCELLED', field: 'trip_index' }, { kind: 'NotAllowed' }],
    [{ status: 409, code: 'CANCEL_IN_PROGRESS', field: 'order_code' }, { kind: 'CancelInProgress' }],
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

describe('HttpChangeGateway', () => {
  const answer = {
    order_code: 'FSABCDEF12', change_code: 'FSABCDEF12XAB12', trip_index: 0, status: 'held', difference: 180, fee: 0,
    new_trip_id: 'ASL-PIR-JNX-1', refund_amount: 0, failure: null, payment: { url: 'https://pay.test/form', method: 'POST', fields: [{ name: 'orderid', value: 'FSABCDEF12XAB12-P1' }] },
  };
  function gateway(status = 200, body: unknown = answer) {
    const seen: { url: string; headers: Record<string, string>; body: unknown }[] = [];
    const fetchImpl: typeof fetch = async (input, init) => {
      seen.push({ url: String(input), headers: init?.headers as Record<string, string>, body: JSON.parse(String(init?.body)) });
      return new Response(JSON.stringify(body), { status });
    };
    const tokens = new MemoryOrderTokens();
    tokens.remember('FSABCDEF12', 'order-token');
    const http = new HttpClient({ baseUrl: 'http://shop.test', locale: () => 'de', fetch: fetchImpl });
    return { seen, changes: new HttpChangeGateway(http, tokens, () => 'de') };
  }
  const request = { orderCode: 'FSABCDEF12', tripIndex: 0, tripId: 'B', expectedDifference: 180 };

  it('starts a change with the order token, the page\'s language and a key that a retry repeats and a new attempt does not', async () => {
    const { seen, changes } = gateway();
    expect(await changes.start(request)).toMatchObject({ ok: true, value: { status: 'held', payment: { url: 'https://pay.test/form' } } });
    await changes.start(request);
    await changes.start({ ...request, after: 'FSABCDEF12XAB12' });
    expect(seen[0]).toMatchObject({
      url: 'http://shop.test/booking/change?lang=de',
      headers: { 'x-order-token': 'order-token' },
      body: { order_code: 'FSABCDEF12', trip_index: 0, trip_id: 'B', expected_difference: 180, lang: 'de' },
    });
    const keys = seen.map((s) => s.headers['idempotency-key']);
    expect(keys[0]).toMatch(/^change-FSABCDEF12-/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('answers a refusal in the shop\'s words, and the company or payment service down as Unavailable', async () => {
    expect(await gateway(409, { error: { code: 'QUOTE_CHANGED', message: '', field: 'expected_difference' } }).changes.start(request)).toEqual({ ok: false, error: { kind: 'QuoteChanged' } });
    expect(await gateway(503, { error: { code: 'OPERATOR_UNAVAILABLE', message: '' } }).changes.start(request)).toEqual({ ok: false, error: { kind: 'Unavailable' } });
    expect(await gateway(404, { error: { code: 'CHANGE_NOT_FOUND', message: '' } }).changes.status('FSABCDEF12', 'FSABCDEF12XAB12')).toEqual({ ok: false, error: { kind: 'NotFound' } });
  });
});
