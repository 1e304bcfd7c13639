/**
 * A booking paid again asks the processor first (`BookingSaga.settleOpenAttempts`); this file kills the shop's server
 * process with SIGKILL at each booking crash point that inquiry passes through (the processor's answer kept, the
 * capture applied, the tickets confirmed, the order issued), then starts it again on the same data
 * (tests/support/server-process.ts, as saga-crash.test.ts does). The traveller paid on the hosted page and the result
 * never came back; the Pay pressed again (step 3 records the details again first) dies in the inquiry. Each restart's
 * reconciler must end the order issued exactly once, the money audited clean from the processor's and the operator's
 * own books, and the traveller's next Pay must answer ALREADY_ISSUED (the details) and ALREADY_PAID (the form), never a
 * new payment form. PGlite by default; on PostgreSQL when DATABASE_URL is set.
 */
import fs from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { bookingOrders, orderTransitions, outbox } from '../../server/database/schema/index';
import type { CrashPoint } from '../../server/faults/crash-points';
import { Booking, findDeckTrip, type TripChoice } from '../support/booking-driver';
import { auditMoney } from '../support/money-invariant';
import { startTestServer } from '../support/server-harness';
import { childStore, type createPostgresDatabase, eventually, startServerProcess, type ServerProcess } from '../support/server-process';

/** The booking crash points on the inquiry's path, in the order it reaches them. */
const INQUIRY_POINTS = ['callback:stored', 'callback:captured', 'issue:operator-confirmed', 'issue:recorded'] as const satisfies readonly CrashPoint[];

const adminUrl = process.env.DATABASE_URL;
let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
let server: ServerProcess | undefined;
let dataDir: string | undefined;
let databaseUrl: string | undefined;
let trip: TripChoice;
const orders = new Map<CrashPoint, string>();

beforeAll(async () => {
  ({ postgres, databaseUrl, dataDir } = await childStore(adminUrl));
});

afterAll(async () => {
  await server?.kill();
  await postgres?.drop();
  if (dataDir && !server?.alive()) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** How long a restarted child may take to finish an order (a kept result waits STEP_GRACE_MS, 30 s, before the reconciler applies it). */
const SETTLE_MS = 60_000;

const errorCode = (body: unknown): string | undefined => (body as { error?: { code?: string } } | undefined)?.error?.code;

describe('a booking paid again, the server killed in the inquiry\'s apply', () => {
  it.each(INQUIRY_POINTS)('%s: dies in the second Pay, a restart issues the order once, the next Pay answers ALREADY_ISSUED', async (point) => {
    let child = await startServerProcess({ dataDir, databaseUrl, env: { SAGA_CRASH_AT: point, RECONCILE_INTERVAL_MS: '600000' } });
    server = child;
    trip ??= await findDeckTrip(child.url);
    const booking = new Booking(child.url, trip, { passengers: 1 });
    // Paid on the hosted page; the browser never posted the result back (closed on the redirect): nothing crashed yet.
    const paid = await booking.through(['hold', 'insert', 'pay', 'page', 'card']);
    expect(paid.died, JSON.stringify(paid.failed)).toBeUndefined();
    expect(paid.failed, JSON.stringify(paid.failed)).toBeUndefined();
    const code = paid.orderCode!;
    orders.set(point, code);

    // Pay again: the details first, whose inquiry learns of the capture and dies at `point`.
    const again = await booking.through(['insert']);
    expect(again.died, `the server was to die in the details' inquiry (${JSON.stringify(again.failed)})`).toBe('insert');
    expect((await child.exited).signal).toBe('SIGKILL');

    child = await child.restart({ RECONCILE_INTERVAL_MS: '500' });
    server = child;
    const issued = await eventually(async () => (await booking.orderCall('/booking/finalize-booking')).status === 200, SETTLE_MS);
    expect(issued, `order ${code} issued after the restart`).toBe(true);
    // The traveller presses Pay once more: the details are refused as issued, the form as paid; no new attempt.
    const details = await booking.orderCall('/booking/insert-booking', {
      leader: { firstName: 'Eleni', lastName: 'Papadopoulou', email: 'eleni@example.com', mobile: '6912345678', phonePrefix: '+30', country: 'GR' },
      passengers: [{ name: 'ELENI', surname: 'PAPADOPOULOU', sex: 'female', nationality: 'GR', birthDate: '12/03/1985', documentNumber: 'AK123456' }],
      lang: 'en',
    });
    expect(details.status).toBe(409);
    expect(errorCode(details.body)).toBe('ALREADY_ISSUED');
    const form = await booking.pay();
    expect(form).toBe(false);
    expect(booking.run.failed).toMatchObject({ step: 'pay', status: 409 });
    expect(errorCode(booking.run.failed?.body)).toBe('ALREADY_PAID');
    expect((await child.stop()).code).toBe(0);
  }, 180_000); // two starts of a server and up to STEP_GRACE_MS (30 s) before the reconciler takes a kept result

  it('every order of those crashes: issued once, the money kept = its tickets, one attempt, one reservation e-mail', async () => {
    const attached = await startTestServer({ attach: databaseUrl ? { databaseUrl } : { dataDir: dataDir! }, env: { RECONCILE_INTERVAL_MS: '3600000' } });
    try {
      const { db } = attached.database;
      const codes = [...orders.values()];
      expect(codes).toHaveLength(INQUIRY_POINTS.length);
      const audit = await auditMoney(db, { now: new Date(), ended: true, orderCodes: codes });
      expect(audit.problems).toEqual([]);
      for (const [point, code] of orders) {
        const order = audit.orders.find((o) => o.orderCode === code);
        expect(order, `${point}: order ${code}`).toMatchObject({ status: 'success', refunded: 0, operator: { confirmed: 1 } });
        expect(order!.captured, `${point}: captured once`).toBe(order!.paymentAmount);
        const [row] = await db.select().from(bookingOrders).where(eq(bookingOrders.orderCode, code));
        const toSuccess = await db.select().from(orderTransitions)
          .where(and(eq(orderTransitions.orderId, row!.id), eq(orderTransitions.toStatus, 'success')));
        expect(toSuccess, `${point}: one transition to success`).toHaveLength(1);
        const mails = (await db.select().from(outbox)).filter((m) => m.subject.includes(code));
        expect(mails, `${point}: one reservation e-mail`).toHaveLength(1);
      }
    } finally {
      await attached.close();
    }
  });
});
