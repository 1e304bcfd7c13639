import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { InMemoryTicketWalletStore, InMemoryWalletHint } from '../../src/adapters/in-memory/ticket-wallet.in-memory';
import { TicketWallet, readSavedBooking } from '../../src/core/wallet';
import { renderApp } from './support/render-app';
import { NOW, paidBookingWorld } from './support/paid-booking-world';

beforeAll(async () => {
  await import('../../src/ui/screens/manage/manage-page');
  await import('../../src/ui/screens/tickets/tickets-page');
}, 60_000);

/**
 * Issue 17, offline: the copy of a booking this device keeps follows what the manage page shows. Assistance asked on
 * the page is on the saved ticket ("My tickets", read from the device alone) with the moment it was synchronised; once
 * the booking is cancelled on the page, My tickets says it is cancelled and draws no QR code for it.
 */
describe('Manage booking and the tickets saved on the device', { timeout: 40_000 }, () => {
  it('refreshes the saved copy after assistance is asked, and marks it cancelled once the booking is cancelled', async () => {
    const setup = paidBookingWorld();
    const code = await setup.issuedBooking();
    const store = new InMemoryTicketWalletStore();
    const issued = setup.world.booking.openOrder(code)?.reservation;
    if (!issued) throw new Error('no reservation');
    // Saved on this device when the booking finished, a day before.
    const dayBefore = new Date(Date.parse(NOW) - 86_400_000).toISOString();
    await new TicketWallet({ store, hint: new InMemoryWalletHint(), clock: { nowIso: () => dayBefore } }).save(issued, { kind: 'guest' });
    const saved = () => readSavedBooking(store.records.get(code));

    const app = await renderApp('/en/error', { domains: setup.domains, wallet: store });
    setup.useToken(() => app.store.read('auth.token'));
    app.router.history.push(`/en/manage?order_code=${code}`);
    const section = await screen.findByRole('region', { name: 'Assistance for disability or reduced mobility' }, { timeout: 15_000 });
    const legs = await within(section).findAllByRole('listitem');
    const user = userEvent.setup();
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Trip' }), legs[1]!.querySelector('strong')!.textContent!);
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Help needed' }), 'Wheelchair');
    await user.click(within(section).getByRole('button', { name: 'Send request' }));
    expect(await within(section).findByText(/You asked in time, so the help is guaranteed/)).toBeInTheDocument();
    await waitFor(() => expect(saved()?.reservation.trips[1]?.passengers[0]?.assistance).toEqual({ kind: 'wheelchair' }));
    expect(saved()?.savedAt).not.toBe(dayBefore);

    // My tickets (the device alone): the assistance on the ticket, and when this copy was synchronised.
    app.router.history.push('/en/tickets');
    await screen.findByRole('heading', { level: 1, name: 'My tickets' }, { timeout: 15_000 });
    const sheet = await screen.findByRole('article', { name: `Reservation number R${code}` }, { timeout: 15_000 });
    expect(within(sheet).getByText('Assistance: Wheelchair')).toBeInTheDocument();
    expect(screen.getByText(/^This booking last synchronised on/)).toBeInTheDocument();
    expect(screen.getByText(/^Last synchronised on/)).toBeInTheDocument();
    expect(within(sheet).getAllByRole('img', { name: /^QR code of ticket/ }).length).toBeGreaterThan(0);

    // Cancelled on the manage page: the device keeps it, marked cancelled, with no QR code to board with.
    app.router.history.push(`/en/manage?order_code=${code}`);
    const cancel = await screen.findByRole('region', { name: 'Cancel this booking' }, { timeout: 15_000 });
    await user.click(within(cancel).getByRole('button', { name: 'Cancel booking' }));
    await user.click(screen.getByRole('button', { name: /^Yes, cancel and refund/ }));
    expect(await screen.findByText(/Your booking is cancelled/)).toBeInTheDocument();
    await waitFor(() => expect(saved()?.reservation.order_status).toBe('refunded'));

    app.router.history.push('/en/tickets');
    await screen.findByRole('heading', { level: 1, name: 'My tickets' }, { timeout: 15_000 });
    const cancelled = await screen.findByRole('article', { name: `Reservation number R${code}` }, { timeout: 15_000 });
    expect(within(cancelled).getByText('This booking is cancelled: none of its tickets is valid any more.')).toBeInTheDocument();
    expect(within(cancelled).getAllByText('Cancelled: the tickets of this trip are no longer valid')).toHaveLength(2);
    expect(within(cancelled).queryAllByRole('img', { name: /^QR code of ticket/ })).toEqual([]);
  });
});
