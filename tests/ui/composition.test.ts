import { describe, expect, it } from 'vitest';
import { createBrowserContainer, createServerRenderContainer } from '../../src/composition/browser';
import { createTestContainer } from '../../src/composition/test';
import { TOKENS, resolve } from '../../src/composition/tokens';
import { accountTokens } from '../../src/composition/tokens/account.tokens';
import { authTokens } from '../../src/composition/tokens/auth.tokens';
import { bookingTokens } from '../../src/composition/tokens/booking.tokens';
import { contentTokens } from '../../src/composition/tokens/content.tokens';
import { couponTokens } from '../../src/composition/tokens/coupon.tokens';
import { searchTokens } from '../../src/composition/tokens/search.tokens';
import { sharedTokens } from '../../src/composition/tokens/shared.tokens';
import { uiTokenFiles } from '../../src/composition/tokens/ui.tokens';

describe('composition root', () => {
  it('gives every token name one symbol across the domain token files', () => {
    const files = [sharedTokens, contentTokens, searchTokens, bookingTokens, authTokens, couponTokens, accountTokens, ...uiTokenFiles] as Record<string, symbol>[];
    const seen = new Map<string, symbol>();
    for (const file of files) {
      for (const [name, symbol] of Object.entries(file)) {
        if (seen.has(name)) expect(seen.get(name)).toBe(symbol);
        seen.set(name, symbol);
      }
    }
    const byDescription = new Map<string, string>();
    for (const [name, symbol] of Object.entries(TOKENS)) {
      const other = byDescription.get(symbol.description ?? '');
      if (other) expect(other).toBe(name);
      byDescription.set(symbol.description ?? '', name);
    }
  });

  it('builds a fresh view model per resolution and shares services', () => {
    const { container } = createTestContainer();
    expect(resolve(container, TOKENS.HeaderViewModel)).not.toBe(resolve(container, TOKENS.HeaderViewModel));
    expect(resolve(container, TOKENS.BookingReset)).toBe(resolve(container, TOKENS.BookingReset));
  });

  it('answers the content use cases over the in-memory gateway in the test container', async () => {
    const { container } = createTestContainer();
    const result = await resolve(container, TOKENS.LoadMenu).execute({ name: 'Main Menu', locale: 'en' });
    expect(result.ok && result.value[0]?.name).toBe('Destinations');
  });

  it('wires the browser container over HTTP: the menu is read from /api/menus', async () => {
    const asked: string[] = [];
    const fetchStub: typeof fetch = async (input) => {
      const url = String(input);
      asked.push(url);
      const body = url.includes('/subtree')
        ? { id: 7, name: 'Main Menu', children: [{ id: 8, name: 'Offers', link: '/offers', position: 1, active: true, children: [] }] }
        : { data: [{ id: 7 }], total: 1, page: 1, take: 1 };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    };
    const original = globalThis.fetch;
    globalThis.fetch = fetchStub;
    try {
      const container = createBrowserContainer({ baseUrl: 'http://shop.test/', locale: () => 'fr' });
      const result = await resolve(container, TOKENS.LoadMenu).execute({ name: 'Main Menu', locale: 'fr' });
      expect(result.ok && result.value.map((i) => i.link)).toEqual(['/offers']);
      const where = new URL(asked[0]!).searchParams.get('where');
      expect(JSON.parse(where!)).toEqual({ name: 'Main Menu', active: true, languageCode: 'fr' });
      expect(asked[1]).toBe('http://shop.test/api/menus/7/subtree?active=true');
    } finally {
      globalThis.fetch = original;
    }
  });
});

describe('domains loaded on demand', () => {
  function stubFetch(asked: { url: string; authorization?: string }[]) {
    const original = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const headers = (init?.headers ?? {}) as Record<string, string>;
      asked.push({ url: String(input), authorization: headers.authorization });
      return new Response(JSON.stringify({ data: [], total: 0, page: 1, take: 1 }), { status: 200 });
    }) as typeof fetch;
    return () => { globalThis.fetch = original; };
  }

  it('binds a domain only once it is required, and each domain loads once', async () => {
    const container = createBrowserContainer({ locale: () => 'en' });
    expect(container.isBound(TOKENS.LogIn)).toBe(false);
    const domains = resolve(container, TOKENS.Domains);
    await Promise.all([domains.require('auth'), domains.require('auth', 'coupon')]);
    expect(container.isBound(TOKENS.LogIn)).toBe(true);
    expect(container.isBound(TOKENS.CheckCoupon)).toBe(true);
    expect(container.isBound(TOKENS.SearchSailings)).toBe(false);
  });

  it('sends the bearer token of the auth session on content calls once auth is loaded', async () => {
    const asked: { url: string; authorization?: string }[] = [];
    const restore = stubFetch(asked);
    try {
      const container = createBrowserContainer({ baseUrl: 'http://shop.test', locale: () => 'en' });
      await resolve(container, TOKENS.LoadSettings).execute();
      expect(asked[0]?.authorization).toBeUndefined();
      await resolve(container, TOKENS.Domains).require('auth');
      resolve(container, TOKENS.TokenStore).set('secret-token');
      await resolve(container, TOKENS.LoadSettings).execute();
      expect(asked[1]?.authorization).toBe('Bearer secret-token');
    } finally {
      restore();
    }
  });

  it('records the domains a screen asks for in the test container', async () => {
    const test = createTestContainer();
    await resolve(test.container, TOKENS.Domains).require('booking');
    expect(test.requestedDomains).toEqual(['booking']);
  });

  it('wires the server render container over HTTP to the shop server, with the fetch it is given and no session', async () => {
    const asked: { url: string; authorization: string | null }[] = [];
    const fetchStub: typeof fetch = async (input, init) => {
      asked.push({ url: String(input), authorization: new Headers(init?.headers).get('authorization') });
      return new Response(JSON.stringify({ data: [], total: 0, page: 1, take: 1 }), { status: 200, headers: { 'content-type': 'application/json' } });
    };
    const container = createServerRenderContainer({ origin: 'http://127.0.0.1:3999', locale: 'de', fetch: fetchStub });
    expect(resolve(container, TOKENS.CurrentLocale)()).toBe('de');
    expect(resolve(container, TOKENS.AccessToken).current()).toBeUndefined();
    const result = await resolve(container, TOKENS.LoadMenu).execute({ name: 'Main Menu', locale: 'de' });
    expect(result.ok && result.value).toEqual([]);
    expect(new URL(asked[0]!.url).origin).toBe('http://127.0.0.1:3999');
    expect(asked[0]!.authorization).toBeNull();
    // The screens' domains load on demand, as in the browser.
    expect(container.isBound(TOKENS.SearchSailings)).toBe(false);
    await resolve(container, TOKENS.Domains).require('search');
    expect(container.isBound(TOKENS.SearchSailings)).toBe(true);
    // One container per render: a second one shares no store with the first.
    const other = createServerRenderContainer({ origin: 'http://127.0.0.1:3999', locale: 'en', fetch: fetchStub });
    expect(resolve(other, TOKENS.SessionStore)).not.toBe(resolve(container, TOKENS.SessionStore));
  });
});
