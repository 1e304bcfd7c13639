/**
 * The booking saga when an outside call fails (server/saga/booking-saga.ts): an operator or the processor that
 * does not answer leaves the order where it is for the reconciler, a definite no ends it with the money back, and a
 * call whose answer was lost is undone by its reference. The broad fault matrix and the kill -9 tests are
 * tests/server/saga-crash*.test.ts; these are the saga's own paths, one each.
 */
import { eq, sql } from 'drizzle-orm';
import type { OptionalBookingAnswer, Reservation, Trip } from '../../src/contract/index';
import { bookingOrders, operatorHolds } from '../../server/database/schema/index';
import { startTestServer, type TestServer } from '../support/server-harness';
import { familyWithCar, findTrips, post, testClock } from './booking-support';
import { attemptsOf, ledgerOf, openPaymentPage, orderAwaitingCard, postResult, submitCard } from './card-payment-support';

let server: TestServer;
const clock = testClock();
let trip: Trip;

beforeAll(async () => {
  // Lost and timed-out calls answer after these (the defaults are 10 s).
  server = await startTestServer({ clock: clock.read, env: { OPERATOR_TIMEOUT_MS: '300', PAYMENT_TIMEOUT_MS: '300' } });
  trip = (await findTrips(server, 'PIR', 'JMK', '2026-06-11')).find((t) => t.garage) as Trip;
});
afterEach(() => {
  server.app.shop.operators.setFaults('');
  server.app.shop.processor.setFaults('');
});
afterAll(async () => { await server?.close(); });

const orderRow = async (orderCode: string) =>
  (await server.database.db.select().from(bookingOrders).where(eq(bookingOrders.orderCode, orderCode)))[0] as typeof bookingOrders.$inferSelect;
const heldAtOperator = async (sailingId: string) => {
  const found = await server.database.db.execute(sql`SELECT coalesce(sum(held), 0)::int AS held FROM demo_operator_inventory WHERE sailing_id = ${sailingId}`);
  return Number((found as unknown as { rows: { held: number }[] }).rows[0]?.held ?? 0);
};

describe('Booking saga under failing outside calls', () => {
  it('a hold whose answer was lost is released by its reference: 503, nothing left held, the failed order keeps the reference', async () => {
    const sailing = trip.tripId.split('-').slice(0, 2).join('-');
    const before = await heldAtOperator(sailing);
    server.app.shop.operators.setFaults('hold=lost');
    const reply = await post<OptionalBookingAnswer & { error?: { code: string } }>(server, '/booking/optional-booking', familyWithCar(trip));
    expect(reply).toMatchObject({ status: 503, body: { error: { code: 'OPERATOR_UNAVAILABLE' } } });
    expect(await heldAtOperator(sailing)).toBe(before);
    const [order] = await server.database.db.select().from(bookingOrders).orderBy(sql`${bookingOrders.id} DESC`).limit(1);
    expect(order).toMatchObject({ status: 'failed', nextCheckAt: null });
    const holds = await server.database.db.select().from(operatorHolds).where(eq(operatorHolds.orderId, order?.id ?? 0));
    expect(holds.map((h) => h.status)).toEqual(['released']);
  });

  it('a hold whose release fails too keeps its failed order until the reconciler has released the reference', async () => {
    const sailing = trip.tripId.split('-').slice(0, 2).join('-');
    const before = await heldAtOperator(sailing);
    server.app.shop.operators.setFaults('hold=lost,release=fail');
    expect((await post(server, '/booking/optional-booking', familyWithCar(trip))).status).toBe(503);
    expect(await heldAtOperator(sailing)).toBeGreaterThan(before);
    const [order] = await server.database.db.select().from(bookingOrders).orderBy(sql`${bookingOrders.id} DESC`).limit(1);
    expect(order).toMatchObject({ status: 'failed' });
    expect(order?.nextCheckAt).not.toBeNull();
    server.app.shop.operators.setFaults('');
    clock.advance(1);
    await server.app.shop.reconciler.runOnce();
    expect(await heldAtOperator(sailing)).toBe(before);
    const holds = await server.database.db.select().from(operatorHolds).where(eq(operatorHolds.orderId, order?.id ?? 0));
    expect(holds.every((h) => h.status === 'released')).toBe(true);
    expect((await server.database.db.select().from(bookingOrders).where(eq(bookingOrders.id, order?.id ?? 0)))[0]?.nextCheckAt).toBeNull();
  });

  it('an operator that does not confirm leaves the paid order issuing; the reconciler issues it once the operator answers', async () => {
    const order = await orderAwaitingCard(server, familyWithCar(trip));
    const { page } = await openPaymentPage(server, order.order_code);
    server.app.shop.operators.setFaults('confirm=fail');
    expect(await postResult(await submitCard(server, page))).toBe(`${server.url}/en/error?reason=payment&order_code=${order.order_code}&payment=pending`);
    expect(await orderRow(order.order_code)).toMatchObject({ status: 'paid', paid: true });
    expect(await post(server, '/booking/finalize-booking', { order_code: order.order_code })).toMatchObject({ status: 409, body: { error: { code: 'ISSUING' } } });
    server.app.shop.operators.setFaults('');
    clock.advance(1);
    await server.app.shop.reconciler.runOnce();
    expect(await orderRow(order.order_code)).toMatchObject({ status: 'success', nextCheckAt: null });
    expect((await post<Reservation>(server, '/booking/finalize-booking', { order_code: order.order_code })).status).toBe(200);
  });

  it('an operator that no longer has the hold refuses the tickets: the money goes back through the processor (operator_refused)', async () => {
    const order = await orderAwaitingCard(server, familyWithCar(trip));
    const { attemptId, page } = await openPaymentPage(server, order.order_code);
    // The traveller pays long after the company's hold ended; the shop's reconciler has not expired the order yet.
    clock.advance(31);
    expect(await postResult(await submitCard(server, page))).toContain('&payment=refunded');
    const row = await orderRow(order.order_code);
    expect(row).toMatchObject({ status: 'refunded', outcome: 'operator_refused', refundAmount: order.payment_amount });
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: order.payment_amount, refunded: order.payment_amount });
  });

  it('a confirm whose answers are lost is never given up while the tickets may be live: the order issues once the operator answers (BUGS.md 3)', async () => {
    const order = await orderAwaitingCard(server, familyWithCar(trip));
    const { attemptId, page } = await openPaymentPage(server, order.order_code);
    server.app.shop.operators.setFaults('confirm=lost');
    expect(await postResult(await submitCard(server, page))).toContain('&payment=pending');
    // Past the hold's end the shop asks to release it: refused (it was confirmed), and the confirm's tickets still
    // do not arrive: the order stays paid, no money goes back.
    clock.advance(31);
    await server.app.shop.reconciler.runOnce();
    expect(await orderRow(order.order_code)).toMatchObject({ status: 'paid' });
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: order.payment_amount, refunded: 0 });
    server.app.shop.operators.setFaults('');
    clock.advance(10);
    await server.app.shop.reconciler.runOnce();
    expect(await orderRow(order.order_code)).toMatchObject({ status: 'success' });
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: order.payment_amount, refunded: 0 });
  });

  it('an order does not expire while the processor cannot say whether its open attempt was paid (BUGS.md 4)', async () => {
    const order = await orderAwaitingCard(server, familyWithCar(trip));
    const { attemptId, page } = await openPaymentPage(server, order.order_code);
    await submitCard(server, page); // paid, and the tab closed: no callback
    server.app.shop.processor.setFaults('inquire=fail');
    clock.advance(31);
    await server.app.shop.reconciler.runOnce();
    expect(await orderRow(order.order_code)).toMatchObject({ status: 'pending_payment' });
    server.app.shop.processor.setFaults('');
    clock.advance(10);
    await server.app.shop.reconciler.runOnce();
    // The capture is found: the operator's hold is gone by now, so the money goes back.
    expect(await orderRow(order.order_code)).toMatchObject({ status: 'refunded' });
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: order.payment_amount, refunded: order.payment_amount });
  });

  it('a traveller\'s cancellation whose operator answer is lost is finished by the reconciler: the company\'s refund goes back (BUGS.md 5)', async () => {
    // A trip weeks away, so the company's policy gives money back.
    const later = (await findTrips(server, 'PIR', 'JMK', '2026-07-20')).find((t) => t.garage) as Trip;
    const order = await orderAwaitingCard(server, familyWithCar(later));
    const { attemptId, page } = await openPaymentPage(server, order.order_code);
    expect(await postResult(await submitCard(server, page))).toContain('/en/success');
    server.app.shop.operators.setFaults('cancel=lost');
    expect((await post(server, '/booking/refund', { order_code: order.order_code })).status).toBe(503);
    const row = await orderRow(order.order_code);
    expect(row).toMatchObject({ status: 'refunding', outcome: 'cancelled_by_traveller', refundAmount: null });
    server.app.shop.operators.setFaults('');
    clock.advance(1);
    await server.app.shop.reconciler.runOnce();
    const done = await orderRow(order.order_code);
    expect(done).toMatchObject({ status: 'refunded' });
    expect(done.refundAmount).toBeGreaterThan(0);
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: order.payment_amount, refunded: done.refundAmount });
    const holds = await server.database.db.select().from(operatorHolds).where(eq(operatorHolds.orderId, row.id));
    expect(holds.map((h) => [h.status, h.refundCents])).toEqual([['cancelled', done.refundAmount]]);
  });

  it('a traveller who paid and closed the tab before the result came back gets the tickets: the open attempt is asked about (BUGS.md 2)', async () => {
    const order = await orderAwaitingCard(server, familyWithCar(trip));
    const { attemptId, page } = await openPaymentPage(server, order.order_code);
    await submitCard(server, page); // paid; the result form is never posted
    clock.advance(6);
    await server.app.shop.reconciler.runOnce();
    expect(await orderRow(order.order_code)).toMatchObject({ status: 'success', paid: true });
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: order.payment_amount, refunded: 0 });
  });

  it('a refund the processor does not answer is recorded first and finished by the reconciler, once', async () => {
    const order = await orderAwaitingCard(server, familyWithCar(trip));
    const { attemptId, page } = await openPaymentPage(server, order.order_code);
    const result = await submitCard(server, page);
    expect((await post(server, '/booking/failed-booking', { order_code: order.order_code })).status).toBe(200);
    server.app.shop.processor.setFaults('refund=lost');
    expect(await postResult(result)).toContain('&payment=refunded');
    // The processor paid back, its answer was lost: the shop still has the refund to do.
    const row = await orderRow(order.order_code);
    expect(row.status).toBe('refunding');
    expect(await attemptsOf(server, row.id)).toMatchObject([{ refundStatus: 'pending' }]);
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: order.payment_amount, refunded: order.payment_amount });
    server.app.shop.processor.setFaults('');
    clock.advance(5);
    await server.app.shop.reconciler.runOnce();
    expect(await orderRow(order.order_code)).toMatchObject({ status: 'refunded', nextCheckAt: null });
    expect(await attemptsOf(server, row.id)).toMatchObject([{ refundStatus: 'done', refunded: order.payment_amount }]);
    // Repeated with the same key, the processor paid back once.
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: order.payment_amount, refunded: order.payment_amount });
  });
});
