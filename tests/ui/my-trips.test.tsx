import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { uiTokens } from '../../src/ui/shared/view-model-tokens';
import { renderApp } from './support/render-app';
import { NIKOS, paidBookingWorld } from './support/paid-booking-world';

beforeAll(async () => {
  await Promise.all([import('../../src/ui/screens/account/account-page'), import('../../src/ui/shared/booking/ticket/reservation-tickets')]);
}, 60_000);

/** Nikos, logged in, with his orders; the account opened two days after the first sailing day. */
async function accountWith(arrange: (setup: ReturnType<typeof paidBookingWorld>, userId: string) => Promise<void>) {
  const setup = paidBookingWorld();
  const login = await setup.auth.login(NIKOS.email, NIKOS.password);
  if (!login.ok) throw new Error('login');
  const userId = setup.auth.userOf(login.value.token)!.id;
  await arrange(setup, userId);
  const app = await renderApp('/en/error', { domains: setup.domains, nowIso: '2027-06-04T09:00:00.000Z' });
  setup.useToken(() => app.store.read('auth.token'));
  // As the login dialog does: the token kept for the calls, the user in the session.
  app.store.write('auth.token', login.value.token);
  app.resolver.get(uiTokens.AuthSession).signedIn(setup.auth.userOf(login.value.token)!);
  app.router.history.push('/en/account');
  const trips = await screen.findByRole('region', { name: 'My trips' }, { timeout: 15_000 });
  return { setup, app, trips, user: userEvent.setup() };
}

describe('My trips', { timeout: 40_000 }, () => {
  it('lists the issued orders as scheduled trips and history, and opens their tickets to print', async () => {
    let past = '';
    let ahead = '';
    const { trips, user } = await accountWith(async (setup, userId) => {
      past = await setup.issuedBooking({ userId, oneWay: true });
      ahead = await setup.issuedBooking({ userId });
      await setup.recordedBooking({ userId });
    });
    const scheduled = await within(trips).findByRole('region', { name: 'Scheduled trips (1)' });
    const history = within(trips).getByRole('region', { name: 'History (1)' });
    expect(within(scheduled).getByRole('heading', { level: 4 })).toHaveTextContent('PIR → JTR · JTR → PIR');
    expect(within(scheduled).getByText(ahead)).toBeInTheDocument();
    expect(within(history).getByRole('heading', { level: 4 })).toHaveTextContent('PIR → JTR');
    expect(within(history).getByText(past)).toBeInTheDocument();
    expect(within(history).getByText(/Wednesday,? 2 June 2027, 07:30/)).toBeInTheDocument();

    // Each trip links to its manage-booking page (issue 17), in the page's language.
    expect(within(scheduled).getByRole('link', { name: `Manage booking ${ahead}` })).toHaveAttribute('href', `/en/manage?order_code=${ahead}`);
    expect(within(history).getByRole('link', { name: `Manage booking ${past}` })).toHaveAttribute('href', `/en/manage?order_code=${past}`);

    const show = within(scheduled).getByRole('button', { name: `Show tickets of reservation ${ahead}` });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    const sheet = await within(scheduled).findByRole('article', { name: `Reservation number R${ahead}` }, { timeout: 15_000 });
    expect(within(scheduled).getByRole('button', { name: `Hide tickets of reservation ${ahead}` })).toHaveAttribute('aria-expanded', 'true');
    expect(within(sheet).getAllByRole('table', { name: 'Passengers' })).toHaveLength(2);
    // Each ticket number twice: in its trip's passenger table and on its boarding pass.
    expect(within(sheet).getAllByText(/^T0000000\d$/)).toHaveLength(8);

    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      // At the moment the browser prints, only these tickets are marked for the printer.
      expect(sheet).toHaveClass('ticket-sheet--print-target');
    });
    await user.click(within(scheduled).getByRole('button', { name: 'Print tickets' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
    await user.click(within(scheduled).getByRole('button', { name: `Hide tickets of reservation ${ahead}` }));
    expect(within(scheduled).queryByRole('article')).toBeNull();
  });

  it('pages through the orders 50 at a time', async () => {
    const { trips, user } = await accountWith(async (setup, userId) => {
      for (let i = 0; i < 51; i += 1) await setup.issuedBooking({ userId, oneWay: true });
    });
    const pages = await within(trips).findByRole('navigation', { name: 'Pages of your trips' });
    expect(pages).toHaveTextContent('Page 1 of 2');
    expect(within(trips).getByRole('region', { name: 'History (50)' })).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Newer bookings' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Older bookings' }));
    await waitFor(() => expect(pages).toHaveTextContent('Page 2 of 2'));
    expect(within(trips).getByRole('region', { name: 'History (1)' })).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Older bookings' })).toBeDisabled();
  });

  it('says when there are no trips yet', async () => {
    const { trips } = await accountWith(async () => undefined);
    expect(await within(trips).findByText('You have no trips coming up.')).toBeInTheDocument();
    expect(within(trips).getByText('Your past trips will appear here.')).toBeInTheDocument();
    expect(within(trips).queryByRole('navigation')).toBeNull();
  });
});
