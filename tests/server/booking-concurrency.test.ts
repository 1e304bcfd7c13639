import { eq, sql } from 'drizzle-orm';
import type { OptionalBookingAnswer, Reservation, Trip } from '../../src/contract/index';
import { bookingOrders } from '../../server/database/schema/booking';
import type { TestServer } from '../support/server-harness';
import {
  familyWithCar, findTrips, leader, makeUser, oneTraveller, post, presell, startBookingServer, testClock, travellers,
} from './booking-support';

let server: TestServer;
const clock = testClock();
const sailingOf = (trip: Trip) => trip.tripId.split('-').slice(0, 2).join('-');
const seats = (trip: Trip | undefined, code: string) => [...(trip?.deckAvailability ?? []), ...(trip?.seatAvailability ?? [])].find((o) => o.code === code)?.available;
async function inventory(sailingId: string, code: string) {
  const result = (await server.database.db.execute(sql`SELECT held, sold FROM demo_operator_inventory WHERE sailing_id = ${sailingId} AND code = ${code}`)) as unknown as { rows: { held: number; sold: number }[] };
  return result.rows[0] ?? { held: 0, sold: 0 };
}

beforeAll(async () => { server = await startBookingServer(clock); });
afterAll(async () => { await server?.close(); });

describe('Booking API: capacity under concurrency, expiry and replays', () => {
  it('gives the last 10 seats to exactly 10 of 100 parallel holds; the others get no availability', async () => {
    const trip = (await findTrips(server, 'PIR', 'JMK', '2026-06-11')).find((t) => t.vesselType === 'high-speed') as Trip;
    const capacity = seats(trip, 'ECO') as number;
    await presell(server, sailingOf(trip), 'ECO', capacity - 10);
    expect(seats((await findTrips(server, 'PIR', 'JMK', '2026-06-11')).find((t) => t.tripId === trip.tripId), 'ECO')).toBe(10);
    const replies = await Promise.all(Array.from({ length: 100 }, () =>
      post<OptionalBookingAnswer & { error?: { code: string; message: string } }>(server, '/booking/optional-booking', oneTraveller(trip, 'ECO'))));
    const won = replies.filter((r) => r.status === 200);
    const lost = replies.filter((r) => r.status !== 200);
    expect(won).toHaveLength(10);
    expect(new Set(won.map((r) => r.body.order_code)).size).toBe(10);
    expect(lost.every((r) => r.status === 409 && r.body.error?.code === 'NO_AVAILABILITY')).toBe(true);
    expect(lost[0]?.body.error?.message).toBe('There is no availability on the specific date, please choose another one.');
    expect(await inventory(sailingOf(trip), 'ECO')).toEqual({ held: 10, sold: capacity - 10 });
    expect(seats((await findTrips(server, 'PIR', 'JMK', '2026-06-11')).find((t) => t.tripId === trip.tripId), 'ECO')).toBe(0);
  });

  it('gives an expired hold\'s places back, and its order can no longer be completed', async () => {
    const trip = (await findTrips(server, 'PIR', 'JSY', '2026-06-12')).find((t) => t.garage) as Trip;
    const before = seats(trip, 'DECK') as number;
    const hold = await post<OptionalBookingAnswer>(server, '/booking/optional-booking', familyWithCar(trip));
    expect(hold.status).toBe(200);
    const afterHold = (await findTrips(server, 'PIR', 'JSY', '2026-06-12')).find((t) => t.tripId === trip.tripId);
    expect(seats(afterHold, 'DECK')).toBe(before - 3);
    clock.advance(16);
    const later = (await findTrips(server, 'PIR', 'JSY', '2026-06-12')).find((t) => t.tripId === trip.tripId);
    expect(seats(later, 'DECK')).toBe(before);
    expect(later?.garageAvailability?.availableMetres).toBe(trip.garageAvailability?.availableMetres);
    const late = await post(server, '/booking/insert-booking', { order_code: hold.body.order_code, leader, passengers: travellers, vehicles: [{ plate: 'IKA1234' }] });
    expect(late).toMatchObject({ status: 410, body: { error: { code: 'HOLD_EXPIRED' } } });
    // The operator gave the places back (its own sweep of expired holds): they are no longer counted as held.
    expect(await inventory(sailingOf(trip), 'DECK')).toMatchObject({ held: 0 });
    expect(await inventory(sailingOf(trip), 'GARAGE')).toMatchObject({ held: 0 });
  });

  it('lets the server\'s reconciler release expired holds once and expire their orders', async () => {
    const trip = (await findTrips(server, 'RAF', 'TIN', '2026-06-12')).find((t) => t.garage) as Trip;
    const hold = await post<OptionalBookingAnswer>(server, '/booking/optional-booking', familyWithCar(trip));
    expect(await inventory(sailingOf(trip), 'DECK')).toMatchObject({ held: 3 });
    const { reconciler } = server.app.shop;
    await reconciler.runOnce(); // the earlier tests' orders whose holds ran out
    expect((await server.database.db.select().from(bookingOrders).where(eq(bookingOrders.orderCode, hold.body.order_code)))[0]?.status).toBe('held');
    clock.advance(20);
    expect((await reconciler.runOnce()).states).toMatchObject({ expired: 1 });
    expect((await reconciler.runOnce()).driven).toBe(0);
    expect(await inventory(sailingOf(trip), 'DECK')).toMatchObject({ held: 0 });
    const [order] = await server.database.db.select().from(bookingOrders).where(eq(bookingOrders.orderCode, hold.body.order_code));
    expect(order?.status).toBe('expired');
  });

  it('replays insert, payment and finalisation with the same key without changing anything; refuses the key with another body', async () => {
    const token = await makeUser(server, 'agency-replay', 1_000_000);
    const trip = (await findTrips(server, 'PIR', 'TIN', '2026-06-13')).find((t) => t.garage) as Trip;
    const hold = await post<OptionalBookingAnswer>(server, '/booking/optional-booking', familyWithCar(trip), { token });
    const body = { order_code: hold.body.order_code, leader, passengers: travellers, vehicles: [{ plate: 'IKA1234' }], paymentMethod: 'credit_limit' };
    const inserted = await post(server, '/booking/insert-booking', body, { token, key: 'insert-key-0001' });
    const again = await post(server, '/booking/insert-booking', body, { token, key: 'insert-key-0001' });
    expect(inserted.status).toBe(200);
    expect(again).toEqual(inserted);
    const other = await post(server, '/booking/insert-booking', { ...body, passengers: [...travellers].reverse() }, { token, key: 'insert-key-0001' });
    expect(other).toMatchObject({ status: 422, body: { error: { code: 'IDEMPOTENCY_KEY_REUSED' } } });
    expect((await post(server, '/booking/insert-booking', body, { token, key: 'x' })).status).toBe(400);

    const pay = { order_code: hold.body.order_code, payment_amount: hold.body.payment_amount };
    const [first, second] = await Promise.all([
      post<Reservation>(server, '/booking/credit-limit-payment', pay, { token, key: 'pay-key-000001' }),
      post<Reservation>(server, '/booking/credit-limit-payment', pay, { token, key: 'pay-key-000002' }),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const replay = await post<Reservation>(server, '/booking/credit-limit-payment', pay, { token, key: 'pay-key-000001' });
    expect(replay.body).toEqual(first.body);
    const tickets = first.body.trips[0]?.passengers.map((p) => p.ticketNumber);
    expect(second.body.trips[0]?.passengers.map((p) => p.ticketNumber)).toEqual(tickets);

    const f1 = await post<Reservation>(server, '/booking/finalize-booking', { order_code: hold.body.order_code }, { token, key: 'finalize-key-01' });
    const f2 = await post<Reservation>(server, '/booking/finalize-booking', { order_code: hold.body.order_code }, { token, key: 'finalize-key-01' });
    expect(f1.status).toBe(200);
    expect(f2.body).toEqual(f1.body);
    expect(f1.body.trips[0]?.passengers.map((p) => p.ticketNumber)).toEqual(tickets);
    expect((await post(server, '/booking/finalize-booking', { order_code: hold.body.order_code, lang: 'en' }, { token, key: 'finalize-key-01' })).status).toBe(422);

    expect(await inventory(sailingOf(trip), 'DECK')).toMatchObject({ held: 0, sold: 3 });
    const reseller = (await server.database.db.execute(sql`SELECT credit_used FROM resellers WHERE user_id = 'agency-replay'`)) as unknown as { rows: { credit_used: number }[] };
    expect(reseller.rows[0]?.credit_used).toBe(hold.body.payment_amount);
  });
});
