/**
 * A cancellation after a change of a leg (issue 17, server/modules/booking/refund-ledger.ts): a dearer sailing's
 * difference is captured on the change's own card attempt, and the order's fare becomes the new one, so a later
 * cancellation's refund may be more than the first card payment. The ledger draws it from every captured attempt of
 * the order, the first payment first, then the finished changes' differences (a row per attempt, each paid by the
 * processor on its attempt with its own key). Whole cancellation at 100 % after a dearer change gives back all that
 * was captured; a part cancellation of the changed leg and then the rest give back what the company refunded; a
 * cheaper change then a cancellation is as before. The processor's ledger, the shop's ledger, the admin money view
 * and `auditMoney` agree.
 */
import { eq } from 'drizzle-orm';
import type { CancelPartAnswer, CancelPartQuote, OptionalBookingAnswer, PricingRequest, RefundAnswer, Trip } from '../../src/contract/index';
import { bookingOrders, payments, refunds } from '../../server/database/schema/index';
import { listPayments } from '../../server/modules/admin/payments-view';
import { auditMoney } from '../support/money-invariant';
import { HOLD_LIMITS_LIFTED, startTestServer, type TestServer } from '../support/server-harness';
import { findTrips, leader, post, testClock, travellers } from './booking-support';
import { form, ledgerOf, openPaymentPage, postResult, readForm, submitCard } from './card-payment-support';
import {
  HOUR, aslPair, changeStatus, changesOf, differenceTo, isoDay, issuedGuestOrder, manageBooking, orderRow, startChange, type ErrorBody,
} from './manage-change-support';

const clock = testClock();
let server: TestServer;

beforeAll(async () => {
  // A lost processor answer is given up on quickly.
  server = await startTestServer({ clock: clock.read, env: { ...HOLD_LIMITS_LIFTED, PAYMENT_TIMEOUT_MS: '300' } });
});
afterAll(async () => { await server?.close(); });

const manage = (orderCode: string) => manageBooking(server, orderCode);
const cancel = (orderCode: string, expected: number, key: string) =>
  post<RefundAnswer & ErrorBody>(server, '/booking/cancel', { order_code: orderCode, expected_refund: expected }, { key });

/** Changes the leg of an issued order to `to` and pays a dearer difference: answers the change's attempt and difference. */
async function changeLeg(orderCode: string, to: Trip, date: string, key: string): Promise<{ attemptId: string | null; difference: number; result?: SignedResult }> {
  const difference = await differenceTo(server, orderCode, date, to.tripId);
  const started = await startChange(server, orderCode, to.tripId, difference, key);
  expect(started.status).toBe(200);
  let result: SignedResult | undefined;
  if (difference > 0) {
    // The hosted page's signed result is kept, to be replayed later.
    result = await submitCard(server, readForm(await (await form(started.body.payment!.url, started.body.payment!.fields)).text()));
    expect(await postResult(result)).toContain('/manage?order_code=');
  }
  expect((await changeStatus(server, orderCode, started.body.change_code)).body.status).toBe('done');
  const change = (await changesOf(server, orderCode)).find((c) => c.changeCode === started.body.change_code)!;
  return { attemptId: change.attemptId, difference, result };
}

type SignedResult = Awaited<ReturnType<typeof submitCard>>;

async function moneyView(orderCode: string) {
  const answer = await listPayments(server.database.db, { page: 1, item_per_page: 10, order_code: orderCode, anomalies: false }, { now: clock.read(), reconcileIntervalMs: 0 });
  return answer.data[0]!;
}

async function audit(orderCode: string): Promise<readonly string[]> {
  return (await auditMoney(server.database.db, { now: clock.read(), ended: true, orderCodes: [orderCode] })).problems;
}

describe('a cancellation after a change of a leg', () => {
  it('dearer change, then the whole booking cancelled at 100 %: both card attempts are paid back in full, once', async () => {
    const { cheap, dear, date } = await aslPair(server, clock, 6);
    const { order, attemptId } = await issuedGuestOrder(server, cheap, 'refund.after.change@example.com');
    const change = await changeLeg(order.order_code, dear, date, 'refund-change-up-1');
    expect(change.difference).toBeGreaterThan(0);
    const captured = order.payment_amount + change.difference;

    // The quote is the new fare's, 100 % (six days ahead, no fee; the shop's service charge is not the company's to
    // refund): more than the first card payment.
    const quote = (await manage(order.order_code)).body.cancel;
    const refund = quote.refund_amount;
    expect(quote.allowed).toBe(true);
    expect(quote.trips[0]).toMatchObject({ tripId: dear.tripId, refund });
    expect(refund).toBeGreaterThan(order.payment_amount);
    // A refused request (another amount than the quote) changes nothing: no refund, no attempt adopted.
    expect((await cancel(order.order_code, order.payment_amount, 'refund-change-cancel-0')).body.error?.code).toBe('QUOTE_CHANGED');
    const orderId = (await orderRow(server, order.order_code)).id;
    expect(await server.database.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toEqual([]);
    expect((await server.database.db.select().from(payments).where(eq(payments.orderId, orderId))).map((p) => p.attemptId)).toEqual([attemptId]);
    const done = await cancel(order.order_code, refund, 'refund-change-cancel-1');
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ order_status: 'refunded', refund_amount: refund });

    // The processor paid back both attempts: the first payment whole, the rest from the change's difference.
    const fromChange = refund - order.payment_amount;
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: order.payment_amount, refunded: order.payment_amount });
    expect(await ledgerOf(server, change.attemptId!)).toEqual({ captured: change.difference, refunded: fromChange });
    // The shop's ledger: a row per attempt, both done, the later keyed by its attempt.
    const row = await orderRow(server, order.order_code);
    const ledger = await server.database.db.select().from(refunds).where(eq(refunds.orderId, row.id)).orderBy(refunds.id);
    expect(ledger.map((r) => ({ key: r.idempotencyKey, amount: r.amount, status: r.status }))).toEqual([
      { key: `${order.order_code}:cancel_whole`, amount: order.payment_amount, status: 'done' },
      { key: `${order.order_code}:cancel_whole@${change.attemptId}`, amount: fromChange, status: 'done' },
    ]);
    expect(row.refundAmount).toBe(refund);
    // A repeated cancel and the reconciler pay nothing more.
    expect((await cancel(order.order_code, refund, 'refund-change-cancel-1')).status).toBe(200);
    expect((await server.app.shop.reconciler.runOnce({ aheadMs: 60_000 })).failed).toBe(0);
    expect(await ledgerOf(server, change.attemptId!)).toEqual({ captured: change.difference, refunded: fromChange });
    // The change's attempt, now also one the ledger draws from, is still the change saga's: a replayed result of its
    // hosted page goes there (the traveller to the manage page) and changes nothing.
    expect(await postResult(change.result!)).toContain(`/manage?order_code=${order.order_code}`);
    expect(await ledgerOf(server, change.attemptId!)).toEqual({ captured: change.difference, refunded: fromChange });
    expect((await orderRow(server, order.order_code)).status).toBe('refunded');
    const attempts = await server.database.db.select().from(payments).where(eq(payments.orderId, row.id)).orderBy(payments.id);
    expect(attempts.map((p) => [p.attemptId, p.captured, p.refunded, p.refundsReserved])).toEqual([
      [attemptId, order.payment_amount, order.payment_amount, order.payment_amount], [change.attemptId, change.difference, fromChange, fromChange],
    ]);

    // The admin view counts the change's capture once; the shop keeps its service charge only, no anomaly.
    const view = await moneyView(order.order_code);
    expect(view).toMatchObject({ captured, refunded: refund, kept: captured - refund, expected_kept: captured - refund, anomaly: null });
    // Each attempt is listed once: the order's payment, and the change's with what went back of it.
    expect(view.attempts.map((a) => [a.attempt_id, a.captured, a.refunded])).toEqual([[attemptId, order.payment_amount, order.payment_amount]]);
    expect(view.changes.map((c) => [c.attempt_id, c.captured, c.refunded])).toEqual([[change.attemptId, change.difference, fromChange]]);
    expect(await audit(order.order_code)).toEqual([]);
  });

  it('dearer change, then a cancel whose processor answers are lost: the reconciler pays both rows, each once by its key', async () => {
    const { cheap, dear, date } = await aslPair(server, clock, 10);
    const { order, attemptId } = await issuedGuestOrder(server, cheap, 'refund.after.change.lost@example.com');
    const change = await changeLeg(order.order_code, dear, date, 'refund-change-lost-1');
    const refund = (await manage(order.order_code)).body.cancel.refund_amount;
    const fromChange = refund - order.payment_amount;
    expect(fromChange).toBeGreaterThan(0);
    // The processor pays but the shop does not hear it: both rows stay pending.
    server.app.shop.processor.setFaults('refund=lost');
    try {
      await cancel(order.order_code, refund, 'refund-change-lost-cancel');
      const row = await orderRow(server, order.order_code);
      const pending = await server.database.db.select().from(refunds).where(eq(refunds.orderId, row.id)).orderBy(refunds.id);
      expect(pending.map((r) => [r.amount, r.status])).toEqual([[order.payment_amount, 'pending'], [fromChange, 'pending']]);
    } finally {
      server.app.shop.processor.setFaults('');
    }
    clock.advance(5);
    expect((await server.app.shop.reconciler.runOnce({ aheadMs: 60_000 })).failed).toBe(0);
    await server.app.shop.reconciler.runOnce({ aheadMs: 60_000 });
    const row = await orderRow(server, order.order_code);
    const ledger = await server.database.db.select().from(refunds).where(eq(refunds.orderId, row.id)).orderBy(refunds.id);
    expect(ledger.map((r) => [r.amount, r.status])).toEqual([[order.payment_amount, 'done'], [fromChange, 'done']]);
    // Paid once each although asked twice: the processor answered the repeated key with the first refund.
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: order.payment_amount, refunded: order.payment_amount });
    expect(await ledgerOf(server, change.attemptId!)).toEqual({ captured: change.difference, refunded: fromChange });
    expect(row.status).toBe('refunded');
    expect(await audit(order.order_code)).toEqual([]);
  });

  it('dearer change of a leg, that leg cancelled, then the rest: what the companies refunded comes back from both attempts', async () => {
    const { out, back, outDate, dearer } = await changeableRoundTrip(9);
    // Four travellers, so the change's difference is more than the shop's service charge.
    const { order, attemptId } = await issuedRoundTrip([out, back], 4, 'refund.part.change@example.com');
    const change = await changeLeg(order.order_code, dearer, outDate, 'refund-part-change-up-1');
    expect(change.difference).toBeGreaterThan(0);

    // The changed leg alone: its new fare's refund.
    const legZero = [{ trip: 0, whole: true, passengers: [], vehicles: [] }];
    const quote = await post<CancelPartQuote & ErrorBody>(server, '/booking/cancel-quote', { order_code: order.order_code, selection: legZero });
    expect(quote.status).toBe(200);
    const part = await post<CancelPartAnswer & ErrorBody>(server, '/booking/cancel-part',
      { order_code: order.order_code, selection: legZero, expected_refund: quote.body.refund_amount }, { key: 'refund-part-change-leg0' });
    expect(part.status).toBe(200);
    // Then everything left: the whole cancellation.
    const rest = (await manage(order.order_code)).body.cancel.refund_amount;
    expect((await cancel(order.order_code, rest, 'refund-part-change-rest')).status).toBe(200);
    expect((await server.app.shop.reconciler.runOnce({ aheadMs: 60_000 })).failed).toBe(0);

    const row = await orderRow(server, order.order_code);
    const first = (await ledgerOf(server, attemptId))!;
    const second = (await ledgerOf(server, change.attemptId!))!;
    // What the companies gave back (both cancellations) is what the processor paid back, over both attempts.
    expect(row.refundAmount).toBe(quote.body.refund_amount + rest);
    expect(first.refunded + second.refunded).toBe(row.refundAmount);
    expect(second.refunded).toBeGreaterThan(0);
    expect(first.refunded).toBeLessThanOrEqual(first.captured);
    expect(second.refunded).toBeLessThanOrEqual(second.captured);
    const view = await moneyView(order.order_code);
    expect(view).toMatchObject({ captured: order.payment_amount + change.difference, refunded: row.refundAmount, anomaly: null });
    expect(view.kept).toBe(view.expected_kept);
    expect(await audit(order.order_code)).toEqual([]);
  });

  it('cheaper change, then the whole booking cancelled: the first payment gives back the rest, as before', async () => {
    const { cheap, dear, date } = await aslPair(server, clock, 8);
    const { order, attemptId } = await issuedGuestOrder(server, dear, 'refund.after.cheaper@example.com');
    const change = await changeLeg(order.order_code, cheap, date, 'refund-change-down-1');
    expect(change.difference).toBeLessThan(0);
    expect(change.attemptId).toBeNull();
    const quote = (await manage(order.order_code)).body.cancel.refund_amount;
    expect((await manage(order.order_code)).body.cancel.trips[0]).toMatchObject({ tripId: cheap.tripId, refund: quote });
    const done = await cancel(order.order_code, quote, 'refund-change-down-cancel');
    expect(done.status).toBe(200);
    // The cancellation's own refund is the quote; the order's refund_amount counts the difference given back before.
    expect(done.body.refund_amount).toBe(quote);
    expect((await orderRow(server, order.order_code)).refundAmount).toBe(quote - change.difference);
    const refunded = quote - change.difference;
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: order.payment_amount, refunded });
    const row = await orderRow(server, order.order_code);
    const ledger = await server.database.db.select().from(refunds).where(eq(refunds.orderId, row.id)).orderBy(refunds.id);
    expect(ledger.map((r) => [r.reason, r.amount, r.status])).toEqual([['change_difference', -change.difference, 'done'], ['cancel_whole', quote, 'done']]);
    expect(await moneyView(order.order_code)).toMatchObject({ captured: order.payment_amount, refunded, kept: order.payment_amount - refunded, anomaly: null });
    expect(await audit(order.order_code)).toEqual([]);
  });
});

// ───────────────────────────── a round trip of a company that cancels legs and changes tickets ─────────────────────────────

const ROUTES = [['PIR', 'JNX'], ['PIR', 'JMK'], ['PIR', 'JTR'], ['RAF', 'JMK'], ['PIR', 'MLO'], ['PIR', 'PAS'], ['RAF', 'JTR'], ['PIR', 'HER']] as const;

/**
 * A round trip `days` ahead (back two days later) with a company that cancels whole legs, changes tickets and refunds
 * 100 % with no fee that far ahead, and a dearer sailing of the same company on the outward day to change to.
 */
async function changeableRoundTrip(days: number): Promise<{ out: Trip; back: Trip; outDate: string; dearer: Trip }> {
  const operatorTrip = (t: Trip) => server.app.shop.operators.trip(t.tripId);
  const fits = (t: Trip) => {
    const company = operatorTrip(t)?.company;
    return company?.refund.partial.legs === true && company.change.allowed && company.refund.feeCents === 0 && t.deckAvailability.length > 0;
  };
  const fare = (t: Trip) => operatorTrip(t)?.deckFare ?? 0;
  const outDate = isoDay(clock.now.getTime() + days * 24 * HOUR);
  const backDate = isoDay(clock.now.getTime() + (days + 2) * 24 * HOUR);
  for (const [from, to] of ROUTES) {
    const outs = (await findTrips(server, from, to, outDate)).filter(fits);
    for (const out of outs) {
      const dearer = outs.find((o) => o.company.code === out.company.code && fare(o) > fare(out));
      const back = dearer && (await findTrips(server, to, from, backDate)).find((t) => fits(t) && t.company.code === out.company.code);
      if (dearer && back) return { out, back, outDate, dearer };
    }
  }
  throw new Error('no round trip of a company that cancels legs and changes tickets with a dearer sailing');
}

/** A guest order of `people` adults on `trips` (deck), paid by card and issued. */
async function issuedRoundTrip(trips: readonly Trip[], people: number, email: string): Promise<{ order: OptionalBookingAnswer; attemptId: string }> {
  const request: PricingRequest = {
    trips: trips.map((t) => ({
      tripId: t.tripId,
      passengers: Array.from({ length: people }, (_x, i) => ({ passengerType: 'AD', accommodationType: t.deckAvailability[0]!.code, sex: i % 2 === 0 ? 'female' : 'male' })),
    })),
  };
  const hold = await post<OptionalBookingAnswer>(server, '/booking/optional-booking', { ...request, lang: 'en' });
  if (hold.status !== 200) throw new Error(`hold ${hold.status} ${JSON.stringify(hold.body)}`);
  const adults = Array.from({ length: people }, (_x, i) => ({ ...travellers[i % 2]!, name: `${travellers[i % 2]!.name}${'ABCD'[i]}`, birthDate: '12/03/1985' }));
  const inserted = await post(server, '/booking/insert-booking', { order_code: hold.body.order_code, leader: { ...leader, email }, passengers: adults });
  if (inserted.status !== 200) throw new Error(`insert ${inserted.status} ${JSON.stringify(inserted.body)}`);
  const { attemptId, page } = await openPaymentPage(server, hold.body.order_code);
  expect(await postResult(await submitCard(server, page))).toContain('/success');
  const [row] = await server.database.db.select({ id: bookingOrders.id }).from(bookingOrders).where(eq(bookingOrders.orderCode, hold.body.order_code));
  expect(row).toBeDefined();
  return { order: hold.body, attemptId };
}
