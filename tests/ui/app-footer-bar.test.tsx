import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from './support/render-app';

function displayMode(standalone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: standalone && query === '(display-mode: standalone)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('App footer bar (installed app)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('replaces the footer in standalone display mode: call, booking and more', async () => {
    displayMode(true);
    await renderApp('/en/contact');
    const bar = screen.getByRole('navigation', { name: 'App menu' });
    expect(await within(bar).findByRole('link', { name: 'Call us' })).toHaveAttribute('href', 'tel:+302101234567');
    expect(within(bar).getByRole('link', { name: 'Booking' })).toHaveAttribute('href', '/en');
    expect(within(bar).getByRole('link', { name: 'More' })).toHaveAttribute('href', '/en/pwaMenu');
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    // SPEC section 1: the installed app hides the header too; its icons are drawn, not characters a font may lack.
    expect(document.querySelector('.site-header')).toBeNull();
    expect(within(bar).getByRole('link', { name: 'Booking' }).querySelector('svg')).not.toBeNull();
    expect(bar).not.toHaveTextContent(/[☎⛴☰]/u);
  });

  it('hides the header on the app menu page, which offers the login instead', async () => {
    displayMode(true);
    await renderApp('/en/pwaMenu');
    expect(await screen.findByRole('heading', { level: 1, name: 'Menu' })).toBeInTheDocument();
    expect(document.querySelector('.site-header')).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/pwaMenu?login=true');
  });

  it('shows the normal footer in a browser tab', async () => {
    displayMode(false);
    await renderApp('/en/contact');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'App menu' })).not.toBeInTheDocument();
  });
});

describe('Offline notice', () => {
  afterEach(() => vi.restoreAllMocks());

  it('tells the visitor when the connection is lost and hides again when it is back', async () => {
    const { act } = await import('@testing-library/react');
    const online = vi.spyOn(navigator, 'onLine', 'get');
    online.mockReturnValue(true);
    await renderApp('/en/');
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
    online.mockReturnValue(false);
    act(() => { window.dispatchEvent(new Event('offline')); });
    expect(screen.getByRole('status')).toHaveTextContent('You are offline. Pages and prices will update once you are back online.');
    online.mockReturnValue(true);
    act(() => { window.dispatchEvent(new Event('online')); });
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
  });
});
