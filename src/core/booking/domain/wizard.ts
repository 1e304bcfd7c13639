import { type Sailing } from '../../search/domain/sailing';
import { type Travellers, PASSENGER_TYPES } from '../../search/domain/travellers';
import { type BookingState, INITIAL_BOOKING, type Party, type TripBooking, WIZARD_STEPS, type WizardStep } from './booking-state';
import { emptyPetForm, emptyTraveller, emptyVehicleForm } from './forms';
import { newPassenger, newPet, newTrailer, newVehicle } from './party';
import { stepValidity } from './step-rules';

/**
 * Recomputes the steps' validity. Invalidating a step moves the current step back to it when it was ahead
 * (SPEC.md section 4); the maximum reached step never passes the current step's reach.
 */
export function refresh(state: BookingState): BookingState {
  const steps = stepValidity(state);
  let currentStep = state.currentStep;
  for (let s = 0; s < currentStep; s += 1) {
    if (!steps[s]) {
      currentStep = s as WizardStep;
      break;
    }
  }
  return { ...state, steps, currentStep };
}

/** Whether the wizard may show a step: the next one when every step so far is valid, or any step up to the maximum reached whose earlier steps are valid. */
export function canGoToStep(state: BookingState, target: WizardStep): boolean {
  if (!WIZARD_STEPS.includes(target)) return false;
  if (target === state.currentStep) return true;
  const earlierValid = state.steps.slice(0, target).every(Boolean);
  if (!earlierValid) return false;
  return target <= state.maximumStep || target === state.currentStep + 1;
}

/** Moves to a step when allowed (else returns the state unchanged) and updates the maximum reached step. */
export function goToStep(state: BookingState, target: WizardStep): BookingState {
  if (!canGoToStep(state, target)) return state;
  return { ...state, currentStep: target, maximumStep: Math.max(state.maximumStep, target) as WizardStep };
}

/** Starts a booking for the legs and travellers of a search: nothing selected, one traveller form per passenger. */
export function startBooking(state: BookingState, legs: number, travellers: Travellers): BookingState {
  const passengerTypes = PASSENGER_TYPES.flatMap((type) => Array.from({ length: travellers.passengers[type] }, () => type as string));
  const vehicles = Math.min(travellers.vehicles, passengerTypes.length);
  const trailers = Math.min(travellers.trailers, vehicles);
  const party: Party = {
    passengerTypes,
    vehicles: Array.from({ length: vehicles }, newVehicle),
    trailers: Array.from({ length: vehicles }, (_, i) => (i < trailers ? newTrailer() : null)),
    pets: Array.from({ length: Math.min(travellers.pets, passengerTypes.length * 5) }, (_, i) => newPet(Math.floor(i / 5))),
  };
  return refresh({
    ...INITIAL_BOOKING,
    uuid: state.uuid,
    booknowUserId: state.booknowUserId,
    booknowIsReseller: state.booknowIsReseller,
    booknowName: state.booknowName,
    paymentForm: state.booknowIsReseller ? { ...INITIAL_BOOKING.paymentForm, paymentMethod: 'credit_limit' } : INITIAL_BOOKING.paymentForm,
    routesLength: legs,
    routes: Array.from({ length: legs }, () => null),
    items: Array.from({ length: legs }, () => null),
    party,
    travellers: passengerTypes.map(emptyTraveller),
    vehicleForms: party.vehicles.map(emptyVehicleForm),
    petForms: party.pets.map(emptyPetForm),
  });
}

/** The booking item of a trip for the party: each passenger on the trip's lowest fare. */
export function buildItem(trip: Sailing, party: Party): TripBooking {
  return {
    tripId: trip.tripId,
    vesselCode: trip.vesselCode,
    company: trip.company.code,
    departurePort: trip.from.code,
    destinationPort: trip.to.code,
    departureDatetime: trip.departureDatetime,
    arrivalDateTime: trip.arrivalDatetime,
    passengers: party.passengerTypes.map((type) => newPassenger(type, trip)),
    vehicles: party.vehicles,
    trailers: party.trailers,
    additionalServices: [],
    pets: party.pets,
    total: trip.lowestFare,
  };
}

/**
 * Selects a trip for a leg, replacing any earlier one, and builds its booking item. Earlier prices no longer
 * hold, so the pricing is dropped; ResultsStep1 becomes valid when every leg has a trip.
 */
export function selectTrip(state: BookingState, leg: number, trip: Sailing): BookingState {
  if (!Number.isInteger(leg) || leg < 0 || leg >= state.routesLength) return state;
  const routes = state.routes.map((r, i) => (i === leg ? trip : r));
  const items = state.items.map((item, i) => (i === leg ? buildItem(trip, state.party) : item));
  return refresh({ ...state, routes, items, pricing: null, order: null });
}

/** Removes the trip of a leg and its pricing entry; ResultsStep1 is invalidated and the wizard moves back to it. */
export function removeTrip(state: BookingState, leg: number): BookingState {
  const removed = state.routes[leg];
  if (!removed) return state;
  const routes = state.routes.map((r, i) => (i === leg ? null : r));
  const items = state.items.map((item, i) => (i === leg ? null : item));
  const trips = state.pricing?.trips.filter((t) => t.tripId !== removed.tripId) ?? [];
  const pricing = state.pricing && trips.length > 0 ? { ...state.pricing, trips } : null;
  return refresh({ ...state, routes, items, pricing, order: null });
}

/** The selected trips sorted by departure datetime, ascending. */
export function selectedTrips(state: BookingState): Sailing[] {
  return state.routes.filter((t): t is Sailing => t !== null).sort((a, b) => a.departureDatetime.localeCompare(b.departureDatetime));
}

/** Clears the booking: every step invalid, no trips, no pricing, no order; the legs and party stay. */
export function clearBooking(state: BookingState): BookingState {
  return refresh({
    ...state,
    routes: state.routes.map(() => null),
    items: state.items.map(() => null),
    pricing: null,
    order: null,
    reservation: null,
    currentStep: 0,
    maximumStep: 0,
  });
}

/** The reset-steps flag (logo, language switch): back to step 0 with no selected trips. */
export function resetSteps(state: BookingState): BookingState {
  return refresh({
    ...state,
    currentStep: 0,
    maximumStep: 0,
    routes: state.routes.map(() => null),
    items: state.items.map(() => null),
    pricing: null,
    order: null,
  });
}
