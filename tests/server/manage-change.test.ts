/**
 * "Change date or sailing" (issue 17) through the real shop: the demo operators' books, the embedded card processor's
 * ledger, the outbox. A higher fare (the difference paid on the hosted page, new tickets, the old seats released only
 * once the new ones are confirmed), a lower fare (the difference back to the card), a new confirm that fails (the old
 * booking intact, the difference paid back in full), the company's fee past its free window, a company that does not
 * change tickets, a stranger, a double click and a second tab, a quote that changed, a cancel during a change, and the
 * change record's state machine.
 */
import { eq } from 'drizzle-orm';
import { bookingChanges, changeTransitions, refunds } from '../../server/database/schema/index';
import { CHANGE_TRANSITIONS, isLegalChange } from '../../server/saga/change-saga';
import type { Reservation } from '../../src/contract/index';
import { readMailbox, type TestServer } from '../support/server-harness';
import { findTrips, post, testClock } from './booking-support';
import { form, ledgerOf, postResult, readForm } from './card-payment-support';
import {
  DAY, aslPair, changeOptions, changeStatus, changesOf, differenceTo, isoDay, issuedGuestOrder, legHold, orderRow, payDifference,
  manageBooking, placesOn, startChange, startChangeServer, type ErrorBody,
} from './manage-change-support';

const clock = testClock();
let server: TestServer;

beforeAll(async () => {
  server = await startChangeServer(clock);
});
afterAll(async () => { await server?.close(); });

const manage = (orderCode: string) => manageBooking(server, orderCode);

describe('the change record state machine', () => {
  it('moves only forward, ends at done or failed, and never leaves either', () => {
    expect(CHANGE_TRANSITIONS).toEqual({
      holding: ['held', 'failed'], held: ['paid', 'failed'], paid: ['confirmed', 'failed'], confirmed: ['done', 'failed'], done: [], failed: [],
    });
    // confirmed → failed only for an order cancelled under the change (tests/server/manage-change-race.test.ts).
    expect(isLegalChange('done', 'failed')).toBe(false);
    expect(isLegalChange('held', 'done')).toBe(false);
    expect(isLegalChange('failed', 'held')).toBe(false);
  });
});

describe('changing a leg through the shop', () => {
  it('to a dearer sailing: the difference is paid on the hosted page, then the new sailing is confirmed, then the old one released; new tickets and an e-mail', async () => {
    const { cheap, dear, date } = await aslPair(server, clock, 6);
    const email = 'nikos.change@example.com';
    const { order, attemptId } = await issuedGuestOrder(server, cheap, email);
    const oldTickets = ((await manage(order.order_code)).body.reservation as Reservation).trips[0]!;
    const oldPlaces = await placesOn(server, cheap);
    const newPlaces = await placesOn(server, dear);

    const options = await changeOptions(server, order.order_code, date);
    expect(options.status).toBe(200);
    const paid = order.pricing.trips[0]!.trip_total;
    const option = options.body.options.find((o) => o.tripId === dear.tripId)!;
    // Free more than 48 h ahead: the difference is the fares' only.
    expect(options.body).toMatchObject({ allowed: true, reason: null, fee: 0, old_total: paid, free_until_hours: 48 });
    expect(option.new_total).toBeGreaterThan(paid);
    expect(option).toMatchObject({ available: true, difference: (option.new_total as number) - paid });
    expect(options.body.options.some((o) => o.tripId === cheap.tripId)).toBe(false);

    const started = await startChange(server, order.order_code, dear.tripId, option.difference as number, 'change-up-1');
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ status: 'held', difference: option.difference, new_trip_id: dear.tripId });
    expect(started.body.payment?.fields.find((f) => f.name === 'orderAmount')?.value).toBe(((option.difference as number) / 100).toFixed(2));
    // Held, not paid: the new place is taken at the operator, the old booking is untouched.
    expect(await placesOn(server, dear)).toBe((newPlaces as number) - 1);
    expect(await placesOn(server, cheap)).toBe(oldPlaces);
    expect((await legHold(server, order.order_code)).status).toBe('confirmed');
    expect(((await manage(order.order_code)).body.reservation as Reservation).trips[0]!.tripId).toBe(cheap.tripId);

    const landed = await payDifference(server, started.body.payment!);
    expect(landed).toContain(`/en/manage?order_code=${order.order_code}&change=${started.body.change_code}`);
    const done = await changeStatus(server, order.order_code, started.body.change_code);
    expect(done.body).toMatchObject({ status: 'done', refund_amount: 0 });
    const trip = (done.body.reservation as Reservation).trips[0]!;
    expect(trip.tripId).toBe(dear.tripId);
    expect(trip.passengers[0]!.ticketNumber).not.toBe(oldTickets.passengers[0]!.ticketNumber);
    expect(trip.companyReservationCode).not.toBe(oldTickets.companyReservationCode);
    expect(trip.trip_total).toBe(option.new_total);
    // The old seat is on sale again, the new one stays sold; the order's own payment is untouched.
    expect(await placesOn(server, cheap)).toBe((oldPlaces as number) + 1);
    expect(await placesOn(server, dear)).toBe((newPlaces as number) - 1);
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: order.payment_amount, refunded: 0 });
    const [change] = await changesOf(server, order.order_code);
    expect(await ledgerOf(server, change!.attemptId!)).toEqual({ captured: option.difference, refunded: 0 });
    // The order's record of the leg is the new sailing's, its history the change's.
    expect((await legHold(server, order.order_code)).reference).toBe(change!.newReference);
    const steps = await server.database.db.select().from(changeTransitions).where(eq(changeTransitions.changeId, change!.id)).orderBy(changeTransitions.id);
    expect(steps.map((s) => s.toStatus)).toEqual(['holding', 'held', 'paid', 'confirmed', 'done']);
    const mails = await readMailbox(server, email);
    expect(mails.map((m) => m.subject)).toContain(`Your booking ${order.order_code} has been changed`);
    // The manage page shows the new sailing, and the cancellation quote is now of the new fare.
    const after = await manage(order.order_code);
    expect(after.body.reservation?.trips[0]?.tripId).toBe(dear.tripId);
    expect(after.body.cancel.trips[0]).toMatchObject({ tripId: dear.tripId, paid: option.new_total });
  });

  it('to a cheaper sailing: nothing to pay, the change is done at once and the difference goes back to the card', async () => {
    const { cheap, dear, date } = await aslPair(server, clock, 7);
    const { order, attemptId } = await issuedGuestOrder(server, dear);
    const difference = await differenceTo(server, order.order_code, date, cheap.tripId);
    expect(difference).toBeLessThan(0);
    const done = await startChange(server, order.order_code, cheap.tripId, difference, 'change-down-1');
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'done', difference, refund_amount: -difference });
    expect(done.body.payment).toBeUndefined();
    expect(done.body.reservation?.trips[0]?.tripId).toBe(cheap.tripId);
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: order.payment_amount, refunded: -difference });
    const [change] = await changesOf(server, order.order_code);
    expect(change).toMatchObject({ refundDue: -difference, nextCheckAt: null });
    // It is a row of the order's refund ledger, paid once.
    const ledger = await server.database.db.select().from(refunds).where(eq(refunds.orderId, change!.orderId));
    expect(ledger).toMatchObject([{ reason: 'change_difference', amount: -difference, status: 'done', idempotencyKey: `${change!.changeCode}:refund` }]);
  });

  it('the new confirm fails (the operator gave the new places away): the old booking stays intact and the difference is paid back in full', async () => {
    const { cheap, dear, date } = await aslPair(server, clock, 8);
    const { order, attemptId } = await issuedGuestOrder(server, cheap);
    const before = await orderRow(server, order.order_code);
    const oldPlaces = await placesOn(server, cheap);
    const difference = await differenceTo(server, order.order_code, date, dear.tripId);
    const started = await startChange(server, order.order_code, dear.tripId, difference, 'change-refused-1');
    const [held] = await changesOf(server, order.order_code);
    await server.app.shop.operators.release(held!.newReference);
    const landed = await payDifference(server, started.body.payment!);
    expect(landed).toContain('/manage?');
    const [change] = await changesOf(server, order.order_code);
    expect(change).toMatchObject({ status: 'failed', failure: 'operator_refused', refundStatus: 'done', refundDue: difference, captured: difference });
    expect(await ledgerOf(server, change!.attemptId!)).toEqual({ captured: difference, refunded: difference });
    const after = await orderRow(server, order.order_code);
    expect(after.reservation).toEqual(before.reservation);
    expect(after.pricing).toEqual(before.pricing);
    expect((await legHold(server, order.order_code)).status).toBe('confirmed');
    expect(await placesOn(server, cheap)).toBe(oldPlaces);
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: order.payment_amount, refunded: 0 });
    expect((await changeStatus(server, order.order_code)).body).toMatchObject({ status: 'failed', failure: 'operator_refused', refund_amount: difference });
    // The booking can be changed again afterwards.
    expect((await changeOptions(server, order.order_code, date)).body.allowed).toBe(true);
  });

  it('a cancel on the payment page ends the change: the new hold is released, nothing is charged, the old booking stays', async () => {
    const { cheap, dear, date } = await aslPair(server, clock, 9);
    const { order } = await issuedGuestOrder(server, cheap);
    const newPlaces = await placesOn(server, dear);
    const difference = await differenceTo(server, order.order_code, date, dear.tripId);
    const started = await startChange(server, order.order_code, dear.tripId, difference, 'change-page-cancel-1');
    const page = await form(started.body.payment!.url, started.body.payment!.fields);
    const opened = readForm(await page.text());
    const cancelled = await form(`${server.url}${opened.action}`, [...opened.fields, { name: 'action', value: 'cancel' }]);
    await postResult(readForm(await cancelled.text(), 'result'));
    const [change] = await changesOf(server, order.order_code);
    expect(change).toMatchObject({ status: 'failed', failure: 'payment_cancelled', captured: 0 });
    expect(await placesOn(server, dear)).toBe(newPlaces);
    expect((await manage(order.order_code)).body.reservation?.trips[0]?.tripId).toBe(cheap.tripId);
  });

  it('within 48 h of the old departure the company\'s 10 € fee is added to the difference', async () => {
    const { cheap, dear, date } = await aslPair(server, clock, 10);
    const { order } = await issuedGuestOrder(server, cheap);
    const departure = server.app.shop.operators.trip(cheap.tripId)!.departure.getTime();
    const saved = clock.now;
    try {
      clock.now = new Date(departure - 48 * 3_600_000 + 1);
      const options = await changeOptions(server, order.order_code, date);
      expect(options.body).toMatchObject({ allowed: true, fee: 1000 });
      const option = options.body.options.find((o) => o.tripId === dear.tripId)!;
      expect(option.difference).toBe((option.new_total as number) - order.pricing.trips[0]!.trip_total + 1000);
      clock.now = new Date(departure - 3 * 3_600_000 + 1);
      expect((await changeOptions(server, order.order_code, date)).body).toMatchObject({ allowed: false, reason: 'TOO_LATE', options: [] });
      expect(await startChange(server, order.order_code, dear.tripId, option.difference as number, 'change-too-late-1'))
        .toMatchObject({ status: 409, body: { error: { code: 'TOO_LATE' } } });
      expect(await changesOf(server, order.order_code)).toEqual([]);
    } finally {
      clock.now = saved;
    }
  });

  it('a company that does not change tickets is refused with nothing changed', async () => {
    const date = isoDay(clock.now.getTime() + 6 * DAY);
    const strict = (await findTrips(server, 'PIR', 'JMK', date)).filter((t) => server.app.shop.operators.company(t.company.code)?.change.allowed === false);
    expect(strict.length).toBeGreaterThan(0);
    const { order, attemptId } = await issuedGuestOrder(server, strict[0]!);
    const before = await orderRow(server, order.order_code);
    expect((await changeOptions(server, order.order_code, date)).body).toMatchObject({ allowed: false, reason: 'NOT_ALLOWED', options: [] });
    const other = (await findTrips(server, 'PIR', 'JMK', isoDay(clock.now.getTime() + 7 * DAY))).find((t) => t.company.code === strict[0]!.company.code)!;
    expect(await startChange(server, order.order_code, other.tripId, 0, 'change-strict-1')).toMatchObject({ status: 409, body: { error: { code: 'NOT_ALLOWED' } } });
    expect(await changesOf(server, order.order_code)).toEqual([]);
    expect((await orderRow(server, order.order_code)).reservation).toEqual(before.reservation);
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: order.payment_amount, refunded: 0 });
  });

  it('a stranger with the code but no token gets 404 and changes nothing; another route or a wrong amount is refused', async () => {
    const { cheap, dear, date } = await aslPair(server, clock, 11);
    const { order } = await issuedGuestOrder(server, cheap);
    const difference = await differenceTo(server, order.order_code, date, dear.tripId);
    expect((await changeOptions(server, order.order_code, date, null)).body.error.code).toBe('ORDER_NOT_FOUND');
    expect(await startChange(server, order.order_code, dear.tripId, difference, 'change-stranger-1', null)).toMatchObject({ status: 404, body: { error: { code: 'ORDER_NOT_FOUND' } } });
    expect(await startChange(server, order.order_code, dear.tripId, difference - 1, 'change-stale-1')).toMatchObject({ status: 409, body: { error: { code: 'QUOTE_CHANGED', field: 'expected_difference' } } });
    const elsewhere = (await findTrips(server, 'PIR', 'JMK', date)).find((t) => t.company.code === 'ASL')!;
    expect(await startChange(server, order.order_code, elsewhere.tripId, 0, 'change-route-1')).toMatchObject({ status: 422, body: { error: { code: 'NOT_SAME_ROUTE', field: 'trip_id' } } });
    expect(await post<ErrorBody>(server, '/booking/change', { order_code: order.order_code, trip_index: 0, trip_id: dear.tripId, expected_difference: 1.5 }))
      .toMatchObject({ status: 400, body: { error: { code: 'INVALID_INPUT' } } });
    expect(await changesOf(server, order.order_code)).toEqual([]);
  });

  it('one change at a time: a double click replays the answer (one attempt), a second tab is told 409 CHANGE_IN_PROGRESS, and the order cannot be cancelled under it', async () => {
    const { cheap, dear, date } = await aslPair(server, clock, 12);
    const { order } = await issuedGuestOrder(server, cheap);
    const difference = await differenceTo(server, order.order_code, date, dear.tripId);
    const first = await startChange(server, order.order_code, dear.tripId, difference, 'change-click-1');
    const again = await startChange(server, order.order_code, dear.tripId, difference, 'change-click-1');
    expect(again).toEqual(first);
    const tab = await startChange(server, order.order_code, dear.tripId, difference, 'change-tab-2');
    expect(tab).toMatchObject({ status: 409, body: { error: { code: 'CHANGE_IN_PROGRESS' } } });
    expect((await changeOptions(server, order.order_code, date)).body).toMatchObject({ allowed: false, reason: 'CHANGE_IN_PROGRESS' });
    const quote = (await manage(order.order_code)).body.cancel.refund_amount;
    expect(await post<ErrorBody>(server, '/booking/cancel', { order_code: order.order_code, expected_refund: quote }, { key: 'cancel-during-change' }))
      .toMatchObject({ status: 409, body: { error: { code: 'CHANGE_IN_PROGRESS' } } });
    expect(await changesOf(server, order.order_code)).toHaveLength(1);
    const [change] = await changesOf(server, order.order_code);
    expect(change!.attemptId).toBe(first.body.payment!.fields.find((f) => f.name === 'orderid')?.value);
    expect((await server.database.db.select().from(bookingChanges).where(eq(bookingChanges.orderId, change!.orderId))).length).toBe(1);
  });

  it('two tabs at once: exactly one change starts', async () => {
    const { cheap, dear, date } = await aslPair(server, clock, 13);
    const { order } = await issuedGuestOrder(server, cheap);
    const difference = await differenceTo(server, order.order_code, date, dear.tripId);
    const [a, b] = await Promise.all([
      startChange(server, order.order_code, dear.tripId, difference, 'change-race-a'),
      startChange(server, order.order_code, dear.tripId, difference, 'change-race-b'),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await changesOf(server, order.order_code)).toHaveLength(1);
  });
});
