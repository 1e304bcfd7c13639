import { type Sailing } from '../../search/domain/sailing';
import { DEFAULT_PASSENGER_TYPE, MAX_PASSENGERS, MAX_PETS, MAX_VEHICLES } from '../../search/domain/travellers';
import { type BookingState, type Party } from './booking-state';
import { emptyPetForm, emptyTraveller, emptyVehicleForm } from './forms';
import {
  type PassengerChoice, type PetChoice, type VehicleChoice, canTakePet, newPassenger, newPet, newTrailer, newVehicle,
  passengerOffers, petsAfterPassengerRemoved,
} from './party';
import { refresh } from './wizard';

/** Applies a new party to every trip's item; prices of the old party no longer hold. */
function withParty(state: BookingState, party: Party, passengers?: (list: readonly PassengerChoice[], leg: number) => PassengerChoice[]): BookingState {
  const items = state.items.map((item, leg) => item && {
    ...item,
    passengers: passengers ? passengers(item.passengers, leg) : item.passengers,
    vehicles: party.vehicles,
    trailers: party.trailers,
    pets: party.pets,
  });
  return refresh({ ...state, party, items, pricing: null, order: null });
}

/** Adds a passenger of a type (up to the limit), on each trip's lowest fare. */
export function addPassenger(state: BookingState, passengerType: string = DEFAULT_PASSENGER_TYPE): BookingState {
  if (state.party.passengerTypes.length >= MAX_PASSENGERS) return state;
  const party = { ...state.party, passengerTypes: [...state.party.passengerTypes, passengerType] };
  const next = withParty(state, party, (list, leg) => [...list, newPassenger(passengerType, state.routes[leg] ?? undefined)]);
  return refresh({ ...next, travellers: [...state.travellers, emptyTraveller()] });
}

/**
 * Removes a passenger (one always stays). Its pets are detached, later passengers' pets follow them, pets beyond
 * 5 per remaining passenger are cleared, and vehicles beyond the passenger count go with their trailers.
 */
export function removePassenger(state: BookingState, index: number): BookingState {
  const count = state.party.passengerTypes.length;
  if (count <= 1 || index < 0 || index >= count) return state;
  const { pets, kept } = petsAfterPassengerRemoved(state.party.pets, index, count - 1);
  const party: Party = {
    passengerTypes: state.party.passengerTypes.filter((_, i) => i !== index),
    vehicles: state.party.vehicles.slice(0, count - 1),
    trailers: state.party.trailers.slice(0, count - 1),
    pets,
  };
  const next = withParty(state, party, (list) => list.filter((_, i) => i !== index));
  return refresh({
    ...next,
    travellers: state.travellers.filter((_, i) => i !== index),
    vehicleForms: state.vehicleForms.slice(0, party.vehicles.length),
    petForms: kept.map((i) => state.petForms[i] ?? emptyPetForm()),
  });
}

/** Changes one passenger's choices on one trip (type, place, discount…); the type applies on every trip. */
export function setPassengerChoice(state: BookingState, leg: number, index: number, patch: Partial<PassengerChoice>): BookingState {
  if (!state.items[leg]?.passengers[index]) return state;
  const passengerTypes = patch.passengerType
    ? state.party.passengerTypes.map((t, i) => (i === index ? patch.passengerType! : t)) : state.party.passengerTypes;
  return withParty(state, { ...state.party, passengerTypes }, (list, l) => list.map((p, i) => {
    if (i !== index) return p;
    if (l === leg) return { ...p, ...patch };
    return patch.passengerType ? { ...p, passengerType: patch.passengerType } : p;
  }));
}

/** Adds a vehicle, at most one per passenger and MAX_VEHICLES in all. */
export function addVehicle(state: BookingState): BookingState {
  if (state.party.vehicles.length >= Math.min(state.party.passengerTypes.length, MAX_VEHICLES)) return state;
  const next = withParty(state, { ...state.party, vehicles: [...state.party.vehicles, newVehicle()], trailers: [...state.party.trailers, null] });
  return refresh({ ...next, vehicleForms: [...state.vehicleForms, emptyVehicleForm()] });
}

/** Removes a vehicle and the trailer it pulls. */
export function removeVehicle(state: BookingState, index: number): BookingState {
  if (!state.party.vehicles[index]) return state;
  const drop = <T>(list: readonly T[]) => list.filter((_, i) => i !== index);
  const next = withParty(state, { ...state.party, vehicles: drop(state.party.vehicles), trailers: drop(state.party.trailers) });
  return refresh({ ...next, vehicleForms: drop(state.vehicleForms) });
}

export function setVehicle(state: BookingState, index: number, patch: Partial<VehicleChoice>): BookingState {
  if (!state.party.vehicles[index]) return state;
  const vehicles = state.party.vehicles.map((v, i) => (i === index ? { ...v, ...patch } : v));
  return withParty(state, { ...state.party, vehicles });
}

/** Puts a trailer behind vehicle `index`. */
export function addTrailer(state: BookingState, index: number): BookingState {
  if (!state.party.vehicles[index] || state.party.trailers[index]) return state;
  const trailers = state.party.trailers.map((t, i) => (i === index ? newTrailer() : t));
  return withParty(state, { ...state.party, trailers });
}

/** Removes the trailer behind vehicle `index`: its slot becomes empty. */
export function removeTrailer(state: BookingState, index: number): BookingState {
  if (!state.party.trailers[index]) return state;
  return withParty(state, { ...state.party, trailers: state.party.trailers.map((t, i) => (i === index ? null : t)) });
}

export function setTrailer(state: BookingState, index: number, patch: Partial<VehicleChoice>): BookingState {
  const trailer = state.party.trailers[index];
  if (!trailer) return state;
  return withParty(state, { ...state.party, trailers: state.party.trailers.map((t, i) => (i === index ? { ...trailer, ...patch } : t)) });
}

/** Adds a pet in the care of a passenger, who may have at most 5 (and MAX_PETS in all). */
export function addPet(state: BookingState, passengerIndex = 0): BookingState {
  if (state.party.pets.length >= MAX_PETS) return state;
  if (passengerIndex < 0 || passengerIndex >= state.party.passengerTypes.length || !canTakePet(state.party.pets, passengerIndex)) return state;
  const next = withParty(state, { ...state.party, pets: [...state.party.pets, newPet(passengerIndex)] });
  return refresh({ ...next, petForms: [...state.petForms, emptyPetForm()] });
}

export function removePet(state: BookingState, index: number): BookingState {
  if (!state.party.pets[index]) return state;
  const next = withParty(state, { ...state.party, pets: state.party.pets.filter((_, i) => i !== index) });
  return refresh({ ...next, petForms: state.petForms.filter((_, i) => i !== index) });
}

/** Gives a pet to a passenger when that passenger has room for it. */
export function assignPet(state: BookingState, index: number, passengerIndex: number): BookingState {
  const pet = state.party.pets[index];
  if (!pet || pet.passengerIndex === passengerIndex) return state;
  if (passengerIndex < 0 || passengerIndex >= state.party.passengerTypes.length || !canTakePet(state.party.pets, passengerIndex)) return state;
  const pets = state.party.pets.map((p, i) => (i === index ? { ...p, passengerIndex } : p));
  return withParty(state, { ...state.party, pets });
}

export function setPet(state: BookingState, index: number, patch: Partial<Omit<PetChoice, 'passengerIndex'>>): BookingState {
  if (!state.party.pets[index]) return state;
  return withParty(state, { ...state.party, pets: state.party.pets.map((p, i) => (i === index ? { ...p, ...patch } : p)) });
}

/**
 * Puts a passenger in one of the trip's accommodations: its name and beds go with it, a berth in a shared cabin
 * sets the passenger's sex (berths are sold to men or to women) and is a SHARED request; anything else COMPLETE.
 */
export function chooseAccommodation(state: BookingState, leg: number, index: number, code: string): BookingState {
  const offer = state.routes[leg] ? passengerOffers(state.routes[leg]!).find((o) => o.code === code) : undefined;
  if (!offer || !state.items[leg]?.passengers[index]) return state;
  return setPassengerChoice(state, leg, index, {
    accommodationType: offer.code,
    accommodationTypeDescr: offer.name,
    capacityCrs: offer.kind === 'cabin' ? offer.beds : 1,
    accommodationRequestType: offer.kind === 'berth' ? 'SHARED' : 'COMPLETE',
    ...(offer.sex ? { sex: offer.sex } : {}),
  });
}

/** The offer of `trip` closest to `code` on another trip: the same code, else the cheapest of the same kind with room. */
function matchingOffer(trip: Sailing, code: string, kind: string | undefined) {
  const offers = passengerOffers(trip);
  const same = offers.find((o) => o.code === code && o.available > 0);
  if (same) return same;
  return offers.filter((o) => o.kind === kind && o.available > 0).sort((a, b) => a.lowestFare - b.lowestFare)[0];
}

/**
 * "Same as the first trip": every other trip takes the first (earliest) trip's choices per passenger — the same
 * accommodation, or the cheapest one of the same kind where that one is not sold; the discount and the document number. A
 * loyalty card or MAN code is checked per company, so it goes only to trips of the same company. Vehicles,
 * trailers and pets are the party's and already the same on every trip.
 */
export function copyFirstTripChoices(state: BookingState): BookingState {
  const order = state.items.map((item, leg) => ({ item, leg })).filter((x) => x.item !== null && state.routes[x.leg])
    .sort((a, b) => a.item!.departureDatetime.localeCompare(b.item!.departureDatetime));
  const first = order[0];
  if (!first || order.length < 2) return state;
  const source = first.item!;
  const sourceTrip = state.routes[first.leg]!;
  let next = state;
  for (const { leg } of order.slice(1)) {
    const trip = state.routes[leg]!;
    const item = next.items[leg]!;
    const sameCompany = item.company === source.company;
    source.passengers.forEach((from, index) => {
      if (!item.passengers[index]) return;
      const kind = passengerOffers(sourceTrip).find((o) => o.code === from.accommodationType)?.kind;
      const offer = matchingOffer(trip, from.accommodationType, kind);
      if (offer) next = chooseAccommodation(next, leg, index, offer.code);
      next = setPassengerChoice(next, leg, index, {
        discountIdOrCode: from.discountIdOrCode,
        documentId: from.documentId,
        ...(sameCompany ? { loyaltyCard: from.loyaltyCard, residentIdOrCode: from.residentIdOrCode } : {}),
      });
    });
  }
  return next;
}
