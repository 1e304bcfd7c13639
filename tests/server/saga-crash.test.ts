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
import { CRASH_POINTS } from '../../server/saga/crash-points';
import { driveBooking, findDeckTrip, requestJson } from '../support/booking-driver';
import { startTestServer } from '../support/server-harness';
import { createPostgresDatabase, startServerProcess, type ServerProcess } from '../support/server-process';

const adminUrl = process.env.DATABASE_URL;
let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
let server: ServerProcess | undefined;

beforeAll(async () => {
  if (adminUrl) postgres = await createPostgresDatabase(adminUrl);
});
afterAll(async () => {
  await server?.kill();
  await postgres?.drop();
});

describe('a shop server process killed with SIGKILL', () => {
  it('books and pays over HTTP, dies by SIGKILL, and starts again on the same data with the order issued', async () => {
    server = await startServerProcess({ databaseUrl: postgres?.url });
    const trip = await findDeckTrip(server.url);
    const run = await driveBooking(server.url, { trip, passengers: 2 });
    expect(run.failed).toBeUndefined();
    expect(run.done).toEqual(['hold', 'insert', 'pay', 'page', 'card', 'callback', 'finalize']);
    expect(run.redirectedTo).toContain(`/success?order_code=${run.orderCode}`);

    const exit = await server.kill();
    expect(exit.signal).toBe('SIGKILL');
    server = await server.restart();
    const again = await requestJson<{ reservationNumber?: string }>(server.url, 'POST', '/booking/finalize-booking', {
      orderToken: run.orderToken, body: { order_code: run.orderCode },
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(run.reservation);

    // The same data opened in-process (as the tests do to move the clock): the graceful stop released the lock.
    expect((await server.stop()).code).toBe(0);
    const attached = await startTestServer({ attach: postgres ? { databaseUrl: postgres.url } : { dataDir: server.dataDir } });
    try {
      const third = await requestJson(attached.url, 'POST', '/booking/finalize-booking', { orderToken: run.orderToken, body: { order_code: run.orderCode } });
      expect(third.body).toEqual(run.reservation);
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
