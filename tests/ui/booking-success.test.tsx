import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BOOKING_STORAGE_KEY, LoadReservation } from '../../src/core/booking';
import { formatMoney } from '../../src/core/shared/money';
import { BookingStore } from '../../src/ui/shared/booking/booking-store';
import { SUCCESS_ISSUING_RETRIES, SuccessViewModel } from '../../src/ui/screens/success/success.view-model';
import { renderApp } from './support/render-app';
import { paidBookingWorld } from './support/paid-booking-world';

// The screens' lazy chunks, transformed once before the tests (the shared machines are slow to do it on first use).
beforeAll(async () => {
  await Promise.all([import('../../src/ui/screens/success/success-page'), import('../../src/ui/screens/payment-failure/payment-failure-page')]);
}, 60_000);

/** The app on the error page first, with the tab's booking saved, then at `path` (as the payment page redirects). */
async function openWithBooking(path: string, setup: ReturnType<typeof paidBookingWorld>, saved?: readonly [string, string]) {
  const app = await renderApp('/en/error', { domains: setup.domains });
  setup.useToken(() => app.store.read('auth.token'));
  if (saved) app.store.write(saved[0], saved[1]);
  app.router.history.push(path);
  return app;
}

describe('Success page', { timeout: 30_000 }, () => {
  it('shows the reservation with every ticket, e-mails it once and forgets the finished booking', async () => {
    const setup = paidBookingWorld();
    const booking = await setup.recordedBooking();
    await setup.pay(booking);
    const code = booking.order!.code;
    const app = await openWithBooking(`/en/success?order_code=${code}`, setup, setup.saved(booking));

    expect(await screen.findByRole('heading', { level: 1, name: 'Your booking is confirmed' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText(/Thank you, Maria Papadopoulou/)).toBeInTheDocument();
    const sheet = screen.getByRole('article', { name: `Reservation number R${code}` });
    const trips = within(sheet).getAllByRole('region').filter((r) => r.classList.contains('ticket-trip'));
    expect(trips).toHaveLength(2);
    const outward = trips[0]!;
    expect(within(outward).getByRole('heading', { name: /Trip 1 of 2\s*PIR\s*to\s*JTR/ })).toBeInTheDocument();
    expect(within(outward).getByText('Departure').nextElementSibling).toHaveTextContent(/^Wednesday,? 2 June 2027, 07:30$/);
    expect(within(outward).getByText('Arrival').nextElementSibling).toHaveTextContent(/^Wednesday,? 2 June 2027, 15:10$/);
    expect(within(outward).getByText(`AEG-${code.slice(-6)}`)).toBeInTheDocument();
    expect(within(outward).getByText(`CK${code.slice(-4)}`)).toBeInTheDocument();
    const passengers = within(outward).getByRole('table', { name: 'Passengers' });
    expect(within(passengers).getByRole('rowheader', { name: 'MARIA PAPADOPOULOU' })).toBeInTheDocument();
    expect(within(passengers).getByText('T00000001')).toBeInTheDocument();
    expect(within(passengers).getAllByText('Adult')).toHaveLength(2);
    expect(within(outward).getByRole('table', { name: 'Vehicles' })).toHaveTextContent('IKA1234');
    expect(within(outward).getByRole('table', { name: 'Pets' })).toHaveTextContent('Argos');
    expect(within(trips[1]!).getByRole('heading', { name: /Trip 2 of 2\s*JTR\s*to\s*PIR/ })).toBeInTheDocument();
    expect(within(trips[1]!).getByText('16:00')).toBeInTheDocument();

    const payment = within(sheet).getByRole('region', { name: 'Payment' });
    const reservation = setup.world.booking.order(code)!;
    expect(within(payment).getByText('Final amount').nextElementSibling).toHaveTextContent(`${(reservation.payment_amount / 100).toFixed(2)} €`);
    expect(within(payment).getByText('Discount')).toBeInTheDocument();

    expect(await screen.findByText(/Your tickets have been e-mailed to/)).toHaveTextContent('maria@example.gr');
    expect(setup.mail.outbox).toEqual([{ kind: 'successReservation', payload: { order_code: code } }]);
    await waitFor(() => expect(app.store.read(BOOKING_STORAGE_KEY)).toBeUndefined());
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it('tells once, in a status region, which details sent after paying were not applied (the shop said so when it refused them), and leads to Manage booking', async () => {
    const setup = paidBookingWorld();
    const booking = await setup.recordedBooking();
    await setup.pay(booking);
    const code = booking.order!.code;
    const refused = { ...booking, order: { ...booking.order!, notApplied: { delivery: { paid: 'port', asked: 'courier' }, parts: ['travellers'] } } } as const;
    await openWithBooking(`/en/success?order_code=${code}`, setup, setup.saved(refused));

    expect(await screen.findByRole('heading', { level: 1, name: 'Your booking is confirmed' }, { timeout: 15_000 })).toBeInTheDocument();
    const notice = await screen.findByText(/Your payment had already gone through/);
    const region = notice.closest('[role="status"]') as HTMLElement;
    expect(region).not.toBeNull();
    expect(region).toHaveTextContent('Ticket delivery: e-ticket, collected at the port. Your change to “courier delivery” was not applied.');
    expect(region).toHaveTextContent('The travellers’ details stay as you paid for them.');
    expect(within(region).getAllByRole('listitem')).toHaveLength(2);
    expect(within(region).getByRole('link', { name: 'Manage booking' })).toHaveAttribute('href', expect.stringContaining(`/en/manage?order_code=${code}`));
  });

  it('says nothing of details not applied when the shop named none', async () => {
    const setup = paidBookingWorld();
    const booking = await setup.recordedBooking();
    await setup.pay(booking);
    await openWithBooking(`/en/success?order_code=${booking.order!.code}`, setup, setup.saved(booking));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your booking is confirmed' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText(/Your payment had already gone through/)).toBeNull();
  });

  it('prints the tickets from the print button', async () => {
    const setup = paidBookingWorld();
    const booking = await setup.recordedBooking();
    await setup.pay(booking);
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await openWithBooking(`/en/success?order_code=${booking.order!.code}`, setup);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Print tickets' }, { timeout: 15_000 }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('shows the tickets again after a reload without sending the e-mail twice, and resends it on request', async () => {
    const setup = paidBookingWorld();
    const booking = await setup.recordedBooking();
    await setup.pay(booking);
    const code = booking.order!.code;
    await openWithBooking(`/en/success?order_code=${code}`, setup, setup.saved(booking));
    await screen.findByText(/Your tickets have been e-mailed/, {}, { timeout: 15_000 });
    document.body.innerHTML = '';

    // The reload: the tab's booking is gone (it was finished), the order code in the URL is enough.
    await openWithBooking(`/en/success?order_code=${code}`, setup);
    expect(await screen.findByRole('article', { name: `Reservation number R${code}` }, { timeout: 15_000 })).toBeInTheDocument();
    await screen.findByText(/Your tickets have been e-mailed/);
    expect(setup.mail.outbox).toHaveLength(1);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send the e-mail again' }));
    const status = screen.getByText(/e-mailed your tickets to/).closest('[role="status"]')!;
    await waitFor(() => expect(status).toHaveTextContent('We have e-mailed your tickets to maria@example.gr again.'));
    expect(setup.mail.outbox).toHaveLength(2);
  });

  it('says so when the order is not paid, and keeps the booking for another try', async () => {
    const setup = paidBookingWorld();
    const booking = await setup.recordedBooking();
    const code = booking.order!.code;
    const app = await openWithBooking(`/en/success?order_code=${code}`, setup, setup.saved(booking));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your payment has not been confirmed' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText(/no tickets have been issued and you have not been charged/)).toHaveTextContent(code);
    expect(screen.getByRole('link', { name: 'Back to your booking' })).toHaveAttribute('href', `/en/error?reason=payment&order_code=${code}`);
    expect(app.store.read(BOOKING_STORAGE_KEY)).toBeDefined();
    expect(setup.mail.outbox).toHaveLength(0);
  });

  it('says so for an unknown order code or none, in the page language', async () => {
    const setup = paidBookingWorld();
    await openWithBooking('/en/success?order_code=NOSUCH01', setup);
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find this reservation' }, { timeout: 15_000 })).toBeInTheDocument();
    document.body.innerHTML = '';
    const app = await renderApp('/success', { domains: paidBookingWorld().domains });
    expect(await screen.findByRole('heading', { level: 1, name: 'Δεν υπάρχει κράτηση για εμφάνιση' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(app.requestedDomains).toEqual(expect.arrayContaining(['booking', 'account']));
  });
});

describe('Success page: a paid order without tickets yet, or never (issue 14)', { timeout: 30_000 }, () => {
  it('tells why the money of an order that could not be issued goes back, and how much', async () => {
    const setup = paidBookingWorld();
    const { booking, code, amount } = await setup.paidBooking({ refuse: 'operator_refused', refunded: false });
    await openWithBooking(`/en/success?order_code=${code}`, setup, setup.saved(booking));
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not issue your tickets' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(within(screen.getByRole('status')).getByText(/The company could not confirm your seats\./))
      .toHaveTextContent(`Your payment of ${formatMoney(amount, 'en').replace('\u00a0', ' ')} is being refunded. It reaches your card in 5–10 working days.`);
    expect(screen.getByText(/No tickets were issued for order/)).toHaveTextContent(`No tickets were issued for order ${code}.`);
  });

  it('says the payment was received while the company confirms the tickets', async () => {
    const setup = paidBookingWorld();
    const { booking, code } = await setup.paidBooking('issuing');
    await openWithBooking(`/en/success?order_code=${code}`, setup, setup.saved(booking));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your payment was received' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('Your payment was received; we are confirming your tickets with the ferry company…')).toBeInTheDocument();
  });

  it('asks again while the tickets are being confirmed, then shows them; or says they will come by e-mail', async () => {
    const setup = paidBookingWorld();
    const { booking, code } = await setup.paidBooking('issuing');
    const store = new BookingStore({ persistence: { load: () => booking, save: () => undefined, clear: () => undefined } });
    let waits = 0;
    const deps = {
      reservations: new LoadReservation({ booking: setup.world.booking }), store, logger: { log: () => undefined },
      mail: { execute: async () => ({ ok: true as const, value: { sent: true } }) }, find: { execute: vi.fn(), fromLink: vi.fn() },
      track: { execute: vi.fn() },
    };
    const late = new SuccessViewModel({ ...deps, wait: async () => { waits += 1; } });
    await late.load(code);
    expect([late.failure, late.issuingLate, waits]).toEqual(['Issuing', true, SUCCESS_ISSUING_RETRIES]);

    const vm = new SuccessViewModel({ ...deps, wait: async () => { setup.world.booking.confirmWith(code, 'issue'); } });
    await vm.load(code);
    expect(vm.failure).toBeUndefined();
    expect(vm.reservation?.order_code).toBe(code);
  });

  it('shows the shipping number of printed tickets sent by courier and tracks the delivery on request', async () => {
    const setup = paidBookingWorld();
    const booking = await setup.recordedBooking();
    await setup.pay(booking);
    const code = booking.order!.code;
    const issued = await new LoadReservation({ booking: setup.world.booking }).afterPayment(code);
    if (!issued.ok) throw new Error('not issued');
    const shipping = { shippingNumber: '4820157736', estimatedDelivery: '2027-06-04' };
    const track = { execute: vi.fn(async () => ({ ok: true as const, value: 'in_transit' as const })) };
    const vm = new SuccessViewModel({
      reservations: { afterPayment: async () => ({ ok: true as const, value: { ...issued.value, shipping } }) },
      store: new BookingStore({ persistence: { load: () => booking, save: () => undefined, clear: () => undefined } }), logger: { log: () => undefined },
      mail: { execute: async () => ({ ok: true as const, value: { sent: true } }) }, find: { execute: vi.fn(), fromLink: vi.fn() }, track,
    });
    await vm.load(code);
    expect(vm.shipment).toBe('idle');
    await vm.trackShipment();
    expect(track.execute).toHaveBeenCalledWith('4820157736', code);
    expect(vm.shipment).toBe('in_transit');
    track.execute.mockRejectedValueOnce(new Error('offline'));
    await vm.trackShipment();
    expect(vm.shipment).toBe('failed');
  });
});
