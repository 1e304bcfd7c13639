// Issue 6: a destination page (`/en/destinations/{slug}`, the first popular English destination the Content API
// lists). Budgets: Lighthouse mobile performance at least 95, SEO 100, and images sized so nothing shifts (CLS under
// 0.05); medians of the runs.
import { type BenchContext, type Row, row } from '../support';

async function destinationSlug(baseUrl: string): Promise<string | undefined> {
  for (const where of [{ languageCode: 'en', active: true, popular: true }, { languageCode: 'en', active: true }]) {
    const query = new URLSearchParams({ select: 'slug', take: '1', where: JSON.stringify(where) });
    const response = await fetch(`${baseUrl}/api/destinations?${query.toString()}`);
    if (!response.ok) continue;
    const body = (await response.json()) as { data?: { slug?: string }[] };
    const slug = body.data?.[0]?.slug;
    if (slug) return slug;
  }
  return undefined;
}

export async function bench(baseUrl: string, context: BenchContext): Promise<Row[]> {
  const slug = await destinationSlug(baseUrl);
  const url = slug ? `${baseUrl}/en/destinations/${encodeURIComponent(slug)}` : undefined;
  const status = url ? (await fetch(url)).status : undefined;
  if (!url || status !== 200) {
    const note = url ? `${url} answered ${status}` : 'the Content API lists no English destination';
    return [row('lighthouse destination performance', 'n/a', '≥ 95', false, note)];
  }
  const lh = (await context.lighthouse(url)).median;
  return [
    row(`lighthouse destination performance (/en/destinations/${slug})`, lh.performance, '≥ 95', lh.performance >= 95),
    row('lighthouse destination SEO', lh.seo, '100', lh.seo === 100),
    row('lighthouse destination CLS', lh.cls, '< 0.05', lh.cls < 0.05),
    row('lighthouse destination accessibility', lh.accessibility),
    row('lighthouse destination best practices', lh.bestPractices),
    row('lighthouse destination LCP (ms)', lh.lcpMs),
    row('lighthouse destination TBT (ms)', lh.tbtMs),
  ];
}
