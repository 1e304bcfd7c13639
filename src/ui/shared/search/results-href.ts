/**
 * The results page of a complete search, `/en/results?trip=oneWay&legs=PIR-JTR-2026-06-11&AD=2`: where Search goes
 * and what is preloaded before, the same text, so the preloaded route is the one the navigation finds.
 */
export function resultsHref(localize: (path: string) => string, query: Record<string, string>): string {
  return `${localize('/results')}?${new URLSearchParams(query)}`;
}
