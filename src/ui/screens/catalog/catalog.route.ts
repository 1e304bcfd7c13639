import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { NotFoundPage } from '../../shared/not-found/not-found-page';
import { localeRoute } from '../../shared/routing';
import { type ContentScreenName } from './screens';

/** A content screen (lists, details, contact): its loader and component come with the content screens' chunk. */
function contentScreen(path: string, name: ContentScreenName) {
  const load = async () => (await import('./screens')).CONTENT_SCREENS[name];
  return createRoute({
    getParentRoute: () => localeRoute,
    path,
    loader: async ({ context, params, location }) => (await load()).loadScreen(context, { ...params, search: location.search }),
    component: lazyRouteComponent(load, 'Screen'),
    staticData: { messages: 'content' },
    // A detail's unknown slug (its loader throws notFound) shows the 404 here; a list screen has none, or a longer
    // path such as `/contact/atlantis` would match it fuzzily and render the list instead of the 404.
    ...(path.includes('$') ? { notFoundComponent: NotFoundPage } : {}),
  });
}

/** The content screens' routes: each list and its details, and the contact page. */
export const catalogRoutes = [
  contentScreen('blog', 'blog'),
  contentScreen('blog/$slug', 'post'),
  contentScreen('companies', 'companies'),
  contentScreen('companies/$slug', 'company'),
  contentScreen('destinations', 'destinations'),
  contentScreen('destinations/$slug', 'destination'),
  contentScreen('offers', 'offers'),
  contentScreen('offers/$slug', 'offer'),
  contentScreen('routes', 'routes'),
  contentScreen('routes/$slug', 'route'),
  contentScreen('contact', 'contact'),
];
