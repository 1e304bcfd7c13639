import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import type * as Components from 'react-aria-components';
import { SEED_PORTS, seedTrips } from '../../src/adapters/in-memory/ferry.seed';
import { InMemorySearchGateway } from '../../src/adapters/in-memory/search.in-memory-gateway';
import { inMemorySearchAdapterModule, searchModule } from '../../src/composition/modules/search.module';
import { renderApp } from './support/render-app';

/** Renders of the phone picker's dialog and of its search field (each wrapped in a component counting its renders). */
const renders = vi.hoisted(() => ({ dialog: 0, searchField: 0 }));
vi.mock('react-aria-components', async (importOriginal) => {
  const actual = await importOriginal<typeof Components>();
  const { createElement, forwardRef } = await import('react');
  const counted = (Inner: ComponentType<object>, kind: keyof typeof renders) => forwardRef<unknown, object>((props, ref) => {
    renders[kind] += 1;
    return createElement(Inner as ComponentType<{ ref: unknown }>, { ...props, ref });
  });
  return {
    ...actual,
    Dialog: counted(actual.Dialog as ComponentType<object>, 'dialog'),
    SearchField: counted(actual.SearchField as ComponentType<object>, 'searchField'),
  };
});

const NOW = '2027-06-01T09:00:00.000Z';
const PHONE_QUERY = '(max-width: 519.98px)';

/** The home page on a phone with the departure port's picker opened and its list shown. */
async function openDeparturePicker() {
  const gateway = new InMemorySearchGateway({ ports: SEED_PORTS, trips: seedTrips('2027-06-02', 30) });
  await renderApp('/en', { nowIso: NOW, domains: { search: [inMemorySearchAdapterModule(gateway), searchModule] } });
  const user = userEvent.setup();
  const wizard = screen.getByRole('form', { name: 'Search ferry tickets' });
  await user.click(within(wizard).getAllByLabelText('Departure port', { exact: true })[0]!);
  const picker = await screen.findByRole('dialog', { name: 'Departure port' });
  const search = within(picker).getByRole('searchbox');
  await waitFor(() => expect(within(picker).getAllByRole('option').length).toBeGreaterThan(3));
  return { user, picker, search };
}

// Issue 18: on a phone each key typed in the port picker re-rendered the picker's dialog (it read the typed text), whose
// contexts then had new values, so every row of the list rendered again in the key's own task (two thirds of a key's
// 60-100 ms on a slowed phone). The typed text is read by the search field's own observer now: a key renders the
// search field at once and the list after, never the dialog.
describe('The phone port picker: a key renders the search field, not the dialog', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    window.matchMedia = ((query: string) => ({
      matches: query === PHONE_QUERY, media: query, onchange: null,
      addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false,
    })) as unknown as typeof window.matchMedia;
    await import('../../src/ui/shared/search/trip-wizard-controls');
  }, 120_000);

  it('typing shows each key in the field at once, filters the list, and renders the dialog no more', async () => {
    const { user, picker, search } = await openDeparturePicker();
    const before = { ...renders };

    for (const key of 'pir') {
      const fieldRenders = renders.searchField;
      await user.keyboard(key);
      expect(renders.searchField).toBeGreaterThan(fieldRenders);
      expect(search).toHaveValue('pir'.slice(0, 'pir'.indexOf(key) + 1));
    }
    await waitFor(() => expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual([expect.stringMatching(/^Piraeus/)]));
    // Before, the dialog rendered twice per key (the key's render and the list's): 7 times for these three keys. It may
    // render once as the list changes (react-aria's own state), never per key.
    expect(renders.dialog - before.dialog).toBeLessThanOrEqual(1);
  });

  it('the browser\'s mousedown after a finger on a port is cancelled (the focus stays in the search field), a mouse\'s is not', async () => {
    const { picker, search } = await openDeparturePicker();
    await waitFor(() => expect(search).toHaveFocus());
    const [first, second] = within(picker).getAllByRole('option');

    const touch = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
    first!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }));
    expect(first!.dispatchEvent(touch)).toBe(false);
    const mouse = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
    second!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'mouse' }));
    expect(second!.dispatchEvent(mouse)).toBe(true);
  });
});

