/**
 * The server-side rendering entry (built by `vite build` into `dist/server/entry-server.js`, imported at run time by
 * `server/http/ssr.ts`). `render(url, { origin, locale })` renders the page at `url` to HTML with the same provider
 * tree as `src/boot.tsx`, after the router's loaders have filled the query cache, and returns the status (404 when
 * the router matched nothing), the HTML of `#root`, the page's head and the dehydrated query cache the browser
 * hydrates from. The container comes from the composition root (`createServerRenderContainer`): the browser's
 * domains (the same HTTP gateways) pointed at the shop server itself (`origin`), with a memory store and a console
 * logger instead of session storage and remote logging.
 */
import { QueryClient, dehydrate } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { enableStaticRendering } from 'mobx-react-lite';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createServerRenderContainer } from './composition/browser';
import { type Locale, splitLocalePath } from './core/shared/locale';
import { AppProviders } from './ui/app-providers';
import { createAppRouter } from './ui/router';
import { type HeadTag } from './core/seo';
import { HeadContext, type HeadCollector } from './ui/shared/head-context';
import { loadMessages } from './ui/shared/i18n/load-messages';
import { type Resolver } from './ui/shared/resolver';
import { headFor } from './ui/shared/seo/head-tags';

// Observers render once on the server and never subscribe (no reactions left behind per request).
enableStaticRendering(true);

export interface RenderOptions {
  /** The shop server itself, e.g. `http://127.0.0.1:3000`: the gateways call its API over loopback. */
  origin: string;
  /** The page's locale (from the URL's prefix, as the server reads it). */
  locale: Locale;
  /** The shop's public origin (PUBLIC_URL): canonical, hreflang and Open Graph URLs are absolute on it. */
  publicUrl?: string;
  /** The fetch the gateways use (the server passes one that caches menus and settings briefly). */
  fetch?: typeof fetch;
  /** How long the loaders' queries may take before the page renders with what it has. */
  timeoutMs?: number;
}

export interface RenderResult {
  status: number;
  html: string;
  /** The title, description and every other head element (canonical, hreflang, robots, Open Graph, Twitter). */
  head: { title: string; description?: string; tags: HeadTag[] };
  dehydratedState: unknown;
}

/** Resolves when no query is fetching (the locale route's loader starts the menus and settings without waiting). */
function queriesSettled(queryClient: QueryClient, timeoutMs: number): Promise<void> {
  if (queryClient.isFetching() === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) queueMicrotask(() => { if (queryClient.isFetching() === 0) done(); });
    });
  });
}

/**
 * Each locale's complete catalogue, loaded once: every render uses the same, and loading it again would copy its
 * thousand-odd messages each time (kept here, in the server's bundle, not in the browser's first download).
 */
const catalogues = new Map<Locale, Promise<Record<string, string>>>();

function messagesOf(locale: Locale): Promise<Record<string, string>> {
  let loading = catalogues.get(locale);
  if (!loading) {
    loading = loadMessages(locale, { complete: true });
    catalogues.set(locale, loading);
    loading.catch(() => catalogues.delete(locale));
  }
  return loading;
}

export async function render(url: string, options: RenderOptions): Promise<RenderResult> {
  const container = createServerRenderContainer(options);
  const resolver: Resolver = { get: (key) => container.get(key) };
  const queryClient = new QueryClient({
    // No retries on the server: a failed menu renders empty and the browser asks again.
    defaultOptions: { queries: { refetchOnWindowFocus: false, retry: false } },
  });
  const messages = await messagesOf(options.locale);
  // The router's canonical paths have no trailing slash (`/en/` shows `/en`): render that page, as the browser will.
  const [path = '/', query] = url.split(/(?=\?)/, 2);
  const canonical = (path.replace(/\/+$/, '') || '/') + (query ?? '');
  const router = createAppRouter({ queryClient, resolver, history: createMemoryHistory({ initialEntries: [canonical] }) });
  // The browser restores scroll positions itself; on the server the router would add an inline script (CSP).
  router.update({ ...router.options, scrollRestoration: false });
  await router.load();
  await queriesSettled(queryClient, options.timeoutMs ?? 3000);

  // A route's loader threw notFound (status), or no route matched the path (the router's boundary flag).
  const notFound = router.state.matches.some((match) => match.status === 'notFound' || (match as { _notFound?: boolean })._notFound === true);
  // A redirect renders nothing here: the browser's render follows it.
  if (router.state.matches.length === 0) throw new Error(`${url}: the router redirected; not rendered on the server`);
  const failed = router.state.matches.some((match) => match.status === 'error');
  if (failed) {
    const error = router.state.matches.find((match) => match.status === 'error')?.error;
    throw error instanceof Error ? error : new Error('a route loader failed');
  }
  const head: HeadCollector = { page: {} };
  const html = renderToString(
    <StrictMode>
      <HeadContext.Provider value={head}>
        <AppProviders resolver={resolver} queryClient={queryClient} locale={options.locale} messages={messages}>
          <RouterProvider router={router} />
        </AppProviders>
      </HeadContext.Provider>
    </StrictMode>,
  );
  const dehydratedState = dehydrate(queryClient);
  queryClient.clear();
  const route = head.route ?? {
    locale: options.locale, path: splitLocalePath(path).path, defaultDescription: '', defaultImageAlt: '',
  };
  const page = notFound ? { ...head.page, noindex: true } : head.page;
  const tags = headFor(options.publicUrl ?? options.origin, route, page);
  const description = tags.tags.find((tag) => tag.tag === 'meta' && tag.attrs.name === 'description')?.attrs.content;
  return {
    status: notFound ? 404 : 200,
    html,
    head: { title: tags.title, ...(description ? { description } : {}), tags: [...tags.tags] },
    dehydratedState,
  };
}
