import { eq } from 'drizzle-orm';
import { assert } from 'superstruct';
import { ExtendHoldAnswer, type OptionalBookingAnswer, type Trip } from '../../src/contract/index';
import { bookingOrders, operatorHolds } from '../../server/database/schema/booking';
import type { TestServer } from '../support/server-harness';
import { findTrips, leader, makeUser, oneTraveller, post, startBookingServer, testClock } from './booking-support';

let server: TestServer;
const clock = testClock();
const MINUTE = 60_000;
interface Failure { error: { code: string; field?: string } }

beforeAll(async () => { server = await startBookingServer(clock); });
afterAll(async () => { await server?.close(); });

let trip: Trip;
beforeAll(async () => {
  trip = (await findTrips(server, 'PIR', 'JMK', '2026-06-14'))[0] as Trip;
});

/** Holds one traveller's place; also answers the hold time (minutes) the company gives. */
async function hold(token?: string) {
  const held = await post<OptionalBookingAnswer>(server, '/booking/optional-booking', oneTraveller(trip), { token });
  expect(held.status).toBe(200);
  const minutes = (Date.parse(held.body.hold_expires_at) - clock.now.getTime()) / MINUTE;
  return { ...held.body, minutes };
}
const extend = (orderCode: unknown, token?: string) =>
  post<ExtendHoldAnswer & Partial<Failure>>(server, '/booking/extend-hold', { order_code: orderCode }, { token });
async function orderRow(orderCode: string) {
  const [row] = await server.database.db.select().from(bookingOrders).where(eq(bookingOrders.orderCode, orderCode));
  return row!;
}

describe('Booking API: extend-hold', () => {
  it('extends a running hold by the company hold time from now, with its held places', async () => {
    const held = await hold();
    expect(held.minutes).toBeGreaterThan(0);
    clock.advance(held.minutes - 3);
    const extended = await extend(held.order_code);
    expect(extended.status).toBe(200);
    expect(() => assert(extended.body, ExtendHoldAnswer)).not.toThrow();
    expect(extended.body).toEqual({
      order_code: held.order_code, hold_expires_at: new Date(clock.now.getTime() + held.minutes * MINUTE).toISOString(), extensions_left: 1,
    });
    const row = await orderRow(held.order_code);
    // The operators' holds were extended: their end is the order's.
    const holds = await server.database.db.select().from(operatorHolds).where(eq(operatorHolds.orderId, row.id));
    expect(holds.length).toBeGreaterThan(0);
    expect(holds.every((h) => h.status === 'held' && h.expiresAt?.toISOString() === extended.body.hold_expires_at)).toBe(true);
    // Past the original end the reconciler leaves the places held, and the order can still be completed.
    clock.advance(5);
    expect((await server.app.shop.reconciler.runOnce()).driven).toBe(0);
    expect((await orderRow(held.order_code)).status).toBe('held');
    const inserted = await post(server, '/booking/insert-booking', {
      order_code: held.order_code, leader, passengers: [{ name: 'ELENI', surname: 'PAPADOPOULOU', sex: 'female', nationality: 'GR', birthDate: '12/03/1985', documentNumber: 'AK123456' }],
    });
    expect(inserted.status).toBe(200);
    // An order awaiting payment still holds its places: its hold can be extended too (the second and last time).
    const again = await extend(held.order_code);
    expect(again.status).toBe(200);
    expect(again.body.extensions_left).toBe(0);
  });

  it('allows two extensions per order, then answers 409 HOLD_NOT_EXTENDABLE without changing the hold', async () => {
    const held = await hold();
    clock.advance(1);
    expect((await extend(held.order_code)).status).toBe(200);
    clock.advance(1);
    const second = await extend(held.order_code);
    expect(second.status).toBe(200);
    clock.advance(1);
    const third = await extend(held.order_code);
    expect(third.status).toBe(409);
    expect(third.body.error?.code).toBe('HOLD_NOT_EXTENDABLE');
    const row = await orderRow(held.order_code);
    expect(row.holdExtensions).toBe(2);
    expect(row.holdExpiresAt?.toISOString()).toBe(second.body.hold_expires_at);
  });

  it('never shortens a hold that already runs longer', async () => {
    const held = await hold();
    const later = new Date(clock.now.getTime() + 3 * held.minutes * MINUTE);
    await server.database.db.update(bookingOrders).set({ holdExpiresAt: later }).where(eq(bookingOrders.orderCode, held.order_code));
    const extended = await extend(held.order_code);
    expect(extended.status).toBe(200);
    expect(extended.body.hold_expires_at).toBe(later.toISOString());
  });

  it('answers 410 HOLD_EXPIRED once the hold has run out, before and after the sweeper released it', async () => {
    const first = await hold();
    const second = await hold();
    clock.advance(first.minutes + 1);
    const late = await extend(first.order_code);
    expect(late.status).toBe(410);
    expect(late.body.error?.code).toBe('HOLD_EXPIRED');
    await server.app.shop.reconciler.runOnce();
    expect((await orderRow(second.order_code)).status).toBe('expired');
    const swept = await extend(second.order_code);
    expect(swept.status).toBe(410);
    expect(swept.body.error?.code).toBe('HOLD_EXPIRED');
  });

  it('answers 409 HOLD_NOT_EXTENDABLE for a paid or a released order', async () => {
    const token = await makeUser(server, 'agency-extend', 1_000_000);
    const paid = await hold(token);
    const inserted = await post(server, '/booking/insert-booking', {
      order_code: paid.order_code, leader, paymentMethod: 'credit_limit',
      passengers: [{ name: 'ELENI', surname: 'PAPADOPOULOU', sex: 'female', nationality: 'GR', birthDate: '12/03/1985', documentNumber: 'AK123456' }],
    }, { token });
    expect(inserted.status).toBe(200);
    const payment = await post(server, '/booking/credit-limit-payment', { order_code: paid.order_code, payment_amount: inserted.body.payment_amount }, { token });
    expect(payment.status).toBe(200);
    const afterPayment = await extend(paid.order_code, token);
    expect(afterPayment.status).toBe(409);
    expect(afterPayment.body.error?.code).toBe('HOLD_NOT_EXTENDABLE');

    const released = await hold();
    expect((await post(server, '/booking/failed-booking', { order_code: released.order_code })).status).toBe(200);
    const afterFailure = await extend(released.order_code);
    expect(afterFailure.status).toBe(409);
    expect(afterFailure.body.error?.code).toBe('HOLD_NOT_EXTENDABLE');
  });

  it("answers 404 for another user's order (and for a guest without its owner's token), and for an unknown order", async () => {
    const owner = await makeUser(server, 'extend-owner');
    const other = await makeUser(server, 'extend-other');
    const held = await hold(owner);
    for (const token of [other, undefined]) {
      const refused = await extend(held.order_code, token);
      expect(refused.status).toBe(404);
      expect(refused.body.error?.code).toBe('ORDER_NOT_FOUND');
    }
    expect((await orderRow(held.order_code)).holdExtensions).toBe(0);
    expect((await extend(held.order_code, owner)).status).toBe(200);
    expect((await extend('FSNOTHERE1')).status).toBe(404);
    // A user_id in the query must be the caller's own.
    expect((await post(server, `/booking/extend-hold?user_id=extend-owner`, { order_code: held.order_code }, { token: other })).status).toBe(403);
  });

  it('refuses malformed input with 400 INVALID_INPUT', async () => {
    for (const body of [{}, { order_code: 'x' }, { order_code: 12345678 }, { order_code: 'FS12345678', minutes: 60 }]) {
      const reply = await post<Failure>(server, '/booking/extend-hold', body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.error.code).toBe('INVALID_INPUT');
    }
  });
});
