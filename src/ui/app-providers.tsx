import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, type Locale } from '../core/shared/locale';
import { type Messages, currentMessages, merged, subscribeMessages } from './shared/i18n/load-messages';
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
  // The rest of the locale's messages arrive when a screen other than home first loads (load-messages.ts).
  const subscribe = useCallback((listener: () => void) => subscribeMessages(locale, listener), [locale]);
  const snapshot = useCallback(() => currentMessages(locale), [locale]);
  const loaded = useSyncExternalStore(subscribe, snapshot, snapshot);
  const all = useMemo(() => merged(messages, loaded), [messages, loaded]); // never a spread: see `merged`
  return (
    <ResolverContext.Provider value={resolver}>
      <QueryClientProvider client={queryClient}>
        <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={all}>
          {children}
        </IntlProvider>
      </QueryClientProvider>
    </ResolverContext.Provider>
  );
}
