import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { type MemoryOrderTokens } from '../../src/adapters/storage/order-tokens.store';
import { formatMoney } from '../../src/core/shared/money';
import { renderApp } from './support/render-app';
import { paidBookingWorld } from './support/paid-booking-world';

beforeAll(async () => {
  await import('../../src/ui/screens/manage/manage-page');
}, 60_000);

async function openManage(path: string, setup: ReturnType<typeof paidBookingWorld>) {
  const app = await renderApp('/en/error', { domains: setup.domains });
  setup.useToken(() => app.store.read('auth.token'));
  app.router.history.push(path);
  return app;
}

describe('Manage booking page', { timeout: 30_000 }, () => {
  it('shows the tickets and the server\'s refund per trip, asks before cancelling, and cancels for the amount shown', async () => {
    const setup = paidBookingWorld();
    const code = await setup.issuedBooking();
    await openManage(`/en/manage?order_code=${code}`, setup);

    expect(await screen.findByRole('heading', { level: 1, name: 'Manage your booking' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: `Reservation number R${code}` })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Cancel this booking' });
    const quote = within(section).getByRole('table', { name: 'Refund per trip' });
    const rows = within(quote).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(/80% · \d+ hours before departure/);
    const managed = await setup.world.booking.manage(code);
    if (!managed.ok) throw new Error('not managed');
    // The page writes the amount as the language does (a no-break space before €); the matchers collapse it to a space.
    const amount = formatMoney(managed.value.cancel.refund_amount, 'en').replace(/\s/g, ' ');
    expect(managed.value.cancel.refund_amount).toBeGreaterThan(0);
    expect(within(section).getByText(/You get back/)).toHaveTextContent(`You get back ${amount}`);

    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Cancel booking' }));
    const confirm = within(section).getByRole('group', { name: 'Cancel the whole booking?' });
    expect(document.activeElement).toBe(within(confirm).getByRole('heading', { name: 'Cancel the whole booking?' }));
    await user.click(within(confirm).getByRole('button', { name: 'Keep my booking' }));
    expect(document.activeElement).toBe(within(section).getByRole('button', { name: 'Cancel booking' }));
    expect(setup.world.booking.order(code)?.order_status).toBe('success');

    await user.click(within(section).getByRole('button', { name: 'Cancel booking' }));
    const yes = screen.getByRole('button', { name: /^Yes, cancel and refund/ });
    expect(yes).toHaveTextContent(`Yes, cancel and refund ${amount}`);
    await user.click(yes);
    expect(await screen.findByText(/Your booking is cancelled/)).toHaveTextContent(`Your booking is cancelled. ${amount} is on its way back to you`);
    expect(screen.getByText(/This booking was cancelled/)).toHaveTextContent(`This booking was cancelled; ${amount} is refunded.`);
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(setup.world.booking.order(code)?.order_status).toBe('refunded');
  });

  it('offers "Find your booking" to a tab that may not open the code, and shows the booking once the last name proves it', async () => {
    const setup = paidBookingWorld();
    const code = await setup.issuedBooking();
    (setup.world.booking.tokens as MemoryOrderTokens).clear();
    await renderApp(`/en/manage?order_code=${code}`, { domains: setup.domains });
    expect(await screen.findByText(/We could not open booking/, {}, { timeout: 15_000 })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'E-mail or last name of the lead traveller' }), 'Papadopoulou');
    await user.click(screen.getByRole('button', { name: 'Find booking' }));
    expect(await screen.findByRole('article', { name: `Reservation number R${code}` })).toBeInTheDocument();
  });
});
