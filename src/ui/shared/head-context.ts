import { createContext, useContext, useEffect, useMemo } from 'react';
import { type PageHead } from '../../core/seo';
import { type Locale } from '../../core/shared/locale';
import { pageHeadStore } from './seo/page-head-store';

export type { HeadImage, PageHead } from '../../core/seo';

/** What the route on show says about the page's place in the site (set by `DocumentHead`). */
export interface RouteHead {
  locale: Locale;
  /** The locale-free path (`/destinations/naxos`). */
  path: string;
  /** Locale-free paths of the page's language versions, when the route published them. */
  alternatePaths?: Partial<Record<Locale, string>>;
  /** The page of a paged list (`?page=2`). */
  listPage?: number;
  defaultDescription: string;
  /** The alt text of the site's share image, for pages without an image of their own. */
  defaultImageAlt: string;
}

/**
 * A server render's record of the head: the screens' `usePageHead` calls and the route's facts. Effects do not run
 * on the server, so this is how the head gets out; `src/entry-server.tsx` turns it into tags after the render.
 */
export interface HeadCollector {
  page: PageHead;
  route?: RouteHead;
}

/** Given only by the server render (`src/entry-server.tsx`); in the browser there is none. */
export const HeadContext = createContext<HeadCollector | undefined>(undefined);

function defined(head: PageHead): PageHead {
  return Object.fromEntries(Object.entries(head).filter(([, value]) => value !== undefined && value !== '' && value !== null)) as PageHead;
}

/**
 * What a screen says about itself for `<head>`: title (as shown in the tab), description, keywords, share image,
 * type, noindex. Several calls merge (later ones win). On the server it is recorded during the render; in the
 * browser `DocumentHead` writes it while the screen is mounted (title, meta, canonical, hreflang, Open Graph…).
 */
export function usePageHead(head: PageHead): void {
  const collector = useContext(HeadContext);
  if (collector) collector.page = { ...collector.page, ...defined(head) };
  const key = JSON.stringify(defined(head));
  const part = useMemo(() => JSON.parse(key) as PageHead, [key]);
  useEffect(() => pageHeadStore.put(Symbol('page head'), part), [part]);
}

/** The earlier name of `usePageHead`. */
export const useServerHead = usePageHead;
