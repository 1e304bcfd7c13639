import { SEED_PORTS, seedTrips } from '../../../src/adapters/in-memory/ferry.seed';
import { planJourneys } from '../../../src/adapters/in-memory/journey-planner';
import { InMemoryBookingGateway } from '../../../src/adapters/in-memory/booking.in-memory-gateway';
import { InMemorySearchGateway } from '../../../src/adapters/in-memory/search.in-memory-gateway';
import { INITIAL_BOOKING, bookJourney, pricingRequest, searchOfBooking, searchOfJourney, selectTrip, startBooking } from '../../../src/core/booking';
import { INITIAL_SEARCH, setLegField, toSearchQuery, type SearchState } from '../../../src/core/search';
import { FIRST_DAY } from '../../support/mothers/world.mother';

const trips = seedTrips(FIRST_DAY, 5);
const search: SearchState = {
  ...[['departurePort', 'PIR'], ['destinationPort', 'JTR'], ['departureDate', FIRST_DAY]].reduce(
    (s, [field, value]) => setLegField(s, 0, field as 'departurePort', value!), INITIAL_SEARCH),
  travellers: { ...INITIAL_SEARCH.travellers, passengers: { ...INITIAL_SEARCH.travellers.passengers, AD: 2 } },
};
const journeys = planJourneys(trips, { departurePort: 'PIR', destinationPort: 'JTR', departureDate: FIRST_DAY });
const connection = journeys.find((j) => j.legs.length === 2)!;
const overnight = planJourneys(trips, { departurePort: 'JMK', destinationPort: 'MLO', departureDate: FIRST_DAY })[0]!;

describe('booking a journey (issue 16)', () => {
  it('a connection becomes a multiple trip with one leg per sailing, each on its own day', () => {
    expect(toSearchQuery(searchOfJourney(search, connection)!)).toEqual({ trip: 'multiple', legs: `PIR-MLO-${FIRST_DAY}~MLO-JTR-${FIRST_DAY}`, AD: '2' });
    expect(toSearchQuery(searchOfJourney(search, overnight)!)).toEqual({ trip: 'multiple', legs: 'JMK-PIR-2027-06-02~PIR-MLO-2027-06-03', AD: '2' });
    const direct = journeys.find((j) => j.legs.length === 1)!;
    expect(searchOfJourney(search, direct)?.tripType).toBe('oneWay');
  });

  it('fills every leg of the booking with its sailing, and the booking reads back the journey\'s search', () => {
    const state = bookJourney(INITIAL_BOOKING, search, connection);
    expect(state.routesLength).toBe(2);
    expect(state.routes.map((r) => r?.tripId)).toEqual(connection.legs.map((l) => l.tripId));
    expect(state.steps[0]).toBe(true);
    expect(state.party.passengerTypes).toEqual(['AD', 'AD']);
    // The results URL of the journey's search keeps this booking (the store compares the two searches).
    expect(toSearchQuery(searchOfBooking(state)!)).toEqual(toSearchQuery(searchOfJourney(search, connection)!));
    // One price request for both sailings: one order.
    expect(pricingRequest(state, 'en')?.trips.map((t) => t.tripId)).toEqual(connection.legs.map((l) => l.tripId));
  });

  it('replaces a booking under way, and refuses a journey whose legs do not join', () => {
    const earlier = selectTrip(startBooking(INITIAL_BOOKING, 1, search.travellers), 0, trips[0]!);
    expect(bookJourney(earlier, search, connection).routes.map((r) => r?.tripId)).toEqual(connection.legs.map((l) => l.tripId));
    const broken = { ...connection, legs: [connection.legs[1]!, connection.legs[0]!] };
    expect(searchOfJourney(search, broken)).toBeUndefined();
    expect(bookJourney(earlier, search, broken)).toBe(earlier);
  });

  it('the in-memory booking holds both sailings of a connection as one order', async () => {
    const network = new InMemorySearchGateway({ ports: SEED_PORTS, trips });
    const booking = new InMemoryBookingGateway({ trip: (id) => network.trip(id), clock: { nowIso: () => '2027-06-01T09:00:00.000Z' } });
    const request = pricingRequest(bookJourney(INITIAL_BOOKING, search, connection), 'en')!;
    const held = await booking.hold(request);
    expect(held.ok && held.value.pricing.trips.map((t) => t.tripId)).toEqual(connection.legs.map((l) => l.tripId));
  });
});
