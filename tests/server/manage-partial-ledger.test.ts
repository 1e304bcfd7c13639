/**
 * The refund ledger (server/modules/booking/refund-ledger.ts, table `refunds`): one row per refund of an issued
 * order, written pending before the processor is asked, paid once by its key; the sum never above what was captured
 * (the locked sum, and the database's check behind it); the whole-order cancellation on it, unchanged for the
 * traveller; a refund whose processor answer is lost (the crash between the row and the processor) finished by the
 * reconciler exactly once. The SIGKILL at `refund:recorded` and `refund:processor-refunded` is in saga-crash.test.ts.
 */
import { eq, sql } from 'drizzle-orm';
import type { OptionalBookingAnswer, Trip } from '../../src/contract/index';
import { bookingOrders, payments } from '../../server/database/schema/booking';
import { refunds } from '../../server/database/schema/refunds';
import { isApiError } from '../../server/http/errors';
import { recordRefund, refundsOf } from '../../server/modules/booking/refund-ledger';
import { startTestServer, type TestServer } from '../support/server-harness';
import { findTrips, oneTraveller, post, testClock } from './booking-support';
import { ledgerOf, openPaymentPage, orderAwaitingCard, postResult, submitCard } from './card-payment-support';

const clock = testClock();
let server: TestServer;
let trip: Trip;

beforeAll(async () => {
  server = await startTestServer({ clock: clock.read, env: { PAYMENT_TIMEOUT_MS: '300' } });
  trip = (await findTrips(server, 'PIR', 'JMK', '2026-06-20'))[0] as Trip;
});
afterEach(() => { server.app.shop.processor.setFaults(''); });
afterAll(async () => { await server?.close(); });

async function issued(): Promise<{ order: OptionalBookingAnswer; attemptId: string; orderId: number }> {
  const order = await orderAwaitingCard(server, oneTraveller(trip));
  const { attemptId, page } = await openPaymentPage(server, order.order_code);
  expect(await postResult(await submitCard(server, page))).toContain('/success');
  const [row] = await server.database.db.select({ id: bookingOrders.id }).from(bookingOrders).where(eq(bookingOrders.orderCode, order.order_code));
  return { order, attemptId, orderId: row!.id };
}
const paymentOf = async (orderId: number) => (await server.database.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!;
const record = (orderId: number, amount: number, key: string) => server.database.db.transaction((tx) =>
  recordRefund(tx, { orderId, amount, reason: 'change_difference', key, covers: { trips: [] }, now: clock.now }));

describe('the refund ledger', () => {
  it('holds the whole-order cancellation as one row, paid once through the processor with its own key', async () => {
    const { order, attemptId, orderId } = await issued();
    const quote = (await post<{ cancel: { refund_amount: number } }>(server, '/booking/manage', { order_code: order.order_code })).body.cancel.refund_amount;
    expect(quote).toBeGreaterThan(0);
    expect((await post(server, '/booking/cancel', { order_code: order.order_code, expected_refund: quote }, { key: 'ledger-whole-01' })).status).toBe(200);
    const rows = await refundsOf(server.database.db, orderId);
    expect(rows).toMatchObject([{ reason: 'cancel_whole', amount: quote, status: 'done', idempotencyKey: `${order.order_code}:cancel_whole`, covers: { trips: [{ tripIndex: 0, whole: true }] } }]);
    expect(rows[0]!.processorRefundId).toMatch(/^RF/);
    expect(await paymentOf(orderId)).toMatchObject({ refunded: quote, refundsReserved: quote, refundDue: 0, refundStatus: null });
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: order.payment_amount, refunded: quote });
  });

  it('never records more than was captured: the locked sum refuses it, and the database check refuses it too', async () => {
    const { order, attemptId, orderId } = await issued();
    const first = await record(orderId, order.payment_amount - 100, `${order.order_code}:test-1`);
    expect(first).toMatchObject({ status: 'pending', amount: order.payment_amount - 100 });
    // The same key again is the same refund, not a second one.
    expect((await record(orderId, order.payment_amount - 100, `${order.order_code}:test-1`)).id).toBe(first.id);
    const refused = await record(orderId, 101, `${order.order_code}:test-2`).catch((error: unknown) => error);
    expect(isApiError(refused) && refused.code).toBe('REFUND_EXCEEDS_CAPTURED');
    expect((await refundsOf(server.database.db, orderId)).length).toBe(1);
    // Bypassing the ledger's lock: the check on payments still says no.
    await expect(server.database.db.update(payments).set({ refundsReserved: sql`${payments.refundsReserved} + 101` }).where(eq(payments.orderId, orderId)))
      .rejects.toThrow();
    expect(await record(orderId, 100, `${order.order_code}:test-3`)).toMatchObject({ amount: 100 });
    await server.app.shop.saga.payRefunds(orderId);
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: order.payment_amount, refunded: order.payment_amount });
    expect(await paymentOf(orderId)).toMatchObject({ refunded: order.payment_amount, refundsReserved: order.payment_amount });
  });

  it('a refund whose processor answer is lost stays pending, and the reconciler pays it exactly once', async () => {
    const { order, attemptId, orderId } = await issued();
    await record(orderId, 500, `${order.order_code}:lost-1`);
    server.app.shop.processor.setFaults('refund=lost');
    expect(await server.app.shop.saga.payRefunds(orderId)).toBe(false);
    // The processor paid; the shop did not hear it.
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: order.payment_amount, refunded: 500 });
    expect(await refundsOf(server.database.db, orderId)).toMatchObject([{ status: 'pending' }]);
    const [due] = await server.database.db.select({ next: bookingOrders.nextCheckAt, status: bookingOrders.status }).from(bookingOrders).where(eq(bookingOrders.id, orderId));
    expect(due).toMatchObject({ status: 'success' });
    expect(due!.next).not.toBeNull();
    server.app.shop.processor.setFaults('');
    clock.advance(5);
    await server.app.shop.reconciler.runOnce();
    expect(await refundsOf(server.database.db, orderId)).toMatchObject([{ status: 'done' }]);
    await server.app.shop.reconciler.runOnce();
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: order.payment_amount, refunded: 500 });
    expect(await paymentOf(orderId)).toMatchObject({ refunded: 500, refundsReserved: 500 });
    const [after] = await server.database.db.select({ next: bookingOrders.nextCheckAt, status: bookingOrders.status }).from(bookingOrders).where(eq(bookingOrders.id, orderId));
    expect(after).toEqual({ status: 'success', next: null });
    expect((await server.database.db.select().from(refunds).where(eq(refunds.orderId, orderId))).length).toBe(1);
  });
});
