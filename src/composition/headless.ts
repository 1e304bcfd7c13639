import { Container, ContainerModule } from 'inversify';
import { HttpClient } from '../adapters/http/http-client';
import { HostedPagePaymentRedirect, TEST_CARD } from '../adapters/http/hosted-page.payment-redirect';
import { ConsoleLogger } from '../adapters/logging/console.logger';
import { MemoryStore } from '../adapters/storage/memory.store';
import { sessionUuid } from '../adapters/storage/session-uuid';
import { type Clock } from '../core/shared/clock.port';
import { type Locale } from '../core/shared/locale';
import { type Logger } from '../core/shared/logger.port';
import { accountModule, httpAccountAdapterModule } from './modules/account.module';
import { authModule, httpAuthAdapterModule } from './modules/auth.module';
import { bookingModule, httpBookingAdapterModule } from './modules/booking.module';
import { couponModule, httpCouponAdapterModule } from './modules/coupon.module';
import { httpSearchAdapterModule, searchModule } from './modules/search.module';
import { type AccessTokenSource, bindToken, from } from './tokens';
import { accountTokens } from './tokens/account.tokens';
import { authTokens } from './tokens/auth.tokens';
import { bookingTokens } from './tokens/booking.tokens';
import { couponTokens } from './tokens/coupon.tokens';
import { searchTokens } from './tokens/search.tokens';
import { sharedTokens } from './tokens/shared.tokens';
import { type Token } from './tokens/token';

export interface HeadlessOptions {
  /** The shop server, e.g. `http://127.0.0.1:3000`. */
  baseUrl: string;
  locale?: Locale;
  logger?: Logger;
  clock?: Clock;
  /** The card the hosted payment page is paid with (the embedded processor's approving test card by default). */
  card?: { number: string; expiry: string; cvv: string; holder: string };
  fetch?: typeof fetch;
}

/** Every token the headless container binds, by domain. */
export const HEADLESS_TOKENS = {
  ...sharedTokens, ...searchTokens, ...bookingTokens, ...authTokens, ...couponTokens, ...accountTokens,
} as const;

/**
 * The core over HTTP for Node (scripts, tests, the headless example): HTTP gateways, a memory store for the
 * booking progress, a console logger, the system clock, and a payment redirect that pays on the hosted page
 * the way a browser posts its forms. The choice of adapters is explicit; nothing here branches on the environment.
 */
export function createHeadlessContainer(opts: HeadlessOptions) {
  const store = new MemoryStore();
  const locale = opts.locale ?? 'en';
  const redirect = new HostedPagePaymentRedirect(opts.card ?? TEST_CARD, opts.fetch ?? fetch);
  const platform = new ContainerModule((options) => {
    bindToken(options, sharedTokens.CurrentLocale).toConstantValue(() => locale);
    bindToken(options, sharedTokens.Clock).toConstantValue(opts.clock ?? { nowIso: () => new Date().toISOString() });
    bindToken(options, sharedTokens.SessionStore).toConstantValue(store);
    bindToken(options, sharedTokens.Logger).toConstantValue(opts.logger ?? new ConsoleLogger(console, '[headless]'));
    bindToken(options, sharedTokens.AccessToken).toConstantValue({ current: () => undefined } satisfies AccessTokenSource);
    bindToken(options, sharedTokens.HttpClient).toDynamicValue((ctx) => new HttpClient({
      baseUrl: opts.baseUrl,
      locale: () => locale,
      token: () => from(ctx)(sharedTokens.AccessToken).current(),
      // A token the server refused is forgotten (the core's EndRefusedSession), as in the browser.
      onTokenRefused: (token) => from(ctx)(sharedTokens.AccessToken).refused?.(token),
      uuid: () => sessionUuid(store),
      ...(opts.fetch ? { fetch: opts.fetch } : {}),
    })).inSingletonScope();
    bindToken(options, bookingTokens.PaymentRedirect).toConstantValue(redirect);
  });
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    platform,
    httpSearchAdapterModule, searchModule,
    httpBookingAdapterModule, bookingModule,
    httpAuthAdapterModule, authModule,
    httpCouponAdapterModule, couponModule,
    httpAccountAdapterModule, accountModule,
  );
  return {
    container,
    store,
    redirect,
    get: <T>(key: Token<T>): T => container.get<T>(key),
  };
}

export type Headless = ReturnType<typeof createHeadlessContainer>;
