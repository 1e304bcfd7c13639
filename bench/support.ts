// Helpers for `npm run bench`: a built shop server on a free port over a throw-away data folder, and timing maths.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const root = path.resolve(import.meta.dirname, '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  /** The server's process id (its CPU time can be read from /proc on Linux). */
  pid: number | undefined;
  stop(): Promise<void>;
}

/**
 * Starts `server/main.ts` as a child process (the way `npm start` runs it) and waits for /api/health. The bench
 * measures the searches from one address, so their limit per client (SEARCH_RATE_*) is lifted unless `env` sets it.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferry-bench-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEARCH_RATE_PER_MINUTE: '1000000', SEARCH_RATE_PER_HOUR: '1000000', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  // A server that exits or does not answer in time is not left behind (nor its data folder): a busy machine's slow
  // start used to leave one running after the bench had given up on it.
  const giveUp = (message: string): Error => {
    if (child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
    return new Error(message);
  };
  for (;;) {
    if (child.exitCode !== null) throw giveUp(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw giveUp('server did not start within 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    pid: child.pid,
    async stop() {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      });
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? NaN;
}

/** Sequential latency of one request, `count` times after `warmup` unmeasured runs, in milliseconds. */
export async function sequentialLatency(request: () => Promise<Response>, count = 200, warmup = 20) {
  for (let i = 0; i < warmup; i++) await (await request()).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    const res = await request();
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`request failed with ${res.status}`);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export function round(n: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : round(((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2, 3);
}

/** Tomorrow in Athens, `YYYY-MM-DD` (a day with sailings in the demo network). */
export function tomorrow(): string {
  return new Date(Date.now() + 27 * 3_600_000).toISOString().slice(0, 10);
}

/** One line of the bench's table: a measure, its value, and its budget with the verdict when it has one. */
export interface Row {
  measure: string;
  value: number | string;
  budget?: string;
  ok?: boolean;
  /** Why a measure could not be taken (a screen not built yet, a failed run). */
  note?: string;
}

export function row(measure: string, value: number | string, budget?: string, ok?: boolean, note?: string): Row {
  return { measure, value, ...(budget ? { budget } : {}), ...(ok === undefined ? {} : { ok }), ...(note ? { note } : {}) };
}

/** One Lighthouse run's scores and timings (bench/web.ts measures them). */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
}

export interface LighthouseSummary {
  /** Each figure's median over the runs. */
  median: LighthouseFigures;
  runs: LighthouseFigures[];
}

/** What a bench section (bench/sections/*.ts, `export async function bench(baseUrl, context): Promise<Row[]>`) gets. */
export interface BenchContext {
  /** Lighthouse runs per page (the median is reported). */
  readonly runs: number;
  /** Browser timing runs (the median is reported). */
  readonly timingRuns: number;
  lighthouse(url: string): Promise<LighthouseSummary>;
  /** The measured server's process id when the bench started it (undefined with --base-url). */
  readonly serverPid?: number;
}

/**
 * The CPU time the process has used so far in milliseconds, every thread counted (Linux /proc schedstat), or undefined
 * where it cannot be read. On a busy machine this is what the code controls; wall-clock times also hold the waiting.
 */
export function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    let ns = 0;
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      ns += Number(fs.readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    }
    return Number.isFinite(ns) ? ns / 1e6 : undefined;
  } catch {
    return undefined;
  }
}

/** The machine while measuring: timings on a busy machine are slower (the bench prints and saves this). */
export function machine(): { cpus: number; load1: number; load5: number } {
  const [load1, load5] = os.loadavg();
  return { cpus: os.cpus().length, load1: round(load1 ?? NaN, 2), load5: round(load5 ?? NaN, 2) };
}

/** An error's first line (Playwright's messages carry the whole browser log after it). */
export function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}

/** A throw-away database on the PostgreSQL server of DATABASE_URL, dropped after `work`. */
export async function onPostgres<T>(url: string, work: (databaseUrl: string) => Promise<T>): Promise<T> {
  const name = `ferry_bench_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    return await work(target.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}
