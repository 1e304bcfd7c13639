/**
 * Issue 14, "Must show": two shop servers on ONE PostgreSQL database, as two instances behind a load balancer.
 * 1,000 holds at once, spread over both, for the last places of a sailing: none oversold in the operator's own
 * tables, every granted hold recorded once by the shop and once by the operator. Then both reconcilers at once over
 * orders that need work (paid and not issued, refunds not made, holds past expiry): every order driven once, each
 * transition recorded once, each refund made once in the processor's ledger.
 * PostgreSQL only (skipped without DATABASE_URL; CI runs it in its PostgreSQL pass): PGlite is one process's database.
 */
import { sql } from 'drizzle-orm';
import { Booking, findDeckTrip, requestJson, type TripChoice } from '../support/booking-driver';
import { auditMoney } from '../support/money-invariant';
import { startTestServer, type TestServer } from '../support/server-harness';
import { testClock } from './booking-support';

const onPostgres = Boolean(process.env.DATABASE_URL);
const HOLDS = 1000;
const LAST_PLACES = 40;

const clock = testClock('2026-06-10T05:00:00Z');
let a: TestServer;
let b: TestServer;
let trip: TripChoice;

type Rows<T> = { rows: T[] };
const query = async <T>(server: TestServer, text: ReturnType<typeof sql>): Promise<T[]> =>
  ((await server.database.db.execute(text)) as unknown as Rows<T>).rows;

describe.skipIf(!onPostgres)('two shop servers on one PostgreSQL database', () => {
  beforeAll(async () => {
    // 1,000 holds queue on the database: the operator calls get all the time they need (a timed-out hold is a 503).
    const env = { OPERATOR_TIMEOUT_MS: '120000', PAYMENT_TIMEOUT_MS: '5000', RECONCILE_INTERVAL_MS: '3600000' };
    a = await startTestServer({ clock: clock.read, env });
    b = await startTestServer({ clock: clock.read, env, shareDatabaseWith: a });
    trip = await findDeckTrip(a.url, { skipDays: 10 });
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it(`${HOLDS} holds at once over both for the last ${LAST_PLACES} places: none oversold, each granted hold recorded once`, async () => {
    // Other shops sold the rest of the deck: the operator's own inventory, as its other sales would leave it.
    const [free] = (await requestJson<{ legs: { trips: { tripId: string; sailingId?: string; deckAvailability: { code: string; available: number }[] }[] }[] }>(a.url, 'POST', '/booking/results', {
      body: { legs: [{ departurePort: 'PIR', destinationPort: 'JMK', departureDate: trip.date }], lang: 'en' },
    })).body.legs[0]!.trips.filter((t) => t.tripId === trip.tripId);
    const capacity = a.app.shop.operators.sailingCapacity(a.app.shop.operators.trip(trip.tripId)!.sailingId, trip.code);
    const sailingId = a.app.shop.operators.trip(trip.tripId)!.sailingId;
    expect(free?.deckAvailability[0]?.available).toBe(capacity);
    await a.database.db.execute(sql`INSERT INTO demo_operator_inventory (sailing_id, code, held, sold)
      VALUES (${sailingId}, ${trip.code}, 0, ${capacity - LAST_PLACES})
      ON CONFLICT (sailing_id, code) DO UPDATE SET sold = ${capacity - LAST_PLACES}`);

    const answers = await Promise.all(Array.from({ length: HOLDS }, async (_, i) => {
      const booking = new Booking(i % 2 ? b.url : a.url, trip);
      await booking.hold();
      return { status: booking.run.failed?.status ?? 200, code: booking.run.orderCode, body: booking.run.failed?.body };
    }));
    const granted = answers.filter((x) => x.status === 200);
    const statuses = [...new Set(answers.map((x) => x.status))].sort();
    expect(statuses, JSON.stringify(answers.find((x) => x.status !== 200 && x.status !== 409)?.body)).toEqual([200, 409]);
    expect(granted).toHaveLength(LAST_PLACES);
    expect(new Set(granted.map((x) => x.code)).size).toBe(LAST_PLACES);

    // The operator's own books: nothing oversold, one held hold per granted order, the places held = the holds.
    const [inventory] = await query<{ held: number; sold: number }>(a, sql`SELECT held, sold FROM demo_operator_inventory WHERE sailing_id = ${sailingId} AND code = ${trip.code}`);
    expect(inventory!.held + inventory!.sold).toBeLessThanOrEqual(capacity);
    expect(inventory!.held).toBe(LAST_PLACES);
    const operatorHeld = await query<{ reference: string }>(a, sql`SELECT reference FROM demo_operator_holds WHERE sailing_id = ${sailingId} AND status = 'held'`);
    expect(operatorHeld.map((h) => h.reference.replace(/-\d+$/, '')).sort()).toEqual(granted.map((x) => x.code).sort());
    // The shop's books: each granted order holds its one reference, recorded once; refused holds hold nothing.
    const shopHeld = await query<{ order_code: string; n: number }>(a, sql`SELECT o.order_code, count(*)::int AS n FROM operator_holds h
      JOIN booking_orders o ON o.id = h.order_id WHERE h.status = 'held' GROUP BY o.order_code`);
    expect(shopHeld.map((r) => r.order_code).sort()).toEqual(granted.map((x) => x.code).sort());
    expect(shopHeld.every((r) => r.n === 1)).toBe(true);
    const refused = await query<{ n: number }>(a, sql`SELECT count(*)::int AS n FROM booking_orders WHERE status IN ('held', 'pending_payment', 'holding')`);
    expect(refused[0]!.n).toBe(LAST_PLACES);
  }, 180_000);

  it('both reconcilers at once drive every order once: each transition recorded once, each refund made once', async () => {
    // Orders that need work, half made through each server: paid but not issued (the operator's confirm failed),
    // cancelled by the traveller with the refund not made (the processor failed), holds abandoned.
    const next = await findDeckTrip(a.url, { skipDays: 12 });
    const both = (faults: { operator?: string; processor?: string }) => {
      for (const server of [a, b]) {
        if (faults.operator !== undefined) server.app.shop.operators.setFaults(faults.operator);
        if (faults.processor !== undefined) server.app.shop.processor.setFaults(faults.processor);
      }
    };
    const group = (size: number, work: (booking: Booking) => Promise<unknown>) => Promise.all(Array.from({ length: size }, async (_, i) => {
      const booking = new Booking(i % 2 ? b.url : a.url, next);
      await work(booking);
      return booking;
    }));
    const pay = ['hold', 'insert', 'pay', 'page', 'card', 'callback'] as const;
    let paid: Booking[];
    let refunding: Booking[];
    let abandoned: Booking[];
    try {
      both({ operator: 'confirm=fail', processor: 'refund=fail' });
      paid = await group(8, (booking) => booking.through(pay));
      both({ operator: '' });
      refunding = await group(8, async (booking) => {
        await booking.through([...pay, 'finalize']);
        await booking.orderCall('/booking/refund');
      });
      abandoned = await group(8, (booking) => booking.through(['hold', 'insert']));
    } finally {
      both({ operator: '', processor: '' });
    }
    const codes = (bookings: Booking[]) => bookings.map((x) => x.run.orderCode).filter((c): c is string => Boolean(c));
    const all = [...codes(paid), ...codes(refunding), ...codes(abandoned)];
    expect(all).toHaveLength(24);
    const statusOf = async (list: string[]) => (await auditMoney(a.database.db, { now: clock.read(), ended: false, orderCodes: list })).orders.map((o) => o.status);
    // The work is there to do: none of it done yet.
    expect(new Set(await statusOf(codes(paid)))).toEqual(new Set(['paid']));
    expect(new Set(await statusOf(codes(refunding)))).toEqual(new Set(['refunding']));

    // Both reconcilers, twice each at once, within the holds' time and then past every expiry.
    for (const minutes of [5, 120, 60, 60]) {
      clock.advance(minutes);
      await Promise.all([a.app.shop.reconciler.runOnce(), b.app.shop.reconciler.runOnce(), a.app.shop.reconciler.runOnce(), b.app.shop.reconciler.runOnce()]);
    }

    await a.app.shop.operators.sweep(clock.read());
    const audit = await auditMoney(a.database.db, { now: clock.read(), ended: true, orderCodes: all });
    expect(audit.problems).toEqual([]);
    expect(await statusOf(codes(paid))).toEqual(codes(paid).map(() => 'success'));
    expect(await statusOf(codes(refunding))).toEqual(codes(refunding).map(() => 'refunded'));
    expect(await statusOf(codes(abandoned))).toEqual(codes(abandoned).map(() => 'expired'));
    const inList = sql.join(all.map((c) => sql`${c}`), sql`, `);
    const doubled = await query<{ order_code: string; from_status: string | null; to_status: string; n: number }>(a, sql`
      SELECT o.order_code, t.from_status, t.to_status, count(*)::int AS n FROM order_transitions t JOIN booking_orders o ON o.id = t.order_id
      WHERE o.order_code IN (${inList}) GROUP BY o.order_code, t.from_status, t.to_status HAVING count(*) > 1`);
    expect(doubled).toEqual([]);
    const refunds = await query<{ order_code: string; n: number; amount: number; refund_amount: number }>(a, sql`
      SELECT o.order_code, count(r.refund_id)::int AS n, coalesce(sum(r.amount), 0)::int AS amount, o.refund_amount FROM booking_orders o
      JOIN payments p ON p.order_id = o.id LEFT JOIN test_processor_refunds r ON r.attempt_id = p.attempt_id
      WHERE o.order_code IN (${inList}) AND o.status = 'refunded' GROUP BY o.order_code, o.refund_amount`);
    expect(refunds).toHaveLength(8);
    expect(refunds.filter((r) => r.n !== 1 || r.amount !== r.refund_amount)).toEqual([]);
  }, 180_000);
});
