import { DEFAULT_LOCALE, LOCALES, type Locale, localizePath } from '../../shared/locale';

/**
 * Screens search engines must not index (SPEC.md section 2): the booking steps, the account area, the token pages,
 * the login route, the error page, the reseller entry, the app menu, the device's saved tickets and the test pages. Locale-free paths.
 */
export const PRIVATE_PATHS = [
  '/results', '/success', '/manage', '/account', '/activate-account', '/change-password', '/confirm-email', '/login', '/error', '/booknow',
  '/pwaMenu', '/tickets',
] as const;
/** Whole folders that are private (`/test/auth-flow`). */
export const PRIVATE_FOLDERS = ['/test'] as const;

/** Whether the locale-free `path` is a screen that must carry `noindex` (and is disallowed in robots.txt). */
export function isPrivatePath(path: string): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if ((PRIVATE_PATHS as readonly string[]).includes(clean)) return true;
  return PRIVATE_FOLDERS.some((folder) => clean === folder || clean.startsWith(`${folder}/`));
}

/** The list screens every locale has, locale-free, as the sitemap lists them. */
export const PUBLIC_SCREENS = ['/', '/destinations', '/routes', '/companies', '/offers', '/blog', '/contact'] as const;

/** The kinds of localised content that have a page of their own. */
export type ContentKind = 'pages' | 'destinations' | 'routes' | 'companies' | 'posts' | 'offers';

const FOLDER: Record<ContentKind, string> = {
  pages: '', destinations: '/destinations', routes: '/routes', companies: '/companies', posts: '/blog', offers: '/offers',
};

/** The locale-free path of a content item's page: `/destinations/naxos`, `/blog/{slug}`, a page at `/{slug}`. */
export function contentPath(kind: ContentKind, slug: string): string {
  return `${FOLDER[kind]}/${slug}`;
}

/** Percent-encodes a path once (an already encoded path stays as it is). */
function encodePath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // A malformed escape: encode the text as it is.
  }
  return encodeURI(decoded);
}

/** The absolute URL of a locale-free path in a locale: `https://shop.example/en/destinations/naxos`; Greek unprefixed. */
export function pageUrl(siteUrl: string, locale: Locale, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${encodePath(localizePath(path, locale))}`;
}

/** An absolute URL for a path or URL (`/og-image.png` → `https://shop.example/og-image.png`). */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl.replace(/\/+$/, '')}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** One language version of a page: its locale and its absolute URL. */
export interface Alternate {
  readonly hreflang: Locale | 'x-default';
  readonly href: string;
}

/**
 * The hreflang alternates of a page whose locale-free path is `paths[locale]` in each locale it exists in, in the
 * shop's locale order, plus `x-default` pointing at the Greek version (the default language), or at the first
 * version when there is no Greek one.
 */
export function hreflangAlternates(siteUrl: string, paths: Partial<Record<Locale, string>>): Alternate[] {
  const versions: Alternate[] = LOCALES.filter((l) => paths[l] !== undefined).map((l) => ({
    hreflang: l, href: pageUrl(siteUrl, l, paths[l] as string),
  }));
  const fallback = versions.find((v) => v.hreflang === DEFAULT_LOCALE) ?? versions[0];
  return fallback ? [...versions, { hreflang: 'x-default', href: fallback.href }] : [];
}

/** The same locale-free path in every locale (screens whose path is not translated). */
export function samePathEverywhere(path: string): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((l) => [l, path])) as Record<Locale, string>;
}
