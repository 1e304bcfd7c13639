import { type QueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { notFound, useParams } from '@tanstack/react-router';
import { type CatalogItems, type CatalogKind, catalogAlternatePaths } from '../../../core/content';
import { DEFAULT_LOCALE, type Locale, isLocale } from '../../../core/shared/locale';
import { type AlternatesLoaderData } from '../i18n/language-links';
import { useLocale } from '../i18n/use-locale';
import { type Resolver, useResolver } from '../resolver';
import { type CatalogListParams, type CatalogQueryDeps, catalogItemQueryOptions, catalogListQueryOptions, catalogQueryDeps } from './queries';

export interface ScreenContext {
  queryClient: QueryClient;
  resolver: Resolver;
}

/** What a content route's loader receives: the locale segment, the slug of a detail, the query (`?page=2`). */
export interface ScreenParams {
  locale?: string;
  slug?: string;
  search?: Record<string, unknown>;
}

/** The page of a paged list from the query: a whole number from 1 (anything else is page 1). */
export function pageParam(search: Record<string, unknown> | undefined): number {
  const page = Math.floor(Number(search?.page));
  return Number.isFinite(page) && page > 1 ? page : 1;
}

export const screenLocale = (params: ScreenParams): Locale => (isLocale(params.locale) ? params.locale : DEFAULT_LOCALE);

/** Fills the cache with a list page before the screen renders (the server render then has it too). */
export async function ensureList<K extends CatalogKind>(context: ScreenContext, kind: K, params: CatalogListParams) {
  return context.queryClient.ensureQueryData(catalogListQueryOptions(catalogQueryDeps(context.resolver), kind, params));
}

/**
 * A detail route's loader: the item by its slug (notFound when there is none, so the 404 shows with its status) and
 * the paths of its translations for the language switch.
 */
export async function ensureItem<K extends CatalogKind>(context: ScreenContext, kind: K, params: ScreenParams): Promise<{ item: CatalogItems[K]; data: AlternatesLoaderData }> {
  const item = await context.queryClient.ensureQueryData(
    catalogItemQueryOptions(catalogQueryDeps(context.resolver), kind, params.slug ?? '', screenLocale(params)),
  );
  if (!item) throw notFound();
  return { item, data: { alternatePaths: catalogAlternatePaths(kind, item) } };
}

export function useCatalogDeps(): CatalogQueryDeps {
  return catalogQueryDeps(useResolver());
}

/** The list page the loader fetched. */
export function useCatalogList<K extends CatalogKind>(kind: K, params: Omit<CatalogListParams, 'locale'>) {
  const locale = useLocale();
  return useSuspenseQuery(catalogListQueryOptions(useCatalogDeps(), kind, { ...params, locale })).data;
}

/** The item of the route's slug, as the loader fetched it (a 404 when it vanished meanwhile). */
export function useCatalogItem<K extends CatalogKind>(kind: K): CatalogItems[K] {
  const { slug = '' } = useParams({ strict: false });
  const locale = useLocale();
  const { data } = useSuspenseQuery(catalogItemQueryOptions(useCatalogDeps(), kind, slug, locale));
  if (!data) throw notFound();
  return data;
}
