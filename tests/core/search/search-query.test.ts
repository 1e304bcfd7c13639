import fc from 'fast-check';
import {
  INITIAL_SEARCH, PASSENGER_TYPES, type SearchState, type TripType, fromSearchQuery, setPassengers, setPets, setVehicles,
  toSearchQuery,
} from '../../../src/core/search';

const code = fc.stringMatching(/^[A-Z]{3}$/);
const day = fc.integer({ min: 0, max: 700 }).map((n) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10));
const leg = fc.record({ departurePort: code, destinationPort: code, departureDate: day });

const search: fc.Arbitrary<SearchState> = fc.record({
  tripType: fc.constantFrom<TripType>('oneWay', 'roundTrip', 'multiple'),
  legs: fc.array(leg, { minLength: 2, maxLength: 6 }),
  passengers: fc.tuple(fc.constantFrom(...PASSENGER_TYPES), fc.integer({ min: 1, max: 6 })),
  vehicles: fc.nat(8),
  pets: fc.nat(30),
}).map(({ tripType, legs, passengers, vehicles, pets }) => {
  let travellers = setPassengers(INITIAL_SEARCH.travellers, passengers[0], passengers[1]);
  travellers = setPets(setVehicles(travellers, vehicles), pets);
  const kept = tripType === 'oneWay' ? legs.slice(0, 1) : tripType === 'roundTrip' ? legs.slice(0, 2) : legs;
  return { ...INITIAL_SEARCH, tripType, legs: kept, travellers };
});

describe('search query', () => {
  it('writes a one-way search as trip, legs and passengers', () => {
    const state: SearchState = {
      ...INITIAL_SEARCH,
      legs: [{ departurePort: 'PIR', destinationPort: 'JTR', departureDate: '2026-06-11' }],
      travellers: setPassengers(INITIAL_SEARCH.travellers, 'AD', 2),
    };
    expect(toSearchQuery(state)).toEqual({ trip: 'oneWay', legs: 'PIR-JTR-2026-06-11', AD: '2' });
  });

  it('reads back every search it writes', () => {
    fc.assert(fc.property(search, (state) => {
      expect(fromSearchQuery(toSearchQuery(state))).toEqual(state);
    }));
  });

  it('reads numbers as a router parses them', () => {
    expect(fromSearchQuery({ trip: 'oneWay', legs: 'PIR-JTR-2026-06-11', AD: 2, pets: 1 })?.travellers)
      .toMatchObject({ passengers: { AD: 2 }, pets: 1 });
  });

  it.each([
    [{ trip: 'oneWay', legs: 'PIR-JTR-2026-06-11~JTR-PIR-2026-06-12', AD: '1' }],
    [{ trip: 'cruise', legs: 'PIR-JTR-2026-06-11', AD: '1' }],
    [{ trip: 'oneWay', legs: 'PIR-JTR', AD: '1' }],
    [{ trip: 'oneWay', legs: 'PIR-JTR-2026-06-11' }],
    [{ trip: 'oneWay', legs: 'PIR-JTR-2026-06-11', AD: '1', vehicles: '3' }],
  ])('rejects a malformed query %o', (query) => {
    expect(fromSearchQuery(query)).toBeUndefined();
  });
});
