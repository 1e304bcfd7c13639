import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { autorun } from 'mobx';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import type * as Components from 'react-aria-components';
import { SEED_PORTS, seedTrips } from '../../src/adapters/in-memory/ferry.seed';
import { InMemorySearchGateway } from '../../src/adapters/in-memory/search.in-memory-gateway';
import { inMemorySearchAdapterModule, searchModule } from '../../src/composition/modules/search.module';
import { LoadDates, LoadFareCalendar, LoadPorts, filterPorts } from '../../src/core/search';
import { fixedClock } from '../../src/core/shared/clock.port';
import { type CounterKind, TripWizardViewModel } from '../../src/ui/shared/search/trip-wizard.view-model';
import { renderApp } from './support/render-app';

/** Renders of the wizard's port comboboxes and date field (each wrapped in a component counting its renders; the date
 * field's root is the I18nProvider giving its calendar the date locale, which nothing else of the wizard uses). */
const renders = vi.hoisted(() => ({ comboBox: 0, dateField: 0 }));
vi.mock('react-aria-components', async (importOriginal) => {
  const actual = await importOriginal<typeof Components>();
  const { createElement } = await import('react');
  const counted = <P extends object>(Inner: ComponentType<P>, kind: keyof typeof renders) => (props: P) => {
    renders[kind] += 1;
    return createElement(Inner, props);
  };
  return {
    ...actual,
    ComboBox: counted(actual.ComboBox as ComponentType<object>, 'comboBox'),
    I18nProvider: counted(actual.I18nProvider as ComponentType<object>, 'dateField'),
  };
});

const NOW = '2027-06-01T09:00:00.000Z';
const trips = seedTrips('2027-06-02', 30);
const wizard = () => screen.getByRole('form', { name: 'Search ferry tickets' });

// Issue 18: the search is one value replaced on every change, and the form's observers read it whole (the errors, a
// port field's text, whether it is editable, the dates' state), so a + in the travellers popover re-rendered the
// whole form, its port fields and its date picker in the tap's task (on a slowed phone most of the tap's 100 ms).
// Each reading is now a computed of its own.
describe('The trip wizard re-renders only what a change touches', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await import('../../src/ui/shared/search/trip-wizard-controls');
  }, 120_000);

  it('a count changed in the travellers popover renders no port field and no date field', async () => {
    const gateway = new InMemorySearchGateway({ ports: SEED_PORTS, trips });
    await renderApp('/en', { nowIso: NOW, domains: { search: [inMemorySearchAdapterModule(gateway), searchModule] } });
    const user = userEvent.setup();
    await user.click(within(wizard()).getByRole('textbox', { name: 'Departure port' }));
    for (const [name, typed, option] of [['Departure port', 'pir', /Piraeus/], ['Destination port', 'thi', /Thira/]] as const) {
      const box = await within(wizard()).findByRole('combobox', { name });
      await user.clear(box);
      await user.type(box, typed);
      await user.click(await screen.findByRole('option', { name: option }));
    }
    await user.click(within(wizard()).getByRole('button', { name: /Travellers/ }));
    const travellers = await screen.findByRole('dialog', { name: 'Travellers' });
    const before = { ...renders };
    expect(before.comboBox).toBeGreaterThan(0);
    expect(before.dateField).toBeGreaterThan(0);

    await user.click(within(travellers).getByRole('button', { name: 'More Adults' }));
    await user.click(within(travellers).getByRole('button', { name: 'More Adults' }));
    await user.click(within(travellers).getByRole('button', { name: 'Fewer Adults' }));
    await user.click(within(travellers).getByRole('button', { name: 'More Children' }));

    expect(within(travellers).getByRole('group', { name: 'Adults' })).toHaveTextContent('2');
    expect(within(travellers).getByRole('group', { name: 'Children' })).toHaveTextContent('1');
    expect(renders).toEqual(before);
    await user.click(within(travellers).getByRole('button', { name: 'Done' }));
    expect(within(wizard()).getByRole('button', { name: /Travellers/ })).toHaveAccessibleName(/3 passengers$/);
  });

  it('a count changed re-runs no reading of another row, a port field, a date or the errors; a day chosen none of a port', async () => {
    const gateway = new InMemorySearchGateway({ ports: SEED_PORTS, trips });
    const vm = new TripWizardViewModel({
      clock: fixedClock(NOW),
      search: async () => ({
        loadPorts: new LoadPorts({ search: gateway }), loadDates: new LoadDates({ search: gateway }),
        loadFareCalendar: new LoadFareCalendar({ fares: gateway }), filterPorts,
      }),
    });
    await vm.activate();
    vm.selectPort(0, 'departurePort', 'PIR');
    vm.selectPort(0, 'destinationPort', 'JTR');
    await vm.activate();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const runs = new Map<string, number>();
    const read = (name: string, reading: () => unknown) => autorun(() => { reading(); runs.set(name, (runs.get(name) ?? 0) + 1); });
    const kinds: CounterKind[] = ['AD', 'CH', 'vehicles', 'pets'];
    const stops = [
      ...kinds.map((kind) => read(kind, () => vm.counter(kind))),
      read('from', () => [vm.query(0, 'departurePort'), vm.legValue(0, 'departurePort'), vm.isPortEditable(0), vm.errorOf(0, 'departurePort')]),
      read('options', () => vm.portOptions(0, 'destinationPort').length),
      read('date', () => [vm.legValue(0, 'departureDate'), vm.datesState(0), vm.hasNoDates(0), vm.isDateAvailable(0, '2027-06-04'), vm.errorOf(0, 'departureDate')]),
      read('form', () => [vm.tripType, vm.legCount, vm.canAddLeg, vm.canRemoveLeg, vm.isReady]),
      read('summary', () => vm.travellers),
    ];

    vm.changeCount('AD', 2);
    vm.changeCount('AD', 3);
    vm.changeCount('AD', 2);
    expect(Object.fromEntries(runs)).toEqual({ AD: 4, CH: 1, vehicles: 1, pets: 1, from: 1, options: 1, date: 1, form: 1, summary: 4 });

    vm.selectDate(0, '2027-06-04');
    for (const stop of stops) stop();
    expect(vm.readyQuery).toMatchObject({ legs: 'PIR-JTR-2027-06-04', AD: '2' });
    // The day chosen: the date reading and the form's (now ready) follow; no port field or count does.
    expect(Object.fromEntries(runs)).toEqual({ AD: 4, CH: 1, vehicles: 1, pets: 1, from: 1, options: 1, date: 2, form: 2, summary: 4 });
  });
});
