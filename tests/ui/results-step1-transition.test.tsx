import { act, screen } from '@testing-library/react';
import type * as React from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderResults, resultsPath } from './support/results-world';

// Issue 18 (Lighthouse of the results page): step 1 renders after hydration, from session storage. Its first render is
// a transition, which React renders in slices of a few ms with the browser free between them (one task of ~40 ms
// before, x4 on a slow phone), and the skeleton stays until the step is whole. Here every `startTransition` of the
// app is held back while the page loads: step 1 must not show until they run. A file of its own: `react` is mocked.
const gate = vi.hoisted(() => ({ holding: false, held: [] as (() => void)[] }));
vi.mock('react', async (importOriginal) => {
  const actual = await importOriginal<typeof React>();
  const startTransition = (scope: () => void) => {
    if (gate.holding) gate.held.push(scope);
    else actual.startTransition(scope);
  };
  return { ...actual, default: { ...actual, startTransition }, startTransition };
});

describe("Step 1's first render", { timeout: 60_000 }, () => {
  it('is a transition: the skeleton stays until it runs, then the sailings show', async () => {
    gate.holding = true;
    await renderResults(resultsPath([['PIR', 'JTR', '2027-06-02']]));
    // Everything else the load does has happened: the search summary is there, the step's skeleton too.
    expect(await screen.findByRole('status', { name: 'Loading your booking…' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryAllByRole('radio')).toEqual([]);
    expect(gate.held.length).toBeGreaterThan(0);

    gate.holding = false;
    act(() => { for (const scope of gate.held.splice(0)) scope(); });
    expect(await screen.findAllByRole('radio', {}, { timeout: 10_000 })).not.toEqual([]);
    expect(screen.queryByRole('status', { name: 'Loading your booking…' })).toBeNull();
  });
});
