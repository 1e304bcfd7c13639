import { ContainerModule } from 'inversify';
import { HttpClient } from '../../adapters/http/http-client';
import { ConsoleLogger } from '../../adapters/logging/console.logger';
import { MemoryLogger } from '../../adapters/logging/memory.logger';
import { RemoteLogger } from '../../adapters/logging/remote.logger';
import { MemoryStore } from '../../adapters/storage/memory.store';
import { SessionStorageStore } from '../../adapters/storage/session-storage.store';
import { sessionUuid } from '../../adapters/storage/session-uuid';
import { type Clock, fixedClock } from '../../core/shared/clock.port';
import { type Locale } from '../../core/shared/locale';
import { immediateWrites } from '../../core/shared/write-timing.port';
import { type AccessTokenSource, TOKENS, bindToken, from } from '../tokens';

/** The system clock; the one place the web app reads the time of day. */
export const systemClock: Clock = { nowIso: () => new Date().toISOString() };

/** A bearer-token source with no session; the auth module rebinds `AccessToken` to its own. */
const noSession: AccessTokenSource = { current: () => undefined };

export interface BrowserPlatformOptions {
  /** Base URL of the shop server, '/' when the server serves the app. */
  baseUrl: string;
  /** The page's locale (from the URL at load time). */
  locale: () => Locale;
}

/** Browser platform: HTTP to the shop server, session storage, remote logger (`POST /log`), system clock. */
export function browserPlatformModule(opts: BrowserPlatformOptions): ContainerModule {
  return new ContainerModule((options) => {
    bindToken(options, TOKENS.CurrentLocale).toConstantValue(opts.locale);
    bindToken(options, TOKENS.AccessToken).toConstantValue(noSession);
    bindToken(options, TOKENS.Clock).toConstantValue(systemClock);
    bindToken(options, TOKENS.SessionStore).toConstantValue(new SessionStorageStore());
    bindToken(options, TOKENS.HttpClient).toDynamicValue((ctx) => {
      const get = from(ctx);
      const store = get(TOKENS.SessionStore);
      return new HttpClient({
        baseUrl: opts.baseUrl,
        locale: get(TOKENS.CurrentLocale),
        token: () => get(TOKENS.AccessToken).current(),
        onTokenRefused: (token) => get(TOKENS.AccessToken).refused?.(token),
        // The booking session's uuid, kept per tab with the booking progress (sent on booking calls only).
        uuid: () => sessionUuid(store),
      });
    }).inSingletonScope();
    bindToken(options, TOKENS.Logger).toDynamicValue((ctx) => new RemoteLogger(from(ctx)(TOKENS.HttpClient))).inSingletonScope();
  });
}

export interface ServerRenderPlatformOptions {
  /** The shop server itself, e.g. `http://127.0.0.1:3000`: the gateways call its API over loopback. */
  origin: string;
  /** The page's locale (from the URL's prefix, as the server reads it). */
  locale: Locale;
  /** The fetch the gateways use (the server passes one that caches menus and settings briefly). */
  fetch?: typeof fetch;
}

/**
 * Server-side render platform (src/entry-server.tsx): HTTP to the shop server itself, no session, a memory store
 * per render and a console logger instead of session storage and the remote logger.
 */
export function serverRenderPlatformModule(opts: ServerRenderPlatformOptions): ContainerModule {
  return new ContainerModule((options) => {
    bindToken(options, TOKENS.CurrentLocale).toConstantValue(() => opts.locale);
    bindToken(options, TOKENS.AccessToken).toConstantValue(noSession);
    bindToken(options, TOKENS.Clock).toConstantValue(systemClock);
    bindToken(options, TOKENS.SessionStore).toConstantValue(new MemoryStore());
    bindToken(options, TOKENS.WriteTiming).toConstantValue(immediateWrites);
    bindToken(options, TOKENS.HttpClient).toDynamicValue((ctx) => {
      const get = from(ctx);
      const store = get(TOKENS.SessionStore);
      return new HttpClient({
        baseUrl: opts.origin,
        locale: get(TOKENS.CurrentLocale),
        token: () => get(TOKENS.AccessToken).current(),
        uuid: () => sessionUuid(store),
        ...(opts.fetch ? { fetch: opts.fetch } : {}),
      });
    }).inSingletonScope();
    bindToken(options, TOKENS.Logger).toConstantValue(new ConsoleLogger(console, '[ssr]'));
  });
}

export interface TestPlatformOptions {
  locale?: Locale;
  nowIso?: string;
  store?: MemoryStore;
  logger?: MemoryLogger;
}

/** Test platform: memory store, a logger that keeps its lines, a fixed clock. No HTTP client is bound. */
export function testPlatformModule(opts: TestPlatformOptions = {}): ContainerModule {
  return new ContainerModule((options) => {
    bindToken(options, TOKENS.CurrentLocale).toConstantValue(() => opts.locale ?? 'el');
    bindToken(options, TOKENS.AccessToken).toConstantValue(noSession);
    bindToken(options, TOKENS.Clock).toConstantValue(fixedClock(opts.nowIso ?? '2026-06-15T09:00:00.000Z'));
    bindToken(options, TOKENS.SessionStore).toConstantValue(opts.store ?? new MemoryStore());
    bindToken(options, TOKENS.WriteTiming).toConstantValue(immediateWrites);
    bindToken(options, TOKENS.Logger).toConstantValue(opts.logger ?? new MemoryLogger());
  });
}
