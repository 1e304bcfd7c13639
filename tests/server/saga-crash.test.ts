/**
 * Issue 14, "Must show": the shop's server process killed with SIGKILL at every step of a booking, then started again
 * on the same data (tests/support/server-process.ts). PGlite by default; on PostgreSQL when DATABASE_URL is set.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../server/config';
import { deployProblems } from '../../server/deploy-check';
import { CRASH_POINTS, type CrashPoint } from '../../server/faults/crash-points';
import { BOOKING_STEPS, Booking, findDeckTrip, requestJson, type TripChoice } from '../support/booking-driver';
import { auditMoney } from '../support/money-invariant';
import { startTestServer } from '../support/server-harness';
import { childStore, type createPostgresDatabase, eventually, startServerProcess, type ServerProcess } from '../support/server-process';
import { testClock } from './booking-support';

const adminUrl = process.env.DATABASE_URL;
let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.kill();
  await postgres?.drop();
});

/** What a traveller does on a child server armed to die at `point`, and the step the server must die in. */
const SCENARIOS: Record<CrashPoint, { dies: 'hold' | 'pay' | 'callback' | 'refund'; settles: 'holding' | 'pending_payment' | 'success' | 'refunded'; ends: readonly string[] }> = {
  'hold:order-recorded': { dies: 'hold', settles: 'holding', ends: ['failed'] },
  'hold:operator-held': { dies: 'hold', settles: 'holding', ends: ['failed'] },
  'pay:attempt-recorded': { dies: 'pay', settles: 'pending_payment', ends: ['expired', 'failed'] },
  'callback:stored': { dies: 'callback', settles: 'success', ends: ['success'] },
  'callback:captured': { dies: 'callback', settles: 'success', ends: ['success'] },
  'issue:operator-confirmed': { dies: 'callback', settles: 'success', ends: ['success'] },
  'issue:recorded': { dies: 'callback', settles: 'success', ends: ['success'] },
  'refund:recorded': { dies: 'refund', settles: 'refunded', ends: ['refunded'] },
  'refund:processor-refunded': { dies: 'refund', settles: 'refunded', ends: ['refunded'] },
};

/** The order's internal state as the administrator's view of money shows it (undefined while it has no payment). */
async function adminState(child: ServerProcess, orderCode: string): Promise<string | undefined> {
  const reply = await requestJson<{ data?: { order_code: string; order_status: string }[] }>(child.url, 'GET', `/api/admin/payments?order_code=${orderCode}`, { token: child.adminToken });
  return reply.body?.data?.find((o) => o.order_code === orderCode)?.order_status;
}

/** How long a restarted child may take to finish an order (the reconciler runs every RECONCILE_INTERVAL_MS after a restart). */
const SETTLE_MS = 30_000;

describe('the booking saga killed with SIGKILL at each of its steps', () => {
  let dataDir: string | undefined;
  afterAll(() => {
    // The children's PGlite data (tens of MB) goes with the run, unless a child still runs on it.
    if (dataDir && !server?.alive()) fs.rmSync(dataDir, { recursive: true, force: true });
  });
  let databaseUrl: string | undefined;
  let trip: TripChoice;
  const expected = new Map<string, readonly string[]>();
  let unnamed = 0;

  beforeAll(async () => {
    ({ postgres, databaseUrl, dataDir } = await childStore(adminUrl));
  });

  it.each(CRASH_POINTS)('%s: dies there, and a restart drives the order to its end', async (point) => {
    const scenario = SCENARIOS[point];
    let child = await startServerProcess({ dataDir, databaseUrl, env: { SAGA_CRASH_AT: point, RECONCILE_INTERVAL_MS: '600000' } });
    server = child;
    trip ??= await findDeckTrip(child.url);
    const booking = new Booking(child.url, trip, { passengers: 2 });
    // A refund is asked of an issued order: the whole booking first.
    const last = scenario.dies === 'refund' ? 'finalize' : scenario.dies;
    const run = await booking.through(BOOKING_STEPS.slice(0, BOOKING_STEPS.indexOf(last) + 1));
    let died: string | undefined = run.died;
    if (scenario.dies === 'refund') {
      expect(run.failed, JSON.stringify(run.failed)).toBeUndefined();
      try {
        await booking.orderCall('/booking/refund');
      } catch {
        died = 'refund';
      }
    }
    expect(died, `the server was to die in ${scenario.dies} (${JSON.stringify(run.failed ?? run.done)})`).toBe(scenario.dies);
    const exit = await child.exited;
    expect(exit.signal).toBe('SIGKILL');

    if (run.orderCode) expected.set(run.orderCode, scenario.ends);
    else unnamed += 1;
    // An order that died holding or awaiting payment has nothing to do until a minute or its hold has passed: the
    // next start (armed for the next point) is its restart, and the last test moves the clock past that. The others
    // are driven to their end by the reconciler at this restart, without the variable.
    if (scenario.settles === 'holding' || scenario.settles === 'pending_payment') return;
    child = await child.restart({ RECONCILE_INTERVAL_MS: '500' });
    server = child;
    if (scenario.settles === 'success') {
      const issued = await eventually(async () => (await booking.orderCall('/booking/finalize-booking')).status === 200, SETTLE_MS);
      expect(issued, `order ${run.orderCode} issued after the restart`).toBe(true);
    } else {
      const refunded = await eventually(async () => (await adminState(child, run.orderCode!)) === 'refunded', SETTLE_MS);
      expect(refunded, `order ${run.orderCode} refunded after the restart (${await adminState(child, run.orderCode!)})`).toBe(true);
    }
    expect((await child.stop()).code).toBe(0);
  });

  it('after every crash, once the reconciler has had its turn past every expiry: money kept = tickets issued, every order ended', async () => {
    // The same data in-process, a day later: every hold has expired, every started payment is old.
    const later = testClock(new Date(Date.now() + 24 * 3600_000).toISOString());
    const attached = await startTestServer({ clock: later.read, attach: databaseUrl ? { databaseUrl } : { dataDir: dataDir! }, env: { RECONCILE_INTERVAL_MS: '3600000' } });
    try {
      for (let i = 0; i < 4; i++) {
        await attached.app.shop.reconciler.runOnce();
        later.advance(60);
      }
      await attached.app.shop.operators.sweep(later.read());
      const audit = await auditMoney(attached.database.db, { now: later.read(), ended: true });
      expect(audit.problems).toEqual([]);
      for (const [code, ends] of expected) {
        expect(ends, `order ${code}`).toContain(audit.orders.find((o) => o.orderCode === code)?.status);
      }
      const others = audit.orders.filter((o) => !expected.has(o.orderCode));
      expect(others.map((o) => o.status)).toEqual(Array.from({ length: unnamed }, () => 'failed'));
      expect(audit.orders.filter((o) => o.status === 'success').length).toBeGreaterThanOrEqual(4);
      expect(audit.orders.filter((o) => o.status === 'refunded' && o.refunded > 0).length).toBe(2);
    } finally {
      await attached.close();
    }
  });
});

describe('SAGA_CRASH_AT, the kill -9 tests\' switch', () => {
  const demo = { HOST: '0.0.0.0', PUBLIC_URL: 'https://demo.ferry.example.gr', PUBLIC_DEMO: '1' };

  it('names a step of the saga or the configuration refuses to load', () => {
    expect(loadConfig({ SAGA_CRASH_AT: CRASH_POINTS[3] }).sagaCrashAt).toBe(CRASH_POINTS[3]);
    expect(loadConfig({}).sagaCrashAt).toBeUndefined();
    expect(() => loadConfig({ SAGA_CRASH_AT: 'everywhere' })).toThrow(ConfigError);
    expect(() => loadConfig({ SAGA_CRASH_AT: 'everywhere' })).toThrow(/SAGA_CRASH_AT/);
  });

  it('is refused by the deploy check on a reachable host, even with PUBLIC_DEMO=1, and allowed on loopback', () => {
    expect(deployProblems(loadConfig(demo))).toEqual([]);
    const problems = deployProblems(loadConfig({ ...demo, SAGA_CRASH_AT: 'callback:captured' }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^SAGA_CRASH_AT=callback:captured/);
    expect(deployProblems(loadConfig({ SAGA_CRASH_AT: 'callback:captured' }))).toEqual([]);
  });

  it('`node server/main.ts` on 0.0.0.0 with PUBLIC_DEMO=1 and SAGA_CRASH_AT exits 1 naming it, before opening the database', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferry-crash-switch-'));
    const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(HOST|PORT|PUBLIC_URL|PAYMENT_|SMTP_URL|DEV_MAILBOX|PUBLIC_DEMO|ADMIN_|RESELLER_|DATABASE_URL|SAGA_)/.test(name)));
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '../..'), stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...clean, ...demo, PORT: '0', DATA_DIR: path.join(dataDir, 'data'), SERVE_APP: '0', SAGA_CRASH_AT: 'issue:recorded' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // A server that started anyway is killed after 20 s, so the failure is an answer and not a stray process.
    const guard = setTimeout(() => child.kill('SIGKILL'), 20_000);
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    clearTimeout(guard);
    expect(code).toBe(1);
    expect(output).toContain('SAGA_CRASH_AT=issue:recorded');
    expect(fs.existsSync(path.join(dataDir, 'data'))).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
