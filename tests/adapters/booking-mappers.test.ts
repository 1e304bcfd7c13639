import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { bookingFieldOf, bookingRefusalOf, holdExtensionOf, insertBookingRequestOf, pricingRequestOf, refusedBooking } from '../../src/adapters/http/booking.mappers';
import { HttpBookingGateway } from '../../src/adapters/http/booking.http-gateway';
import { HttpClient } from '../../src/adapters/http/http-client';
import { MemoryOrderTokens } from '../../src/adapters/storage/order-tokens.store';
import { type HttpFailure } from '../../src/adapters/http/http-failure';

const answer = (status: number, code: string, field?: string): HttpFailure =>
  ({ status, code, message: `${code} said`, ...(field ? { field } : {}) });

describe('booking.mappers: the server answer (status and error code) in the shop words', () => {
  it.each([
    [409, 'NO_AVAILABILITY', 'NoAvailability'],
    [409, 'CREDIT_LIMIT_EXCEEDED', 'CreditTooLow'],
    [409, 'HOLD_NOT_EXTENDABLE', 'NotExtendable'],
    [409, 'PAYMENT_NOT_CONFIRMED', 'NotPaid'],
    [409, 'ISSUING', 'Issuing'],
    [409, 'RESERVATION_PROBLEM', 'NotIssued'],
    [409, 'ALREADY_ISSUED', 'AlreadySettled'],
    [409, 'ORDER_CLOSED', 'OrderClosed'],
    [409, 'IDEMPOTENCY_IN_PROGRESS', 'Busy'],
    // Cancelling the whole booking while a change of a leg, or a part's cancellation, is under way (issue 17).
    [409, 'CHANGE_IN_PROGRESS', 'ChangeInProgress'],
    [409, 'CANCEL_IN_PROGRESS', 'CancelInProgress'],
    [409, 'SOMETHING_NEW', 'OrderClosed'],
    [410, 'HOLD_EXPIRED', 'HoldExpired'],
    [429, 'HOLD_LIMIT', 'HoldLimit'],
    [429, 'TOO_MANY_HOLDS', 'TooManyHolds'],
    [429, 'RATE_LIMITED', 'TooManyTries'],
    [404, 'ORDER_NOT_FOUND', 'NotFound'],
    [401, 'AUTH_REQUIRED', 'NotLoggedIn'],
    [403, 'NOT_RESELLER', 'NotAllowed'],
    [422, 'INVALID_COUPON', 'InvalidCoupon'],
  ] as const)('%i %s is %s', (status, code, kind) => {
    expect(bookingRefusalOf(answer(status, code))).toMatchObject({ kind, detail: `${code} said` });
  });

  it("names why a field was refused and names the field in the core's words", () => {
    expect(bookingRefusalOf(answer(422, 'PASSENGER_DETAILS', 'passengers.1.surname')))
      .toEqual({ kind: 'Invalid', reason: 'PassengerDetails', field: { part: 'passenger', index: 1, name: 'surname' }, detail: 'PASSENGER_DETAILS said' });
    expect(bookingRefusalOf(answer(422, 'SHIPPING_DETAILS', 'shipping.zipCode')))
      .toMatchObject({ kind: 'Invalid', reason: 'ShippingDetails', field: { part: 'shipping', name: 'postcode' } });
    expect(bookingRefusalOf(answer(422, 'BERTH_SEX', 'passengers.0.sex'))).toMatchObject({ kind: 'Invalid', reason: 'BerthSex' });
    expect(bookingRefusalOf(answer(400, 'INVALID_INPUT', 'coupon'))).toMatchObject({ kind: 'InvalidCoupon', field: { part: 'coupon' } });
    expect(bookingRefusalOf(answer(400, 'INVALID_INPUT', 'leader.email'))).toMatchObject({ kind: 'Invalid', reason: 'Input', field: { part: 'leader', name: 'email' } });
  });

  it.each([
    ['trips.1.passengers.0.discountIdOrCode', { part: 'passenger', trip: 1, index: 0, name: 'discountIdOrCode' }],
    ['passengers.2.birthDate', { part: 'passenger', index: 2, name: 'birthDate' }],
    ['passengers', { part: 'passenger' }],
    ['trips.0.vehicles.1.length', { part: 'vehicle', trip: 0, index: 1, name: 'length' }],
    ['vehicles.0', { part: 'vehicle', index: 0 }],
    ['trips.0.trailers', { part: 'trailer', trip: 0 }],
    ['trips.0.Pets.1', { part: 'pet', trip: 0, index: 1 }],
    ['pets.0.name', { part: 'pet', index: 0, name: 'name' }],
    ['leader.zipcode', { part: 'leader', name: 'postcode' }],
    ['shipping.prefecture', { part: 'shipping', name: 'prefecture' }],
    ['invoice.tax', { part: 'invoice', name: 'tax' }],
    ['trips.0.tripId', { part: 'trip' }],
    ['trips', { part: 'trip' }],
    ['email', { part: 'coupon' }],
    ['order_code', { part: 'order' }],
    ['expected_refund', { part: 'refund' }],
    ['payment_amount', { part: 'payment' }],
    ['__proto__', undefined],
    ['somethingNew', undefined],
    [undefined, undefined],
  ] as const)("reads the server's field %s as the core's field", (path, field) => {
    expect(bookingFieldOf(path)).toEqual(field);
  });

  it('the HTTP client and mapper carry what of the details the server did not apply (ALREADY_ISSUED\'s not_applied); a malformed one is dropped', async () => {
    const notApplied = { delivery: { paid: 'port', asked: 'courier' }, parts: ['travellers'] };
    const reply = (error: Record<string, unknown>): typeof fetch => async () =>
      new Response(JSON.stringify({ error: { code: 'ALREADY_ISSUED', message: 'This order has already been issued', ...error } }), { status: 409 });
    const answerTo = async (error: Record<string, unknown>) => {
      const http = new HttpClient({ baseUrl: 'http://shop.test', locale: () => 'en', fetch: reply(error) });
      return refusedBooking(await http.post('/booking/insert-booking', { order_code: 'FS12345678' }));
    };
    expect(await answerTo({ not_applied: notApplied })).toEqual({
      ok: false, error: { kind: 'AlreadySettled', detail: 'This order has already been issued', notApplied },
    });
    expect(await answerTo({ not_applied: { parts: ['passwords'] } })).toEqual({
      ok: false, error: { kind: 'AlreadySettled', detail: 'This order has already been issued' },
    });
    expect(await answerTo({})).toEqual({ ok: false, error: { kind: 'AlreadySettled', detail: 'This order has already been issued' } });
    // Only a refusal as paid carries it.
    expect(bookingRefusalOf({ ...answer(409, 'ORDER_CLOSED'), extra: { not_applied: notApplied } })).not.toHaveProperty('notApplied');
  });

  it("the HTTP gateway answers a reseller's credit too low as CreditTooLow, not as no availability", async () => {
    const fetchImpl: typeof fetch = async () =>
      new Response(JSON.stringify({ error: { code: 'CREDIT_LIMIT_EXCEEDED', message: 'This payment would exceed the credit limit' } }), { status: 409 });
    const http = new HttpClient({ baseUrl: 'http://shop.test', locale: () => 'en', fetch: fetchImpl });
    const gateway = new HttpBookingGateway(http, new MemoryOrderTokens());
    expect(await gateway.payFromCredit('FS12345678', 1000)).toEqual({
      ok: false, error: { kind: 'CreditTooLow', detail: 'This payment would exceed the credit limit' },
    });
  });
});

describe('the in-memory adapters speak the shop words', () => {
  it('name no HTTP status code and no HTTP failure kind, in any in-memory adapter', () => {
    const dir = join(__dirname, '../../src/adapters/in-memory');
    const files = readdirSync(dir).filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const text = readFileSync(join(dir, file), 'utf8');
      expect({ file, status: text.match(/\bstatus:\s*\d{3}\b|\b(?:40[0-9]|41[0-9]|42[0-9]|50[0-9])\b(?=\s*[,:)}\]])/g) }).toEqual({ file, status: null });
      expect({ file, http: text.match(/\bHTTP\b|'(?:Conflict|Gone|NotAcceptable|Unauthorized|Forbidden|RateLimited)'|api-failure|ApiFailure/g) }).toEqual({ file, http: null });
    }
  });

  it('import nothing of the wire contract (src/contract): they seed and answer in the core types', () => {
    const dir = join(__dirname, '../../src/adapters/in-memory');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      const text = readFileSync(join(dir, file), 'utf8');
      expect({ file, imports: text.match(/from '[./]*contract(?:\/[^']*)?'/g) }).toEqual({ file, imports: null });
    }
  });
});

describe('the core knows no HTTP failure', () => {
  it('has no ApiFailure, no status code of a refusal and no HTTP failure kind', () => {
    const root = join(__dirname, '../../src/core');
    const files = (readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) {
      const text = readFileSync(join(root, file), 'utf8');
      expect({ file, found: text.match(/ApiFailure|api-failure|\bstatus\s*===?\s*4\d\d|'(?:Unauthorized|NotAcceptable|RateLimited|Gone|Forbidden)'/g) }).toEqual({ file, found: null });
    }
  });
});

describe('booking.mappers: wire answers and requests', () => {
  it("maps an extended hold to the core's names", () => {
    expect(holdExtensionOf({ order_code: 'FS00000001', hold_expires_at: '2027-06-01T09:25:00.000Z', extensions_left: 1 }))
      .toEqual({ orderCode: 'FS00000001', holdExpiresAt: '2027-06-01T09:25:00.000Z', extensionsLeft: 1 });
  });

  it("sends the core's pets as the wire's Pets, and nothing the core did not set", () => {
    const wire = pricingRequestOf({
      trips: [{ tripId: 'AEG-PIR-JTR-1', passengers: [{ passengerType: 'AD', accommodationType: 'DECK' }], pets: [{ code: 'DOG', passengerIndex: 0 }] }],
      lang: 'en',
    });
    expect(wire).toEqual({
      trips: [{ tripId: 'AEG-PIR-JTR-1', passengers: [{ passengerType: 'AD', accommodationType: 'DECK' }], Pets: [{ code: 'DOG', passengerIndex: 0 }] }],
      lang: 'en',
    });
    expect(wire.trips[0]).not.toHaveProperty('pets');
  });

  it("sends the core's order details under the wire's names: order_code, the leader's zipcode, the shipping's zipCode", () => {
    const leader = { firstName: 'Maria', lastName: 'Papadopoulou', email: 'maria@example.gr', mobile: '6912345678', phonePrefix: '+30', country: 'GR' };
    const wire = insertBookingRequestOf({
      orderCode: 'FS00000001', leader: { ...leader, postcode: '105 63' }, passengers: [{ name: 'Maria', surname: 'Papadopoulou' }],
      receiveTicketsMethod: 'courier', paymentMethod: 'card',
      shipping: { address: 'Ermou 1', city: 'Athens', postcode: '105 63', prefecture: 'Attica', country: 'GR' },
    });
    expect(wire).toEqual({
      order_code: 'FS00000001', leader: { ...leader, zipcode: '105 63' }, passengers: [{ name: 'Maria', surname: 'Papadopoulou' }],
      receiveTicketsMethod: 'courier', paymentMethod: 'card',
      shipping: { address: 'Ermou 1', city: 'Athens', zipCode: '105 63', prefecture: 'Attica', country: 'GR' },
    });
    expect(JSON.stringify(wire)).not.toMatch(/orderCode|postcode/);
  });
});
