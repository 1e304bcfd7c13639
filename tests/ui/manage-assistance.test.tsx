import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from './support/render-app';
import { paidBookingWorld } from './support/paid-booking-world';

beforeAll(async () => {
  await import('../../src/ui/screens/manage/manage-page');
}, 60_000);

/**
 * The assistance section of "Manage booking" (issue 17) over the in-memory shop, whose clock is 2027-06-01 09:00 UTC:
 * the outward trip leaves in under 48 hours (not guaranteed, the port's contact), the return in more (guaranteed).
 */
describe('Manage booking: assistance for reduced mobility', { timeout: 30_000 }, () => {
  it('says per trip whether a request is guaranteed, checks the note on its field, records it and shows it on the ticket', async () => {
    const setup = paidBookingWorld();
    const code = await setup.issuedBooking();
    const app = await renderApp('/en/error', { domains: setup.domains });
    setup.useToken(() => app.store.read('auth.token'));
    app.router.history.push(`/en/manage?order_code=${code}`);

    const section = await screen.findByRole('region', { name: 'Assistance for disability or reduced mobility' }, { timeout: 15_000 });
    const legs = await within(section).findAllByRole('listitem');
    expect(legs[0]).toHaveTextContent(/less than 48 hours before departure: we will pass on your request, but cannot guarantee the help/);
    expect(within(legs[0]!).getByRole('link', { name: '+302104550000' })).toHaveAttribute('href', 'tel:+302104550000');
    expect(legs[1]).toHaveTextContent(/guaranteed if you ask by/);

    const user = userEvent.setup();
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Trip' }), legs[0]!.querySelector('strong')!.textContent!);
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Help needed' }), 'Other help');
    expect(within(section).getByText(/Less than 48 hours are left before departure/)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Send request' }));
    const note = within(section).getByRole('textbox', { name: /What help you need/ });
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveAccessibleDescription(/Describe the help needed\./);
    expect(document.activeElement).toBe(note);
    expect(setup.world.booking.openOrder(code)?.reservation?.trips[0]?.passengers[0]?.assistance).toBeUndefined();

    await user.type(note, 'Help with the stairs');
    await user.click(within(section).getByRole('button', { name: 'Send request' }));
    const outcome = await within(section).findByText(/Your request is recorded and passed on to the company\. It came less than 48 hours/);
    expect(outcome.closest('[role="status"]')).toHaveTextContent('Passenger assistance point at the port of');
    expect(await screen.findByText('Assistance: Other help (Help with the stairs)')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Change request' })).toBeInTheDocument();

    // The return trip, in time: guaranteed.
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Trip' }), legs[1]!.querySelector('strong')!.textContent!);
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Help needed' }), 'Wheelchair');
    await user.click(within(section).getByRole('button', { name: 'Send request' }));
    // A second change within minutes: recorded at once, its e-mail waits to confirm the changes together.
    expect(await within(section).findByText(/You asked in time, so the help is guaranteed\. So as not to flood your inbox, we will confirm your recent changes together in one e-mail at \d\d:\d\d\./)).toBeInTheDocument();
    expect(setup.world.booking.openOrder(code)?.reservation?.trips[1]?.passengers[0]?.assistance).toEqual({ kind: 'wheelchair' });

    // Withdrawn: the ticket no longer shows it.
    await user.click(within(section).getByRole('button', { name: 'No assistance needed any more' }));
    expect(await within(section).findByText(/no longer needs assistance/)).toBeInTheDocument();
    expect(setup.world.booking.openOrder(code)?.reservation?.trips[1]?.passengers[0]?.assistance).toBeUndefined();
  });
});
