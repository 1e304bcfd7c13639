import { type AccommodationOffer, type Sailing } from '../../search/domain/sailing';
import { type TripBooking } from './booking-state';
import { passengerOffers } from './party';
import { takesPlace } from '../../search/domain/passenger-types';

/** Vehicle categories the operators take, trailer categories, and pet fares (SPEC.md section 3). */
export const VEHICLE_TYPES = ['CAR', 'MOTO', 'CAMPER'] as const;
export const TRAILER_TYPES = ['TRAILER', 'CARAVAN'] as const;
export const PET_CODES = ['PET_S', 'PET_L'] as const;
/** Vehicle and trailer lengths the operators take, in metres. */
export const MIN_VEHICLE_LENGTH = 1;
export const MAX_VEHICLE_LENGTH = 20;

/** The vehicle categories a sailing takes: none without a garage, campers only when it carries them. */
export function vehicleTypesOf(trip: Sailing): string[] {
  if (!trip.garage) return [];
  return VEHICLE_TYPES.filter((type) => type !== 'CAMPER' || trip.campers);
}

export function trailerTypesOf(trip: Sailing): string[] {
  return trip.garage && trip.trailers ? [...TRAILER_TYPES] : [];
}

/**
 * Places of each accommodation the item takes: one per passenger who takes a place, and whole cabins for the
 * passengers in a cabin type (three people in cabins for two take two cabins).
 */
export function placesTaken(item: Pick<TripBooking, 'passengers'>, trip: Sailing): Map<string, number> {
  const offers = new Map(passengerOffers(trip).map((offer) => [offer.code, offer]));
  const occupants = new Map<string, number>();
  for (const p of item.passengers) {
    if (!p.accommodationType || !takesPlace(p.passengerType)) continue;
    occupants.set(p.accommodationType, (occupants.get(p.accommodationType) ?? 0) + 1);
  }
  const taken = new Map<string, number>();
  for (const [code, count] of occupants) {
    const offer = offers.get(code);
    taken.set(code, offer?.kind === 'cabin' ? Math.ceil(count / Math.max(1, offer.beds)) : count);
  }
  return taken;
}

/** What is left of an offer once the item's passengers have their places (negative when short). */
export function placesLeft(offer: AccommodationOffer, item: Pick<TripBooking, 'passengers'>, trip: Sailing): number {
  return offer.available - (placesTaken(item, trip).get(offer.code) ?? 0);
}

/** Beds of the item's whole cabins of one type that nobody of the party fills (they are paid all the same). */
export function emptyCabinBeds(offer: AccommodationOffer, item: Pick<TripBooking, 'passengers'>, trip: Sailing): number {
  if (offer.kind !== 'cabin') return 0;
  const cabins = placesTaken(item, trip).get(offer.code) ?? 0;
  const occupants = item.passengers.filter((p) => p.accommodationType === offer.code && takesPlace(p.passengerType)).length;
  return cabins * offer.beds - occupants;
}

export type TripProblem =
  | { readonly kind: 'accommodationFull'; readonly code: string }
  | { readonly kind: 'unknownAccommodation'; readonly passenger: number }
  | { readonly kind: 'berthSex'; readonly passenger: number }
  | { readonly kind: 'noGarage' }
  | { readonly kind: 'vehicleType'; readonly vehicle: number }
  | { readonly kind: 'noTrailers'; readonly trailer: number }
  | { readonly kind: 'garageFull' }
  | { readonly kind: 'noPets' }
  | { readonly kind: 'petsFull' };

/**
 * Why a sailing cannot take the item as chosen: an accommodation with too few places left, a berth for the
 * other sex, vehicles on a vessel without a garage (or campers where none go), trailers where none go, more
 * lane metres than are left, pets on a vessel that takes none or beyond its pet places. Empty when it fits.
 */
export function tripProblems(trip: Sailing, item: TripBooking): TripProblem[] {
  const problems: TripProblem[] = [];
  const offers = passengerOffers(trip);
  item.passengers.forEach((p, passenger) => {
    if (!p.accommodationType) return;
    const offer = offers.find((o) => o.code === p.accommodationType);
    if (!offer) problems.push({ kind: 'unknownAccommodation', passenger });
    else if (offer.sex && p.sex && offer.sex !== p.sex) problems.push({ kind: 'berthSex', passenger });
  });
  for (const [code, taken] of placesTaken(item, trip)) {
    const offer = offers.find((o) => o.code === code);
    if (offer && taken > offer.available) problems.push({ kind: 'accommodationFull', code });
  }
  const trailers = item.trailers.filter(Boolean);
  if (item.vehicles.length > 0 && !trip.garage) problems.push({ kind: 'noGarage' });
  else {
    const types = vehicleTypesOf(trip);
    item.vehicles.forEach((v, vehicle) => {
      if (!types.includes(v.accommodationType)) problems.push({ kind: 'vehicleType', vehicle });
    });
  }
  item.trailers.forEach((t, trailer) => {
    if (t && !trailerTypesOf(trip).includes(t.accommodationType)) problems.push({ kind: 'noTrailers', trailer });
  });
  const metres = [...item.vehicles, ...trailers].reduce((sum, v) => sum + Math.ceil(v!.length), 0);
  if (trip.garage && trip.garageAvailability && metres > trip.garageAvailability.availableMetres) problems.push({ kind: 'garageFull' });
  if (item.pets.length > 0 && !trip.pets) problems.push({ kind: 'noPets' });
  else if (item.pets.length > trip.petAvailability) problems.push({ kind: 'petsFull' });
  return problems;
}
