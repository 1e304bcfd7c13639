/**
 * The order state machine (server/saga/order-state.ts): only the machine's transitions are made, a transition
 * repeated changes nothing, and every change is recorded with its cause in the same transaction.
 */
import { asc, eq } from 'drizzle-orm';
import { bookingOrders, orderTransitions } from '../../server/database/schema/booking';
import { IllegalTransition, TRANSITIONS, isLegal, transition, type OrderState } from '../../server/saga/order-state';
import { startTestServer, type TestServer } from '../support/server-harness';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

const at = new Date('2026-06-10T05:00:00Z');
let serial = 0;
async function order(status: OrderState): Promise<number> {
  serial += 1;
  const [row] = await server.database.db.insert(bookingOrders).values({
    orderCode: `FSSTATE${String(serial).padStart(3, '0')}`, status, request: { trips: [] }, pricing: { answer: {}, info: [] }, paymentAmount: 1000,
  }).returning({ id: bookingOrders.id });
  return (row as { id: number }).id;
}
const history = (orderId: number) => server.database.db.select().from(orderTransitions)
  .where(eq(orderTransitions.orderId, orderId)).orderBy(asc(orderTransitions.id));

describe('Order state machine', () => {
  it('moves an order along the machine and records each change with its cause and actor', async () => {
    const id = await order('holding');
    const { db } = server.database;
    const steps: [OrderState, OrderState, string, 'request' | 'callback' | 'reconciler'][] = [
      ['holding', 'held', 'operator holds taken', 'request'],
      ['held', 'pending_payment', 'details recorded', 'request'],
      ['pending_payment', 'paid', 'payment captured', 'callback'],
      ['paid', 'success', 'tickets confirmed', 'reconciler'],
    ];
    for (const [from, to, cause, actor] of steps) {
      const result = await db.transaction((tx) => transition(tx, id, [from], to, cause, { actor, at, details: { step: to } }));
      expect(result.changed).toBe(true);
      expect(result.row?.status).toBe(to);
    }
    const recorded = await history(id);
    expect(recorded.map((r) => [r.fromStatus, r.toStatus, r.cause, r.actor])).toEqual(steps);
    expect(recorded[3]?.details).toEqual({ step: 'success' });
  });

  it('repeating a transition already made changes nothing and records nothing', async () => {
    const id = await order('pending_payment');
    const { db } = server.database;
    const pay = () => db.transaction((tx) => transition(tx, id, ['pending_payment'], 'paid', 'payment captured', { actor: 'callback', at, set: { paid: true } }));
    const first = await pay();
    const second = await pay();
    expect(first.changed).toBe(true);
    expect(second).toMatchObject({ changed: false, row: { status: 'paid', paid: true } });
    expect(await history(id)).toHaveLength(1);
  });

  it('refuses a transition the machine does not have, before touching the order', async () => {
    const id = await order('failed');
    const { db } = server.database;
    await expect(db.transaction((tx) => transition(tx, id, ['failed'], 'success', 'forged', { actor: 'request', at }))).rejects.toBeInstanceOf(IllegalTransition);
    await expect(db.transaction((tx) => transition(tx, id, ['pending_payment', 'refunded'], 'paid', 'x', { actor: 'request', at }))).rejects.toBeInstanceOf(IllegalTransition);
    const [row] = await db.select().from(bookingOrders).where(eq(bookingOrders.id, id));
    expect(row?.status).toBe('failed');
    expect(await history(id)).toHaveLength(0);
  });

  it('never issues tickets from an end state, and money only leaves an end state through a refund', () => {
    for (const end of ['failed', 'expired', 'refunded'] as const) {
      expect(isLegal(end, 'success')).toBe(false);
      expect(isLegal(end, 'paid')).toBe(false);
      expect(TRANSITIONS[end].every((to) => to === 'refunding')).toBe(true);
    }
    expect(TRANSITIONS.refunded).toEqual([]);
    expect(isLegal('paid', 'failed')).toBe(false); // captured money ends issued or refunded, never just failed
  });

  it('a transition rolled back with its transaction leaves no record', async () => {
    const id = await order('held');
    const { db } = server.database;
    await expect(db.transaction(async (tx) => {
      await transition(tx, id, ['held'], 'expired', 'hold ran out', { actor: 'reconciler', at, set: { outcome: 'hold_expired' } });
      throw new Error('crash before commit');
    })).rejects.toThrow('crash before commit');
    const [row] = await db.select().from(bookingOrders).where(eq(bookingOrders.id, id));
    expect(row).toMatchObject({ status: 'held', outcome: null });
    expect(await history(id)).toHaveLength(0);
  });
});
