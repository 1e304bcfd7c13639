import { useMatches, useRouterState } from '@tanstack/react-router';
import { useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { splitLocalePath } from '../../../core/shared/locale';
import { HeadContext, type RouteHead } from '../head-context';
import { publishedAlternatePaths } from '../i18n/language-links';
import { useLocale } from '../i18n/use-locale';
import { HEAD_MARK } from './head-mark';
import { emptyPageHead, pageHeadStore } from './page-head-store';

/**
 * The address whose head the server wrote, while the browser is still on it: that page's head needs no rewrite, so
 * the head-writing code (./head-tags) loads only on the first navigation, not with the page the visitor landed on.
 */
let serverHeadAddress = typeof document !== 'undefined' && document.head.querySelector(`[${HEAD_MARK}]`)
  ? `${window.location.pathname}${window.location.search}` : undefined;

/** The `page` search parameter of a paged list, from 2 on. */
export function listPageOf(search: unknown): number | undefined {
  const page = Number((search as { page?: unknown } | undefined)?.page);
  return Number.isInteger(page) && page > 1 ? page : undefined;
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
    if (serverHeadAddress === `${window.location.pathname}${window.location.search}` && document.title === page.title) return;
    serverHeadAddress = undefined;
    let current = true;
    void import('./head-tags').then(({ writeHead }) => { if (current) writeHead(document, route, page); });
    return () => { current = false; };
  }, [page, route]);
  return null;
}
