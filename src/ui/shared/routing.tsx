/**
 * The routes every screen hangs from, and the helpers a screen's route (`screens/<screen>/<screen>.route.ts`) is made
 * with. src/ui/router.tsx puts the screens' routes together into the route tree.
 */
import { type QueryClient } from '@tanstack/react-query';
import {
  Outlet, createRootRouteWithContext, createRoute, type lazyRouteComponent, useMatches, useRouter, useRouterState,
} from '@tanstack/react-router';
import { useEffect } from 'react';
import { MENU_NAMES } from '../../core/content/domain/menu';
import { DEFAULT_LOCALE, type Locale, isLocale, PREFIXED_LOCALES, splitLocalePath } from '../../core/shared/locale';
import { contentQueryDeps, menuQueryOptions, settingsQueryOptions } from './content/queries';
import { type DomainName } from './domain-loader';
import { ensureAllMessages, ensureContentMessages } from './i18n/load-messages';
import { prefetchLinksWhenIdle } from './idle-prefetch';
import { type LayoutName, DefaultLayout, Layout } from './layout/layouts';
import { NotFoundPage } from './not-found/not-found-page';
import { type Resolver } from './resolver';
import { DocumentHead } from './seo/document-head';
import { uiTokens } from './view-model-tokens';

export interface RouterContext {
  queryClient: QueryClient;
  resolver: Resolver;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    layout?: LayoutName;
    /** `content`: the screen shows the shell and content parts of the messages only (message-split.ts). */
    messages?: 'content';
  }
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  // A path no locale route matches (e.g. `/el/...`): the 404 in the default layout.
  notFoundComponent: () => <DefaultLayout><NotFoundPage /></DefaultLayout>,
});

/** The optional locale segment: Greek has none; `/en /de /it /fr /es`; anything else (`/el`) does not match. */
export const localeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '{-$locale}',
  params: {
    parse: (raw: { locale?: string }) => {
      if (raw.locale === undefined) return { locale: undefined };
      return (PREFIXED_LOCALES as string[]).includes(raw.locale) ? { locale: raw.locale as Locale } : false;
    },
    stringify: (params: { locale?: Locale }) => ({ locale: params.locale === DEFAULT_LOCALE ? undefined : params.locale }),
  },
  // Every screen but home needs more of the locale's messages: they load before it renders (load-messages.ts). A
  // content screen needs the content part only, so a destination or blog page does not download and run the messages
  // of the booking, the tickets and the account (about three quarters of the catalogue).
  beforeLoad: async ({ params, location, matches }) => {
    const locale: Locale = isLocale(params.locale) ? params.locale : DEFAULT_LOCALE;
    if (splitLocalePath(location.pathname).path.replace(/\/+$/, '') === '') return;
    if (matches.at(-1)?.staticData?.messages === 'content') await ensureContentMessages(locale);
    else await ensureAllMessages(locale);
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

/** A screen's page component, loaded with its own chunk. */
export type LazyPage = ReturnType<typeof lazyRouteComponent>;

/** A screen that needs no domain beyond the first load's. */
export function page(path: string, component: LazyPage, layout: LayoutName = 'default') {
  return createRoute({ getParentRoute: () => localeRoute, path, component, staticData: { layout } });
}

/** A screen whose view models come with lazily loaded domains: its loader loads them before it renders. */
export function domainScreen(path: string, domains: DomainName[], component: LazyPage, layout: LayoutName) {
  return createRoute({
    getParentRoute: () => localeRoute,
    path,
    loader: async ({ context }) => { await context.resolver.get(uiTokens.Domains).require(...domains); },
    component,
    staticData: { layout },
  });
}
