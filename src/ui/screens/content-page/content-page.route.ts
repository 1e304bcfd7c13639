import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { DEFAULT_LOCALE, isLocale } from '../../../core/shared/locale';
import { NotFoundPage } from '../../shared/not-found/not-found-page';
import { localeRoute } from '../../shared/routing';

/**
 * The catch-all content page; a locale code is never a page slug (`/en` is English home, `/el` a 404). Its loader
 * and component come with the page's chunk; an unknown slug throws notFound, so the 404 page shows.
 */
export const contentPageRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: '$slug',
  params: { parse: (raw: { slug: string }) => (isLocale(raw.slug) ? false : raw) },
  loader: async ({ context, params }) => {
    const { loadContentPage } = await import('./content-page');
    return loadContentPage(context, params.slug, isLocale(params.locale) ? params.locale : DEFAULT_LOCALE);
  },
  component: lazyRouteComponent(() => import('./content-page'), 'ContentPage'),
  staticData: { messages: 'content' },
  notFoundComponent: NotFoundPage,
});
