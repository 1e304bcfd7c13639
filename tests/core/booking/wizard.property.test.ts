import fc from 'fast-check';
import {
  type BookingState, INITIAL_BOOKING, addPassenger, addPet, addTrailer, addVehicle, assignPet,
  clearBooking, deserialiseBooking, enterResellerMode, goToStep, leaveResellerMode, priceSummary, removePassenger, removePet, removeTrailer, removeTrip,
  removeVehicle, resetSteps, selectTrip, serialiseBooking, setPassengerChoice, setPaymentForm, setPricing, setReseller,
  setLeader, setPetForm, setTraveller, setVehicleForm, startBooking, stepValidity,
} from '../../../src/core/booking';
import { MAX_PETS_PER_PASSENGER } from '../../../src/core/search';
import { aPricing, travellers } from '../../support/mothers/booking.mother';
import { aReturnTrip, aTrip } from '../../support/mothers/trip.mother';

const trips = [aTrip(), aReturnTrip(), aTrip({ tripId: 'BLU-PIR-JTR-20270610-2100', id: 'BLU-PIR-JTR-20270610-2100', departureDatetime: '2027-06-10T21:00:00+03:00' })];
const idx = fc.integer({ min: -1, max: 6 });

type Act = (s: BookingState) => BookingState;
/** Fills every traveller, the leader and the terms, as a traveller finishing step 3 would. */
const fillDetails: Act = (s) => {
  let next = setLeader(s, { firstName: 'Maria', lastName: 'P', email: 'maria@example.gr', mobile: '6912345678' });
  next.travellers.forEach((_, i) => { next = setTraveller(next, i, { name: 'Maria', surname: 'P' }); });
  next.vehicleForms.forEach((_, i) => { next = setVehicleForm(next, i, { plate: 'IKA1234' }); });
  next.petForms.forEach((_, i) => { next = setPetForm(next, i, { name: 'Rex' }); });
  return setPaymentForm(next, { checked: true, receiveTicketsMethod: 'port' });
};
/** 'Next', as the wizard's button does it: price on leaving the passengers step, then move on. */
const next: Act = (s) => {
  const priced = s.currentStep === 1 ? setPricing(s, aPricing(s.routes.filter((r) => r !== null), s)) : s;
  return goToStep(priced, Math.min(2, s.currentStep + 1) as 0 | 1 | 2);
};
const selectAll: Act = (s) => s.routes.reduce((acc, _, leg) => selectTrip(acc, leg, trips[leg % trips.length]!), s);

const action: fc.Arbitrary<[string, Act]> = fc.oneof(
  fc.tuple(fc.integer({ min: -1, max: 3 }), fc.integer({ min: 0, max: 2 })).map(([leg, t]) => [`select ${leg} ${t}`, (s: BookingState) => selectTrip(s, leg, trips[t]!)] as [string, Act]),
  { arbitrary: fc.constant(['select every leg', selectAll] as [string, Act]), weight: 3 },
  { arbitrary: fc.constant(['next', next] as [string, Act]), weight: 6 },
  { arbitrary: fc.constant(['fill details', fillDetails] as [string, Act]), weight: 3 },
  { arbitrary: fc.constant(['price', (s: BookingState) => setPricing(s, aPricing(s.routes.filter((r) => r !== null), s))] as [string, Act]), weight: 4 },
  fc.integer({ min: -1, max: 3 }).map((leg) => [`remove trip ${leg}`, (s: BookingState) => removeTrip(s, leg)] as [string, Act]),
  fc.integer({ min: -1, max: 3 }).map((step) => [`go ${step}`, (s: BookingState) => goToStep(s, step as 0 | 1 | 2)] as [string, Act]),
  { arbitrary: fc.integer({ min: 0, max: 2 }).map((step) => [`go ${step}`, (s: BookingState) => goToStep(s, step as 0 | 1 | 2)] as [string, Act]), weight: 6 },
  fc.constant(['price', (s: BookingState) => setPricing(s, aPricing(s.routes.filter((r) => r !== null), s))] as [string, Act]),
  fc.constantFrom('AD', 'CH').map((t) => [`add passenger ${t}`, (s: BookingState) => addPassenger(s, t)] as [string, Act]),
  idx.map((i) => [`remove passenger ${i}`, (s: BookingState) => removePassenger(s, i)] as [string, Act]),
  fc.constant(['add vehicle', addVehicle] as [string, Act]),
  idx.map((i) => [`remove vehicle ${i}`, (s: BookingState) => removeVehicle(s, i)] as [string, Act]),
  idx.map((i) => [`add trailer ${i}`, (s: BookingState) => addTrailer(s, i)] as [string, Act]),
  idx.map((i) => [`remove trailer ${i}`, (s: BookingState) => removeTrailer(s, i)] as [string, Act]),
  idx.map((i) => [`add pet ${i}`, (s: BookingState) => addPet(s, i)] as [string, Act]),
  idx.map((i) => [`remove pet ${i}`, (s: BookingState) => removePet(s, i)] as [string, Act]),
  fc.tuple(idx, idx).map(([p, i]) => [`assign pet ${p} ${i}`, (s: BookingState) => assignPet(s, p, i)] as [string, Act]),
  fc.tuple(idx, idx, fc.constantFrom('DECK', 'SEAT', '')).map(([l, p, a]) => [`place ${l} ${p} ${a}`, (s: BookingState) => setPassengerChoice(s, l, p, { accommodationType: a })] as [string, Act]),
  fc.tuple(idx, fc.constantFrom('', 'Maria')).map(([i, n]) => [`traveller ${i} ${n}`, (s: BookingState) => setTraveller(s, i, { name: n, surname: n })] as [string, Act]),
  fc.boolean().map((b) => [`terms ${b}`, (s: BookingState) => setPaymentForm(s, { checked: b, receiveTicketsMethod: b ? 'port' : 'courier' })] as [string, Act]),
  fc.boolean().map((b) => [`reseller ${b}`, (s: BookingState) => setReseller(s, b ? 'R-1' : null, b)] as [string, Act]),
  fc.constantFrom('R-1', 'R-2').map((id) => [`enter reseller mode ${id}`, (s: BookingState) => enterResellerMode(s, id, `Agency ${id}`)] as [string, Act]),
  fc.constant(['leave reseller mode', leaveResellerMode] as [string, Act]),
  fc.constant(['clear', clearBooking] as [string, Act]),
  fc.constant(['reset steps', resetSteps] as [string, Act]),
);

/** How often the runs reached each step, so a run that never leaves step 0 cannot pass unnoticed. */
const reached = [0, 0, 0];

/** Every rule of SPEC.md section 4 that must hold between any two actions. */
function violations(s: BookingState): string[] {
  const v: string[] = [];
  const passengers = s.party.passengerTypes.length;
  if (JSON.stringify(s.steps) !== JSON.stringify(stepValidity(s))) v.push('steps out of date');
  if (s.currentStep > s.maximumStep) v.push('current beyond maximum');
  if (![0, 1, 2].includes(s.currentStep) || ![0, 1, 2].includes(s.maximumStep)) v.push('step outside 0 to 2');
  if (!s.steps.slice(0, s.currentStep).every(Boolean)) v.push('current step past an invalid step');
  if (s.steps[0] !== (s.routes.filter(Boolean).length === s.routesLength)) v.push('step 1 validity differs from the trip count');
  s.routes.forEach((trip, leg) => {
    if ((trip === null) !== (s.items[leg] === null)) v.push('item without trip');
    if (trip && s.items[leg]?.tripId !== trip.tripId) v.push('item of another trip');
    if (s.items[leg] && s.items[leg]!.passengers.length !== passengers) v.push('passengers differ per trip');
  });
  if (passengers < 1) v.push('no passenger');
  if (s.party.vehicles.length > passengers) v.push('more vehicles than passengers');
  if (s.party.trailers.length !== s.party.vehicles.length) v.push('trailer slots differ from vehicles');
  for (let p = 0; p < passengers; p += 1) if (s.party.pets.filter((pet) => pet.passengerIndex === p).length > MAX_PETS_PER_PASSENGER) v.push('too many pets');
  if (s.party.pets.some((pet) => pet.passengerIndex !== null && pet.passengerIndex >= passengers)) v.push('pet of a missing passenger');
  if (s.travellers.length !== passengers || s.vehicleForms.length !== s.party.vehicles.length || s.petForms.length !== s.party.pets.length) v.push('forms out of line');
  if (s.booknowIsReseller !== (s.paymentForm.paymentMethod === 'credit_limit')) v.push('payment method ignores reseller flag');
  const selected = new Set(s.routes.filter((r) => r !== null).map((r) => r!.tripId));
  if (s.pricing?.trips.some((t) => !selected.has(t.tripId))) v.push('pricing of a trip not selected');
  const summary = priceSummary(s);
  if (summary && summary.finalPrice !== summary.subtotal - summary.discount + summary.serviceFee + summary.extraCost) v.push('summary does not add up');
  return v;
}

describe('booking wizard under random actions', () => {
  it('never reaches an invalid state, and survives a reload at every step', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 4 }), fc.array(action, { minLength: 10, maxLength: 40, size: 'max' }), (legs, adults, actions) => {
      let state = startBooking(INITIAL_BOOKING, legs, travellers({ adults, vehicles: 1, pets: 2 }));
      for (const [name, act] of actions) {
        const before = state;
        state = act(state);
        const problems = violations(state);
        if (state.maximumStep > before.maximumStep + 1) problems.push('skipped a step forward');
        if (problems.length > 0) throw new Error(`after "${name}": ${problems.join(', ')}`);
        reached[state.currentStep] = (reached[state.currentStep] ?? 0) + 1;
        const reloaded = deserialiseBooking(serialiseBooking(state));
        expect(reloaded).toEqual(state);
      }
    }), { numRuns: 150 });
    expect(reached[1]).toBeGreaterThan(100);
    expect(reached[2]).toBeGreaterThan(100);
  }, 60_000);
});
