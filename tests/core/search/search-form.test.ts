import fc from 'fast-check';
import { InMemorySearchGateway } from '../../../src/adapters/in-memory/search.in-memory-gateway';
import { SEED_PORTS, seedTrips } from '../../../src/adapters/in-memory/ferry.seed';
import { LoadPorts } from '../../../src/core/search';
import {
  type CounterKind, canAddLeg, canRemoveLeg, counterOf, countOf, isDayOpen, isPortEditable, linkKey, linksOf,
  portCandidates, readySearchQuery, routeKey, searchOfRoute, searchToChange, withCount, withoutUnreachable,
} from '../../../src/core/search/domain/search-form';
import { INITIAL_SEARCH, MAX_LEGS, type SearchState, addLeg, setLegField, setTripType } from '../../../src/core/search/domain/search-state';
import { DEFAULT_TRAVELLERS, PASSENGER_TYPES, travellersWithinLimits } from '../../../src/core/search/domain/travellers';

/** The trip wizard's rules (search-form.ts): what a field offers, which days open, what a choice clears, the counters. */

const leg = (s: SearchState, i: number, from?: string, to?: string, date?: string) =>
  setLegField(setLegField(setLegField(s, i, 'departurePort', from), i, 'destinationPort', to), i, 'departureDate', date);

describe('the trip wizard\'s ports', () => {
  it('keeps the return leg\'s ports following the outward leg, and multiple trips between 2 and MAX_LEGS legs', () => {
    const round = setTripType(INITIAL_SEARCH, 'roundTrip');
    expect([isPortEditable(round, 0), isPortEditable(round, 1)]).toEqual([true, false]);
    expect([canAddLeg(round), canRemoveLeg(round)]).toEqual([false, false]);
    let multiple = setTripType(INITIAL_SEARCH, 'multiple');
    expect([canAddLeg(multiple), canRemoveLeg(multiple)]).toEqual([true, false]);
    while (canAddLeg(multiple)) multiple = addLeg(multiple);
    expect(multiple.legs).toHaveLength(MAX_LEGS);
    expect(canRemoveLeg(multiple)).toBe(true);
  });

  it('loads, leg by leg, the ports linked to each chosen port and the days of each complete leg', () => {
    const s = setLegField(leg(setTripType(INITIAL_SEARCH, 'multiple'), 0, 'PIR', 'JTR'), 1, 'destinationPort', 'MLO');
    expect(linksOf(s)).toEqual([
      { kind: 'ports', field: 'destinationPort', other: 'PIR' },
      { kind: 'ports', field: 'departurePort', other: 'JTR' },
      { kind: 'days', key: 'PIR-JTR', origin: 'PIR', destination: 'JTR' },
      // The second leg starts where the first ends.
      { kind: 'ports', field: 'destinationPort', other: 'JTR' },
      { kind: 'ports', field: 'departurePort', other: 'MLO' },
      { kind: 'days', key: 'JTR-MLO', origin: 'JTR', destination: 'MLO' },
    ]);
    expect(linksOf(INITIAL_SEARCH)).toEqual([]);
    expect([linkKey('destinationPort', 'PIR'), linkKey('departurePort', 'JTR')]).toEqual(['from:PIR', 'to:JTR']);
    expect([routeKey(s.legs[0]), routeKey({ departurePort: 'PIR' })]).toEqual(['PIR-JTR', undefined]);
  });

  it('offers the ports linked to the other end (never that port), or every port while the links are unknown (in-memory network)', async () => {
    const gateway = new InMemorySearchGateway({ ports: SEED_PORTS, trips: seedTrips('2027-06-02', 3) });
    const load = new LoadPorts({ search: gateway });
    const all = await load.execute();
    const fromPiraeus = await load.execute({ reachableFrom: 'PIR' });
    if (!all.ok || !fromPiraeus.ok) throw new Error('ports not loaded');
    const reachable = new Set(fromPiraeus.value.map((p) => p.code));
    const offered = portCandidates(all.value, 'PIR', reachable);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((p) => reachable.has(p.code) && p.code !== 'PIR')).toBe(true);
    expect(portCandidates(all.value, 'PIR', undefined)).toEqual(all.value);
    expect(portCandidates(all.value, undefined, reachable)).toEqual(all.value);
  });

  it('clears a port the new other end cannot reach, and never the return leg of a round trip', () => {
    const s = leg(INITIAL_SEARCH, 0, 'PIR', 'JTR');
    expect(withoutUnreachable(s, 'destinationPort', 'PIR', new Set(['MLO'])).legs[0]).toEqual({ departurePort: 'PIR', destinationPort: undefined, departureDate: undefined });
    expect(withoutUnreachable(s, 'destinationPort', 'PIR', new Set(['JTR']))).toEqual(s);
    expect(withoutUnreachable(s, 'destinationPort', 'HER', new Set())).toEqual(s);
    const round = setTripType(s, 'roundTrip');
    // The return leg JTR → PIR: a rule about departures to PIR would clear it, but it follows the outward leg.
    expect(withoutUnreachable(round, 'departurePort', 'PIR', new Set()).legs[1]).toEqual(round.legs[1]);
  });
});

describe('the trip wizard\'s days', () => {
  it('opens a day from today on, not before an earlier leg, and only with a sailing once the days are known', () => {
    const s = leg(setTripType(INITIAL_SEARCH, 'roundTrip'), 0, 'PIR', 'JTR', '2027-06-10');
    const days = new Set(['2027-06-05', '2027-06-10', '2027-06-12']);
    expect(isDayOpen(s, 0, '2027-06-05', '2027-06-06', days)).toBe(false);
    expect(isDayOpen(s, 0, '2027-06-10', '2027-06-06', days)).toBe(true);
    expect(isDayOpen(s, 0, '2027-06-11', '2027-06-06', days)).toBe(false);
    expect(isDayOpen(s, 1, '2027-06-05', '2027-06-01', days)).toBe(false);
    expect(isDayOpen(s, 1, '2027-06-12', '2027-06-01', days)).toBe(true);
    expect(isDayOpen(s, 1, '2027-06-12', '2027-06-01', undefined)).toBe(false);
  });

  it('never opens a day before today or before an earlier leg\'s day (property)', () => {
    const day = fc.integer({ min: 1, max: 28 }).map((d) => `2027-06-${String(d).padStart(2, '0')}`);
    fc.assert(fc.property(day, day, day, fc.integer({ min: 0, max: 1 }), (today, first, date, index) => {
      const s = setLegField(leg(setTripType(INITIAL_SEARCH, 'multiple'), 0, 'PIR', 'JTR', first), 1, 'destinationPort', 'MLO');
      const open = isDayOpen(s, index, date, today, new Set([date]));
      expect(open).toBe(date >= today && (index === 0 || date >= first));
    }));
  });
});

describe('the trip wizard\'s travellers and query', () => {
  it('lets a counter go down or up exactly when the limits allow, and stays within them (property)', () => {
    const kinds: CounterKind[] = [...PASSENGER_TYPES, 'vehicles', 'trailers', 'pets'];
    fc.assert(fc.property(fc.array(fc.tuple(fc.constantFrom(...kinds), fc.integer({ min: -2, max: 12 })), { maxLength: 30 }), (changes) => {
      let t = DEFAULT_TRAVELLERS;
      for (const [kind, count] of changes) {
        const { value, canDecrease, canIncrease } = counterOf(t, kind);
        expect(countOf(withCount(t, kind, value - 1), kind) < value).toBe(canDecrease);
        expect(countOf(withCount(t, kind, value + 1), kind) > value).toBe(canIncrease);
        t = withCount(t, kind, count);
        expect(travellersWithinLimits(t)).toBe(true);
      }
    }));
  });

  it('fills a popular route one way with no date, starts a search to change from its first step, and answers the query once ready', () => {
    const multiple = { ...leg(setTripType(INITIAL_SEARCH, 'multiple'), 0, 'HER', 'JTR', '2027-06-10'), showErrors: true };
    const route = searchOfRoute(multiple, { from: 'PIR', to: 'MLO' });
    expect(route).toMatchObject({ tripType: 'oneWay', showErrors: false, legs: [{ departurePort: 'PIR', destinationPort: 'MLO', departureDate: undefined }] });
    expect(searchToChange({ ...multiple, step: 2 })).toMatchObject({ step: 0, showErrors: false, legs: multiple.legs });
    expect(readySearchQuery(route, '2027-06-01')).toBeUndefined();
    const ready = setLegField(route, 0, 'departureDate', '2027-06-11');
    expect(readySearchQuery(ready, '2027-06-01')).toMatchObject({ trip: 'oneWay', legs: 'PIR-MLO-2027-06-11' });
    expect(readySearchQuery(ready, '2027-06-12')).toBeUndefined();
  });
});
