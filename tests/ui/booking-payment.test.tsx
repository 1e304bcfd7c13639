import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type InMemoryPaymentsGateway } from '../../src/adapters/in-memory/payments.in-memory-gateway';
import {
  type BookingGateway, type BookingState, type CardPaymentForm, type CourierGateway, type PaymentRedirect, setLeader, setPaymentForm,
  setTraveller, type BookingRefusal, refuse, refuseField,
} from '../../src/core/booking';
import { err } from '../../src/core/shared/result';
import { HoldTimer } from '../../src/ui/screens/booking/payment/hold-timer';
import { formatMmSs, secondsLeft, thresholdReached } from '../../src/ui/screens/booking/payment/hold-time';
import { ResultsStep3 } from '../../src/ui/screens/booking/step3/results-step3';
import { NOW, renderStep3, type Step3WorldOptions } from './support/step3-world';
import { invalidInput, refusal } from '../../src/core/shared/refusal';

const ui = (
  <>
    <ResultsStep3 onNext={() => undefined} />
    <aside><HoldTimer /></aside>
  </>
);

/** Everything step 3 asks, filled in. */
function filled(state: BookingState): BookingState {
  let next = state;
  next.travellers.forEach((_, i) => {
    next = setTraveller(next, i, { name: `MARIA${'AB'[i]}`, surname: 'PAPADOPOULOU', sex: 'female', birthDate: '01/02/1990', documentNumber: `AB12345${i}` });
  });
  next = setLeader(next, { firstName: 'Maria', lastName: 'Papadopoulou', email: 'maria@example.gr', mobile: '6912345678', address: 'Akti Miaouli 10', city: 'Piraeus', zipcode: '185 38' });
  return setPaymentForm(next, { checked: true, prefecture: 'Attiki', address: 'Akti Miaouli 10', city: 'Piraeus', zipCode: '185 38' });
}

/** A redirect that records the form instead of leaving (what the browser would post). */
function recording(payments: InMemoryPaymentsGateway, posted: CardPaymentForm[]): PaymentRedirect {
  return { submit: async (form) => { posted.push(form); await payments.submit(form); } };
}

async function payWith(opts: Step3WorldOptions = {}) {
  const posted: CardPaymentForm[] = [];
  const world = await renderStep3(ui, { redirect: (p) => recording(p, posted), ...opts });
  act(() => world.store.update(filled));
  fireEvent.click(screen.getByRole('button', { name: opts.locale === 'el' ? /^Πληρωμή/ : /^Pay/ }));
  return { ...world, posted };
}

describe('hold time', () => {
  it('counts down in mm:ss and announces only at thresholds', () => {
    expect(secondsLeft('2027-06-01T09:15:00.000Z', NOW)).toBe(900);
    expect(formatMmSs(900)).toBe('15:00');
    expect(formatMmSs(61)).toBe('01:01');
    expect([900, 600, 599, 301, 300, 61, 60, 31, 30, 1, 0].map(thresholdReached)).toEqual([undefined, 600, 600, 600, 300, 120, 60, 60, 30, 30, 0]);
  });
});

describe('Payment', { timeout: 60_000 }, () => {
  it('holds the booking, shows the waiting message and goes to the hosted payment page', async () => {
    const world = await payWith();
    const status = await screen.findByText(/Please do not close this window/);
    expect(status.closest('[aria-live]')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(world.posted).toHaveLength(1));
    const order = world.store.state.order!;
    expect(order).toMatchObject({ recorded: true });
    expect(world.posted[0]!.fields).toContainEqual({ name: 'orderid', value: order.code });
    expect(world.gateway.order(order.code)).toMatchObject({ order_status: 'pending_payment', paid: true });
    // The hold timer shows how long the places stay held.
    const timer = screen.getByRole('region', { name: 'Your places are held' });
    expect(within(timer).getByText('15:00')).toBeInTheDocument();
  });

  it('sold out: the SPEC\'s message and the way back to step 1', async () => {
    const soldOut = (g: BookingGateway): BookingGateway => Object.assign(Object.create(g) as BookingGateway, {
      hold: async () => err(refuse('NoAvailability', 'sold out')),
    });
    const world = await payWith({ wrap: soldOut });
    await screen.findByText('There is no availability on the specific date, please choose another one.');
    expect(world.posted).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Choose another sailing' }));
    expect(world.store.state.currentStep).toBe(0);
    expect(world.store.state.order).toBeNull();
  });

  it('too many holds from this connection (429): says so in the traveller\'s language and holds nothing', async () => {
    const refusing429 = (kind: 'HoldLimit' | 'TooManyHolds') => (g: BookingGateway): BookingGateway => Object.assign(Object.create(g) as BookingGateway, {
      hold: async () => err(refuse(kind, 'refused')),
    });
    const english = await payWith({ wrap: refusing429('HoldLimit') });
    expect(await screen.findByText(/You already hold many places in bookings that have not been paid/)).toBeInTheDocument();
    expect(english.posted).toHaveLength(0);
    expect(english.store.state.order).toBeNull();
    english.unmount();
    const greek = await payWith({ wrap: refusing429('TooManyHolds'), locale: 'el' });
    expect(await screen.findByText(/Έγιναν πολλές κρατήσεις από αυτή τη σύνδεση/)).toBeInTheDocument();
    expect(greek.store.state.order).toBeNull();
    expect(screen.getByRole('button', { name: /^Πληρωμή/ })).toBeEnabled();
  });

  it('price changed while holding: the new total shows and Pay goes on with it', async () => {
    const dearer = (g: BookingGateway): BookingGateway => Object.assign(Object.create(g) as BookingGateway, {
      hold: async (request: Parameters<BookingGateway['hold']>[0]) => {
        const held = await g.hold(request);
        if (!held.ok) return held;
        const trips = held.value.pricing.trips.map((t, i) => (i === 0 ? { ...t, trip_total: t.trip_total + 1000 } : t));
        return { ...held, value: { ...held.value, pricing: { ...held.value.pricing, trips, total: held.value.pricing.total + 1000 } } };
      },
    });
    const world = await payWith({ wrap: dearer });
    await screen.findByText(/The price has changed meanwhile; the new total is/);
    expect(world.posted).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /^Pay/ }));
    await waitFor(() => expect(world.posted).toHaveLength(1));
  });

  it('a shipping address refused with the details shows the shipping message on the address, and no courier is booked before payment', async () => {
    const vouchers: string[] = [];
    const courier: CourierGateway = {
      createVoucher: async (shipping) => { vouchers.push(shipping.orderCode); return err(invalidInput('Input', 'no', 'zipCode')); },
      retrieveVoucher: async () => err(refusal('NotFound', 'no')),
    };
    const refusingShipping = (g: BookingGateway): BookingGateway => Object.assign(Object.create(g) as BookingGateway, {
      recordDetails: async () => err(refuseField('ShippingDetails', 'no', { part: 'shipping', name: 'postcode' })),
    });
    const posted: CardPaymentForm[] = [];
    const world = await renderStep3(ui, { courier, wrap: refusingShipping, redirect: (p) => recording(p, posted) });
    act(() => world.store.update((s) => setPaymentForm(filled(s), { receiveTicketsMethod: 'courier', name: 'Maria Papadopoulou', telephone: '6912345678' })));
    fireEvent.click(screen.getByRole('button', { name: /^Pay/ }));
    const zip = screen.getByLabelText('Postal code');
    await waitFor(() => expect(zip).toHaveAccessibleDescription(/mistake at shipping details/));
    await waitFor(() => expect(zip).toHaveFocus());
    expect(posted).toHaveLength(0);
    expect(vouchers).toEqual([]);
  });

  it('a reseller pays from the credit limit and lands on the success page', async () => {
    const world = await payWith({ reseller: true });
    await waitFor(() => expect(world.router.state.location.pathname).toBe('/en/success'));
    const order = world.gateway.order((world.router.state.location.search as Record<string, string>).order_code!);
    expect(order).toMatchObject({ paid: true, paymentMethod: 'credit_limit' });
  });

  it("a reseller whose credit does not cover the order is told so (CreditTooLow), not that the places are gone", async () => {
    const refusingCredit = (refusal: BookingRefusal) => (g: BookingGateway): BookingGateway => Object.assign(Object.create(g) as BookingGateway, {
      payFromCredit: async () => err(refusal),
    });
    const low = await payWith({ reseller: true, wrap: refusingCredit(refuse('CreditTooLow', 'This payment would exceed the credit limit')) });
    expect(await screen.findByText('Your credit limit does not cover this booking.')).toBeInTheDocument();
    expect(low.router.state.location.pathname).not.toBe('/en/success');
    low.unmount();
    // The places gone at payment time are not a credit problem: the reseller reads the reservation message.
    await payWith({ reseller: true, wrap: refusingCredit(refuse('NoAvailability', 'sold out')) });
    expect(await screen.findByText('We were unable to complete the reservation. Please try again shortly.')).toBeInTheDocument();
    expect(screen.queryByText('Your credit limit does not cover this booking.')).toBeNull();
  });

  it('when the hold runs out: a clear message and the way back to step 1', async () => {
    const world = await payWith();
    await waitFor(() => expect(world.posted).toHaveLength(1));
    act(() => world.clock.set('2027-06-01T09:20:00.000Z'));
    const alert = await screen.findByText(/Time is up and the places have been released/, {}, { timeout: 3000 });
    fireEvent.click(within(alert.closest('section')!).getByRole('button', { name: 'Choose another sailing' }));
    expect(world.store.state.currentStep).toBe(0);
    expect(world.store.state.order).toBeNull();
  });
});

describe('Extending the hold', { timeout: 60_000 }, () => {
  /** Step 3 paid up to the hosted page, which the traveller has not completed: the order is held, unpaid. */
  async function heldOrder(opts: Step3WorldOptions = {}) {
    const posted: CardPaymentForm[] = [];
    const world = await renderStep3(ui, { redirect: () => ({ submit: async (form) => { posted.push(form); } }), ...opts });
    act(() => world.store.update(filled));
    fireEvent.click(screen.getByRole('button', { name: /^(Pay|Πληρωμή)/ }));
    await waitFor(() => expect(posted).toHaveLength(1));
    const timer = screen.getByRole('region', { name: /^(Your places are held|Οι θέσεις σας είναι δεσμευμένες)$/ });
    return { ...world, timer };
  }
  const at = (time: string) => `2027-06-01T${time}.000Z`;
  const refusing = (failure: BookingRefusal) => (g: BookingGateway): BookingGateway =>
    Object.assign(Object.create(g) as BookingGateway, { extendHold: async () => err(failure) });

  it('is reachable by keyboard at any time and on show in the last 5 minutes', async () => {
    const { timer, clock } = await heldOrder();
    const extend = within(timer).getByRole('button', { name: 'Extend time' });
    expect(extend.parentElement).toHaveClass('hold-timer__extend--later');
    act(() => extend.focus());
    expect(extend).toHaveFocus();
    act(() => clock.set(at('09:10:30')));
    await waitFor(() => expect(within(timer).getByText('04:30')).toBeInTheDocument(), { timeout: 3000 });
    expect(within(timer).getByRole('button', { name: 'Extend time' }).parentElement).not.toHaveClass('hold-timer__extend--later');
  });

  it('extends twice, announcing the new time politely, then offers no more (focus stays in the timer)', async () => {
    const { timer, clock, store, gateway } = await heldOrder();
    act(() => clock.set(at('09:11:00')));
    await waitFor(() => expect(within(timer).getByText('04:00')).toBeInTheDocument(), { timeout: 3000 });
    fireEvent.click(within(timer).getByRole('button', { name: 'Extend time' }));
    await waitFor(() => expect(within(timer).getByText('15:00')).toBeInTheDocument());
    const announced = within(timer).getByText('Time extended: 15 minutes left to complete the payment.');
    expect(announced).toHaveAttribute('role', 'status');
    expect(announced).toHaveAttribute('aria-live', 'polite');
    expect(store.state.order).toMatchObject({ holdExpiresAt: at('09:26:00'), extensionsLeft: 1 });
    expect(gateway.order(store.state.order!.code)?.hold_expires_at).toBe(at('09:26:00'));
    const extend = within(timer).getByRole('button', { name: 'Extend time' });
    expect(extend).toHaveAccessibleDescription('You can extend the time once more.');

    act(() => clock.set(at('09:24:00')));
    await waitFor(() => expect(within(timer).getByText('02:00')).toBeInTheDocument(), { timeout: 3000 });
    act(() => extend.focus());
    fireEvent.click(extend);
    await waitFor(() => expect(within(timer).getByText('15:00')).toBeInTheDocument());
    expect(store.state.order).toMatchObject({ holdExpiresAt: at('09:39:00'), extensionsLeft: 0 });
    expect(within(timer).queryByRole('button', { name: 'Extend time' })).toBeNull();
    await waitFor(() => expect(within(timer).getByRole('heading', { name: 'Your places are held' })).toHaveFocus());
  });

  it('not extendable any more: the message, and no Extend button', async () => {
    const { timer, clock, store } = await heldOrder({
      wrap: refusing(refuse('NotExtendable', 'limit')),
    });
    act(() => clock.set(at('09:12:00')));
    await waitFor(() => expect(within(timer).getByText('03:00')).toBeInTheDocument(), { timeout: 3000 });
    fireEvent.click(within(timer).getByRole('button', { name: 'Extend time' }));
    const alert = await within(timer).findByRole('alert');
    expect(alert).toHaveTextContent('The time cannot be extended any further. Please complete the payment before it runs out.');
    expect(within(timer).queryByRole('button', { name: 'Extend time' })).toBeNull();
    expect(store.state.order).toMatchObject({ holdExpiresAt: at('09:15:00'), extensionsLeft: 0 });
  });

  it('already run out on the server: the hold ends with the message and the way back to step 1', async () => {
    const { timer, clock, store } = await heldOrder({
      wrap: refusing(refuse('HoldExpired', 'expired')),
    });
    act(() => clock.set(at('09:14:30')));
    await waitFor(() => expect(within(timer).getByText('00:30')).toBeInTheDocument(), { timeout: 3000 });
    fireEvent.click(within(timer).getByRole('button', { name: 'Extend time' }));
    const alert = await within(timer).findByRole('alert');
    expect(alert).toHaveTextContent('The time could not be extended because it had already run out.');
    expect(alert).toHaveTextContent(/Time is up and the places have been released/);
    fireEvent.click(within(alert).getByRole('button', { name: 'Choose another sailing' }));
    expect(store.state.currentStep).toBe(0);
    expect(store.state.order).toBeNull();
  });

  it('too many holds from this connection (429): says so, and the traveller may try again later', async () => {
    const { timer, clock } = await heldOrder({ wrap: refusing(refuse('TooManyHolds', 'slow down')) });
    act(() => clock.set(at('09:12:00')));
    await waitFor(() => expect(within(timer).getByText('03:00')).toBeInTheDocument(), { timeout: 3000 });
    fireEvent.click(within(timer).getByRole('button', { name: 'Extend time' }));
    expect(await within(timer).findByRole('alert')).toHaveTextContent('Too many bookings have been started from this connection in a short time.');
    expect(within(timer).getByRole('button', { name: 'Extend time' })).toBeInTheDocument();
  });

  it('a failure says so and lets the traveller try again, in Greek too', async () => {
    const { timer, clock } = await heldOrder({
      locale: 'el', wrap: refusing(refuseField('Input', 'refused')),
    });
    expect(timer).toHaveAccessibleName('Οι θέσεις σας είναι δεσμευμένες');
    act(() => clock.set(at('09:12:00')));
    await waitFor(() => expect(within(timer).getByText('03:00')).toBeInTheDocument(), { timeout: 3000 });
    fireEvent.click(within(timer).getByRole('button', { name: 'Παράταση χρόνου' }));
    expect(await within(timer).findByRole('alert')).toHaveTextContent('Ο χρόνος δεν παρατάθηκε λόγω προβλήματος. Δοκιμάστε ξανά.');
    expect(within(timer).getByRole('button', { name: 'Παράταση χρόνου' })).toBeInTheDocument();
  });
});
