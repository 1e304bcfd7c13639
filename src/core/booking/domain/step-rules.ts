import { type BookingState, type TripBooking } from './booking-state';
import { MAX_PETS, MAX_PETS_PER_PASSENGER, MAX_VEHICLES } from '../../search/domain/travellers';
import { tripProblems } from './trip-capacity';
import { detailsErrors } from './details-form';

const filled = (value: string | undefined) => (value ?? '').trim() !== '';

/** ResultsStep1: one trip per expected leg. Before any search no leg is expected, so it is valid. */
export function routesComplete(state: BookingState): boolean {
  return state.routes.filter(Boolean).length === state.routesLength;
}

/** Legs (indices) whose chosen trip has no departure datetime: ResultsStep1 reports them. */
export function tripsMissingDeparture(state: BookingState): number[] {
  return state.routes.flatMap((trip, leg) => (trip && !filled(trip.departureDatetime) ? [leg] : []));
}

function itemComplete(item: TripBooking, passengers: number): boolean {
  const pets = item.pets;
  return item.passengers.length === passengers
    && item.passengers.every((p) => filled(p.accommodationType))
    && item.vehicles.length <= Math.min(passengers, MAX_VEHICLES)
    && pets.length <= MAX_PETS
    && item.vehicles.every((v) => filled(v.accommodationType) && v.length >= 1 && v.length <= 20)
    && item.trailers.length === item.vehicles.length
    && pets.every((pet) => pet.passengerIndex !== null && pet.passengerIndex >= 0 && pet.passengerIndex < passengers)
    && Array.from({ length: passengers }, (_, i) => pets.filter((pet) => pet.passengerIndex === i).length)
      .every((count) => count <= MAX_PETS_PER_PASSENGER);
}

/**
 * ResultsStep2: every passenger has a place, every pet a passenger, and each sailing can take what was chosen
 * (places left, garage, pets: `tripProblems`); the step is valid once these choices are priced.
 */
export function choicesComplete(state: BookingState): boolean {
  if (state.routesLength === 0 || !routesComplete(state) || tripsMissingDeparture(state).length > 0) return false;
  const passengers = state.party.passengerTypes.length;
  return state.items.every((item, leg) => {
    const trip = state.routes[leg];
    return item !== null && itemComplete(item, passengers) && (!trip || tripProblems(trip, item).length === 0);
  });
}

export function pricingCurrent(state: BookingState): boolean {
  const pricing = state.pricing;
  if (!pricing) return false;
  const priced = new Set(pricing.trips.map((trip) => trip.tripId));
  return state.items.every((item) => item !== null && priced.has(item.tripId));
}

/** The validity of the three steps as the state stands. */
export function stepValidity(state: BookingState): [boolean, boolean, boolean] {
  const first = routesComplete(state);
  const second = first && choicesComplete(state) && pricingCurrent(state);
  return [first, second, second && detailsErrors(state).length === 0];
}
