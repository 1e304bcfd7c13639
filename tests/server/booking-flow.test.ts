import { issueSession } from '../../server/modules/auth/tokens';
import { makeLoyaltyCard, makeResidentCode } from '../../server/operators/demo/codes';
import { assert } from 'superstruct';
import {
  CreditLimitPaymentAnswer, FinalizeBookingAnswer, InsertBookingAnswer, type OptionalBookingAnswer, type PricingAnswer,
  type Reservation, type Trip,
} from '../../src/contract/index';
import type { TestServer } from '../support/server-harness';
import {
  call, familyWithCar, findTrips, leader, makeUser, oneTraveller, post, startBookingServer, testClock, travellers,
} from './booking-support';

let server: TestServer;
const clock = testClock();
let ferry: Trip;

beforeAll(async () => {
  server = await startBookingServer(clock);
  const trips = await findTrips(server, 'PIR', 'JMK', '2026-06-11');
  ferry = trips.find((t) => t.garage) as Trip;
});
afterAll(async () => { await server?.close(); });

const deck = (trip: Trip) => trip.deckAvailability[0]?.available ?? 0;
async function ferryNow(): Promise<Trip> {
  return (await findTrips(server, 'PIR', 'JMK', '2026-06-11')).find((t) => t.tripId === ferry.tripId) as Trip;
}
async function heldFamily(token?: string) {
  const hold = await post<OptionalBookingAnswer>(server, '/booking/optional-booking', familyWithCar(ferry), { token });
  expect(hold.status).toBe(200);
  return hold.body;
}
const insertBody = (orderCode: string, extra: Record<string, unknown> = {}) => ({
  order_code: orderCode, leader, passengers: travellers, vehicles: [{ plate: 'IKA1234' }], ...extra,
});

describe('Booking API: pricing', () => {
  it('prices a family with a car from the fare tables, in cents, with the service fee', async () => {
    const reply = await post<PricingAnswer>(server, '/booking/pricing', familyWithCar(ferry));
    expect(reply.status).toBe(200);
    const trip = reply.body.trips[0];
    const adult = trip?.passengerPrices[0]?.total as number;
    expect(trip?.passengerPrices.map((p) => p.total)).toEqual([adult, adult, Math.round(adult / 20) * 10]);
    expect(trip?.vehiclePrices[0]?.total).toBeGreaterThan(adult);
    const sum = [...(trip?.passengerPrices ?? []), ...(trip?.vehiclePrices ?? [])].reduce((s, p) => s + p.total, 0);
    expect(trip?.trip_total).toBe(sum);
    expect(reply.body).toMatchObject({ subtotal: sum, serviceFee: 150, discount: 0, shippingCost: 0, total: sum + 150, currency: 'EUR' });
    expect(Number.isInteger(reply.body.total)).toBe(true);
  });

  it('adds the 3.77 courier fee and applies loyalty and resident discounts', async () => {
    const courier = await post<PricingAnswer>(server, '/booking/pricing', { ...familyWithCar(ferry), receiveTicketsMethod: 'courier' });
    expect(courier.body.shippingCost).toBe(377);
    const company = (await post<{ data: { loyaltySchemes: { percent: number }[]; residentDiscount: { percent: number } | null }[] }>(server, '/booking/company-details', { company_code: ferry.company.code })).body.data[0];
    const request = oneTraveller(ferry);
    const plain = (await post<PricingAnswer>(server, '/booking/pricing', request)).body.trips[0]?.passengerPrices[0];
    const withMan = await post<PricingAnswer>(server, '/booking/pricing', { trips: [{ ...request.trips[0], passengers: [{ ...request.trips[0]?.passengers[0], residentIdOrCode: makeResidentCode(20240001) }] }] });
    expect(withMan.status).toBe(200);
    const p = withMan.body.trips[0]?.passengerPrices[0];
    expect(p?.discount).toBe(Math.round(((plain?.fare ?? 0) * (company?.residentDiscount?.percent ?? 0)) / 100));
    expect(p?.total).toBe((plain?.fare ?? 0) - (p?.discount ?? 0));
    const badMan = await post(server, '/booking/pricing', { trips: [{ ...request.trips[0], passengers: [{ ...request.trips[0]?.passengers[0], residentIdOrCode: 'MAN00000000Q' }] }] });
    expect(badMan).toMatchObject({ status: 422, body: { error: { field: 'trips.0.passengers.0.residentIdOrCode' } } });
  });

  it('prices and holds a round trip, and two trips of one voyage against the same sailing', async () => {
    const back = (await findTrips(server, 'JMK', 'PIR', '2026-06-14')).find((t) => t.garage) as Trip;
    const out = familyWithCar(ferry).trips[0];
    const home = familyWithCar(back).trips[0];
    const round = await post<PricingAnswer>(server, '/booking/pricing', { trips: [out, home] });
    expect(round.status).toBe(200);
    expect(round.body.trips.map((t) => t.tripId)).toEqual([ferry.tripId, back.tripId]);
    expect(round.body.serviceFee).toBe(300);
    expect(round.body.total).toBe(round.body.trips[0]!.trip_total + round.body.trips[1]!.trip_total + 300);
    const first = (await findTrips(server, 'PIR', 'JSY', '2026-06-11')).find((t) => t.tripId.startsWith(ferry.tripId.slice(0, 17))) as Trip;
    const second = (await findTrips(server, 'JSY', 'JMK', '2026-06-11')).find((t) => t.tripId.startsWith(ferry.tripId.slice(0, 17))) as Trip;
    const before = deck(await ferryNow());
    const hold = await post<OptionalBookingAnswer>(server, '/booking/optional-booking', { trips: [oneTraveller(first).trips[0], oneTraveller(second).trips[0]] });
    expect(hold.status).toBe(200);
    expect(deck(await ferryNow())).toBe(before - 2);
    expect((await post(server, '/booking/failed-booking', { order_code: hold.body.order_code })).status).toBe(200);
  });

  it('refuses bad booking requests with 400 or 422, never a 500', async () => {
    const base = familyWithCar(ferry);
    const cases: [unknown, number, string][] = [
      [{}, 400, 'INVALID_INPUT'],
      [{ trips: [] }, 400, 'INVALID_INPUT'],
      [{ trips: [{ ...base.trips[0], passengers: [{ passengerType: 'AD', accommodationType: 'DECK', price: 1 }] }] }, 400, 'INVALID_INPUT'],
      [{ trips: [{ ...base.trips[0], tripId: 'ASL01O00-20990101-PIR-JMK' }] }, 422, 'UNKNOWN_TRIP'],
      [{ trips: [{ ...base.trips[0], passengers: [{ passengerType: 'ZZ', accommodationType: 'DECK' }] }] }, 422, 'INVALID_BOOKING_ITEM'],
      [{ trips: [{ ...base.trips[0], passengers: [{ passengerType: 'AD', accommodationType: 'NOPE' }] }] }, 422, 'INVALID_BOOKING_ITEM'],
      [{ trips: [{ ...base.trips[0], vehicles: [{ accommodationType: 'CAR', length: 50 }] }] }, 400, 'INVALID_INPUT'],
      [{ trips: [base.trips[0], base.trips[0]] }, 422, 'DUPLICATE_TRIP'],
      [{ ...base, coupon: 'NOSUCHCOUPON' }, 422, 'INVALID_COUPON'],
    ];
    for (const [body, status, code] of cases) {
      const reply = await post<{ error: { code: string } }>(server, '/booking/pricing', body);
      expect(reply.status, JSON.stringify(body)).toBe(status);
      expect(reply.body.error.code).toBe(code);
    }
  });

  it('knows callers by their login session: the seeded demo reseller and its credit', async () => {
    const token = await issueSession(server.database.db, 'reseller-demo', clock.now);
    const details = await call(server, 'GET', '/booking/reseller-details?user_id=reseller-demo', { token });
    expect(details).toMatchObject({ status: 200, body: { user_id: 'reseller-demo', isReseller: true, creditLimit: 500_000 } });
  });

  it('takes identity from the token and refuses a user_id that does not match', async () => {
    const token = await makeUser(server, 'u-pricing');
    expect((await post(server, '/booking/pricing?user_id=u-pricing', familyWithCar(ferry), { token })).status).toBe(200);
    expect((await post(server, '/booking/pricing?user_id=someone-else', familyWithCar(ferry), { token })).status).toBe(403);
    expect((await post(server, '/booking/pricing?user_id=u-pricing', familyWithCar(ferry))).status).toBe(401);
    expect((await post(server, '/booking/pricing', familyWithCar(ferry), { token: 'not-a-token' })).status).toBe(401);
  });
});

describe('Booking API: holding, ordering, paying and refunding', () => {
  it('holds places, records the order, and releases it on failed-booking', async () => {
    const before = deck(await ferryNow());
    const hold = await heldFamily();
    expect(hold.order_status).toBe('held');
    expect(Date.parse(hold.hold_expires_at) - clock.now.getTime()).toBe(15 * 60_000);
    expect(deck(await ferryNow())).toBe(before - 3);
    const missing = await post(server, '/booking/insert-booking', insertBody(hold.order_code, { passengers: travellers.slice(0, 2) }));
    expect(missing).toMatchObject({ status: 422, body: { error: { code: 'PASSENGER_DETAILS', message: 'Please fill in all passenger details.' } } });
    const noPlate = await post(server, '/booking/insert-booking', insertBody(hold.order_code, { vehicles: [] }));
    expect(noPlate.status).toBe(422);
    const courier = await post(server, '/booking/insert-booking', insertBody(hold.order_code, { receiveTicketsMethod: 'courier' }));
    expect(courier).toMatchObject({ status: 422, body: { error: { code: 'SHIPPING_DETAILS' } } });
    const order = await post<{ order_status: string; payment_amount: number }>(server, '/booking/insert-booking', insertBody(hold.order_code));
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({ order_status: 'pending_payment', payment_amount: hold.payment_amount });
    expect((await post(server, '/booking/finalize-booking', { order_code: hold.order_code })).body).toMatchObject({ error: { code: 'PAYMENT_NOT_CONFIRMED' } });
    expect((await post(server, '/booking/voucher', { order_code: hold.order_code })).status).toBe(409);
    const failed = await post(server, '/booking/failed-booking', { order_code: hold.order_code });
    expect(failed).toMatchObject({ status: 200, body: { order_status: 'failed' } });
    expect(deck(await ferryNow())).toBe(before);
    expect((await post(server, '/booking/failed-booking', { order_code: hold.order_code })).body).toMatchObject({ order_status: 'failed' });
    expect((await post(server, '/booking/insert-booking', insertBody(hold.order_code))).status).toBe(409);
    expect((await post(server, '/booking/failed-booking', { order_code: 'FSNOTHERE1' })).status).toBe(404);
    expect((await post(server, '/booking/failed-booking', { order_code: 'bad code' })).status).toBe(400);
  });

  it('names the ports of an order in the language it was booked in', async () => {
    const names: Record<string, string> = {};
    for (const lang of ['el', 'en', 'de'] as const) {
      const hold = await post<OptionalBookingAnswer>(server, `/booking/optional-booking?lang=${lang}`, familyWithCar(ferry));
      const order = await post<{ trips: { from: string; to: string }[] }>(server, '/booking/insert-booking', insertBody(hold.body.order_code));
      const ports = (await call<{ data: { code: string; name: string }[] }>(server, 'GET', `/booking/getPorts?lang=${lang}`)).body.data;
      expect(order.body.trips[0]).toMatchObject({ from: ports.find((p) => p.code === 'PIR')?.name, to: ports.find((p) => p.code === 'JMK')?.name });
      names[lang] = order.body.trips[0]?.from ?? '';
      await post(server, '/booking/failed-booking', { order_code: hold.body.order_code });
    }
    expect(names).toMatchObject({ el: 'Πειραιάς', en: 'Piraeus' });
  });

  it('asks international trips for birth date, nationality and document of every traveller', async () => {
    const ship = (await findTrips(server, 'PAT', 'ANC', '2026-06-12'))[0] as Trip;
    expect(ship.BookingValidation).toMatchObject({ requiresBirthDate: true, requiresNationality: true, requiresDocument: true });
    const hold = await post<OptionalBookingAnswer>(server, '/booking/optional-booking', oneTraveller(ship));
    const { documentNumber: _omitted, ...noDocument } = travellers[0] as Record<string, string>;
    const refused = await post(server, '/booking/insert-booking', { order_code: hold.body.order_code, leader, passengers: [noDocument] });
    expect(refused).toMatchObject({ status: 422, body: { error: { code: 'PASSENGER_DETAILS', field: 'passengers.0.documentNumber' } } });
    expect((await post(server, '/booking/insert-booking', { order_code: hold.body.order_code, leader, passengers: [travellers[0]] })).status).toBe(200);
  });

  it('keeps a women\'s berth for women and a men\'s for men, whatever sex the pricing request claimed (issue 19)', async () => {
    const ship = (await findTrips(server, 'PIR', 'HER', '2026-06-11')).find((t) => t.berthAvailability.some((b) => b.sex === 'female')) as Trip;
    expect(ship).toBeDefined();
    const women = ship.berthAvailability.find((b) => b.sex === 'female')!.code;
    const men = ship.berthAvailability.find((b) => b.sex === 'male')!.code;
    // The client claims both passengers are women; the travellers' details say the second is a man.
    const request = { trips: [{ tripId: ship.tripId, passengers: [
      { passengerType: 'AD', accommodationType: women, sex: 'female' }, { passengerType: 'AD', accommodationType: women, sex: 'female' },
    ] }] };
    const hold = await post<OptionalBookingAnswer>(server, '/booking/optional-booking', request);
    expect(hold.status).toBe(200);
    const body = { order_code: hold.body.order_code, leader, passengers: [travellers[0], travellers[1]] };
    const refused = await post(server, '/booking/insert-booking', body);
    expect(refused).toMatchObject({ status: 422, body: { error: { code: 'BERTH_SEX', field: 'passengers.1.sex' } } });
    const { sex: _unsaid, ...noSex } = travellers[0] as Record<string, string>;
    expect(await post(server, '/booking/insert-booking', { ...body, passengers: [noSex, travellers[0]] }))
      .toMatchObject({ status: 422, body: { error: { field: 'passengers.0.sex' } } });
    expect(await post(server, '/booking/insert-booking', { ...body, passengers: [travellers[0], travellers[0]] })).toMatchObject({ status: 200 });

    const reverse = await post<OptionalBookingAnswer>(server, '/booking/optional-booking', { trips: [{ tripId: ship.tripId, passengers: [
      { passengerType: 'AD', accommodationType: men },
    ] }] });
    const woman = await post(server, '/booking/insert-booking', { order_code: reverse.body.order_code, leader, passengers: [travellers[0]] });
    expect(woman).toMatchObject({ status: 422, body: { error: { code: 'BERTH_SEX', field: 'passengers.0.sex' } } });
    expect((await post(server, '/booking/insert-booking', { order_code: reverse.body.order_code, leader, passengers: [travellers[1]] })).status).toBe(200);
  });

  it('charges the courier fee when tickets go by courier in Greece', async () => {
    const hold = await heldFamily();
    const shipping = { address: 'Ermou 10', city: 'Athina', zipCode: '105 63', prefecture: 'Attiki', country: 'GR' };
    const order = await post<{ payment_amount: number }>(server, '/booking/insert-booking', insertBody(hold.order_code, { receiveTicketsMethod: 'courier', shipping }));
    expect(order.body.payment_amount).toBe(hold.payment_amount + 377);
    const abroad = await post(server, '/booking/insert-booking', insertBody(hold.order_code, { receiveTicketsMethod: 'courier', shipping: { ...shipping, country: 'IT' } }));
    expect(abroad.status).toBe(422);
  });

  it('lets a reseller pay from its credit limit, refuses a payment over it, and refunds by the company policy', async () => {
    const token = await makeUser(server, 'agency-1', 30_000);
    const details = await call<{ creditLimit: number; creditAvailable: number; isReseller: boolean }>(server, 'GET', '/booking/reseller-details?user_id=agency-1', { token });
    expect(details.body).toMatchObject({ isReseller: true, creditLimit: 30_000, creditAvailable: 30_000 });
    expect((await call(server, 'GET', '/booking/reseller-details?user_id=agency-1')).status).toBe(401);
    expect((await call(server, 'GET', '/booking/reseller-details?user_id=agency-2', { token })).status).toBe(403);

    const first = await heldFamily(token);
    const inserted = await post(server, '/booking/insert-booking', insertBody(first.order_code, { paymentMethod: 'credit_limit' }), { token });
    expect(inserted.status).toBe(200);
    expect(() => assert(inserted.body, InsertBookingAnswer)).not.toThrow();
    expect((await post(server, '/booking/credit-limit-payment', { order_code: first.order_code, payment_amount: first.payment_amount - 1 }, { token })).status).toBe(422);
    const someone = await makeUser(server, 'not-a-reseller');
    expect((await post(server, '/booking/credit-limit-payment', { order_code: first.order_code, payment_amount: first.payment_amount }, { token: someone })).status).toBe(403);
    const paid = await post<Reservation>(server, '/booking/credit-limit-payment', { order_code: first.order_code, payment_amount: first.payment_amount }, { token, key: 'pay-first-0001' });
    expect(paid.status).toBe(200);
    expect(paid.body.order_status).toBe('success');
    expect(() => assert(paid.body, CreditLimitPaymentAnswer)).not.toThrow();
    const finalized = await post(server, '/booking/finalize-booking', { order_code: first.order_code }, { token });
    expect(() => assert(finalized.body, FinalizeBookingAnswer)).not.toThrow();
    expect(finalized.body).toEqual(paid.body);
    const trip = paid.body.trips[0];
    expect(trip?.passengers.map((p) => p.ticketNumber)).toHaveLength(3);
    expect(new Set(trip?.passengers.map((p) => p.ticketNumber)).size).toBe(3);
    expect(trip?.companyReservationCode).toMatch(new RegExp(`^${ferry.company.code}-`));
    // The operator's own codes (server/adapters/demo-operators): the shop prints what the company confirmed.
    expect(trip?.checkinCode).toMatch(/^[A-Z0-9]{6,12}$/);
    expect(trip?.passengers[0]).toMatchObject({ name: 'ELENI', surname: 'PAPADOPOULOU' });

    const second = await heldFamily(token);
    await post(server, '/booking/insert-booking', insertBody(second.order_code, { paymentMethod: 'credit_limit' }), { token });
    const over = await post(server, '/booking/credit-limit-payment', { order_code: second.order_code, payment_amount: second.payment_amount }, { token });
    expect(over).toMatchObject({ status: 409, body: { error: { code: 'CREDIT_LIMIT_EXCEEDED' } } });
    const after = await call<{ creditUsed: number }>(server, 'GET', '/booking/reseller-details', { token });
    expect(after.body.creditUsed).toBe(first.payment_amount);

    const voucher = await post<{ html: string; reservation: Reservation }>(server, '/booking/voucher', { order_code: first.order_code }, { token });
    expect(voucher.status).toBe(200);
    expect(voucher.body.html).toContain(trip?.passengers[0]?.ticketNumber);
    expect((await post(server, '/booking/voucher', { order_code: first.order_code })).status).toBe(404);

    const orders = await post<{ data: { order_code: string; order_status: string }[]; total: number; item_per_page: number }>(server, '/booking/orders', { filters: { order_status: 'success', user_id: 'agency-1' } }, { token });
    expect(orders.body).toMatchObject({ total: 1, item_per_page: 50 });
    expect(orders.body.data[0]?.order_code).toBe(first.order_code);
    expect((await post<{ total: number }>(server, '/booking/orders', {}, { token })).body.total).toBe(2);
    expect((await post(server, '/booking/orders', {})).status).toBe(401);
    expect((await post(server, '/booking/orders', { filters: { user_id: 'agency-9' } }, { token })).status).toBe(403);
    expect((await post(server, '/booking/orders', { item_per_page: 51 }, { token })).status).toBe(400);

    const refund = await post<{ refund_amount: number; trips: { paid: number; percent: number; fee: number; refund: number }[] }>(server, '/booking/refund', { order_code: first.order_code }, { token });
    expect(refund.status).toBe(200);
    const r = refund.body.trips[0];
    expect(r?.refund).toBe(Math.round(((r?.paid ?? 0) * (r?.percent ?? 0)) / 100) - (r?.fee ?? 0));
    expect(refund.body.refund_amount).toBe(r?.refund);
    expect((await post(server, '/booking/refund', { order_code: first.order_code }, { token })).status).toBe(409);
    const credit = await call<{ creditUsed: number }>(server, 'GET', '/booking/reseller-details', { token });
    expect(credit.body.creditUsed).toBe(first.payment_amount - refund.body.refund_amount);
  });

  it('validates loyalty cards and MAN codes for a trip and company', async () => {
    const details = (await post<{ data: { loyaltySchemes: { code: string }[] }[] }>(server, '/booking/company-details', { company_code: ferry.company.code })).body.data[0];
    const loyal = await post<{ valid: boolean }>(server, '/booking/loyalty-validation', { tripId: ferry.tripId, company: ferry.company.code, loyaltyCard: makeLoyaltyCard(ferry.company.code, 777) });
    expect(loyal.status).toBe(200);
    expect(loyal.body.valid).toBe((details?.loyaltySchemes.length ?? 0) > 0);
    const wrong = await post<{ valid: boolean; message: string }>(server, '/booking/loyalty-validation', { tripId: ferry.tripId, company: ferry.company.code, loyaltyCard: '1234' });
    expect(wrong.body).toMatchObject({ valid: false, message: 'The loyalty card number you entered is not valid.' });
    const man = await post<{ valid: boolean }>(server, '/booking/man-validation', { tripId: ferry.tripId, company: ferry.company.code, residentIdOrCode: makeResidentCode(55501234) });
    expect(man.body.valid).toBe(true);
    const badMan = await post<{ valid: boolean; message: string }>(server, '/booking/man-validation', { tripId: ferry.tripId, company: ferry.company.code, residentIdOrCode: 'MAN12345678Z' });
    expect(badMan.body.message).toBe('The MAN code you entered is not valid.');
    expect((await post(server, '/booking/man-validation', { tripId: ferry.tripId, company: 'ZZZ', residentIdOrCode: 'x' })).status).toBe(422);
    expect((await post(server, '/booking/loyalty-validation', { tripId: ferry.tripId })).status).toBe(400);
  });
});

describe('Booking API: bad input on every call', () => {
  it('answers 400 with a code and a message, and changes nothing', async () => {
    const before = deck(await ferryNow());
    const cases: [string, unknown][] = [
      ['/booking/optional-booking', { trips: [{ tripId: ferry.tripId, passengers: [] }] }],
      ['/booking/optional-booking', 'not json object'],
      ['/booking/insert-booking', { order_code: 'FSAAAAAAAA', leader: { ...leader, email: 'nope' }, passengers: travellers }],
      ['/booking/finalize-booking', { order_code: 42 }],
      ['/booking/failed-booking', {}],
      ['/booking/voucher', { order_code: 'x' }],
      ['/booking/refund', { order_code: 'FS12345678', extra: true }],
      ['/booking/orders', { page: 0 }],
      ['/booking/loyalty-validation', { tripId: ferry.tripId, company: 'ASL', loyaltyCard: '' }],
      ['/booking/man-validation', { tripId: 'bad id', company: 'ASL', residentIdOrCode: 'MAN1' }],
      ['/booking/credit-limit-payment', { order_code: 'FS12345678', payment_amount: -5 }],
      ['/booking/credit-limit-payment', { order_code: 'FS12345678', payment_amount: 10.5 }],
      ['/booking/results?lang=xx', { legs: [{ departurePort: 'PIR', destinationPort: 'JMK', departureDate: '2026-06-11' }] }],
      ['/booking/pricing?user_id=a%20b', familyWithCar(ferry)],
    ];
    for (const [path, body] of cases) {
      const reply = await post<{ error: { code: string; message: string } }>(server, path, body);
      expect(reply.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(reply.body.error.code).toBe('INVALID_INPUT');
      expect(reply.body.error.message.length).toBeGreaterThan(3);
    }
    expect(deck(await ferryNow())).toBe(before);
  });
});
