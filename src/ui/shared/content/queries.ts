import { queryOptions, useQuery } from '@tanstack/react-query';
import { type MenuItem, type MenuName, type SiteSettings } from '../../../core/content';
import { type Locale } from '../../../core/shared/locale';
import { type Logger } from '../../../core/shared/logger.port';
import { type Resolver } from '../resolver';
import { useService } from '../use-view-model';
import { type ContentReader, uiTokens } from '../view-model-tokens';
import { describeRefusal } from '../../../core/shared/refusal';

export interface ContentQueryDeps {
  content: ContentReader;
  logger: Logger;
}

const FIVE_MINUTES = 5 * 60_000;

/** A server menu in a locale. A failure is logged (SPEC.md section 8) and the query errors: the menu stays empty. */
export function menuQueryOptions(deps: ContentQueryDeps, name: MenuName, locale: Locale) {
  return queryOptions({
    queryKey: ['content', 'menu', name, locale],
    staleTime: FIVE_MINUTES,
    retry: 1,
    queryFn: async (): Promise<MenuItem[]> => {
      const result = await deps.content.loadMenu.execute({ name, locale });
      if (result.ok) return result.value;
      deps.logger.log('warn', `menu "${name}" (${locale}) not loaded: ${describeRefusal(result.error.failure)}`);
      throw new Error(`menu ${name} unavailable`);
    },
  });
}

/** The shop settings (support contact, social and app links, reviews). Failures are logged. */
export function settingsQueryOptions(deps: ContentQueryDeps) {
  return queryOptions({
    queryKey: ['content', 'settings'],
    staleTime: FIVE_MINUTES,
    retry: 1,
    queryFn: async (): Promise<SiteSettings> => {
      const result = await deps.content.loadSettings.execute();
      if (result.ok) return result.value;
      deps.logger.log('warn', `settings not loaded: ${describeRefusal(result.error.failure)}`);
      throw new Error('settings unavailable');
    },
  });
}

/** The query dependencies from the container (also what route loaders use). */
export function contentQueryDeps(resolver: Resolver): ContentQueryDeps {
  return { content: resolver.get(uiTokens.ContentReader), logger: resolver.get(uiTokens.Logger) };
}

export function useContentQueryDeps(): ContentQueryDeps {
  return { content: useService(uiTokens.ContentReader), logger: useService(uiTokens.Logger) };
}

export function useMenu(name: MenuName, locale: Locale) {
  return useQuery(menuQueryOptions(useContentQueryDeps(), name, locale));
}

export function useSettings() {
  return useQuery(settingsQueryOptions(useContentQueryDeps()));
}
