import { Container, type ContainerModule } from 'inversify';
import { type Locale } from '../core/shared/locale';
import { TOKENS, bindToken } from './tokens';
import { type DomainSources, createDomainLoader } from './domain-loader';
import { contentModule, httpContentAdapterModule } from './modules/content.module';
import { type ServerRenderPlatformOptions, browserPlatformModule, serverRenderPlatformModule } from './modules/platform.module';
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
  // Step 3's view model and the phone-number library its rules use; needs `booking` (step 3 comes after it).
  bookingDetails: async () => {
    const m = await import('./modules/booking-details-ui.module');
    return [m.bookingDetailsUiModule];
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
  wallet: async () => {
    const m = await import('./modules/wallet.module');
    return [m.indexedDbWalletAdapterModule, m.walletModule];
  },
};

function browserModules(opts: BrowserContainerOptions): ContainerModule[] {
  return [browserPlatformModule({ baseUrl: opts.baseUrl ?? '/', locale: opts.locale }), ...browserDomainModules, uiModule];
}

/** The container of the web app in the browser: HTTP adapters, session storage, remote logger. */
export function createBrowserContainer(opts: BrowserContainerOptions): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(...browserModules(opts));
  bindToken(container, TOKENS.Domains).toConstantValue(createDomainLoader(container, browserLazyDomains));
  return container;
}

/**
 * The container of a server-side render (src/entry-server.tsx), one per request: the browser's domains and UI over
 * HTTP to the shop server itself, with the server render's platform (no session, memory store, console logger).
 */
export function createServerRenderContainer(opts: ServerRenderPlatformOptions): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(serverRenderPlatformModule(opts), ...browserDomainModules, uiModule);
  bindToken(container, TOKENS.Domains).toConstantValue(createDomainLoader(container, browserLazyDomains));
  return container;
}

/**
 * What the first render of any page resolves: the route's content loader, the header's and footer's services and
 * the home page's wizard. Resolving a service the first time costs far more than later (the container plans how to
 * build it, and the code runs for the first time), so the app's start resolves these ahead, one per task.
 */
const FIRST_RENDER_TOKENS = [
  TOKENS.ContentReader, TOKENS.ChunkReloadGuard, TOKENS.Logger, TOKENS.AuthSession, TOKENS.HeaderViewModel,
  TOKENS.TripWizardViewModel,
] as const;

/**
 * The same container, made in steps with `pause` (a yield to the browser) between them, so no step blocks a slow
 * phone's main thread for long: a module's bindings per step, then each first-render service resolved once
 * (a view model resolved here is thrown away; it only warms the container's plan for it).
 */
export async function createBrowserContainerInSteps(opts: BrowserContainerOptions, pause: () => Promise<void>): Promise<Container> {
  const container = new Container({ defaultScope: 'Singleton' });
  for (const module of browserModules(opts)) {
    container.load(module);
    await pause();
  }
  bindToken(container, TOKENS.Domains).toConstantValue(createDomainLoader(container, browserLazyDomains));
  for (const key of FIRST_RENDER_TOKENS) {
    container.get(key);
    await pause();
  }
  return container;
}
