import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from './support/render-app';
import { paidBookingWorld } from './support/paid-booking-world';

beforeAll(async () => {
  await import('../../src/ui/screens/manage/manage-page');
}, 60_000);

/**
 * "Cancel part of the booking" on "Manage booking" (issue 17) over the in-memory shop (80 % of what a part cost until
 * its departure): a round trip for Maria and Nikos with a car. The return leg is cancelled through the dialog (Escape
 * keeps the booking, focus back on the button), the refund is shown and the tickets of that leg say Cancelled; then
 * Nikos alone on the outward leg.
 */
describe('Manage booking: cancelling part of a booking', { timeout: 30_000 }, () => {
  it('quotes what is ticked, confirms the exact refund in a dialog, then shows the booking with the part cancelled', async () => {
    const setup = paidBookingWorld();
    const code = await setup.issuedBooking();
    const app = await renderApp('/en/error', { domains: setup.domains });
    setup.useToken(() => app.store.read('auth.token'));
    app.router.history.push(`/en/manage?order_code=${code}`);

    const section = await screen.findByRole('region', { name: 'Cancel part of the booking' }, { timeout: 15_000 });
    const legs = within(section).getAllByRole('group');
    expect(legs).toHaveLength(2);
    const ask = within(section).getByRole('button', { name: 'Cancel what is selected' });
    expect(ask).toBeDisabled();

    const user = userEvent.setup();
    const backTotal = setup.world.booking.openOrder(code)!.reservation!.trips[1]!.trip_total;
    const refund = Math.round(backTotal * 0.8);
    const euros = (cents: number) => new RegExp(`€\\s?${(cents / 100).toFixed(2).replace('.', '\\.')}|${(cents / 100).toFixed(2).replace('.', '\\.')}\\s?€`);
    await user.click(within(legs[1]!).getByRole('checkbox', { name: 'Cancel this whole leg' }));
    const table = await within(section).findByRole('table', { name: 'Refund per leg for what you chose' });
    expect(within(table).getByRole('rowheader')).toHaveTextContent('The whole leg');
    expect(table).toHaveTextContent('80%');
    expect(within(section).getByText(/You get back/)).toHaveTextContent(euros(refund));
    // Ticking the whole leg ticks (and locks) its passengers and vehicle.
    for (const box of within(legs[1]!).getAllByRole('checkbox').slice(1)) expect(box).toBeDisabled();

    await waitFor(() => expect(ask).toBeEnabled());
    await user.click(ask);
    let dialog = await screen.findByRole('alertdialog', { name: 'Cancel this part of the booking?' });
    expect(dialog).toHaveTextContent(euros(refund));
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep my booking' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toBe(ask));
    expect(setup.world.booking.openOrder(code)!.reservation!.trips[1]!.cancelled).toBeUndefined();

    await user.click(ask);
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: /^Yes, cancel and refund/ }));
    const status = () => within(section).getAllByRole('status').find((s) => s.classList.contains('manage-part__done'));
    await waitFor(() => expect(status()).toHaveTextContent(/^Cancelled\. .* is on its way back to you; a confirmation e-mail follows\. Your other tickets stay valid\.$/));
    expect(status()).toHaveTextContent(euros(refund));
    await waitFor(() => expect(document.activeElement).toBe(status()));
    expect(setup.world.booking.openOrder(code)!.reservation!.trips[1]!.cancelled).toBe(true);
    expect(within(within(section).getAllByRole('group')[1]!).getByText('This leg has been cancelled.')).toBeInTheDocument();
    // The page's tickets now say so (no QR code for that leg).
    expect(await screen.findByText(/Cancelled: the tickets of this trip are no longer valid/)).toBeInTheDocument();

    // Nikos alone on the outward leg.
    const outward = within(section).getAllByRole('group')[0]!;
    await user.click(within(outward).getByRole('checkbox', { name: /NIKOS PAPADOPOULOS/ }));
    const line = await within(section).findByRole('rowheader');
    expect(line).toHaveTextContent('NIKOS PAPADOPOULOS');
    await waitFor(() => expect(ask).toBeEnabled());
    await user.click(ask);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: /^Yes, cancel and refund/ }));
    await waitFor(() => expect(within(within(section).getAllByRole('group')[0]!).getByRole('checkbox', { name: /NIKOS PAPADOPOULOS/ })).toBeDisabled());
    expect(setup.world.booking.openOrder(code)!.reservation!.trips[0]!.passengers.map((p) => Boolean(p.cancelled))).toEqual([false, true]);
    // Every section shows the booking as the shop now has it: the change section asked the company's rules again (a
    // leg with a cancelled part changes what is left of it: Maria alone), the assistance section offers neither the
    // cancelled leg nor Nikos.
    const change = screen.getByRole('region', { name: 'Change date or sailing' });
    const changeLegs = within(change).getAllByRole('listitem');
    await user.click(await within(changeLegs[0]!).findByRole('button', { name: /^Change date or sailing/ }));
    expect(within(change).getByRole('group', { name: /^Change / })).toHaveTextContent(/Only the tickets still valid are changed: MARIA PAPADOPOULOU( and [A-Z0-9]+)?\. Those you cancelled stay cancelled/);
    await user.click(within(change).getByRole('button', { name: 'Keep my sailing' }));
    expect(changeLegs[1]).toHaveTextContent('This trip is cancelled.');
    const assistance = screen.getByRole('region', { name: 'Assistance for disability or reduced mobility' });
    await waitFor(() => expect(within(assistance).getAllByRole('listitem')[1]).toHaveTextContent('cancelled: assistance can no longer be asked for on it'));
    expect(within(assistance).queryByRole('combobox', { name: 'Trip' })).toBeNull();
    const passengers = within(within(assistance).getByRole('combobox', { name: 'Passenger' })).getAllByRole('option');
    expect(passengers.map((o) => o.textContent)).toEqual(['MARIA PAPADOPOULOU']);

    // Maria, the last one left: that is the whole booking, said so before and after.
    await user.click(within(within(section).getAllByRole('group')[0]!).getByRole('checkbox', { name: /MARIA PAPADOPOULOU/ }));
    expect(await within(section).findByText('This is everything left of the booking: the whole booking is cancelled.')).toBeInTheDocument();
    await waitFor(() => expect(ask).toBeEnabled());
    await user.click(ask);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: /^Yes, cancel and refund/ }));
    await waitFor(() => expect(screen.getAllByRole('status').find((s) => s.classList.contains('manage-part__done')))
      .toHaveTextContent(/^Your booking is cancelled\. .* is on its way back to you; a confirmation e-mail follows\.$/));
    expect(setup.world.booking.openOrder(code)!.order.order_status).toBe('refunded');
    expect(screen.queryAllByRole('group')).toHaveLength(0);
  });
});
