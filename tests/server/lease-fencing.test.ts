/**
 * The work lease is fenced (server/database/lease.ts): a holder that outlived its lease (stalled past `ttlMs`, which
 * for an order's assistance is 2 × OPERATOR_TIMEOUT_MS + 30 s) and whose key another server took over cannot write.
 * Each take raises the row's version; the holder's last write runs after `lease.fence(tx)`, which refuses it unless
 * this holder still holds the key at its version. For assistance, the refused request starts again from a fresh
 * read, so the company's last call and the tickets end with the same request. Expired leases of other keys are
 * removed at each take. Two servers on one database; PGlite and PostgreSQL (CI's two passes).
 */
import { eq, sql } from 'drizzle-orm';
import { LeaseLostError, withLease, type Lease } from '../../server/database/lease';
import { bookingOrders, workLeases } from '../../server/database/schema/index';
import type { OperatorAssistanceRequest } from '../../server/ports/ferry-operators';
import { HOLD_LIMITS_LIFTED, closeTestServers, startTwoTestServers, type TestServer } from '../support/server-harness';
import { askAssistance, companyAssistance, ticketAssistance } from './assistance-support';
import { testClock } from './booking-support';
import { aslPair, issuedGuestOrder } from './manage-change-support';

const clock = testClock();
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  [a, b] = await startTwoTestServers({ clock: clock.read, env: { ...HOLD_LIMITS_LIFTED } });
}, 120_000);
afterAll(() => closeTestServers(b, a));

const runOut = (key: string) =>
  a.database.db.update(workLeases).set({ expiresAt: sql`clock_timestamp() - interval '1 second'` }).where(eq(workLeases.key, key));
const leaseRows = (key: string) => a.database.db.select().from(workLeases).where(eq(workLeases.key, key));
/** A write fenced by `lease`, as a holder's last write is: a marker row, kept only if the fence let it through. */
const fencedWrite = (lease: Lease, marker: string) => a.database.db.transaction(async (tx) => {
  await lease.fence(tx);
  await tx.insert(workLeases).values({ key: marker, holder: 'marker', expiresAt: sql`clock_timestamp() + interval '1 hour'` });
});

describe('the lease is fenced', () => {
  it('a holder whose lease ran out and was taken over by another server cannot write; the new holder can', async () => {
    const key = 'test:fenced';
    const answer = await withLease(a.database.db, key, { ttlMs: 60_000, waitMs: 50 }, async (first) => {
      expect((await leaseRows(key))[0]?.version).toBe(first.version);
      // The first holder stalls past its lease; another server takes the key over (a new version).
      await runOut(key);
      return withLease(b.database.db, key, { ttlMs: 60_000, waitMs: 50 }, async (second) => {
        expect(second.version).toBe(first.version + 1);
        await expect(fencedWrite(first, 'test:written-by-first')).rejects.toBeInstanceOf(LeaseLostError);
        expect(await leaseRows('test:written-by-first')).toEqual([]);
        await fencedWrite(second, 'test:written-by-second');
        expect(await leaseRows('test:written-by-second')).toHaveLength(1);
        // The first holder ending gives nothing back: the key is still the second's.
        return 'second';
      });
    });
    expect(answer).toBe('second');
    await a.database.db.delete(workLeases).where(eq(workLeases.key, 'test:written-by-second'));
  });

  it('a holder whose lease ran out cannot write even when no one took it over; the next take is a new version', async () => {
    const key = 'test:ran-out';
    let stale: Lease | undefined;
    await withLease(a.database.db, key, { ttlMs: 60_000, waitMs: 50 }, async (lease) => {
      stale = lease;
      await runOut(key);
      await expect(fencedWrite(lease, 'test:written-late')).rejects.toBeInstanceOf(LeaseLostError);
    });
    expect(await leaseRows('test:written-late')).toEqual([]);
    await withLease(b.database.db, key, { ttlMs: 60_000, waitMs: 50 }, async () => {
      await expect(fencedWrite(stale!, 'test:written-late')).rejects.toBeInstanceOf(LeaseLostError);
      expect(await leaseRows('test:written-late')).toEqual([]);
    });
  });

  it('expired leases of other keys are removed when a key is taken', async () => {
    await a.database.db.insert(workLeases).values({ key: 'test:dead-holder', holder: 'dead', expiresAt: sql`clock_timestamp() - interval '1 minute'` });
    await a.database.db.insert(workLeases).values({ key: 'test:live-holder', holder: 'live', expiresAt: sql`clock_timestamp() + interval '1 hour'` });
    await withLease(b.database.db, 'test:another', { ttlMs: 60_000, waitMs: 50 }, async () => undefined);
    expect(await leaseRows('test:dead-holder')).toEqual([]);
    expect(await leaseRows('test:live-holder')).toHaveLength(1);
    await a.database.db.delete(workLeases).where(eq(workLeases.key, 'test:live-holder'));
  });
});

describe('an assistance request that outlived its lease', () => {
  it('writes nothing over the request that took the order over, starts again, and the company and the tickets end equal', async () => {
    const { cheap } = await aslPair(a, clock, 14);
    const { order } = await issuedGuestOrder(a, cheap, 'lease.fenced@example.com');
    const code = order.order_code;
    const [row] = await a.database.db.select({ id: bookingOrders.id }).from(bookingOrders).where(eq(bookingOrders.orderCode, code));
    const key = `assistance:${row!.id}`;
    const ask = (server: TestServer, assistance: unknown) => askAssistance(server, code, assistance);

    const operators = a.app.shop.operators;
    const assist = operators.assist.bind(operators);
    const calls: unknown[] = [];
    let overtaken: Awaited<ReturnType<typeof ask>> | undefined;
    operators.assist = async (request: OperatorAssistanceRequest) => {
      await assist(request);
      calls.push(request.assistance);
      if (overtaken) return;
      // Server a's call answers only after its lease ran out and server b's request went through in full.
      await runOut(key);
      overtaken = await ask(b, { kind: 'visual' });
    };
    let first: Awaited<ReturnType<typeof ask>>;
    try {
      first = await ask(a, { kind: 'wheelchair' });
    } finally {
      operators.assist = assist;
    }
    expect(overtaken).toMatchObject({ status: 200 });
    expect(first).toMatchObject({ status: 200, body: { assistance: { kind: 'wheelchair' } } });
    // Server a told the company its request again after b's, from a fresh read.
    expect(calls).toEqual([{ kind: 'wheelchair' }, { kind: 'wheelchair' }]);
    const company = await companyAssistance(a, code);
    expect(company).toEqual({ kind: 'wheelchair' });
    expect(await ticketAssistance(a, code)).toEqual(company);
    expect(await leaseRows(key)).toEqual([]);
  }, 120_000);
});
