/**
 * The traveller always learns the outcome (issue 14), through the real shop: the saga over the demo operator and
 * the embedded test processor, the redirect's `payment=…`, `POST /booking/order-status`, the refund e-mail and the
 * administrator's view of the money, for a paid order the company refuses and one whose tickets are late.
 */
import { formatMoney } from '../../src/core/shared/money';
import type { OptionalBookingAnswer, Order, Trip } from '../../src/contract/index';
import type { PaymentsAnswer } from '../../server/modules/admin/payments-view';
import { readMailbox, startTestServer, type TestServer } from '../support/server-harness';
import { call, findTrips, leader, oneTraveller, post, testClock, travellers } from './booking-support';
import { openPaymentPage, orderAwaitingCard, postResult, submitCard } from './card-payment-support';

const ADMIN = 'outcome-admin-token-0123456789';
const clock = testClock();
let server: TestServer;
let trip: Trip;

beforeAll(async () => {
  server = await startTestServer({ clock: clock.read, env: { ADMIN_TOKEN: ADMIN, OPERATOR_TIMEOUT_MS: '300', PAYMENT_TIMEOUT_MS: '300' } });
  trip = (await findTrips(server, 'PIR', 'JMK', '2026-06-11'))[0] as Trip;
});
afterEach(() => { server.app.shop.operators.setFaults(''); });
afterAll(async () => { await server?.close(); });

const money = async (orderCode: string) =>
  (await call<PaymentsAnswer>(server, 'GET', `/api/admin/payments?order_code=${orderCode}`, { token: ADMIN })).body.data[0];

describe('The outcome of a paid order, as the traveller and the administrator see it', () => {
  it('a company that refuses the seats: the page is told "refunded", the order says why and how much, a German refund e-mail goes out', async () => {
    const email = 'jonas.refund@example.com';
    // Booked on the German site: the order's language is the hold's.
    const hold = await post<OptionalBookingAnswer>(server, '/booking/optional-booking?lang=de', oneTraveller(trip));
    const order = hold.body;
    expect((await post(server, '/booking/insert-booking', { order_code: order.order_code, leader: { ...leader, email }, passengers: [travellers[0]] })).status).toBe(200);
    const { page } = await openPaymentPage(server, order.order_code);
    // The traveller pays long after the company's hold ended: the company refuses the tickets.
    clock.advance(31);
    const landing = await postResult(await submitCard(server, page));
    expect(landing).toContain(`/error?reason=payment&order_code=${order.order_code}&payment=refunded`);

    expect((await post(server, '/booking/finalize-booking', { order_code: order.order_code })).body).toMatchObject({ error: { code: 'RESERVATION_PROBLEM' } });
    const status = await post<Order>(server, '/booking/order-status', { order_code: order.order_code });
    expect(status.body).toMatchObject({ order_status: 'refunded', outcome: 'operator_refused', refund_amount: order.payment_amount });

    const mails = await readMailbox(server, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: `Ihre Zahlung für die Buchung ${order.order_code} wurde erstattet` });
    expect(mails[0]!.text).toContain(`Die Reederei konnte Ihre Plätze nicht bestätigen. Ihre Zahlung von ${formatMoney(order.payment_amount, 'de')} wurde erstattet.`);

    expect(await money(order.order_code)).toMatchObject({
      order_status: 'refunded', outcome: 'operator_refused', captured: order.payment_amount, refunded: order.payment_amount, kept: 0, expected_kept: 0, anomaly: null,
    });
  });

  it('tickets the company has not confirmed yet: "pending", 409 ISSUING, money kept in flight (no anomaly), then issued', async () => {
    const order = await orderAwaitingCard(server, oneTraveller(trip));
    const { page } = await openPaymentPage(server, order.order_code);
    server.app.shop.operators.setFaults('confirm=fail');
    expect(await postResult(await submitCard(server, page))).toContain('&payment=pending');
    expect((await post(server, '/booking/finalize-booking', { order_code: order.order_code })).body).toMatchObject({ error: { code: 'ISSUING' } });
    expect((await post<Order>(server, '/booking/order-status', { order_code: order.order_code })).body)
      .toMatchObject({ order_status: 'pending_payment', paid: true, outcome: null, refund_amount: null });
    expect(await money(order.order_code)).toMatchObject({ order_status: 'paid', kept: order.payment_amount, expected_kept: 0, settled: false, anomaly: null });

    server.app.shop.operators.setFaults('');
    clock.advance(1);
    await server.app.shop.reconciler.runOnce();
    expect((await post(server, '/booking/finalize-booking', { order_code: order.order_code })).status).toBe(200);
    expect(await money(order.order_code)).toMatchObject({ order_status: 'success', kept: order.payment_amount, expected_kept: order.payment_amount, anomaly: null });
    expect((await call<PaymentsAnswer>(server, 'GET', '/api/admin/payments?anomalies=true', { token: ADMIN })).body.total).toBe(0);
  });
});
