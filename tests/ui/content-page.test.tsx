import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { InMemoryContentGateway } from '../../src/adapters/in-memory/content.in-memory-gateway';
import { seedContent } from '../../src/adapters/in-memory/content.seed';
import { LoadPage } from '../../src/core/content';
import { uiTokens } from '../../src/ui/shared/view-model-tokens';
import { renderApp } from './support/render-app';
import { refusal } from '../../src/core/shared/refusal';

/** [code, href] of each link of the language switch. */
function languageLinks(label: string): [string | undefined, string | null][] {
  const nav = screen.getAllByRole('navigation', { name: label })[0] as HTMLElement;
  return within(nav).getAllByRole('link').map((l) => [l.textContent?.slice(0, 2), l.getAttribute('href')]);
}

describe('a content page', () => {
  it('shows its title and its sections in order, rich text as markup', async () => {
    await renderApp('/en/terms-and-conditions');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeInTheDocument();
    const article = screen.getByRole('article', { name: 'Terms and conditions' });
    expect(within(article).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '1. Scope', '2. Our role', 'Questions about these terms?',
    ]);
    expect(within(article).getByText('authorised reseller').tagName).toBe('STRONG');
  });

  it('shows the customer-care phone and e-mail from the settings on a contact card', async () => {
    await renderApp('/en/terms-and-conditions');
    const card = screen.getByRole('heading', { level: 2, name: 'Questions about these terms?' }).closest('section') as HTMLElement;
    expect(await within(card).findByRole('link', { name: '+30 210 123 4567' })).toHaveAttribute('href', 'tel:+302101234567');
    expect(within(card).getByRole('link', { name: 'support@ferries.example' })).toHaveAttribute('href', 'mailto:support@ferries.example');
    expect(card).toHaveTextContent('Phone:');
  });

  it('follows the page in its document title and meta description', async () => {
    await renderApp('/de/haeufige-fragen');
    await waitFor(() => expect(document.title).toBe('Häufige Fragen | FerryShop'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Antworten zur Buchung von Fährtickets.');
  });

  it('opens a FAQ answer when its question is chosen', async () => {
    await renderApp('/en/faq');
    const question = screen.getByText('Do I need to print my ticket?');
    const details = question.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await userEvent.click(question);
    expect(details.open).toBe(true);
    expect(within(details).getByText('e-ticket').tagName).toBe('STRONG');
  });

  it('draws nothing for a template it does not know and logs it once', async () => {
    const app = await renderApp('/en/faq');
    expect(screen.queryByText('A template this app does not know')).not.toBeInTheDocument();
    await waitFor(() => expect(app.logger.entries.filter((e) => e.message.includes('"Carousel"'))).toHaveLength(1));
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toContain('Booking and tickets');
  });

  it('sends a logged-in user from a guest-only page to the account, and lets a guest read it (issue 19)', async () => {
    const content = new InMemoryContentGateway();
    content.putPage({
      id: 900, translationKey: 'welcome', slug: 'welcome', locale: 'en', active: true, title: 'Welcome, new traveller', metaTitle: null,
      metaDescription: null, sections: [], guestOnly: true,
    });
    const app = await renderApp('/en/welcome', { content });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, new traveller' })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/en/welcome');
    app.resolver.get(uiTokens.AuthSession).signedIn({ id: 'u1', firstName: 'Nikos', lastName: 'Papadopoulos', email: 'nikos@example.com' });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/en/account'));
  });

  it('shows the 404 page for a slug that is no page', async () => {
    await renderApp('/en/no-such-page');
    expect(screen.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeInTheDocument();
  });

  it('shows the 404 page for an existing slug of another language', async () => {
    await renderApp('/de/terms-and-conditions');
    expect(screen.getByRole('heading', { level: 1, name: 'Diese Seite wurde nicht gefunden' })).toBeInTheDocument();
  });

  it('links the language switch to the translated slugs, and to the same path where there is no translation', async () => {
    await renderApp('/en/terms-and-conditions');
    expect(languageLinks('Language')).toEqual([
      ['EL', '/oroi-and-proypo8eseis'], ['DE', '/de/allgemeine-geschaeftsbedingungen'], ['IT', '/it/terms-and-conditions'],
      ['FR', '/fr/terms-and-conditions'], ['ES', '/es/terms-and-conditions'],
    ]);
  });

  it('links the Greek page to its English translation', async () => {
    await renderApp('/oroi-and-proypo8eseis');
    expect(screen.getByRole('heading', { level: 1, name: 'Όροι και προϋποθέσεις' })).toBeInTheDocument();
    expect(languageLinks('Γλώσσα').slice(0, 2)).toEqual([['EN', '/en/terms-and-conditions'], ['DE', '/de/allgemeine-geschaeftsbedingungen']]);
  });

  it('keeps the plain language links on other screens', async () => {
    await renderApp('/en/contact');
    expect(languageLinks('Language')[1]).toEqual(['DE', '/de/contact']);
  });

  it('shows a page added to the content', async () => {
    const content = new InMemoryContentGateway(seedContent());
    content.putPage({
      id: 50, translationKey: 'ferry-guide', slug: 'ferry-guide', locale: 'en', active: true, title: 'Ferry guide',
      metaTitle: null, metaDescription: null,
      sections: [{ id: 500, component: 'RichText', items: [{ key: 'html', value: '<p>Islands by boat.</p>', destinationId: null, companyId: null, postId: null }] }],
    });
    await renderApp('/en/ferry-guide', { content });
    expect(screen.getByRole('heading', { level: 1, name: 'Ferry guide' })).toBeInTheDocument();
    expect(screen.getByText('Islands by boat.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Ferry guide | FerryShop'));
  });

  it('shows the 404 page for an inactive page', async () => {
    const content = new InMemoryContentGateway(seedContent());
    content.putPage({
      id: 51, translationKey: 'draft', slug: 'draft', locale: 'en', active: false, title: 'Draft', metaTitle: null, metaDescription: null, sections: [],
    });
    await renderApp('/en/draft', { content });
    expect(screen.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeInTheDocument();
  });
});

describe('LoadPage', () => {
  it('answers NotFound for an unknown or malformed slug and the page otherwise', async () => {
    const loadPage = new LoadPage({ content: new InMemoryContentGateway() });
    expect(await loadPage.execute({ slug: 'nowhere', locale: 'en' })).toEqual({ ok: false, error: { kind: 'NotFound' } });
    expect(await loadPage.execute({ slug: '../etc', locale: 'en' })).toEqual({ ok: false, error: { kind: 'NotFound' } });
    const found = await loadPage.execute({ slug: 'faq', locale: 'en' });
    expect(found.ok && found.value.translations).toEqual([{ locale: 'de', slug: 'haeufige-fragen' }]);
  });

  it('answers PageUnavailable when the content service fails', async () => {
    const content = new InMemoryContentGateway();
    content.failWith(refusal('TooOften', 'slow down'));
    const result = await new LoadPage({ content }).execute({ slug: 'faq', locale: 'en' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'PageUnavailable', failure: { kind: 'TooOften' } } });
  });
});
