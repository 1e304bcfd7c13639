// Issue 14: the demo operator network's own share of a hold. 1,000 holds at once, straight on the adapter
// (server/adapters/demo-operators, no HTTP, no saga), for the last 100 places of a sailing, split over two adapters on
// one database as two shop servers would be: holds answered per second, p99, places granted (= 100) and 0 oversold.
// On an in-memory PGlite database, and on a throw-away PostgreSQL database when DATABASE_URL is set. Beside the
// `holds` section (the whole booking over HTTP) it tells how much of a hold is the operator's.
import { sql } from 'drizzle-orm';
import { createDemoOperators } from '../../server/adapters/demo-operators/demo-ferry-operators';
import { migrateDatabase, openPgliteDatabase, openPostgresDatabase, type Database } from '../../server/database/connect';
import { OperatorError } from '../../server/ports/ferry-operators';
import { type Row, onPostgres, percentile, row } from '../support';

const HOLDS = 1000;
const LAST_PLACES = 100;

async function holdsAtOnce(database: Database, label: string): Promise<Row[]> {
  await migrateDatabase(database as Parameters<typeof migrateDatabase>[0]);
  const now = new Date();
  const options = { db: database.db, clock: () => now, sweepEveryMs: 0, timeoutMs: 120_000 };
  const a = createDemoOperators(options);
  const b = createDemoOperators(options);
  try {
    const date = new Date(now.getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
    const trip = a.trips('PIR', 'JMK', date)[0];
    if (!trip) return [row(`operator holds per second (${label})`, 'n/a', undefined, false, `no sailing from Piraeus to Mykonos on ${date}`)];
    const code = trip.vessel.accommodations[0]?.code as string;
    const capacity = a.capacity(trip, code);
    await database.db.execute(sql`INSERT INTO demo_operator_inventory (sailing_id, code, held, sold)
      VALUES (${trip.sailingId}, ${code}, 0, ${capacity - LAST_PLACES})`);
    const latencies: number[] = [];
    let granted = 0;
    let refused = 0;
    const started = performance.now();
    await Promise.all(Array.from({ length: HOLDS }, async (_, i) => {
      const t0 = performance.now();
      try {
        await (i % 2 ? a : b).hold({ reference: `BENCH${i}-0`, trip, units: { [code]: 1 }, minutes: 5 });
        granted++;
      } catch (error) {
        if (error instanceof OperatorError && error.kind === 'NoAvailability') refused++;
      }
      latencies.push(performance.now() - t0);
    }));
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((x, y) => x - y);
    const [after] = ((await database.db.execute(sql`SELECT held, sold FROM demo_operator_inventory
      WHERE sailing_id = ${trip.sailingId} AND code = ${code}`)) as unknown as { rows: { held: number; sold: number }[] }).rows;
    const oversold = Math.max(0, (after?.held ?? 0) + (after?.sold ?? 0) - capacity);
    const other = HOLDS - granted - refused;
    const what = `${HOLDS} at once for the last ${LAST_PLACES} places, 2 adapters, ${label}`;
    return [
      row(`operator holds per second (${what})`, Math.round(HOLDS / seconds)),
      row(`operator holds p99 latency (${what}) (ms)`, Math.round(percentile(latencies, 99))),
      row(`operator holds granted (${what})`, granted, `= ${LAST_PLACES}`, granted === LAST_PLACES),
      row(`operator places oversold (${what})`, oversold, '0', oversold === 0),
      row(`operator holds answered other than held or NoAvailability (${what})`, other, '0', other === 0),
    ];
  } finally {
    a.close();
    b.close();
  }
}

export async function bench(): Promise<Row[]> {
  const lite = await openPgliteDatabase();
  const rows: Row[] = [];
  try {
    rows.push(...(await holdsAtOnce(lite, 'PGlite')));
  } finally {
    await lite.close();
  }
  const url = process.env.DATABASE_URL;
  if (!url) return rows;
  await onPostgres(url, async (databaseUrl) => {
    const database = openPostgresDatabase(databaseUrl, { max: 20 });
    try {
      rows.push(...(await holdsAtOnce(database, 'PostgreSQL')));
    } finally {
      await database.close();
    }
  });
  return rows;
}
