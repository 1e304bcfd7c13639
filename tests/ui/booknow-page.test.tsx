import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { TOKENS, resolve } from '../../src/composition/tokens';
import { AGENCY, AGENCY_NAME, NIKOS, NOW, booknowWorld } from './support/booknow-world';
import { logInThroughDialog } from './auth-test-domains';
import { resultsPath } from './support/results-world';
import { renderApp } from './support/render-app';

// The screens' lazy chunks, transformed once before the tests (the shared machines are slow to do it on first use).
beforeAll(async () => {
  await Promise.all([
    import('../../src/ui/screens/booknow/booknow-page'), import('../../src/ui/shared/auth/login-dialog-route'),
    import('../../src/ui/screens/login/login-page'), import('../../src/ui/screens/booking/results-page'),
  ]);
}, 60_000);

/** The app on the contact page, logged in as `who` (as after the login dialog), then at `path`. */
async function openAs(who: { email: string; password: string } | undefined, path: string) {
  const world = await booknowWorld();
  const app = await renderApp(path.startsWith('/en') ? '/en/contact' : '/contact', { nowIso: NOW, domains: world.domains });
  if (who) {
    await resolve(app.container, TOKENS.Domains).require('auth');
    const login = await resolve(app.container, TOKENS.LogIn).execute(who);
    if (!login.ok) throw new Error(`login failed: ${login.error.kind}`);
    act(() => resolve(app.container, TOKENS.AuthSession).signedIn(login.value));
  }
  return { ...world, app, go: () => act(() => app.router.history.push(path)) };
}

const bookingStore = (app: Awaited<ReturnType<typeof renderApp>>) => resolve(app.container, TOKENS.BookingStore);
const valueOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('Reseller booking entry (/booknow)', { timeout: 30_000 }, () => {
  it('sends a visitor without a session to log in, and back to the reseller panel after logging in as the agency', async () => {
    const { app, go } = await openAs(undefined, '/en/booknow');
    go();
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/en/login'), { timeout: 15_000 });
    expect(app.router.state.location.search).toEqual({ redirect: '/en/booknow' });
    const user = userEvent.setup();
    await logInThroughDialog(user, AGENCY);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/en/booknow'), { timeout: 15_000 });

    expect(await screen.findByRole('heading', { level: 2, name: AGENCY_NAME }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Reseller booking' })).toBeInTheDocument();
    expect(screen.getByText('Reseller mode')).toBeInTheDocument();
    expect(valueOf('Credit limit')).toHaveTextContent('5,000.00 €');
    expect(valueOf('Used')).toHaveTextContent('1,234.56 €');
    expect(valueOf('Available')).toHaveTextContent('3,765.44 €');
    const search = screen.getByRole('region', { name: 'Search sailings for your customers' });
    expect(within(search).getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(within(search).getByLabelText('Departure port')).toBeInTheDocument();
    expect(bookingStore(app).state).toMatchObject({ booknowIsReseller: true, booknowName: AGENCY_NAME });
    await waitFor(() => expect(document.title).toBe('Reseller booking | FerryShop'));
  });

  it('shows the credit in the page\'s language (Greek at /booknow)', async () => {
    const { go } = await openAs(AGENCY, '/booknow');
    go();
    expect(await screen.findByRole('heading', { level: 2, name: AGENCY_NAME }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Κράτηση μεταπωλητή' })).toBeInTheDocument();
    expect(valueOf('Διαθέσιμο')).toHaveTextContent(/^3\.765,44\s€$/);
  });

  it('tells a customer this is not a reseller account, with contact and home links, and keeps paying by card', async () => {
    const { app, go } = await openAs(NIKOS, '/en/booknow');
    go();
    const heading = await screen.findByRole('heading', { level: 2, name: 'This account is not a reseller account' }, { timeout: 15_000 });
    const notice = heading.closest('section')!;
    expect(within(notice).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/en/contact');
    expect(within(notice).getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en');
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();
    expect(bookingStore(app).state).toMatchObject({ booknowIsReseller: false, booknowUserId: null });
  });

  it('reports a failure with a retry, which loads the panel and moves focus to it', async () => {
    const { booking, go } = await openAs(AGENCY, '/en/booknow');
    booking.failures = 1;
    go();
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent('Please check your connection and try again.');
    expect(screen.getByRole('heading', { level: 2, name: 'We could not load your reseller account' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    const agency = await screen.findByRole('heading', { level: 2, name: AGENCY_NAME });
    await waitFor(() => expect(document.activeElement).toBe(agency));
  });

  it('leaves reseller mode and enters it again, by keyboard, with the focus on what replaced the button', async () => {
    const { app, go } = await openAs(AGENCY, '/en/booknow');
    go();
    const user = userEvent.setup();
    (await screen.findByRole('button', { name: 'Leave reseller mode' }, { timeout: 15_000 })).focus();
    await user.keyboard('{Enter}');
    const left = await screen.findByRole('heading', { level: 2, name: 'You have left reseller mode' });
    await waitFor(() => expect(document.activeElement).toBe(left));
    expect(bookingStore(app).state).toMatchObject({ booknowIsReseller: false, booknowUserId: null, booknowName: null });
    expect(screen.queryByText('Available')).toBeNull();
    screen.getByRole('button', { name: 'Book as a reseller again' }).focus();
    await user.keyboard('{Enter}');
    const agency = await screen.findByRole('heading', { level: 2, name: AGENCY_NAME });
    await waitFor(() => expect(document.activeElement).toBe(agency));
    expect(bookingStore(app).state.booknowIsReseller).toBe(true);
  });

  it('marks the booking steps with the agency in reseller mode, and leaves it from there', async () => {
    const { app, go } = await openAs(AGENCY, '/en/booknow');
    go();
    await screen.findByRole('heading', { level: 2, name: AGENCY_NAME }, { timeout: 15_000 });
    app.router.history.push(resultsPath([['PIR', 'JTR', '2027-06-02']]));
    const banner = await screen.findByRole('region', { name: 'Reseller mode' }, { timeout: 15_000 });
    expect(banner).toHaveTextContent(`${AGENCY_NAME} · this booking is paid from your credit limit`);
    expect(bookingStore(app).state.paymentForm.paymentMethod).toBe('credit_limit');
    await userEvent.setup().click(within(banner).getByRole('button', { name: 'Leave reseller mode' }));
    const note = await screen.findByText('You have left reseller mode: this booking is paid by card.');
    expect(note).toHaveAttribute('role', 'status');
    await waitFor(() => expect(document.activeElement).toBe(note));
    expect(screen.queryByRole('region', { name: 'Reseller mode' })).toBeNull();
    expect(bookingStore(app).state).toMatchObject({ booknowIsReseller: false, paymentForm: expect.objectContaining({ paymentMethod: 'card' }) });
  });
});
