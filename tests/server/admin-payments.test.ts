/**
 * `GET /api/admin/payments` (issue 14): the administrator's view of money. Per order with a payment attempt:
 * captured, refunded, kept = captured − refunded against expected_kept (the payment amount of issued tickets, less
 * the company's refund of a cancelled order, else 0), and `?anomalies=true` for the orders that keep money without
 * tickets (or issued tickets without the money) once the reconciler has had its turn.
 */
import { eq } from 'drizzle-orm';
import { bookingChanges, bookingOrders, payments } from '../../server/database/schema/index';
import type { OrderMoneyView, PaymentsAnswer } from '../../server/modules/admin/payments-view';
import { startTestServer, type TestServer } from '../support/server-harness';
import type { Trip } from '../../src/contract/index';
import { call, findTrips, makeUser, oneTraveller, testClock } from './booking-support';
import { openPaymentPage, orderAwaitingCard, payByCard, postResult, submitCard } from './card-payment-support';
import { aslPair, changesOf, differenceTo, issuedGuestOrder, payDifference, startChange } from './manage-change-support';

const ADMIN = 'payments-admin-token-0123456789';
const INTERVAL = 60_000;
const clock = testClock('2026-06-10T09:00:00Z');
let server: TestServer;

const ago = (ms: number) => new Date(clock.now.getTime() - ms);
type OrderFixture = Partial<typeof bookingOrders.$inferInsert> & { orderCode: string; status: typeof bookingOrders.$inferInsert['status'] };
type AttemptFixture = Partial<typeof payments.$inferInsert> & Pick<typeof payments.$inferInsert, 'attemptId' | 'amount' | 'status'>;

async function order(fixture: OrderFixture, attempts: AttemptFixture[]): Promise<void> {
  const { db } = server.database;
  const [row] = await db.insert(bookingOrders).values({
    request: { trips: [] }, pricing: { answer: {}, info: [] }, paymentAmount: 8070, paymentMethod: 'card', paid: true,
    createdAt: ago(3_600_000), updatedAt: ago(2 * INTERVAL), ...fixture,
  }).returning({ id: bookingOrders.id });
  for (const attempt of attempts) {
    await db.insert(payments).values({ orderId: row!.id, provider: 'test-processor', createdAt: ago(3_000_000), updatedAt: ago(2 * INTERVAL), ...attempt });
  }
}

const list = (query = '', token: string | null = ADMIN) => call<PaymentsAnswer>(server, 'GET', `/api/admin/payments${query}`, token === null ? {} : { token });
const byCode = (answer: PaymentsAnswer) => new Map(answer.data.map((row) => [row.order_code, row] as [string, OrderMoneyView]));

beforeAll(async () => {
  server = await startTestServer({ clock: clock.read, env: { ADMIN_TOKEN: ADMIN, RECONCILE_INTERVAL_MS: String(INTERVAL) } });
  // The rows below are states written by hand: no reconciler may drive them meanwhile.
  await server.app.shop.reconciler.stop();
  // Kept what it should: issued and captured.
  await order({ orderCode: 'ADMISSUED1', status: 'success', issuedAt: ago(3_000_000) }, [{ attemptId: 'ADMISSUED1-1', amount: 8070, status: 'captured', captured: 8070 }]);
  // Not issued, paid back in full.
  await order({ orderCode: 'ADMREFUND1', status: 'refunded', outcome: 'operator_refused', refundAmount: 8070 },
    [{ attemptId: 'ADMREFUND1-1', amount: 8070, status: 'captured', captured: 8070, refundDue: 8070, refunded: 8070, refundStatus: 'done' }]);
  // Issued, then cancelled by the traveller: the company's policy gave back 80 of 100.
  await order({ orderCode: 'ADMCANCEL1', status: 'refunded', outcome: 'cancelled_by_traveller', issuedAt: ago(3_000_000), paymentAmount: 10000, refundAmount: 8000 },
    [{ attemptId: 'ADMCANCEL1-1', amount: 10000, status: 'captured', captured: 10000, refunded: 8000, refundStatus: 'done' }]);
  // A superseded attempt captured late and paid back, the new one captured and issued.
  await order({ orderCode: 'ADMSUPERS1', status: 'success', issuedAt: ago(3_000_000), paymentAmount: 8447 }, [
    { attemptId: 'ADMSUPERS1-1', amount: 8070, status: 'superseded', captured: 8070, refunded: 8070, refundStatus: 'done' },
    { attemptId: 'ADMSUPERS1-2', amount: 8447, status: 'captured', captured: 8447 },
  ]);
  // Paid a moment ago; the reconciler has work due on it: in flight, not an anomaly yet.
  await order({ orderCode: 'ADMFLIGHT1', status: 'paid', nextCheckAt: clock.now, updatedAt: ago(1_000) },
    [{ attemptId: 'ADMFLIGHT1-1', amount: 8070, status: 'captured', captured: 8070, updatedAt: ago(1_000) }]);
  // Paid and forgotten: nothing due, no lease. Money without a ticket.
  await order({ orderCode: 'ADMSTUCK01', status: 'paid' }, [{ attemptId: 'ADMSTUCK01-1', amount: 8070, status: 'captured', captured: 8070 }]);
  // Paid, work due, but nobody touched it for longer than the interval: the reconciler had its turn and failed.
  await order({ orderCode: 'ADMSTUCK02', status: 'refunding', outcome: 'operator_refused', nextCheckAt: ago(1_000), updatedAt: ago(INTERVAL + 1) },
    [{ attemptId: 'ADMSTUCK02-1', amount: 8070, status: 'captured', captured: 8070, refundDue: 8070, refundStatus: 'pending', updatedAt: ago(INTERVAL + 1) }]);
  // Tickets issued without the money.
  await order({ orderCode: 'ADMNOMONEY', status: 'success', issuedAt: ago(3_000_000), paymentAmount: 9000 }, [{ attemptId: 'ADMNOMONEY-1', amount: 9000, status: 'started' }]);
  // A held order under a live lease of the reconciler: in flight whatever its age.
  await order({ orderCode: 'ADMLEASED1', status: 'paid', leaseOwner: 'other', leaseUntil: new Date(clock.now.getTime() + 30_000), updatedAt: ago(1_000) },
    [{ attemptId: 'ADMLEASED1-1', amount: 8070, status: 'captured', captured: 8070, updatedAt: ago(1_000) }]);
  // No payment attempt at all: not listed.
  await order({ orderCode: 'ADMNOPAY01', status: 'held', paid: false }, []);
});
afterAll(async () => { await server?.close(); });

describe('GET /api/admin/payments', () => {
  it('answers only the administrator: 401 without a token, 403 with a customer\'s or an unknown token', async () => {
    expect((await list('', null)).status).toBe(401);
    expect((await list('', 'not-the-admin-token-0123456789')).status).toBe(403);
    const customer = await makeUser(server, 'payments-customer');
    const refused = await list('', customer);
    expect(refused).toMatchObject({ status: 403, body: { error: { code: 'FORBIDDEN', message: 'The token may not read the payments' } } });
    expect(JSON.stringify(refused.body)).not.toContain('ADMISSUED1');
  });

  it('lists every order with a payment attempt: captured, refunded, kept and what should be kept', async () => {
    const reply = await list('?item_per_page=100');
    expect(reply.status).toBe(200);
    const rows = byCode(reply.body);
    expect(rows.has('ADMNOPAY01')).toBe(false);
    expect(reply.body.total).toBe(rows.size);
    expect(rows.get('ADMISSUED1')).toMatchObject({ order_status: 'success', payment_method: 'card', captured: 8070, refunded: 0, kept: 8070, expected_kept: 8070, anomaly: null });
    expect(rows.get('ADMREFUND1')).toMatchObject({ order_status: 'refunded', outcome: 'operator_refused', kept: 0, expected_kept: 0, anomaly: null });
    expect(rows.get('ADMCANCEL1')).toMatchObject({ outcome: 'cancelled_by_traveller', captured: 10000, refunded: 8000, kept: 2000, expected_kept: 2000, anomaly: null });
    expect(rows.get('ADMSUPERS1')).toMatchObject({ captured: 16517, refunded: 8070, kept: 8447, expected_kept: 8447, anomaly: null });
    expect(rows.get('ADMSUPERS1')!.attempts).toEqual([
      expect.objectContaining({ attempt_id: 'ADMSUPERS1-1', provider: 'test-processor', status: 'superseded', amount: 8070, captured: 8070, refunded: 8070, refund_status: 'done' }),
      expect.objectContaining({ attempt_id: 'ADMSUPERS1-2', status: 'captured', captured: 8447, refunded: 0, refund_status: null }),
    ]);
    expect(rows.get('ADMFLIGHT1')).toMatchObject({ order_status: 'paid', kept: 8070, expected_kept: 0, settled: false, anomaly: null });
    expect(rows.get('ADMLEASED1')).toMatchObject({ settled: false, anomaly: null });
  });

  it('?anomalies=true keeps the orders that break the invariant once the reconciler has had its turn', async () => {
    const reply = await list('?anomalies=true');
    expect(reply.status).toBe(200);
    expect(reply.body.data.map((row) => row.order_code).sort()).toEqual(['ADMNOMONEY', 'ADMSTUCK01', 'ADMSTUCK02']);
    expect(reply.body.total).toBe(3);
    const rows = byCode(reply.body);
    expect(rows.get('ADMSTUCK01')).toMatchObject({ kept: 8070, expected_kept: 0, settled: true, anomaly: 'keeps 8070 captured cents that are neither issued nor refunded' });
    expect(rows.get('ADMSTUCK02')).toMatchObject({ order_status: 'refunding', settled: true, anomaly: expect.stringContaining('neither issued nor refunded') });
    expect(rows.get('ADMNOMONEY')).toMatchObject({ kept: 0, expected_kept: 9000, anomaly: 'issued tickets worth 9000 cents with only 0 kept' });
  });

  it('pages the orders and filters one order by its code', async () => {
    const first = await list('?anomalies=true&item_per_page=2');
    const second = await list('?anomalies=true&item_per_page=2&page=2');
    expect([first.body.data.length, second.body.data.length, first.body.total, second.body.page]).toEqual([2, 1, 3, 2]);
    expect(new Set([...first.body.data, ...second.body.data].map((row) => row.order_code)).size).toBe(3);
    const one = await list('?order_code=ADMCANCEL1');
    expect(one.body).toMatchObject({ total: 1, data: [{ order_code: 'ADMCANCEL1' }] });
  });

  it('refuses a bad query with a 400 naming the field, before reading anything', async () => {
    for (const [query, field] of [
      ['?item_per_page=0', 'item_per_page'], ['?item_per_page=101', 'item_per_page'], ['?page=abc', 'page'], ['?page=0', 'page'],
      ['?anomalies=yes', 'anomalies'], ['?order_code=adm%3Bdrop', 'order_code'], ['?order_code=' + 'A'.repeat(5000), 'order_code'], ['?sort=updated_at', 'sort'],
    ] as const) {
      const reply = await list(query);
      expect(reply.status, query.slice(0, 40)).toBe(400);
      expect(reply.body).toMatchObject({ error: { code: 'INVALID_INPUT', field } });
    }
  });
});

describe('GET /api/admin/payments over real card payments', () => {
  it('shows a booking paid by card as kept = expected, and a declined card as nothing kept; neither is an anomaly', async () => {
    const trip = (await findTrips(server, 'PIR', 'JMK', '2026-06-11'))[0] as Trip;
    const paid = await orderAwaitingCard(server, oneTraveller(trip));
    expect(await payByCard(server, paid.order_code)).toContain('/success?order_code=');
    const declined = await orderAwaitingCard(server, oneTraveller(trip));
    const { page } = await openPaymentPage(server, declined.order_code);
    expect(await postResult(await submitCard(server, page, '4000000000000002'))).toContain('payment=declined');

    const issued = (await list(`?order_code=${paid.order_code}`)).body.data[0];
    expect(issued).toMatchObject({
      order_status: 'success', payment_method: 'card', captured: paid.payment_amount, refunded: 0, kept: paid.payment_amount,
      expected_kept: paid.payment_amount, anomaly: null,
      attempts: [{ provider: 'test-processor', status: 'captured', amount: paid.payment_amount, captured: paid.payment_amount }],
    });
    expect((await list(`?order_code=${declined.order_code}`)).body.data[0]).toMatchObject({
      captured: 0, kept: 0, expected_kept: 0, anomaly: null, attempts: [{ status: 'declined', captured: 0 }],
    });
    const anomalies = (await list('?anomalies=true')).body.data.map((row) => row.order_code);
    expect(anomalies).not.toContain(paid.order_code);
    expect(anomalies).not.toContain(declined.order_code);
  });
});

describe('GET /api/admin/payments over changes of a leg (issue 17)', () => {
  const money = async (orderCode: string) => {
    // What the change left due (its order's refund ledger) is the reconciler's; the view is read once it had its turn.
    clock.advance(1);
    await server.app.shop.reconciler.runOnce({ aheadMs: 60_000 });
    return (await list(`?order_code=${orderCode}`)).body.data[0]!;
  };

  it('a dearer sailing: the difference captured on the change\'s own attempt is captured and kept, and expected', async () => {
    const { cheap, dear, date } = await aslPair(server, clock, 6);
    const { order } = await issuedGuestOrder(server, cheap);
    const difference = await differenceTo(server, order.order_code, date, dear.tripId);
    const started = await startChange(server, order.order_code, dear.tripId, difference, 'admin-change-up');
    await payDifference(server, started.body.payment!);
    const [change] = await changesOf(server, order.order_code);
    expect(change?.status).toBe('done');
    const total = order.payment_amount + difference;
    expect(await money(order.order_code)).toMatchObject({
      order_status: 'success', captured: total, refunded: 0, kept: total, expected_kept: total, settled: true, anomaly: null,
      changes: [{ change_code: change!.changeCode, status: 'done', difference, attempt_id: change!.attemptId, captured: difference, refunded: 0, refund_status: null }],
    });
    expect((await list('?anomalies=true')).body.data.map((row) => row.order_code)).not.toContain(order.order_code);
  });

  it('a cheaper sailing: the difference paid back through the order\'s attempt is neither kept nor expected', async () => {
    const { cheap, dear, date } = await aslPair(server, clock, 7);
    const { order } = await issuedGuestOrder(server, dear);
    const difference = await differenceTo(server, order.order_code, date, cheap.tripId);
    expect((await startChange(server, order.order_code, cheap.tripId, difference, 'admin-change-down')).body.status).toBe('done');
    const kept = order.payment_amount + difference;
    expect(await money(order.order_code)).toMatchObject({
      captured: order.payment_amount, refunded: -difference, kept, expected_kept: kept, settled: true, anomaly: null,
      changes: [{ status: 'done', difference, attempt_id: null, captured: 0, refunded: 0 }],
    });
  });

  it('a change that failed after its difference was captured: captured and paid back in full, nothing more kept', async () => {
    const { cheap, dear, date } = await aslPair(server, clock, 8);
    const { order } = await issuedGuestOrder(server, cheap);
    const difference = await differenceTo(server, order.order_code, date, dear.tripId);
    const started = await startChange(server, order.order_code, dear.tripId, difference, 'admin-change-refused');
    // The operator gives the new places away before the confirm: it is refused, the change fails after the capture.
    await server.app.shop.operators.release((await changesOf(server, order.order_code))[0]!.newReference);
    await payDifference(server, started.body.payment!);
    expect(await money(order.order_code)).toMatchObject({
      captured: order.payment_amount + difference, refunded: difference, kept: order.payment_amount, expected_kept: order.payment_amount,
      settled: true, anomaly: null,
      changes: [{ status: 'failed', captured: difference, refunded: difference, refund_status: 'done' }],
    });
  });

  it('a change\'s capture not paid back is an anomaly once the reconciler has had its turn', async () => {
    const { cheap, dear, date } = await aslPair(server, clock, 9);
    const { order } = await issuedGuestOrder(server, cheap);
    const difference = await differenceTo(server, order.order_code, date, dear.tripId);
    const started = await startChange(server, order.order_code, dear.tripId, difference, 'admin-change-stuck');
    await server.app.shop.operators.release((await changesOf(server, order.order_code))[0]!.newReference);
    // The processor does not answer refunds: the captured difference of the failed change stays with the shop.
    server.app.shop.processor.setFaults('refund=fail');
    try {
      await payDifference(server, started.body.payment!);
      const [change] = await changesOf(server, order.order_code);
      expect(change).toMatchObject({ status: 'failed', refundStatus: 'pending' });
      await server.database.db.update(bookingChanges).set({ updatedAt: new Date(clock.now.getTime() - 2 * INTERVAL) }).where(eq(bookingChanges.id, change!.id));
      const row = (await list(`?order_code=${order.order_code}`)).body.data[0]!;
      expect(row).toMatchObject({ kept: order.payment_amount + difference, expected_kept: order.payment_amount, settled: true });
      expect(row.anomaly).toBe(`keeps ${difference} cents more than the issued tickets' ${order.payment_amount}`);
    } finally {
      server.app.shop.processor.setFaults('');
    }
  });
});
