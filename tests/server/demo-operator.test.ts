/**
 * The demo operator network's reservation system (server/adapters/demo-operators) on a real database: the hold
 * lifecycle, idempotency by reference, expiry by the clock, no oversell, every injected fault, refunds by policy.
 */
import { sql } from 'drizzle-orm';
import { createDemoOperators, type DemoFerryOperators } from '../../server/adapters/demo-operators/demo-ferry-operators';
import { ConfigError, loadConfig } from '../../server/config';
import { deployProblems } from '../../server/deploy-check';
import { OperatorError, type Trip } from '../../server/ports/ferry-operators';
import { startTestServer, type TestServer } from '../support/server-harness';
import { openPostgresDatabase, type Database, type Db } from '../../server/database/connect';

let server: TestServer;
let now = new Date('2026-06-10T05:00:00Z');
const clock = () => now;
const operators: DemoFerryOperators[] = [];
/** The adapters' timeout: long enough for a loaded machine's database to finish a `lost` call's work within it. */
const TIMEOUT_MS = 1000;
let refs = 0;
const newRef = () => `FSDEMOTEST${String(++refs).padStart(2, '0')}-0`;

function make(options: { delayMs?: number; timeoutMs?: number; faults?: string; db?: Db } = {}): DemoFerryOperators {
  const made = createDemoOperators({ db: server.database.db, clock, sweepEveryMs: 0, timeoutMs: TIMEOUT_MS, ...options });
  operators.push(made);
  return made;
}

async function query<T>(text: ReturnType<typeof sql>): Promise<T[]> {
  return ((await server.database.db.execute(text)) as unknown as { rows: T[] }).rows;
}
const inventory = async (sailingId: string, code: string) =>
  (await query<{ held: number; sold: number }>(sql`SELECT held, sold FROM demo_operator_inventory WHERE sailing_id = ${sailingId} AND code = ${code}`))[0]
  ?? { held: 0, sold: 0 };
const holdRow = async (reference: string) =>
  (await query<{ status: string }>(sql`SELECT status FROM demo_operator_holds WHERE reference = ${reference}`))[0];

/** Why a call failed: its OperatorError kind. */
async function kindOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (error) {
    if (error instanceof OperatorError) return error.kind;
    throw error;
  }
  return 'ok';
}

/** A second connection pool on the same database, as a second shop server has (PGlite: the one database itself). */
let second: Database | undefined;
const secondDb = (): Db => {
  if (!server.databaseUrl) return server.database.db;
  second ??= openPostgresDatabase(server.databaseUrl);
  return second.db;
};

let ops: DemoFerryOperators;
/** Trips of different sailings, so no test sees another's places. */
let trips: Trip[];
let nextTrip = 0;
const freshTrip = () => trips[nextTrip++] as Trip;
const seatCode = (trip: Trip) => (trip.vessel.accommodations.find((a) => a.kind === 'deck') ?? trip.vessel.accommodations[0])?.code as string;
const travellers = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Eleni${i}`, surname: 'Papadopoulou' }));

beforeAll(async () => {
  server = await startTestServer();
  ops = make();
  const all = ['2026-06-11', '2026-06-12', '2026-06-13', '2026-06-14', '2026-06-15']
    .flatMap((date) => [...ops.trips('PIR', 'JMK', date), ...ops.trips('PIR', 'HER', date), ...ops.trips('RAF', 'TIN', date)]);
  const bySailing = new Map(all.map((t) => [t.sailingId, t]));
  trips = [...bySailing.values()];
  expect(trips.length).toBeGreaterThan(20);
});
afterAll(async () => {
  for (const made of operators) made.close();
  await second?.close();
  await server?.close();
});
beforeEach(() => { now = new Date('2026-06-10T05:00:00Z'); ops.setFaults(''); });

describe('demo operator: hold, confirm, cancel, release', () => {
  it('holds all or nothing, confirms into tickets once, cancels once with the refund, and counts places at each step', async () => {
    const trip = freshTrip();
    const code = seatCode(trip);
    const capacity = ops.capacity(trip, code);
    const reference = newRef();
    const hold = await ops.hold({ reference, trip, units: { [code]: 3 }, minutes: 10 });
    expect(hold.reference).toBe(reference);
    expect(hold.expiresAt.getTime()).toBe(now.getTime() + 10 * 60_000);
    expect((await ops.availability([trip.sailingId])).get(`${trip.sailingId}|${code}`)).toBe(capacity - 3);
    expect(await inventory(trip.sailingId, code)).toEqual({ held: 3, sold: 0 });

    const confirmation = await ops.confirm({ reference, passengers: travellers(3), vehicles: [] });
    expect(confirmation.companyReservationCode).toMatch(new RegExp(`^${trip.company.code}-[A-Z2-9]{6}$`));
    expect(confirmation.checkinCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(confirmation.passengerTickets).toHaveLength(3);
    expect(new Set(confirmation.passengerTickets).size).toBe(3);
    expect(confirmation.vehicleTickets).toEqual([]);
    expect(await inventory(trip.sailingId, code)).toEqual({ held: 0, sold: 3 });
    // A repeated confirm (the first answer lost) answers the same tickets and sells nothing more.
    expect(await ops.confirm({ reference, passengers: travellers(3), vehicles: [] })).toEqual(confirmation);
    expect(await inventory(trip.sailingId, code)).toEqual({ held: 0, sold: 3 });
    // Sold places are not given back by a release: only a cancel does, with the company's refund.
    expect(await kindOf(ops.release(reference))).toBe('Refused');
    expect(await inventory(trip.sailingId, code)).toEqual({ held: 0, sold: 3 });

    const cancellation = await ops.cancel(reference, 10_000);
    expect(cancellation.reference).toBe(reference);
    expect(await inventory(trip.sailingId, code)).toEqual({ held: 0, sold: 0 });
    expect((await ops.availability([trip.sailingId])).get(`${trip.sailingId}|${code}`)).toBe(capacity);
    now = new Date(now.getTime() + 3_600_000 * 30);
    expect(await ops.cancel(reference, 99_999)).toEqual(cancellation);
    expect(await inventory(trip.sailingId, code)).toEqual({ held: 0, sold: 0 });
    expect(await kindOf(ops.confirm({ reference, passengers: travellers(3), vehicles: [] }))).toBe('Refused');
    expect(await kindOf(ops.hold({ reference, trip, units: { [code]: 3 }, minutes: 10 }))).toBe('Refused');
  });

  it('answers the same hold to the same reference, refuses the reference for other places, and keeps at most the company\'s hold time', async () => {
    const trip = freshTrip();
    const code = seatCode(trip);
    const reference = newRef();
    const first = await ops.hold({ reference, trip, units: { [code]: 2 }, minutes: 600 });
    expect(first.expiresAt.getTime()).toBe(now.getTime() + trip.company.holdMinutes * 60_000);
    now = new Date(now.getTime() + 60_000);
    const again = await ops.hold({ reference, trip, units: { [code]: 2 }, minutes: 600 });
    expect(again).toEqual(first);
    expect(await inventory(trip.sailingId, code)).toEqual({ held: 2, sold: 0 });
    expect(await kindOf(ops.hold({ reference, trip, units: { [code]: 5 }, minutes: 10 }))).toBe('Refused');
    expect(await kindOf(ops.hold({ reference, trip: freshTrip(), units: { [code]: 2 }, minutes: 10 }))).toBe('Refused');
    expect(await inventory(trip.sailingId, code)).toEqual({ held: 2, sold: 0 });
  });

  it('gives places back on release, once; an unknown reference is fine; a released reference is never held or confirmed again', async () => {
    const trip = freshTrip();
    const code = seatCode(trip);
    const reference = newRef();
    await ops.hold({ reference, trip, units: { [code]: 4, PETS: 1 }, minutes: 10 });
    expect(await inventory(trip.sailingId, 'PETS')).toEqual({ held: 1, sold: 0 });
    await ops.release(reference);
    await ops.release(reference);
    await ops.release(newRef());
    expect(await inventory(trip.sailingId, code)).toEqual({ held: 0, sold: 0 });
    expect(await inventory(trip.sailingId, 'PETS')).toEqual({ held: 0, sold: 0 });
    expect(await holdRow(reference)).toEqual({ status: 'released' });
    expect(await kindOf(ops.confirm({ reference, passengers: travellers(4), vehicles: [] }))).toBe('Refused');
    expect(await kindOf(ops.hold({ reference, trip, units: { [code]: 4, PETS: 1 }, minutes: 10 }))).toBe('Refused');
    expect(await inventory(trip.sailingId, code)).toEqual({ held: 0, sold: 0 });
  });

  it('takes nothing when one code does not fit (NoAvailability), and refuses hostile requests without changing anything', async () => {
    const trip = freshTrip();
    const code = seatCode(trip);
    const before = await inventory(trip.sailingId, code);
    expect(await kindOf(ops.hold({ reference: newRef(), trip, units: { [code]: 2, PETS: trip.vessel.petPlaces + 1 }, minutes: 10 }))).toBe('NoAvailability');
    expect(await inventory(trip.sailingId, code)).toEqual(before);
    const hostile: [string, Record<string, unknown>, unknown][] = [
      ['x'.repeat(65), { [code]: 1 }, 10],
      ["FS1'; DROP TABLE demo_operator_holds; --", { [code]: 1 }, 10],
      ['', { [code]: 1 }, 10],
      [newRef(), { [code]: -1 }, 10],
      [newRef(), { [code]: 1.5 }, 10],
      [newRef(), { [code]: '1' }, 10],
      [newRef(), { NOPE: 1 }, 10],
      [newRef(), JSON.parse('{"__proto__": 1}') as Record<string, unknown>, 10],
      [newRef(), { [code]: 1 }, 0],
      [newRef(), { [code]: 1 }, Number.NaN],
      [newRef(), { [code]: 1e9 }, 10],
    ];
    for (const [reference, units, minutes] of hostile) {
      expect(await kindOf(ops.hold({ reference, trip, units: units as Record<string, number>, minutes: minutes as number }))).toBe('Refused');
    }
    expect(await kindOf(ops.hold({ reference: newRef(), trip: { ...trip, tripId: 'ASL01O01-20200101-PIR-JMK' }, units: { [code]: 1 }, minutes: 10 }))).toBe('Refused');
    expect(await inventory(trip.sailingId, code)).toEqual(before);
    const reference = newRef();
    await ops.hold({ reference, trip, units: { [code]: 1 }, minutes: 10 });
    expect(await kindOf(ops.confirm({ reference, passengers: [], vehicles: [] }))).toBe('Refused');
    expect(await kindOf(ops.confirm({ reference, passengers: [{ name: 'x'.repeat(101), surname: 'X' }], vehicles: [] }))).toBe('Refused');
    expect(await kindOf(ops.confirm({ reference, passengers: [{ name: 7, surname: 'X' } as unknown as { name: string; surname: string }], vehicles: [] }))).toBe('Refused');
    expect(await kindOf(ops.confirm({ reference, passengers: travellers(1), vehicles: [{ plate: null } as unknown as { plate: string }] }))).toBe('Refused');
    expect(await kindOf(ops.confirm({ reference, passengers: travellers(201), vehicles: [] }))).toBe('Refused');
    expect(await kindOf(ops.cancel(reference, -1))).toBe('Refused');
    expect(await kindOf(ops.cancel(reference, 100))).toBe('Refused'); // held, not confirmed
    expect(await holdRow(reference)).toEqual({ status: 'held' });
    expect(await kindOf(ops.availability(Array.from({ length: 1001 }, () => trip.sailingId)))).toBe('Refused');
    expect((await ops.availability(['nonsense', 'ASL01O01-2026'])).size).toBe(0);
  });

  it('issues one ticket per passenger and per vehicle, a vehicle without a plate too', async () => {
    const trip = trips.find((t, i) => i >= nextTrip && t.vessel.garageMetres > 0) as Trip;
    trips.splice(trips.indexOf(trip), 1);
    const reference = newRef();
    await ops.hold({ reference, trip, units: { [seatCode(trip)]: 2, GARAGE: 9 }, minutes: 10 });
    // A trailer (or a vehicle of a company that asks no plate) comes without one: still a ticket.
    const tickets = await ops.confirm({ reference, passengers: travellers(2), vehicles: [{ plate: 'IKA1234' }, { plate: '' }] });
    expect(tickets.passengerTickets).toHaveLength(2);
    expect(tickets.vehicleTickets).toHaveLength(2);
    expect(await inventory(trip.sailingId, 'GARAGE')).toEqual({ held: 0, sold: 9 });
  });
});

describe('demo operator: time', () => {
  it('treats a hold past its time as expired before any sweep: free places, no confirm, no extend; the sweep frees it once', async () => {
    const trip = freshTrip();
    const code = seatCode(trip);
    const capacity = ops.capacity(trip, code);
    const reference = newRef();
    const hold = await ops.hold({ reference, trip, units: { [code]: 5 }, minutes: 5 });
    now = new Date(hold.expiresAt.getTime() - 1);
    expect((await ops.availability([trip.sailingId])).get(`${trip.sailingId}|${code}`)).toBe(capacity - 5);
    now = new Date(hold.expiresAt.getTime());
    expect(await inventory(trip.sailingId, code)).toEqual({ held: 5, sold: 0 });
    expect(await kindOf(ops.confirm({ reference, passengers: travellers(5), vehicles: [] }))).toBe('Refused');
    expect(await kindOf(ops.extend(reference, 10))).toBe('Refused');
    const other = make({ db: secondDb() });
    const [a, b] = await Promise.all([ops.sweep(now), other.sweep(now)]);
    expect((a ?? 0) + (b ?? 0)).toBe(1);
    expect(await ops.sweep(now)).toBe(0);
    expect(await holdRow(reference)).toEqual({ status: 'expired' });
    expect(await inventory(trip.sailingId, code)).toEqual({ held: 0, sold: 0 });
    expect((await ops.availability([trip.sailingId])).get(`${trip.sailingId}|${code}`)).toBe(capacity);
    await ops.release(reference); // an expired reference is fine
    // An expired reference may be held again: the places are taken anew.
    const again = await ops.hold({ reference, trip, units: { [code]: 2 }, minutes: 5 });
    expect(again.expiresAt.getTime()).toBe(now.getTime() + 5 * 60_000);
    expect(await inventory(trip.sailingId, code)).toEqual({ held: 2, sold: 0 });
  });

  it('holds again an expired, unswept reference, giving its old places back in the same step', async () => {
    const trip = freshTrip();
    const code = seatCode(trip);
    const reference = newRef();
    const hold = await ops.hold({ reference, trip, units: { [code]: 4 }, minutes: 5 });
    now = new Date(hold.expiresAt.getTime() + 1000);
    await ops.hold({ reference, trip, units: { [code]: 3 }, minutes: 5 });
    expect(await inventory(trip.sailingId, code)).toEqual({ held: 3, sold: 0 });
    expect(await holdRow(reference)).toEqual({ status: 'held' });
  });

  it('frees the last places of a hold past its time for a new hold, before any interval sweep', async () => {
    const trip = freshTrip();
    const code = seatCode(trip);
    const capacity = ops.capacity(trip, code);
    await server.database.db.execute(sql`INSERT INTO demo_operator_inventory (sailing_id, code, held, sold) VALUES (${trip.sailingId}, ${code}, 0, ${capacity - 5})`);
    const stale = newRef();
    const hold = await ops.hold({ reference: stale, trip, units: { [code]: 5 }, minutes: 5 });
    expect(await kindOf(ops.hold({ reference: newRef(), trip, units: { [code]: 1 }, minutes: 5 }))).toBe('NoAvailability');
    now = new Date(hold.expiresAt.getTime());
    await ops.hold({ reference: newRef(), trip, units: { [code]: 3 }, minutes: 5 });
    expect(await holdRow(stale)).toEqual({ status: 'expired' });
    expect(await inventory(trip.sailingId, code)).toEqual({ held: 3, sold: capacity - 5 });
  });

  it('extends a live hold up to the company\'s hold time from now, never earlier', async () => {
    const trip = freshTrip();
    const reference = newRef();
    const hold = await ops.hold({ reference, trip, units: { [seatCode(trip)]: 1 }, minutes: 5 });
    now = new Date(now.getTime() + 4 * 60_000);
    expect((await ops.extend(reference, 1)).expiresAt).toEqual(hold.expiresAt);
    expect((await ops.extend(reference, 500)).expiresAt.getTime()).toBe(now.getTime() + trip.company.holdMinutes * 60_000);
    expect(await kindOf(ops.extend(newRef(), 5))).toBe('Refused');
    expect(await kindOf(ops.extend(reference, -5))).toBe('Refused');
  });

  it('refunds a cancelled ticket by its company\'s policy tiers, exactly at the edges, and nothing once the ship has left', async () => {
    const start = new Date('2026-06-01T05:00:00Z');
    for (const policy of new Set(ops.companies().map((c) => JSON.stringify(c.refund.tiers)))) {
      const trip = trips.find((t, i) => i >= nextTrip && JSON.stringify(t.company.refund.tiers) === policy);
      if (!trip) continue;
      trips.splice(trips.indexOf(trip), 1);
      const { tiers, feeCents } = trip.company.refund;
      const sorted = [...tiers].sort((a, b) => b.hoursBeforeDeparture - a.hoursBeforeDeparture);
      const cases: [Date, number][] = [];
      for (const [i, tier] of sorted.entries()) {
        const edge = trip.departure.getTime() - tier.hoursBeforeDeparture * 3_600_000;
        cases.push([new Date(edge), tier.percent], [new Date(edge + 1), sorted[i + 1]?.percent ?? 0]);
      }
      cases.push([new Date(trip.departure.getTime() + 1), 0]);
      for (const [at, percent] of cases) {
        now = start;
        const reference = newRef();
        await ops.hold({ reference, trip, units: { [seatCode(trip)]: 1 }, minutes: 5 });
        await ops.confirm({ reference, passengers: travellers(1), vehicles: [] });
        now = at;
        const gross = Math.round((12_345 * percent) / 100);
        const expected = gross - (gross > 0 ? Math.min(gross, feeCents) : 0);
        expect({ at: at.toISOString(), refund: (await ops.cancel(reference, 12_345)).refundCents }).toEqual({ at: at.toISOString(), refund: expected });
      }
      expect(await inventory(trip.sailingId, seatCode(trip))).toEqual({ held: 0, sold: 0 });
    }
  });
});

describe('demo operator: concurrency', () => {
  it('gives the last 10 places to exactly 10 of 200 parallel holds, on two adapters over one database', async () => {
    const trip = freshTrip();
    const code = seatCode(trip);
    const capacity = ops.capacity(trip, code);
    await server.database.db.execute(sql`INSERT INTO demo_operator_inventory (sailing_id, code, held, sold) VALUES (${trip.sailingId}, ${code}, 0, ${capacity - 10})`);
    const other = make({ timeoutMs: 60_000, db: secondDb() });
    const patient = make({ timeoutMs: 60_000 });
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) =>
      kindOf((i % 2 ? other : patient).hold({ reference: `FSRACE${String(i).padStart(4, '0')}-0`, trip, units: { [code]: 1 }, minutes: 5 }))));
    expect(results.filter((r) => r === 'ok')).toHaveLength(10);
    expect(results.filter((r) => r === 'NoAvailability')).toHaveLength(190);
    expect(await inventory(trip.sailingId, code)).toEqual({ held: 10, sold: capacity - 10 });
    expect((await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM demo_operator_holds WHERE sailing_id = ${trip.sailingId} AND status = 'held'`))[0]?.n).toBe(10);
  });
});

describe('demo operator: books balance', () => {
  it('keeps every sailing\'s held and sold equal to the places of its held and confirmed holds through a storm of parallel calls on two adapters', async () => {
    const storm = [freshTrip(), freshTrip()];
    const a = make({ timeoutMs: 60_000 });
    const b = make({ timeoutMs: 60_000, db: secondDb() });
    const codes = (trip: Trip) => [seatCode(trip), 'PETS'];
    const calls: Promise<unknown>[] = [];
    for (let i = 0; i < 120; i++) {
      const adapter = i % 2 ? a : b;
      const trip = storm[i % storm.length] as Trip;
      const reference = `FSSTORM${String(i).padStart(3, '0')}-0`;
      const [seat, pets] = codes(trip) as [string, string];
      calls.push((async () => {
        // Every fifth hold is for a few seconds only: the sweeps below, a minute ahead, expire those mid-storm.
        await adapter.hold({ reference, trip, units: { [seat]: 1 + (i % 3), [pets]: i % 4 === 0 ? 1 : 0 }, minutes: i % 5 === 4 ? 0.05 : 5 });
        if (i % 5 === 0) await adapter.release(reference);
        else if (i % 5 === 1) await adapter.confirm({ reference, passengers: travellers(1 + (i % 3)), vehicles: [] });
        else if (i % 5 === 2) {
          await adapter.confirm({ reference, passengers: travellers(1 + (i % 3)), vehicles: [] });
          await (i % 2 ? b : a).cancel(reference, 5_000);
        } else if (i % 5 === 3) await Promise.all([adapter.release(reference), (i % 2 ? b : a).release(reference)]);
        // i % 5 === 4: left held, to expire
      })().catch((error: unknown) => {
        // No places left: a definite answer, nothing changed.
        if (!(error instanceof OperatorError) || error.kind !== 'NoAvailability') throw error;
      }));
      if (i % 10 === 9) calls.push(a.sweep(new Date(now.getTime() + 60_000)), b.sweep(new Date(now.getTime() + 60_000)));
    }
    await Promise.all(calls);
    const balance = async () => {
      for (const trip of storm) {
        for (const code of codes(trip)) {
          const [sums] = await query<{ held: number; sold: number }>(sql`
            SELECT coalesce(sum(CASE WHEN status = 'held' THEN (units ->> ${code})::int END), 0)::int AS held,
                   coalesce(sum(CASE WHEN status = 'confirmed' THEN (units ->> ${code})::int END), 0)::int AS sold
            FROM demo_operator_holds WHERE sailing_id = ${trip.sailingId}`);
          expect({ code, ...(await inventory(trip.sailingId, code)) }).toEqual({ code, ...sums });
        }
      }
    };
    await balance();
    now = new Date(now.getTime() + 3_600_000);
    await Promise.all([a.sweep(now), b.sweep(now)]);
    await balance();
    const statuses = await query<{ status: string }>(sql`SELECT DISTINCT status FROM demo_operator_holds WHERE reference LIKE 'FSSTORM%'`);
    expect(statuses.map((s) => s.status).sort()).toEqual(['cancelled', 'confirmed', 'expired', 'released']);
  });
});

describe('demo operator: faults', () => {
  it('fail: Unavailable at once and nothing held', async () => {
    const trip = freshTrip();
    const reference = newRef();
    ops.setFaults('hold=fail');
    const started = Date.now();
    expect(await kindOf(ops.hold({ reference, trip, units: { [seatCode(trip)]: 1 }, minutes: 5 }))).toBe('Unavailable');
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS / 2);
    expect(await holdRow(reference)).toBeUndefined();
    expect(await inventory(trip.sailingId, seatCode(trip))).toEqual({ held: 0, sold: 0 });
  });

  it('lost: Unavailable, but the hold exists; a release frees it, a repeated hold answers it', async () => {
    const trip = freshTrip();
    const code = seatCode(trip);
    const reference = newRef();
    ops.setFaults('hold=lost,confirm=lost');
    expect(await kindOf(ops.hold({ reference, trip, units: { [code]: 2 }, minutes: 5 }))).toBe('Unavailable');
    expect(await holdRow(reference)).toEqual({ status: 'held' });
    ops.setFaults('confirm=lost');
    const hold = await ops.hold({ reference, trip, units: { [code]: 2 }, minutes: 5 });
    expect(hold.expiresAt.getTime()).toBe(now.getTime() + 5 * 60_000);
    await ops.release(reference);
    expect(await inventory(trip.sailingId, code)).toEqual({ held: 0, sold: 0 });
    // A lost confirm issued the tickets: the repeated confirm answers them.
    const second = newRef();
    await ops.hold({ reference: second, trip, units: { [code]: 1 }, minutes: 5 });
    expect(await kindOf(ops.confirm({ reference: second, passengers: travellers(1), vehicles: [] }))).toBe('Unavailable');
    expect(await holdRow(second)).toEqual({ status: 'confirmed' });
    ops.setFaults('');
    const tickets = await ops.confirm({ reference: second, passengers: travellers(1), vehicles: [] });
    expect(await ops.confirm({ reference: second, passengers: travellers(1), vehicles: [] })).toEqual(tickets);
    expect(await inventory(trip.sailingId, code)).toEqual({ held: 0, sold: 1 });
  });

  it('timeout: Unavailable after about the timeout, nothing held; slow: the answer after the delay; a slow answer past the timeout is Unavailable', async () => {
    const trip = freshTrip();
    const code = seatCode(trip);
    const reference = newRef();
    ops.setFaults('*=timeout');
    let started = Date.now();
    expect(await kindOf(ops.hold({ reference, trip, units: { [code]: 1 }, minutes: 5 }))).toBe('Unavailable');
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(TIMEOUT_MS - 10);
    expect(waited).toBeLessThan(TIMEOUT_MS + 1500);
    expect(await holdRow(reference)).toBeUndefined();
    expect(await kindOf(ops.quote(trip, { passengers: [{ passengerType: 'AD', accommodationType: code }], vehicles: [], trailers: [], pets: [], services: [] }))).toBe('Unavailable');

    ops.setFaults('hold=timeout,*=slow:150');
    started = Date.now();
    const quote = await ops.quote(trip, { passengers: [{ passengerType: 'AD', accommodationType: code }], vehicles: [], trailers: [], pets: [], services: [] });
    expect(quote.ok).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(145);
    started = Date.now();
    await ops.release(newRef());
    expect(Date.now() - started).toBeGreaterThanOrEqual(145);

    ops.setFaults(`availability=slow:${TIMEOUT_MS + 3000}`);
    started = Date.now();
    expect(await kindOf(ops.availability([trip.sailingId]))).toBe('Unavailable');
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1500);
  });

  it('adds the base delay to every call, and checks codes through the fault layer', async () => {
    const trip = freshTrip();
    const slow = make({ delayMs: 120 });
    let started = Date.now();
    await slow.availability([trip.sailingId]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(115);
    slow.setFaults('checkLoyalty=fail,checkResident=fail');
    expect(await kindOf(slow.checkLoyalty(trip.company, 'X'))).toBe('Unavailable');
    expect(await kindOf(slow.checkResident(trip, 'X'))).toBe('Unavailable');
    slow.setFaults('');
    started = Date.now();
    expect((await slow.checkResident(trip, 'X')).valid).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(115);
  });

  it('refuses malformed fault text at run time (keeping the plan) and in the configuration (naming the variable)', async () => {
    ops.setFaults('release=fail');
    expect(() => ops.setFaults('hold=explode')).toThrow();
    expect(() => ops.setFaults('pay=fail')).toThrow();
    expect(await kindOf(ops.release(newRef()))).toBe('Unavailable');
    for (const bad of ['hold=explode', 'nothing=fail', 'hold', 'hold=slow:', 'hold=slow:9999999', 'refund=fail']) {
      expect(() => loadConfig({ DEMO_OPERATOR_FAULTS: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ DEMO_OPERATOR_FAULTS: bad })).toThrow(/DEMO_OPERATOR_FAULTS/);
    }
    for (const [name, value] of [['OPERATOR_TIMEOUT_MS', 'abc'], ['OPERATOR_TIMEOUT_MS', '0'], ['OPERATOR_DELAY_MS', '-1'], ['OPERATOR_DELAY_MS', '1e3']] as const) {
      expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
    }
    const config = loadConfig({ DEMO_OPERATOR_FAULTS: 'confirm=fail,hold=timeout,*=slow:2000', OPERATOR_DELAY_MS: '50', OPERATOR_TIMEOUT_MS: '300' });
    expect(config).toMatchObject({ demoOperatorFaults: 'confirm=fail,hold=timeout,*=slow:2000', operatorDelayMs: 50, operatorTimeoutMs: 300 });
    expect(loadConfig({})).toMatchObject({ demoOperatorFaults: undefined, operatorDelayMs: 0, operatorTimeoutMs: 10_000 });
  });

  it('the deploy check refuses DEMO_OPERATOR_FAULTS on a reachable host unless PUBLIC_DEMO=1', () => {
    const reachable = { HOST: '0.0.0.0', PUBLIC_URL: 'https://ferries.example.org', DEMO_OPERATOR_FAULTS: 'hold=fail' };
    expect(deployProblems(loadConfig(reachable)).some((p) => p.startsWith('DEMO_OPERATOR_FAULTS'))).toBe(true);
    expect(deployProblems(loadConfig({ ...reachable, PUBLIC_DEMO: '1' })).some((p) => p.startsWith('DEMO_OPERATOR_FAULTS'))).toBe(false);
    expect(deployProblems(loadConfig({ ...reachable, DEMO_OPERATOR_FAULTS: undefined })).some((p) => p.startsWith('DEMO_OPERATOR_FAULTS'))).toBe(false);
    expect(deployProblems(loadConfig({ DEMO_OPERATOR_FAULTS: 'hold=fail' }))).toEqual([]);
  });
});
