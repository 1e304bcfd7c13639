import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { InMemoryAccountGateway, InMemoryMailGateway, InMemoryNewsletterGateway } from '../../src/adapters/in-memory/account.in-memory-gateway';
import { InMemoryAuthGateway } from '../../src/adapters/in-memory/auth.in-memory-gateway';
import { InMemoryCatalogGateway } from '../../src/adapters/in-memory/catalog.in-memory-gateway';
import { seedCatalog } from '../../src/adapters/in-memory/catalog.seed';
import { accountModule, inMemoryAccountAdapterModule } from '../../src/composition/modules/account.module';
import { invalidInput, refusal } from '../../src/core/shared/refusal';
import { err, ok } from '../../src/core/shared/result';
import { ContactFormViewModel } from '../../src/ui/screens/catalog/contact/contact-form.view-model';
import { NewsletterFormViewModel } from '../../src/ui/screens/catalog/contact/newsletter-form.view-model';
import { RouteSearchViewModel } from '../../src/ui/screens/catalog/route-search.view-model';
import { renderApp } from './support/render-app';

const GOOD = { name: 'Maria', lastname: 'Papadaki', email: 'maria@example.gr', phone: '+30 691 234 5678', message: 'When does the ferry leave?' };

function languageLinks(): [string | undefined, string | null][] {
  const nav = screen.getAllByRole('navigation', { name: 'Language' })[0] as HTMLElement;
  return within(nav).getAllByRole('link').map((l) => [l.textContent?.slice(0, 2), l.getAttribute('href')]);
}

describe('ContactFormViewModel', () => {
  it('refuses to send with the wrong fields named and keeps what was typed', async () => {
    const sent: unknown[] = [];
    const vm = new ContactFormViewModel({ send: async (m) => { sent.push(m); return ok(undefined); } });
    vm.setField('name', 'Maria');
    vm.setField('phone', '12');
    expect(await vm.submit()).toBe(false);
    expect(vm.errors).toEqual({ lastname: 'contact.error.required', email: 'contact.error.required', phone: 'contact.error.phone', message: 'contact.error.required' });
    expect(vm.firstInvalidField).toBe('lastname');
    expect(vm.values.name).toBe('Maria');
    expect(sent).toEqual([]);
    vm.setField('lastname', 'P');
    expect(vm.errors.lastname).toBeUndefined();
  });

  it('shows the error a field gets from the server and the failure message otherwise, keeping the text', async () => {
    const failure = { kind: 'Failed' as const, failure: invalidInput('Input', 'x', 'phone') };
    const vm = new ContactFormViewModel({ send: async () => err(failure) });
    for (const [field, value] of Object.entries(GOOD)) vm.setField(field as keyof typeof GOOD, value);
    expect(await vm.submit()).toBe(false);
    expect(vm.errors).toEqual({ phone: 'contact.error.phone' });
    const down = new ContactFormViewModel({ send: async () => err({ kind: 'Failed', failure: refusal('TooOften', 'x') }) });
    for (const [field, value] of Object.entries(GOOD)) down.setField(field as keyof typeof GOOD, value);
    await down.submit();
    expect(down.failure).toBe('contact.rateLimited');
    expect(down.values).toEqual(GOOD);
  });

  it('clears the form and says so once the message is sent', async () => {
    const vm = new ContactFormViewModel({ send: async () => ok(undefined) });
    for (const [field, value] of Object.entries(GOOD)) vm.setField(field as keyof typeof GOOD, value);
    expect(await vm.submit()).toBe(true);
    expect(vm.status).toBe('sent');
    expect(vm.values.message).toBe('');
  });
});

describe('ContactFormViewModel and NewsletterFormViewModel when the code or the shop cannot be reached', () => {
  it('ends the sending state when the send itself rejects (the account code failed to load offline)', async () => {
    const contact = new ContactFormViewModel({ send: () => Promise.reject(new Error('Failed to fetch dynamically imported module')) });
    for (const [field, value] of Object.entries(GOOD)) contact.setField(field as keyof typeof GOOD, value);
    expect(await contact.submit()).toBe(false);
    expect([contact.status, contact.sending, contact.failure, contact.values]).toEqual(['failed', false, 'contact.unreachable', GOOD]);
    const newsletter = new NewsletterFormViewModel({ subscribe: () => Promise.reject(new Error('offline')) });
    newsletter.setEmail(GOOD.email);
    expect(await newsletter.submit()).toBe(false);
    expect([newsletter.status, newsletter.failure, newsletter.email]).toEqual(['failed', 'newsletter.unreachable', GOOD.email]);
  });
});

describe('NewsletterFormViewModel and RouteSearchViewModel', () => {
  it('asks for an e-mail, then subscribes, and keeps the address on a failure', async () => {
    let fail = true;
    const vm = new NewsletterFormViewModel({ subscribe: async () => (fail ? err({ kind: 'Failed', failure: refusal('Refused', 'x') }) : ok(undefined)) });
    expect(await vm.submit()).toBe(false);
    expect(vm.error).toBe('auth.validation.emailRequired');
    vm.setEmail('maria@example.gr');
    await vm.submit();
    expect([vm.status, vm.email]).toEqual(['failed', 'maria@example.gr']);
    fail = false;
    expect(await vm.submit()).toBe(true);
    expect(vm.status).toBe('subscribed');
  });

  it('builds the results query of a route once a day is chosen, a round trip with its return day', () => {
    const vm = new RouteSearchViewModel('PIR', 'JTR');
    expect(vm.submit()).toBeUndefined();
    expect(vm.visibleErrors).toEqual({ date: 'search.error.departureDate' });
    vm.setDate('2026-06-11');
    vm.setAdults(2);
    expect(vm.submit()).toEqual({ trip: 'oneWay', legs: 'PIR-JTR-2026-06-11', AD: '2' });
    vm.setRoundTrip(true);
    expect(vm.submit()).toBeUndefined();
    vm.setReturnDate('2026-06-18');
    expect(vm.submit()).toEqual({ trip: 'roundTrip', legs: 'PIR-JTR-2026-06-11~JTR-PIR-2026-06-18', AD: '2' });
  });
});

// Each test renders the whole app and loads the screen's chunk: a busy machine needs more than the default 5 s.
describe('the content screens', { timeout: 30_000 }, () => {
  it('lists destinations as popular, domestic and international', async () => {
    await renderApp('/en/destinations');
    expect(screen.getByRole('heading', { level: 1, name: 'Destinations' })).toBeInTheDocument();
    const popular = screen.getByRole('heading', { level: 2, name: 'Popular destinations' }).closest('section') as HTMLElement;
    expect(within(popular).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Piraeus', 'Santorini']);
    const international = screen.getByRole('heading', { level: 2, name: 'International' }).closest('section') as HTMLElement;
    expect(within(international).getByRole('link', { name: 'Ancona' })).toHaveAttribute('href', '/en/destinations/ancona');
  });

  it('shows a destination with sized images, its routes, and a language switch to its translated slugs', async () => {
    await renderApp('/en/destinations/santorini');
    expect(screen.getByRole('heading', { level: 1, name: 'Santorini' })).toBeInTheDocument();
    const hero = screen.getByRole('img', { name: 'Santorini' });
    expect([hero.getAttribute('width'), hero.getAttribute('height'), hero.getAttribute('loading')]).toEqual(['1200', '600', 'eager']);
    expect(screen.getByRole('link', { name: 'Piraeus – Santorini' })).toHaveAttribute('href', '/en/routes/piraeus-santorini');
    await waitFor(() => expect(languageLinks()).toContainEqual(['DE', '/de/destinations/santorin']));
    expect(languageLinks()).toContainEqual(['EL', '/destinations/santorini']);
    // Without an Italian version the switch keeps the path (SPEC.md section 2).
    expect(languageLinks()).toContainEqual(['IT', '/it/destinations/santorini']);
    await waitFor(() => expect(document.title).toBe('Santorini | FerryShop'));
  });

  it('adds the popular destinations, offers and latest posts to the home page once the visitor scrolls', async () => {
    const app = await renderApp('/en/');
    expect(app.requestedDomains).not.toContain('catalog');
    fireEvent.scroll(window);
    const destinations = (await screen.findByRole('heading', { level: 2, name: 'Popular destinations' }, { timeout: 15_000 })).closest('section') as HTMLElement;
    expect(within(destinations).getByRole('link', { name: 'Santorini' })).toHaveAttribute('href', '/en/destinations/santorini');
    const offers = (await screen.findByRole('heading', { level: 2, name: 'Offers' })).closest('section') as HTMLElement;
    expect(within(offers).getByText('-15%')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'From the blog' })).toBeInTheDocument();
    expect(app.requestedDomains).toContain('catalog');
  });

  it('links the competition-rules PDFs in Greek and English below the offers (issue 19)', async () => {
    await renderApp('/de/offers');
    const rules = screen.getByRole('region', { name: 'Teilnahmebedingungen des Gewinnspiels' });
    expect(within(rules).getAllByRole('link').map((l) => [l.textContent, l.getAttribute('href'), l.getAttribute('type')])).toEqual([
      ['Ελληνικά (PDF)', '/files/competition-rules-el.pdf', 'application/pdf'],
      ['English (PDF)', '/files/competition-rules-en.pdf', 'application/pdf'],
    ]);
  });

  it('shows the 404 page for an unknown or untranslated slug', async () => {
    await renderApp('/de/destinations/naxos');
    expect(await screen.findByRole('heading', { level: 1, name: /nicht gefunden|Seite/i })).toBeInTheDocument();
  });

  it('pages the blog nine posts at a time with links that mark the current page', async () => {
    const catalog = new InMemoryCatalogGateway();
    const sample = seedCatalog().posts.find((p) => p.item.slug === 'island-hopping');
    for (let i = 1; i <= 8; i++) {
      if (sample) catalog.put('posts', { ...sample, group: `extra-${i}`, item: { ...sample.item, id: 1000 + i, slug: `extra-${i}`, name: `Extra post ${i}` } });
    }
    await renderApp('/en/blog?page=2', { catalog });
    const list = screen.getByRole('heading', { level: 1, name: 'Blog' }).closest('.catalog-screen')?.querySelector('ul') as HTMLElement;
    expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(2);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/en/blog');
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/en/blog');
    await waitFor(() => expect(document.title).toBe('Blog – page 2 | FerryShop'));
  });

  it('shows a route with its facts, its translated slugs, and loads the catalog domain on demand', async () => {
    const app = await renderApp('/en/routes/piraeus-santorini');
    expect(screen.getByRole('heading', { level: 1, name: 'Piraeus – Santorini' })).toBeInTheDocument();
    expect(screen.getByText('Fastest crossing').nextElementSibling).toHaveTextContent('4h 50m');
    await waitFor(() => expect(languageLinks()).toContainEqual(['EL', '/routes/peiraias-santorini']));
    expect(app.requestedDomains).toContain('catalog');
  });

  it('checks the contact form on send: errors on the fields, focus on the first, typed text kept, then sends', async () => {
    const mail = new InMemoryMailGateway();
    const auth = new InMemoryAuthGateway([]);
    const account = [inMemoryAccountAdapterModule({ account: new InMemoryAccountGateway({ auth, token: () => undefined, orders: () => [] }), mail, newsletter: new InMemoryNewsletterGateway() }), accountModule];
    await renderApp('/en/contact', { domains: { account } });
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Send us a message' });
    await user.type(within(form).getByLabelText('First name'), 'Maria');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    const lastName = within(form).getByLabelText('Last name');
    expect(lastName).toHaveAttribute('aria-invalid', 'true');
    expect(lastName).toHaveAccessibleDescription('This field is required');
    expect(lastName).toHaveFocus();
    expect(within(form).getByLabelText('First name')).toHaveValue('Maria');
    await user.type(lastName, 'Papadaki');
    await user.type(within(form).getByLabelText('E-mail'), GOOD.email);
    await user.type(within(form).getByLabelText('Phone'), GOOD.phone);
    await user.type(within(form).getByLabelText('Message'), GOOD.message);
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByText('The email was sent successfully')).toBeInTheDocument();
    expect(mail.outbox).toEqual([{ kind: 'contactUs', payload: GOOD }]);
  });

  it('ends "Sending…" on a server error or a network failure, says so, keeps the text and sends again on retry', async () => {
    class DownMailGateway extends InMemoryMailGateway {
      down = true;
      override async contactUs(message: typeof GOOD) {
        if (this.down) throw new Error('POST /api/emails/contactUs: 503');
        return super.contactUs(message);
      }
    }
    class DownNewsletterGateway extends InMemoryNewsletterGateway {
      down = true;
      override async subscribe(email: string, group: string) {
        if (this.down) throw new Error('POST /newsletter: network error: Failed to fetch');
        return super.subscribe(email, group);
      }
    }
    const mail = new DownMailGateway();
    const newsletter = new DownNewsletterGateway();
    const auth = new InMemoryAuthGateway([]);
    const account = [inMemoryAccountAdapterModule({ account: new InMemoryAccountGateway({ auth, token: () => undefined, orders: () => [] }), mail, newsletter }), accountModule];
    await renderApp('/en/contact', { domains: { account } });
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Send us a message' });
    for (const [label, value] of [['First name', GOOD.name], ['Last name', GOOD.lastname], ['E-mail', GOOD.email], ['Phone', GOOD.phone], ['Message', GOOD.message]] as const) {
      await user.type(within(form).getByLabelText(label), value);
    }
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('We could not reach the shop (a network or server problem), so the message was not sent.');
    expect(within(form).getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(within(form).queryByText('Sending…')).not.toBeInTheDocument();
    expect(within(form).getByLabelText('Message')).toHaveValue(GOOD.message);
    mail.down = false;
    await user.click(within(form).getByRole('button', { name: 'Send again' }));
    expect(await within(form).findByText('The email was sent successfully')).toBeInTheDocument();
    expect(mail.outbox).toEqual([{ kind: 'contactUs', payload: GOOD }]);

    const subscribeForm = screen.getByRole('form', { name: 'Newsletter' });
    await user.type(within(subscribeForm).getByLabelText('Your e-mail'), GOOD.email);
    await user.click(within(subscribeForm).getByRole('button', { name: 'Subscribe' }));
    expect(await within(subscribeForm).findByRole('alert')).toHaveTextContent('We could not reach the shop (a network or server problem), so you are not subscribed yet.');
    expect(within(subscribeForm).getByLabelText('Your e-mail')).toHaveValue(GOOD.email);
    newsletter.down = false;
    await user.click(within(subscribeForm).getByRole('button', { name: 'Try again' }));
    expect(await within(subscribeForm).findByText('You have subscribed')).toBeInTheDocument();
    expect(newsletter.subscribers.get('newsletter-en')).toEqual(new Set([GOOD.email]));
  });
});
