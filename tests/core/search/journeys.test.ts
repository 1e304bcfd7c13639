import fc from 'fast-check';
import { SEED_PORTS, seedTrips } from '../../../src/adapters/in-memory/ferry.seed';
import { planJourneys } from '../../../src/adapters/in-memory/journey-planner';
import { InMemorySearchGateway } from '../../../src/adapters/in-memory/search.in-memory-gateway';
import {
  JOURNEY_SORTS, SearchJourneys, filterJourneys, isJoinedJourney, journeyCompanies, minConnectionMinutes, sortJourneys, type Journey,
} from '../../../src/core/search';
import { FIRST_DAY, aWorld } from '../../support/mothers/world.mother';

const trips = seedTrips(FIRST_DAY, 10);
const gateway = new InMemorySearchGateway({ ports: SEED_PORTS, trips });
const clock = aWorld().clock;

describe('journeys (issue 16)', () => {
  it('finds Piraeus → Thira direct and with a change at Milos across two companies', async () => {
    const result = await new SearchJourneys({ journeys: gateway, clock }).execute({ departurePort: 'PIR', destinationPort: 'JTR', departureDate: FIRST_DAY });
    expect(result.ok).toBe(true);
    const journeys = result.ok ? result.value : [];
    expect(journeys.map((j) => j.legs.map((l) => `${l.from.code}-${l.to.code}`).join(' '))).toEqual(['PIR-JTR', 'PIR-MLO MLO-JTR', 'PIR-JTR']);
    const connection = journeys[1]!;
    expect(connection.changes).toEqual([{ port: { code: 'MLO', name: 'Milos' }, waitMinutes: 120, overnight: false }]);
    expect(connection.companies.map((c) => c.code)).toEqual(['AEG', 'ZAN']);
    expect(connection.lowestFare).toBe(connection.legs[0]!.lowestFare + connection.legs[1]!.lowestFare);
    expect(connection.durationMinutes).toBe(9 * 60);
  });

  it('marks a change that waits overnight (Mykonos → Milos through Piraeus)', async () => {
    const result = await gateway.journeys({ departurePort: 'JMK', destinationPort: 'MLO', departureDate: FIRST_DAY });
    const journeys = result.ok ? result.value : [];
    expect(journeys).toHaveLength(1);
    expect(journeys[0]!.changes[0]).toMatchObject({ port: { code: 'PIR' }, overnight: true });
  });

  it('gives no connection when no change is allowed', async () => {
    const result = await gateway.journeys({ departurePort: 'PIR', destinationPort: 'JTR', departureDate: FIRST_DAY, maxChanges: 0 });
    expect(result.ok && result.value.every((j) => j.changes.length === 0)).toBe(true);
  });

  it('refuses a bad query before asking anyone', async () => {
    const asked: unknown[] = [];
    const spy = { journeys: async (q: unknown) => { asked.push(q); return { ok: true as const, value: [] }; } };
    const search = new SearchJourneys({ journeys: spy, clock });
    expect(await search.execute({ departurePort: 'PIR', destinationPort: 'PIR', departureDate: FIRST_DAY })).toEqual({ ok: false, error: { kind: 'Invalid', field: 'destinationPort' } });
    expect(await search.execute({ departurePort: 'pir', destinationPort: 'JTR', departureDate: FIRST_DAY })).toEqual({ ok: false, error: { kind: 'Invalid', field: 'departurePort' } });
    expect(await search.execute({ departurePort: 'PIR', destinationPort: 'JTR', departureDate: '2020-01-01' })).toEqual({ ok: false, error: { kind: 'Invalid', field: 'departureDate' } });
    expect(asked).toEqual([]);
  });

  it('drops a journey from the server whose legs do not join', async () => {
    const good = planJourneys(trips, { departurePort: 'PIR', destinationPort: 'JTR', departureDate: FIRST_DAY }).find((j) => j.legs.length === 2)!;
    // The second leg leaves before the first arrives.
    const early = { ...good, id: 'early', legs: [good.legs[0]!, { ...good.legs[1]!, departureDatetime: good.legs[0]!.departureDatetime }] };
    // The second leg leaves from another port.
    const elsewhere = { ...good, id: 'elsewhere', legs: [good.legs[0]!, { ...good.legs[1]!, from: { code: 'JMK', name: 'Mykonos' } }] };
    const spy = { journeys: async () => ({ ok: true as const, value: [early, good, elsewhere] }) };
    const result = await new SearchJourneys({ journeys: spy, clock }).execute({ departurePort: 'PIR', destinationPort: 'JTR', departureDate: FIRST_DAY });
    expect(result.ok && result.value.map((j) => j.id)).toEqual([good.id]);
  });

  it('every planned journey is feasible, none is covered by another, a vehicle needs a longer change', () => {
    const codes = SEED_PORTS.map((p) => p.code);
    fc.assert(fc.property(
      fc.constantFrom(...codes), fc.constantFrom(...codes), fc.integer({ min: 0, max: 8 }), fc.boolean(),
      (from, to, day, withVehicle) => {
        fc.pre(from !== to);
        const date = trips[day * 8]!.departureDatetime.slice(0, 10);
        const journeys = planJourneys(trips, { departurePort: from, destinationPort: to, departureDate: date, withVehicle });
        const min = minConnectionMinutes(withVehicle);
        for (const j of journeys) {
          expect(isJoinedJourney(j)).toBe(true);
          for (const c of j.changes) expect(c.waitMinutes).toBeGreaterThanOrEqual(min);
          const others = journeys.filter((o) => o !== j && j.legs.length > 1);
          expect(others.some((o) => Date.parse(o.departureDatetime) >= Date.parse(j.departureDatetime)
            && Date.parse(o.arrivalDatetime) <= Date.parse(j.arrivalDatetime) && o.lowestFare <= j.lowestFare
            && o.changes.length <= j.changes.length && (o.departureDatetime !== j.departureDatetime || o.arrivalDatetime !== j.arrivalDatetime
              || o.lowestFare !== j.lowestFare || o.changes.length !== j.changes.length))).toBe(false);
        }
      },
    ), { numRuns: 100 });
  });

  describe('sorting and filtering', () => {
    const journeys = planJourneys(trips, { departurePort: 'PIR', destinationPort: 'JTR', departureDate: FIRST_DAY });

    it('sorts by each key, departure breaking ties', () => {
      const key: Record<(typeof JOURNEY_SORTS)[number], (j: Journey) => number> = {
        departure: (j) => Date.parse(j.departureDatetime), arrival: (j) => Date.parse(j.arrivalDatetime),
        duration: (j) => j.durationMinutes, price: (j) => j.lowestFare, changes: (j) => j.changes.length,
      };
      for (const sort of JOURNEY_SORTS) {
        const values = sortJourneys(journeys, sort).map(key[sort]);
        expect(values, sort).toEqual([...values].sort((a, b) => a - b));
      }
    });

    it('filters by number of changes and by company (every leg sailed by a chosen company)', () => {
      expect(filterJourneys(journeys, { maxChanges: 0 }).every((j) => j.changes.length === 0)).toBe(true);
      expect(filterJourneys(journeys, { companies: new Set(['AEG']) }).map((j) => j.legs.length)).toEqual([1]);
      expect(filterJourneys(journeys, { companies: new Set(['AEG', 'ZAN']) }).some((j) => j.legs.length === 2)).toBe(true);
      expect(journeyCompanies(journeys).map((c) => c.code)).toEqual(['AEG', 'SEA', 'ZAN']);
    });
  });
});
