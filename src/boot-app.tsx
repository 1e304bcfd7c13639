import { type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { type Locale } from './core/shared/locale';
import { AppProviders } from './ui/app-providers';
import { createAppRouter } from './ui/router';
import { HeadContext } from './ui/shared/head-context';
import { type Messages } from './ui/shared/i18n/load-messages';
import { type Resolver } from './ui/shared/resolver';

// The app's screens, router and providers: the largest part of the first download, imported by src/boot.tsx as one
// of its steps (so its code is evaluated in a task of its own).

export interface AppOptions {
  resolver: Resolver;
  queryClient: QueryClient;
  locale: Locale;
  messages: Messages;
}

export function createRouter({ queryClient, resolver }: Pick<AppOptions, 'queryClient' | 'resolver'>) {
  return createAppRouter({ queryClient, resolver });
}

/** The element the browser renders or hydrates into `#root`. */
export function appElement(router: ReturnType<typeof createAppRouter>, { resolver, queryClient, locale, messages }: AppOptions) {
  return (
    <StrictMode>
      <HeadContext.Provider value={undefined}>
        <AppProviders resolver={resolver} queryClient={queryClient} locale={locale} messages={messages}>
          <RouterProvider router={router} />
        </AppProviders>
      </HeadContext.Provider>
    </StrictMode>
  );
}
