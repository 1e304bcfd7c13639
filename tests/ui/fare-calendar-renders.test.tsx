import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as UseCalendar from 'react-aria/useCalendar';
import { SEED_PORTS, seedTrips } from '../../src/adapters/in-memory/ferry.seed';
import { InMemorySearchGateway } from '../../src/adapters/in-memory/search.in-memory-gateway';
import { inMemorySearchAdapterModule, searchModule } from '../../src/composition/modules/search.module';
import { renderApp } from './support/render-app';

/** The days react-aria's calendar cell hook was called for (one call per render of a day's cell). */
const cellRenders = vi.hoisted(() => [] as string[]);
vi.mock('react-aria/useCalendar', async (importOriginal) => {
  const actual = await importOriginal<typeof UseCalendar>();
  return {
    ...actual,
    useCalendarCell: ((...args: Parameters<typeof actual.useCalendarCell>) => {
      cellRenders.push(args[0].date.toString());
      return actual.useCalendarCell(...args);
    }) as typeof actual.useCalendarCell,
  };
});

const NOW = '2027-06-01T09:00:00.000Z';
const trips = seedTrips('2027-06-02', 60);
const wizard = () => screen.getByRole('form', { name: 'Search ferry tickets' });

// Issue 18: a tap on a day moved the calendar's focus and re-rendered all 42 cells in the tap's frame (120 ms and more
// of a slowed phone's CPU). Each cell now renders again only when what it shows changes.
describe('Fare calendar renders only the days a change touches', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await import('../../src/ui/shared/search/trip-wizard-controls');
  }, 120_000);

  it('moves the focus by keyboard re-rendering two days, a month change every day, and still picks the day', async () => {
    const gateway = new InMemorySearchGateway({ ports: SEED_PORTS, trips });
    const { router } = await renderApp('/en', { nowIso: NOW, domains: { search: [inMemorySearchAdapterModule(gateway), searchModule] } });
    const user = userEvent.setup();
    await user.click(within(wizard()).getByRole('textbox', { name: 'Departure port' }));
    for (const [name, typed, option] of [['Departure port', 'pir', /Piraeus/], ['Destination port', 'thi', /Thira/]] as const) {
      const box = await within(wizard()).findByRole('combobox', { name });
      await user.clear(box);
      await user.type(box, typed);
      await user.click(await screen.findByRole('option', { name: option }));
    }
    await user.click(await within(wizard()).findByRole('button', { name: /^Departure date/ }));
    const calendar = await screen.findByRole('dialog', { name: 'Departure date' });
    const grid = within(calendar).getByRole('grid');
    // The fares are in (they re-render the days that get one) and the focus is on today.
    await waitFor(() => expect(within(grid).getByRole('button', { name: /^\w+,? 4 June 2027, from/ })).toBeInTheDocument());
    await waitFor(() => expect(within(grid).getByRole('button', { name: / 1 June 2027/ })).toHaveFocus());
    await new Promise((resolve) => setTimeout(resolve, 50));

    const nav = (arrow: string) => within(calendar).getAllByRole('button').find((button) => button.textContent === arrow)!;
    cellRenders.length = 0;
    await user.keyboard('{ArrowRight}');
    const june2 = within(grid).getByRole('button', { name: / 2 June 2027, from/ });
    await waitFor(() => expect(june2).toHaveFocus());
    expect(june2).toHaveAttribute('tabindex', '0');
    expect(within(grid).getByRole('button', { name: / 1 June 2027/ })).toHaveAttribute('tabindex', '-1');
    // Only the day that lost the focus and the one that got it (all 42 before).
    expect(new Set(cellRenders)).toEqual(new Set(['2027-06-01', '2027-06-02']));

    // Another month: every day shows something else, so every day renders, and they show July.
    cellRenders.length = 0;
    await user.click(nav('›'));
    await waitFor(() => expect(within(grid).getByRole('button', { name: / 2 July 2027, from/ })).toHaveAttribute('tabindex', '0'));
    expect(new Set(cellRenders).size).toBeGreaterThanOrEqual(35);
    await user.click(nav('‹'));
    await waitFor(() => expect(within(grid).getByRole('button', { name: / 2 June 2027, from/ })).toHaveAttribute('tabindex', '0'));

    // A day not rendered since the focus moved (its handlers from an earlier state) is still picked by a tap.
    await user.click(within(grid).getByRole('button', { name: / 9 June 2027, from/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Departure date' })).toBeNull());
    await user.click(within(wizard()).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/results'));
    expect(router.state.location.href).toBe('/en/results?trip=oneWay&legs=PIR-JTR-2027-06-09&AD=1');
  });
});
