import { QueryClient } from '@tanstack/react-query';
import { RouterProvider, createBrowserHistory, createMemoryHistory } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import { createTestContainer, type TestContainerOptions } from '../../../src/composition/test';
import { splitLocalePath, type Locale } from '../../../src/core/shared/locale';
import { AppProviders } from '../../../src/ui/app-providers';
import { createAppRouter } from '../../../src/ui/router';
import { messagePart } from '../../../src/ui/shared/i18n/message-split';
import { type Resolver } from '../../../src/ui/shared/resolver';
import de from '../../../locales/de.json';
import el from '../../../locales/el.json';
import en from '../../../locales/en.json';
import es from '../../../locales/es.json';
import fr from '../../../locales/fr.json';
import it from '../../../locales/it.json';

export const MESSAGES: Record<Locale, Record<string, string>> = { el, en, de, it, fr, es };

/**
 * Renders the whole app at a path over an in-memory container, as the browser would after loading that URL.
 * `shellMessages`: the app starts with only the shell part of the locale's messages, as a first visit to the home
 * page does (message-split.ts); the rest arrives when the app asks for it (load-messages.ts `ensureAllMessages`).
 * `browserHistory`: the router runs over jsdom's `window.history` (at `path`) instead of an in-memory history.
 */
export async function renderApp(path: string, { shellMessages = false, browserHistory = false, ...options }: Omit<TestContainerOptions, 'locale'> & { shellMessages?: boolean; browserHistory?: boolean } = {}) {
  const locale = splitLocalePath(path.split('?')[0]!).locale;
  const test = createTestContainer({ ...options, locale });
  const resolver: Resolver = { get: (key) => test.container.get(key) };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (browserHistory) window.history.replaceState(null, '', path);
  const history = browserHistory ? createBrowserHistory() : createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ queryClient, resolver, history });
  const view = render(
    <AppProviders resolver={resolver} queryClient={queryClient} locale={locale} messages={shellMessages ? messagePart(MESSAGES[locale], 'shell') : MESSAGES[locale]}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  // Lazy route chunks load first; a busy machine needs more than Testing Library's default second.
  // A modal dialog opened by the address (`?login=true`) hides the page's heading from the accessibility tree.
  await waitFor(() => {
    if (!screen.queryByRole('heading', { level: 1 }) && !screen.queryByRole('dialog')) throw new Error('no heading or dialog yet');
  }, { timeout: 10_000 });
  return { ...view, ...test, router, queryClient, resolver, locale };
}
