/**
 * Partial cancellation (issue 17): one leg of a round trip, one passenger of a leg, where the company allows it, through
 * the real shop (demo operators, the embedded processor's ledger, the outbox): the quote per part at a tier's edge, a
 * second partial refund, the sum never above what was captured, the last part being the whole cancellation, a double
 * click and two tabs, a stranger, a company that forbids it, and a refund whose processor answer is lost finished by
 * the reconciler once.
 */
import { and, eq } from 'drizzle-orm';
import type { CancelPartAnswer, CancelPartQuote, OptionalBookingAnswer, PricingRequest, Trip } from '../../src/contract/index';
import { bookingOrders, operatorHolds, payments } from '../../server/database/schema/booking';
import { demoOperatorHolds } from '../../server/database/schema/demo-operator';
import { refunds } from '../../server/database/schema/refunds';
import { NOTHING_CANCELLED, planPartCancel } from '../../server/modules/booking/manage';
import type { OrderRow } from '../../server/modules/booking/reservation';
import { readMailbox, startTestServer, type TestServer } from '../support/server-harness';
import { findTrips, leader, post, testClock, travellers } from './booking-support';
import { ledgerOf, openPaymentPage, postResult, submitCard } from './card-payment-support';
import { HOUR, isoDay, manageBooking, type ErrorBody } from './manage-change-support';

const clock = testClock();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock: clock.read, env: { PAYMENT_TIMEOUT_MS: '300' } });
});
afterEach(() => { server.app.shop.processor.setFaults(''); });
afterAll(async () => { await server?.close(); });

type Rule = { legs: boolean; passengers: boolean };
const ROUTES = [['PIR', 'JMK'], ['PIR', 'JTR'], ['RAF', 'JMK'], ['PIR', 'MLO'], ['PIR', 'PAS'], ['PIR', 'JNX'], ['RAF', 'JTR'], ['PIR', 'HER']] as const;

/** A trip `days` ahead on a route whose company's partial-cancellation rule is `rule`, and back `days + 2` with the same. */
async function roundTrip(rule: Rule, days = 9): Promise<{ out: Trip; back: Trip }> {
  const ruleOf = (t: Trip) => server.app.shop.operators.trip(t.tripId)?.company.refund.partial;
  const fits = (t: Trip) => { const r = ruleOf(t); return r?.legs === rule.legs && r.passengers === rule.passengers && t.deckAvailability.length + t.seatAvailability.length > 0; };
  for (const [from, to] of ROUTES) {
    const out = (await findTrips(server, from, to, isoDay(clock.now.getTime() + days * 24 * HOUR))).find(fits);
    const back = (await findTrips(server, to, from, isoDay(clock.now.getTime() + (days + 2) * 24 * HOUR))).find(fits);
    if (out && back) return { out, back };
  }
  throw new Error(`no round trip whose company's rule is ${JSON.stringify(rule)}`);
}

const place = (t: Trip) => t.deckAvailability[0]?.code ?? (t.seatAvailability[0]?.code as string);
function party(trips: readonly Trip[], people: number): PricingRequest {
  return {
    trips: trips.map((t) => ({
      tripId: t.tripId,
      passengers: Array.from({ length: people }, (_x, i) => ({ passengerType: 'AD', accommodationType: place(t), sex: i % 2 === 0 ? 'female' : 'male' })),
    })),
  };
}

/** A guest order of `people` adults on `trips`, paid by card and issued. */
async function issued(trips: readonly Trip[], people = 1, email = leader.email): Promise<{ order: OptionalBookingAnswer; attemptId: string; orderId: number }> {
  const hold = await post<OptionalBookingAnswer>(server, '/booking/optional-booking', { ...party(trips, people), lang: 'en' });
  if (hold.status !== 200) throw new Error(`hold ${hold.status} ${JSON.stringify(hold.body)}`);
  const adults = Array.from({ length: people }, (_x, i) => ({ ...travellers[i % 2]!, name: `${travellers[i % 2]!.name}${'ABCDEFGHIJ'[i]}`, birthDate: '12/03/1985' }));
  const inserted = await post(server, '/booking/insert-booking', { order_code: hold.body.order_code, leader: { ...leader, email }, passengers: adults });
  if (inserted.status !== 200) throw new Error(`insert ${inserted.status} ${JSON.stringify(inserted.body)}`);
  const { attemptId, page } = await openPaymentPage(server, hold.body.order_code);
  expect(await postResult(await submitCard(server, page))).toContain('/success');
  const [row] = await server.database.db.select({ id: bookingOrders.id }).from(bookingOrders).where(eq(bookingOrders.orderCode, hold.body.order_code));
  return { order: hold.body, attemptId, orderId: row!.id };
}

type Selection = { trip: number; whole: boolean; passengers: number[]; vehicles: number[] }[];
const leg = (trip: number): Selection => [{ trip, whole: true, passengers: [], vehicles: [] }];
const passengers = (trip: number, ...indexes: number[]): Selection => [{ trip, whole: false, passengers: indexes, vehicles: [] }];
const quote = (orderCode: string, selection: Selection, orderToken?: string | null) =>
  post<CancelPartQuote & ErrorBody>(server, '/booking/cancel-quote', { order_code: orderCode, selection }, orderToken === undefined ? {} : { orderToken });
const cancelPart = (orderCode: string, selection: Selection, expected: number, key: string, orderToken?: string | null) =>
  post<CancelPartAnswer & ErrorBody>(server, '/booking/cancel-part', { order_code: orderCode, selection, expected_refund: expected }, { key, ...(orderToken === undefined ? {} : { orderToken }) });
const manage = (orderCode: string) => manageBooking(server, orderCode);
const ledgerRows = (orderId: number) => server.database.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.id);
const shopHolds = (orderId: number) => server.database.db.select().from(operatorHolds).where(eq(operatorHolds.orderId, orderId)).orderBy(operatorHolds.tripIndex);
const operatorHold = async (reference: string) => (await server.database.db.select().from(demoOperatorHolds).where(eq(demoOperatorHolds.reference, reference)))[0]!;
const orderOf = async (orderId: number) => (await server.database.db.select().from(bookingOrders).where(eq(bookingOrders.id, orderId)))[0]!;
const paymentOf = async (orderId: number) => (await server.database.db.select().from(payments).where(and(eq(payments.orderId, orderId), eq(payments.status, 'captured'))))[0]!;

describe('the quote of a part (pure)', () => {
  const departure = Date.parse('2026-07-10T04:00:00Z');
  const info = (partial: Rule) => ({ tripId: 'POS01O00-20260710-PIR-MLO', company: 'POS', companyName: 'Poseidon', from: 'Piraeus', to: 'Milos', departureDatetime: '2026-07-10 07:00',
    departureMs: departure, refund: { tiers: [{ hoursBeforeDeparture: 168, percent: 100 }, { hoursBeforeDeparture: 48, percent: 75 }, { hoursBeforeDeparture: 12, percent: 50 }], feeCents: 200, partial } });
  const row = {
    status: 'success',
    request: { trips: [{ tripId: 'POS01O00-20260710-PIR-MLO', passengers: [{ passengerType: 'AD', accommodationType: 'DECK' }, { passengerType: 'AD', accommodationType: 'DECK' }] }] },
    pricing: { answer: { trips: [{ trip_total: 10_000, passengerPrices: [{ index: 0, total: 4_000 }, { index: 1, total: 6_000 }], vehiclePrices: [], trailerPrices: [], petPrices: [] }] }, info: [info({ legs: true, passengers: true })] },
    reservation: null,
  } as unknown as OrderRow;
  const at = (ms: number) => new Date(departure - ms);
  const plan = (sel: Selection, now: Date, r = row) => planPartCancel(r, NOTHING_CANCELLED, sel, now, () => true);

  it('gives a passenger back their fare by the tier reached, exactly at its hour, less the fee; a millisecond later the next tier', () => {
    expect(plan(passengers(0, 1), at(168 * HOUR))).toMatchObject({ ok: true, quote: { whole_order: false, refund_amount: 5_800, trips: [{ paid: 6_000, percent: 100, tier_hours: 168, fee: 200, refund: 5_800 }] } });
    expect(plan(passengers(0, 1), at(168 * HOUR - 1))).toMatchObject({ ok: true, quote: { refund_amount: 4_300, trips: [{ percent: 75, tier_hours: 48 }] } });
    expect(plan(passengers(0, 0), at(12 * HOUR - 1))).toMatchObject({ ok: true, quote: { refund_amount: 0, trips: [{ percent: 0, fee: 0, refund: 0 }] } });
  });

  it('every passenger of the only leg is the whole order; a sailed ship and a forbidding company are refused on the part', () => {
    expect(plan(passengers(0, 0, 1), at(200 * HOUR))).toMatchObject({ ok: true, quote: { whole_order: true, refund_amount: 9_800 } });
    expect(plan(passengers(0, 0), at(0))).toEqual({ ok: false, reason: 'DEPARTED', field: 'selection.0.trip' });
    const strict = { ...row, pricing: { ...(row.pricing as object), info: [info({ legs: true, passengers: false })] } } as unknown as OrderRow;
    expect(plan(passengers(0, 1), at(200 * HOUR), strict)).toEqual({ ok: false, reason: 'PASSENGERS_NOT_ALLOWED', field: 'selection.0' });
    expect(plan(passengers(0, 7), at(200 * HOUR))).toEqual({ ok: false, reason: 'NO_SUCH_PART', field: 'selection.0.passengers.0' });
  });
});

describe('partial cancellation through the shop', () => {
  it('one leg of a round trip: its refund to the card, its seats back on sale, its tickets cancelled, an e-mail naming it; then the other leg ends the booking', async () => {
    const { out, back } = await roundTrip({ legs: true, passengers: false });
    const email = 'leg.cancel@example.com';
    const { order, attemptId, orderId } = await issued([out, back], 2, email);
    const shown = await manage(order.order_code);
    expect(shown.body.cancel.trips.map((t) => t.partial)).toEqual([{ legs: true, passengers: false }, { legs: true, passengers: false }]);

    const q = await quote(order.order_code, leg(1));
    expect(q.status).toBe(200);
    expect(q.body).toMatchObject({ whole_order: false, trips: [{ trip: 1, whole: true, paid: shown.body.cancel.trips[1]!.paid, refund: shown.body.cancel.trips[1]!.refund }] });
    const amount = q.body.refund_amount;
    expect(amount).toBeGreaterThan(0);
    // Passengers alone: this company cancels whole legs only. Nothing changes.
    expect(await quote(order.order_code, passengers(0, 0))).toMatchObject({ status: 409, body: { error: { code: 'PASSENGERS_NOT_ALLOWED' } } });

    const done = await cancelPart(order.order_code, leg(1), amount, 'part-leg-0001');
    expect(done).toMatchObject({ status: 200, body: { order_status: 'success', whole_order: false, refund_amount: amount } });
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: order.payment_amount, refunded: amount });
    expect(await ledgerRows(orderId)).toMatchObject([{ reason: 'cancel_part', status: 'done', operatorStatus: 'done', amount, covers: { trips: [{ tripIndex: 1, whole: true }] } }]);
    const holds = await shopHolds(orderId);
    expect(holds.map((h) => h.status)).toEqual(['confirmed', 'cancelled']);
    expect((await operatorHold(holds[1]!.reference)).status).toBe('cancelled');
    expect((await operatorHold(holds[0]!.reference)).status).toBe('confirmed');

    const after = await manage(order.order_code);
    expect(after.body).toMatchObject({ order_status: 'success', refund_amount: amount, cancel: { allowed: true, trips: [{}, { cancelled: true, refund: 0 }] } });
    expect(after.body.reservation?.trips[1]).toMatchObject({ cancelled: true, passengers: [{ cancelled: true }, { cancelled: true }] });
    expect(after.body.reservation?.trips[0]?.passengers[0]?.cancelled).toBeUndefined();
    // The stored reservation (the success page, the PDF, the e-mail) says so too.
    expect(((await orderOf(orderId)).reservation as { trips: { cancelled?: boolean }[] }).trips.map((t) => t.cancelled ?? false)).toEqual([false, true]);
    const mail = (await readMailbox(server, email)).find((m) => m.subject === `Part of your booking ${order.order_code} has been cancelled`);
    const backLeg = after.body.reservation!.trips[1]!;
    expect(mail?.text).toContain(`${backLeg.from} → ${backLeg.to}, ${backLeg.departureDatetime}: the whole trip`);

    // The other leg is all that is left: cancelling it is the whole cancellation.
    const rest = await quote(order.order_code, leg(0));
    expect(rest.body).toMatchObject({ whole_order: true, refund_amount: after.body.cancel.refund_amount });
    const last = await cancelPart(order.order_code, leg(0), rest.body.refund_amount, 'part-leg-0002');
    expect(last).toMatchObject({ status: 200, body: { order_status: 'refunded', whole_order: true, refund_amount: rest.body.refund_amount } });
    expect(await orderOf(orderId)).toMatchObject({ status: 'refunded', refundAmount: amount + rest.body.refund_amount });
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: order.payment_amount, refunded: amount + rest.body.refund_amount });
    expect((await ledgerRows(orderId)).map((r) => [r.reason, r.status])).toEqual([['cancel_part', 'done'], ['cancel_whole', 'done']]);
    expect((await shopHolds(orderId)).map((h) => h.status)).toEqual(['cancelled', 'cancelled']);
  });

  it('one passenger, then a second: two partial refunds, their places back at the operator, the rest cancelled whole; never more than captured', async () => {
    const { out } = await roundTrip({ legs: false, passengers: true });
    const { order, attemptId, orderId } = await issued([out], 3);
    const holdRef = (await shopHolds(orderId))[0]!.reference;
    const unitsBefore = (await operatorHold(holdRef)).units;
    const code = place(out);
    // A leg alone is not this company's rule, but a one-leg order's only leg is the whole order.
    expect((await quote(order.order_code, leg(0))).body).toMatchObject({ whole_order: true });

    const first = await quote(order.order_code, passengers(0, 2));
    expect(first.body).toMatchObject({ whole_order: false, trips: [{ passengers: [2], whole: false }] });
    expect((await cancelPart(order.order_code, passengers(0, 2), first.body.refund_amount, 'part-pax-0001')).status).toBe(200);
    expect((await operatorHold(holdRef)).units[code]).toBe((unitsBefore[code] ?? 0) - 1);
    // The same passenger again: cancelled already, nothing changes.
    expect(await quote(order.order_code, passengers(0, 2))).toMatchObject({ status: 409, body: { error: { code: 'PART_CANCELLED', field: 'selection.0.passengers.0' } } });
    // Nor can assistance be asked for the cancelled passenger (no ticket to help on): refused, nothing changes.
    const beforeAssist = (await manage(order.order_code)).body.reservation;
    const assisted = await post<ErrorBody>(server, '/booking/assistance', { order_code: order.order_code, trip_index: 0, passenger_index: 2, assistance: { kind: 'wheelchair' } });
    expect(assisted).toMatchObject({ status: 409, body: { error: { code: 'NOT_ISSUED', field: 'trip_index' } } });
    expect((await manage(order.order_code)).body.reservation).toEqual(beforeAssist);
    expect((await operatorHold(holdRef)).units[code]).toBe((unitsBefore[code] ?? 0) - 1);

    const second = await quote(order.order_code, passengers(0, 1));
    expect((await cancelPart(order.order_code, passengers(0, 1), second.body.refund_amount, 'part-pax-0002')).status).toBe(200);
    expect((await operatorHold(holdRef)).units[code]).toBe((unitsBefore[code] ?? 0) - 2);
    const partsBack = first.body.refund_amount + second.body.refund_amount;
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: order.payment_amount, refunded: partsBack });
    const shown = await manage(order.order_code);
    expect(shown.body.reservation?.trips[0]?.passengers.map((p) => p.cancelled ?? false)).toEqual([false, true, true]);
    // What is left: the first passenger alone cannot be cancelled apart (nobody would travel), so it is the whole order.
    expect((await quote(order.order_code, passengers(0, 0))).body).toMatchObject({ whole_order: true, refund_amount: shown.body.cancel.refund_amount });
    const whole = await post(server, '/booking/cancel', { order_code: order.order_code, expected_refund: shown.body.cancel.refund_amount }, { key: 'part-pax-rest1' });
    expect(whole.status).toBe(200);
    const total = partsBack + shown.body.cancel.refund_amount;
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: order.payment_amount, refunded: total });
    expect(total).toBeLessThanOrEqual(order.payment_amount);
    expect(await paymentOf(orderId)).toMatchObject({ refunded: total, refundsReserved: total });
    expect(await orderOf(orderId)).toMatchObject({ status: 'refunded', refundAmount: total });
    expect((await operatorHold(holdRef)).status).toBe('cancelled');
  });

  it('a double click replays the answer; two tabs cancelling the same passenger refund once', async () => {
    const { out } = await roundTrip({ legs: false, passengers: true });
    const { order, attemptId, orderId } = await issued([out], 3);
    const q = (await quote(order.order_code, passengers(0, 1))).body.refund_amount;
    const a = await cancelPart(order.order_code, passengers(0, 1), q, 'part-click-0001');
    expect(await cancelPart(order.order_code, passengers(0, 1), q, 'part-click-0001')).toEqual(a);
    expect((await ledgerRows(orderId)).length).toBe(1);

    const q2 = (await quote(order.order_code, passengers(0, 2))).body.refund_amount;
    const [x, y] = await Promise.all([
      cancelPart(order.order_code, passengers(0, 2), q2, 'part-tab-a-001'), cancelPart(order.order_code, passengers(0, 2), q2, 'part-tab-b-001'),
    ]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    expect(['PART_CANCELLED', 'CANCEL_IN_PROGRESS']).toContain((x.status === 409 ? x : y).body.error.code);
    expect((await ledgerRows(orderId)).filter((r) => r.status !== 'dropped').length).toBe(2);
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: order.payment_amount, refunded: q + q2 });
  });

  it('a refund the traveller was not shown, a stranger, and a company that forbids parts: refused, nothing changes', async () => {
    const { out, back } = await roundTrip({ legs: false, passengers: false });
    const { order, attemptId, orderId } = await issued([out, back], 2);
    expect(await quote(order.order_code, leg(1))).toMatchObject({ status: 409, body: { error: { code: 'LEG_NOT_ALLOWED', field: 'selection.0.trip' } } });
    expect(await cancelPart(order.order_code, passengers(1, 0), 1, 'part-forbid-01')).toMatchObject({ status: 409, body: { error: { code: 'PASSENGERS_NOT_ALLOWED' } } });
    expect(await cancelPart(order.order_code, leg(1), 0, 'part-stranger1', null)).toMatchObject({ status: 404, body: { error: { code: 'ORDER_NOT_FOUND' } } });
    expect(await quote(order.order_code, leg(1), null)).toMatchObject({ status: 404 });
    expect(await ledgerRows(orderId)).toEqual([]);
    expect((await shopHolds(orderId)).map((h) => h.status)).toEqual(['confirmed', 'confirmed']);
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: order.payment_amount, refunded: 0 });
    expect((await orderOf(orderId)).refundAmount).toBeNull();

    const { out: o2, back: b2 } = await roundTrip({ legs: true, passengers: true });
    const other = await issued([o2, b2], 2);
    const q = (await quote(other.order.order_code, leg(0))).body.refund_amount;
    expect(await cancelPart(other.order.order_code, leg(0), q + 1, 'part-stale-001')).toMatchObject({ status: 409, body: { error: { code: 'QUOTE_CHANGED', field: 'expected_refund' } } });
    expect(await ledgerRows(other.orderId)).toEqual([]);
    expect(await ledgerOf(server, other.attemptId)).toEqual({ captured: other.order.payment_amount, refunded: 0 });
  });

  it('a part whose refund answer is lost stays pending after the tickets are cancelled, and the reconciler pays it exactly once', async () => {
    const { out, back } = await roundTrip({ legs: true, passengers: true });
    const { order, attemptId, orderId } = await issued([out, back], 2);
    const q = (await quote(order.order_code, passengers(0, 1))).body.refund_amount;
    expect(q).toBeGreaterThan(0);
    server.app.shop.processor.setFaults('refund=lost');
    const reply = await cancelPart(order.order_code, passengers(0, 1), q, 'part-lost-0001');
    expect(reply.status).toBe(200);
    expect(await ledgerRows(orderId)).toMatchObject([{ status: 'pending', operatorStatus: 'done', amount: q }]);
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: order.payment_amount, refunded: q });
    server.app.shop.processor.setFaults('');
    clock.advance(5);
    await server.app.shop.reconciler.runOnce();
    await server.app.shop.reconciler.runOnce();
    expect(await ledgerRows(orderId)).toMatchObject([{ status: 'done' }]);
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: order.payment_amount, refunded: q });
    expect(await paymentOf(orderId)).toMatchObject({ refunded: q, refundsReserved: q });
    expect(await orderOf(orderId)).toMatchObject({ status: 'success', refundAmount: q, nextCheckAt: null });
  });
});
