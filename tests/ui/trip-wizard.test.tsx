import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEED_PORTS, seedTrips } from '../../src/adapters/in-memory/ferry.seed';
import { InMemorySearchGateway } from '../../src/adapters/in-memory/search.in-memory-gateway';
import { inMemorySearchAdapterModule, searchModule } from '../../src/composition/modules/search.module';
import { renderApp } from './support/render-app';

const NOW = '2027-06-01T09:00:00.000Z';
/** Sailings from June 2nd for 30 days, none on June 5th. */
const trips = seedTrips('2027-06-02', 30).filter((t) => !t.departureDatetime.startsWith('2027-06-05'));

async function renderHome(path = '/en') {
  const gateway = new InMemorySearchGateway({ ports: SEED_PORTS, trips });
  const app = await renderApp(path, { nowIso: NOW, domains: { search: [inMemorySearchAdapterModule(gateway), searchModule] } });
  return { ...app, user: userEvent.setup() };
}

const wizard = () => screen.getByRole('form', { name: /Search ferry tickets|Αναζήτηση ακτοπλοϊκών εισιτηρίων/ });

async function choosePort(user: ReturnType<typeof userEvent.setup>, name: string, typed: string, option: RegExp) {
  const box = await within(wizard()).findByRole('combobox', { name });
  await user.clear(box);
  await user.type(box, typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Trip wizard', { timeout: 45_000 }, () => {
  // The heavy controls are a chunk of their own; transforming react-aria-components once up front keeps each test fast.
  beforeAll(async () => {
    await import('../../src/ui/shared/search/trip-wizard-controls');
  }, 120_000);

  it('renders light, labelled controls and loads the search domain only on first focus', async () => {
    const { requestedDomains, user } = await renderHome();
    const form = wizard();
    expect(within(form).getByRole('radio', { name: 'One way' })).toBeChecked();
    expect(within(form).getByRole('textbox', { name: 'Departure port' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Destination port' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Departure date' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: /Travellers 1 passenger/ })).toBeInTheDocument();
    expect(requestedDomains).toEqual([]);
    await user.click(within(form).getByRole('textbox', { name: 'Departure port' }));
    await waitFor(() => expect(requestedDomains).toEqual(['search']));
  });

  it('shows the required-field messages when searching empty, and stays home', async () => {
    const { router, user } = await renderHome();
    await user.click(within(wizard()).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Choose departure port')).toBeInTheDocument();
    expect(screen.getByText('Choose destination port')).toBeInTheDocument();
    expect(screen.getByText('Choose departure date')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en');
  });

  it('searches by keyboard: ports by type-ahead, an enabled day, then the results URL', async () => {
    const { router, user } = await renderHome();
    within(wizard()).getByRole('textbox', { name: 'Departure port' }).focus();
    const from = await within(wizard()).findByRole('combobox', { name: 'Departure port' });
    await waitFor(() => expect(from).toHaveFocus());
    await user.keyboard('pir');
    expect(await screen.findByRole('option', { name: /Piraeus/ }, { timeout: 5000 })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(from).toHaveValue('Piraeus');

    await user.tab();
    await user.tab();
    const to = within(wizard()).getByRole('combobox', { name: 'Destination port' });
    expect(to).toHaveFocus();
    await user.keyboard('thi');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(to).toHaveValue('Thira');

    const dateButton = within(wizard()).getByRole('button', { name: /^Departure date/ });
    expect(dateButton).toHaveAccessibleName('Departure date Choose a date');
    await user.click(dateButton);
    const calendar = await screen.findByRole('dialog', { name: 'Departure date' });
    const grid = within(calendar).getByRole('grid');
    await waitFor(() => expect(within(grid).getByRole('button', { name: / 5 June 2027/ })).toHaveAttribute('aria-disabled', 'true'));
    expect(within(grid).getByRole('button', { name: / 1 June 2027/ })).toHaveAttribute('aria-disabled', 'true');
    expect(within(grid).getByRole('button', { name: / 4 June 2027/ })).not.toHaveAttribute('aria-disabled');
    // The calendar opens on today (June 1st, no sailing); three days on by keyboard is June 4th.
    await waitFor(() => expect(within(grid).getByRole('button', { name: / 1 June 2027/ })).toHaveFocus());
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Departure date' })).toBeNull());
    // The date button reads the day chosen, and the focus is back on it.
    expect(dateButton).toHaveAccessibleName('Departure date Fri, 4 Jun 2027');
    await waitFor(() => expect(dateButton).toHaveFocus());

    await user.click(within(wizard()).getByRole('button', { name: /Travellers/ }));
    const travellers = await screen.findByRole('dialog', { name: 'Travellers' });
    await user.click(within(travellers).getByRole('button', { name: 'More Adults' }));
    expect(within(travellers).getByRole('button', { name: 'More Vehicles' })).toBeEnabled();
    await user.click(within(travellers).getByRole('button', { name: 'Done' }));
    expect(within(wizard()).getByRole('button', { name: /Travellers 2 passengers/ })).toBeInTheDocument();

    await user.click(within(wizard()).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/results'));
    expect(router.state.location.href).toBe('/en/results?trip=oneWay&legs=PIR-JTR-2027-06-04&AD=2');
  }, 60_000);

  it('labels the fields in Greek on the Greek home page and finds a port by type-ahead', async () => {
    const { user } = await renderHome('/');
    await user.click(within(wizard()).getByRole('textbox', { name: 'Λιμάνι αναχώρησης' }));
    await choosePort(user, 'Λιμάνι αναχώρησης', 'pir', /Piraeus/);
    expect(within(wizard()).getByRole('combobox', { name: 'Λιμάνι αναχώρησης' })).toHaveValue('Piraeus');
  });

  it('shows outward and return legs on a round trip, the return ports following the outward ones', async () => {
    const { user } = await renderHome();
    await user.click(screen.getByRole('button', { name: 'Search Piraeus – Mykonos' }));
    await user.click(within(wizard()).getByRole('radio', { name: 'Round trip' }));
    const back = within(wizard()).getByRole('group', { name: 'Return' });
    expect(within(wizard()).getByRole('group', { name: 'Outward' })).toBeInTheDocument();
    await waitFor(() => expect(within(back).getByRole('combobox', { name: 'Departure port' })).toHaveValue('Mykonos'));
    expect(within(back).getByRole('combobox', { name: 'Departure port' })).toHaveAttribute('readonly');
    expect(within(back).getByRole('combobox', { name: 'Destination port' })).toHaveValue('Piraeus');
    // The return's date is the return date, the outward's the departure date.
    expect(within(back).getByText('Return date')).toBeInTheDocument();
    expect(within(back).queryByText('Departure date')).toBeNull();
    expect(within(within(wizard()).getByRole('group', { name: 'Outward' })).getByText('Departure date')).toBeInTheDocument();
    await user.click(within(wizard()).getByRole('button', { name: 'Search' }));
    expect(within(back).getByText('Choose departure date')).toBeInTheDocument();
  });

  it('gives the age range of children, infants, seniors and students in the travellers popup, from the core\'s rules', async () => {
    const { PASSENGER_AGES } = await import('../../src/core/search');
    const { user } = await renderHome();
    await user.click(within(wizard()).getByRole('textbox', { name: 'Departure port' }));
    await within(wizard()).findByRole('combobox', { name: 'Departure port' });
    await user.click(within(wizard()).getByRole('button', { name: /Travellers/ }));
    const travellers = await screen.findByRole('dialog', { name: 'Travellers' });
    const group = (name: string) => within(travellers).getByRole('group', { name });
    expect(group('Infants')).toHaveAccessibleDescription(`${PASSENGER_AGES.IN.min}–${PASSENGER_AGES.IN.max} years`);
    expect(group('Children')).toHaveAccessibleDescription(`${PASSENGER_AGES.CH.min}–${PASSENGER_AGES.CH.max} years`);
    expect(group('Seniors')).toHaveAccessibleDescription(`${PASSENGER_AGES.SN.min} years and over`);
    expect(group('Students')).toHaveAccessibleDescription(`Up to ${PASSENGER_AGES.ST.max} years`);
    expect(group('Adults')).not.toHaveAccessibleDescription(/years/);
    expect(group('Vehicles')).toHaveAccessibleDescription('Up to one per passenger');
  });

  it('adds and removes legs of a multiple trip', async () => {
    const { user } = await renderHome();
    await user.click(within(wizard()).getByRole('radio', { name: 'Multiple trips' }));
    expect(within(wizard()).getAllByRole('group', { name: /Trip \d/ })).toHaveLength(2);
    await user.click(within(wizard()).getByRole('button', { name: 'Add a trip' }));
    expect(within(wizard()).getAllByRole('group', { name: /Trip \d/ })).toHaveLength(3);
    await user.click(within(wizard()).getByRole('button', { name: 'Remove trip 2' }));
    expect(within(wizard()).getAllByRole('group', { name: /Trip \d/ })).toHaveLength(2);
  });

  it('starts the next trip of a multiple trip where the previous one ends', async () => {
    const { user } = await renderHome();
    await user.click(within(wizard()).getByRole('radio', { name: 'Multiple trips' }));
    const trip = (n: number) => within(wizard()).getByRole('group', { name: `Trip ${n}` });
    await within(trip(1)).findByRole('combobox', { name: 'Departure port' });
    const pick = async (n: number, name: string, typed: string, option: RegExp) => {
      const box = within(trip(n)).getByRole('combobox', { name });
      await user.clear(box);
      await user.type(box, typed);
      await user.click(await screen.findByRole('option', { name: option }));
    };
    await pick(1, 'Departure port', 'pir', /Piraeus/);
    await pick(1, 'Destination port', 'myk', /Mykonos/);
    await waitFor(() => expect(within(trip(2)).getByRole('combobox', { name: 'Departure port' })).toHaveValue('Mykonos'));
    await pick(2, 'Destination port', 'pir', /Piraeus/);
    await user.click(within(wizard()).getByRole('button', { name: 'Add a trip' }));
    expect(within(trip(3)).getByRole('combobox', { name: 'Departure port' })).toHaveValue('Piraeus');
  });

  it('fills the wizard from a popular route', async () => {
    const { user } = await renderHome();
    await user.click(screen.getByRole('button', { name: 'Search Piraeus – Santorini' }));
    await waitFor(() => expect(within(wizard()).getByRole('combobox', { name: 'Destination port' })).toHaveValue('Thira'));
    expect(within(wizard()).getByRole('combobox', { name: 'Departure port' })).toHaveValue('Piraeus');
  });

  it.each([
    ['/en', 'Departure date', ['M', 'T', 'W', 'T', 'F', 'S', 'S'], /^Friday,? 4 June 2027/],
    ['/', 'Ημερομηνία αναχώρησης', ['Δ', 'Τ', 'Τ', 'Π', 'Π', 'Σ', 'Κ'], /^Παρασκευή,? 4 Ιουνίου 2027/],
  ] as const)('on %s the calendar starts the week on Monday, opens by keyboard and Escape gives the focus back (issue 19)', async (path, label, weekdays, june4) => {
    const { user } = await renderHome(path);
    await user.click(within(wizard()).getByRole('textbox', { name: label }));
    const button = await within(wizard()).findByRole('button', { name: new RegExp(`^${label}`) });
    button.focus();
    await user.keyboard('{Enter}');
    const calendar = await screen.findByRole('dialog', { name: label });
    const grid = within(calendar).getByRole('grid');
    expect([...grid.querySelectorAll('th')].map((h) => h.textContent)).toEqual(weekdays);
    expect(await within(grid).findByRole('button', { name: june4 })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: label })).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it.each([
    ['/en', 'Departure date', 'Fri, 4 Jun 2027'],
    ['/', 'Ημερομηνία αναχώρησης', 'Παρ 4 Ιουν 2027'],
  ] as const)('on %s the date button reads the weekday and the day before the month (issue 19)', async (path, label, day) => {
    // A complete search (as "change search" brings back) loads the controls by itself.
    await renderHome(`${path}?trip=oneWay&legs=PIR-JTR-2027-06-04&AD=1`);
    const button = await within(wizard()).findByRole('button', { name: new RegExp(`^${label}`) }, { timeout: 10_000 });
    await waitFor(() => expect(button).toHaveAccessibleName(`${label} ${day}`));
  });

  it('clears the search by keyboard back to the defaults, focus on the trip type, the URL without the search (issue 19)', async () => {
    const { router, user } = await renderHome('/en?trip=roundTrip&legs=PIR-JMK-2027-06-03~JMK-PIR-2027-06-08&AD=2&vehicles=1');
    await waitFor(() => expect(within(wizard()).getByRole('radio', { name: 'Round trip' })).toBeChecked());
    expect(within(wizard()).getByRole('group', { name: 'Return' })).toBeInTheDocument();
    const clear = within(wizard()).getByRole('button', { name: 'Clear search' });
    clear.focus();
    await user.keyboard('{Enter}');
    expect(within(wizard()).getByRole('radio', { name: 'One way' })).toBeChecked();
    expect(within(wizard()).getByRole('radio', { name: 'One way' })).toHaveFocus();
    expect(within(wizard()).queryByRole('group', { name: 'Return' })).toBeNull();
    // The light text box or, once loaded, the combobox.
    const port = (name: string) => within(wizard()).queryByRole('combobox', { name }) ?? within(wizard()).getByRole('textbox', { name });
    expect(port('Departure port')).toHaveValue('');
    expect(port('Destination port')).toHaveValue('');
    expect(within(wizard()).getByRole('button', { name: /Travellers/ })).toHaveAccessibleName(/1 passenger$/);
    await waitFor(() => expect(router.state.location.searchStr).toBe(''));
    expect(router.state.location.pathname).toBe('/en');
  });
});
