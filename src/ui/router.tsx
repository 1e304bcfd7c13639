import { type QueryClient } from '@tanstack/react-query';
import {
  type RouterHistory, Outlet, createRootRouteWithContext, createRoute, createRouter, lazyRouteComponent, useMatches,
  useRouter, useRouterState,
} from '@tanstack/react-router';
import { useEffect } from 'react';
import { MENU_NAMES } from '../core/content';
import { DEFAULT_LOCALE, type Locale, isLocale, PREFIXED_LOCALES, splitLocalePath } from '../core/shared/locale';
import { ensureAllMessages } from './shared/i18n/load-messages';
import { contentQueryDeps, menuQueryOptions, settingsQueryOptions } from './shared/content/queries';
import { ChunkErrorBoundary } from './chunk-error';
import { type LayoutName, DefaultLayout, Layout } from './shared/layout/layouts';
import { prefetchLinksWhenIdle } from './shared/idle-prefetch';
import { type DomainName } from './shared/domain-loader';
import { type Resolver } from './shared/resolver';
import { uiTokens } from './shared/view-model-tokens';
import { HomePage } from './screens/home/home-page';
import { NotFoundPage } from './screens/not-found/not-found-page';
import { LOADING_INDICATOR_DELAY_MS, PageLoading } from './shared/layout/page-loading';
import { DocumentHead } from './shared/seo/document-head';
import { type ContentScreenName } from './screens/catalog/screens';

export interface RouterContext {
  queryClient: QueryClient;
  resolver: Resolver;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    layout?: LayoutName;
  }
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  // A path no locale route matches (e.g. `/el/...`): the 404 in the default layout.
  notFoundComponent: () => <DefaultLayout><NotFoundPage /></DefaultLayout>,
});

/** The optional locale segment: Greek has none; `/en /de /it /fr /es`; anything else (`/el`) does not match. */
const localeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '{-$locale}',
  params: {
    parse: (raw: { locale?: string }) => {
      if (raw.locale === undefined) return { locale: undefined };
      return (PREFIXED_LOCALES as string[]).includes(raw.locale) ? { locale: raw.locale as Locale } : false;
    },
    stringify: (params: { locale?: Locale }) => ({ locale: params.locale === DEFAULT_LOCALE ? undefined : params.locale }),
  },
  // Every screen but home needs the rest of the locale's messages: they load before it renders (load-messages.ts).
  beforeLoad: async ({ params, location }) => {
    const locale: Locale = isLocale(params.locale) ? params.locale : DEFAULT_LOCALE;
    if (splitLocalePath(location.pathname).path.replace(/\/+$/, '') !== '') await ensureAllMessages(locale);
  },
  loader: ({ context, params }) => {
    const locale: Locale = isLocale(params.locale) ? params.locale : DEFAULT_LOCALE;
    const deps = contentQueryDeps(context.resolver);
    for (const name of MENU_NAMES) void context.queryClient.prefetchQuery(menuQueryOptions(deps, name, locale));
    void context.queryClient.prefetchQuery(settingsQueryOptions(deps));
  },
  component: LocaleLayout,
  notFoundComponent: NotFoundPage,
});

function LocaleLayout() {
  const layout = useMatches({ select: (matches) => matches.at(-1)?.staticData?.layout ?? 'default' });
  useIdleLinkPrefetch();
  // After the page, so the head it describes is known when the head is written (server render and effects alike).
  return <><Layout name={layout}><Outlet /></Layout><DocumentHead /></>;
}

/** After each page shows, the screens its links lead to are preloaded when the browser is idle. */
function useIdleLinkPrefetch() {
  const router = useRouter();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  useEffect(() => prefetchLinksWhenIdle((path) => {
    router.preloadRoute({ to: path }).catch(() => undefined);
  }), [router, pathname]);
}

const PwaMenu = lazyRouteComponent(() => import('./screens/pwa-menu/pwa-menu-page'), 'PwaMenuPage');

function page(path: string, component: ReturnType<typeof lazyRouteComponent>, layout: LayoutName = 'default') {
  return createRoute({ getParentRoute: () => localeRoute, path, component, staticData: { layout } });
}

const homeRoute = createRoute({ getParentRoute: () => localeRoute, path: '/', component: HomePage });

/**
 * The catch-all content page; a locale code is never a page slug (`/en` is English home, `/el` a 404). Its loader
 * and component come with the page's chunk; an unknown slug throws notFound, so the 404 page shows.
 */
const contentPageRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: '$slug',
  params: { parse: (raw: { slug: string }) => (isLocale(raw.slug) ? false : raw) },
  loader: async ({ context, params }) => {
    const { loadContentPage } = await import('./screens/content-page/content-page');
    return loadContentPage(context, params.slug, isLocale(params.locale) ? params.locale : DEFAULT_LOCALE);
  },
  component: lazyRouteComponent(() => import('./screens/content-page/content-page'), 'ContentPage'),
  notFoundComponent: NotFoundPage,
});

/** A content screen (lists, details, contact): its loader and component come with the content screens' chunk. */
function contentScreen(path: string, name: ContentScreenName) {
  const load = async () => (await import('./screens/catalog/screens')).CONTENT_SCREENS[name];
  return createRoute({
    getParentRoute: () => localeRoute,
    path,
    loader: async ({ context, params, location }) => (await load()).loadScreen(context, { ...params, search: location.search }),
    component: lazyRouteComponent(load, 'Screen'),
    // A detail's unknown slug (its loader throws notFound) shows the 404 here; a list screen has none, or a longer
    // path such as `/contact/atlantis` would match it fuzzily and render the list instead of the 404.
    ...(path.includes('$') ? { notFoundComponent: NotFoundPage } : {}),
  });
}

/** A screen whose view models come with lazily loaded domains: its loader loads them before it renders. */
function domainScreen(path: string, domains: DomainName[], component: ReturnType<typeof lazyRouteComponent>, layout: LayoutName) {
  return createRoute({
    getParentRoute: () => localeRoute,
    path,
    loader: async ({ context }) => { await context.resolver.get(uiTokens.Domains).require(...domains); },
    component,
    staticData: { layout },
  });
}

const accountRoute = domainScreen('account', ['auth', 'account'], lazyRouteComponent(() => import('./screens/account/account-page'), 'AccountPage'), 'default');
const activateAccountRoute = domainScreen('activate-account', ['auth'],
  lazyRouteComponent(() => import('./screens/activate-account/activate-account-page'), 'ActivateAccountPage'), 'empty');
const changePasswordRoute = domainScreen('change-password', ['auth'],
  lazyRouteComponent(() => import('./screens/change-password/change-password-page'), 'ChangePasswordPage'), 'empty');
// The link an e-mail change sent to the new address (its view model comes with the account domain).
const confirmEmailRoute = domainScreen('confirm-email', ['auth', 'account'],
  lazyRouteComponent(() => import('./screens/confirm-email/confirm-email-page'), 'ConfirmEmailPage'), 'empty');
// The dialog opens over /login (LoginDialogHost); the page itself needs no domain.
const loginRoute = page('login', lazyRouteComponent(() => import('./screens/login/login-page'), 'LoginPage'), 'empty');

/**
 * The booking steps for the search in the URL (`/results?trip=…&legs=…`). The domains, the loader's work and the
 * screen come with the results chunk, never with the home page; the loader prefetches the sailings. A complete search
 * in the home page's wizard preloads this route (shared/search/results-preload.tsx): the navigation then finds the
 * domains, the chunk and the sailings (fresh for a minute) ready, and the loader's second run fetches nothing.
 */
const resultsRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'results',
  loaderDeps: ({ search }) => ({ search: search as Record<string, unknown> }),
  loader: async ({ context, params, deps }) => {
    // The domains and the results chunk load side by side.
    const [{ loadResults }] = await Promise.all([
      import('./screens/booking/results-page'),
      context.resolver.get(uiTokens.Domains).require('search', 'booking', 'coupon'),
    ]);
    loadResults(context, deps.search, isLocale(params.locale) ? params.locale : DEFAULT_LOCALE);
  },
  component: lazyRouteComponent(() => import('./screens/booking/results-page'), 'ResultsPage'),
  staticData: { layout: 'booking' },
});

/**
 * `/booknow`, the reseller booking entry: the reseller is the session's user (a visitor without one is sent to log in);
 * the booking domain brings its view model and the tab's booking, the auth domain the session check.
 */
const booknowRoute = domainScreen('booknow', ['booking', 'auth'], lazyRouteComponent(() => import('./screens/booknow/booknow-page'), 'BooknowPage'), 'booking');

// A test page for the log-in and log-out flow (SPEC.md section 2).
const authFlowRoute = domainScreen('test/auth-flow', ['auth'], lazyRouteComponent(() => import('./screens/auth-flow/auth-flow-page'), 'AuthFlowPage'), 'empty');

// Where the card payment ends (server/modules/payments): the reservation with its tickets, or what went wrong. The
// auth domain gives the calls the logged-in user's token: a user's order is only theirs to see.
const successRoute = domainScreen('success', ['search', 'booking', 'coupon', 'account', 'auth'],
  lazyRouteComponent(() => import('./screens/success/success-page'), 'SuccessPage'), 'booking');

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
    booknowRoute,
    accountRoute,
    activateAccountRoute,
    changePasswordRoute,
    confirmEmailRoute,
    loginRoute,
    authFlowRoute,
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
    page('pwaMenu', PwaMenu),
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
