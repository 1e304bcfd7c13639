/**
 * Issue 16, "One booking": a connection across two companies (Igoumenitsa → Corfu, then Corfu → Paxos with another
 * company) is one order through the booking saga. Both operators' holds or neither; payment taken and the second
 * confirm refused → the first trip's tickets are cancelled and the traveller is paid back in full; and the same
 * when the second operator first does not answer and only the reconciler, later, hears its no.
 * The second operator's refusals are injected at the operator port (by company on a hold, by the trip's reference
 * on a confirm, which names no company), as server/faults/faults.ts does for a whole operation.
 */
import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { OptionalBookingAnswer, PricingRequest, Trip } from '../../src/contract/index';
import { bookingOrders, operatorHolds, outbox } from '../../server/database/schema/index';
import { OperatorError } from '../../server/ports/ferry-operators';
import { ticketsPdf, voucherHtml } from '../../server/modules/tickets/documents';
import { auditMoney } from '../support/money-invariant';
import { startTestServer, type TestServer } from '../support/server-harness';
import { findTrips, leader, post, testClock, travellers } from './booking-support';
import { attemptsOf, ledgerOf, openPaymentPage, postResult, submitCard } from './card-payment-support';

const clock = testClock('2026-06-10T05:00:00Z');
const DAY = '2026-06-12';
let server: TestServer;
let first: Trip;
let second: Trip;

beforeAll(async () => {
  server = await startTestServer({ clock: clock.read, env: { OPERATOR_TIMEOUT_MS: '300', PAYMENT_TIMEOUT_MS: '300', RECONCILE_INTERVAL_MS: '3600000' } });
  const toCorfu = await findTrips(server, 'IGO', 'CFU', DAY);
  const toPaxos = await findTrips(server, 'CFU', 'PAX', DAY);
  // A change at Corfu with at least an hour between the boats, the second boat another company's.
  const pair = toCorfu.flatMap((a) => toPaxos
    .filter((b) => b.company.code !== a.company.code && Date.parse(b.departureDatetime) - Date.parse(a.arrivalDatetime) >= 3_600_000)
    .map((b) => [a, b] as const))[0];
  if (!pair) throw new Error(`no connection IGO → CFU → PAX on ${DAY} across two companies`);
  [first, second] = pair;
}, 120_000);
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => {
  await server?.close();
});

const seat = (trip: Trip) => trip.deckAvailability[0]?.code ?? (trip.seatAvailability[0]?.code as string);
const connection = (): PricingRequest => ({
  trips: [first, second].map((trip) => ({
    tripId: trip.tripId,
    passengers: [{ passengerType: 'AD', accommodationType: seat(trip), sex: 'female' }, { passengerType: 'AD', accommodationType: seat(trip), sex: 'male' }],
  })),
});
const orderRow = async (orderCode: string) =>
  (await server.database.db.select().from(bookingOrders).where(eq(bookingOrders.orderCode, orderCode)))[0]!;
const holdsOf = async (orderId: number) =>
  (await server.database.db.select().from(operatorHolds).where(eq(operatorHolds.orderId, orderId))).sort((a, b) => a.tripIndex - b.tripIndex);
const operators = () => server.app.shop.operators;

/** Refuses, at the operator port, the calls the predicate picks; every other call goes through. */
function refuse<K extends 'hold' | 'confirm'>(method: K, picks: (request: Parameters<ReturnType<typeof operators>[K]>[0]) => boolean) {
  const real = operators()[method].bind(operators()) as (request: unknown) => Promise<unknown>;
  const calls: string[] = [];
  vi.spyOn(operators(), method).mockImplementation((async (request: Parameters<ReturnType<typeof operators>[K]>[0]) => {
    calls.push(request.reference);
    if (picks(request)) throw new OperatorError('Refused', `${method} refused (test)`, method);
    return real(request);
  }) as never);
  return calls;
}

/** Holds the connection, records the details and pays by card; answers the order and where the browser lands. */
async function bookAndPay(): Promise<{ order: OptionalBookingAnswer; landing: string; attemptId: string }> {
  const hold = await post<OptionalBookingAnswer>(server, '/booking/optional-booking', { ...connection(), lang: 'en' });
  expect(hold.status, JSON.stringify(hold.body)).toBe(200);
  const inserted = await post(server, '/booking/insert-booking', { order_code: hold.body.order_code, leader, passengers: travellers.slice(0, 2) });
  expect(inserted.status, JSON.stringify(inserted.body)).toBe(200);
  const { attemptId, page } = await openPaymentPage(server, hold.body.order_code);
  const landing = await postResult(await submitCard(server, page));
  return { order: hold.body, landing, attemptId };
}

describe('a connection across two companies is one order (issue 16)', () => {
  it('the connection is priced, held, paid and issued as one order: one payment, both companies\' tickets', async () => {
    const { order, landing, attemptId } = await bookAndPay();
    expect(order.pricing.trips.map((t) => t.tripId)).toEqual([first.tripId, second.tripId]);
    expect(order.payment_amount).toBe(order.pricing.total);
    expect(order.pricing.trips.every((t) => t.trip_total > 0)).toBe(true);
    expect(landing).toContain('/en/success');
    const row = await orderRow(order.order_code);
    expect(row.status).toBe('success');
    expect((await holdsOf(row.id)).map((h) => h.status)).toEqual(['confirmed', 'confirmed']);
    const reservation = row.reservation as { trips: { company: string }[] };
    expect(reservation.trips.map((t) => t.company)).toEqual([first.company.code, second.company.code]);
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: order.payment_amount, refunded: 0 });
    expect((await auditMoney(server.database.db, { now: clock.read(), ended: true, orderCodes: [order.order_code] })).problems).toEqual([]);
  });

  it('the reservation e-mail says, between the two trips, where the traveller changes ship and how long the wait is (text and HTML)', async () => {
    const { order } = await bookAndPay();
    const row = await orderRow(order.order_code);
    expect(row.status).toBe('success');
    const reservation = row.reservation as { reservationNumber: string; trips: { from: string; to: string }[] };
    expect(reservation.trips[0]!.to).toBe('Corfu');
    expect(reservation.trips[1]!.from).toBe('Corfu');
    const wait = Math.round((Date.parse(second.departureDatetime) - Date.parse(first.arrivalDatetime)) / 60_000);
    const line = `Change at Corfu · ${Math.floor(wait / 60)}h ${String(wait % 60).padStart(2, '0')}m wait`;
    const mails = await server.database.db.select().from(outbox).where(eq(outbox.to, leader.email));
    const mail = mails.find((m) => m.subject.includes(reservation.reservationNumber));
    expect(mail, 'the reservation e-mail was queued').toBeDefined();
    // In the text part, after trip 1's lines and before trip 2's heading line.
    const text = mail!.text;
    expect(text).toContain(line);
    expect(text.indexOf(line)).toBeGreaterThan(text.indexOf(`${reservation.trips[0]!.from} → Corfu`));
    expect(text.indexOf(line)).toBeLessThan(text.indexOf(`Corfu → ${reservation.trips[1]!.to}`));
    const html = mail!.html ?? '';
    expect(html).toContain(`<strong>${line}</strong>`);
    expect(html.indexOf(line)).toBeLessThan(html.indexOf(`Corfu → ${reservation.trips[1]!.to}</h2>`));
    // The printable e-ticket and the PDF say it too, before the second trip.
    const voucher = await voucherHtml(row.reservation as never, 'en');
    expect(voucher).toContain(`<p class="change"><strong>${line}</strong></p>`);
    expect(voucher.indexOf(line)).toBeLessThan(voucher.indexOf(`Corfu → ${reservation.trips[1]!.to}</h2>`));
    const doc = await getDocument({ data: await ticketsPdf(row.reservation as never, 'en'), useSystemFonts: false, isEvalSupported: false }).promise;
    let pdfText = '';
    for (let n = 1; n <= doc.numPages; n += 1) pdfText += (await (await doc.getPage(n)).getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
    await doc.destroy();
    expect(pdfText).toContain(line);
  });

  it('the second company refuses its hold: the first hold is released, no order is held, nothing can be paid', async () => {
    const calls = refuse('hold', (request) => request.trip.company.code === second.company.code);
    const reply = await post<{ error: { code: string } }>(server, '/booking/optional-booking', { ...connection(), lang: 'en' });
    expect(reply).toMatchObject({ status: 409, body: { error: { code: 'NO_AVAILABILITY' } } });
    expect(calls).toHaveLength(2);
    const orderCode = calls[0]!.replace(/-\d+$/, '');
    const row = await orderRow(orderCode);
    expect(row).toMatchObject({ status: 'failed', holdExpiresAt: null });
    // The first company's hold was taken and given back: the shop's record and the operator's say released.
    expect((await holdsOf(row.id)).map((h) => h.status)).toEqual(['released', 'released']);
    const audit = await auditMoney(server.database.db, { now: clock.read(), ended: true, orderCodes: [orderCode] });
    expect(audit.problems).toEqual([]);
    expect(audit.orders[0]).toMatchObject({ captured: 0, kept: 0 });
    expect(audit.orders[0]!.operator.held ?? 0).toBe(0);
    expect(audit.orders[0]!.operator.confirmed ?? 0).toBe(0);
  });

  it('payment taken and the second confirm refused: the first trip is cancelled and the traveller paid back in full', async () => {
    refuse('confirm', (request) => request.reference.endsWith('-1'));
    const { order, landing, attemptId } = await bookAndPay();
    expect(landing).toContain('payment=refunded');
    const row = await orderRow(order.order_code);
    expect(row).toMatchObject({ status: 'refunded', outcome: 'operator_refused', refundAmount: order.payment_amount });
    expect((await holdsOf(row.id)).map((h) => h.status)).toEqual(['cancelled', 'released']);
    // The processor's ledger: everything captured went back.
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: order.payment_amount, refunded: order.payment_amount });
    const [payment] = await attemptsOf(server, row.id);
    expect(payment).toMatchObject({ refundDue: order.payment_amount, refundStatus: 'done' });
    const audit = await auditMoney(server.database.db, { now: clock.read(), ended: true, orderCodes: [order.order_code] });
    expect(audit.problems).toEqual([]);
    expect(audit.orders[0]).toMatchObject({ kept: 0, refunded: order.payment_amount });
  });

  it('the second operator is silent at the confirm, then refuses: the reconciler cancels the first trip and pays back in full', async () => {
    // The first confirm goes through; the second does not answer (the order stays paid, one trip confirmed).
    const realConfirm = operators().confirm.bind(operators());
    let refusing = false;
    vi.spyOn(operators(), 'confirm').mockImplementation(async (request) => {
      if (request.reference.endsWith('-1')) throw new OperatorError(refusing ? 'Refused' : 'Unavailable', 'second operator (test)', 'confirm');
      return realConfirm(request);
    });
    const { order, attemptId } = await bookAndPay();
    const row = await orderRow(order.order_code);
    expect(row.status).toBe('paid');
    expect((await holdsOf(row.id)).map((h) => h.status)).toEqual(['confirmed', 'held']);
    // The operator answers at last, and its answer is no; the reconciler's turns finish the order.
    refusing = true;
    for (let turn = 0; turn < 4; turn += 1) {
      clock.advance(30);
      await server.app.shop.reconciler.runOnce();
    }
    expect(await orderRow(order.order_code)).toMatchObject({ status: 'refunded', outcome: 'operator_refused', refundAmount: order.payment_amount });
    expect((await holdsOf(row.id)).map((h) => h.status)).toEqual(['cancelled', 'released']);
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: order.payment_amount, refunded: order.payment_amount });
    expect((await auditMoney(server.database.db, { now: clock.read(), ended: true, orderCodes: [order.order_code] })).problems).toEqual([]);
  });
});

describe('a round trip with a change each way is one order (issue 16)', () => {
  // Igoumenitsa → Corfu → Paxos on the 12th, Paxos → Corfu → Igoumenitsa on the 14th: four sailings, one order.
  const BACK = '2026-06-14';
  let legs: Trip[] = [];

  beforeAll(async () => {
    const toPaxosBack = await findTrips(server, 'PAX', 'CFU', BACK);
    const toIgoumenitsa = await findTrips(server, 'CFU', 'IGO', BACK);
    const back = toPaxosBack.flatMap((a) => toIgoumenitsa
      .filter((b) => Date.parse(b.departureDatetime) - Date.parse(a.arrivalDatetime) >= 3_600_000).map((b) => [a, b] as const))[0];
    if (!back) throw new Error(`no connection PAX → CFU → IGO on ${BACK}`);
    legs = [first, second, ...back];
  }, 120_000);

  const roundTrip = (): PricingRequest => ({
    trips: legs.map((trip) => ({
      tripId: trip.tripId,
      passengers: [{ passengerType: 'AD', accommodationType: seat(trip), sex: 'female' }, { passengerType: 'AD', accommodationType: seat(trip), sex: 'male' }],
    })),
  });
  const holdAndPay = async () => {
    const hold = await post<OptionalBookingAnswer>(server, '/booking/optional-booking', { ...roundTrip(), lang: 'en' });
    expect(hold.status, JSON.stringify(hold.body)).toBe(200);
    const inserted = await post(server, '/booking/insert-booking', { order_code: hold.body.order_code, leader, passengers: travellers.slice(0, 2) });
    expect(inserted.status, JSON.stringify(inserted.body)).toBe(200);
    const { attemptId, page } = await openPaymentPage(server, hold.body.order_code);
    return { order: hold.body, landing: await postResult(await submitCard(server, page)), attemptId };
  };

  it('the four sailings are held, paid and issued as one order: one payment, a ticket for each', async () => {
    const { order, landing, attemptId } = await holdAndPay();
    expect(order.pricing.trips.map((t) => t.tripId)).toEqual(legs.map((t) => t.tripId));
    expect(landing).toContain('/en/success');
    const row = await orderRow(order.order_code);
    expect(row.status).toBe('success');
    expect((await holdsOf(row.id)).map((h) => h.status)).toEqual(['confirmed', 'confirmed', 'confirmed', 'confirmed']);
    expect((row.reservation as { trips: unknown[] }).trips).toHaveLength(4);
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: order.payment_amount, refunded: 0 });
    expect((await auditMoney(server.database.db, { now: clock.read(), ended: true, orderCodes: [order.order_code] })).problems).toEqual([]);
  });

  it("the return's last sailing cannot be held: the three holds taken are released, no order is held, nothing can be paid", async () => {
    const calls = refuse('hold', (request) => request.reference.endsWith('-3'));
    const reply = await post<{ error: { code: string } }>(server, '/booking/optional-booking', { ...roundTrip(), lang: 'en' });
    expect(reply).toMatchObject({ status: 409, body: { error: { code: 'NO_AVAILABILITY' } } });
    const orderCode = (calls[0] as string).replace(/-\d+$/, '');
    const row = await orderRow(orderCode);
    expect(row).toMatchObject({ status: 'failed', holdExpiresAt: null });
    expect((await holdsOf(row.id)).map((h) => h.status)).toEqual(['released', 'released', 'released', 'released']);
    const audit = await auditMoney(server.database.db, { now: clock.read(), ended: true, orderCodes: [orderCode] });
    expect(audit.problems).toEqual([]);
    expect(audit.orders[0]).toMatchObject({ captured: 0, kept: 0 });
    expect(audit.orders[0]!.operator.held ?? 0).toBe(0);
    const payment = await post(server, '/api/payments/cardlink', { order_code: orderCode, lang: 'en' });
    expect(payment.status).toBeGreaterThanOrEqual(400);
  });

  it("payment taken and the return's last confirm refused: the three other sailings are cancelled and the traveller paid back in full", async () => {
    refuse('confirm', (request) => request.reference.endsWith('-3'));
    const { order, landing, attemptId } = await holdAndPay();
    expect(landing).toContain('payment=refunded');
    const row = await orderRow(order.order_code);
    expect(row).toMatchObject({ status: 'refunded', outcome: 'operator_refused', refundAmount: order.payment_amount });
    expect((await holdsOf(row.id)).map((h) => h.status)).toEqual(['cancelled', 'cancelled', 'cancelled', 'released']);
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: order.payment_amount, refunded: order.payment_amount });
    const audit = await auditMoney(server.database.db, { now: clock.read(), ended: true, orderCodes: [order.order_code] });
    expect(audit.problems).toEqual([]);
    expect(audit.orders[0]).toMatchObject({ kept: 0, refunded: order.payment_amount });
  });
});
