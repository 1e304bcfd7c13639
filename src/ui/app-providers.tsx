import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, type Locale } from '../core/shared/locale';
import { type Messages } from './shared/i18n/load-messages';
import { type Resolver, ResolverContext } from './shared/resolver';

export interface AppProvidersProps {
  resolver: Resolver;
  queryClient: QueryClient;
  locale: Locale;
  messages: Messages;
  children: ReactNode;
}

/** The container, server-data cache and messages every screen uses; keeps `<html lang>` on the page's locale. */
export function AppProviders({ resolver, queryClient, locale, messages, children }: AppProvidersProps) {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <ResolverContext.Provider value={resolver}>
      <QueryClientProvider client={queryClient}>
        <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
          {children}
        </IntlProvider>
      </QueryClientProvider>
    </ResolverContext.Provider>
  );
}
