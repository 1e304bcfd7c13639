// `npm run bench`: builds the web app, starts the shop server on the embedded database, measures the budgets the
// issues name, prints a table and saves the figures under bench/results/. Not part of `npm test`.
//
// Options (after `npm run bench --`):
//   --runs=N          Lighthouse runs per page, the median reported (default 3)
//   --timing-runs=N   browser timing runs, the median reported (default 7)
//   --only=a,b        only these parts: size, lighthouse, api, booking, and the sections by file name
//                     (results, search-to-sailings, destination)
//   --skip-build      measure the build already in DIST_DIR (default dist/)
//   --base-url=URL    measure a server that is already running (implies --skip-build)
// DIST_DIR builds into (and serves) another folder, so a bench does not disturb others' builds.
// Timings depend on the machine: the bench prints and saves the load average before and after.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { type BenchContext, type Row, firstLine, machine, root, row, startServer } from './support';
import { benchBooking } from './booking';
import { firstVisitJs, lighthouseMedian } from './web';

interface Options {
  runs: number;
  timingRuns: number;
  only: Set<string> | undefined;
  skipBuild: boolean;
  baseUrl: string | undefined;
}

function parseOptions(argv: readonly string[]): Options {
  const value = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const count = (name: string, fallback: number) => {
    const raw = value(name);
    const n = raw === undefined ? fallback : Number(raw);
    if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a whole number from 1, got ${raw}`);
    return n;
  };
  const only = value('only');
  const baseUrl = value('base-url')?.replace(/\/$/, '');
  return {
    runs: count('runs', 3),
    timingRuns: count('timing-runs', 7),
    only: only ? new Set(only.split(',').map((s) => s.trim()).filter(Boolean)) : undefined,
    skipBuild: argv.includes('--skip-build') || baseUrl !== undefined,
    baseUrl,
  };
}

const rows: Row[] = [];
const add = (...args: Parameters<typeof row>) => rows.push(row(...args));

async function load(url: string, connections = 50, duration = 5) {
  const result = await autocannon({ url, connections, duration });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** Sections other parts contribute: bench/sections/*.ts exporting `bench(baseUrl, context): Promise<Row[]>`. */
async function sections(baseUrl: string, context: BenchContext, wanted: (name: string) => boolean) {
  const dir = path.join(root, 'bench', 'sections');
  if (!fs.existsSync(dir)) return;
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts')).sort()) {
    const name = file.replace(/\.ts$/, '');
    const mod = (await import(path.join(dir, file))) as { bench?: (baseUrl: string, context: BenchContext) => Promise<Row[]> };
    if (typeof mod.bench !== 'function' || !wanted(name)) continue;
    console.log(`section ${name}…`);
    try {
      rows.push(...(await mod.bench(baseUrl, context)));
    } catch (error) {
      add(`section ${name}`, 'failed', undefined, false, firstLine(error));
    }
  }
}

async function measure(baseUrl: string, options: Options, serverPid?: number) {
  const wanted = (part: string) => !options.only || options.only.has(part) || (options.only.has('sections') && !['size', 'lighthouse', 'api', 'booking'].includes(part));
  const context: BenchContext = {
    runs: options.runs,
    timingRuns: options.timingRuns,
    lighthouse: (url) => lighthouseMedian(url, options.runs),
    ...(serverPid === undefined ? {} : { serverPid }),
  };

  if (wanted('size')) {
    const js = await firstVisitJs(`${baseUrl}/`);
    add('home first-visit JS (gzip KB)', js.gzipKB, '≤ 170', js.gzipKB <= 170);
    add('home first-visit JS files', js.files);
  }

  if (wanted('lighthouse')) {
    for (const [name, pathname] of [['home el', '/'], ['home en', '/en/']] as const) {
      console.log(`lighthouse ${name} (${options.runs} runs)…`);
      const lh = (await context.lighthouse(`${baseUrl}${pathname}`)).median;
      add(`lighthouse ${name} performance`, lh.performance, '≥ 95', lh.performance >= 95);
      add(`lighthouse ${name} accessibility`, lh.accessibility, '100', lh.accessibility === 100);
      add(`lighthouse ${name} best practices`, lh.bestPractices, '100', lh.bestPractices === 100);
      add(`lighthouse ${name} SEO`, lh.seo, '100', lh.seo === 100);
      add(`lighthouse ${name} FCP (ms)`, lh.fcpMs);
      add(`lighthouse ${name} LCP (ms)`, lh.lcpMs);
      add(`lighthouse ${name} TBT (ms)`, lh.tbtMs);
      add(`lighthouse ${name} CLS`, lh.cls);
    }
  }

  if (wanted('api')) {
    // The layout's reads (menus, their subtree, settings) come from the server's short-lived content cache.
    const where = encodeURIComponent(JSON.stringify({ name: 'Main Menu', active: true, languageCode: 'el' }));
    const menusUrl = `${baseUrl}/api/menus?where=${where}`;
    const menus = (await (await fetch(menusUrl)).json()) as { data: { id: number }[] };
    const subtreeUrl = `${baseUrl}/api/menus/${menus.data[0]?.id}/subtree?active=true`;
    for (const [name, url] of [['/api/health', `${baseUrl}/api/health`], ['GET /api/menus', menusUrl], ['GET /api/menus/{id}/subtree', subtreeUrl]] as const) {
      const r = await load(url);
      add(`${name} req/s (50 conn, 5 s)`, r.rps);
      add(`${name} p99 latency (ms)`, r.p99);
      add(`${name} errors`, r.errors, '0', r.errors === 0);
    }
  }

  if (wanted('booking')) {
    // Booking API (issue 3): budget p95 under 15 ms sequentially for results and pricing.
    for (const [measure, value] of Object.entries(await benchBooking(baseUrl))) {
      if (/p95/.test(measure)) add(measure, value, '< 15', value < 15);
      else if (/errors/.test(measure)) add(measure, value, '0', value === 0);
      else add(measure, value);
    }
  }

  await sections(baseUrl, context, wanted);
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const distDir = process.env.DIST_DIR ?? 'dist';
  if (!options.skipBuild) {
    console.log(`building the web app into ${distDir}…`);
    const build = spawnSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const before = machine();
  if (options.baseUrl) {
    console.log(`measuring ${options.baseUrl}…`);
    await measure(options.baseUrl, options);
  } else {
    const server = await startServer();
    try {
      console.log(`server at ${server.baseUrl} (build: ${distDir}); measuring…`);
      await measure(server.baseUrl, options, server.pid);
    } finally {
      await server.stop();
    }
  }
  const after = machine();
  const conditions = `${before.cpus} CPUs; load average (1 min) ${before.load1} before, ${after.load1} after; ` +
    `Lighthouse: median of ${options.runs} runs; browser timings: median of ${options.timingRuns} runs`;

  const width = Math.max(...rows.map((r) => r.measure.length));
  console.log(`\n${'measure'.padEnd(width)}  ${'value'.padStart(10)}  budget`);
  for (const r of rows) {
    const verdict = r.ok === undefined ? '' : r.ok ? 'ok' : r.value === 'n/a' || r.value === 'failed' ? 'NOT MEASURED' : 'OVER BUDGET';
    console.log(`${r.measure.padEnd(width)}  ${String(r.value).padStart(10)}  ${r.budget ?? ''} ${verdict}${r.note ? ` (${r.note})` : ''}`);
  }
  console.log(`\n${conditions}`);
  const at = new Date().toISOString();
  const result = { at, node: process.version, machine: { before, after }, options: { ...options, only: options.only && [...options.only] }, rows };
  const out = path.join(root, 'bench', 'results', `${at.replace(/[:.]/g, '-')}.json`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  fs.writeFileSync(path.join(root, 'bench', 'results', 'latest.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(`saved ${path.relative(root, out)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
