import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MemoryStore } from '../../src/adapters/storage/memory.store';
import { BookingProgress, goToStep, selectTrip } from '../../src/core/booking';
import { fromSearchQuery } from '../../src/core/search/domain/search-query';
import { BookingStore, searchKeyOf } from '../../src/ui/shared/booking/booking-store';
import { ResultsShellViewModel } from '../../src/ui/screens/booking/results-shell/results-shell.view-model';
import { BookingResetSignal, RESET_STEPS_KEY } from '../../src/ui/shared/booking-reset';
import { TRIPS, renderResults, resultsPath } from './support/results-world';

const WAIT = { timeout: 10_000 };
const ROUND = resultsPath([['PIR', 'JTR', '2027-06-02'], ['JTR', 'PIR', '2027-06-06']], 'AD=2');
const tripOf = (id: string) => TRIPS.find((t) => t.tripId === id)!;
const OUT = 'AEG-PIR-JTR-20270602-0730';
const BACK = 'AEG-JTR-PIR-20270606-1600';

async function chooseBoth(user: ReturnType<typeof userEvent.setup>) {
  const outward = await screen.findByRole('region', { name: /^Outward/ }, WAIT);
  await user.click((await within(outward).findAllByRole('radio', {}, WAIT))[0]!);
  const back = screen.getByRole('region', { name: /^Return/ });
  await user.click((await within(back).findAllByRole('radio', {}, WAIT))[0]!);
}

function searchOf(path: string) {
  return fromSearchQuery(Object.fromEntries(new URLSearchParams(path.split('?')[1])))!;
}

describe('Results screen', { timeout: 60_000 }, () => {
  it('explains a missing or past search and leads home', async () => {
    await renderResults('/en/results');
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your sailing' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('We could not find a valid search.');
    expect(screen.getByRole('link', { name: 'Search again' })).toHaveAttribute('href', expect.stringMatching(/^\/en\/?$/));
  });

  it('says when the search day has passed', async () => {
    await renderResults(resultsPath([['PIR', 'JTR', '2027-05-20']]));
    expect(screen.getByRole('alert')).toHaveTextContent('The date of this search has passed.');
  });

  it('sums up the search with a way back to the wizard, filled in', async () => {
    const user = userEvent.setup();
    const { router } = await renderResults(resultsPath([['PIR', 'JTR', '2027-06-02']], 'AD=2&vehicles=1'));
    const summary = screen.getByRole('region', { name: 'Your search' });
    expect(await within(summary).findByText('Piraeus – Thira', {}, WAIT)).toBeInTheDocument();
    expect(within(summary).getByText('Wed, 2 Jun 2027')).toBeInTheDocument();
    expect(within(summary).getByText('2 passengers, 1 vehicle')).toBeInTheDocument();
    const change = within(summary).getByRole('link', { name: 'Change search' });
    expect(change.getAttribute('href')).toMatch(/^\/en\/?\?trip=oneWay&legs=PIR-JTR-2027-06-02&AD=2&vehicles=1$/);
    // Nothing chosen yet: leaving does not ask.
    await user.click(change);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/en\/?$/));
    const wizard = await screen.findByRole('form', { name: 'Search ferry tickets' });
    await waitFor(() => expect(within(wizard).getByRole('textbox', { name: 'Departure port' })).toHaveValue('Piraeus'), WAIT);
    expect(within(wizard).getByRole('textbox', { name: 'Destination port' })).toHaveValue('Thira');
    expect(within(wizard).getByRole('button', { name: /2 passengers, 1 vehicle/ })).toBeInTheDocument();
  });

  it('moves on with Continue: breadcrumb, focus on the step heading, and back through the breadcrumb', async () => {
    const user = userEvent.setup();
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { bookingStore } = await renderResults(ROUND);
    expect(screen.queryByRole('navigation', { name: 'Booking steps' })).toBeNull();
    await chooseBoth(user);
    const aside = screen.getByRole('complementary', { name: 'Your booking' });
    expect(within(aside).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('OutwardPiraeus – Thira'), expect.stringContaining('ReturnThira – Piraeus'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const steps = await screen.findByRole('navigation', { name: 'Booking steps' }, WAIT);
    await waitFor(() => expect(document.activeElement?.id).toBe('results-step-heading'), WAIT);
    expect(scrollTo).toHaveBeenCalled();
    const items = within(steps).getAllByRole('listitem');
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(within(items[0]!).getByRole('button', { name: /Step 1 of 3: Select route \(completed\)/ })).toBeInTheDocument();
    expect(within(items[2]!).queryByRole('button')).toBeNull();
    expect(bookingStore().state.currentStep).toBe(1);

    await user.click(within(items[0]!).getByRole('button'));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Choose your sailing' }, WAIT);
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByRole('navigation', { name: 'Booking steps' })).toBeNull();
    // The choices stay.
    expect(screen.getAllByRole('radio', { checked: true })).toHaveLength(2);
  });

  it('Back goes to the step before and Forward returns, without leaving the results (issue 19)', async () => {
    const user = userEvent.setup();
    const { router, bookingStore } = await renderResults(ROUND);
    await chooseBoth(user);
    await waitFor(() => expect(router.state.location.state).toMatchObject({ bookingStep: 0 }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('navigation', { name: 'Booking steps' }, WAIT);
    await waitFor(() => expect(router.state.location.state).toMatchObject({ bookingStep: 1 }));

    router.history.back();
    await screen.findByRole('heading', { level: 2, name: 'Choose your sailing' }, WAIT);
    expect(router.state.location.pathname).toBe('/en/results');
    expect(bookingStore().state.currentStep).toBe(0);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getAllByRole('radio', { checked: true })).toHaveLength(2);

    router.history.forward();
    await screen.findByRole('navigation', { name: 'Booking steps' }, WAIT);
    await waitFor(() => expect(bookingStore().state.currentStep).toBe(1));
    expect(router.state.location.state).toMatchObject({ bookingStep: 1 });
  });

  it("gives the page's own entry its step without a router navigation, and Back to it returns to step 1 (issue 18)", async () => {
    const user = userEvent.setup();
    const { router, bookingStore } = await renderResults(ROUND, { browserHistory: true });
    await chooseBoth(user);
    // Written into the browser's entry directly: the router's location (no navigation, no load, no render) has no step.
    await waitFor(() => expect(window.history.state).toMatchObject({ bookingStep: 0 }));
    expect(router.state.location.state).not.toHaveProperty('bookingStep');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('navigation', { name: 'Booking steps' }, WAIT);
    await waitFor(() => expect(window.history.state).toMatchObject({ bookingStep: 1 }));

    window.history.back();
    await screen.findByRole('heading', { level: 2, name: 'Choose your sailing' }, WAIT);
    expect(bookingStore().state.currentStep).toBe(0);
    expect(router.state.location.state).toMatchObject({ bookingStep: 0 });
    expect(screen.getAllByRole('radio', { checked: true })).toHaveLength(2);
  });

  it('asks before leaving a booking under way: keep editing stays, leave goes', async () => {
    const user = userEvent.setup();
    const { router, bookingStore } = await renderResults(ROUND);
    await chooseBoth(user);
    await user.click(screen.getByRole('link', { name: 'Change search' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave your booking?' }, WAIT);
    expect(dialog).toHaveAccessibleDescription('The information you have entered will be lost.');
    expect(within(dialog).getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/en/results');
    expect(bookingStore().state.routes.every(Boolean)).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Change search' }));
    await user.click(within(await screen.findByRole('alertdialog', {}, WAIT)).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/en\/?$/));
  });

  it('links every language to the same results, query included, and keeps the booking on that switch', async () => {
    const user = userEvent.setup();
    const { bookingStore } = await renderResults(ROUND);
    await chooseBoth(user);
    const query = ROUND.slice(ROUND.indexOf('?'));
    const languages = screen.getByRole('navigation', { name: 'Language' });
    const links = within(languages).getAllByRole('link');
    // The router writes `~` as %7E: the same query.
    expect(links.map((l) => decodeURIComponent(l.getAttribute('href') ?? ''))).toEqual(
      ['/results', '/de/results', '/it/results', '/fr/results', '/es/results'].map((path) => path + query),
    );
    // The full page load itself is the e2e's (tests/e2e/booking-checkout.spec.ts); here the click must not reset.
    const stopLoad = (event: Event) => event.preventDefault();
    window.addEventListener('click', stopLoad);
    try {
      await user.click(links[0]!);
    } finally {
      window.removeEventListener('click', stopLoad);
    }
    expect(bookingStore().state.routes.every(Boolean)).toBe(true);
  });

  it('the logo asks like a menu link: keep editing keeps the step and the booking, leave goes home and starts over', async () => {
    const user = userEvent.setup();
    const { router, bookingStore, store } = await renderResults(ROUND);
    await chooseBoth(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('navigation', { name: 'Booking steps' }, WAIT);
    const logo = screen.getByRole('link', { name: 'FerryShop – home page' });

    await user.click(logo);
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave your booking?' }, WAIT);
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/en/results');
    expect(bookingStore().state.currentStep).toBe(1);
    expect(bookingStore().state.routes.every(Boolean)).toBe(true);
    // Kept editing: no reset left behind for a reload either.
    expect(store.read(RESET_STEPS_KEY)).toBeUndefined();

    await user.click(logo);
    await user.click(within(await screen.findByRole('alertdialog', {}, WAIT)).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/en\/?$/));
    await waitFor(() => expect(bookingStore().state.currentStep).toBe(0));
    expect(bookingStore().state.routes).toEqual([null, null]);
  });
});

describe('The booking of a results URL', () => {
  const setup = () => {
    const store = new MemoryStore();
    const booking = new BookingStore({ persistence: new BookingProgress({ store }), keys: store });
    return { store, booking };
  };

  it('keeps everything on a reload of the same search, in a new store over the same session', () => {
    const { store, booking } = setup();
    const search = searchOf(ROUND);
    expect(booking.begin(search)).toBe(true);
    booking.update((s) => selectTrip(selectTrip(s, 0, tripOf(OUT)), 1, tripOf(BACK)));
    const reloaded = new BookingStore({ persistence: new BookingProgress({ store }), keys: store });
    expect(reloaded.searchKey).toBe(searchKeyOf(search));
    expect(reloaded.begin(searchOf(`${ROUND}&login=true`))).toBe(false);
    expect(reloaded.state.routes.map((t) => t?.tripId)).toEqual([OUT, BACK]);
  });

  it("another day of one leg drops only that leg's sailing; other travellers start a new booking", () => {
    const { booking } = setup();
    booking.begin(searchOf(ROUND));
    booking.update((s) => selectTrip(selectTrip(s, 0, tripOf(OUT)), 1, tripOf(BACK)));
    booking.begin(searchOf(resultsPath([['PIR', 'JTR', '2027-06-02'], ['JTR', 'PIR', '2027-06-07']], 'AD=2')));
    expect(booking.state.routes.map((t) => t?.tripId ?? null)).toEqual([OUT, null]);
    expect(booking.state.party.passengerTypes).toEqual(['AD', 'AD']);
    booking.begin(searchOf(resultsPath([['PIR', 'JTR', '2027-06-02'], ['JTR', 'PIR', '2027-06-07']], 'AD=3')));
    expect(booking.state.routes).toEqual([null, null]);
    expect(booking.state.party.passengerTypes).toEqual(['AD', 'AD', 'AD']);
  });

  it('keeps the booking across a language switch, without the leave question on its page load', () => {
    const { store, booking } = setup();
    const reset = new BookingResetSignal({ store });
    const vm = new ResultsShellViewModel({ store: booking, reset });
    const stop = vm.listenForReset();
    vm.start(searchOf(ROUND));
    booking.update((s) => selectTrip(selectTrip(s, 0, tripOf(OUT)), 1, tripOf(BACK)));
    booking.update((s) => goToStep(s, 1));
    expect(vm.hasUnsavedBooking).toBe(true);
    reset.request('language-switch');
    stop();
    expect(vm.hasUnsavedBooking).toBe(false);
    // The page in the other locale: a new store and view model over the same session storage.
    const again = new BookingStore({ persistence: new BookingProgress({ store }), keys: store });
    const next = new ResultsShellViewModel({ store: again, reset: new BookingResetSignal({ store }) });
    next.start(searchOf(ROUND));
    expect(next.currentStep).toBe(1);
    expect(again.state.routes.map((t) => t?.tripId ?? null)).toEqual([OUT, BACK]);
    expect(next.hasUnsavedBooking).toBe(true);
  });

  it('applies the reset-steps flag the logo left behind, once', () => {
    const { store, booking } = setup();
    const reset = new BookingResetSignal({ store });
    const vm = new ResultsShellViewModel({ store: booking, reset });
    vm.start(searchOf(ROUND));
    booking.update((s) => selectTrip(s, 0, tripOf(OUT)));
    expect(vm.hasUnsavedBooking).toBe(true);
    store.write(RESET_STEPS_KEY, 'logo');
    vm.start(searchOf(ROUND));
    expect(booking.state.routes).toEqual([null, null]);
    expect(store.read(RESET_STEPS_KEY)).toBeUndefined();
    expect(vm.hasUnsavedBooking).toBe(false);
  });
});
