import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { LoadReservation, searchOfBooking } from '../../src/core/booking';
import { toSearchQuery } from '../../src/core/search';
import { BOOKING_SEARCH_KEY, BookingStore, searchKeyOf } from '../../src/ui/shared/booking/booking-store';
import { type ConfirmationAnswer } from '../../src/adapters/in-memory/booking.in-memory-gateway';
import { formatMoney } from '../../src/core/shared/money';
import { ISSUING_RETRIES, PaymentFailureViewModel } from '../../src/ui/screens/payment-failure/payment-failure.view-model';
import { renderApp } from './support/render-app';
import { paidBookingWorld } from './support/paid-booking-world';

beforeAll(async () => {
  await Promise.all([import('../../src/ui/screens/payment-failure/payment-failure-page'), import('../../src/ui/screens/success/success-page')]);
}, 60_000);

/** The app on the home page's error screen first, with the tab's booking saved, then at `path` (the payment's redirect). */
async function openWithBooking(path: string, setup: ReturnType<typeof paidBookingWorld>, saved: [string, string][] = []) {
  // The page's language is the first address's (its locale prefix, none for Greek).
  const app = await renderApp(path.split('?')[0]!, { domains: setup.domains });
  for (const [key, value] of saved) app.store.write(key, value);
  app.router.history.push(path);
  return app;
}

describe('Payment failure page', { timeout: 30_000 }, () => {
  it('says sorry with customer support, and goes back to the last step with everything kept to pay again', async () => {
    const setup = paidBookingWorld();
    const booking = await setup.recordedBooking();
    const code = booking.order!.code;
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
    await vm.check(booking.order!.code);
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
    await openWithBooking(`/en/error?reason=payment&order_code=${booking.order!.code}`, setup);
    expect(await screen.findByText(/Your card payment did not go through/, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try the payment again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');
  });

  it('sends to the tickets when the order was paid after all', async () => {
    const setup = paidBookingWorld();
    const booking = await setup.recordedBooking();
    await setup.pay(booking);
    const code = booking.order!.code;
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
    const app = await renderApp(`/error?reason=payment&order_code=${booking.order!.code}`, { domains: setup.domains });
    expect(await screen.findByRole('heading', { level: 1, name: 'Λυπούμαστε!' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(app.requestedDomains).toContain('booking');
  });
});

describe('Payment failure page: the traveller learns the outcome (issue 14, issue 19)', { timeout: 30_000 }, () => {
  /** A booking the tab holds: recorded, or paid with the company's `answer` to the confirmation of its tickets. */
  async function savedBooking(setup: ReturnType<typeof paidBookingWorld>, answer?: ConfirmationAnswer) {
    const { booking, amount } = answer ? await setup.paidBooking(answer) : { booking: await setup.recordedBooking(), amount: 0 };
    const saved: [string, string][] = [[...setup.saved(booking)], [BOOKING_SEARCH_KEY, searchKeyOf(searchOfBooking(booking)!)]];
    return { booking, code: booking.order!.code, amount, saved };
  }

  it('says the bank declined the card, that nothing was charged, and offers to pay again', async () => {
    const setup = paidBookingWorld();
    const { code, saved } = await savedBooking(setup);
    await openWithBooking(`/en/error?reason=payment&order_code=${code}&payment=declined`, setup, saved);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Your card was declined' }, { timeout: 15_000 });
    expect(within(screen.getByRole('status')).getByText('Your card was declined by the bank. Nothing was charged. Try again or use another card.')).toBeInTheDocument();
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByText(/We are sorry/)).toBeNull();
    expect(screen.queryByText(/There was a problem with your reservation/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Try the payment again' })).toBeInTheDocument();
  });

  it('says the traveller cancelled the payment, in Greek too, and keeps the way back to pay', async () => {
    const setup = paidBookingWorld();
    const { code, saved } = await savedBooking(setup);
    await openWithBooking(`/error?reason=payment&order_code=${code}&payment=cancelled`, setup, saved);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ακυρώσατε την πληρωμή' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText(/Ακυρώσατε την πληρωμή\. Δεν έγινε καμία χρέωση\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Δοκιμάστε ξανά την πληρωμή' })).toBeInTheDocument();
  });

  it('believes the server over the redirect: a "declined" order that was paid and refunded says refunded', async () => {
    const setup = paidBookingWorld();
    const { code, amount, saved } = await savedBooking(setup, { refuse: 'operator_refused', refunded: true });
    await openWithBooking(`/en/error?reason=payment&order_code=${code}&payment=declined`, setup, saved);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your payment has been refunded' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(within(screen.getByRole('status')).getByText(/The company could not confirm your seats\./))
      .toHaveTextContent(`The company could not confirm your seats. Your payment of ${formatMoney(amount, 'en').replace('\u00a0', ' ')} has been refunded. It reaches your card in 5–10 working days.`);
    expect(screen.queryByRole('button', { name: 'Try the payment again' })).toBeNull();
    expect(screen.queryByText(/Nothing was charged/)).toBeNull();
  });

  it('tells the reason and the amount of a refund in the page language, money as the language writes it', async () => {
    const setup = paidBookingWorld();
    const { code, amount, saved } = await savedBooking(setup, { refuse: 'coupon_used', refunded: false });
    await openWithBooking(`/de/error?reason=payment&order_code=${code}&payment=refunded`, setup, saved);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Ihre Zahlung wird erstattet' }, { timeout: 15_000 });
    const text = within(screen.getByRole('status')).getByText(/Der Gutschein Ihrer Buchung/);
    expect(text).toHaveTextContent(`Ihre Zahlung von ${formatMoney(amount, 'de').replace('\u00a0', ' ')} wird erstattet.`);
    expect(formatMoney(amount, 'de')).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}\u00a0€$/);
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('says the payment was received while the tickets are being confirmed', async () => {
    const setup = paidBookingWorld();
    const { code, saved } = await savedBooking(setup, 'issuing');
    await openWithBooking(`/en/error?reason=payment&order_code=${code}&payment=pending`, setup, saved);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your payment was received' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(within(screen.getByRole('status')).getByText('Your payment was received; we are confirming your tickets with the ferry company…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try the payment again' })).toBeNull();
  });
});

describe('PaymentFailureViewModel: a paid order whose tickets are being confirmed', () => {
  async function issuingOrder() {
    const setup = paidBookingWorld();
    const { booking, code } = await setup.paidBooking('issuing');
    const store = new BookingStore({ persistence: { load: () => booking, save: () => undefined, clear: () => undefined } });
    const waits: number[] = [];
    return { setup, code, store, waits };
  }

  it('asks again until the tickets are issued', async () => {
    const { setup, code, store, waits } = await issuingOrder();
    const vm = new PaymentFailureViewModel({
      reservations: new LoadReservation({ booking: setup.world.booking }), store, clock: setup.world.clock,
      wait: async (ms) => {
        waits.push(ms);
        expect(vm.outcome).toBe('issuing');
        if (waits.length === 2) setup.world.booking.confirmWith(code, 'issue');
      },
    });
    await vm.check(code, 'pending');
    expect(vm.outcome).toBe('issued');
    expect(waits).toEqual([3_000, 3_000]);
  });

  it('stops asking after a few tries and says the tickets will come by e-mail; "check again" asks anew', async () => {
    const { setup, code, store, waits } = await issuingOrder();
    const vm = new PaymentFailureViewModel({
      reservations: new LoadReservation({ booking: setup.world.booking }), store, clock: setup.world.clock,
      wait: async (ms) => { waits.push(ms); },
    });
    await vm.check(code, 'pending');
    expect(vm.outcome).toBe('issuingLate');
    expect(waits).toHaveLength(ISSUING_RETRIES);
    expect(vm.canRetry).toBe(false);
    setup.world.booking.confirmWith(code, 'issue');
    await vm.recheck();
    expect(vm.outcome).toBe('issued');
  });

  it('drops the answers of a check the page has left', async () => {
    const { setup, code, store } = await issuingOrder();
    let release: () => void = () => undefined;
    const vm = new PaymentFailureViewModel({
      reservations: new LoadReservation({ booking: setup.world.booking }), store, clock: setup.world.clock,
      wait: () => new Promise<void>((resolve) => { release = resolve; }),
    });
    const checking = vm.check(code, 'pending');
    await waitFor(() => expect(vm.outcome).toBe('issuing'));
    vm.dispose();
    setup.world.booking.confirmWith(code, { refuse: 'operator_refused', refunded: false });
    release();
    await checking;
    expect(vm.outcome).toBe('issuing');
    // Shown again (the page mounted anew), it follows the order again and learns the outcome.
    const again = vm.check(code, 'pending');
    await waitFor(() => expect(vm.outcome).toBe('refund'));
    await again;
    expect(vm.refund).toMatchObject({ outcome: 'operator_refused', done: false });
  });
});
