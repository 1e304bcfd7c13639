import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderResults, resultsPath } from './support/results-world';

const WAIT = { timeout: 10_000 };

async function strip() {
  const region = await screen.findByRole('region', { name: /Piraeus – Thira/ }, WAIT);
  const nav = await within(region).findByRole('navigation', { name: 'Fares on nearby days' }, WAIT);
  return within(nav).getAllByRole('button');
}

describe("step 1's strip of neighbouring days (issue 16)", { timeout: 60_000 }, () => {
  it("shows three days each side with the party's lowest fare, the searched day current, and moves the search a day", async () => {
    const user = userEvent.setup();
    const { router } = await renderResults(resultsPath([['PIR', 'JTR', '2027-06-04']]));
    const days = await strip();
    expect(days).toHaveLength(7);
    expect(days[3]).toHaveAttribute('aria-current', 'date');
    expect(days.filter((d) => d.hasAttribute('aria-current'))).toHaveLength(1);
    // One adult on the 07:30 boat's deck: 44.00 €; the 5th has no sailing (and the 1st, today, none yet).
    expect(days[3]).toHaveAccessibleName(/^Fri, 4 Jun 2027, from 44\.00\u00a0€$/);
    expect(days[4]).toHaveAccessibleName('Sat, 5 Jun 2027, no sailing');
    expect(days[5]).toHaveAccessibleName(/^Sun, 6 Jun 2027, from 44\.00\u00a0€$/);
    await user.click(days[5]!);
    await waitFor(() => expect(router.state.location.search).toMatchObject({ legs: 'PIR-JTR-2027-06-06', AD: 1 }));
    await waitFor(async () => expect((await strip())[3]).toHaveAccessibleName(/^Sun, 6 Jun 2027/));
  });

  it('prices the whole party and keeps days before today disabled', async () => {
    const { router } = await renderResults(resultsPath([['PIR', 'JTR', '2027-06-02']], 'AD=2&CH=1'));
    const days = await strip();
    // Two adults and a child at half fare on the 44.00 € deck.
    expect(days[3]).toHaveAccessibleName(/from 110\.00\u00a0€$/);
    expect(days[0]).toBeDisabled();
    expect(days[1]).toBeDisabled();
    expect(days[2]).toBeEnabled();
    expect(router.state.location.search).toMatchObject({ legs: 'PIR-JTR-2027-06-02' });
  });
});
