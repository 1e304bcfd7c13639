/**
 * Assistance after booking (issue 17) on two shop servers over ONE database, as two instances behind a load
 * balancer (issue 18): different requests for the same passenger sent at once to both, round after round. The
 * requests on one order run one after another whichever server takes them (a lease on the order in the database,
 * server/database/lease.ts), so after every round the company's record and the shop's tickets are the same request.
 * Without it, a server whose company call had answered but which had not written the tickets yet let the other
 * server's whole request through: the company ended with one request and the tickets with the other.
 * Runs on PGlite (both servers on one database object) and on PostgreSQL (two pools), CI's two passes.
 */
import { eq, like, sql } from 'drizzle-orm';
import type { OptionalBookingAnswer, Trip } from '../../src/contract/index';
import { LeaseBusyError, withLease } from '../../server/database/lease';
import { demoOperatorHolds, workLeases } from '../../server/database/schema/index';
import { closeTestServers, startTwoTestServers, type TestServer } from '../support/server-harness';
import { askAssistance, slowAfterTheCompany, ticketAssistance } from './assistance-support';
import { findTrips, leader, oneTraveller, testClock } from './booking-support';
import { openPaymentPage, orderAwaitingCard, postResult, submitCard } from './card-payment-support';

const clock = testClock();
let a: TestServer;
let b: TestServer;
let trip: Trip;

beforeAll(async () => {
  [a, b] = await startTwoTestServers({ clock: clock.read });
  trip = (await findTrips(a, 'PIR', 'JMK', '2026-06-19'))[0] as Trip;
}, 120_000);
afterAll(() => closeTestServers(b, a));

const operatorRecord = async (code: string) => {
  const [row] = await a.database.db.select().from(demoOperatorHolds).where(like(demoOperatorHolds.reference, `${code}%`));
  return (row?.confirmation as { assistance?: unknown[] }).assistance?.[0] ?? null;
};

it('different requests for one passenger at once on two servers: the company and the tickets end with the same one, round after round', async () => {
  const order: OptionalBookingAnswer = await orderAwaitingCard(a, oneTraveller(trip), { leader: { ...leader, email: 'assist.two.servers@example.com' } });
  const { page } = await openPaymentPage(a, order.order_code);
  expect(await postResult(await submitCard(a, page))).toContain('/success');
  const code = order.order_code;
  clock.now = new Date('2026-06-10T05:00:00Z');
  const kinds = [{ kind: 'wheelchair' }, { kind: 'walking' }, { kind: 'visual' }, { kind: 'hearing' }, { kind: 'other', note: 'Guide dog' }, null];

  for (let round = 0; round < 6; round += 1) {
    const [first, second] = round % 2 ? [b, a] : [a, b];
    const firstWants = kinds[round % kinds.length];
    const secondWants = kinds[(round + 3) % kinds.length];
    let secondAnswered: (value: unknown) => void = () => {};
    const { recorded, restore } = slowAfterTheCompany(first, new Promise((resolve) => { secondAnswered = resolve; }));
    try {
      const one = askAssistance(first, code, firstWants);
      // The second request once the company has the first one, before the first server writes the tickets.
      await recorded;
      const two = askAssistance(second, code, secondWants).finally(() => secondAnswered(undefined));
      const answers = await Promise.all([one, two]);
      expect(answers.map((x) => x.status), `round ${round}`).toEqual([200, 200]);
    } finally {
      restore();
    }
    const company = await operatorRecord(code);
    expect(await ticketAssistance(a, code), `round ${round}`).toEqual(company);
    // The later request is the last one: it waited for the first.
    expect(company, `round ${round}`).toEqual(secondWants);
  }
  expect(await a.database.db.select().from(workLeases)).toEqual([]);
}, 120_000);

it('a lease held by a server that died blocks its key until it runs out, then the next request takes it over', async () => {
  const db = a.database.db;
  await db.insert(workLeases).values({ key: 'test:dead-server', holder: 'dead', expiresAt: sql`clock_timestamp() + interval '1 hour'` });
  let ran = false;
  await expect(withLease(db, 'test:dead-server', { ttlMs: 60_000, waitMs: 50 }, async () => { ran = true; })).rejects.toBeInstanceOf(LeaseBusyError);
  expect(ran).toBe(false);
  await db.update(workLeases).set({ expiresAt: sql`clock_timestamp() - interval '1 second'` }).where(eq(workLeases.key, 'test:dead-server'));
  expect(await withLease(b.database.db, 'test:dead-server', { ttlMs: 60_000, waitMs: 50 }, async () => 'taken over')).toBe('taken over');
  // Given back by its holder, whatever the work's end.
  await expect(withLease(db, 'test:dead-server', { ttlMs: 60_000, waitMs: 50 }, async () => { throw new Error('work failed'); })).rejects.toThrow('work failed');
  expect(await db.select().from(workLeases)).toEqual([]);
});
