// Issue 18: public pages at the speed of a static file. Requests per second and p99 latency at 50 connections for
// the home page, a destination page, the routes list and a blog post, each measured right after the server's own
// static file (/robots.txt) in the same run, as a browser asks (Accept-Encoding: br, gzip). Rounds of 3 s per URL,
// the median of the rounds reported (`--runs=N` rounds, default 3). Budgets: each page at least 0.3 of the static
// file's rate with p99 at most 50 ms; a page rendered for one request (a Cookie header keeps it out of the page
// cache, so this is the cost of a cache miss) at most 20 ms, median of 20 after 3 warm-up renders, and the server's
// CPU time per such render (Linux /proc, when the bench started the server), which a busy machine does not inflate.
import autocannon from 'autocannon';
import { type BenchContext, type Row, median, processCpuMs, round, row, sequentialLatency } from '../support';

const HEADERS = { 'accept-encoding': 'br, gzip' };

async function firstSlug(baseUrl: string, entity: string, where: Record<string, unknown>): Promise<string | undefined> {
  const query = new URLSearchParams({ select: 'slug', take: '1', where: JSON.stringify(where) });
  const response = await fetch(`${baseUrl}/api/${entity}?${query.toString()}`);
  if (!response.ok) return undefined;
  return ((await response.json()) as { data?: { slug?: string }[] }).data?.[0]?.slug;
}

async function load(url: string, seconds: number): Promise<{ rps: number; p99: number; errors: number }> {
  const result = await autocannon({ url, connections: 50, duration: seconds, headers: HEADERS });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx + result.timeouts };
}

export async function bench(baseUrl: string, context: BenchContext): Promise<Row[]> {
  const destination = await firstSlug(baseUrl, 'destinations', { languageCode: 'en', active: true, popular: true })
    ?? await firstSlug(baseUrl, 'destinations', { languageCode: 'en', active: true });
  const post = await firstSlug(baseUrl, 'posts', { languageCode: 'en', active: true });
  const pages: [string, string | undefined][] = [
    ['home (/en)', '/en'],
    [`destination (/en/destinations/${destination})`, destination && `/en/destinations/${encodeURIComponent(destination)}`],
    ['routes list (/en/routes)', '/en/routes'],
    [`blog post (/en/blog/${post})`, post && `/en/blog/${encodeURIComponent(post)}`],
  ];
  const rows: Row[] = [];
  const rounds = Math.max(1, context.runs);
  for (const [name, pathname] of pages) {
    if (!pathname) {
      rows.push(row(`page ${name}`, 'n/a', undefined, false, 'no such content'));
      continue;
    }
    const url = `${baseUrl}${pathname}`;
    const status = (await fetch(url)).status;
    if (status !== 200) {
      rows.push(row(`page ${name}`, 'n/a', undefined, false, `answered ${status}`));
      continue;
    }
    // A render for one request (not kept): the cost of a cache miss.
    const fresh = async () => fetch(url, { headers: { ...HEADERS, cookie: 'bench=fresh-render' } });
    for (let i = 0; i < 3; i++) await (await fresh()).arrayBuffer();
    const render = await sequentialLatency(fresh, 20, 0);
    // The server's CPU time per such render (all its threads; requests one at a time, so nothing else runs in it):
    // on a busy machine the wall-clock time above holds the waiting for a core, this only the work. Median of 5 x 5.
    const cpu: number[] = [];
    for (let i = 0; i < 5; i++) {
      const before = processCpuMs(context.serverPid);
      for (let j = 0; j < 5; j++) await (await fresh()).arrayBuffer();
      const after = processCpuMs(context.serverPid);
      if (before !== undefined && after !== undefined) cpu.push((after - before) / 5);
    }

    const statics: { rps: number; p99: number }[] = [];
    const measured: { rps: number; p99: number; errors: number }[] = [];
    for (let i = 0; i < rounds; i++) {
      statics.push(await load(`${baseUrl}/robots.txt`, 3));
      measured.push(await load(url, 3));
    }
    const staticRps = median(statics.map((s) => s.rps));
    const rps = median(measured.map((m) => m.rps));
    const p99 = median(measured.map((m) => m.p99));
    const ratio = round(rps / Math.max(staticRps, 1), 2);
    const errors = measured.reduce((sum, m) => sum + m.errors, 0);
    rows.push(
      row(`page ${name} req/s (50 conn) | robots.txt req/s`, `${Math.round(rps)} | ${Math.round(staticRps)}`),
      row(`page ${name} rate / static file's`, ratio, '≥ 0.3', ratio >= 0.3),
      row(`page ${name} p99 (ms) | robots.txt p99`, `${p99} | ${median(statics.map((s) => s.p99))}`, '≤ 50', p99 <= 50),
      row(`page ${name} errors`, errors, '0', errors === 0),
      row(`page ${name} render, not cached (ms, median | p95)`, `${round(render.p50)} | ${round(render.p95)}`, '≤ 20', render.p50 <= 20),
      cpu.length > 0
        ? row(`page ${name} render, not cached: server CPU (ms)`, round(median(cpu)), '≤ 20', median(cpu) <= 20)
        : row(`page ${name} render, not cached: server CPU (ms)`, 'n/a', '≤ 20', false, 'no /proc or no server started by the bench'),
    );
  }
  return rows;
}
