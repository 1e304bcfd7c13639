import { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { forwardConsoleErrors } from './adapters/logging/remote.logger';
import { createBrowserContainer } from './composition/browser';
import { TOKENS } from './composition/tokens';
import { splitLocalePath } from './core/shared/locale';
import { AppProviders } from './ui/app-providers';
import { createAppRouter } from './ui/router';
import { isChunkLoadError } from './ui/shared/chunk-reload-guard';
import { type Messages, loadMessages } from './ui/shared/i18n/load-messages';
import { type Resolver } from './ui/shared/resolver';
import './ui/styles/global.css';

async function start(): Promise<void> {
  // A language switch is a full page load, so the locale is read once, from the URL.
  const locale = splitLocalePath(window.location.pathname).locale;
  const container = createBrowserContainer({ baseUrl: '/', locale: () => locale });
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
    messages = await loadMessages(locale);
  } catch (error) {
    // The locale's chunk is gone after a deploy: load the page anew (at most once a minute).
    if (isChunkLoadError(error) && guard.claimReload()) {
      window.location.reload();
      return;
    }
    throw error;
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
  const router = createAppRouter({ queryClient, resolver });
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <AppProviders resolver={resolver} queryClient={queryClient} locale={locale} messages={messages}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
