import { queryOptions } from '@tanstack/react-query';
import { type ContentPage } from '../../../core/content';
import { type Locale } from '../../../core/shared/locale';
import { type ContentQueryDeps } from '../../shared/content/queries';
import { describeRefusal } from '../../../core/shared/refusal';

const FIVE_MINUTES = 5 * 60_000;

/**
 * The active content page with this slug in a locale; `null` when there is none (the route then shows the 404).
 * A server failure is logged and the query errors (the route's error screen shows).
 */
export function pageQueryOptions(deps: ContentQueryDeps, slug: string, locale: Locale) {
  return queryOptions({
    queryKey: ['content', 'page', locale, slug],
    staleTime: FIVE_MINUTES,
    retry: 1,
    queryFn: async (): Promise<ContentPage | null> => {
      const result = await deps.content.loadPage.execute({ slug, locale });
      if (result.ok) return result.value;
      if (result.error.kind === 'NotFound') return null;
      deps.logger.log('error', `page "${slug}" (${locale}) not loaded: ${describeRefusal(result.error.failure)}`);
      throw new Error(`page ${slug} unavailable`);
    },
  });
}
