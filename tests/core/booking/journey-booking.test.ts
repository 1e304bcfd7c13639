import { SEED_PORTS, seedTrips } from '../../../src/adapters/in-memory/ferry.seed';
import { planJourneys } from '../../../src/adapters/in-memory/journey-planner';
import { InMemoryBookingGateway } from '../../../src/adapters/in-memory/booking.in-memory-gateway';
import { InMemorySearchGateway } from '../../../src/adapters/in-memory/search.in-memory-gateway';
import {
  INITIAL_BOOKING, bookJourney, bookJourneyAt, offersJourneys, pricingRequest, searchOfBooking, searchOfJourney, searchWithJourney, selectTrip, startBooking,
} from '../../../src/core/booking';
import { INITIAL_SEARCH, setLegField, setTripType, toSearchQuery, type SearchState } from '../../../src/core/search';
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

  describe('on a round trip (a change each way)', () => {
    // Mykonos ⇄ Milos: no direct boat either way; out through Piraeus overnight, back the next evening.
    const back = '2027-06-03';
    const round: SearchState = setLegField(setLegField(setLegField(setTripType({ ...search, legs: [{}] }, 'roundTrip'), 0, 'departurePort', 'JMK'),
      0, 'destinationPort', 'MLO'), 0, 'departureDate', FIRST_DAY);
    const roundTrip = setLegField(round, 1, 'departureDate', back);
    const out = planJourneys(trips, { departurePort: 'JMK', destinationPort: 'MLO', departureDate: FIRST_DAY })[0]!;
    const home = planJourneys(trips, { departurePort: 'MLO', destinationPort: 'JMK', departureDate: back })[0]!;

    it('each direction offers journeys; then only a leg of the multiple trip still without its sailing', () => {
      const begun = startBooking(INITIAL_BOOKING, 2, roundTrip.travellers);
      expect([0, 1].map((leg) => offersJourneys(roundTrip, begun, leg))).toEqual([true, true]);
      const afterOut = searchWithJourney(roundTrip, 0, out)!;
      const booked = bookJourneyAt(begun, roundTrip, 0, out);
      expect([0, 1, 2].map((leg) => offersJourneys(afterOut, booked, leg))).toEqual([false, false, true]);
    });

    it('replaces the chosen direction by its sailings, keeps the other, and books both journeys as one booking of four legs', () => {
      expect(out.legs).toHaveLength(2);
      expect(home.legs).toHaveLength(2);
      const afterOut = searchWithJourney(roundTrip, 0, out)!;
      expect(toSearchQuery(afterOut)).toMatchObject({ trip: 'multiple', legs: `JMK-PIR-${FIRST_DAY}~PIR-MLO-2027-06-03~MLO-JMK-${back}` });
      const booked = bookJourneyAt(startBooking(INITIAL_BOOKING, 2, roundTrip.travellers), roundTrip, 0, out);
      expect(booked.routes.map((r) => r?.tripId ?? null)).toEqual([...out.legs.map((l) => l.tripId), null]);
      const both = bookJourneyAt(booked, afterOut, 2, home);
      expect(both.routes.map((r) => r?.tripId)).toEqual([...out.legs, ...home.legs].map((l) => l.tripId));
      expect(toSearchQuery(searchWithJourney(afterOut, 2, home)!).legs).toBe(`JMK-PIR-${FIRST_DAY}~PIR-MLO-2027-06-03~MLO-PIR-${back}~PIR-JMK-2027-06-04`);
      // One order: one price request for the four sailings.
      expect(pricingRequest(both, 'en')?.trips.map((t) => t.tripId)).toEqual([...out.legs, ...home.legs].map((l) => l.tripId));
      // The return chosen first works the same way: the outbound's leg stays to choose.
      const homeFirst = bookJourneyAt(startBooking(INITIAL_BOOKING, 2, roundTrip.travellers), roundTrip, 1, home);
      expect(homeFirst.routes.map((r) => r?.tripId ?? null)).toEqual([null, ...home.legs.map((l) => l.tripId)]);
    });

    it('refuses a journey of another route, one that overlaps the sailing chosen for another leg, or more legs than a booking holds', () => {
      const begun = startBooking(INITIAL_BOOKING, 2, roundTrip.travellers);
      // The outbound's journey offered for the return.
      expect(searchWithJourney(roundTrip, 1, out)).toBeUndefined();
      expect(bookJourneyAt(begun, roundTrip, 1, out)).toBe(begun);
      // A return leaving before the outbound chosen arrives (the outbound of the day after).
      const late = planJourneys(trips, { departurePort: 'JMK', destinationPort: 'MLO', departureDate: back })[0]!;
      const booked = bookJourneyAt(begun, roundTrip, 0, late);
      const afterLate = searchWithJourney(roundTrip, 0, late)!;
      expect(bookJourneyAt(booked, afterLate, 2, home)).toBe(booked);
      // Six legs at most.
      const many: SearchState = { ...roundTrip, tripType: 'multiple', legs: [...Array(5).fill(roundTrip.legs[0]), roundTrip.legs[1]!] };
      expect(searchWithJourney(many, 5, home)).toBeUndefined();
    });
  });
});
