/**
 * Exports: `matchAppPath(pathname): AppPathMatch` (`{ locale, status: 200 | 404, contentSlug? }`).
 * Which paths the web app can render (SPA routes of SPEC.md section 2, under every locale). The server answers
 * the app's index.html for all of them: 200 when the app has a route for the path, 404 when it cannot (so the app
 * shows its 404 page with a correct status). `/el` and `/el/...` are never routes: Greek has no prefix.
 * A single segment that is no other route is the catch-all content page: `contentSlug` names it, and the web app
 * server (web-app.ts) answers 404 unless it is an active page of that language.
 */
import { DEFAULT_LOCALE, PREFIXED_LOCALES, type Locale } from '../../src/core/shared/locale';

/** Paths of SPEC.md section 2, without the locale prefix. */
const STATIC_ROUTES = new Set([
  '/', '/results', '/success', '/manage', '/account', '/activate-account', '/change-password', '/confirm-email', '/blog', '/companies',
  '/destinations', '/offers', '/routes', '/contact', '/booknow', '/pwaMenu', '/tickets', '/error', '/login', '/test/auth-flow',
]);
/** Lists whose items have a detail page at `/{list}/{slug}`. */
const LISTS_WITH_DETAIL = new Set(['blog', 'companies', 'destinations', 'offers', 'routes']);

/** A content slug: letters (any script), digits, hyphens, underscores; no dots, so `/missing.png` is no page. */
const SLUG = /^[\p{L}\p{N}][\p{L}\p{N}_-]*$/u;

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

export interface AppPathMatch {
  readonly locale: Locale;
  readonly status: 200 | 404;
  /** Set for the catch-all content page (`/{slug}`, `/en/{slug}`): the decoded slug, to be looked up. */
  readonly contentSlug?: string;
  /** Set for a list item's detail (`/destinations/{slug}`, `/en/blog/{slug}`): the list and the decoded slug, to be looked up. */
  readonly contentItem?: { readonly list: string; readonly slug: string };
  /** Set for a route of STATIC_ROUTES: the path without the locale prefix (`/routes`, `/` for home). */
  readonly route?: string;
}

export function matchAppPath(pathname: string): AppPathMatch {
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const segments = trimmed === '/' ? [] : trimmed.split('/').slice(1);
  const empty = segments.some((s) => s === '');
  let locale: Locale = DEFAULT_LOCALE;
  const first = segments[0];
  if (first === DEFAULT_LOCALE) return { locale, status: 404 };
  if (first !== undefined && (PREFIXED_LOCALES as readonly string[]).includes(first)) {
    locale = first as Locale;
    segments.shift();
  }
  if (empty) return { locale, status: 404 };
  const decoded = segments.map(decodeSegment);
  if (decoded.some((s) => s === undefined)) return { locale, status: 404 };
  const path = `/${segments.join('/')}`;
  if (STATIC_ROUTES.has(path)) return { locale, status: 200, route: path };
  const [a, b] = decoded as string[];
  if (segments.length === 1 && a !== undefined && SLUG.test(a)) return { locale, status: 200, contentSlug: a };
  if (segments.length === 2 && a !== undefined && b !== undefined && LISTS_WITH_DETAIL.has(a) && SLUG.test(b)) {
    return { locale, status: 200, contentItem: { list: a, slug: b } };
  }
  return { locale, status: 404 };
}
