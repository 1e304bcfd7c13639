import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SEED_PORTS, seedTrips } from '../../src/adapters/in-memory/ferry.seed';
import { InMemorySearchGateway } from '../../src/adapters/in-memory/search.in-memory-gateway';
import { inMemorySearchAdapterModule, searchModule } from '../../src/composition/modules/search.module';
import { messagePart } from '../../src/ui/shared/i18n/message-split';
import { MESSAGES, renderApp } from './support/render-app';

const NOW = '2027-06-01T09:00:00.000Z';
const trips = seedTrips('2027-06-02', 30);

// Its own file: the locale's message catalog is module state, and here the rest part must not have loaded before.
describe('Fare calendar on a first visit to the home page', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await import('../../src/ui/shared/search/trip-wizard-controls');
  }, 120_000);
  afterEach(() => vi.restoreAllMocks());

  it('keeps the fare messages out of the first download and shows them, never their ids, with the fares', async () => {
    // The shell part a first visit loads has no fare-calendar message (they come with the rest part).
    expect(Object.keys(messagePart(MESSAGES.en, 'shell')).filter((key) => key.startsWith('wizard.fares.'))).toEqual([]);
    expect(Object.keys(messagePart(MESSAGES.en, 'rest')).filter((key) => key.startsWith('wizard.fares.')).length).toBeGreaterThan(0);

    // react-intl reports each message it renders without having it (and would show its id) to console.error.
    const errors = vi.spyOn(console, 'error');
    const gateway = new InMemorySearchGateway({ ports: SEED_PORTS, trips });
    await renderApp('/en', { nowIso: NOW, shellMessages: true, domains: { search: [inMemorySearchAdapterModule(gateway), searchModule] } });
    const user = userEvent.setup();
    const wizard = screen.getByRole('form', { name: 'Search ferry tickets' });
    await user.click(within(wizard).getByRole('textbox', { name: 'Departure port' }));
    for (const [name, typed, option] of [['Departure port', 'pir', /Piraeus/], ['Destination port', 'thi', /Thira/]] as const) {
      const box = await within(wizard).findByRole('combobox', { name });
      await user.clear(box);
      await user.type(box, typed);
      await user.click(await screen.findByRole('option', { name: option }));
    }
    await user.click(await within(wizard).findByRole('button', { name: /^Departure date/ }));
    const calendar = await screen.findByRole('dialog', { name: 'Departure date' });
    const grid = within(calendar).getByRole('grid');

    // The day's name carries its fare in words, and the legend is in English.
    await waitFor(() => expect(within(grid).getByRole('button', { name: /^\w+,? 4 June 2027, from 44\.00\s€/ })).toBeInTheDocument());
    expect(within(calendar).getByText(/Lowest fare for your party/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/wizard\.fares/);
    for (const cell of within(grid).getAllByRole('button')) expect(cell.getAttribute('aria-label') ?? '').not.toMatch(/wizard\.fares/);
    // Not even for a moment before the rest part arrived.
    expect(errors.mock.calls.map((call) => call.map(String).join(' ')).filter((line) => line.includes('wizard.fares'))).toEqual([]);
  });
});
