import { InMemoryBookingGateway } from '../../../src/adapters/in-memory/booking.in-memory-gateway';
import { type CompanyDetails } from '../../../src/contract';
import {
  INITIAL_BOOKING, LoadCompanyRules, addPet, berthSexOf, addTrailer, addVehicle, chooseAccommodation, choicesComplete,
  copyFirstTripChoices, emptyCabinBeds, placesLeft, placesTaken, selectTrip, setPassengerChoice, setTrailer, setVehicle,
  startBooking, trailerTypesOf, tripProblems, vehicleTypesOf,
} from '../../../src/core/booking';
import { fixedClock } from '../../../src/core/shared/clock.port';
import { aBookingWithTrips, travellers } from '../../support/mothers/booking.mother';
import { aReturnTrip, aTrip, anOffer } from '../../support/mothers/trip.mother';

const berths = [
  anOffer({ code: 'B4M', name: 'Berth (men)', kind: 'berth', sex: 'male', lowestFare: 7000, available: 3 }),
  anOffer({ code: 'B4F', name: 'Berth (women)', kind: 'berth', sex: 'female', lowestFare: 7000, available: 0 }),
];

describe('the sex of a traveller\'s berths (issue 19)', () => {
  it('is the sex of the men\'s or women\'s berths a traveller has on the trips, or mixed when they differ', () => {
    const trip = aTrip({ berthAvailability: berths });
    const back = aTrip({ tripId: 'BACK', berthAvailability: berths });
    let state = selectTrip(selectTrip(startBooking(INITIAL_BOOKING, 2, travellers({ adults: 2 })), 0, trip), 1, back);
    expect(berthSexOf(state, 0)).toBeUndefined();
    state = chooseAccommodation(state, 0, 0, 'B4F');
    expect(berthSexOf(state, 0)).toBe('female');
    expect(berthSexOf(state, 1)).toBeUndefined();
    expect(berthSexOf(chooseAccommodation(state, 1, 0, 'B4F'), 0)).toBe('female');
    expect(berthSexOf(chooseAccommodation(state, 1, 0, 'B4M'), 0)).toBe('mixed');
    // Back on deck, the sex the berth set stays on the choice but asks nothing of the traveller.
    expect(berthSexOf(chooseAccommodation(state, 0, 0, 'DECK'), 0)).toBeUndefined();
  });
});

describe('places, garage and pets of a sailing', () => {
  it('counts one place per passenger, none for infants, and whole cabins for cabin passengers', () => {
    const trip = aTrip();
    const item = {
      passengers: [
        { passengerType: 'AD', accommodationType: 'A2', accommodationRequestType: 'COMPLETE' as const, nationality: 'GR' },
        { passengerType: 'AD', accommodationType: 'A2', accommodationRequestType: 'COMPLETE' as const, nationality: 'GR' },
        { passengerType: 'CH', accommodationType: 'A2', accommodationRequestType: 'COMPLETE' as const, nationality: 'GR' },
        { passengerType: 'IN', accommodationType: 'DECK', accommodationRequestType: 'COMPLETE' as const, nationality: 'GR' },
      ],
    };
    expect(placesTaken(item, trip)).toEqual(new Map([['A2', 2]]));
    const cabin = trip.cabinAvailability[0]!;
    expect(placesLeft(cabin, item, trip)).toBe(cabin.available - 2);
    expect(emptyCabinBeds(cabin, item, trip)).toBe(1);
  });

  it('reports what a sailing cannot take', () => {
    const trip = aTrip({ berthAvailability: berths, petAvailability: 1, garageAvailability: { availableMetres: 6, lowestFare: 9000 } });
    let state = selectTrip(startBooking(INITIAL_BOOKING, 1, travellers({ adults: 2 })), 0, trip);
    expect(tripProblems(trip, state.items[0]!)).toEqual([]);
    state = chooseAccommodation(state, 0, 0, 'B4F');
    state = chooseAccommodation(state, 0, 1, 'B4F');
    expect(tripProblems(trip, state.items[0]!)).toEqual([{ kind: 'accommodationFull', code: 'B4F' }]);
    state = setPassengerChoice(chooseAccommodation(state, 0, 0, 'B4M'), 0, 0, { sex: 'female' });
    expect(tripProblems(trip, state.items[0]!)).toContainEqual({ kind: 'berthSex', passenger: 0 });
    state = chooseAccommodation(chooseAccommodation(state, 0, 0, 'DECK'), 0, 1, 'DECK');
    state = addTrailer(addVehicle(state), 0);
    expect(tripProblems(trip, state.items[0]!)).toEqual([{ kind: 'garageFull' }]);
    state = addPet(addPet(setTrailer(setVehicle(state, 0, { length: 3 }), 0, { length: 2.5 }), 0), 1);
    expect(tripProblems(trip, state.items[0]!)).toEqual([{ kind: 'petsFull' }]);
    expect(choicesComplete(state)).toBe(false);
  });

  it('takes no vehicles, campers or trailers where the vessel carries none', () => {
    const fast = aTrip({ garage: false, trailers: false, campers: false, garageAvailability: null, pets: false });
    expect(vehicleTypesOf(fast)).toEqual([]);
    expect(trailerTypesOf(fast)).toEqual([]);
    expect(vehicleTypesOf(aTrip({ campers: false }))).toEqual(['CAR', 'MOTO']);
    let state = selectTrip(startBooking(INITIAL_BOOKING, 1, travellers({ adults: 1, vehicles: 1, pets: 1 })), 0, fast);
    expect(tripProblems(fast, state.items[0]!)).toEqual([{ kind: 'noGarage' }, { kind: 'noPets' }]);
    const ferry = aTrip({ campers: false, trailers: false });
    state = addTrailer(setVehicle(selectTrip(state, 0, ferry), 0, { accommodationType: 'CAMPER' }), 0);
    expect(tripProblems(ferry, state.items[0]!)).toEqual([{ kind: 'vehicleType', vehicle: 0 }, { kind: 'noTrailers', trailer: 0 }]);
  });
});

describe('choosing accommodation', () => {
  it('keeps the offer name and beds, and a berth sets the sex and a shared request', () => {
    const trip = aTrip({ berthAvailability: berths });
    let state = selectTrip(startBooking(INITIAL_BOOKING, 1, travellers()), 0, trip);
    state = chooseAccommodation(state, 0, 0, 'B4M');
    expect(state.items[0]!.passengers[0]).toMatchObject({ accommodationType: 'B4M', accommodationTypeDescr: 'Berth (men)', sex: 'male', accommodationRequestType: 'SHARED', capacityCrs: 1 });
    state = chooseAccommodation(state, 0, 0, 'A2');
    expect(state.items[0]!.passengers[0]).toMatchObject({ accommodationType: 'A2', capacityCrs: 2, accommodationRequestType: 'COMPLETE' });
    expect(chooseAccommodation(state, 0, 0, 'NOPE')).toBe(state);
    expect(state.pricing).toBeNull();
  });

  it('copies the first trip\'s choices to the other trips, matching what each sailing sells', () => {
    const outward = aTrip({ berthAvailability: berths });
    const back = aReturnTrip({ company: { code: 'SEA', name: 'Sea Jets', logo: '' }, deckAvailability: [], cabinAvailability: [] });
    let state = selectTrip(selectTrip(startBooking(INITIAL_BOOKING, 2, travellers({ adults: 2 })), 1, outward), 0, back);
    // The later-chosen leg 1 leaves first: it is "the first trip".
    state = chooseAccommodation(state, 1, 0, 'SEAT');
    state = chooseAccommodation(state, 1, 1, 'B4M');
    state = setPassengerChoice(state, 1, 0, { discountIdOrCode: 'LF', documentId: 'AB123', loyaltyCard: 'AEG1234567890' });
    const copied = copyFirstTripChoices(state);
    expect(copied.items[0]!.passengers[0]).toMatchObject({ accommodationType: 'SEAT', discountIdOrCode: 'LF', documentId: 'AB123' });
    expect(copied.items[0]!.passengers[0]!.loyaltyCard).toBeUndefined();
    // No berths on the return: the passenger keeps a place of the same kind when there is one, else what it had.
    expect(copied.items[0]!.passengers[1]!.accommodationType).toBe(state.items[0]!.passengers[1]!.accommodationType);
    const sameCompany = copyFirstTripChoices(setPassengerChoice(aBookingWithTrips(1), 0, 0, { loyaltyCard: 'AEG1234567890', residentIdOrCode: 'MAN12345678A' }));
    expect(sameCompany.items[1]!.passengers[0]).toMatchObject({ loyaltyCard: 'AEG1234567890', residentIdOrCode: 'MAN12345678A' });
  });

  it('does nothing with a single trip', () => {
    const state = selectTrip(startBooking(INITIAL_BOOKING, 1, travellers()), 0, aTrip());
    expect(copyFirstTripChoices(state)).toBe(state);
  });
});

describe('LoadCompanyRules', () => {
  const company = {
    code: 'AEG', name: 'Aegean Lines', passengerTypes: [], discounts: [{ code: 'LF', name: 'Large family', percent: 50, appliesTo: 'passenger', requiresDocument: true }],
    loyaltySchemes: [], residentDiscount: { percent: 40, codeFormat: 'MAN', areas: [] },
  } as unknown as CompanyDetails;

  it('loads a company\'s rules once and answers undefined for an unknown company', async () => {
    const gateway = new InMemoryBookingGateway({ trip: () => undefined, clock: fixedClock('2027-06-01T09:00:00Z'), companies: [company] });
    let calls = 0;
    const counted = { companyDetails: (q: { company_code?: string }) => { calls += 1; return gateway.companyDetails(q); } };
    const load = new LoadCompanyRules({ booking: counted });
    const [a, b] = await Promise.all([load.execute('AEG'), load.execute('AEG')]);
    expect(a).toEqual(b);
    expect(a.ok && a.value?.discounts[0]?.code).toBe('LF');
    expect(calls).toBe(1);
    expect(await load.execute('XYZ')).toEqual({ ok: true, value: undefined });
  });
});
