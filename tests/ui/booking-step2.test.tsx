import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type BookingGateway, type PriceBooking, addPet, refuse, refuseField, removePassenger } from '../../src/core/booking';
import { type PricingRequest, SERVICE_FEE_PER_TRIP_CENTS } from '../../src/contract';
import { err } from '../../src/core/shared/result';
import { LivePricing } from '../../src/ui/screens/booking/price-summary/live-pricing';
import { ResultsStep2 } from '../../src/ui/screens/booking/step2/results-step2';
import { PriceSummary } from '../../src/ui/screens/booking/price-summary/price-summary';
import { BookingStore } from '../../src/ui/shared/booking/booking-store';
import { FAST, OUTWARD, RETURN, aBooking, renderBooking } from './support/step2-world';

const WAIT = { timeout: 5_000 };

/** Counts pricing calls and keeps their requests. */
function recording(requests: PricingRequest[]) {
  return (g: BookingGateway): BookingGateway => Object.assign(Object.create(g) as BookingGateway, {
    pricing: (request: PricingRequest, user?: string) => {
      requests.push(request);
      return g.pricing(request, user);
    },
  });
}

function renderStep(state = aBooking([OUTWARD, RETURN], { adults: 2 }), opts: Parameters<typeof renderBooking>[2] = {}) {
  const onNext = vi.fn();
  const view = renderBooking(<><ResultsStep2 onNext={onNext} /><aside><PriceSummary /></aside></>, state, opts);
  return { ...view, onNext, user: userEvent.setup() };
}

const trip = (name: RegExp) => screen.getByRole('region', { name });

describe('ResultsStep2: passengers and vehicles', { timeout: 30_000 }, () => {
  it('shows each trip in departure order with every passenger on the lowest fare, prices it and continues', async () => {
    const requests: PricingRequest[] = [];
    const { onNext, user, store } = renderStep(undefined, { wrap: recording(requests) });
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings.slice(0, 2)).toEqual(['Trip 1: Piraeus → Thira', 'Trip 2: Thira → Piraeus']);
    const outward = trip(/Trip 1/);
    expect(within(outward).getAllByRole('group', { name: /Passenger \d/ })).toHaveLength(2);
    const place = within(within(outward).getByRole('group', { name: 'Passenger 1' })).getByRole('combobox', { name: 'Seat or berth' });
    expect(place).toHaveDisplayValue(/^Deck · from .*€ · 40 left$/);
    expect(within(place).getByRole('option', { name: /^Cabin for two \(2 beds\) · .* per cabin · 40 cabins left$/ })).toBeInTheDocument();
    // Aegean Lines' rules come from company-details: its passenger types, discount, club and resident codes.
    expect(await within(outward).findAllByRole('combobox', { name: 'Discount' })).toHaveLength(2);
    const type = within(outward).getAllByRole('combobox', { name: 'Passenger type' })[0]!;
    expect(type).toHaveDisplayValue('Adult');
    expect(within(type).getByRole('option', { name: 'Child (5-11)' })).toBeInTheDocument();
    expect(within(outward).getAllByRole('textbox', { name: 'Loyalty card number' })).toHaveLength(2);

    await waitFor(() => expect(store.state.pricing).not.toBeNull(), WAIT);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.trips.map((t) => t.tripId)).toEqual([OUTWARD.tripId, RETURN.tripId]);
    const total = 4 * OUTWARD.lowestFare + SERVICE_FEE_PER_TRIP_CENTS * 2;
    expect(within(screen.getByRole('region', { name: 'Price summary' })).getByText(`${(total / 100).toFixed(2)} €`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onNext).toHaveBeenCalledOnce());
  });

  it('prices only the latest choices: quick changes make one request, and the summary follows', async () => {
    const requests: PricingRequest[] = [];
    const { user, store } = renderStep(aBooking([OUTWARD], { adults: 1 }), { wrap: recording(requests) });
    await waitFor(() => expect(store.state.pricing).not.toBeNull(), WAIT);
    const place = screen.getByRole('combobox', { name: 'Seat or berth' });
    await user.selectOptions(place, 'SEAT');
    await user.selectOptions(place, 'A2');
    expect(screen.getByText(/The cabin is sold whole \(2 beds\)\. 1 bed is not taken by your party and is charged all the same\./)).toBeInTheDocument();
    expect(screen.getAllByText('Updating prices…').length).toBeGreaterThan(0);
    await waitFor(() => expect(store.state.pricing).not.toBeNull(), WAIT);
    expect(requests).toHaveLength(2);
    expect(requests[1]!.trips[0]!.passengers[0]).toMatchObject({ accommodationType: 'A2' });
    const cabin = OUTWARD.cabinAvailability[0]!.lowestFare;
    expect(store.state.pricing!.trips[0]!.trip_total).toBe(cabin);
    expect(within(screen.getByRole('region', { name: 'Price summary' })).getByText(`${((cabin + SERVICE_FEE_PER_TRIP_CENTS) / 100).toFixed(2)} €`)).toBeInTheDocument();
  });

  it('drops an answer to choices that changed while it was on the way', async () => {
    const store = new BookingStore({ persistence: { load: () => aBooking([OUTWARD], { adults: 1 }), save: () => {}, clear: () => {} } });
    const answers: ((value: Awaited<ReturnType<PriceBooking['execute']>>) => void)[] = [];
    const price = { execute: vi.fn(() => new Promise<Awaited<ReturnType<PriceBooking['execute']>>>((resolve) => { answers.push(resolve); })) };
    const live = new LivePricing({ store, price, debounceMs: 0 });
    const stop = live.watch();
    await waitFor(() => expect(price.execute).toHaveBeenCalledTimes(1));
    const { chooseAccommodation, setPricing } = await import('../../src/core/booking');
    const first = store.state;
    store.update((s) => chooseAccommodation(s, 0, 0, 'SEAT'));
    await waitFor(() => expect(price.execute).toHaveBeenCalledTimes(2));
    const second = store.state;
    const pricingFor = (s: typeof first, total: number) => setPricing(s, {
      trips: [{ tripId: OUTWARD.tripId, company: 'AEG', vesselCode: 'AEG1', departureDatetime: OUTWARD.departureDatetime, arrivalDatetime: OUTWARD.arrivalDatetime,
        passengerPrices: [], vehiclePrices: [], trailerPrices: [], servicePrices: [], petPrices: [], trip_total: total }],
      subtotal: total, serviceFee: 100, discount: 0, coupon: null, shippingCost: 0, total: total + 100, currency: 'EUR',
    });
    answers[1]!({ ok: true, value: pricingFor(second, 5000) });
    await waitFor(() => expect(store.state.pricing?.subtotal).toBe(5000));
    answers[0]!({ ok: true, value: pricingFor(first, 1111) });
    await new Promise((r) => setTimeout(r, 20));
    expect(store.state.pricing?.subtotal).toBe(5000);
    expect(live.status).toBe('idle');
    stop();
  });

  it('checks loyalty cards and MAN codes with the company and shows SPEC messages on the field', async () => {
    const requests: PricingRequest[] = [];
    const { user, store } = renderStep(aBooking([OUTWARD], { adults: 1 }), { wrap: recording(requests) });
    const card = screen.getByRole('textbox', { name: 'Loyalty card number' });
    await user.type(card, '1234');
    await user.click(screen.getByRole('button', { name: 'Check Loyalty card number of passenger 1' }));
    expect(await screen.findByText('The loyalty card number you entered is not valid.')).toBeInTheDocument();
    expect(card).toHaveAttribute('aria-invalid', 'true');
    expect(card).toHaveAccessibleDescription(/The loyalty card number you entered is not valid\./);
    expect(card).toHaveValue('1234');
    await user.clear(card);
    await user.type(card, '12345678{Enter}');
    expect(await screen.findByText('Loyalty card accepted.')).toBeInTheDocument();
    expect(card).not.toHaveAttribute('aria-invalid');
    expect(store.state.items[0]!.passengers[0]!.loyaltyCard).toBe('12345678');

    const man = screen.getByRole('textbox', { name: 'MAN code (island resident)' });
    await user.type(man, 'MAN12');
    await user.tab();
    expect(await screen.findByText('The MAN code you entered is not valid.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(man).toHaveFocus());
    await user.clear(man);
    await user.type(man, 'MAN123456');
    await user.tab();
    expect(await screen.findByText('MAN code accepted.')).toBeInTheDocument();
    await waitFor(() => expect(requests.at(-1)!.trips[0]!.passengers[0]).toMatchObject({ loyaltyCard: '12345678', residentIdOrCode: 'MAN123456' }), WAIT);
  });

  it('asks for a document when a discount needs one, and blocks Continue until it is given', async () => {
    const { user, onNext, store } = renderStep(aBooking([OUTWARD], { adults: 1 }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Discount' }), 'LF');
    const doc = screen.getByRole('textbox', { name: 'ID or passport number' });
    expect(doc).toHaveAccessibleDescription(/Needed for this passenger type or discount/);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(doc).toHaveFocus());
    expect(doc).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter the ID or passport number.')).toBeInTheDocument();
    expect(onNext).not.toHaveBeenCalled();
    await user.type(doc, 'AK123456');
    await waitFor(() => expect(store.state.steps[1]).toBe(true), WAIT);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onNext).toHaveBeenCalledOnce());
    expect(store.state.items[0]!.passengers[0]).toMatchObject({ discountIdOrCode: 'LF', documentId: 'AK123456' });
  });

  it('copies the first trip\'s choices to the return with "Same choices as the first trip"', async () => {
    const { user, store } = renderStep();
    const outward = trip(/Trip 1/);
    const [first, second] = within(outward).getAllByRole('combobox', { name: 'Seat or berth' });
    await user.selectOptions(first!, 'SEAT');
    await user.selectOptions(second!, 'B4M');
    const back = trip(/Trip 2/);
    await user.click(within(back).getByRole('button', { name: 'Same choices as the first trip' }));
    expect(within(back).getByText('The choices of the first trip were copied to this trip.')).toBeInTheDocument();
    const places = within(back).getAllByRole('combobox', { name: 'Seat or berth' });
    expect(places.map((p) => (p as HTMLSelectElement).value)).toEqual(['SEAT', 'B4M']);
    expect(store.state.items[1]!.passengers[1]).toMatchObject({ accommodationType: 'B4M', accommodationRequestType: 'SHARED' });
  });

  it('refuses vehicles on a boat without a garage, on the vehicles section, and moves focus there', async () => {
    const { user, onNext } = renderStep(aBooking([FAST], { adults: 1, vehicles: 1 }));
    const section = screen.getByRole('region', { name: 'Vehicles' });
    expect(within(section).getByText('The sailing Piraeus – Thira takes no vehicles.')).toBeInTheDocument();
    expect(within(section).getByText('The chosen sailings take no vehicles.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(section).toHaveFocus());
    expect(onNext).not.toHaveBeenCalled();
    await user.click(within(section).getByRole('button', { name: 'Remove vehicle 1' }));
    expect(screen.queryByRole('region', { name: 'Vehicles' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onNext).toHaveBeenCalledOnce(), WAIT);
  });

  it('adds vehicles up to one per passenger, with trailers, and pets up to five per passenger', async () => {
    const { user, store } = renderStep(aBooking([OUTWARD], { adults: 1 }));
    const vehicles = screen.getByRole('region', { name: 'Vehicles' });
    await user.click(within(vehicles).getByRole('button', { name: 'Add a vehicle' }));
    expect(within(vehicles).getByRole('button', { name: 'Add a vehicle' })).toBeDisabled();
    await user.selectOptions(within(vehicles).getByRole('combobox', { name: 'Vehicle type' }), 'CAMPER');
    const length = within(vehicles).getByRole('spinbutton', { name: 'Length (metres)' });
    await user.clear(length);
    await user.type(length, '6.5');
    await user.click(within(vehicles).getByRole('button', { name: 'Add a trailer to vehicle 1' }));
    await user.selectOptions(within(vehicles).getByRole('combobox', { name: 'Trailer type' }), 'CARAVAN');
    expect(store.state.party.vehicles[0]).toMatchObject({ accommodationType: 'CAMPER', length: 6.5 });
    expect(store.state.party.trailers[0]).toMatchObject({ accommodationType: 'CARAVAN' });

    const pets = screen.getByRole('region', { name: 'Pets' });
    for (let i = 0; i < 5; i += 1) await user.click(within(pets).getByRole('button', { name: 'Add a pet' }));
    expect(within(pets).getByRole('button', { name: 'Add a pet' })).toBeDisabled();
    await user.selectOptions(within(pets).getAllByRole('combobox', { name: 'Kind of pet' })[0]!, 'PET_L');
    expect(store.state.party.pets.map((p) => p.passengerIndex)).toEqual([0, 0, 0, 0, 0]);
    expect(store.state.party.pets[0]!.code).toBe('PET_L');
    await waitFor(() => expect(store.state.pricing?.trips[0]!.petPrices).toHaveLength(5), WAIT);
    expect(store.state.pricing!.trips[0]!.vehiclePrices[0]).toMatchObject({ accommodationType: 'CAMPER', length: 6.5 });
  });

  it('removes a passenger from every trip by keyboard, down to one; its pet waits for another passenger (issue 19)', async () => {
    let state = aBooking([OUTWARD, RETURN], { adults: 3 });
    state = addPet(addPet(state, 0), 1);
    const { user, store, onNext } = renderStep(state);
    const outward = trip(/Trip 1/);
    const back = trip(/Trip 2/);
    // The control is on the first trip only: a passenger leaves every trip at once.
    expect(within(back).queryByRole('button', { name: /Remove passenger/ })).toBeNull();
    within(outward).getByRole('button', { name: 'Remove passenger 2 from every trip' }).focus();
    await user.keyboard('{Enter}');
    expect(within(outward).getAllByRole('group', { name: /Passenger \d/ })).toHaveLength(2);
    expect(within(back).getAllByRole('group', { name: /Passenger \d/ })).toHaveLength(2);
    expect(store.state.party.passengerTypes).toHaveLength(2);
    // SPEC.md section 4: the removed passenger's pet is detached, the first passenger's stays.
    expect(store.state.party.pets.map((p) => p.passengerIndex)).toEqual([0, null]);
    expect(screen.getByText('Passenger 2 was removed. Choose which passenger is responsible for their pets.')).toBeInTheDocument();
    const owners = within(screen.getByRole('region', { name: 'Pets' })).getAllByRole('combobox', { name: 'Passenger responsible' });
    await waitFor(() => expect(owners[1]).toHaveFocus());
    expect(owners[1]).toHaveDisplayValue('Choose a passenger');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onNext).not.toHaveBeenCalled();
    await user.selectOptions(owners[1]!, '1');
    expect(store.state.party.pets.map((p) => p.passengerIndex)).toEqual([0, 1]);
    // Down to one passenger: then the control goes, one always travels.
    await user.click(within(outward).getByRole('button', { name: 'Remove passenger 1 from every trip' }));
    expect(screen.getByText('Passenger 1 was removed. Choose which passenger is responsible for their pets.')).toBeInTheDocument();
    expect(store.state.party.passengerTypes).toHaveLength(1);
    expect(store.state.travellers).toHaveLength(1);
    expect(within(outward).queryByRole('button', { name: /Remove passenger/ })).toBeNull();
    expect(store.state.party.pets.map((p) => p.passengerIndex)).toEqual([null, 0]);
  });

  it('asks who is responsible for a pet left without a passenger', async () => {
    let state = aBooking([OUTWARD], { adults: 2 });
    state = removePassenger(addPet(state, 1), 1);
    const { user, onNext } = renderStep(state);
    const owner = screen.getByRole('combobox', { name: 'Passenger responsible' });
    expect(owner).toHaveDisplayValue('Choose a passenger');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(owner).toHaveFocus());
    expect(owner).toHaveAccessibleDescription('Choose the passenger responsible for this pet.');
    await user.selectOptions(owner, '0');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onNext).toHaveBeenCalledOnce(), WAIT);
  });

  it('shows the SPEC message when pricing finds no availability, and prices again on Try again', async () => {
    let fail = true;
    const wrap = (g: BookingGateway): BookingGateway => Object.assign(Object.create(g) as BookingGateway, {
      pricing: (request: PricingRequest) => (fail
        ? Promise.resolve(err(refuse('NoAvailability', 'no room left')))
        : g.pricing(request)),
    });
    const { user, store, onNext } = renderStep(aBooking([OUTWARD], { adults: 1 }), { wrap });
    expect(await screen.findByText('There is no availability on the specific date, please choose another one.', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('The price could not be calculated. Please check your choices.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onNext).not.toHaveBeenCalled();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(store.state.steps[1]).toBe(true), WAIT);
    expect(screen.queryByText('There is no availability on the specific date, please choose another one.')).toBeNull();
  });

  it('puts a pricing failure the server names on its control', async () => {
    const wrap = (g: BookingGateway): BookingGateway => Object.assign(Object.create(g) as BookingGateway, {
      pricing: () => Promise.resolve(err(refuseField('Input', 'no type', { part: 'passenger', trip: 0, index: 0, name: 'passengerType' }))),
    });
    renderStep(aBooking([OUTWARD], { adults: 1 }), { wrap });
    const type = screen.getByRole('combobox', { name: 'Passenger type' });
    await waitFor(() => expect(type).toHaveAttribute('aria-invalid', 'true'), WAIT);
    expect(type).toHaveAccessibleDescription('There was a problem calculating the price. Please change your choices or try again.');
  });

  it('writes sailing times on the 24-hour clock and dates day first, in Greek and English (issue 19)', async () => {
    for (const [locale, morning, evening] of [['el', /^Τετ 2 Ιουν, 07:30$/, /^Τετ 2 Ιουν, 17:00$/], ['en', /^Wed 2 Jun, 07:30$/, /^Wed 2 Jun, 17:00$/]] as const) {
      const { unmount } = renderStep(aBooking([OUTWARD, FAST], { adults: 1 }), { locale });
      const times = [...document.querySelectorAll('.s2-trip__meta time')].map((t) => t.textContent ?? '');
      expect(times[0], locale).toMatch(morning);
      expect(times[1], locale).toMatch(evening);
      expect(times.join(' '), locale).not.toMatch(/π\.μ\.|μ\.μ\.|AM|PM/);
      unmount();
    }
  });

  it('speaks Greek', async () => {
    renderStep(aBooking([OUTWARD], { adults: 1 }), { locale: 'el' });
    expect(screen.getByRole('heading', { name: 'Επιβάτες και οχήματα' })).toHaveAttribute('id', 'results-step-heading');
    expect(screen.getByRole('combobox', { name: 'Θέση ή κλίνη' })).toHaveDisplayValue(/^Deck · από .*€ · απομένουν 40$/);
    expect(await screen.findByRole('button', { name: 'Συνέχεια' })).toBeInTheDocument();
  });
});
