// Issue 5: the results page of a real search (one way Piraeus → Mykonos, the first day with sailings from tomorrow,
// one adult), server-rendered with its sailings. Budget: Lighthouse mobile performance at least 95 (median of runs).
import { type BenchContext, type Row, row } from '../support';
import { searchWithSailings } from './search';

export async function bench(baseUrl: string, context: BenchContext): Promise<Row[]> {
  const search = await searchWithSailings(baseUrl);
  const url = `${baseUrl}/en/results?${search.query}`;
  const page = await fetch(url);
  if (page.status !== 200) return [row('lighthouse results performance', 'n/a', '≥ 95', false, `${url} answered ${page.status}`)];
  const lh = (await context.lighthouse(url)).median;
  return [
    row('lighthouse results performance', lh.performance, '≥ 95', lh.performance >= 95),
    row('lighthouse results accessibility', lh.accessibility),
    row('lighthouse results best practices', lh.bestPractices),
    row('lighthouse results SEO', lh.seo),
    row('lighthouse results FCP (ms)', lh.fcpMs),
    row('lighthouse results LCP (ms)', lh.lcpMs),
    row('lighthouse results TBT (ms)', lh.tbtMs),
    row('lighthouse results CLS', lh.cls),
  ];
}
