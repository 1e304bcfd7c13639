import { useMatches, useRouterState } from '@tanstack/react-router';
import { useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { type DocumentHead as Head, type HeadImage, type PageHead, documentHead } from '../../../core/seo';
import { splitLocalePath } from '../../../core/shared/locale';
import { HeadContext, type RouteHead } from '../head-context';
import { publishedAlternatePaths } from '../i18n/language-links';
import { BRAND, useLocale } from '../i18n/use-locale';
import { emptyPageHead, pageHeadStore } from './page-head-store';

/** Marks the head elements this component owns (the server marks the ones it renders the same way). */
export const HEAD_MARK = 'data-head';

/** The share image of pages that have none of their own (public/og-image.png). */
export const DEFAULT_SHARE_IMAGE = { url: '/og-image.png', width: 1200, height: 630 } as const;

/**
 * The site's public origin: the one the server wrote into the page's canonical URL or `og:url` (PUBLIC_URL), so
 * the browser keeps the server's URLs; the page's own origin when the server rendered none.
 */
function siteUrlOf(doc: Document): string {
  const written = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.getAttribute('href')
    ?? doc.head.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.getAttribute('content');
  try {
    if (written) return new URL(written).origin;
  } catch {
    // not a URL: use the page's origin
  }
  return doc.defaultView?.location.origin ?? '';
}

/** The head of a page: the route's part and the screen's part, as the server and the browser both compute it. */
export function headFor(site: string, route: RouteHead, page: PageHead): Head {
  const { defaultImageAlt, ...rest } = route;
  const defaultImage: HeadImage = { ...DEFAULT_SHARE_IMAGE, alt: defaultImageAlt };
  return documentHead({ siteUrl: site, ...rest, page, defaultImage, siteName: BRAND });
}

/** The `page` search parameter of a paged list, from 2 on. */
export function listPageOf(search: unknown): number | undefined {
  const page = Number((search as { page?: unknown } | undefined)?.page);
  return Number.isInteger(page) && page > 1 ? page : undefined;
}

let siteUrl: string | undefined;
let applied = '';

/** Writes the title and the head elements, replacing the ones written before (by the server or an earlier page). */
export function applyDocumentHead(doc: Document, head: Head): void {
  const key = JSON.stringify(head);
  if (key === applied && doc.title === head.title) return;
  applied = key;
  doc.title = head.title;
  for (const element of doc.head.querySelectorAll(`[${HEAD_MARK}], meta[name="description"]`)) element.remove();
  const fragment = doc.createDocumentFragment();
  for (const tag of head.tags) {
    const element = doc.createElement(tag.tag);
    for (const [name, value] of Object.entries(tag.attrs)) element.setAttribute(name, value);
    element.setAttribute(HEAD_MARK, '');
    fragment.append(element);
  }
  doc.head.append(fragment);
}

/**
 * Keeps `<head>` right for the page on show: title, description, keywords, robots, canonical URL, hreflang
 * alternates (the translated paths a route publishes as `alternatePaths`, else the same path in every locale),
 * Open Graph and Twitter card. Screens say what they are with `usePageHead`; on the server this records the route's
 * part for `src/entry-server.tsx`, in the browser it rewrites the head after every navigation.
 */
export function DocumentHead() {
  const intl = useIntl();
  const locale = useLocale();
  const pathname = useRouterState({ select: (s) => (s.resolvedLocation ?? s.location).pathname });
  const listPage = useRouterState({ select: (s) => listPageOf((s.resolvedLocation ?? s.location).search) });
  const alternatePaths = useMatches({ select: publishedAlternatePaths });
  const defaultDescription = intl.formatMessage({ id: 'seo.site.description' });
  const defaultImageAlt = intl.formatMessage({ id: 'seo.site.imageAlt' });
  const route: RouteHead = useMemo(() => ({
    locale, path: splitLocalePath(pathname).path, defaultDescription, defaultImageAlt,
    ...(alternatePaths ? { alternatePaths } : {}), ...(listPage ? { listPage } : {}),
  }), [locale, pathname, defaultDescription, defaultImageAlt, alternatePaths, listPage]);
  const collector = useContext(HeadContext);
  if (collector) collector.route = route;
  const page = useSyncExternalStore(pageHeadStore.subscribe, pageHeadStore.snapshot, emptyPageHead);

  useEffect(() => {
    // Until the screen has said what it is (its chunk or data still loading), the head stays as it was.
    if (!page.title) return;
    siteUrl ??= siteUrlOf(document);
    applyDocumentHead(document, headFor(siteUrl, route, page));
  }, [page, route]);
  return null;
}
