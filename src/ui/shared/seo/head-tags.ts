import { type DocumentHead as Head, type HeadImage, type PageHead, documentHead } from '../../../core/seo';
import { type RouteHead } from '../head-context';
import { BRAND } from '../i18n/use-locale';
import { HEAD_MARK } from './head-mark';

// The head's tags from the route and the screen, and writing them into `<head>`: used by the server's render
// (src/entry-server.tsx) and, loaded after the page shows, by the browser's `DocumentHead` (the server has written
// the first page's tags, so this code is not part of the home page's first load).

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

let siteUrl: string | undefined;
let applied = '';

/** Writes the head of the page on show: the site's origin is the one the server wrote (see `siteUrlOf`). */
export function writeHead(doc: Document, route: RouteHead, page: PageHead): void {
  siteUrl ??= siteUrlOf(doc);
  applyDocumentHead(doc, headFor(siteUrl, route, page));
}

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
