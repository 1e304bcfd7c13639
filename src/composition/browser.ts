import { Container, type ContainerModule } from 'inversify';
import { type Locale } from '../core/shared/locale';
import { TOKENS, bindToken } from './tokens';
import { type DomainSources, createDomainLoader } from './domain-loader';
import { contentModule, httpContentAdapterModule } from './modules/content.module';
import { browserPlatformModule } from './modules/platform.module';
import { uiModule } from './modules/ui.module';

export interface BrowserContainerOptions {
  baseUrl?: string;
  locale: () => Locale;
}

/**
 * The domain modules every page needs (header and footer content), loaded with the app. Add a domain here
 * only when the home page itself needs it at first render: everything here is in the first download.
 */
export const browserDomainModules: readonly ContainerModule[] = [
  httpContentAdapterModule,
  contentModule,
];

/**
 * The other domains, each over HTTP, fetched as a separate chunk when a screen first asks for it through the
 * UI's `DomainLoader` (`uiTokens.Domains`). Adding a domain: a line here and its name in `DomainName`.
 */
export const browserLazyDomains: DomainSources = {
  search: async () => {
    const m = await import('./modules/search.module');
    return [m.httpSearchAdapterModule, m.searchModule];
  },
  booking: async () => {
    const [m, ui] = await Promise.all([import('./modules/booking.module'), import('./modules/booking-ui.module')]);
    return [m.httpBookingAdapterModule, m.formPostPaymentRedirectModule, m.bookingModule, ui.bookingUiModule];
  },
  auth: async () => {
    const [m, ui] = await Promise.all([import('./modules/auth.module'), import('./modules/auth-ui.module')]);
    return [m.httpAuthAdapterModule, m.authModule, ui.authUiModule];
  },
  coupon: async () => {
    const m = await import('./modules/coupon.module');
    return [m.httpCouponAdapterModule, m.couponModule];
  },
  account: async () => {
    const [m, ui] = await Promise.all([import('./modules/account.module'), import('./modules/auth-ui.module')]);
    return [m.httpAccountAdapterModule, m.accountModule, ui.accountUiModule];
  },
  catalog: async () => {
    const m = await import('./modules/catalog.module');
    return [m.httpCatalogAdapterModule, m.catalogModule, m.catalogUiModule];
  },
};

/** The container of the web app in the browser: HTTP adapters, session storage, remote logger. */
export function createBrowserContainer(opts: BrowserContainerOptions): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    browserPlatformModule({ baseUrl: opts.baseUrl ?? '/', locale: opts.locale }),
    ...browserDomainModules,
    uiModule,
  );
  bindToken(container, TOKENS.Domains).toConstantValue(createDomainLoader(container, browserLazyDomains));
  return container;
}
