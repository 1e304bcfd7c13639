import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RESET_STEPS_KEY } from '../../src/ui/shared/booking-reset';
import { authDomains } from './auth-test-domains';
import { renderApp } from './support/render-app';
import { refusal } from '../../src/core/shared/refusal';

function mainMenu() {
  return screen.getByRole('navigation', { name: 'Main menu' });
}

describe('Header', () => {
  it('shows the server main menu with the English prefix on /en/contact', async () => {
    await renderApp('/en/contact');
    const menu = mainMenu();
    const link = await within(menu).findByRole('link', { name: 'Destinations' });
    expect(link).toHaveAttribute('href', '/en/destinations');
    expect(within(menu).getByRole('link', { name: 'Routes' })).toHaveAttribute('href', '/en/routes');
  });

  it('shows the Greek main menu without prefix on /', async () => {
    await renderApp('/');
    const link = await within(screen.getByRole('navigation', { name: 'Κύριο μενού' })).findByRole('link', { name: 'Προορισμοί' });
    expect(link).toHaveAttribute('href', '/destinations');
  });

  it('lists the other five languages on /en/contact, each linking to /contact in that language', async () => {
    await renderApp('/en/contact');
    const languages = screen.getByRole('navigation', { name: 'Language' });
    const links = within(languages).getAllByRole('link');
    expect(links.map((l) => [l.textContent?.slice(0, 2), l.getAttribute('href')])).toEqual([
      ['EL', '/contact'], ['DE', '/de/contact'], ['IT', '/it/contact'], ['FR', '/fr/contact'], ['ES', '/es/contact'],
    ]);
  });

  it('lists EN DE IT FR ES on the Greek home page, each to that locale’s home', async () => {
    await renderApp('/');
    const links = within(screen.getByRole('navigation', { name: 'Γλώσσα' })).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/en/', '/de/', '/it/', '/fr/', '/es/']);
    expect(links.map((l) => l.textContent?.slice(0, 2))).toEqual(['EN', 'DE', 'IT', 'FR', 'ES']);
  });

  it('opens the login dialog by adding ?login=true to the current page', async () => {
    await renderApp('/en/contact');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/contact?login=true');
  });

  it('keeps the query of the page when it opens the login dialog', async () => {
    await renderApp('/en/routes?from=PIR');
    const href = screen.getByRole('link', { name: 'Log in' }).getAttribute('href') ?? '';
    const url = new URL(href, 'http://shop.test');
    expect(url.pathname).toBe('/en/routes');
    expect(url.searchParams.get('login')).toBe('true');
    expect(url.searchParams.get('from')).toBe('PIR');
  });

  it('toggles the burger menu and closes it with Escape, giving focus back to the button', async () => {
    const user = userEvent.setup();
    await renderApp('/en/contact');
    const burger = screen.getByRole('button', { name: 'Open menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(burger).toHaveAccessibleName('Close menu');
    expect(document.getElementById('site-navigation')).toHaveClass('is-open');
    await user.keyboard('{Escape}');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveFocus();
  });

  it('takes the visitor home from the logo and flags the booking steps for reset', async () => {
    const user = userEvent.setup();
    const app = await renderApp('/en/contact');
    await user.click(screen.getByRole('link', { name: 'FerryShop – home page' }));
    await waitFor(() => expect(app.router.state.location.pathname).toMatch(/^\/en\/?$/));
    expect(app.store.read(RESET_STEPS_KEY)).toBe('logo');
  });

  it('hides the language switcher in the empty layout', async () => {
    await renderApp('/en/activate-account', { domains: authDomains().domains });
    expect(screen.queryByRole('navigation', { name: 'Language' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Activate your account' })).toBeInTheDocument();
  });

  it('only logs a main menu that fails to load', async () => {
    const { InMemoryContentGateway } = await import('../../src/adapters/in-memory/content.in-memory-gateway');
    const content = new InMemoryContentGateway();
    content.failWith(refusal('NotFound', 'gone'));
    const app = await renderApp('/en/contact', { content });
    await waitFor(() => expect(app.logger.entries.some((e) => e.message.includes('Main Menu'))).toBe(true));
    expect(within(mainMenu()).queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
  });
});
