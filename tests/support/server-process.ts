/**
 * Exports: `startServerProcess(options?)`, `ServerProcess`, `ServerProcessOptions`, `createPostgresDatabase(url)`,
 * `preparedDataDir()`, `freePort()`, `CHILD_ADMIN_TOKEN`.
 * Starts the real shop server as a child process (`node --import tsx server/main.ts`, as `npm start` runs it) on its
 * own data: a fresh DATA_DIR (PGlite) by default, or a PostgreSQL database (`databaseUrl`; `createPostgresDatabase`
 * makes a throw-away one). `kill()` ends it with SIGKILL, as a power cut or the OOM killer would; `restart()` starts
 * a new process on the same data (the DATA_DIR lock of a killed process is stale and taken over). For the kill -9
 * tests of the booking saga (tests/server/saga-crash.test.ts): `SAGA_CRASH_AT` in `env` makes the server kill itself
 * at that step (server/faults/crash-points.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openPgliteDatabase } from '../../server/database/connect';
import { pgliteTemplate } from './server-harness';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The administrator token of every child server (long and random enough for nothing; loopback only). */
export const CHILD_ADMIN_TOKEN = 'child-admin-token-for-the-saga-tests-0123456789';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface ServerProcessOptions {
  /** PGlite data folder; when neither this nor `databaseUrl` is given, a new one from the tests' template (`preparedDataDir`). */
  readonly dataDir?: string;
  /** PostgreSQL database to run on instead of PGlite. */
  readonly databaseUrl?: string;
  /** Port to listen on; a free one by default. */
  readonly port?: number;
  /** Extra environment (SAGA_CRASH_AT, DEMO_OPERATOR_FAULTS, OPERATOR_TIMEOUT_MS, RECONCILE_INTERVAL_MS…). */
  readonly env?: Record<string, string | undefined>;
  /** How long to wait for /api/health (a first start migrates and seeds). */
  readonly startTimeoutMs?: number;
}

export interface Exit { readonly code: number | null; readonly signal: NodeJS.Signals | null }

export interface ServerProcess {
  readonly url: string;
  readonly port: number;
  /** The PGlite data folder ('' on PostgreSQL). */
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly child: ChildProcess;
  readonly adminToken: string;
  /** Everything the process wrote to stdout and stderr. */
  output(): string;
  /** Settles when the process has ended, with its exit code or the signal that ended it. */
  readonly exited: Promise<Exit>;
  /** Whether the process still runs. */
  alive(): boolean;
  /** SIGKILL, then waits for the end. */
  kill(): Promise<Exit>;
  /** SIGTERM (a graceful stop that releases the DATA_DIR lock), then waits; SIGKILL after 15 s. */
  stop(): Promise<Exit>;
  /** A new process on the same data and port (the old one must have ended), with `env` replacing the extra environment. */
  restart(env?: Record<string, string | undefined>): Promise<ServerProcess>;
}

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

async function waitForHealth(url: string, exited: Promise<Exit>, timeoutMs: number, output: () => string): Promise<void> {
  let gone: Exit | undefined;
  void exited.then((exit) => (gone = exit));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the server exited (${gone.signal ?? gone.code}) before it was healthy:\n${output().slice(-4000)}`);
    try {
      if ((await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server at ${url} was not healthy within ${timeoutMs} ms:\n${output().slice(-4000)}`);
}

/**
 * A new DATA_DIR holding the tests' migrated and seeded template database (tests/support/server-harness.ts), so a
 * first start does not spend seconds migrating and seeding (the server still applies any migration and its seed).
 */
export async function preparedDataDir(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferry-child-'));
  const database = await openPgliteDatabase({ dataDir: path.join(dataDir, 'pglite'), loadDataDir: await pgliteTemplate() });
  await database.close();
  return dataDir;
}

export async function startServerProcess(options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const databaseUrl = options.databaseUrl;
  const dataDir = databaseUrl ? '' : (options.dataDir ?? (await preparedDataDir()));
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    LOG_LEVEL: 'warn',
    DEV_MAILBOX: '1',
    SMTP_URL: '',
    SERVE_APP: '0',
    DIST_DIR: path.join(os.tmpdir(), 'ferry-shop-no-dist'),
    ADMIN_TOKEN: CHILD_ADMIN_TOKEN,
    HOLD_RATE_PER_MINUTE: '1000000',
    HOLD_RATE_PER_HOUR: '1000000',
    HOLD_PLACES: '1000000',
    SEARCH_RATE_PER_MINUTE: '1000000',
    SEARCH_RATE_PER_HOUR: '1000000',
    ...options.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir || path.join(os.tmpdir(), 'ferry-shop-unused-data-dir'),
    DATABASE_URL: databaseUrl ?? '',
  };
  // Variables the caller names as undefined are removed, not passed as the text "undefined".
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let output = '';
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => {
    running.delete(child);
    resolve({ code, signal });
  }));
  const alive = () => child.exitCode === null && child.signalCode === null;
  const server: ServerProcess = {
    url, port, dataDir, databaseUrl, child, adminToken: env.ADMIN_TOKEN ?? CHILD_ADMIN_TOKEN, exited, alive,
    output: () => output,
    async kill() {
      if (alive()) child.kill('SIGKILL');
      return exited;
    },
    async stop() {
      if (alive()) {
        child.kill('SIGTERM');
        setTimeout(() => { if (alive()) child.kill('SIGKILL'); }, 15_000).unref();
      }
      return exited;
    },
    async restart(nextEnv) {
      if (alive()) throw new Error('restart: the previous process still runs');
      return startServerProcess({ ...options, dataDir: dataDir || undefined, databaseUrl, port, env: nextEnv ?? options.env });
    },
  };
  try {
    await waitForHealth(url, exited, options.startTimeoutMs ?? 120_000, () => output);
  } catch (error) {
    await server.kill();
    throw error;
  }
  return server;
}

/** A new empty database on the PostgreSQL server of `url` (the child migrates and seeds it); `drop()` removes it. */
export async function createPostgresDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `ferry_child_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/**
 * Polls every 250 ms until `done()` is true or `ms` have passed: a child's reconciler finishing an order after a
 * restart (it runs every RECONCILE_INTERVAL_MS; a kept result waits STEP_GRACE_MS before it is applied).
 */
export async function eventually(done: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await done()) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

/**
 * Where a test's children keep their data: a new PostgreSQL database on the server of `adminUrl` (CI's
 * DATABASE_URL; `postgres.drop()` removes it), else a prepared PGlite folder (`dataDir`).
 */
export async function childStore(adminUrl: string | undefined): Promise<{
  postgres?: Awaited<ReturnType<typeof createPostgresDatabase>>; databaseUrl?: string; dataDir?: string;
}> {
  if (!adminUrl) return { dataDir: await preparedDataDir() };
  const postgres = await createPostgresDatabase(adminUrl);
  return { postgres, databaseUrl: postgres.url };
}
