import { type ContentRefusal } from './content-gateway.port';
import { type Locale } from '../../shared/locale';
import { type Result } from '../../shared/result';
import { type CatalogItems, type CatalogKind, type CatalogListQuery, type CatalogPage } from '../domain/catalog';

/** The localised content entities (destinations, routes, companies, posts, offers) of the Content API. */
export interface CatalogGateway {
  /** One page of the active items of a kind in a locale, filtered; fails with a ContentRefusal. */
  list<K extends CatalogKind>(kind: K, query: CatalogListQuery): Promise<Result<CatalogPage<CatalogItems[K]>, ContentRefusal>>;
  /** The active item of a kind with this slug in a locale, with its images and translations, or null; fails with a ContentRefusal. */
  findBySlug<K extends CatalogKind>(kind: K, slug: string, locale: Locale): Promise<Result<CatalogItems[K] | null, ContentRefusal>>;
}
