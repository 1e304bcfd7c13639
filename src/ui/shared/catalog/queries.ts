import { queryOptions } from '@tanstack/react-query';
import { type CatalogFilter, type CatalogItems, type CatalogKind, type CatalogPage } from '../../../core/content';
import { type Locale } from '../../../core/shared/locale';
import { type Logger } from '../../../core/shared/logger.port';
import { type Resolver } from '../resolver';
import { uiTokens } from '../view-model-tokens';
import { type CatalogReader } from './catalog-reader';
import { describeRefusal } from '../../../core/shared/refusal';

const FIVE_MINUTES = 5 * 60_000;

/** What the content screens' queries need: the catalogue reader once its domain has loaded, and the logger. */
export interface CatalogQueryDeps {
  reader: () => Promise<CatalogReader>;
  logger: Logger;
}

/** The query dependencies from the container (route loaders and components alike); the domain loads on first use. */
export function catalogQueryDeps(resolver: Resolver): CatalogQueryDeps {
  return {
    reader: async () => {
      await resolver.get(uiTokens.Domains).require('catalog');
      return resolver.get(uiTokens.CatalogReader);
    },
    logger: resolver.get(uiTokens.Logger),
  };
}

export interface CatalogListParams {
  readonly locale: Locale;
  readonly page?: number;
  readonly take?: number;
  readonly filter?: CatalogFilter;
}

/** One page of a kind's list. A server failure is logged and the query errors (the route's error screen shows). */
export function catalogListQueryOptions<K extends CatalogKind>(deps: CatalogQueryDeps, kind: K, params: CatalogListParams) {
  return queryOptions({
    queryKey: ['catalog', kind, 'list', params.locale, params.page ?? 1, params.take ?? 20, params.filter ?? {}],
    staleTime: FIVE_MINUTES,
    retry: 1,
    queryFn: async (): Promise<CatalogPage<CatalogItems[K]>> => {
      const result = await (await deps.reader()).loadList.execute(kind, params);
      if (result.ok) return result.value;
      deps.logger.log('error', `${kind} list (${params.locale}) not loaded: ${describeRefusal(result.error.failure)}`);
      throw new Error(`${kind} unavailable`);
    },
  });
}

/** The active item of a kind with this slug; `null` when there is none (the route then shows the 404). */
export function catalogItemQueryOptions<K extends CatalogKind>(deps: CatalogQueryDeps, kind: K, slug: string, locale: Locale) {
  return queryOptions({
    queryKey: ['catalog', kind, 'item', locale, slug],
    staleTime: FIVE_MINUTES,
    retry: 1,
    queryFn: async (): Promise<CatalogItems[K] | null> => {
      const result = await (await deps.reader()).loadItem.execute(kind, { slug, locale });
      if (result.ok) return result.value;
      if (result.error.kind === 'NotFound') return null;
      deps.logger.log('error', `${kind} "${slug}" (${locale}) not loaded: ${describeRefusal(result.error.failure)}`);
      throw new Error(`${kind} ${slug} unavailable`);
    },
  });
}
