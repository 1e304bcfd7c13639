import { type DehydratedState, QueryClient, hydrate } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { forwardConsoleErrors } from './adapters/logging/remote.logger';
import { createBrowserContainerInSteps } from './composition/browser';
import { TOKENS } from './composition/tokens';
import { dateLocale } from './core/shared/date-locale';
import { splitLocalePath } from './core/shared/locale';
import { AppProviders } from './ui/app-providers';
import { createAppRouter } from './ui/router';
import { HeadContext } from './ui/shared/head-context';
import { isChunkLoadError } from './ui/shared/chunk-reload-guard';
import { type Messages, loadMessages } from './ui/shared/i18n/load-messages';
import { type Resolver } from './ui/shared/resolver';

// Starts the web app in steps, each a task of its own with a yield to the browser in between, so a slow phone never
// has its main thread blocked for long (input is handled and frames are drawn between the steps): the code is
// evaluated (one chunk: split in parts it would download several KB more), then the container is made, the router
// made and loaded, the Intl data warmed, and the page hydrated at transition priority (React yields every few ms).

/** Gives the main thread back to the browser (input, rendering) before the next step. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Creates the formatters react-intl needs once, one per step: the first use of a kind of Intl formatter loads its
 * locale data (tens of milliseconds on a phone), which would otherwise fall into the first render. src/main.tsx has
 * a worker make them first (ui/shared/i18n/intl-warm-up.ts), which loads that data for the whole page: then each of
 * these steps is cheap, and they stay for a browser without workers.
 */
async function warmIntl(locale: string): Promise<void> {
  const steps = [
    () => new Intl.NumberFormat(locale).format(1),
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(0),
    () => new Intl.PluralRules(locale).select(1),
  ];
  for (const step of steps) {
    step();
    await yieldToMain();
  }
}

/** Starts the web app: hydrates the server's render of `#root`, or renders it on the client. */
export async function start(): Promise<void> {
  // A language switch is a full page load, so the locale is read once, from the URL.
  const locale = splitLocalePath(window.location.pathname).locale;
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  const messagesLoad = loadMessages(locale);
  messagesLoad.catch(() => undefined); // awaited (and its failure handled) below
  await yieldToMain();

  const container = await createBrowserContainerInSteps({ baseUrl: '/', locale: () => locale }, yieldToMain);
  const resolver: Resolver = { get: (key) => container.get(key) };

  const guard = resolver.get(TOKENS.ChunkReloadGuard);
  window.addEventListener('vite:preloadError', (event) => {
    if (!guard.claimReload()) return;
    event.preventDefault();
    window.location.reload();
  });
  // SPEC.md section 7: in production every console error is forwarded to the server.
  if (import.meta.env.PROD) forwardConsoleErrors(console, resolver.get(TOKENS.Logger));

  let messages: Messages;
  try {
    messages = await messagesLoad;
  } catch (error) {
    // The locale's chunk is gone after a deploy: load the page anew (at most once a minute).
    if (isChunkLoadError(error) && guard.claimReload()) {
      window.location.reload();
      return;
    }
    throw error;
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
  // The server rendered the page (see server/http/ssr.ts): its query cache comes along as a JSON data block.
  const state = serverState(root);
  if (state !== undefined) hydrate(queryClient, state);
  await yieldToMain();

  const router = createAppRouter({ queryClient, resolver });
  const app = (
    <StrictMode>
      <HeadContext.Provider value={undefined}>
        <AppProviders resolver={resolver} queryClient={queryClient} locale={locale} messages={messages}>
          <RouterProvider router={router} />
        </AppProviders>
      </HeadContext.Provider>
    </StrictMode>
  );
  if (state === undefined) {
    createRoot(root).render(app);
    return;
  }
  await yieldToMain();
  // The loaders resolve from the hydrated cache and the page's lazy chunks load, so the first render is the server's.
  // `ssr` tells the router it hydrates a server render: it then leaves out the Suspense boundaries the server had not.
  router.ssr = { manifest: undefined };
  await router.load();
  await yieldToMain();
  await warmIntl(dateLocale(locale));
  // At transition priority React hydrates in slices and yields between them, so a slow phone stays responsive
  // while the page it already shows comes alive.
  startTransition(() => {
    hydrateRoot(root, app);
  });
}

/** The server's dehydrated query state, when it rendered `#root`; undefined for a client-rendered page. */
function serverState(root: HTMLElement): DehydratedState | undefined {
  const block = document.getElementById('ssr-state');
  if (!block || !root.hasChildNodes()) return undefined;
  try {
    const state = JSON.parse(block.textContent ?? '') as DehydratedState | null;
    return state && typeof state === 'object' ? state : undefined;
  } catch {
    return undefined;
  }
}
