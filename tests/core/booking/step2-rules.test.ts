import fc from 'fast-check';
import { InMemoryBookingGateway } from '../../../src/adapters/in-memory/booking.in-memory-gateway';
import {
  type CodeEntries, type CompanyRules, INITIAL_BOOKING, NO_CODE_ENTRIES, ValidatePassengerCode, accommodationOptions, addPet,
  addPetToFirstFree, addTrailerOfCommonType, addVehicle, applyCodeCheck, cabinShare, canAddPet, canAddVehicle,
  canRemovePassenger, chooseAccommodation, chosenLegs, codeAccepted, codeEntriesWithoutPassenger, codeEntryKey,
  commonTrailerTypes, commonVehicleTypes, forgetCodeEntry, needsDocument, offersCode, passengerTypeOptions,
  petOwnerOptions, pricingRefusalPlace, selectTrip, setPassengerChoice, setTrailerLength, setVehicle,
  setVehicleLength, startBooking, step2Problems, typeCodeEntry, typedCode,
} from '../../../src/core/booking';
import { MAX_PETS, MAX_PETS_PER_PASSENGER, MAX_VEHICLES, PASSENGER_TYPES } from '../../../src/core/search';
import { fixedClock } from '../../../src/core/shared/clock.port';
import { aBookingWithTrips, travellers } from '../../support/mothers/booking.mother';
import { aReturnTrip, aTrip, anOffer } from '../../support/mothers/trip.mother';

const company = (overrides: Partial<CompanyRules> = {}): CompanyRules => ({
  code: 'AEG', name: 'Aegean Lines', passengerTypes: [], discounts: [], loyaltySchemes: [], residentDiscount: null, ...overrides,
});

describe('what the passengers step offers (step2-choices.ts)', () => {
  it('lists the chosen legs in departure order', () => {
    const state = selectTrip(selectTrip(startBooking(INITIAL_BOOKING, 2, travellers()), 0, aReturnTrip()), 1, aTrip());
    expect(chosenLegs(state)).toEqual([1, 0]);
    expect(chosenLegs(startBooking(INITIAL_BOOKING, 2, travellers()))).toEqual([]);
  });

  it('offers the company\'s passenger types, the shop\'s while unknown, and always keeps the current one', () => {
    const state = aBookingWithTrips(1);
    const item = state.items[0]!;
    expect(passengerTypeOptions(item, 0, undefined).map((t) => t.code)).toEqual([...PASSENGER_TYPES]);
    expect(passengerTypeOptions(item, 0, null).every((t) => t.offered)).toBe(true);
    const rules = company({ passengerTypes: [{ code: 'CH', name: 'Child', minAge: 4, maxAge: 11, percentOfAdult: 50, requiresDocument: false }] });
    expect(passengerTypeOptions(item, 0, rules)).toEqual([{ code: 'CH', name: 'Child', offered: true }, { code: 'AD', offered: false }]);
  });

  it('lets a passenger move only where room is left with the party counted, whole cabins as cabins', () => {
    const trip = aTrip({ cabinAvailability: [anOffer({ code: 'A2', kind: 'cabin', beds: 2, available: 1 })], seatAvailability: [anOffer({ code: 'SEAT', kind: 'seat', available: 1 })] });
    let state = selectTrip(startBooking(INITIAL_BOOKING, 1, travellers({ adults: 3 })), 0, trip);
    state = chooseAccommodation(chooseAccommodation(state, 0, 0, 'A2'), 0, 1, 'SEAT');
    const forThird = (code: string) => accommodationOptions(trip, state.items[0]!, 2).find((o) => o.offer.code === code)!;
    // The one cabin for two has one bed free; the one seat is taken by passenger 1.
    expect(forThird('A2').selectable).toBe(true);
    expect(forThird('SEAT').selectable).toBe(false);
    expect(accommodationOptions(trip, state.items[0]!, 1).find((o) => o.offer.code === 'SEAT')!.selectable).toBe(true);
    expect(cabinShare(trip, state.items[0]!, 0)).toEqual({ beds: 2, occupants: 1, cabins: 1 });
    expect(cabinShare(trip, state.items[0]!, 1)).toBeUndefined();
  });

  it('asks for a document when the type or discount needs one, and offers codes the company has', () => {
    let state = aBookingWithTrips(1);
    const rules = company({
      passengerTypes: [{ code: 'AD', name: 'Adult', minAge: 12, maxAge: 120, percentOfAdult: 100, requiresDocument: false }],
      discounts: [{ code: 'LF', name: 'Large family', percent: 50, appliesTo: 'passenger', requiresDocument: true }],
      loyaltySchemes: [{ code: 'AEGC', name: 'Club', percent: 10, cardFormat: '8 digits' }],
    });
    expect(needsDocument(state.items[0]!, 0, rules)).toBe(false);
    state = setPassengerChoice(state, 0, 0, { discountIdOrCode: 'LF' });
    expect(needsDocument(state.items[0]!, 0, rules)).toBe(true);
    expect(needsDocument(state.items[0]!, 0, undefined)).toBe(false);
    expect([offersCode(rules, 'loyalty'), offersCode(rules, 'man')]).toEqual([true, false]);
    expect([offersCode(undefined, 'loyalty'), offersCode(null, 'man')]).toEqual([true, true]);
  });

  it('offers the vehicle and trailer types every chosen sailing takes; a trailer gets the first of them', () => {
    const noCampers = aReturnTrip({ campers: false, trailers: true });
    let state = selectTrip(selectTrip(startBooking(INITIAL_BOOKING, 2, travellers({ vehicles: 1 })), 0, aTrip()), 1, noCampers);
    expect(commonVehicleTypes(state)).toEqual(['CAR', 'MOTO']);
    expect(commonTrailerTypes(state)).toEqual(['TRAILER', 'CARAVAN']);
    expect(addTrailerOfCommonType(state, 0).party.trailers[0]).toMatchObject({ accommodationType: 'TRAILER' });
    state = selectTrip(state, 1, aReturnTrip({ trailers: false }));
    expect(commonTrailerTypes(state)).toEqual([]);
    expect(addTrailerOfCommonType(state, 0).party.trailers[0]).toMatchObject({ accommodationType: 'TRAILER', length: 3 });
  });

  it('ignores a length that is not a number', () => {
    const state = addTrailerOfCommonType(selectTrip(startBooking(INITIAL_BOOKING, 1, travellers({ vehicles: 1 })), 0, aTrip()), 0);
    expect(setVehicleLength(state, 0, Number.NaN)).toBe(state);
    expect(setTrailerLength(state, 0, Number.POSITIVE_INFINITY)).toBe(state);
    expect(setVehicleLength(state, 0, 5.5).party.vehicles[0]!.length).toBe(5.5);
    expect(setTrailerLength(state, 0, 2).party.trailers[0]!.length).toBe(2);
  });

  it('keeps the party within its limits: one passenger stays, a vehicle each, five pets each (property)', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 40 }), (adults, vehicles, pets) => {
      let state = selectTrip(startBooking(INITIAL_BOOKING, 1, travellers({ adults })), 0, aTrip());
      expect(canRemovePassenger(state)).toBe(adults > 1);
      for (let i = 0; i < vehicles; i += 1) {
        const allowed = canAddVehicle(state);
        const next = addVehicle(state);
        expect(next !== state).toBe(allowed);
        state = next;
      }
      expect(state.party.vehicles.length).toBe(Math.min(vehicles, adults, MAX_VEHICLES));
      for (let i = 0; i < pets; i += 1) {
        const allowed = canAddPet(state);
        const next = addPetToFirstFree(state);
        expect(next !== state).toBe(allowed);
        state = next;
      }
      expect(state.party.pets.length).toBe(Math.min(pets, adults * MAX_PETS_PER_PASSENGER, MAX_PETS));
      for (let p = 0; p < adults; p += 1) expect(state.party.pets.filter((pet) => pet.passengerIndex === p).length).toBeLessThanOrEqual(MAX_PETS_PER_PASSENGER);
    }));
  });

  it('gives a new pet to the first passenger with room, and offers as owners those with room and the pet\'s own', () => {
    let state = selectTrip(startBooking(INITIAL_BOOKING, 1, travellers({ adults: 2 })), 0, aTrip());
    state = addPetToFirstFree(state);
    expect(state.party.pets.map((pet) => pet.passengerIndex)).toEqual([0]);
    for (let i = 1; i < MAX_PETS_PER_PASSENGER; i += 1) state = addPet(state, 0);
    // Passenger 0 has the most pets a passenger may have: only their own pets may stay with them.
    expect(petOwnerOptions(state, 0)).toEqual([{ index: 0, selectable: true }, { index: 1, selectable: true }]);
    expect(petOwnerOptions({ ...state, party: { ...state.party, pets: [...state.party.pets, { ...state.party.pets[0]!, passengerIndex: 1 }] } }, MAX_PETS_PER_PASSENGER))
      .toEqual([{ index: 0, selectable: false }, { index: 1, selectable: true }]);
  });
});

describe('the passengers step\'s codes and problems (step2-problems.ts)', () => {
  it('keeps what was typed, drops a stale check, and shifts entries when a passenger leaves', () => {
    const state = setPassengerChoice(aBookingWithTrips(3), 0, 1, { loyaltyCard: '12345678' });
    expect(typedCode(state, NO_CODE_ENTRIES, 0, 1, 'loyalty')).toBe('12345678');
    expect(codeAccepted(state, NO_CODE_ENTRIES, 0, 1, 'loyalty')).toBe(true);
    let entries: CodeEntries = { drafts: {}, checks: { [codeEntryKey(0, 1, 'loyalty')]: 'valid' } };
    entries = typeCodeEntry(entries, codeEntryKey(0, 1, 'loyalty'), '87654321');
    expect(entries).toEqual({ drafts: { '0.1.loyalty': '87654321' }, checks: {} });
    expect(codeAccepted(state, entries, 0, 1, 'loyalty')).toBe(false);
    expect(forgetCodeEntry(entries, '0.1.loyalty')).toEqual(NO_CODE_ENTRIES);
    const three = { drafts: { '0.0.man': 'a', '0.1.man': 'b', '1.2.loyalty': 'c' }, checks: { '1.2.loyalty': 'failed' as const } };
    expect(codeEntriesWithoutPassenger(three, 1)).toEqual({ drafts: { '0.0.man': 'a', '1.1.loyalty': 'c' }, checks: { '1.1.loyalty': 'failed' } });
  });

  it('keeps a code the company accepts, removes one it refuses, and changes nothing when the check fails (in-memory gateway)', async () => {
    const gateway = new InMemoryBookingGateway({ trip: () => undefined, clock: fixedClock('2027-06-01T09:00:00Z') });
    const validate = new ValidatePassengerCode({ booking: gateway });
    const state = setPassengerChoice(aBookingWithTrips(1), 0, 0, { residentIdOrCode: 'MAN000001' });
    const good = applyCodeCheck(state, 0, 0, 'man', 'MAN123456', await validate.execute(state, { leg: 0, passenger: 0, kind: 'man', value: 'MAN123456' }));
    expect(good.status).toBe('valid');
    expect(good.state.items[0]!.passengers[0]!.residentIdOrCode).toBe('MAN123456');
    const bad = applyCodeCheck(state, 0, 0, 'man', 'nope', await validate.execute(state, { leg: 0, passenger: 0, kind: 'man', value: 'nope' }));
    expect(bad.status).toBe('invalid');
    expect(bad.state.items[0]!.passengers[0]!.residentIdOrCode).toBeUndefined();
    const down = applyCodeCheck(state, 0, 0, 'man', 'MAN123456', { ok: false, error: { kind: 'Rejected' } });
    expect(down).toEqual({ state, status: 'failed' });
  });

  it('lists what blocks the step in the order it shows: places, documents, codes, the sailing, pets, lengths', () => {
    const rules = company({ discounts: [{ code: 'LF', name: 'Large family', percent: 50, appliesTo: 'passenger', requiresDocument: true }] });
    let state = selectTrip(startBooking(INITIAL_BOOKING, 1, travellers({ adults: 2 })), 0, aTrip({ pets: false }));
    state = setPassengerChoice(state, 0, 0, { accommodationType: '', discountIdOrCode: 'LF' });
    state = addPet(state, 0);
    state = setVehicle(addVehicle(state), 0, { length: 25 });
    const entries = { drafts: { '0.1.man': 'MAN1' }, checks: { '0.1.loyalty': 'invalid' as const } };
    expect(step2Problems(state, () => rules, entries)).toEqual([
      { kind: 'chooseAccommodation', leg: 0, passenger: 0 },
      { kind: 'document', leg: 0, passenger: 0 },
      { kind: 'codeNotValid', leg: 0, passenger: 1, code: 'loyalty' },
      { kind: 'codeUnchecked', leg: 0, passenger: 1, code: 'man' },
      { kind: 'trip', leg: 0, problem: { kind: 'noPets' } },
      { kind: 'vehicleLength', vehicle: 0 },
    ]);
    // Without the company's rules no document is asked for yet.
    expect(step2Problems(state, () => undefined, NO_CODE_ENTRIES).map((p) => p.kind)).toEqual(['chooseAccommodation', 'trip', 'vehicleLength']);
  });

  it('finds the choice a refused pricing names, by the trips in departure order', () => {
    expect(pricingRefusalPlace({ part: 'passenger', trip: 1, index: 0, name: 'discountIdOrCode' }, [1, 0])).toEqual({ kind: 'passenger', leg: 0, passenger: 0, field: 'discountIdOrCode' });
    expect(pricingRefusalPlace({ part: 'passenger', index: 2, name: 'sex' }, [0])).toEqual({ kind: 'passenger', leg: 0, passenger: 2, field: 'accommodationType' });
    expect(pricingRefusalPlace({ part: 'passenger', index: 2 }, [0, 1])).toBeUndefined();
    expect(pricingRefusalPlace({ part: 'vehicle', trip: 0, index: 1, name: 'length' }, [0])).toEqual({ kind: 'vehicle', index: 1 });
    expect(pricingRefusalPlace({ part: 'trailer' }, [0])).toEqual({ kind: 'trailer', index: undefined });
    expect(pricingRefusalPlace({ part: 'pet' }, [0])).toEqual({ kind: 'pets' });
    expect(pricingRefusalPlace({ part: 'coupon' }, [0])).toBeUndefined();
    expect(pricingRefusalPlace(undefined, [0])).toBeUndefined();
  });
});
