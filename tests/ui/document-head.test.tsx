import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './support/render-app';

const origin = window.location.origin;

function head() {
  const meta = (key: string) => document.head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? undefined;
  return {
    title: document.title,
    meta,
    canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? undefined,
    hreflang: Object.fromEntries([...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])),
    descriptions: document.head.querySelectorAll('meta[name="description"]').length,
  };
}

describe('the document head', () => {
  it('follows client-side navigation: title, description, keywords, canonical and hreflang of each page', async () => {
    const app = await renderApp('/en/terms-and-conditions');
    await waitFor(() => expect(head().canonical).toBe(`${origin}/en/terms-and-conditions`));
    expect(head().title).toBe('Terms and conditions | FerryShop');
    expect(head().hreflang).toEqual({
      el: `${origin}/oroi-and-proypo8eseis`, en: `${origin}/en/terms-and-conditions`, de: `${origin}/de/allgemeine-geschaeftsbedingungen`,
      'x-default': `${origin}/oroi-and-proypo8eseis`,
    });
    expect(head().meta('og:url')).toBe(`${origin}/en/terms-and-conditions`);
    expect(head().meta('og:title')).toBe('Terms and conditions | FerryShop');
    expect(head().meta('og:locale')).toBe('en_GB');

    await act(() => app.router.navigate({ href: '/en/faq' }));
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' });
    await waitFor(() => expect(head().canonical).toBe(`${origin}/en/faq`));
    expect(head().hreflang).toEqual({ en: `${origin}/en/faq`, de: `${origin}/de/haeufige-fragen`, 'x-default': `${origin}/en/faq` });
    expect(head().descriptions).toBe(1);

    await act(() => app.router.navigate({ href: '/en/' }));
    await waitFor(() => expect(head().canonical).toBe(`${origin}/en/`));
    expect(head().title).toBe('Ferry tickets | FerryShop');
    // Nothing of the content page stays behind: the site's description, no keywords, the same path everywhere.
    expect(head().meta('keywords')).toBeUndefined();
    expect(head().meta('description')).toMatch(/^Book ferry tickets/);
    expect(head().hreflang.el).toBe(`${origin}/`);
    expect(head().hreflang.fr).toBe(`${origin}/fr/`);
    expect(head().hreflang['x-default']).toBe(`${origin}/`);
    expect(head().meta('og:image')).toBe(`${origin}/og-image.png`);
  });

  it('marks private screens and the 404 page noindex, without canonical or alternates', async () => {
    const app = await renderApp('/en/pwaMenu');
    await waitFor(() => expect(head().meta('robots')).toBe('noindex, follow'));
    expect(head().canonical).toBeUndefined();

    await act(() => app.router.navigate({ href: '/en/' }));
    await waitFor(() => expect(head().canonical).toBe(`${origin}/en/`));
    expect(head().meta('robots')).toBeUndefined();
    expect(Object.keys(head().hreflang)).toHaveLength(7);

    await act(() => app.router.navigate({ href: '/en/test/auth-flow' }));
    await waitFor(() => expect(head().meta('robots')).toBe('noindex, follow'));
    expect(head().canonical).toBeUndefined();
    expect(head().hreflang).toEqual({});

    await act(() => app.router.navigate({ href: '/en/no-such-page' }));
    await screen.findByRole('heading', { level: 1, name: 'This page could not be found' });
    await waitFor(() => expect(head().title).toBe('This page could not be found | FerryShop'));
    expect(head().meta('robots')).toBe('noindex, follow');
    expect(head().canonical).toBeUndefined();
  });
});
