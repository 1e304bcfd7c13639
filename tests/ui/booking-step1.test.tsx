import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type SearchGateway, type Travellers, noPassengers } from '../../src/core/search';
import { availabilityOf, nearestDays, sailingProblems, sortSailings } from '../../src/ui/screens/booking/step1/sailings';
import { NO_SAILINGS_DAY, TRIPS, renderResults, resultsPath } from './support/results-world';

const WAIT = { timeout: 10_000 };
const OUTWARD = /Aegean Lines, Aegean Star: departs 07:30 from Piraeus, arrives 15:10 in Thira, 7h 40m, from 44\.00\u00a0€/;
const FAST = /Sea Jets, Champion Jet: departs 17:00 from Piraeus, arrives 22:00 in Thira, 5h 00m, from 79\.00\u00a0€/;

async function leg(name: RegExp) {
  const region = await screen.findByRole('region', { name }, WAIT);
  await within(region).findAllByRole('radio', {}, WAIT);
  return region;
}

/** The sailings of a leg as their accessible summaries, in the order shown. */
const shown = (region: HTMLElement) => within(region).getAllByRole('radio').map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent ?? '');

describe('ResultsStep1: select route', { timeout: 60_000 }, () => {
  it("shows the day's sailings in departure order with logo, vessel, times, duration, fare and what is left", async () => {
    await renderResults(resultsPath([['PIR', 'JTR', '2027-06-02']]));
    expect(await screen.findByRole('heading', { level: 2, name: 'Choose your sailing' }, WAIT)).toHaveAttribute('id', 'results-step-heading');
    const region = await leg(/Piraeus – Thira/);
    expect(shown(region)).toEqual([expect.stringMatching(OUTWARD), expect.stringMatching(FAST)]);
    const logo = within(region).getAllByRole('img', { name: 'Aegean Lines' })[0]!;
    expect(logo).toHaveAttribute('width', '120');
    expect(logo).toHaveAttribute('height', '60');
    const aegean = within(region).getByRole('radio', { name: OUTWARD }).closest('li')!;
    expect(within(aegean).getByText('Conventional ferry')).toBeInTheDocument();
    const available = within(within(aegean).getByRole('list', { name: 'Availability' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(available).toEqual(['80 seats', '40 berths', '40 cabins', 'Vehicles: available', '10 pet places']);
    const fast = within(region).getByRole('radio', { name: FAST }).closest('li')!;
    expect(within(within(fast).getByRole('list', { name: 'Availability' })).getAllByRole('listitem').map((li) => li.textContent))
      .toEqual(['40 seats', 'No vehicles', '10 pet places']);
    expect(within(region).getByRole('status')).toHaveTextContent('2 of 2 sailings');
  });

  it('sorts by journey time or price and filters by company', async () => {
    const user = userEvent.setup();
    await renderResults(resultsPath([['PIR', 'JTR', '2027-06-02']]));
    const region = await leg(/Piraeus – Thira/);
    await user.selectOptions(within(region).getByRole('combobox', { name: 'Sort by' }), 'Journey time');
    expect(shown(region)).toEqual([expect.stringMatching(FAST), expect.stringMatching(OUTWARD)]);
    await user.selectOptions(within(region).getByRole('combobox', { name: 'Sort by' }), 'Lowest price');
    expect(shown(region)).toEqual([expect.stringMatching(OUTWARD), expect.stringMatching(FAST)]);
    await user.selectOptions(within(region).getByRole('combobox', { name: 'Company' }), 'Sea Jets');
    expect(shown(region)).toEqual([expect.stringMatching(FAST)]);
    expect(within(region).getByRole('status')).toHaveTextContent('1 of 2 sailings');
    await user.selectOptions(within(region).getByRole('combobox', { name: 'Company' }), 'All companies');
    expect(shown(region)).toHaveLength(2);
  });

  it('chooses one sailing per leg into the booking, and Continue names the legs still without one', async () => {
    const user = userEvent.setup();
    const { bookingStore } = await renderResults(resultsPath([['PIR', 'JTR', '2027-06-02'], ['JTR', 'PIR', '2027-06-06']]));
    const outward = await leg(/^Outward/);
    await leg(/^Return/);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Choose a sailing for:');
    expect(within(alert).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Outward: Piraeus – Thira', 'Return: Thira – Piraeus']);
    expect(screen.getByRole('heading', { level: 3, name: /Outward/ })).toHaveFocus();
    expect(bookingStore().state.currentStep).toBe(0);

    await user.click(within(outward).getByRole('radio', { name: FAST }));
    expect(bookingStore().state.routes[0]?.tripId).toBe('SEA-PIR-JTR-20270602-1700');
    // Another sailing of the same leg replaces it.
    await user.click(within(outward).getByRole('radio', { name: OUTWARD }));
    expect(bookingStore().state.routes[0]?.tripId).toBe('AEG-PIR-JTR-20270602-0730');
    expect(within(outward).getByRole('radio', { name: OUTWARD })).toBeChecked();
    expect(within(screen.getByRole('alert')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Return: Thira – Piraeus']);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { level: 3, name: /Return/ })).toHaveFocus();

    await user.click(within(await leg(/^Return/)).getAllByRole('radio')[0]!);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue' })).not.toHaveClass('is-incomplete');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(bookingStore().state.currentStep).toBe(1));
  });

  it("says a sailing cannot take the search's vehicles and does not let it be chosen", async () => {
    await renderResults(resultsPath([['PIR', 'JTR', '2027-06-02']], 'AD=2&vehicles=1'));
    const region = await leg(/Piraeus – Thira/);
    const fast = within(region).getByRole('radio', { name: FAST });
    expect(fast).toBeDisabled();
    expect(fast).toHaveAccessibleDescription('This vessel does not carry vehicles.');
    expect(within(region).getByRole('radio', { name: OUTWARD })).toBeEnabled();
  });

  it('on a day without sailings says so and offers the nearest days, the day before and after, and any day', async () => {
    const user = userEvent.setup();
    const { router } = await renderResults(resultsPath([['PIR', 'JTR', NO_SAILINGS_DAY]]));
    const region = await screen.findByRole('region', { name: /Piraeus – Thira/ }, WAIT);
    expect(await within(region).findByText('There is no availability on the specific date, please choose another one.', {}, WAIT)).toBeInTheDocument();
    const nearest = await within(region).findByRole('button', { name: 'Sun 6 Jun' }, WAIT);
    expect(within(region).getByRole('button', { name: 'Thu 3 Jun' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Fri 4 Jun' })).toBeInTheDocument();
    await user.click(nearest);
    await waitFor(() => expect(router.state.location.search).toMatchObject({ legs: 'PIR-JTR-2027-06-06' }));
    expect(await within(region).findAllByRole('radio', {}, WAIT)).toHaveLength(2);

    await user.click(within(region).getByRole('button', { name: /Previous day/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ legs: 'PIR-JTR-2027-06-05' }));
    await user.click(within(region).getByRole('button', { name: /Next day/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ legs: 'PIR-JTR-2027-06-06' }));
    fireEvent.change(within(region).getByLabelText('Date'), { target: { value: '2027-06-10' } });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ trip: 'oneWay', legs: 'PIR-JTR-2027-06-10', AD: 1 }));
    // A past day is not searched.
    fireEvent.change(within(region).getByLabelText('Date'), { target: { value: '2027-05-20' } });
    expect(router.state.location.search).toMatchObject({ legs: 'PIR-JTR-2027-06-10' });
  });

  it('keeps the legs in order: the outward day cannot pass the return day', async () => {
    await renderResults(resultsPath([['PIR', 'JTR', '2027-06-02'], ['JTR', 'PIR', '2027-06-03']]));
    const outward = await leg(/^Outward/);
    const back = await leg(/^Return/);
    expect(within(outward).getByLabelText('Date')).toHaveAttribute('max', '2027-06-03');
    expect(within(back).getByLabelText('Date')).toHaveAttribute('min', '2027-06-02');
    // June 3rd is allowed (the same day as the return), June 4th is not.
    expect(within(outward).getByRole('button', { name: /Next day/ })).toBeEnabled();
    expect(within(back).getByRole('button', { name: /Previous day/ })).toBeEnabled();
  });

  it('shows a busy placeholder while the sailings load, then the sailings', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => { release = resolve; });
    const wrapSearch = (g: SearchGateway): SearchGateway => Object.assign(Object.create(g) as SearchGateway, {
      results: async (...args: Parameters<SearchGateway['results']>) => { await gate; return g.results(...args); },
    });
    await renderResults(resultsPath([['PIR', 'JTR', '2027-06-02']]), { wrapSearch });
    const region = await screen.findByRole('region', { name: /Piraeus – Thira/ }, WAIT);
    expect(within(region).getByText('Searching sailings…')).toBeInTheDocument();
    expect(region.querySelector('[aria-busy="true"]')).not.toBeNull();
    release();
    expect(await within(region).findAllByRole('radio', {}, WAIT)).toHaveLength(2);
    expect(region.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('speaks Greek, with durations in Greek unit letters', async () => {
    await renderResults(resultsPath([['PIR', 'JTR', '2027-06-02']], 'AD=1', ''));
    const region = await screen.findByRole('region', { name: /Πειραιάς|Piraeus/ }, WAIT);
    await within(region).findAllByRole('radio', {}, WAIT);
    expect(within(region).getAllByText(/7ώ 40λ/).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 2, name: 'Επιλέξτε δρομολόγιο' })).toBeInTheDocument();
  });
});

describe('sailing rules of step 1', () => {
  const fast = TRIPS.find((t) => t.tripId === 'SEA-PIR-JTR-20270602-1700')!;
  const ferry = TRIPS.find((t) => t.tripId === 'AEG-PIR-JTR-20270602-0730')!;
  const who = (passengers: number, more: Partial<Travellers> = {}): Travellers => ({
    passengers: { ...noPassengers(), AD: passengers }, vehicles: 0, trailers: 0, pets: 0, ...more,
  });

  it('counts what is left by kind; a whole cabin counts its beds as places', () => {
    expect(availabilityOf(ferry)).toEqual({ seats: 80, berths: 40, cabins: 40, vehicleMetres: 300, pets: 10, places: 80 + 40 + 80 });
    expect(availabilityOf(fast)).toMatchObject({ seats: 40, berths: null, cabins: null, vehicleMetres: null });
  });

  it('names why a sailing cannot take the travellers', () => {
    expect(sailingProblems(ferry, who(2, { vehicles: 1, trailers: 1, pets: 2 }))).toEqual([]);
    expect(sailingProblems(fast, who(2, { vehicles: 1 }))).toEqual(['noVehicles']);
    expect(sailingProblems(fast, who(10, { pets: 11 }))).toEqual(['noPetSpace']);
    const full = { ...fast, seatAvailability: fast.seatAvailability.map((o) => ({ ...o, available: 3 })) };
    expect(sailingProblems(full, who(4))).toEqual(['notEnoughPlaces']);
    expect(sailingProblems({ ...full, seatAvailability: [] }, who(1))).toEqual(['soldOut']);
    const tight = { ...ferry, garageAvailability: { availableMetres: 6, lowestFare: 9500 } };
    expect(sailingProblems(tight, who(2, { vehicles: 1, trailers: 1 }))).toEqual(['noVehicleSpace']);
  });

  it('sorts ties by departure and offers the nearest other days, in date order', () => {
    const late = { ...ferry, tripId: 'LATE', departureDatetime: ferry.departureDatetime.replace('07:30', '09:30') };
    expect(sortSailings([late, fast, ferry], 'price').map((t) => t.tripId)).toEqual([ferry.tripId, 'LATE', fast.tripId]);
    expect(nearestDays(['2027-06-01', '2027-06-03', '2027-06-04', '2027-06-09', '2027-06-10'], '2027-06-05', 3))
      .toEqual(['2027-06-01', '2027-06-03', '2027-06-04']);
  });
});
