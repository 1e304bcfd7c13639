import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './support/render-app';
import { authDomains } from './auth-test-domains';

describe('Routes and locales', () => {
  it('shows the Greek home at / with html lang el and a Greek title', async () => {
    await renderApp('/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ακτοπλοϊκά εισιτήρια για τα ελληνικά νησιά');
    expect(document.documentElement.lang).toBe('el');
    await waitFor(() => expect(document.title).toBe('Ακτοπλοϊκά εισιτήρια | FerryShop'));
  });

  it('shows the English home at /en with lang en', async () => {
    await renderApp('/en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ferry tickets to the Greek islands and beyond');
    expect(document.documentElement.lang).toBe('en');
  });

  it('links popular routes to their route pages in the locale', async () => {
    await renderApp('/it/');
    expect(screen.getByRole('link', { name: 'Pireo – Santorini' })).toHaveAttribute('href', '/it/routes/piraeus-santorini');
    expect(screen.getByText(/Fino a/)).toHaveTextContent('Fino a 250 destinazioni');
  });

  it.each([
    // The Greek blog's heading is the menu's word for it (it said "Blog" under a menu saying "Ιστολόγιο").
    ['/es/blog', 'Blog'], ['/blog', 'Ιστολόγιο'], ['/fr/destinations', 'Destinations'], ['/de/routes/piraeus-santorin', 'Piräus – Santorin'],
    ['/results', 'Επιλογή δρομολογίου'], ['/en/login', 'Log in'], ['/en/test/auth-flow', 'Sign-in test'],
    ['/en/terms-and-conditions', 'Terms and conditions'], ['/en/error', 'Oops! Something went wrong!'],
  ])('shows the screen of %s with its translated heading', async (path, heading) => {
    // The screens that load the auth and account domains (the sign-in test page) get them in memory.
    await renderApp(path, { domains: authDomains().domains });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('shows the app menu at /en/pwaMenu with menu links, languages and contact', async () => {
    await renderApp('/en/pwaMenu');
    expect(await screen.findByRole('heading', { level: 1, name: 'Menu' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(await screen.findAllByRole('link', { name: 'Contact' })).not.toHaveLength(0);
    expect(pages.querySelector('a[href="/en/contact"]')).not.toBeNull();
    expect(screen.getByRole('navigation', { name: 'Change language' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Contact' })).toBeInTheDocument();
    expect(await screen.findAllByRole('link', { name: 'support@ferries.example' })).not.toHaveLength(0);
  });

  it.each(['/el/contact', '/el', '/en/no-such/deep/page', '/xx/contact/more'])('answers %s with the 404 page', async (path) => {
    await renderApp(path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/could not be found|δεν βρέθηκε/);
  });
});
