import {
  type RouterHistory, createRoute, createRouter, lazyRouteComponent,
} from '@tanstack/react-router';
import { ChunkErrorBoundary } from './chunk-error';
import { LOADING_INDICATOR_DELAY_MS, PageLoading } from './shared/layout/page-loading';
import { NotFoundPage } from './shared/not-found/not-found-page';
import { type RouterContext, localeRoute, rootRoute } from './shared/routing';
import { uiTokens } from './shared/view-model-tokens';
import { accountRoute } from './screens/account/account.route';
import { activateAccountRoute } from './screens/activate-account/activate-account.route';
import { authFlowRoute } from './screens/auth-flow/auth-flow.route';
import { resultsRoute } from './screens/booking/booking.route';
import { booknowRoute } from './screens/booknow/booknow.route';
import { catalogRoutes } from './screens/catalog/catalog.route';
import { changePasswordRoute } from './screens/change-password/change-password.route';
import { confirmEmailRoute } from './screens/confirm-email/confirm-email.route';
import { contentPageRoute } from './screens/content-page/content-page.route';
import { homeRoute } from './screens/home/home.route';
import { loginRoute } from './screens/login/login.route';
import { manageRoute } from './screens/manage/manage.route';
import { pwaMenuRoute } from './screens/pwa-menu/pwa-menu.route';
import { successRoute } from './screens/success/success.route';
import { ticketsRoute } from './screens/tickets/tickets.route';

/**
 * The route tree: each screen's route comes from its folder (`screens/<screen>/<screen>.route.ts`), hung from the
 * locale route (shared/routing.tsx). `/error` stays here: it shows the error screen or, after a failed card payment,
 * the payment-failure screen.
 */
/** `/error`: the error page; after a declined or cancelled card payment (`?reason=payment`) the failed booking page. */
const errorRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'error',
  loaderDeps: ({ search }) => ({ payment: (search as Record<string, unknown>).reason === 'payment' }),
  loader: async ({ context, deps }) => {
    // The page's chunk loads here too: rendered already loaded, it never suspends inside this route's component.
    if (deps.payment) await Promise.all([context.resolver.get(uiTokens.Domains).require('search', 'booking', 'coupon', 'auth'), PaymentFailure.preload?.()]);
    return deps;
  },
  component: ErrorRouteScreen,
});
const PaymentFailure = lazyRouteComponent(() => import('./screens/payment-failure/payment-failure-page'), 'PaymentFailurePage');

function ErrorRouteScreen() {
  // From the loader's data, so the failure page renders only once its domains have loaded.
  const { payment } = errorRoute.useLoaderData();
  return payment ? <PaymentFailure /> : <ErrorScreen />;
}

const routeTree = rootRoute.addChildren([
  localeRoute.addChildren([
    homeRoute,
    resultsRoute,
    successRoute,
    manageRoute,
    ticketsRoute,
    booknowRoute,
    accountRoute,
    activateAccountRoute,
    changePasswordRoute,
    confirmEmailRoute,
    loginRoute,
    authFlowRoute,
    ...catalogRoutes,
    pwaMenuRoute,
    errorRoute,
    contentPageRoute,
  ]),
]);

function ErrorScreen() {
  return <ChunkErrorBoundary error={undefined} />;
}

export interface AppRouterOptions extends RouterContext {
  history?: RouterHistory;
}

export function createAppRouter({ queryClient, resolver, history }: AppRouterOptions) {
  return createRouter({
    routeTree,
    context: { queryClient, resolver },
    history,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: ({ error }) => <ChunkErrorBoundary error={error} />,
    defaultNotFoundComponent: NotFoundPage,
    defaultPendingComponent: PageLoading,
    defaultPendingMs: LOADING_INDICATOR_DELAY_MS,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
