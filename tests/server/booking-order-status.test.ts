/**
 * `POST /booking/order-status` (issue 14, "the traveller always learns the outcome"): the order as its owner sees
 * it, with `outcome` and `refund_amount` once it ended without tickets or was paid back. Only its owner (bearer
 * token) or the holder of its order token opens it; anyone else is told the same 404 as for an unknown code.
 */
import { eq } from 'drizzle-orm';
import { assert } from 'superstruct';
import { Order, type OptionalBookingAnswer, type Trip } from '../../src/contract/index';
import { bookingOrders } from '../../server/database/schema/index';
import type { TestServer } from '../support/server-harness';
import { findTrips, makeUser, oneTraveller, post, startBookingServer, testClock } from './booking-support';

const clock = testClock();
let server: TestServer;
let trip: Trip;
beforeAll(async () => {
  server = await startBookingServer(clock);
  trip = (await findTrips(server, 'PIR', 'JMK', '2026-06-11'))[0] as Trip;
});
afterAll(async () => { await server?.close(); });

const status = (orderCode: unknown, options: Parameters<typeof post>[3] = {}) => post<Order & { error?: { code: string; field?: string } }>(server, '/booking/order-status', { order_code: orderCode }, options);

describe('POST /booking/order-status', () => {
  it("answers a guest's order to the holder of its order token, with no outcome while it goes well", async () => {
    const hold = await post<OptionalBookingAnswer>(server, '/booking/optional-booking', oneTraveller(trip));
    expect(hold.status).toBe(200);
    const reply = await status(hold.body.order_code);
    expect(reply.status).toBe(200);
    assert(reply.body, Order);
    expect(reply.body).toMatchObject({ order_code: hold.body.order_code, order_status: 'held', paid: false, payment_amount: hold.body.payment_amount, refund_amount: null, outcome: null });
  });

  it('tells why a paid order ended without tickets and how much goes back', async () => {
    const hold = await post<OptionalBookingAnswer>(server, '/booking/optional-booking', oneTraveller(trip));
    const code = hold.body.order_code;
    await server.database.db.update(bookingOrders)
      .set({ status: 'refunding', paid: true, outcome: 'operator_refused', refundAmount: hold.body.payment_amount })
      .where(eq(bookingOrders.orderCode, code));
    expect((await status(code)).body).toMatchObject({ order_status: 'failed', paid: true, outcome: 'operator_refused', refund_amount: hold.body.payment_amount });
    await server.database.db.update(bookingOrders).set({ status: 'refunded' }).where(eq(bookingOrders.orderCode, code));
    expect((await status(code)).body).toMatchObject({ order_status: 'refunded', outcome: 'operator_refused', refund_amount: hold.body.payment_amount });
  });

  it('answers the same 404 to a stranger with the code, to another user and for an unknown code', async () => {
    const guest = await post<OptionalBookingAnswer>(server, '/booking/optional-booking', oneTraveller(trip));
    const stranger = await status(guest.body.order_code, { orderToken: null });
    const unknown = await status('FSNOSUCH01', { orderToken: null });
    expect([stranger.status, unknown.status]).toEqual([404, 404]);
    expect(stranger.body.error?.code).toBe(unknown.body.error?.code);
    expect(JSON.stringify(stranger.body)).not.toContain('payment_amount');

    const owner = await makeUser(server, 'status-owner');
    const other = await makeUser(server, 'status-other');
    const mine = await post<OptionalBookingAnswer>(server, '/booking/optional-booking', oneTraveller(trip), { token: owner });
    expect((await status(mine.body.order_code, { token: owner })).body).toMatchObject({ order_code: mine.body.order_code, user_id: 'status-owner' });
    expect((await status(mine.body.order_code, { token: other })).status).toBe(404);
    expect((await status(mine.body.order_code)).status).toBe(404);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    for (const code of ['', 'fs-lower', 'A'.repeat(10_000), 42, null]) {
      const reply = await status(code, { orderToken: null });
      expect(reply.status).toBe(400);
      expect(reply.body.error).toMatchObject({ code: 'INVALID_INPUT', field: 'order_code' });
    }
    const owner = await makeUser(server, 'status-reseller-check');
    const mismatch = await post(server, '/booking/order-status?user_id=someone-else', { order_code: 'FSNOSUCH01' }, { token: owner });
    expect(mismatch.status).toBe(403);
  });
});
