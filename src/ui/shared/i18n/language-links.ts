import { LOCALES, type Locale, localizePath, splitLocalePath } from '../../../core/shared/locale';

export interface LanguageLink {
  locale: Locale;
  /** The upper-case code shown (`EL`, `DE`). */
  code: string;
  href: string;
}

/** Locale-free paths of the shown page in other locales, when they differ from its own path (a content page's slugs). */
export type AlternatePaths = Partial<Record<Locale, string>>;

/**
 * How a route publishes its page's paths in other locales: its loader returns `{ alternatePaths }` (e.g. a content
 * page, whose slug is translated). The language switch reads it from the deepest match that has it.
 */
export interface AlternatesLoaderData {
  alternatePaths: AlternatePaths;
}

/** The alternate paths published by the deepest route match, if any (`matches` as `useMatches` gives them). */
export function publishedAlternatePaths(matches: readonly { loaderData?: unknown }[]): AlternatePaths | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.loaderData as Partial<AlternatesLoaderData> | undefined;
    if (data && typeof data === 'object' && data.alternatePaths) return data.alternatePaths;
  }
  return undefined;
}

/**
 * The language switch: every other locale, linking to the page's translated path when the route published one,
 * otherwise to the same path in that locale. On `/en/contact`: EL → `/contact`, DE → `/de/contact`, … The page's
 * query (`search`, with or without its `?`) goes along: `/en/results?trip=…` switches to `/results?trip=…`, the
 * same search (issue 19: without it the results said "We could not find a valid search").
 */
export function languageLinks(pathname: string, current: Locale, alternates: AlternatePaths = {}, search = ''): LanguageLink[] {
  const { path } = splitLocalePath(pathname);
  const query = search === '' || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`;
  return LOCALES.filter((l) => l !== current).map((locale) => ({
    locale,
    code: locale.toUpperCase(),
    href: localizePath(alternates[locale] ?? path, locale) + query,
  }));
}
