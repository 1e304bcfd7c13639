import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { DEFAULT_LOCALE, isLocale } from '../../../core/shared/locale';
import { localeRoute } from '../../shared/routing';
import { uiTokens } from '../../shared/view-model-tokens';

/**
 * The booking steps for the search in the URL (`/results?trip=…&legs=…`). The domains, the loader's work and the
 * screen come with the results chunk, never with the home page; the loader prefetches the sailings. A complete search
 * in the home page's wizard preloads this route (shared/search/results-preload.tsx): the navigation then finds the
 * domains, the chunk and the sailings (fresh for a minute) ready, and the loader's second run fetches nothing.
 */
export const resultsRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'results',
  loaderDeps: ({ search }) => ({ search: search as Record<string, unknown> }),
  loader: async ({ context, params, deps, preload }) => {
    // The domains and the results chunk load side by side.
    const [{ loadResults }] = await Promise.all([
      import('./results-page'),
      context.resolver.get(uiTokens.Domains).require('search', 'booking', 'coupon'),
    ]);
    loadResults(context, deps.search, isLocale(params.locale) ? params.locale : DEFAULT_LOCALE, preload);
  },
  component: lazyRouteComponent(() => import('./results-page'), 'ResultsPage'),
  staticData: { layout: 'booking' },
});
