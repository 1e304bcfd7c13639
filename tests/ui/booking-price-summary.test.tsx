import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type BookingGateway, addPet, addVehicle, setCoupon, setPaymentForm, setReseller } from '../../src/core/booking';
import { type Quote, type QuoteRequest } from '../../src/core/booking';
import { type BookingResult } from '../../src/core/booking';
import { PriceSummary } from '../../src/ui/screens/booking/price-summary/price-summary';
import { OUTWARD, RETURN, aBooking, renderBooking } from './support/step2-world';

const region = () => screen.getByRole('region', { name: /Price summary|Σύνοψη τιμής/ });
const euros = (cents: number) => `${(cents / 100).toFixed(2)} €`;

async function priced(...args: Parameters<typeof renderBooking>) {
  const view = renderBooking(...args);
  await act(() => view.pricing.priceNow());
  return { ...view, user: userEvent.setup() };
}

describe('PriceSummary', { timeout: 30_000 }, () => {
  it('lists each trip\'s priced passengers, vehicles and pets in departure order, then the parts and the total', async () => {
    let state = aBooking([RETURN, OUTWARD], { adults: 2, children: 1 });
    state = addPet(addVehicle(state), 1);
    const { store } = await priced(<PriceSummary />, state);
    const pricing = store.state.pricing!;
    const summary = region();
    const trips = within(summary).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(trips).toEqual(['Piraeus → Thira', 'Thira → Piraeus']);
    const outward = within(summary).getByRole('region', { name: 'Piraeus → Thira' });
    expect(within(outward).getByText('Passenger 1 · Adult · Deck')).toBeInTheDocument();
    expect(within(outward).getByText('Passenger 3 · Child · Deck')).toBeInTheDocument();
    expect(within(outward).getByText('Car, 4 m')).toBeInTheDocument();
    expect(within(outward).getByText('Pet 1 · Small pet in a carrier')).toBeInTheDocument();
    const outwardPricing = pricing.trips.find((t) => t.tripId === OUTWARD.tripId)!;
    expect(within(outward).getByText('Trip total').nextElementSibling).toHaveTextContent(euros(outwardPricing.trip_total));
    expect(within(summary).getByText('Subtotal').nextElementSibling).toHaveTextContent(euros(pricing.subtotal));
    expect(within(summary).getByText('Service fee').nextElementSibling).toHaveTextContent(euros(pricing.serviceFee));
    const total = within(summary).getByText(euros(pricing.total));
    expect(total).toHaveAttribute('aria-live', 'polite');
    expect(within(summary).queryByText('Courier delivery')).toBeNull();
  });

  it('shows the coupon discount, adds the courier fee when chosen, and formats money for the locale', async () => {
    let state = aBooking([OUTWARD], { adults: 2 });
    state = setCoupon(state, { hasCoupon: true, couponNumber: 'SUMMER10' });
    const withCoupon = (g: BookingGateway): BookingGateway => Object.assign(Object.create(g) as BookingGateway, {
      async pricing(request: QuoteRequest): BookingResult<Quote> {
        const answer = await g.pricing({ ...request, coupon: undefined });
        if (!answer.ok) return answer;
        const discount = Math.round(answer.value.subtotal / 10);
        return { ok: true, value: { ...answer.value, discount, coupon: request.coupon ?? null, total: answer.value.total - discount } };
      },
    });
    const { store } = await priced(<PriceSummary />, state, { locale: 'el', wrap: withCoupon });
    const pricing = store.state.pricing!;
    const summary = region();
    const greek = (cents: number) => new Intl.NumberFormat('el-GR', { minimumFractionDigits: 2, useGrouping: 'always' }).format(cents / 100);
    expect(within(summary).getByText('Κουπόνι SUMMER10').nextElementSibling).toHaveTextContent(`−${greek(pricing.discount)} €`);
    expect(within(summary).getByText(`${greek(pricing.total)} €`)).toHaveAttribute('aria-live', 'polite');
    act(() => store.update((s) => setPaymentForm(s, { receiveTicketsMethod: 'courier' })));
    expect(within(summary).getByText('Αποστολή με courier').nextElementSibling).toHaveTextContent('3,77 €');
    expect(within(summary).getByText(`${greek(pricing.total + 377)} €`)).toBeInTheDocument();
  });

  it('keeps the last prices while new choices are priced, and says when pricing failed', async () => {
    let fail = false;
    let release: () => void = () => {};
    const slow = (g: BookingGateway): BookingGateway => Object.assign(Object.create(g) as BookingGateway, {
      async pricing(request: QuoteRequest): BookingResult<Quote> {
        await new Promise<void>((resolve) => { release = resolve; });
        return fail ? { ok: false, error: { kind: 'NoAvailability', detail: 'full' } } : g.pricing(request);
      },
    });
    const view = renderBooking(<PriceSummary />, aBooking([OUTWARD], { adults: 1 }), { wrap: slow });
    expect(within(region()).getByText('Prices show once every passenger has a place.')).toBeInTheDocument();
    let done = view.pricing.priceNow();
    await waitFor(() => expect(within(region()).getAllByText('Updating prices…').length).toBeGreaterThan(0));
    release();
    await act(() => done);
    const first = view.store.state.pricing!.total;
    expect(within(region()).getByText(euros(first))).toBeInTheDocument();

    const { setPassengerChoice } = await import('../../src/core/booking');
    act(() => view.store.update((s) => setPassengerChoice(s, 0, 0, { passengerType: 'CH' })));
    done = view.pricing.priceNow();
    await waitFor(() => expect(region()).toHaveAttribute('aria-busy', 'true'));
    expect(within(region()).getByText(euros(first))).toBeInTheDocument();
    fail = true;
    release();
    await act(() => done);
    expect(within(region()).getByText('The price could not be calculated. Please check your choices.')).toBeInTheDocument();
    expect(within(region()).getByText('—')).toBeInTheDocument();
  });

  it('folds into a bar with the total on small screens and tells resellers what the credit limit pays', async () => {
    const state = setReseller(aBooking([OUTWARD], { adults: 1 }), 'R-17', true);
    const { user, store } = await priced(<PriceSummary />, state);
    const toggle = within(region()).getByRole('button', { name: 'Price details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', expect.stringMatching(/.+/));
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toHaveClass('price-summary__details');
    await user.click(toggle);
    expect(within(region()).getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(region()).getByText(`Charged to your credit limit: ${euros(store.state.pricing!.total)}`)).toBeInTheDocument();
  });

  it('folds the unfolded details when the step changes, and on Escape gives the focus back to its button', async () => {
    const { user, store } = await priced(<PriceSummary />, aBooking([OUTWARD], { adults: 1 }));
    const toggle = within(region()).getByRole('button', { name: 'Price details' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Step 2 → step 3: the sheet would cover step 3's errors.
    act(() => store.update((s) => ({ ...s, currentStep: 2, maximumStep: 2 })));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(region()).not.toHaveClass('price-summary--open');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    (within(region()).getByText('Subtotal') as HTMLElement).focus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    // Escape with the sheet folded changes nothing.
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
