import { MAX_PETS_PER_PASSENGER } from '../../../src/core/search';
import {
  addPassenger, addPet, addTrailer, addVehicle, assignPet, newPassenger, newPet, newVehicle, petsAfterPassengerRemoved,
  removePassenger, removeTrailer, setPassengerChoice, setPaymentForm, setReseller,
} from '../../../src/core/booking';
import { aBookingWithTrips, aCompleteBooking } from '../../support/mothers/booking.mother';
import { aTrip } from '../../support/mothers/trip.mother';

describe('passengers, vehicles, trailers and pets', () => {
  it('gives new passengers, vehicles and pets their defaults', () => {
    expect(newPassenger()).toEqual({ passengerType: 'AD', accommodationType: '', accommodationRequestType: 'COMPLETE', nationality: 'GR' });
    expect(newPassenger('CH', aTrip())).toMatchObject({ passengerType: 'CH', accommodationType: 'DECK', capacityCrs: 1, accommodationTypeDescr: 'Deck' });
    expect(newVehicle()).toEqual({ accommodationType: 'CAR', length: 4 });
    expect(newPet(1)).toEqual({ code: 'PET_S', description: '', passengerIndex: 1, identityNumber: '' });
  });

  it('adds a passenger on every trip with a traveller form', () => {
    const state = addPassenger(aBookingWithTrips(1), 'CH');
    expect(state.items.map((i) => i?.passengers.map((p) => p.passengerType))).toEqual([['AD', 'CH'], ['AD', 'CH']]);
    expect(state.travellers).toHaveLength(2);
  });

  it('caps vehicles at the passenger count', () => {
    const state = addVehicle(addVehicle(addVehicle(aBookingWithTrips(2))));
    expect(state.party.vehicles).toHaveLength(2);
    expect(state.vehicleForms).toHaveLength(2);
  });

  it('allows at most 5 pets per passenger', () => {
    let state = aBookingWithTrips(1);
    for (let i = 0; i < 8; i += 1) state = addPet(state, 0);
    expect(state.party.pets).toHaveLength(MAX_PETS_PER_PASSENGER);
  });

  it('detaches the pets of a removed passenger and moves later pets with their passenger', () => {
    let state = aBookingWithTrips(3);
    state = addPet(addPet(addPet(state, 0), 1), 2);
    const removed = removePassenger(state, 1);
    expect(removed.party.pets.map((p) => p.passengerIndex)).toEqual([0, null, 1]);
    expect(removed.steps[1]).toBe(false);
    const reassigned = assignPet(removed, 1, 0);
    expect(reassigned.party.pets.map((p) => p.passengerIndex)).toEqual([0, 0, 1]);
  });

  it('takes 5 pets in all, and keeps a leaving passenger\'s pets detached for another to take', () => {
    let state = aBookingWithTrips(2);
    for (let i = 0; i < 3; i += 1) state = addPet(addPet(state, 0), 1);
    expect(state.party.pets).toHaveLength(5);
    const removed = removePassenger(state, 1);
    expect(removed.party.pets).toHaveLength(5);
    expect(removed.party.pets.filter((p) => p.passengerIndex === 0)).toHaveLength(3);
    expect(removed.party.pets.filter((p) => p.passengerIndex === null)).toHaveLength(2);
    expect(removed.petForms).toHaveLength(5);
  });

  it('clears detached pets beyond 5 per remaining passenger (a booking kept from before the limit of 5 in all)', () => {
    const pets = Array.from({ length: 10 }, (_, i) => ({ code: 'PET_S', description: '', passengerIndex: i % 2, identityNumber: '' }));
    const { pets: kept } = petsAfterPassengerRemoved(pets, 1, 1);
    expect(kept).toHaveLength(5);
    expect(kept.every((p) => p.passengerIndex === 0)).toBe(true);
  });

  it('adds at most 4 vehicles, one per passenger', () => {
    let state = aBookingWithTrips(1);
    for (let i = 0; i < 5; i += 1) state = addPassenger(state);
    for (let i = 0; i < 6; i += 1) state = addVehicle(state);
    expect(state.party.vehicles).toHaveLength(4);
  });

  it('removes a passenger from every trip with its traveller form; the pet forms follow their pets (issue 19)', () => {
    let state = addPassenger(aBookingWithTrips(2), 'CH');
    state = addPet(addPet(addPet(state, 1), 2), 0);
    state = { ...state, travellers: state.travellers.map((t, i) => ({ ...t, name: `P${i}` })),
      petForms: state.petForms.map((f, i) => ({ ...f, name: `pet${i}` })) };
    const removed = removePassenger(state, 1);
    expect(removed.items.map((i) => i?.passengers.map((p) => p.passengerType))).toEqual([['AD', 'CH'], ['AD', 'CH']]);
    expect(removed.party.passengerTypes).toEqual(['AD', 'CH']);
    expect(removed.travellers.map((t) => t.name)).toEqual(['P0', 'P2']);
    // Pet 0 was passenger 1's: detached; pet 1 moves with passenger 2 (now 1); pet 2 stays with passenger 0.
    expect(removed.party.pets.map((p) => p.passengerIndex)).toEqual([null, 1, 0]);
    expect(removed.petForms.map((f) => f.name)).toEqual(['pet0', 'pet1', 'pet2']);
    expect(removed.items.every((i) => i?.pets === removed.party.pets)).toBe(true);
    // Old prices no longer hold.
    expect(removed.pricing).toBeNull();
    expect(removed.steps[1]).toBe(false);
  });

  it('keeps one passenger at least', () => {
    const state = aBookingWithTrips(1);
    expect(removePassenger(state, 0)).toBe(state);
  });

  it('sets a removed trailer slot empty', () => {
    const state = addTrailer(addVehicle(aBookingWithTrips(2)), 0);
    expect(state.party.trailers).toEqual([{ accommodationType: 'TRAILER', length: 3 }]);
    expect(removeTrailer(state, 0).party.trailers).toEqual([null]);
  });

  it('changes a passenger\'s place on one trip only and drops the prices', () => {
    const state = setPassengerChoice(aCompleteBooking(), 0, 1, { accommodationType: 'SEAT' });
    expect(state.items[0]?.passengers[1]?.accommodationType).toBe('SEAT');
    expect(state.items[1]?.passengers[1]?.accommodationType).toBe('DECK');
    expect(state.pricing).toBeNull();
    expect(state.steps).toEqual([true, false, false]);
  });

  it('forces credit-limit payment for a reseller and card for anyone else', () => {
    const reseller = setReseller(aBookingWithTrips(), 'R-17', true);
    expect(reseller.paymentForm.paymentMethod).toBe('credit_limit');
    expect(setPaymentForm(reseller, { paymentMethod: 'card' }).paymentForm.paymentMethod).toBe('credit_limit');
    expect(setReseller(reseller, null, false).paymentForm.paymentMethod).toBe('card');
    expect(setPaymentForm(aBookingWithTrips(), { paymentMethod: 'credit_limit' }).paymentForm.paymentMethod).toBe('card');
  });
});

describe('birth dates', () => {
  it('accepts a real past day written DD/MM/YYYY and refuses future or impossible days', async () => {
    const { isBirthDate } = await import('../../../src/core/booking');
    expect(isBirthDate('14/03/1985', '2027-06-01')).toBe(true);
    expect(isBirthDate('01/06/2027', '2027-06-01')).toBe(true);
    expect(isBirthDate('02/06/2027', '2027-06-01')).toBe(false);
    expect(isBirthDate('31/02/1990', '2027-06-01')).toBe(false);
    expect(isBirthDate('1990-02-01', '2027-06-01')).toBe(false);
  });
});
