import { type AccommodationOffer, type Sailing } from '../../search/domain/sailing';
import { DEFAULT_PASSENGER_TYPE, MAX_PETS_PER_PASSENGER } from '../../search/domain/travellers';

/** One passenger's choices on one trip (SPEC.md section 3, 'New passenger'). */
export interface PassengerChoice {
  readonly passengerType: string;
  readonly sex?: 'male' | 'female';
  readonly accommodationType: string;
  readonly accommodationTypeDescr?: string;
  readonly capacityCrs?: number;
  readonly accommodationRequestType: 'COMPLETE' | 'SHARED';
  readonly discountIdOrCode?: string;
  readonly documentId?: string;
  readonly loyaltyCard?: string;
  readonly residentIdOrCode?: string;
  readonly nationality: string;
}

/** A vehicle's (or trailer's) choices on one trip. Length in metres. */
export interface VehicleChoice {
  readonly accommodationType: string;
  readonly discountIdOrCode?: string;
  readonly loyaltyCard?: string;
  readonly length: number;
  readonly availability?: number;
}

/** A pet and the passenger responsible for it; `passengerIndex` null while nobody is. */
export interface PetChoice {
  readonly code: string;
  readonly description: string;
  readonly passengerIndex: number | null;
  readonly identityNumber: string;
}

export const DEFAULT_NATIONALITY = 'GR';
export const DEFAULT_VEHICLE_TYPE = 'CAR';
export const DEFAULT_VEHICLE_LENGTH = 4;
export const DEFAULT_TRAILER_TYPE = 'TRAILER';
export const DEFAULT_TRAILER_LENGTH = 3;
/** The operators' fare for a small pet in a carrier (the other is PET_L, a large pet). */
export const DEFAULT_PET_CODE = 'PET_S';

/** Every way of travelling a trip offers as a passenger. */
export function passengerOffers(trip: Sailing): AccommodationOffer[] {
  return [...trip.deckAvailability, ...trip.seatAvailability, ...trip.berthAvailability, ...trip.cabinAvailability];
}

/** The cheapest offer with room left, which a new passenger gets preselected. */
export function lowestFareOffer(trip: Sailing): AccommodationOffer | undefined {
  return passengerOffers(trip)
    .filter((offer) => offer.available > 0 && offer.kind !== 'cabin')
    .sort((a, b) => a.lowestFare - b.lowestFare)[0];
}

/** A new passenger: type AD, request type COMPLETE, nationality GR; with the lowest fare preselected when known. */
export function newPassenger(passengerType: string = DEFAULT_PASSENGER_TYPE, trip?: Sailing): PassengerChoice {
  const offer = trip ? lowestFareOffer(trip) : undefined;
  const base: PassengerChoice = {
    passengerType, accommodationType: '', accommodationRequestType: 'COMPLETE', nationality: DEFAULT_NATIONALITY,
  };
  if (!offer) return base;
  return { ...base, accommodationType: offer.code, accommodationTypeDescr: offer.name, capacityCrs: 1, ...(offer.sex ? { sex: offer.sex } : {}) };
}

export function newVehicle(): VehicleChoice {
  return { accommodationType: DEFAULT_VEHICLE_TYPE, length: DEFAULT_VEHICLE_LENGTH };
}

export function newTrailer(): VehicleChoice {
  return { accommodationType: DEFAULT_TRAILER_TYPE, length: DEFAULT_TRAILER_LENGTH };
}

export function newPet(passengerIndex: number | null = 0): PetChoice {
  return { code: DEFAULT_PET_CODE, description: '', passengerIndex, identityNumber: '' };
}

/** Pets a passenger is responsible for. */
export function petsOf(pets: readonly PetChoice[], passengerIndex: number): number {
  return pets.filter((pet) => pet.passengerIndex === passengerIndex).length;
}

/** Whether one more pet may be given to a passenger (at most 5 each). */
export function canTakePet(pets: readonly PetChoice[], passengerIndex: number): boolean {
  return petsOf(pets, passengerIndex) < MAX_PETS_PER_PASSENGER;
}

/**
 * The pets after passenger `index` left: pets of that passenger are detached (someone else must take them),
 * pets of later passengers follow their passenger's new index, and pets beyond 5 per remaining passenger are
 * cleared, detached ones from the end first. `kept` lists the old index of each remaining pet.
 */
export function petsAfterPassengerRemoved(
  pets: readonly PetChoice[], index: number, remaining: number,
): { pets: PetChoice[]; kept: number[] } {
  const moved = pets.map((pet): PetChoice => {
    if (pet.passengerIndex === null || pet.passengerIndex < index) return pet;
    if (pet.passengerIndex === index) return { ...pet, passengerIndex: null };
    return { ...pet, passengerIndex: pet.passengerIndex - 1 };
  });
  let excess = moved.length - remaining * MAX_PETS_PER_PASSENGER;
  const kept: number[] = [];
  for (let i = moved.length - 1; i >= 0; i -= 1) {
    if (excess > 0 && moved[i]!.passengerIndex === null) excess -= 1;
    else kept.unshift(i);
  }
  return { pets: kept.map((i) => moved[i]!), kept };
}
