import { INITIAL_SEARCH, LoadDates, LoadPorts, SearchSailings, setLegField } from '../../../src/core/search';
import { FIRST_DAY, aWorld } from '../../support/mothers/world.mother';

const leg = (from: string, to: string, date: string) =>
  setLegField(setLegField(setLegField(INITIAL_SEARCH, 0, 'departurePort', from), 0, 'destinationPort', to), 0, 'departureDate', date);

describe('search use cases', () => {
  it('loads ports sorted by name, and only those reachable from an origin', async () => {
    const { search } = aWorld();
    const all = await new LoadPorts({ search }).execute();
    expect(all.ok && all.value.map((p) => p.name)).toEqual(['Milos', 'Mykonos', 'Piraeus', 'Thira']);
    const fromThira = await new LoadPorts({ search }).execute({ reachableFrom: 'JTR' });
    expect(fromThira.ok && fromThira.value.map((p) => p.code)).toEqual(['PIR']);
  });

  it('loads the sailing days of a route, and NoDates for a route without any', async () => {
    const { search } = aWorld();
    const dates = await new LoadDates({ search }).execute({ origin: 'PIR', destination: 'JTR' });
    expect(dates.ok && dates.value[0]).toBe(FIRST_DAY);
    expect(await new LoadDates({ search }).execute({ origin: 'JTR', destination: 'MLO' })).toEqual({ ok: false, error: { kind: 'NoDates' } });
  });

  it('sends nothing and lists the missing fields when the search is incomplete', async () => {
    const { search, clock } = aWorld();
    const result = await new SearchSailings({ search, clock }).execute(INITIAL_SEARCH);
    expect(result).toMatchObject({ ok: false, error: { kind: 'Invalid' } });
    expect(!result.ok && result.error.kind === 'Invalid' && result.error.errors.map((e) => e.problem)).toEqual([
      'departurePort', 'destinationPort', 'departureDate',
    ]);
  });

  it('refuses a day already past in Athens', async () => {
    const { search, clock } = aWorld();
    const result = await new SearchSailings({ search, clock }).execute(leg('PIR', 'JTR', '2027-05-31'));
    expect(!result.ok && result.error.kind === 'Invalid' && result.error.errors[0]?.problem).toBe('pastDate');
  });

  it('finds the sailings of a day sorted by departure', async () => {
    const { search, clock } = aWorld();
    const result = await new SearchSailings({ search, clock }).execute(leg('PIR', 'JTR', FIRST_DAY));
    expect(result.ok).toBe(true);
    const trips = result.ok ? result.value[0]!.trips : [];
    expect(trips.map((t) => t.departureDatetime)).toEqual([`${FIRST_DAY}T07:30:00+03:00`, `${FIRST_DAY}T17:00:00+03:00`]);
  });

  it('reports no availability for a day without sailings', async () => {
    const { search, clock } = aWorld();
    expect(await new SearchSailings({ search, clock }).execute(leg('PIR', 'JTR', '2028-01-10'))).toEqual({ ok: false, error: { kind: 'NoAvailability', legs: [0] } });
  });
});
