import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type SearchGateway } from '../../src/core/search';
import { SETTLE_MS, preloadResults } from '../../src/ui/shared/search/results-preload';
import { type DomainName } from '../../src/ui/shared/domain-loader';
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
    await user.click(within(wizard()).getByRole('button', { name: /^Departure date/ }));
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

// Issue 18: the preload never sits in front of a tap. It starts once the search has stayed the same for SETTLE_MS,
// loads one domain per idle moment and the route in another, and a search changed meanwhile stops it.
describe('preloadResults in idle moments', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** A browser whose idle moments come when the test says, and a router and domain loader that record what they do. */
  function idleWorld() {
    vi.useFakeTimers();
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', (id: number) => { idle[id - 1] = () => undefined; });
    const done: string[] = [];
    const router = { preloadRoute: vi.fn(async (options: { href?: string }) => { done.push(`route ${options.href}`); return undefined; }) };
    const domains = { require: vi.fn(async (...names: DomainName[]) => { done.push(...names); }) };
    /** Runs the oldest idle callback waiting, then lets the promises it started settle. */
    const idleMoment = async () => {
      const next = idle.shift();
      if (!next) throw new Error('no idle callback waiting');
      next();
      await vi.advanceTimersByTimeAsync(0);
    };
    const deps = { router: router as unknown as Parameters<typeof preloadResults>[0]['router'], domains };
    return { idle, done, router, domains, idleMoment, deps };
  }

  it('waits for the search to settle, then does one piece per idle moment: the search, booking and coupon domains, then the route', async () => {
    const { idle, done, idleMoment, deps } = idleWorld();
    const href = '/en/results?trip=oneWay&legs=PIR-JTR-2027-06-02&AD=1';
    preloadResults(deps, href, false);
    await vi.advanceTimersByTimeAsync(SETTLE_MS - 1);
    expect(idle).toHaveLength(0);
    expect(done).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    const seen: string[][] = [];
    for (let i = 0; i < 4; i += 1) {
      expect(idle).toHaveLength(1); // one piece waits for its idle moment, the next is not asked for yet
      await idleMoment();
      seen.push([...done]);
    }
    expect(seen).toEqual([
      ['search'], ['search', 'booking'], ['search', 'booking', 'coupon'], ['search', 'booking', 'coupon', `route ${href}`],
    ]);
    expect(idle).toHaveLength(0);
  });

  it('does nothing more for a search changed before it settled or between two pieces', async () => {
    const { done, idleMoment, deps } = idleWorld();
    const first = preloadResults(deps, '/en/results?trip=oneWay&legs=PIR-JTR-2027-06-02&AD=1', false);
    await vi.advanceTimersByTimeAsync(SETTLE_MS / 2);
    first(); // the travellers changed before the search settled
    await vi.advanceTimersByTimeAsync(SETTLE_MS * 5);
    expect(done).toEqual([]);

    const second = preloadResults(deps, '/en/results?trip=oneWay&legs=PIR-JTR-2027-06-02&AD=2', false);
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    await idleMoment();
    second(); // changed again after its first piece
    await vi.advanceTimersByTimeAsync(SETTLE_MS * 5);
    expect(done).toEqual(['search']);
    expect(deps.router.preloadRoute).not.toHaveBeenCalled();
  });

  it('does not wait for a search nobody is changing (the one the wizard opens with) to settle', async () => {
    const { idle, done, idleMoment, deps } = idleWorld();
    preloadResults(deps, '/en/results?trip=oneWay&legs=PIR-JTR-2027-06-04&AD=1', false, 0);
    await vi.advanceTimersByTimeAsync(0);
    expect(idle).toHaveLength(1);
    await idleMoment();
    expect(done).toEqual(['search']);
  });

  it('preloads at once on intent, once per results page while it is fresh', async () => {
    const { done, deps } = idleWorld();
    const href = '/en/results?trip=oneWay&legs=PIR-JTR-2027-06-03&AD=1';
    preloadResults(deps, href, true);
    preloadResults(deps, href, true);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toEqual([`route ${href}`]);
  });
});
