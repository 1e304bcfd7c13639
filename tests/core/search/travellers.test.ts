import fc from 'fast-check';
import {
  DEFAULT_TRAVELLERS, MAX_PASSENGERS, PASSENGER_TYPES, passengerCount, setPassengers, setPets, setTrailers, setVehicles,
  travellersWithinLimits,
} from '../../../src/core/search';

type Action = { kind: 'passengers'; type: (typeof PASSENGER_TYPES)[number]; n: number } | { kind: 'vehicles' | 'trailers' | 'pets'; n: number };
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant('passengers' as const), type: fc.constantFrom(...PASSENGER_TYPES), n: fc.integer({ min: -2, max: 15 }) }),
  fc.record({ kind: fc.constantFrom('vehicles' as const, 'trailers' as const, 'pets' as const), n: fc.integer({ min: -2, max: 60 }) }),
);

describe('travellers', () => {
  it('starts with one passenger and nothing else', () => {
    expect(passengerCount(DEFAULT_TRAVELLERS)).toBe(1);
    expect(DEFAULT_TRAVELLERS).toMatchObject({ vehicles: 0, trailers: 0, pets: 0 });
  });

  it('caps vehicles at the passenger count', () => {
    const two = setPassengers(DEFAULT_TRAVELLERS, 'AD', 2);
    expect(setVehicles(two, 5).vehicles).toBe(2);
    expect(setPassengers(setVehicles(two, 2), 'AD', 1).vehicles).toBe(1);
  });

  it('allows at most 5 pets per passenger and 5 in all', () => {
    expect(setPets(DEFAULT_TRAVELLERS, 9).pets).toBe(5);
    expect(setPets(setPassengers(DEFAULT_TRAVELLERS, 'CH', 1), 12).pets).toBe(5);
  });

  it('allows at most 4 vehicles, one per passenger', () => {
    expect(setVehicles(setPassengers(DEFAULT_TRAVELLERS, 'AD', 2), 3).vehicles).toBe(2);
    expect(setVehicles(setPassengers(DEFAULT_TRAVELLERS, 'AD', 9), 9).vehicles).toBe(4);
  });

  it('keeps at least one passenger and at most the maximum', () => {
    expect(passengerCount(setPassengers(DEFAULT_TRAVELLERS, 'AD', 0))).toBe(1);
    expect(passengerCount(setPassengers(DEFAULT_TRAVELLERS, 'AD', 99))).toBe(MAX_PASSENGERS);
  });

  it('never leaves the limits, whatever is chosen in whatever order', () => {
    fc.assert(fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
      let t = DEFAULT_TRAVELLERS;
      for (const a of actions) {
        t = a.kind === 'passengers' ? setPassengers(t, a.type, a.n)
          : a.kind === 'vehicles' ? setVehicles(t, a.n) : a.kind === 'trailers' ? setTrailers(t, a.n) : setPets(t, a.n);
        if (!travellersWithinLimits(t)) return false;
      }
      return true;
    }));
  });
});
