/**
 * The change saga cut short at each of its steps (`CHANGE_CRASH_POINTS`): the saga stops dead there (a simulated
 * crash: the request gets no answer, the database stays exactly as it was at that instant), and the reconciler, as
 * after a restart, ends the change: done (the order on the new sailing, the old seat on sale again) or failed (the
 * new hold released, the old booking intact), with the money right in the processor's own ledger either way.
 */
import { eq } from 'drizzle-orm';
import { payments } from '../../server/database/schema/index';
import { CHANGE_CRASH_POINTS, type ChangeCrashPoint } from '../../server/faults/crash-points';
import type { Reservation } from '../../src/contract/index';
import { auditMoney } from '../support/money-invariant';
import type { TestServer } from '../support/server-harness';
import { post, testClock } from './booking-support';
import { form, ledgerOf } from './card-payment-support';
import {
  aslPair, changesOf, differenceTo, issuedGuestOrder, orderRow, payDifference, placesOn, startChange, startChangeServer,
} from './manage-change-support';

const clock = testClock();
let server: TestServer;

beforeAll(async () => {
  server = await startChangeServer(clock);
});
afterAll(async () => { await server?.close(); });

/** Where each crash leaves the change, and how the reconciler must end it. */
type Scenario = { direction: 'up' | 'down'; dies: 'start' | 'pay' | 'again'; ends: 'done' | 'failed'; refused?: true };
const SCENARIOS: Record<ChangeCrashPoint, Scenario> = {
  'change:recorded': { direction: 'up', dies: 'start', ends: 'failed' },
  'change:operator-held': { direction: 'up', dies: 'start', ends: 'failed' },
  'change:attempt-recorded': { direction: 'up', dies: 'start', ends: 'failed' },
  // "Continue to payment" after the page was left: the old attempt superseded, not voided; nobody pays, the hold runs out.
  'change:attempt-superseded': { direction: 'up', dies: 'again', ends: 'failed' },
  'change:captured': { direction: 'up', dies: 'pay', ends: 'done' },
  'change:operator-confirmed': { direction: 'up', dies: 'pay', ends: 'done' },
  'change:old-cancelled': { direction: 'up', dies: 'pay', ends: 'done' },
  // The new confirm refused after the difference was captured: its refund is recorded, then the crash.
  'change:refund-recorded': { direction: 'up', dies: 'pay', ends: 'failed', refused: true },
};

/** The lower fare's refund goes through the order's refund ledger, whose own crash points the booking saga's tests cover. */
const LOWER_FARE: Record<string, { direction: 'down'; dies: 'start'; ends: 'done' }> = {
  'change:old-cancelled': { direction: 'down', dies: 'start', ends: 'done' },
};

describe('the change saga cut short at each of its steps', () => {
  it.each([
    ...CHANGE_CRASH_POINTS.map((point, i) => [point, i, SCENARIOS[point]] as const),
    ...Object.entries(LOWER_FARE).map(([point, scenario], i) => [point as ChangeCrashPoint, 20 + i, scenario] as const),
  ])('%s (run %i): a reconciler pass ends the change', async (point, i, scenario: Scenario) => {
    const { cheap, dear, date } = await aslPair(server, clock, 5 + i);
    const [from, to] = scenario.direction === 'up' ? [cheap, dear] : [dear, cheap];
    const { order, attemptId } = await issuedGuestOrder(server, from);
    const before = await orderRow(server, order.order_code);
    const fromPlaces = await placesOn(server, from);
    const toPlaces = await placesOn(server, to);
    const difference = await differenceTo(server, order.order_code, date, to.tripId);
    const { changes } = server.app.shop;

    if (scenario.dies === 'start') changes.crashAt = point;
    const started = await startChange(server, order.order_code, to.tripId, difference, `crash-${point}`);
    if (scenario.dies === 'again') {
      expect(started.status).toBe(200);
      expect((await form(started.body.payment!.url, started.body.payment!.fields)).status).toBe(200);
      changes.crashAt = point;
      expect((await post(server, '/booking/change/payment', { order_code: order.order_code })).status).toBe(500);
    } else if (scenario.dies === 'pay') {
      expect(started.status).toBe(200);
      if (scenario.refused) await server.app.shop.operators.release((await changesOf(server, order.order_code))[0]!.newReference);
      changes.crashAt = point;
      expect(await payDifference(server, started.body.payment!)).toBe('status 500');
    } else {
      expect(started.status).toBe(500);
    }
    expect(changes.crashAt).toBeUndefined(); // the crash point was reached

    // After the restart: the first pass takes what is due within a step's grace; the holds' ends come later.
    for (const minutes of [0, 2, 30]) {
      clock.advance(minutes);
      await server.app.shop.reconciler.runOnce({ aheadMs: 30_000 });
    }
    const [change] = await changesOf(server, order.order_code);
    expect(change?.status).toBe(scenario.ends);
    expect(change?.nextCheckAt).toBeNull();
    const after = await orderRow(server, order.order_code);
    const leg = (after.reservation as Reservation).trips[0]!;
    if (scenario.ends === 'done') {
      expect(leg.tripId).toBe(to.tripId);
      expect(await placesOn(server, from)).toBe((fromPlaces as number) + 1);
      expect(await placesOn(server, to)).toBe((toPlaces as number) - 1);
      if (difference > 0) {
        expect(await ledgerOf(server, change!.attemptId!)).toEqual({ captured: difference, refunded: 0 });
        expect(await ledgerOf(server, attemptId)).toEqual({ captured: order.payment_amount, refunded: 0 });
      } else {
        expect(await ledgerOf(server, attemptId)).toEqual({ captured: order.payment_amount, refunded: -difference });
      }
    } else {
      expect(after.reservation).toEqual(before.reservation);
      expect(await placesOn(server, from)).toBe(fromPlaces);
      expect(await placesOn(server, to)).toBe(toPlaces);
      expect(await ledgerOf(server, attemptId)).toEqual({ captured: order.payment_amount, refunded: 0 });
      if (change?.attemptId) {
        const ledger = await ledgerOf(server, change.attemptId);
        expect(ledger === undefined || ledger.captured === ledger.refunded).toBe(true);
        if (scenario.refused) expect(ledger).toEqual({ captured: difference, refunded: difference });
      }
      if (scenario.dies === 'again') {
        // The attempt the crash left superseded but not voided is voided by the reconciler (the order's payment).
        const superseded = started.body.payment!.fields.find((f) => f.name === 'orderid')!.value;
        const [row] = await server.database.db.select().from(payments).where(eq(payments.attemptId, superseded));
        expect(row).toMatchObject({ status: 'superseded', voided: true, captured: 0 });
      }
    }
    // The processor's, the operator's and the shop's books agree on the order and its change.
    expect((await auditMoney(server.database.db, { now: clock.read(), ended: true, orderCodes: [order.order_code] })).problems).toEqual([]);
    // Nothing is left for the reconciler, and the booking answers as it is.
    expect((await server.app.shop.reconciler.runOnce({ aheadMs: 30_000 })).failed).toBe(0);
    expect((await post(server, '/booking/manage', { order_code: order.order_code })).status).toBe(200);
  });
});
