import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { LoadReservation, searchOfBooking } from '../../src/core/booking';
import { toSearchQuery } from '../../src/core/search';
import { BOOKING_SEARCH_KEY, BookingStore, searchKeyOf } from '../../src/ui/features/booking/booking-store';
import { PaymentFailureViewModel } from '../../src/ui/routes/payment-failure/payment-failure.view-model';
import { renderApp } from './support/render-app';
import { paidBookingWorld } from './support/paid-booking-world';

beforeAll(async () => {
  await Promise.all([import('../../src/ui/routes/payment-failure/payment-failure-page'), import('../../src/ui/routes/success/success-page')]);
}, 60_000);

/** The app on the home page's error screen first, with the tab's booking saved, then at `path` (the payment's redirect). */
async function openWithBooking(path: string, setup: ReturnType<typeof paidBookingWorld>, saved: [string, string][] = []) {
  const app = await renderApp('/en/error', { domains: setup.domains });
  for (const [key, value] of saved) app.store.write(key, value);
  app.router.history.push(path);
  return app;
}

describe('Payment failure page', { timeout: 30_000 }, () => {
  it('says sorry with customer support, and goes back to the last step with everything kept to pay again', async () => {
    const setup = paidBookingWorld();
    const booking = await setup.recordedBooking();
    const code = booking.order!.order_code;
    const key = searchKeyOf(searchOfBooking(booking)!);
    const app = await openWithBooking(`/en/error?reason=payment&order_code=${code}`, setup, [[...setup.saved(booking)], [BOOKING_SEARCH_KEY, key]]);

    expect(await screen.findByRole('heading', { level: 1, name: 'We are sorry!' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText(/There was a problem with your reservation/)).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(await main.findByRole('link', { name: '+30 210 123 4567' })).toHaveAttribute('href', 'tel:+302101234567');
    expect(main.getByRole('link', { name: 'support@ferries.example' })).toHaveAttribute('href', 'mailto:support@ferries.example');
    expect(await screen.findByText(/Your card payment did not go through/)).toBeInTheDocument();
    // Held for 15 minutes from 12:00 in Athens.
    expect(screen.getByText(/Your places are held until/)).toHaveTextContent('12:15 (Greek time)');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Try the payment again' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/en/results'));
    const search = app.router.state.location.search as Record<string, unknown>;
    expect(search).toMatchObject({ trip: 'roundTrip', legs: 'PIR-JTR-2027-06-02~JTR-PIR-2027-06-06' });
    // A plain query string, as the wizard writes it: no JSON-quoted numbers (AD=%221%22).
    const written = new URLSearchParams(app.router.state.location.href.split('?')[1]);
    expect(Object.fromEntries(written)).toEqual(toSearchQuery(searchOfBooking(booking)!));
    expect(app.router.state.location.href).not.toContain('%22');
  });

  it('puts the kept booking back on its last step, with its order and everything typed, for the results page', async () => {
    const setup = paidBookingWorld();
    const booking = await setup.recordedBooking();
    const store = new BookingStore({ persistence: { load: () => ({ ...booking, currentStep: 1 }), save: () => undefined, clear: () => undefined } });
    const vm = new PaymentFailureViewModel({ reservations: new LoadReservation({ booking: setup.world.booking }), store, clock: setup.world.clock });
    await vm.check(booking.order!.order_code);
    expect(vm.outcome).toBe('notPaid');
    expect(vm.canRetry).toBe(true);
    expect(vm.retry()).toMatchObject({ trip: 'roundTrip', legs: 'PIR-JTR-2027-06-02~JTR-PIR-2027-06-06', AD: '2', vehicles: '1', pets: '1' });
    expect(store.state.currentStep).toBe(2);
    expect(store.state.order).toEqual(booking.order);
    expect(store.state.travellers.map((t) => t.name)).toEqual(['MARIA', 'NIKOS']);
    expect(store.state.leader.email).toBe('maria@example.gr');
    await vm.check('NOSUCH01');
    expect(vm.outcome).toBe('unknown');
    expect(vm.canRetry).toBe(false);
  });

  it('offers a new search when the tab no longer holds the booking', async () => {
    const setup = paidBookingWorld();
    const booking = await setup.recordedBooking();
    await openWithBooking(`/en/error?reason=payment&order_code=${booking.order!.order_code}`, setup);
    expect(await screen.findByText(/Your card payment did not go through/, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try the payment again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');
  });

  it('sends to the tickets when the order was paid after all', async () => {
    const setup = paidBookingWorld();
    const booking = await setup.recordedBooking();
    await setup.pay(booking);
    const code = booking.order!.order_code;
    const app = await openWithBooking(`/en/error?reason=payment&order_code=${code}`, setup);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/en/success'), { timeout: 15_000 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your booking is confirmed' }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('keeps the generic error page for other errors, in Greek too', async () => {
    await renderApp('/error', { domains: paidBookingWorld().domains });
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('Λυπούμαστε!');
    document.body.innerHTML = '';
    const setup = paidBookingWorld();
    const booking = await setup.recordedBooking();
    const app = await renderApp(`/error?reason=payment&order_code=${booking.order!.order_code}`, { domains: setup.domains });
    expect(await screen.findByRole('heading', { level: 1, name: 'Λυπούμαστε!' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(app.requestedDomains).toContain('booking');
  });
});
