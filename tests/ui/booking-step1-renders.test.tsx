import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { removeTrip } from '../../src/core/booking/domain/wizard';
import type * as Sailings from '../../src/ui/screens/booking/step1/sailings';
import { phoneWithHeldFrames } from './support/phone-frames';
import { renderResults, resultsPath } from './support/results-world';

/** The sailings whose card rendered (SailingCard works out each sailing's problems once per render). */
const cardRenders = vi.hoisted(() => [] as string[]);
/** How often a leg's list was ordered (LegSailings orders its sailings once per render). */
const legRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/ui/screens/booking/step1/sailings', async (importOriginal) => {
  const actual = await importOriginal<typeof Sailings>();
  return {
    ...actual,
    sailingProblems: ((...args: Parameters<typeof actual.sailingProblems>) => {
      cardRenders.push(args[0].tripId);
      return actual.sailingProblems(...args);
    }) as typeof actual.sailingProblems,
    sortSailings: ((...args: Parameters<typeof actual.sortSailings>) => {
      legRenders.count += 1;
      return actual.sortSailings(...args);
    }) as typeof actual.sortSailings,
  };
});

const WAIT = { timeout: 10_000 };
const OUTWARD = /Aegean Lines, Aegean Star: departs 07:30/;
const FAST = /Sea Jets, Champion Jet: departs 17:00/;

// Issue 18: a sailing tapped on a slow phone re-rendered the whole leg (ordering its sailings again, its tools, the
// step around it) in the tap's task. Now the card chosen and the one chosen before re-render, and what reads the
// choice (Continue, the summary), nothing else of the step.
describe('Step 1 renders what a sailing chosen changes', { timeout: 60_000 }, () => {
  it('re-renders the card chosen and the card chosen before, never the leg, and Continue when it becomes complete', async () => {
    const user = userEvent.setup();
    const { bookingStore } = await renderResults(resultsPath([['PIR', 'JTR', '2027-06-02']]));
    const region = await screen.findByRole('region', { name: /Piraeus – Thira/ }, WAIT);
    await within(region).findAllByRole('radio', {}, WAIT);
    // Everything that loads after the sailings (the journeys, the fare strip) is in.
    await waitFor(() => expect(within(region).queryByText(/loading/i)).toBeNull(), WAIT);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toHaveClass('is-incomplete');

    cardRenders.length = 0;
    legRenders.count = 0;
    await user.click(within(region).getByRole('radio', { name: FAST }));
    await waitFor(() => expect(within(region).getByRole('radio', { name: FAST })).toBeChecked());
    expect(bookingStore().state.routes[0]?.tripId).toBe('SEA-PIR-JTR-20270602-1700');
    expect(cardRenders).toEqual(['SEA-PIR-JTR-20270602-1700']);
    expect(legRenders.count).toBe(0);
    expect(continueButton).not.toHaveClass('is-incomplete');

    cardRenders.length = 0;
    await user.click(within(region).getByRole('radio', { name: OUTWARD }));
    await waitFor(() => expect(within(region).getByRole('radio', { name: OUTWARD })).toBeChecked());
    expect(within(region).getByRole('radio', { name: FAST })).not.toBeChecked();
    expect(new Set(cardRenders)).toEqual(new Set(['AEG-PIR-JTR-20270602-0730', 'SEA-PIR-JTR-20270602-1700']));
    expect(cardRenders).toHaveLength(2);
    expect(legRenders.count).toBe(0);
  });

  it('on a phone the tap checks the sailing at once and the booking hears of it after that frame', async () => {
    const { frames, runFrames, restore } = phoneWithHeldFrames();
    try {
      const { bookingStore } = await renderResults(resultsPath([['PIR', 'JTR', '2027-06-02']]));
      const region = await screen.findByRole('region', { name: /Piraeus – Thira/ }, WAIT);
      await within(region).findAllByRole('radio', {}, WAIT);
      await waitFor(() => expect(within(region).queryByText(/loading/i)).toBeNull(), WAIT);
      const fast = within(region).getByRole('radio', { name: FAST });
      cardRenders.length = 0;
      frames.length = 0;
      // The tap's own task: the radio is checked (CSS shows it chosen), nothing re-renders, the booking is unchanged.
      act(() => (fast as HTMLInputElement).labels![0]!.click());
      expect(fast).toBeChecked();
      expect(cardRenders).toEqual([]);
      expect(bookingStore().state.routes[0]).toBeNull();
      // After the frame: the booking has the sailing and its card renders as chosen.
      expect(frames).toHaveLength(1);
      runFrames();
      await waitFor(() => expect(bookingStore().state.routes[0]?.tripId).toBe('SEA-PIR-JTR-20270602-1700'));
      await waitFor(() => expect(cardRenders).toEqual(['SEA-PIR-JTR-20270602-1700']));
      expect(fast).toBeChecked();
    } finally {
      restore();
    }
  });

  it('unchecks a sailing whose choice is taken away elsewhere (the radio is not controlled)', async () => {
    const user = userEvent.setup();
    const { bookingStore } = await renderResults(resultsPath([['PIR', 'JTR', '2027-06-02']]));
    const region = await screen.findByRole('region', { name: /Piraeus – Thira/ }, WAIT);
    await within(region).findAllByRole('radio', {}, WAIT);
    await user.click(within(region).getByRole('radio', { name: FAST }));
    await waitFor(() => expect(bookingStore().state.routes[0]?.tripId).toBe('SEA-PIR-JTR-20270602-1700'));
    act(() => bookingStore().update((state) => removeTrip(state, 0)));
    await waitFor(() => expect(within(region).getByRole('radio', { name: FAST })).not.toBeChecked());
    expect(within(region).getByRole('radio', { name: OUTWARD })).not.toBeChecked();
  });

  it('still re-orders the leg when the traveller sorts it', async () => {
    const user = userEvent.setup();
    await renderResults(resultsPath([['PIR', 'JTR', '2027-06-02']]));
    const region = await screen.findByRole('region', { name: /Piraeus – Thira/ }, WAIT);
    await within(region).findAllByRole('radio', {}, WAIT);
    legRenders.count = 0;
    await user.selectOptions(within(region).getByRole('combobox', { name: 'Sort by' }), 'Journey time');
    const order = within(region).getAllByRole('radio').map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent ?? '');
    expect(order).toEqual([expect.stringMatching(FAST), expect.stringMatching(OUTWARD)]);
    expect(legRenders.count).toBeGreaterThan(0);
  });
});
