import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './support/render-app';

describe('Footer', () => {
  it('shows the footer menu and the bottom menu with the locale prefix', async () => {
    await renderApp('/de/contact');
    const footerMenu = screen.getByRole('navigation', { name: 'Fußzeilenmenü' });
    expect(await within(footerMenu).findByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/de/contact');
    const legal = screen.getByRole('navigation', { name: 'Rechtliche Hinweise' });
    expect(await within(legal).findByRole('link', { name: 'AGB' })).toHaveAttribute('href', '/de/terms-and-conditions');
  });

  it('follows a menu link inside the app, marks the page it is on, and leaves a modified click to the browser', async () => {
    const app = await renderApp('/en/');
    const legal = screen.getByRole('navigation', { name: 'Legal information' });
    const terms = await within(legal).findByRole('link', { name: 'Terms and conditions' });
    expect(terms).not.toHaveAttribute('aria-current');

    // A click with Ctrl (a new tab) is the browser's: the router does not navigate and the event is not prevented.
    const newTab = fireEvent.click(terms, { ctrlKey: true });
    expect(newTab).toBe(true);
    expect(app.router.state.location.pathname).toBe('/en/');

    await act(async () => { fireEvent.click(terms); });
    await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' });
    expect(app.router.state.location.pathname).toBe('/en/terms-and-conditions');
    expect(within(screen.getByRole('navigation', { name: 'Legal information' })).getByRole('link', { name: 'Terms and conditions' }))
      .toHaveAttribute('aria-current', 'page');
  });

  it('links the Greek terms pages without prefix', async () => {
    await renderApp('/');
    const legal = screen.getByRole('navigation', { name: 'Νομικές πληροφορίες' });
    expect(await within(legal).findByRole('link', { name: 'Όροι και προϋποθέσεις' })).toHaveAttribute('href', '/oroi-and-proypo8eseis');
    expect(within(legal).getByRole('link', { name: 'Πολιτική απορρήτου' })).toHaveAttribute('href', '/politikh-aporrhtoy');
  });

  it('stamps the copyright line with the year of the clock', async () => {
    await renderApp('/en/', { nowIso: '2031-03-01T10:00:00.000Z' });
    expect(screen.getByText('© 2031 FerryShop. All rights reserved.')).toBeInTheDocument();
  });

  it('shows customer care from the settings: e-mail, phone and hours', async () => {
    await renderApp('/en/');
    const care = screen.getByRole('region', { name: 'Customer care' });
    expect(await within(care).findByRole('link', { name: 'support@ferries.example' })).toHaveAttribute('href', 'mailto:support@ferries.example');
    expect(within(care).getByRole('link', { name: '+30 210 123 4567' })).toHaveAttribute('href', 'tel:+302101234567');
    expect(within(care).getByText('Monday–Friday, 09:00–21:00')).toBeInTheDocument();
  });

  it('shows social links, app store links and the reviews from the settings', async () => {
    await renderApp('/en/');
    expect(await screen.findByRole('link', { name: 'Facebook' })).toHaveAttribute('href', 'https://www.facebook.com/ferries.example');
    for (const name of ['Instagram', 'X', 'YouTube']) expect(screen.getByRole('link', { name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute('href', expect.stringContaining('apps.apple.com'));
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute('href', expect.stringContaining('play.google.com'));
    const reviews = screen.getByRole('region', { name: 'Customer reviews' });
    expect(reviews).toHaveTextContent('4.7 out of 5');
    expect(reviews).toHaveTextContent('Based on 1,280 reviews');
  });

  it('shows the card schemes and the payment processor as named images', async () => {
    await renderApp('/en/');
    const cards = screen.getByRole('list', { name: 'Payment methods we accept' });
    const names = within(cards).getAllByRole('img').map((img) => img.getAttribute('aria-label'));
    expect(names).toEqual(['Visa', 'Mastercard', 'Maestro', 'Diners Club', 'American Express', 'Cardlink']);
  });

  it('names the support days in the page’s language', async () => {
    await renderApp('/de/');
    expect(await screen.findByText('Montag–Freitag, 09:00–21:00 Uhr')).toBeInTheDocument();
  });

  it('shows support hours it cannot read as they are', async () => {
    const { InMemoryContentGateway } = await import('../../src/adapters/in-memory/content.in-memory-gateway');
    const content = new InMemoryContentGateway();
    content.putSetting('supportHours', 'daily 9–21');
    await renderApp('/en/', { content });
    expect(await screen.findByText('Opening hours: daily 9–21')).toBeInTheDocument();
  });

  it('translates the review labels', async () => {
    await renderApp('/fr/');
    const reviews = await screen.findByRole('region', { name: 'Avis clients' });
    expect(reviews).toHaveTextContent('4,7 sur 5');
  });
});

describe('Menu links', () => {
  it('shows a menu item’s sub-items as a nested list with the locale prefix', async () => {
    const { InMemoryContentGateway } = await import('../../src/adapters/in-memory/content.in-memory-gateway');
    const content = new InMemoryContentGateway();
    content.putMenu('Footer Menu', 'es', [{
      id: 'islands', name: 'Islas', link: '/destinations', position: 1, active: true,
      children: [{ id: 'cyclades', name: 'Cícladas', link: '/destinations/cyclades', position: 1, active: true, children: [] }],
    }]);
    await renderApp('/es/', { content });
    const footerMenu = screen.getByRole('navigation', { name: 'Menú del pie de página' });
    const sub = await within(footerMenu).findByRole('link', { name: 'Cícladas' });
    expect(sub).toHaveAttribute('href', '/es/destinations/cyclades');
    expect(sub.closest('ul')?.closest('li')).toHaveTextContent('Islas');
  });
});
