/**
 * Issue 14's four paths that broke "no money without a ticket", each as it happened, through the server's HTTP API
 * and the embedded test processor's own ledger (what the cardholder's statement shows):
 * 1. a card captured after the order was given up (`failed-booking`) was kept;
 * 2. the delivery changed to courier after the payment started: the captured amount no longer matched;
 * 3. a single-use coupon used up by another order before the capture: the order failed with paid=true, no refund;
 * 4. a verified, captured result stored but not applied when the server died was never applied.
 * Each ends with the invariant: the money the processor kept is the issued order's total, or nothing.
 */
import { asc, eq } from 'drizzle-orm';
import type { Order, Reservation, Trip } from '../../src/contract/index';
import { bookingOrders, cardPayments, coupons, orderTransitions, outbox } from '../../server/database/schema/index';
import { orderView } from '../../server/modules/booking/reservation';
import type { TestServer } from '../support/server-harness';
import { familyWithCar, findTrips, leader, post, startBookingServer, testClock, travellers } from './booking-support';
import {
  attemptsOf, form, ledgerOf, openPaymentPage, orderAwaitingCard, postResult, submitCard,
} from './card-payment-support';

let server: TestServer;
const clock = testClock();
let trip: Trip;

beforeAll(async () => {
  server = await startBookingServer(clock);
  trip = (await findTrips(server, 'PIR', 'JMK', '2026-06-11')).find((t) => t.garage) as Trip;
});
afterAll(async () => { await server?.close(); });

const orderRow = async (orderCode: string) =>
  (await server.database.db.select().from(bookingOrders).where(eq(bookingOrders.orderCode, orderCode)))[0] as typeof bookingOrders.$inferSelect;
/** The order as the web app sees it (the API's own mapping of the stored states). */
const wireOrder = async (orderCode: string): Promise<Order> => orderView(await orderRow(orderCode));
/** Money the processor kept across attempts: captured less refunded. */
async function kept(attemptIds: readonly string[]): Promise<number> {
  let total = 0;
  for (const id of attemptIds) {
    const ledger = await ledgerOf(server, id);
    total += (ledger?.captured ?? 0) - (ledger?.refunded ?? 0);
  }
  return total;
}

describe('Issue 14: no money without a ticket', () => {
  it('path 1: a card captured after failed-booking is refunded through the processor', async () => {
    const order = await orderAwaitingCard(server, familyWithCar(trip));
    const { attemptId, page } = await openPaymentPage(server, order.order_code);
    // The traveller pays in one tab (the processor takes the money; the result is on its way back through the
    // browser) and gives the booking up in another.
    const result = await submitCard(server, page);
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: order.payment_amount, refunded: 0 });
    expect((await post(server, '/booking/failed-booking', { order_code: order.order_code })).body).toMatchObject({ order_status: 'failed' });

    const landing = await postResult(result);
    expect(landing).toBe(`${server.url}/en/error?reason=payment&order_code=${order.order_code}&payment=refunded`);
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: order.payment_amount, refunded: order.payment_amount });
    const row = await orderRow(order.order_code);
    expect(row).toMatchObject({ status: 'refunded', outcome: 'payment_after_close', refundAmount: order.payment_amount });
    expect((await wireOrder(order.order_code))).toMatchObject({ order_status: 'refunded', outcome: 'payment_after_close', refund_amount: order.payment_amount });
    expect(await attemptsOf(server, row.id)).toMatchObject([{ attemptId, status: 'captured', refundStatus: 'done', refunded: order.payment_amount, refundReason: 'payment_after_close' }]);
    // The traveller is told by e-mail.
    const mails = await server.database.db.select().from(outbox).where(eq(outbox.to, leader.email));
    expect(mails.some((m) => m.subject.includes(order.order_code) && /refund/i.test(m.subject))).toBe(true);
    // A replay of the result pays back nothing more.
    await postResult(result);
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: order.payment_amount, refunded: order.payment_amount });
    expect(await kept([attemptId])).toBe(0);
  });

  it('path 2: the delivery changed to courier after the payment started supersedes that payment; its capture is refunded, the new payment issues', async () => {
    const order = await orderAwaitingCard(server, familyWithCar(trip));
    const first = await openPaymentPage(server, order.order_code);
    const oldResult = await submitCard(server, first.page);
    // The traveller goes back and asks for the tickets by courier: a payment in flight froze the order's amount, so
    // the change starts a new payment. (The shop asks the processor first, and a capture it learns of issues the order
    // as paid: tests/server/booking-pay-inquiry.test.ts; here the processor does not answer, so the shop cannot know.)
    server.app.shop.processor.setFaults('inquire=fail');
    const courier = await post<Order>(server, '/booking/insert-booking', {
      order_code: order.order_code, leader, passengers: travellers, vehicles: [{ plate: 'IKA1234' }], receiveTicketsMethod: 'courier',
      shipping: { address: 'Akti Miaouli 1', city: 'Piraeus', zipCode: '18538', prefecture: 'Attica', country: 'GR' },
    }).finally(() => server.app.shop.processor.setFaults(''));
    expect(courier.status).toBe(200);
    const newAmount = courier.body.payment_amount;
    expect(newAmount).toBe(order.payment_amount + 377);
    const second = await openPaymentPage(server, order.order_code);
    const landing = await postResult(await submitCard(server, second.page));
    expect(landing).toBe(`${server.url}/en/success?order_code=${order.order_code}`);
    // The old result arrives late: nothing changes, its money is back already.
    expect(await postResult(oldResult)).toContain('/en/success?order_code=');

    const row = await orderRow(order.order_code);
    expect(row).toMatchObject({ status: 'success', paymentAmount: newAmount });
    const attempts = await attemptsOf(server, row.id);
    expect(attempts).toMatchObject([
      { attemptId: first.attemptId, status: 'captured', amount: order.payment_amount, refundStatus: 'done', refunded: order.payment_amount, refundReason: 'payment_superseded' },
      { attemptId: second.attemptId, status: 'captured', amount: newAmount, refundStatus: null, refunded: 0 },
    ]);
    expect(await ledgerOf(server, first.attemptId)).toEqual({ captured: order.payment_amount, refunded: order.payment_amount });
    // Never a double charge kept: the traveller paid the issued total once.
    expect(await kept([first.attemptId, second.attemptId])).toBe(newAmount);
    const issued = await post<Reservation>(server, '/booking/finalize-booking', { order_code: order.order_code });
    expect(issued.body).toMatchObject({ order_status: 'success', total: newAmount, shippingCost: 377 });
  });

  it('path 2: a payment page left open in another tab is voided when a new attempt starts, so it takes no money', async () => {
    const order = await orderAwaitingCard(server, familyWithCar(trip));
    const first = await openPaymentPage(server, order.order_code);
    const second = await openPaymentPage(server, order.order_code); // a second tab: the first attempt is superseded
    const firstAttempt = (await attemptsOf(server, (await orderRow(order.order_code)).id))[0];
    expect(firstAttempt).toMatchObject({ attemptId: first.attemptId, status: 'superseded', voided: true });
    const refused = await form(`${server.url}${first.page.action}`, [
      ...first.page.fields, { name: 'card', value: '4111111111111111' }, { name: 'expiry', value: '12/30' }, { name: 'cvv', value: '123' }, { name: 'action', value: 'pay' },
    ]);
    expect(refused.status).toBe(409);
    expect(await ledgerOf(server, first.attemptId)).toMatchObject({ captured: 0 });
    expect(await postResult(await submitCard(server, second.page))).toContain('/en/success');
    expect(await kept([first.attemptId, second.attemptId])).toBe(order.payment_amount);
  });

  it('path 3: a single-use coupon used up by another order before the capture ends refunded through the processor, not failed with paid=true', async () => {
    // The coupon is written as the Content API writes it (the coupon tests cover that API).
    await server.database.db.insert(coupons).values({ name: 'ONEUSE14', active: true, discountPercent: 10, totalUsesLimit: 1 });
    const order = await orderAwaitingCard(server, { ...familyWithCar(trip), coupon: 'ONEUSE14' });
    const { attemptId, page } = await openPaymentPage(server, order.order_code);
    // Another order takes the coupon's last use meanwhile.
    await server.database.db.update(coupons).set({ totalUsesLimit: 0, timesUsed: 1 }).where(eq(coupons.name, 'ONEUSE14'));

    const landing = await postResult(await submitCard(server, page));
    expect(landing).toBe(`${server.url}/en/error?reason=payment&order_code=${order.order_code}&payment=refunded`);
    const row = await orderRow(order.order_code);
    expect(row).toMatchObject({ status: 'refunded', outcome: 'coupon_used', refundAmount: order.payment_amount, paid: false });
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: order.payment_amount, refunded: order.payment_amount });
    expect(await attemptsOf(server, row.id)).toMatchObject([{ refundStatus: 'done', refunded: order.payment_amount, refundReason: 'coupon_used' }]);
    const finalize = await post(server, '/booking/finalize-booking', { order_code: order.order_code });
    expect(finalize).toMatchObject({ status: 409, body: { error: { code: 'RESERVATION_PROBLEM' } } });
    const [coupon] = await server.database.db.select().from(coupons).where(eq(coupons.name, 'ONEUSE14'));
    expect(coupon).toMatchObject({ totalUsesLimit: 0, timesUsed: 1 });
    const steps = await server.database.db.select().from(orderTransitions).where(eq(orderTransitions.orderId, row.id)).orderBy(asc(orderTransitions.id));
    expect(steps.map((s) => `${s.fromStatus ?? ''}>${s.toStatus}`)).toEqual([
      '>holding', 'holding>held', 'held>pending_payment', 'pending_payment>refunding', 'refunding>refunded',
    ]);
  });

  it('path 4: a verified captured result stored but not applied when the server died is applied by the reconciler at the next start', async () => {
    const order = await orderAwaitingCard(server, familyWithCar(trip));
    const { attemptId, page } = await openPaymentPage(server, order.order_code);
    const result = await submitCard(server, page);
    const { saga, processor, reconciler } = server.app.shop;
    // The callback's first step only (crash point 'callback:stored'): the result is kept, nothing applied.
    const verified = processor.verify(new URLSearchParams(result.fields.map((f) => [f.name, f.value])).toString());
    expect(verified).toMatchObject({ attemptId, outcome: 'captured', amount: order.payment_amount });
    expect(await saga.storeResult(verified as NonNullable<typeof verified>, 'confirm')).toBeDefined();
    const before = await orderRow(order.order_code);
    expect(before).toMatchObject({ status: 'pending_payment', paid: false });
    expect((await server.database.db.select().from(cardPayments).where(eq(cardPayments.orderCode, order.order_code)))[0]).toMatchObject({ applied: false, verified: true });

    // The server comes back: its reconciler runs at start and finds the order due once the callback's grace is over.
    clock.advance(1);
    const summary = await reconciler.runOnce();
    expect(summary.driven).toBeGreaterThanOrEqual(1);
    const after = await orderRow(order.order_code);
    expect(after).toMatchObject({ status: 'success', paid: true, nextCheckAt: null });
    expect((await server.database.db.select().from(cardPayments).where(eq(cardPayments.orderCode, order.order_code)))[0]).toMatchObject({ applied: true });
    const issued = await post<Reservation>(server, '/booking/finalize-booking', { order_code: order.order_code });
    expect(issued.status).toBe(200);
    expect(issued.body.trips[0]?.passengers).toHaveLength(3);
    expect(await kept([attemptId])).toBe(order.payment_amount);
    // The browser's own post of the same result, late, changes nothing.
    expect(await postResult(result)).toContain('/en/success');
    expect(await kept([attemptId])).toBe(order.payment_amount);
  });
});
