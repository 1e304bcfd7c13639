/**
 * The fuzz suite's database check (write-watch.ts) sees every kind of change a refused request could make, and
 * nothing else: without this, "nothing changed on refusal" could pass by not looking.
 */
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../support/server-harness';
import { WriteWatch } from './write-watch';

let server: TestServer;
let watch: WriteWatch;

beforeAll(async () => {
  server = await startTestServer();
  watch = await WriteWatch.open(server.database.db);
});
afterAll(async () => {
  await server?.close();
});

/** The tables `checkSince` reports after running `change`. */
async function changedBy(change: () => Promise<unknown>): Promise<string[]> {
  const before = await watch.mark();
  await change();
  return watch.checkSince(before);
}

describe('WriteWatch', () => {
  const db = () => server.database.db;

  it('watches every table but the two counters a refusal must update', () => {
    expect(watch.watchedTables).toEqual(expect.arrayContaining(['booking_orders', 'idempotency_keys', 'users', 'outbox', 'card_payments']));
    expect(watch.watchedTables).not.toContain('rate_limits');
    expect(watch.watchedTables).not.toContain('login_failures');
  });

  it('sees nothing when nothing was written, reads included', async () => {
    expect(await changedBy(() => db().execute(sql`SELECT count(*) FROM languages`))).toEqual([]);
  });

  it('sees an insert, an update (even one that writes the same values back) and a delete', async () => {
    expect(await changedBy(() => db().execute(sql`INSERT INTO newsletter_subscriptions (email, group_name, lang) VALUES ('watch@example.com', 'newsletter-en', 'en')`)))
      .toEqual([expect.stringMatching(/^newsletter_subscriptions: 1 row/)]);
    expect(await changedBy(() => db().execute(sql`UPDATE languages SET position = position WHERE code = 'en'`)))
      .toEqual([expect.stringMatching(/^languages: 1 row/)]);
    expect(await changedBy(() => db().execute(sql`DELETE FROM newsletter_subscriptions WHERE email = 'watch@example.com'`)))
      .toEqual(['newsletter_subscriptions: 1 → 0 rows']);
  });

  it('sees nothing of a rolled-back write, nor of a write to an excluded table', async () => {
    const rolledBack = await changedBy(async () => {
      await db().transaction(async (tx) => {
        await tx.execute(sql`UPDATE languages SET name = 'x' WHERE code = 'en'`);
        tx.rollback();
      }).catch(() => undefined);
    });
    expect(rolledBack).toEqual([]);
    expect(await changedBy(() => db().execute(sql`INSERT INTO rate_limits (key, window_start, count) VALUES ('watch', now(), 1)`))).toEqual([]);
  });
});
