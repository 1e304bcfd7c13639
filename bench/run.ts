// `npm run bench`: builds the web app, starts the shop server on the embedded database, measures the budgets the
// issues name, prints a table and saves the figures under bench/results/. Not part of `npm test`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { root, startServer } from './support';
import { benchBooking } from './booking';
import { firstVisitJs, lighthouseMobile } from './web';

interface Row {
  measure: string;
  value: number | string;
  budget?: string;
  ok?: boolean;
}

const rows: Row[] = [];
const add = (measure: string, value: number | string, budget?: string, ok?: boolean) =>
  rows.push({ measure, value, ...(budget ? { budget } : {}), ...(ok === undefined ? {} : { ok }) });

async function load(url: string, connections = 50, duration = 5) {
  const result = await autocannon({ url, connections, duration });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** Optional sections other parts contribute: a module exporting `bench(baseUrl): Promise<Row[]>`. */
async function optionalSections(baseUrl: string) {
  const dir = path.join(root, 'bench', 'sections');
  if (!fs.existsSync(dir)) return;
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts')).sort()) {
    const mod = (await import(path.join(dir, file))) as { bench: (baseUrl: string) => Promise<Row[]> };
    for (const row of await mod.bench(baseUrl)) rows.push(row);
  }
}

async function main() {
  console.log('building the web app…');
  const build = spawnSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);

  const server = await startServer();
  try {
    const { baseUrl } = server;
    console.log(`server at ${baseUrl}; measuring…`);

    const js = await firstVisitJs(`${baseUrl}/`);
    add('home first-visit JS (gzip KB)', js.gzipKB, '≤ 170', js.gzipKB <= 170);
    add('home first-visit JS files', js.files);

    for (const [name, pathname] of [['home el', '/'], ['home en', '/en/']] as const) {
      const lh = await lighthouseMobile(`${baseUrl}${pathname}`);
      add(`lighthouse ${name} performance`, lh.performance, '≥ 95', lh.performance >= 95);
      add(`lighthouse ${name} accessibility`, lh.accessibility, '100', lh.accessibility === 100);
      add(`lighthouse ${name} best practices`, lh.bestPractices, '100', lh.bestPractices === 100);
      add(`lighthouse ${name} SEO`, lh.seo, '100', lh.seo === 100);
      add(`lighthouse ${name} LCP (ms)`, lh.lcpMs);
      add(`lighthouse ${name} TBT (ms)`, lh.tbtMs);
      add(`lighthouse ${name} CLS`, lh.cls);
    }

    const menusUrl = `${baseUrl}/api/menus?where=${encodeURIComponent(JSON.stringify({ name: 'Main Menu', active: true, languageCode: 'el' }))}`;
    for (const [name, url] of [['/api/health', `${baseUrl}/api/health`], ['GET /api/menus', menusUrl]] as const) {
      const r = await load(url);
      add(`${name} req/s (50 conn, 5 s)`, r.rps);
      add(`${name} p99 latency (ms)`, r.p99);
      add(`${name} errors`, r.errors, '0', r.errors === 0);
    }

    // Booking API (issue 3): budget p95 under 15 ms sequentially for results and pricing.
    for (const [measure, value] of Object.entries(await benchBooking(baseUrl))) {
      if (/p95/.test(measure)) add(measure, value, '< 15', value < 15);
      else if (/errors/.test(measure)) add(measure, value, '0', value === 0);
      else add(measure, value);
    }

    await optionalSections(baseUrl);
  } finally {
    await server.stop();
  }

  const width = Math.max(...rows.map((r) => r.measure.length));
  console.log(`\n${'measure'.padEnd(width)}  ${'value'.padStart(10)}  budget`);
  for (const r of rows) {
    const verdict = r.ok === undefined ? '' : r.ok ? 'ok' : 'OVER BUDGET';
    console.log(`${r.measure.padEnd(width)}  ${String(r.value).padStart(10)}  ${r.budget ?? ''} ${verdict}`);
  }
  const out = path.join(root, 'bench', 'results', `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify({ at: new Date().toISOString(), node: process.version, rows }, null, 2)}\n`);
  fs.writeFileSync(path.join(root, 'bench', 'results', 'latest.json'), `${JSON.stringify({ rows }, null, 2)}\n`);
  console.log(`\nsaved ${path.relative(root, out)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
