import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FIRST_DAY, renderResults, resultsPath } from './support/results-world';

const WAIT = { timeout: 10_000 };

/** The journeys with a change of ship, once shown. */
async function journeys(name = 'Journeys with a change of ship') {
  const region = await screen.findByRole('region', { name }, WAIT);
  await within(region).findAllByRole('button', {}, WAIT);
  return region;
}

describe('ResultsStep1: journeys with a change of ship (issue 16)', { timeout: 60_000 }, () => {
  it('shows a connection as one card: legs with company and times, the change port and wait, total time, companies, from-price', async () => {
    await renderResults(resultsPath([['PIR', 'JTR', FIRST_DAY]], 'AD=2'));
    const region = await journeys();
    const cards = within(within(region).getByRole('list', { name: 'Journeys with a change of ship' })).getAllByRole('listitem').filter((li) => li.classList.contains('journey'));
    expect(cards).toHaveLength(1);
    const card = cards[0]!;
    expect(card).toHaveTextContent('08:00 Piraeus');
    expect(card).toHaveTextContent('17:00 Thira');
    expect(card).toHaveTextContent('9h 00m in all · 1 change · Aegean Lines, Zante Ferries');
    expect(within(card).getByText('Change at Milos: 2h 00m wait')).toBeInTheDocument();
    const legs = within(card).getAllByText(/Aegean Star|Zante Star/);
    expect(legs.map((l) => l.textContent)).toEqual(['Aegean Lines, Aegean Star', 'Zante Ferries, Zante Star']);
    const choose = within(card).getByRole('button', { name: 'Choose this journey' });
    expect(choose).toHaveAccessibleDescription(/^Departs 08:00 from Piraeus, arrives 17:00 in Thira, 9h 00m; Change at Milos: 2h 00m wait; Aegean Lines, Zante Ferries; from \d+\.\d\d\u00a0€ for your party$/);
    expect(card.querySelector('.sailing__price')).toHaveTextContent(/^from \d+\.\d\d\s€ for your party$/);
    // What the shop does when a company cannot issue its ticket, said before the choice.
    expect(within(region).getByText(/If a company cannot issue its ticket, we cancel the others and refund you in full/)).toBeInTheDocument();
    expect(within(region).getByRole('status')).toHaveTextContent('1 of 1 journey');
    expect(within(region).getByRole('combobox', { name: 'Sort journeys by' })).toBeInTheDocument();
    expect(within(region).getByRole('combobox', { name: 'Company on every leg' })).toBeInTheDocument();
  });

  it('without a direct boat says so, shows the connection with its overnight change, and no "no availability"', async () => {
    await renderResults(resultsPath([['JMK', 'MLO', FIRST_DAY]]));
    const region = await journeys();
    expect(within(region).getByText('There is no direct boat on this day, but you can get there with a change of ship:')).toBeInTheDocument();
    expect(within(region).getByText(/^Change at Piraeus: 11h 40m wait, overnight$/)).toBeInTheDocument();
    expect(screen.queryByText('There is no availability on the specific date, please choose another one.')).toBeNull();
  });

  it('filters by company by keyboard, and choosing a journey fills every leg of the booking as a multiple trip', async () => {
    const user = userEvent.setup();
    const { bookingStore, router } = await renderResults(resultsPath([['PIR', 'JTR', FIRST_DAY]], 'AD=2'));
    const region = await journeys();
    const company = within(region).getByRole('combobox', { name: 'Company on every leg' });
    await user.selectOptions(company, 'Aegean Lines');
    expect(within(region).getByRole('status')).toHaveTextContent('0 of 1 journey');
    expect(within(region).getByText('No journey matches these choices.')).toBeInTheDocument();
    await user.selectOptions(company, 'All companies');
    const choose = within(region).getByRole('button', { name: 'Choose this journey' });
    choose.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ trip: 'multiple', legs: `PIR-MLO-${FIRST_DAY}~MLO-JTR-${FIRST_DAY}`, AD: 2 }), WAIT);
    const state = bookingStore().state;
    expect(state.routesLength).toBe(2);
    expect(state.routes.map((r) => r?.tripId)).toEqual([`AEG-PIR-MLO-${FIRST_DAY.replaceAll('-', '')}-0800`, `ZAN-MLO-JTR-${FIRST_DAY.replaceAll('-', '')}-1400`]);
    // The multiple trip's legs show their sailing chosen; Continue goes to step 2 with both.
    const first = await screen.findByRole('region', { name: /Trip 1/ }, WAIT);
    await waitFor(() => expect(within(first).getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(true), WAIT);
    expect(screen.queryByRole('region', { name: 'Journeys with a change of ship' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(bookingStore().state.currentStep).toBe(1));
    expect(bookingStore().state.routes.map((r) => r?.tripId)).toEqual(state.routes.map((r) => r?.tripId));
  });

  it('on a round trip offers journeys for each direction, each named with its leg, and books a change each way as one booking', async () => {
    // Mykonos ⇄ Milos has no direct boat either way: through Piraeus, overnight, out on June 2nd (in Milos on the
    // 3rd at noon) and back on the 3rd in the evening.
    const user = userEvent.setup();
    const back = '2027-06-03';
    const day = (d: string) => d.replaceAll('-', '');
    const { bookingStore, router } = await renderResults(resultsPath([['JMK', 'MLO', FIRST_DAY], ['MLO', 'JMK', back]], 'AD=1'));
    await waitFor(() => expect(screen.getAllByRole('region', { name: /^Journeys with a change of ship / })).toHaveLength(2), WAIT);
    const regions = screen.getAllByRole('region', { name: /^Journeys with a change of ship / });
    // Two sections of journeys on one page: each is named with its own leg.
    expect(new Set(regions.map((r) => r.getAttribute('aria-labelledby'))).size).toBe(2);
    await within(regions[0]!).findAllByRole('button', { name: 'Choose this journey' }, WAIT);
    await user.click(within(regions[0]!).getAllByRole('button', { name: 'Choose this journey' })[0]!);
    // The outbound becomes its two sailings, chosen; the return is still to choose, with its own journeys.
    await waitFor(() => expect(router.state.location.search).toMatchObject({ trip: 'multiple', legs: `JMK-PIR-${FIRST_DAY}~PIR-MLO-2027-06-03~MLO-JMK-${back}` }), WAIT);
    expect(bookingStore().state.routes.map((r) => r?.tripId ?? null)).toEqual([`AEG-JMK-PIR-${day(FIRST_DAY)}-1530`, 'AEG-PIR-MLO-20270603-0800', null]);
    const returns = await screen.findByRole('region', { name: /^Journeys with a change of ship .*Milos – Mykonos/ }, WAIT);
    expect(screen.getAllByRole('region', { name: /^Journeys with a change of ship/ })).toHaveLength(1);
    const choose = (await within(returns).findAllByRole('button', { name: 'Choose this journey' }, WAIT))[0]!;
    choose.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toMatchObject({
      trip: 'multiple', legs: `JMK-PIR-${FIRST_DAY}~PIR-MLO-2027-06-03~MLO-PIR-${back}~PIR-JMK-2027-06-04`,
    }), WAIT);
    const state = bookingStore().state;
    expect(state.routes.map((r) => r?.tripId)).toEqual([
      `AEG-JMK-PIR-${day(FIRST_DAY)}-1530`, 'AEG-PIR-MLO-20270603-0800', `AEG-MLO-PIR-${day(back)}-1800`, 'AEG-PIR-JMK-20270604-0700',
    ]);
    await waitFor(() => expect(screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toHaveLength(4), WAIT);
    expect(screen.queryByRole('region', { name: /^Journeys with a change of ship/ })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Continue' }, WAIT));
    await waitFor(() => expect(bookingStore().state.currentStep).toBe(1));
  });

  it('speaks Greek', async () => {
    await renderResults(resultsPath([['PIR', 'JTR', FIRST_DAY]], 'AD=1', ''));
    const region = await journeys('Ταξίδια με αλλαγή πλοίου');
    expect(within(region).getByText(/^Αλλαγή στο λιμάνι (Milos|Μήλος): αναμονή 2ώ 00λ$/)).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Επιλογή αυτού του ταξιδιού' })).toBeInTheDocument();
  });
});
