import { isEmail } from '../../shared/validation';
import { type BookingState, type TripBooking } from './booking-state';
import { MAX_PETS, MAX_PETS_PER_PASSENGER, MAX_VEHICLES } from '../../search/domain/travellers';
import { tripProblems } from './trip-capacity';

/** Message ids of the booking steps (SPEC.md section 8); the UI translates them. */
export const BOOKING_MESSAGES = {
  missingDeparture: 'booking.error.missingDeparture',
  fillAllFields: 'booking.error.fillAllFields', // 'Fill in all fields'
  passengerDetails: 'booking.error.passengerDetails', // 'Please fill in all passenger details.'
  invalidPhone: 'booking.error.invalidPhone', // 'Invalid phone number'
  paymentFields: 'booking.error.paymentFields', // 'Check the payment fields & accept the Terms of Use.'
  shippingDetails: 'booking.error.shippingDetails',
} as const;
export type BookingMessageId = (typeof BOOKING_MESSAGES)[keyof typeof BOOKING_MESSAGES];

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
  const pets = item.Pets;
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

/** A mobile number as the Booking API takes it: 6 to 16 digits (spaces allowed). */
export function isPhone(value: string): boolean {
  return /^[0-9 ]{6,16}$/.test(value.trim()) && value.replace(/\D/g, '').length >= 6;
}

/** Why ResultsStep3 is not yet valid; empty when it is. */
export function detailsErrors(state: BookingState): BookingMessageId[] {
  const errors = new Set<BookingMessageId>();
  const rules = state.routes.map((trip) => trip?.BookingValidation);
  const needs = (key: 'requiresSex' | 'requiresBirthDate' | 'requiresNationality' | 'requiresDocument' | 'requiresPlate' | 'requiresPetChip') =>
    rules.some((rule) => rule?.[key]);
  const travellersOk = state.travellers.length === state.party.passengerTypes.length && state.travellers.every((t) =>
    filled(t.name) && filled(t.surname) && (!needs('requiresSex') || t.sex !== undefined)
    && (!needs('requiresBirthDate') || /^\d{2}\/\d{2}\/\d{4}$/.test(t.birthDate))
    && (!needs('requiresNationality') || filled(t.nationality)) && (!needs('requiresDocument') || filled(t.documentNumber)));
  const vehiclesOk = state.vehicleForms.every((v) => !needs('requiresPlate') || filled(v.plate));
  const petsOk = state.petForms.every((p) => filled(p.name) && (!needs('requiresPetChip') || filled(p.identityNumber)));
  if (!travellersOk || !vehiclesOk || !petsOk) errors.add(BOOKING_MESSAGES.passengerDetails);
  const leader = state.leader;
  if (![leader.firstName, leader.lastName, leader.email, leader.mobile].every(filled) || !isEmail(leader.email.trim())) {
    errors.add(BOOKING_MESSAGES.fillAllFields);
  }
  if (filled(leader.mobile) && !isPhone(leader.mobile)) errors.add(BOOKING_MESSAGES.invalidPhone);
  const pay = state.paymentForm;
  if (!pay.checked) errors.add(BOOKING_MESSAGES.paymentFields);
  if (pay.receiveTicketsMethod === 'courier'
    && (![pay.address, pay.city, pay.prefecture, pay.name].every(filled) || !/^[0-9]{3} ?[0-9]{2}$/.test(pay.zipCode.trim())
      || !isPhone(pay.telephone) || leader.country !== 'GR')) {
    errors.add(BOOKING_MESSAGES.shippingDetails);
  }
  const inv = state.invoice;
  if (inv.needInvoice && (![inv.companyName, inv.activity, inv.address].every(filled) || !/^[0-9]{9}$/.test(inv.tax.trim()))) {
    errors.add(BOOKING_MESSAGES.paymentFields);
  }
  return [...errors];
}

/** The validity of the three steps as the state stands. */
export function stepValidity(state: BookingState): [boolean, boolean, boolean] {
  const first = routesComplete(state);
  const second = first && choicesComplete(state) && pricingCurrent(state);
  return [first, second, second && detailsErrors(state).length === 0];
}
