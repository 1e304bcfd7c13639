import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type SearchGateway } from '../../src/core/search';
import { NOW, resultsDomains } from './support/results-world';
import { renderApp } from './support/render-app';

// Issue 5: a complete search in the home page's wizard prepares its results page (the results route's chunks, the
// search, booking and coupon domains, the rest of the messages and the sailings) before Search is pressed; an
// incomplete or invalid one prepares nothing.

const WAIT = { timeout: 10_000 };

/** The home page over the in-memory network, counting the Booking API's sailings searches. */
async function renderHome(path: string) {
  const searches: string[] = [];
  const wrapSearch = (g: SearchGateway): SearchGateway => Object.assign(Object.create(g) as SearchGateway, {
    results: (...args: Parameters<SearchGateway['results']>) => {
      searches.push(args[0].map((l) => `${l.departurePort}-${l.destinationPort}-${l.departureDate}`).join('~'));
      return g.results(...args);
    },
  });
  const world = resultsDomains({ wrapSearch });
  const app = await renderApp(path, { nowIso: NOW, domains: world.domains });
  const preloads = vi.spyOn(app.router, 'preloadRoute');
  /** The results pages preloaded so far (the idle link prefetch preloads other screens too). */
  const preloadedResults = () => preloads.mock.calls
    .map(([options]) => (options as { href?: string }).href)
    .filter((href): href is string => href?.includes('/results') ?? false);
  const sailingsQueries = () => app.queryClient.getQueryCache().findAll({ queryKey: ['booking', 'sailings'] });
  return { ...app, searches, preloadedResults, sailingsQueries, user: userEvent.setup() };
}

const wizard = () => screen.getByRole('form', { name: 'Search ferry tickets' });
const searchButton = () => within(wizard()).getByRole('button', { name: 'Search' });

describe('Results preload from the trip wizard', { timeout: 60_000 }, () => {
  // The wizard's controls (which bring the preload) are a chunk of their own; transforming them once up front keeps
  // each test fast.
  beforeAll(async () => {
    await import('../../src/ui/shared/search/trip-wizard-controls');
  }, 120_000);
  afterEach(() => {
    cleanup(); // unmounted while the stubs below still stand
    vi.unstubAllGlobals();
  });

  it('preloads the results of a prefilled, complete search, so pressing Search asks for the sailings only once', async () => {
    const { router, requestedDomains, queryClient, searches, user } = await renderHome('/en/?trip=oneWay&legs=PIR-JTR-2027-06-02&AD=1');
    const key = ['booking', 'sailings', 'en', 'PIR', 'JTR', '2027-06-02'];
    await waitFor(() => expect(queryClient.getQueryState(key)?.status).toBe('success'), WAIT);
    expect(requestedDomains).toEqual(expect.arrayContaining(['search', 'booking', 'coupon']));
    expect(searches).toEqual(['PIR-JTR-2027-06-02']);
    expect(router.state.location.pathname).toBe('/en');

    await user.click(searchButton());
    const leg = await screen.findByRole('region', { name: /Piraeus – Thira/ }, WAIT);
    expect(await within(leg).findAllByRole('radio', {}, WAIT)).toHaveLength(2);
    expect(router.state.location.href).toBe('/en/results?trip=oneWay&legs=PIR-JTR-2027-06-02&AD=1');
    expect(searches).toEqual(['PIR-JTR-2027-06-02']);
  });

  it('preloads nothing while the search is incomplete, and the results once it is complete', async () => {
    const { requestedDomains, preloadedResults, sailingsQueries, router, user } = await renderHome('/en');
    await user.hover(searchButton());
    await user.click(searchButton());
    expect(await within(wizard()).findByText('Choose departure port')).toBeInTheDocument();

    // A popular route: the ports, the date still to choose.
    await user.click(screen.getByRole('button', { name: 'Search Piraeus – Santorini' }));
    await waitFor(() => expect(within(wizard()).getByRole('combobox', { name: 'Destination port' })).toHaveValue('Thira'), WAIT);
    await user.hover(searchButton());
    await user.click(searchButton());
    expect(await within(wizard()).findByText('Choose departure date')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en');
    expect(requestedDomains).not.toContain('booking');
    expect(preloadedResults()).toEqual([]);
    expect(sailingsQueries()).toEqual([]);

    // The calendar opens on today (June 1st, no sailing); three days on by keyboard is June 4th.
    await user.click(within(wizard()).getByRole('button', { name: /calendar.*Departure date/i }));
    const grid = within(await screen.findByRole('dialog', { name: 'Departure date' })).getByRole('grid');
    await waitFor(() => expect(within(grid).getByRole('button', { name: / 4 June 2027/ })).not.toHaveAttribute('aria-disabled'), WAIT);
    await waitFor(() => expect(within(grid).getByRole('button', { name: / 1 June 2027/ })).toHaveFocus(), WAIT);
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');

    const href = '/en/results?trip=oneWay&legs=PIR-JTR-2027-06-04&AD=1';
    await waitFor(() => expect(preloadedResults()).toContain(href), WAIT);
    expect(new Set(preloadedResults())).toEqual(new Set([href]));
    await waitFor(() => expect(requestedDomains).toEqual(expect.arrayContaining(['booking', 'coupon'])), WAIT);
    expect(router.state.location.pathname).toBe('/en');
  });

  it('preloads nothing for a prefilled search whose day has passed', async () => {
    const { requestedDomains, preloadedResults, sailingsQueries, user } = await renderHome('/en/?trip=oneWay&legs=PIR-JTR-2027-05-20&AD=1');
    // The wizard shows the search once the ports have loaded.
    await waitFor(() => expect(within(wizard()).getByRole('textbox', { name: 'Departure port' })).toHaveValue('Piraeus'), WAIT);
    await user.hover(searchButton());
    await user.click(searchButton());
    expect(await within(wizard()).findByText('Choose a date from today on')).toBeInTheDocument();
    expect(requestedDomains).not.toContain('booking');
    expect(preloadedResults()).toEqual([]);
    expect(sailingsQueries()).toEqual([]);
  });

  it('preloads at once when the traveller points at Search, without waiting for the browser to be idle', async () => {
    // A browser that is never idle.
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { preloadedResults, requestedDomains, user } = await renderHome('/en/?trip=oneWay&legs=PIR-JTR-2027-06-02&AD=1');
    await waitFor(() => expect(within(wizard()).getByRole('combobox', { name: 'Departure port' })).toHaveValue('Piraeus'), WAIT);
    expect(preloadedResults()).toEqual([]);
    expect(requestedDomains).not.toContain('booking');

    await user.hover(searchButton());
    await waitFor(() => expect(preloadedResults()).toEqual(['/en/results?trip=oneWay&legs=PIR-JTR-2027-06-02&AD=1']), WAIT);
    await waitFor(() => expect(requestedDomains).toEqual(expect.arrayContaining(['booking', 'coupon'])), WAIT);
  });
});
