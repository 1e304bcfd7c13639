import { describe, expect, it } from 'vitest';
import { SEED_PORTS, seedTrips } from '../../src/adapters/in-memory/ferry.seed';
import { InMemorySearchGateway } from '../../src/adapters/in-memory/search.in-memory-gateway';
import { DEFAULT_TRAVELLERS, LoadFareCalendar, setPassengers, setVehicles } from '../../src/core/search';
import { fixedClock } from '../../src/core/shared/clock.port';
import { WizardFares } from '../../src/ui/shared/search/wizard-fares.view-model';

const TODAY = '2026-06-10';
// The seeded network for June from today: no sailing on the 15th, and the 20th's boats 10 € cheaper.
const trips = seedTrips(TODAY, 21).filter((t) => !t.departureDatetime.startsWith('2026-06-15'))
  .map((t) => (t.departureDatetime.startsWith('2026-06-20') ? { ...t, lowestFare: t.lowestFare - 1000 } : t));

function fares(failing = false) {
  const gateway = new InMemorySearchGateway({ ports: SEED_PORTS, trips, clock: fixedClock(`${TODAY}T09:00:00Z`) });
  let calls = 0;
  const model = new WizardFares({
    services: async () => ({
      loadFareCalendar: {
        execute: (input) => {
          calls += 1;
          if (failing) return Promise.reject(new Error('network down'));
          return new LoadFareCalendar({ fares: gateway }).execute(input);
        },
      },
    }),
  });
  return { model, calls: () => calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const route = { departurePort: 'PIR', destinationPort: 'JTR', travellers: DEFAULT_TRAVELLERS };

describe('the date picker fares (WizardFares)', () => {
  it("loads a shown month once, gives each day its party fare, and marks the month's cheapest days", async () => {
    const { model, calls } = fares();
    expect(model.state(route, '2026-06')).toBe('idle');
    model.load(route, '2026-06');
    model.load(route, '2026-06');
    expect(model.state(route, '2026-06')).toBe('loading');
    await settle();
    expect(calls()).toBe(1);
    expect(model.state(route, '2026-06')).toBe('ready');
    expect(model.fareOf(route, '2026-06-09')).toBeNull();
    expect(model.fareOf(route, '2026-06-15')).toBeNull();
    const usual = model.fareOf(route, '2026-06-11') as number;
    expect(usual).toBeGreaterThan(0);
    expect(model.fareOf(route, '2026-06-20')).toBe(usual - 1000);
    expect(model.isCheapest(route, '2026-06-20')).toBe(true);
    expect(model.isCheapest(route, '2026-06-11')).toBe(false);
  });

  it('asks again for another party: two adults pay twice, a car adds its fare', async () => {
    const { model } = fares();
    const two = { ...route, travellers: setPassengers(DEFAULT_TRAVELLERS, 'AD', 2) };
    const withCar = { ...route, travellers: setVehicles(two.travellers, 1) };
    for (const r of [route, two, withCar]) model.load(r, '2026-06');
    await settle();
    const one = model.fareOf(route, '2026-06-11') as number;
    expect(model.fareOf(two, '2026-06-11')).toBe(2 * one);
    expect(model.fareOf(withCar, '2026-06-11')).toBeGreaterThan(2 * one);
  });

  it('says a month failed and asks again when it is shown again', async () => {
    const { model, calls } = fares(true);
    model.load(route, '2026-07');
    await settle();
    expect(model.state(route, '2026-07')).toBe('failed');
    expect(model.fareOf(route, '2026-07-01')).toBeUndefined();
    model.load(route, '2026-07');
    await settle();
    expect(calls()).toBe(2);
  });
});
