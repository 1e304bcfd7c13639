import { LOCALES, type Locale } from '../../shared/locale';

/** The localised content entities that have a list and a detail screen (SPEC.md sections 2 and 3). */
export type CatalogKind = 'destinations' | 'routes' | 'companies' | 'posts' | 'offers';
export const CATALOG_KINDS: readonly CatalogKind[] = ['destinations', 'routes', 'companies', 'posts', 'offers'];

/** The locale-free path of each kind's list; a detail is `{path}/{slug}` (posts live under `/blog`). */
export const CATALOG_PATHS: Readonly<Record<CatalogKind, string>> = {
  destinations: '/destinations', routes: '/routes', companies: '/companies', posts: '/blog', offers: '/offers',
};

/** An image with its intrinsic size, so a page reserves its space before it loads. */
export interface ContentImage {
  readonly url: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}

/** The same item in another language. */
export interface CatalogTranslation {
  readonly locale: Locale;
  readonly slug: string;
}

/** What every localised entity has; `name` is a post's or offer's title. Rich text is sanitised by the server. */
export interface CatalogItemBase {
  readonly id: number;
  readonly slug: string;
  readonly locale: Locale;
  readonly name: string;
  readonly excerpt: string;
  readonly metaTitle: string | null;
  readonly metaDescription: string | null;
  readonly metaKeywords: string | null;
  /** The image a share preview shows (Open Graph). */
  readonly ogImage: ContentImage | null;
  readonly translations: readonly CatalogTranslation[];
}

export interface DestinationLink { readonly id: number; readonly slug: string; readonly name: string; readonly portCode: string }
export interface RouteLink { readonly id: number; readonly slug: string; readonly name: string; readonly fromPortCode: string; readonly toPortCode: string }

export interface Destination extends CatalogItemBase {
  readonly portCode: string;
  readonly kind: 'domestic' | 'international';
  readonly popular: boolean;
  readonly descriptionHtml: string;
  readonly largeImage: ContentImage | null;
  readonly smallImage: ContentImage | null;
  readonly relatedDestinations: readonly DestinationLink[];
  readonly relatedRoutes: readonly RouteLink[];
}

export interface FerryRoute extends CatalogItemBase {
  readonly fromPortCode: string;
  readonly toPortCode: string;
  readonly popular: boolean;
  /** The fastest crossing, in minutes. */
  readonly durationMinutes: number | null;
  readonly distanceMiles: number | null;
  readonly descriptionHtml: string;
  readonly largeImage: ContentImage | null;
  readonly smallImage: ContentImage | null;
}

export interface Company extends CatalogItemBase {
  /** The company's code in the ferry network (`BSF`), as sailings name it. */
  readonly code: string;
  readonly country: string;
  readonly founded: number | null;
  readonly descriptionHtml: string;
  readonly logo: ContentImage | null;
}

export interface Post extends CatalogItemBase {
  readonly bodyHtml: string;
  readonly author: string;
  readonly tags: readonly string[];
  readonly publishedAt: string;
  readonly category: { readonly slug: string; readonly name: string } | null;
  readonly mainImage: ContentImage | null;
}

export interface Offer extends CatalogItemBase {
  readonly bodyHtml: string;
  readonly companyCode: string | null;
  readonly discountPercent: number;
  readonly validFrom: string | null;
  readonly validUntil: string | null;
  readonly image: ContentImage | null;
}

export interface CatalogItems {
  destinations: Destination;
  routes: FerryRoute;
  companies: Company;
  posts: Post;
  offers: Offer;
}

/** Which items a list shows; every filter is optional and they combine. */
export interface CatalogFilter {
  readonly popular?: boolean;
  readonly destinationKind?: 'domestic' | 'international';
  readonly ids?: readonly number[];
  /** Companies by network code, offers by their company's code. */
  readonly companyCodes?: readonly string[];
  /** Destinations at, or routes touching, one of these ports. */
  readonly portCodes?: readonly string[];
}

export interface CatalogListQuery {
  readonly locale: Locale;
  /** 1-based. */
  readonly page?: number;
  readonly take?: number;
  readonly filter?: CatalogFilter;
}

export interface CatalogPage<T> {
  readonly items: readonly T[];
  readonly total: number;
  readonly page: number;
  readonly take: number;
}

/** How many pages a list of `total` items has at `take` a page (at least 1). */
export function pageCount(total: number, take: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, take)));
}

/** The locale-free path of an item's detail screen. */
export function catalogPath(kind: CatalogKind, slug: string): string {
  return `${CATALOG_PATHS[kind]}/${slug}`;
}

/** The item's detail path in every language it exists in (its own included), for the language switch. */
export function catalogAlternatePaths(kind: CatalogKind, item: Pick<CatalogItemBase, 'locale' | 'slug' | 'translations'>): Partial<Record<Locale, string>> {
  const paths: Partial<Record<Locale, string>> = { [item.locale]: catalogPath(kind, item.slug) };
  for (const t of item.translations) if (LOCALES.includes(t.locale)) paths[t.locale] = catalogPath(kind, t.slug);
  return paths;
}

export interface DestinationGroups {
  readonly popular: readonly Destination[];
  readonly domestic: readonly Destination[];
  readonly international: readonly Destination[];
}

/** The destinations list's groups: popular ones first, then every domestic and every international one by name. */
export function groupDestinations(items: readonly Destination[], locale: Locale): DestinationGroups {
  const byName = [...items].sort((a, b) => a.name.localeCompare(b.name, locale));
  return {
    popular: byName.filter((d) => d.popular),
    domestic: byName.filter((d) => d.kind === 'domestic'),
    international: byName.filter((d) => d.kind === 'international'),
  };
}

/** The image a card of the item shows (the small one where there is one). */
export function cardImage(item: CatalogItems[CatalogKind]): ContentImage | null {
  if ('smallImage' in item) return item.smallImage ?? item.largeImage;
  if ('mainImage' in item) return item.mainImage;
  if ('logo' in item) return item.logo;
  if ('image' in item) return item.image;
  return null;
}

/** The page title: the meta title as the editor wrote it, or the item's name. */
export function catalogTitle(item: Pick<CatalogItemBase, 'metaTitle' | 'name'>): string {
  return item.metaTitle || item.name;
}

/** Whether an offer can be used at the instant `nowIso`: inside its validity, ends included. */
export function isOfferCurrent(offer: Pick<Offer, 'validFrom' | 'validUntil'>, nowIso: string): boolean {
  const now = Date.parse(nowIso);
  if (offer.validFrom && Date.parse(offer.validFrom) > now) return false;
  return !(offer.validUntil && Date.parse(offer.validUntil) < now);
}
