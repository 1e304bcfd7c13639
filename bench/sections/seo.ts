// Issue 6, search engines: the sitemap (how long the first request takes while it is built from the database, and
// once cached; how many localised pages it lists) and a content page's Lighthouse SEO score (budget 100; the home
// pages and the destination page are measured by bench/run.ts and bench/sections/destination.ts).
import { type BenchContext, type Row, row } from '../support';

async function timed(url: string): Promise<{ ms: number; status: number; text: string }> {
  const started = performance.now();
  const response = await fetch(url);
  const text = await response.text();
  return { ms: Math.round(performance.now() - started), status: response.status, text };
}

export async function bench(baseUrl: string, context: BenchContext): Promise<Row[]> {
  const first = await timed(`${baseUrl}/sitemap.xml`);
  if (first.status !== 200) return [row('sitemap.xml', 'n/a', '200', false, `answered ${first.status}`)];
  const cached = await timed(`${baseUrl}/sitemap.xml`);
  const urls = (first.text.match(/<url>/g) ?? []).length;
  const alternates = (first.text.match(/<xhtml:link /g) ?? []).length;
  const robots = await timed(`${baseUrl}/robots.txt`);
  const rows = [
    row('sitemap.xml first request, built (ms)', first.ms),
    row('sitemap.xml cached (ms)', cached.ms),
    row('sitemap.xml localised pages', urls),
    row('sitemap.xml hreflang alternates per page', Math.round((alternates / Math.max(urls, 1)) * 10) / 10),
    row('robots.txt names the sitemap', robots.text.includes(`Sitemap: `) ? 'yes' : 'no', 'yes', robots.text.includes('Sitemap: ')),
  ];
  const page = `${baseUrl}/de/allgemeine-geschaeftsbedingungen`;
  if ((await fetch(page)).status === 200) {
    const lh = (await context.lighthouse(page)).median;
    rows.push(row('lighthouse content page SEO (/de/allgemeine-geschaeftsbedingungen)', lh.seo, '100', lh.seo === 100));
  }
  return rows;
}
