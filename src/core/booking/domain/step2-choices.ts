import { type AccommodationOffer, type Sailing } from '../../search/domain/sailing';
import { DEFAULT_PASSENGER_TYPE, PASSENGER_TYPES, takesPlace } from '../../search/domain/passenger-types';
import { MAX_PETS, MAX_PETS_PER_PASSENGER, MAX_VEHICLES } from '../../search/domain/travellers';
import { type BookingState, type TripBooking } from './booking-state';
import { type CompanyDiscount, type CompanyRules } from './order';
import {
  DEFAULT_TRAILER_LENGTH, DEFAULT_TRAILER_TYPE, type PassengerChoice, canTakePet, passengerOffers,
} from './party';
import { addPet, addTrailer, setTrailer, setVehicle } from './party-actions';
import { TRAILER_TYPES, VEHICLE_TYPES, placesTaken, trailerTypesOf, vehicleTypesOf } from './trip-capacity';

/**
 * What the passengers step (step 2) offers to choose, and the limits of its choices: pure functions of the booking
 * and the rules of each trip's company (`null` when they could not be loaded, `undefined` while they load).
 */

/** A company's rules as the step knows them: loaded, not loadable (null) or still loading (undefined). */
export type KnownCompany = CompanyRules | null | undefined;

/** A loyalty card, or a MAN (island resident) code. */
export type CodeKind = 'loyalty' | 'man';

/** The legs with a chosen trip (and its choices), in departure order. */
export function chosenLegs(state: BookingState): number[] {
  return state.routes.flatMap((trip, leg) => (trip && state.items[leg] ? [leg] : []))
    .sort((a, b) => state.routes[a]!.departureDatetime.localeCompare(state.routes[b]!.departureDatetime));
}

export interface PassengerTypeOption {
  readonly code: string;
  readonly name?: string;
  /** False for the passenger's current type when the company does not offer it (kept so the choice shows). */
  readonly offered: boolean;
}

/** Passenger types to choose from: the company's, or the shop's list while they are unknown; the current one always. */
export function passengerTypeOptions(item: TripBooking, passenger: number, company: KnownCompany): PassengerTypeOption[] {
  const current = item.passengers[passenger]?.passengerType ?? DEFAULT_PASSENGER_TYPE;
  const list: PassengerTypeOption[] = company && company.passengerTypes.length > 0
    ? company.passengerTypes.map((t) => ({ code: t.code, name: t.name, offered: true }))
    : PASSENGER_TYPES.map((code) => ({ code: code as string, offered: true }));
  return list.some((t) => t.code === current) ? list : [...list, { code: current, offered: false }];
}

export interface AccommodationOption {
  readonly offer: AccommodationOffer;
  /** Places (or whole cabins) the sailing has left. */
  readonly left: number;
  /** Whether this passenger can take it: room is left with the party's other choices counted, or the passenger has it. */
  readonly selectable: boolean;
}

/** Every accommodation of the trip, and whether the passenger may move into it (whole cabins counted as such). */
export function accommodationOptions(trip: Sailing, item: TripBooking, passenger: number): AccommodationOption[] {
  const mine = item.passengers[passenger]?.accommodationType;
  return passengerOffers(trip).map((offer) => {
    const withMe = { passengers: item.passengers.map((p, i) => (i === passenger ? { ...p, accommodationType: offer.code } : p)) };
    const fits = (placesTaken(withMe, trip).get(offer.code) ?? 0) <= offer.available;
    return { offer, left: offer.available, selectable: mine === offer.code || fits };
  });
}

/** The offer a passenger has on a trip. */
export function offerOf(trip: Sailing, item: TripBooking, passenger: number): AccommodationOffer | undefined {
  const code = item.passengers[passenger]?.accommodationType;
  return passengerOffers(trip).find((o) => o.code === code);
}

/** Passengers of the party in the same whole-cabin type on this trip, the cabins they take, and the cabin's beds. */
export function cabinShare(trip: Sailing, item: TripBooking, passenger: number): { beds: number; occupants: number; cabins: number } | undefined {
  const offer = offerOf(trip, item, passenger);
  if (!offer || offer.kind !== 'cabin') return undefined;
  const occupants = item.passengers.filter((p) => p.accommodationType === offer.code && takesPlace(p.passengerType)).length;
  const cabins = placesTaken(item, trip).get(offer.code) ?? 0;
  return { beds: offer.beds, occupants, cabins };
}

/** The company's discounts a passenger can take. */
export function passengerDiscounts(company: KnownCompany): CompanyDiscount[] {
  return (company?.discounts ?? []).filter((d) => d.appliesTo === 'passenger');
}

/** Whether the passenger's type or discount needs an identity document number (unknown while the rules are). */
export function needsDocument(item: TripBooking, passenger: number, company: KnownCompany): boolean {
  const p = item.passengers[passenger];
  if (!p || !company) return false;
  return company.passengerTypes.some((t) => t.code === p.passengerType && t.requiresDocument)
    || company.discounts.some((d) => d.code === p.discountIdOrCode && d.requiresDocument);
}

/** Loyalty cards apply when the company has a scheme, MAN codes when it has a resident discount (both while unknown). */
export function offersCode(company: KnownCompany, kind: CodeKind): boolean {
  if (!company) return true;
  return kind === 'loyalty' ? company.loyaltySchemes.length > 0 : company.residentDiscount !== null;
}

/** The code of that kind a passenger's choice carries. */
export function passengerCode(choice: PassengerChoice | undefined, kind: CodeKind): string | undefined {
  return kind === 'loyalty' ? choice?.loyaltyCard : choice?.residentIdOrCode;
}

/** The choice's change that sets (or, with undefined, removes) a code of that kind. */
export function codePatch(kind: CodeKind, code: string | undefined): Partial<PassengerChoice> {
  return kind === 'loyalty' ? { loyaltyCard: code } : { residentIdOrCode: code };
}

/** Vehicle categories every chosen sailing takes. */
export function commonVehicleTypes(state: BookingState): string[] {
  const legs = chosenLegs(state);
  return VEHICLE_TYPES.filter((type) => legs.every((leg) => vehicleTypesOf(state.routes[leg]!).includes(type)));
}

/** Trailer categories every chosen sailing takes. */
export function commonTrailerTypes(state: BookingState): string[] {
  const legs = chosenLegs(state);
  return TRAILER_TYPES.filter((type) => legs.every((leg) => trailerTypesOf(state.routes[leg]!).includes(type)));
}

/** A passenger may be removed while another stays (one at least travels). */
export function canRemovePassenger(state: BookingState): boolean {
  return state.party.passengerTypes.length > 1;
}

/** At most one vehicle per passenger, and MAX_VEHICLES in all. */
export function canAddVehicle(state: BookingState): boolean {
  return state.party.vehicles.length < Math.min(state.party.passengerTypes.length, MAX_VEHICLES);
}

/** At most MAX_PETS_PER_PASSENGER pets per passenger, and MAX_PETS in all. */
export function canAddPet(state: BookingState): boolean {
  return state.party.pets.length < Math.min(state.party.passengerTypes.length * MAX_PETS_PER_PASSENGER, MAX_PETS);
}

/** Adds a pet in the care of the first passenger with room for one more (unchanged when nobody has). */
export function addPetToFirstFree(state: BookingState): BookingState {
  const pets = state.party.pets;
  const owner = Array.from({ length: state.party.passengerTypes.length }, (_, i) => i).find((i) => canTakePet(pets, i));
  return owner === undefined ? state : addPet(state, owner);
}

/** Passengers who can take the pet (at most MAX_PETS_PER_PASSENGER each), and the pet's own passenger. */
export function petOwnerOptions(state: BookingState, pet: number): { index: number; selectable: boolean }[] {
  const pets = state.party.pets;
  return Array.from({ length: state.party.passengerTypes.length }, (_, index) => ({
    index, selectable: pets[pet]?.passengerIndex === index || canTakePet(pets, index),
  }));
}

/** Adds a trailer to a vehicle, of the first type every chosen sailing takes (the default type when none is known). */
export function addTrailerOfCommonType(state: BookingState, vehicle: number): BookingState {
  const type = commonTrailerTypes(state)[0] ?? DEFAULT_TRAILER_TYPE;
  const added = addTrailer(state, vehicle);
  return type === DEFAULT_TRAILER_TYPE ? added : setTrailer(added, vehicle, { accommodationType: type, length: DEFAULT_TRAILER_LENGTH });
}

/** A vehicle's length as typed: a value that is not a number changes nothing. */
export function setVehicleLength(state: BookingState, vehicle: number, length: number): BookingState {
  return Number.isFinite(length) ? setVehicle(state, vehicle, { length }) : state;
}

/** A trailer's length as typed: a value that is not a number changes nothing. */
export function setTrailerLength(state: BookingState, trailer: number, length: number): BookingState {
  return Number.isFinite(length) ? setTrailer(state, trailer, { length }) : state;
}
