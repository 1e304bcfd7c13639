import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../src/composition/tokens';
import { renderResults, resultsPath } from './support/results-world';

// Issue 18 (Lighthouse of the results page): loading the results evaluates nothing of step 3. Its view model and the
// phone-number library its rules use are the `bookingDetails` domain, fetched with the later steps' code from the
// traveller's first interaction. A file of its own: the first interaction is remembered for the whole module.
describe('The results page load', { timeout: 60_000 }, () => {
  it("binds step 1's view model but not step 3's until the traveller interacts, then fetches step 3's domain", async () => {
    const user = userEvent.setup();
    const app = await renderResults(resultsPath([['PIR', 'JTR', '2027-06-02']]));
    const sailings = await screen.findAllByRole('radio', {}, { timeout: 10_000 });
    expect(app.requestedDomains).toEqual(expect.arrayContaining(['search', 'booking', 'coupon']));
    expect(app.requestedDomains).not.toContain('bookingDetails');
    expect(app.container.isBound(TOKENS.ResultsStep1ViewModel)).toBe(true);
    expect(app.container.isBound(TOKENS.ResultsStep3ViewModel)).toBe(false);

    await user.click(sailings[0]!);
    await waitFor(() => expect(app.requestedDomains).toContain('bookingDetails'), { timeout: 10_000 });
    await waitFor(() => expect(app.container.isBound(TOKENS.ResultsStep3ViewModel)).toBe(true));
    expect(within(screen.getByRole('main')).getAllByRole('radio', { checked: true })).toHaveLength(1);
  });
});
