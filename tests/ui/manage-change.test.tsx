import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { InMemoryPartCancelGateway } from '../../src/adapters/in-memory/part-cancel.in-memory-gateway';
import { ChangeLeg } from '../../src/core/booking';
import { renderApp } from './support/render-app';
import { NOW, paidBookingWorld } from './support/paid-booking-world';

beforeAll(async () => {
  await import('../../src/ui/screens/manage/manage-page');
}, 60_000);

async function openManage() {
  const setup = paidBookingWorld();
  const code = await setup.issuedBooking();
  const app = await renderApp('/en/error', { domains: setup.domains, nowIso: NOW });
  setup.useToken(() => app.store.read('auth.token'));
  app.router.history.push(`/en/manage?order_code=${code}`);
  const section = await screen.findByRole('region', { name: 'Change date or sailing' }, { timeout: 15_000 });
  return { setup, code, app, section, user: userEvent.setup() };
}

/**
 * "Change date or sailing" on "Manage booking" (issue 17) over the in-memory shop (clock 2027-06-01 09:00 UTC; the
 * default policy: free until 48 hours before departure, then 10 €): the outward trip leaves in under 48 hours (fee),
 * the return in more (free).
 */
describe('Manage booking: change date or sailing', { timeout: 30_000 }, () => {
  it('says each trip\'s policy, checks the day and the choice on their fields, pays the difference on the hosted page and shows the new date', async () => {
    const { setup, code, app, section, user } = await openManage();
    const legs = await within(section).findAllByRole('listitem');
    expect(legs[0]).toHaveTextContent(/The company charges 10\.00 € for a change, plus any difference in fare\. Changes close 3 hours before departure\./);
    expect(legs[1]).toHaveTextContent(/Changing is free now \(until 48 hours before departure\)/);

    await user.click(within(legs[0]!).getByRole('button', { name: /^Change date or sailing/ }));
    const form = within(section).getByRole('group', { name: /^Change / });
    expect(document.activeElement).toBe(within(form).getByRole('heading', { level: 3 }));
    const date = within(form).getByLabelText('New date');
    expect(date).toHaveValue('2027-06-02');

    fireEvent.change(date, { target: { value: '' } });
    await user.click(within(form).getByRole('button', { name: 'Show sailings' }));
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription('Choose a date.');
    expect(document.activeElement).toBe(date);
    fireEvent.change(date, { target: { value: '2027-05-20' } });
    await user.click(within(form).getByRole('button', { name: 'Show sailings' }));
    expect(date).toHaveAccessibleDescription('Choose today or a later date.');

    fireEvent.change(date, { target: { value: '2027-06-04' } });
    await user.click(within(form).getByRole('button', { name: 'Show sailings' }));
    const sailings = await within(form).findByRole('group', { name: 'Sailings on Friday, 4 June 2027' });
    const radio = within(sailings).getByRole('radio');
    expect(radio.closest('label')).toHaveTextContent(/07:30 → 15:10 · Aegean Lines · Aegean Star\s*You pay 10\.00 €\. Includes the 10\.00 € change fee\./);

    await user.click(within(form).getByRole('button', { name: 'Change to the chosen sailing' }));
    expect(sailings).toHaveAccessibleDescription('Choose the new sailing.');
    expect(document.activeElement).toBe(radio);
    await user.click(radio);
    await user.click(within(form).getByRole('button', { name: /^Pay 10\.00\s€ and change$/ }));
    expect(setup.changePayments).toHaveLength(1);
    const changeCode = setup.changePayments[0]!.fields[0]!.value;
    expect(setup.world.booking.openOrder(code)?.reservation?.trips[0]?.tripId).toBe('AEG-PIR-JTR-20270602-0730');

    // The hosted page took the payment and sent the traveller back to the manage page with the change's code.
    setup.change.pay(changeCode, true);
    app.router.history.push(`/en/manage?order_code=${code}&change=${changeCode}`);
    expect(await within(section).findByText(/Your trip is changed/)).toHaveTextContent('Your trip is changed: it now leaves on Friday, 4 June 2027, 07:30. Your new tickets are below.');
    expect(within(section).getByText(/Your trip is changed/).closest('[role="status"]')).toHaveFocus();
    expect(setup.world.booking.openOrder(code)?.reservation?.trips[0]?.tripId).toBe('AEG-PIR-JTR-20270604-0730');
    // Settled, the change leaves the address (a reload shows the booking, not this outcome again).
    await expect.poll(() => app.router.state.location.search).toEqual({ order_code: code });
    const ticket = screen.getByRole('article', { name: `Reservation number R${code}` });
    expect(ticket).toHaveTextContent('Friday, 4 June 2027');
  });

  it('a free change goes through at once; closing the form gives the focus back to its button', async () => {
    const { setup, code, section, user } = await openManage();
    const legs = await within(section).findAllByRole('listitem');
    const open = within(legs[1]!).getByRole('button', { name: /^Change date or sailing/ });
    await user.click(open);
    await user.click(within(section).getByRole('button', { name: 'Keep my sailing' }));
    expect(document.activeElement).toBe(within(section).getAllByRole('button', { name: /^Change date or sailing/ })[1]);

    await user.click(within(section).getAllByRole('button', { name: /^Change date or sailing/ })[1]!);
    const form = within(section).getByRole('group', { name: /^Change / });
    fireEvent.change(within(form).getByLabelText('New date'), { target: { value: '2027-06-08' } });
    await user.click(within(form).getByRole('button', { name: 'Show sailings' }));
    const sailings = await within(form).findByRole('group', { name: /^Sailings on/ });
    await user.click(within(sailings).getByRole('radio'));
    expect(sailings).toHaveTextContent('No extra cost.');
    await user.click(within(form).getByRole('button', { name: 'Change at no cost' }));
    expect(await within(section).findByText(/Your trip is changed/)).toHaveTextContent(/it now leaves on Tuesday, 8 June 2027, 16:00/);
    expect(setup.changePayments).toHaveLength(0);
    expect(setup.world.booking.openOrder(code)?.reservation?.trips[1]?.tripId).toBe('AEG-JTR-PIR-20270608-1600');
  });

  it('a change left on the payment page: back on the manage page, "Continue to payment" posts the same payment again, and once paid the new date is shown', async () => {
    const setup = paidBookingWorld();
    const code = await setup.issuedBooking();
    // The traveller started a dearer change of the outward trip and closed the payment page without paying.
    const use = new ChangeLeg({ changes: setup.change });
    const day = await use.options(code, 0, '2027-06-04');
    if (!day.ok) throw new Error(day.error.kind);
    const started = await use.start(day.value, day.value.sailings[0]!.tripId);
    if (!started.ok || !started.value.payment) throw new Error('no payment form');
    const app = await renderApp('/en/error', { domains: setup.domains, nowIso: NOW });
    setup.useToken(() => app.store.read('auth.token'));
    app.router.history.push(`/en/manage?order_code=${code}`);
    const section = await screen.findByRole('region', { name: 'Change date or sailing' }, { timeout: 15_000 });
    const status = await within(section).findByRole('status');
    await within(status).findByText(/waiting for the payment of its difference/);
    const button = within(status).getByRole('button', { name: /^Continue to payment \(10\.00\s€\)$/ });
    expect(setup.changePayments).toHaveLength(0);
    await userEvent.setup().click(button);
    // The same change's form, posted as the first one was; the button stays busy while the browser leaves.
    expect(setup.changePayments).toEqual([started.value.payment]);
    expect(within(status).getByRole('button', { name: 'Opening the payment page…' })).toBeDisabled();
    expect(setup.world.booking.openOrder(code)?.reservation?.trips[0]?.tripId).toBe('AEG-PIR-JTR-20270602-0730');

    setup.change.pay(started.value.changeCode, true);
    app.router.history.push(`/en/manage?order_code=${code}&change=${started.value.changeCode}`);
    expect(await within(section).findByText(/Your trip is changed/, {}, { timeout: 10_000 })).toHaveTextContent('it now leaves on Friday, 4 June 2027, 07:30');
    expect(within(section).queryByRole('button', { name: /Continue to payment/ })).toBeNull();
    expect(setup.world.booking.openOrder(code)?.reservation?.trips[0]?.tripId).toBe('AEG-PIR-JTR-20270604-0730');
  });

  it('a trip with a cancelled passenger: the form names who is changed (the rest stays cancelled), and only they move', async () => {
    const setup = paidBookingWorld();
    const code = await setup.issuedBooking();
    const parts = new InMemoryPartCancelGateway(setup.world.booking);
    const part = { tripIndex: 1, whole: false, passengers: [1], vehicles: [] };
    const quote = await parts.quote(code, [part]);
    if (!quote.ok) throw new Error(quote.error.kind);
    expect(await parts.cancel(code, [part], quote.value.refundAmount)).toMatchObject({ ok: true });
    const [left, gone] = setup.world.booking.openOrder(code)!.reservation!.trips[1]!.passengers;
    const plates = setup.world.booking.openOrder(code)!.reservation!.trips[1]!.vehicles.map((v) => v.plate);
    expect(plates).toHaveLength(1);
    const app = await renderApp('/en/error', { domains: setup.domains, nowIso: NOW });
    setup.useToken(() => app.store.read('auth.token'));
    app.router.history.push(`/en/manage?order_code=${code}`);
    const section = await screen.findByRole('region', { name: 'Change date or sailing' }, { timeout: 15_000 });
    const user = userEvent.setup();
    const legs = await within(section).findAllByRole('listitem');
    await user.click(within(legs[1]!).getByRole('button', { name: /^Change date or sailing/ }));
    const form = within(section).getByRole('group', { name: /^Change / });
    expect(form).toHaveTextContent(`Only the tickets still valid are changed: ${left!.name} ${left!.surname} and ${plates[0]}. Those you cancelled stay cancelled`);
    expect(form).not.toHaveTextContent(`${gone!.name} ${gone!.surname}`);
    fireEvent.change(within(form).getByLabelText('New date'), { target: { value: '2027-06-08' } });
    await user.click(within(form).getByRole('button', { name: 'Show sailings' }));
    const sailings = await within(form).findByRole('group', { name: /^Sailings on/ });
    await user.click(within(sailings).getByRole('radio'));
    await user.click(within(form).getByRole('button', { name: /^(Change at no cost|Change and get .* back|Pay .* and change)$/ }));
    if (setup.changePayments.length > 0) setup.change.pay(setup.changePayments[0]!.fields[0]!.value, true);
    await vi.waitFor(() => expect(setup.world.booking.openOrder(code)?.reservation?.trips[1]?.tripId).toBe('AEG-JTR-PIR-20270608-1600'));
    expect(setup.world.booking.openOrder(code)!.reservation!.trips[1]!.passengers.map((p) => p.name)).toEqual([left!.name]);
    expect(setup.world.booking.openOrder(code)!.reservation!.trips[1]!.vehicles.map((v) => v.plate)).toEqual(plates);
  });
});
