import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InMemoryAccountGateway, InMemoryMailGateway, InMemoryNewsletterGateway } from '../../src/adapters/in-memory/account.in-memory-gateway';
import { InMemoryAuthGateway } from '../../src/adapters/in-memory/auth.in-memory-gateway';
import { accountModule, inMemoryAccountAdapterModule } from '../../src/composition/modules/account.module';
import {
  AUTH_FIELD_MESSAGES, CONTACT_FIELD_MESSAGES, CONTACT_RESULT_MESSAGES, CONTACT_SERVER_FIELD_MESSAGES, NEWSLETTER_MESSAGES,
} from '../../src/ui/shared/failure-messages';
import { currentMessages } from '../../src/ui/shared/i18n/load-messages';
import { messagePart, partOf } from '../../src/ui/shared/i18n/message-split';
import { MESSAGES, renderApp } from './support/render-app';

// Its own file: the locale's message catalog is module state, and here only the shell part has loaded at the start.
// A content page loads the shell and content parts of the messages, not the rest (message-split.ts, routing.tsx).
const loadedKeys = () => Object.keys(currentMessages('en'));
const missing = (errors: { mock: { calls: unknown[][] } }) => errors.mock.calls.map((call) => String(call[0])).filter((text) => /MISSING_TRANSLATION|Missing message/i.test(text));

describe('the messages a content page loads', { timeout: 60_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('puts every message the contact and newsletter forms can show in the shell or content part', () => {
    const shown = [CONTACT_FIELD_MESSAGES, CONTACT_RESULT_MESSAGES, CONTACT_SERVER_FIELD_MESSAGES, NEWSLETTER_MESSAGES, AUTH_FIELD_MESSAGES]
      .flatMap((table) => Object.values(table));
    expect(shown.filter((id) => partOf(id) === 'rest')).toEqual([]);
    expect(shown.filter((id) => MESSAGES.en[id] === undefined)).toEqual([]);
    // The three parts are the whole catalogue, each key in one.
    const parts = (['shell', 'content', 'rest'] as const).map((part) => Object.keys(messagePart(MESSAGES.en, part)));
    expect(parts.flat().sort()).toEqual(Object.keys(MESSAGES.en).sort());
    expect(parts.every((keys) => keys.length > 0)).toBe(true);
  });

  it('shows the content screens with the shell and content parts only, every message worded, and loads the rest for another screen', async () => {
    // react-intl reports each message it renders without having it (and would show its id) to console.error.
    const errors = vi.spyOn(console, 'error');
    const user = userEvent.setup();

    const destination = await renderApp('/en/destinations/santorini', { shellMessages: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Santorini' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: /Sailings from Santorini/i })).toBeInTheDocument();
    destination.unmount();

    const route = await renderApp('/en/routes/piraeus-santorini', { shellMessages: true });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    route.unmount();

    const blog = await renderApp('/en/blog', { shellMessages: true });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    blog.unmount();

    const faq = await renderApp('/en/faq', { shellMessages: true });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    faq.unmount();

    const auth = new InMemoryAuthGateway([]);
    const account = [inMemoryAccountAdapterModule({ account: new InMemoryAccountGateway({ auth, token: () => undefined, orders: () => [] }), mail: new InMemoryMailGateway(), newsletter: new InMemoryNewsletterGateway() }), accountModule];
    const contact = await renderApp('/en/contact', { shellMessages: true, domains: { account } });
    const form = screen.getByRole('form', { name: 'Send us a message' });
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(within(form).getByLabelText('First name')).toHaveAccessibleDescription('This field is required');
    const newsletter = screen.getByRole('form', { name: 'Newsletter' });
    await user.type(within(newsletter).getByLabelText('Your e-mail'), 'not-an-address');
    await user.click(within(newsletter).getByRole('button', { name: 'Subscribe' }));
    expect(await within(newsletter).findByText(MESSAGES.en['auth.validation.emailInvalid']!)).toBeInTheDocument();
    contact.unmount();

    expect(loadedKeys().filter((key) => partOf(key) === 'content').length).toBe(Object.keys(messagePart(MESSAGES.en, 'content')).length);
    expect(loadedKeys().filter((key) => partOf(key) === 'rest')).toEqual([]);
    expect(missing(errors)).toEqual([]);

    // Any other screen loads the rest before it renders.
    await renderApp('/en/login', { shellMessages: true });
    expect(loadedKeys().filter((key) => partOf(key) === 'rest').length).toBe(Object.keys(messagePart(MESSAGES.en, 'rest')).length);
    expect(missing(errors)).toEqual([]);
  });
});
