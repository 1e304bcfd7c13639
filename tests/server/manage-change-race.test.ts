/**
 * A traveller's cancellation racing a change of a leg of the same order (issue 17, server/modules/booking/order-guards.ts):
 * never both. Started together (several rounds; on PostgreSQL they really run at once), exactly one goes through; the
 * cancellation's check of a change under way is made under the order's row lock by the saga itself (not only by the
 * route's quick answer), a change does not start while a part cancellation is with its company, and a change that
 * finds its order cancelled after it took money ends failed: its new places released or its new tickets cancelled,
 * the difference paid back in full, the order never rewritten.
 */
import { and, eq, sql } from 'drizzle-orm';
import { bookingOrders, operatorHolds, refunds } from '../../server/database/schema/index';
import type { ChangeCrashPoint } from '../../server/faults/crash-points';
import { transition } from '../../server/saga/order-state';
import { auditMoney } from '../support/money-invariant';
import type { TestServer } from '../support/server-harness';
import { post, testClock } from './booking-support';
import { ledgerOf } from './card-payment-support';
import {
  aslPair, changesOf, differenceTo, issuedGuestOrder, manageBooking, orderRow, payDifference, placesOn, startChange, startChangeServer,
  type ErrorBody,
} from './manage-change-support';

const clock = testClock();
let server: TestServer;

beforeAll(async () => {
  server = await startChangeServer(clock);
});
afterEach(() => { server.app.shop.operators.setFaults(''); });
afterAll(async () => { await server?.close(); });

const manage = (orderCode: string) => manageBooking(server, orderCode);
const cancel = (orderCode: string, expected: number, key: string) =>
  post<{ refund_amount: number } & ErrorBody>(server, '/booking/cancel', { order_code: orderCode, expected_refund: expected }, { key });
const statusOfHold = async (orderId: number) =>
  (await server.database.db.select().from(operatorHolds).where(and(eq(operatorHolds.orderId, orderId), eq(operatorHolds.tripIndex, 0))))[0];

/**
 * A traveller's cancellation that got past the rule (as an instance running older code could): its first step, the
 * order `success → refunding` with its trip `cancelling`, exactly as the saga writes it; the reconciler does the rest.
 */
async function cancelledElsewhere(orderId: number): Promise<void> {
  const now = clock.read();
  await server.database.db.transaction(async (tx) => {
    const moved = await transition(tx, orderId, ['success'], 'refunding', 'cancelled by the traveller', {
      actor: 'request', at: now, set: { outcome: 'cancelled_by_traveller', refundAmount: null, nextCheckAt: now },
    });
    if (!moved.changed) throw new Error('the order was not issued');
    await tx.update(operatorHolds).set({ status: 'cancelling', updatedAt: now }).where(and(eq(operatorHolds.orderId, orderId), eq(operatorHolds.status, 'confirmed')));
  });
}

async function reconcile(): Promise<void> {
  for (const minutes of [0, 2, 30]) {
    clock.advance(minutes);
    await server.app.shop.reconciler.runOnce({ aheadMs: 30_000 });
  }
}

describe('a cancellation racing a change of the same order', () => {
  it('started together, round after round: exactly one goes through, and a change never lands on a cancelled order', async () => {
    const won = { change: 0, cancel: 0 };
    for (let round = 0; round < 6; round++) {
      const { cheap, dear, date } = await aslPair(server, clock, 14 + round);
      // A cheaper sailing: the change runs to its end within its request (nothing to pay), the widest window.
      const { order, attemptId } = await issuedGuestOrder(server, dear);
      const difference = await differenceTo(server, order.order_code, date, cheap.tripId);
      const quote = (await manage(order.order_code)).body.cancel.refund_amount;
      const cheapPlaces = await placesOn(server, cheap);
      const [changed, cancelled] = await Promise.all([
        startChange(server, order.order_code, cheap.tripId, difference, `race-change-${round}`),
        cancel(order.order_code, quote, `race-cancel-${round}`),
      ]);
      expect([changed.status, cancelled.status].filter((s) => s === 200)).toHaveLength(1);
      await reconcile();
      const row = await orderRow(server, order.order_code);
      const changes = await changesOf(server, order.order_code);
      if (changed.status === 200) {
        won.change += 1;
        // Refused under the change, or (the change was over first) its quote is of the new fare now.
        expect(['CHANGE_IN_PROGRESS', 'QUOTE_CHANGED']).toContain(cancelled.body.error.code);
        expect(row.status).toBe('success');
        expect(changes.map((c) => c.status)).toEqual(['done']);
        expect((await statusOfHold(row.id))?.status).toBe('confirmed');
        expect(await ledgerOf(server, attemptId)).toEqual({ captured: order.payment_amount, refunded: -difference });
        expect(await placesOn(server, cheap)).toBe((cheapPlaces as number) - 1);
      } else {
        won.cancel += 1;
        expect(['NOT_ISSUED', 'CANCEL_IN_PROGRESS']).toContain(changed.body.error.code);
        expect(row.status).toBe('refunded');
        expect(changes.every((c) => c.status === 'failed')).toBe(true);
        expect(await ledgerOf(server, attemptId)).toEqual({ captured: order.payment_amount, refunded: cancelled.body.refund_amount });
        // No place of the new sailing is kept for a cancelled order.
        expect(await placesOn(server, cheap)).toBe(cheapPlaces);
        const ledger = await server.database.db.select().from(refunds).where(eq(refunds.orderId, row.id));
        expect(ledger.map((r) => r.reason)).toEqual(['cancel_whole']);
      }
      // The three books agree: the processor's, the operator's and the shop's (a change's money and tickets included).
      expect((await auditMoney(server.database.db, { now: clock.read(), ended: true, orderCodes: [order.order_code] })).problems).toEqual([]);
    }
    expect(won.change + won.cancel).toBe(6);
    // Six full bookings, changes and cancellations: on a loaded machine (load 25 on 2 cores) this took over the
    // 60 s default, and its rounds then ran on into the next test's bookings.
  }, 240_000);

  it('the saga itself refuses to cancel under a change, whole or a part, whichever call reaches it (the check under the lock)', async () => {
    const { cheap, dear, date } = await aslPair(server, clock, 21);
    const { order, attemptId } = await issuedGuestOrder(server, cheap);
    const difference = await differenceTo(server, order.order_code, date, dear.tripId);
    const started = await startChange(server, order.order_code, dear.tripId, difference, 'guard-change-1');
    expect(started.body.status).toBe('held');
    // The older refund call has no quick check of its own: the saga's check under the order's lock answers it.
    expect(await post<ErrorBody>(server, '/booking/refund', { order_code: order.order_code }))
      .toMatchObject({ status: 409, body: { error: { code: 'CHANGE_IN_PROGRESS' } } });
    const row = await orderRow(server, order.order_code);
    await expect(server.app.shop.saga.cancelPart(row.id, () => ({
      amount: 0, covers: { trips: [{ tripIndex: 0, whole: true, passengers: [], vehicles: [] }] },
    }))).rejects.toMatchObject({ status: 409, code: 'CHANGE_IN_PROGRESS' });
    expect(await orderRow(server, order.order_code)).toMatchObject({ status: 'success', refundAmount: null });
    expect(await server.database.db.select().from(refunds).where(eq(refunds.orderId, row.id))).toEqual([]);
    expect((await statusOfHold(row.id))?.status).toBe('confirmed');
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: order.payment_amount, refunded: 0 });
  });

  it('a change does not start while a part cancellation is with its company (409 CANCEL_IN_PROGRESS, nothing held)', async () => {
    const { cheap, dear, date } = await aslPair(server, clock, 22);
    const { order } = await issuedGuestOrder(server, cheap);
    const difference = await differenceTo(server, order.order_code, date, dear.tripId);
    const row = await orderRow(server, order.order_code);
    const dearPlaces = await placesOn(server, dear);
    server.app.shop.operators.setFaults('cancelPart=fail');
    await expect(server.app.shop.saga.cancelPart(row.id, () => ({
      amount: 0, covers: { trips: [{ tripIndex: 0, whole: false, passengers: [0], vehicles: [] }] },
    }))).rejects.toMatchObject({ status: 503 });
    expect(await startChange(server, order.order_code, dear.tripId, difference, 'part-then-change-1'))
      .toMatchObject({ status: 409, body: { error: { code: 'CANCEL_IN_PROGRESS', field: 'order_code' } } });
    expect(await changesOf(server, order.order_code)).toEqual([]);
    expect(await placesOn(server, dear)).toBe(dearPlaces);
  });
});

describe('a change that finds its order cancelled', () => {
  const cases: { name: string; crashAt?: ChangeCrashPoint; newTickets: boolean }[] = [
    { name: 'held, its difference captured afterwards', newTickets: false },
    { name: 'paid, the new sailing confirmed at the operator but not recorded', crashAt: 'change:operator-confirmed', newTickets: true },
    { name: 'confirmed, the old leg cancelled at the operator', crashAt: 'change:old-cancelled', newTickets: true },
  ];
  it.each(cases.map((c, i) => [c.name, i, c] as const))('%s (run %i): ends failed, nothing of the new sailing kept, the difference back in full', async (_name, i, scenario) => {
    const { cheap, dear, date } = await aslPair(server, clock, 24 + i);
    const { order, attemptId } = await issuedGuestOrder(server, cheap);
    const before = await orderRow(server, order.order_code);
    const dearPlaces = await placesOn(server, dear);
    const difference = await differenceTo(server, order.order_code, date, dear.tripId);
    const started = await startChange(server, order.order_code, dear.tripId, difference, `cancelled-under-${i}`);
    expect(started.body.status).toBe('held');
    if (scenario.crashAt) {
      server.app.shop.changes.crashAt = scenario.crashAt;
      expect(await payDifference(server, started.body.payment!)).toBe('status 500');
      expect(server.app.shop.changes.crashAt).toBeUndefined();
      await cancelledElsewhere(before.id);
    } else {
      await cancelledElsewhere(before.id);
      await payDifference(server, started.body.payment!);
    }
    await reconcile();
    const [change] = await changesOf(server, order.order_code);
    expect(change).toMatchObject({ status: 'failed', failure: 'order_cancelled', refundStatus: 'done', refundDue: difference, nextCheckAt: null });
    expect(await ledgerOf(server, change!.attemptId!)).toEqual({ captured: difference, refunded: difference });
    // The new sailing's places are on sale again (released, or its tickets cancelled).
    expect(await placesOn(server, dear)).toBe(dearPlaces);
    const found = await server.database.db.execute(sql`SELECT status FROM demo_operator_holds WHERE reference = ${change!.newReference}`);
    const [newAtOperator] = (found as unknown as { rows: { status: string }[] }).rows;
    expect(newAtOperator?.status).toBe(scenario.newTickets ? 'cancelled' : 'released');
    // The order was cancelled as the traveller asked, on its own sailing: never rewritten by the change.
    const after = await orderRow(server, order.order_code);
    expect(after).toMatchObject({ status: 'refunded', pricing: before.pricing, request: before.request });
    const [hold] = await server.database.db.select().from(operatorHolds).where(eq(operatorHolds.orderId, before.id));
    expect(hold).toMatchObject({ reference: `${order.order_code}-0`, status: 'cancelled' });
    expect(await ledgerOf(server, attemptId)).toEqual({ captured: order.payment_amount, refunded: after.refundAmount });
    expect((await server.database.db.select().from(bookingOrders).where(eq(bookingOrders.id, before.id)))[0]?.nextCheckAt).toBeNull();
    expect((await auditMoney(server.database.db, { now: clock.read(), ended: true, orderCodes: [order.order_code] })).problems).toEqual([]);
  });
});
