import { LOCALES, type Locale } from '../../shared/locale';
import { absoluteUrl, hreflangAlternates, isPrivatePath, pageUrl, samePathEverywhere } from './site-paths';

/** An image that stands for a page when it is shared (Open Graph, Twitter card). */
export interface HeadImage {
  /** A path of this site (`/api/files/download/12`) or an absolute URL. */
  readonly url: string;
  readonly width?: number | null;
  readonly height?: number | null;
  readonly alt?: string | null;
  readonly mimeType?: string | null;
}

/** What a screen says about itself: its title and, when it has them, description, keywords and share image. */
export interface PageHead {
  readonly title?: string;
  readonly description?: string;
  /** Comma-separated, as content writes them (`metaKeywords`). */
  readonly keywords?: string;
  readonly image?: HeadImage;
  /** `article` for posts and other dated texts; `website` otherwise. */
  readonly type?: 'website' | 'article';
  /** Keeps the page out of search results (404s, private screens; private paths get it anyway). */
  readonly noindex?: boolean;
}

/** One element of `<head>`: a `<meta>` or a `<link>` with its attributes in order. */
export interface HeadTag {
  readonly tag: 'meta' | 'link';
  readonly attrs: Readonly<Record<string, string>>;
}

export interface DocumentHeadInput {
  /** The shop's public origin (PUBLIC_URL), without a trailing slash. */
  readonly siteUrl: string;
  readonly locale: Locale;
  /** The locale-free path of the page shown (`/destinations/naxos`). */
  readonly path: string;
  /**
   * Locale-free paths of the page's language versions when its path is translated (content slugs), as routes
   * publish them for the language switch; absent: the page exists under the same path in every locale.
   */
  readonly alternatePaths?: Partial<Record<Locale, string>>;
  /** The page of a paged list (`?page=2`): part of the canonical URL and the alternates from 2 on. */
  readonly listPage?: number;
  readonly page: PageHead;
  /** Used when the page has no description of its own. */
  readonly defaultDescription: string;
  /** Used when the page has no image of its own (an absolute URL or a path of this site). */
  readonly defaultImage: HeadImage;
  readonly siteName: string;
}

export interface DocumentHead {
  readonly title: string;
  readonly tags: readonly HeadTag[];
}

/** Open Graph locale names (language_TERRITORY). */
export const OG_LOCALES: Record<Locale, string> = { el: 'el_GR', en: 'en_GB', de: 'de_DE', it: 'it_IT', fr: 'fr_FR', es: 'es_ES' };

const meta = (attrs: Record<string, string>): HeadTag => ({ tag: 'meta', attrs });
const link = (attrs: Record<string, string>): HeadTag => ({ tag: 'link', attrs });

/**
 * The share image's URL: the shop's stored files are asked for inline and, when they are SVG (which social networks
 * do not show) or wider than 1200 px, as a PNG/resized copy 1200 px wide at most.
 */
export function shareImageUrl(siteUrl: string, image: HeadImage): string {
  const url = absoluteUrl(siteUrl, image.url);
  const download = /\/api\/files\/download\/\d+(?:\/[^?]*)?$/.test(url.split('?')[0] ?? '');
  if (!download || url.includes('?')) return url;
  const needsPng = image.mimeType === 'image/svg+xml' || !image.mimeType;
  const tooWide = (image.width ?? 0) > 1200;
  const width = Math.min(image.width ?? 1200, 1200);
  return needsPng || tooWide ? `${url}?attachment=false&resize=${width}` : `${url}?attachment=false`;
}

/**
 * Every head element a search engine or a social network reads for a page: description, keywords, robots,
 * canonical URL, hreflang alternates with x-default, Open Graph and Twitter card. Private screens (and pages that
 * ask for it) get `noindex` and no canonical or alternates.
 */
export function documentHead(input: DocumentHeadInput): DocumentHead {
  const { page, siteUrl, locale, path } = input;
  const title = page.title || input.siteName;
  const description = page.description?.trim() || input.defaultDescription || title;
  const noindex = page.noindex === true || isPrivatePath(path);
  const paths: Partial<Record<Locale, string>> = { ...(input.alternatePaths ?? samePathEverywhere(path)), [locale]: path };
  const query = input.listPage !== undefined && Number.isInteger(input.listPage) && input.listPage > 1 ? `?page=${input.listPage}` : '';
  const url = pageUrl(siteUrl, locale, path) + query;
  const image = page.image ?? input.defaultImage;
  const imageUrl = shareImageUrl(siteUrl, image);

  const tags: HeadTag[] = [meta({ name: 'description', content: description })];
  if (page.keywords?.trim()) tags.push(meta({ name: 'keywords', content: page.keywords.trim() }));
  if (noindex) {
    tags.push(meta({ name: 'robots', content: 'noindex, follow' }));
  } else {
    tags.push(link({ rel: 'canonical', href: url }));
    for (const alternate of hreflangAlternates(siteUrl, paths)) {
      tags.push(link({ rel: 'alternate', hreflang: alternate.hreflang, href: alternate.href + query }));
    }
  }
  tags.push(
    meta({ property: 'og:site_name', content: input.siteName }),
    meta({ property: 'og:type', content: page.type ?? 'website' }),
    meta({ property: 'og:title', content: title }),
    meta({ property: 'og:description', content: description }),
    meta({ property: 'og:url', content: url }),
    meta({ property: 'og:locale', content: OG_LOCALES[locale] }),
  );
  for (const other of LOCALES) {
    if (other !== locale && paths[other] !== undefined) tags.push(meta({ property: 'og:locale:alternate', content: OG_LOCALES[other] }));
  }
  tags.push(meta({ property: 'og:image', content: imageUrl }));
  const resized = imageUrl.includes('resize=') && image.width && image.height ? Math.min(image.width, 1200) / image.width : 1;
  if (image.width && image.height) {
    tags.push(
      meta({ property: 'og:image:width', content: String(Math.round(image.width * resized)) }),
      meta({ property: 'og:image:height', content: String(Math.round(image.height * resized)) }),
    );
  }
  if (image.alt) tags.push(meta({ property: 'og:image:alt', content: image.alt }));
  tags.push(
    meta({ name: 'twitter:card', content: 'summary_large_image' }),
    meta({ name: 'twitter:title', content: title }),
    meta({ name: 'twitter:description', content: description }),
    meta({ name: 'twitter:image', content: imageUrl }),
  );
  if (image.alt) tags.push(meta({ name: 'twitter:image:alt', content: image.alt }));
  return { title, tags };
}
