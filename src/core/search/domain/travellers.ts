import { BOOKING_LIMITS } from '../../shared/booking-limits';
import { DEFAULT_PASSENGER_TYPE, PASSENGER_TYPES, type PassengerTypeCode, noPassengers } from './passenger-types';

export {
  type AgeRange, CHILD_MAX_AGES, DEFAULT_PASSENGER_TYPE, PASSENGER_AGES, PASSENGER_TYPES, PASSENGER_TYPE_TABLE, type PassengerTypeCode,
  type PassengerTypeSpec, isPassengerTypeCode, noPassengers, passengerTypeOf, percentOfAdultFare, takesPlace,
} from './passenger-types';

/** Most passengers one booking takes (BOOKING_LIMITS, which the server enforces; ferry sites show up to 10). */
export const MAX_PASSENGERS = BOOKING_LIMITS.passengers;
/** Most vehicles one booking takes, however many travel (BOOKING_LIMITS). */
export const MAX_VEHICLES = BOOKING_LIMITS.vehicles;
/** At most 5 pets per passenger (SPEC.md section 9)… */
export const MAX_PETS_PER_PASSENGER = 5;
/** …and at most 5 in all per booking (BOOKING_LIMITS). */
export const MAX_PETS = BOOKING_LIMITS.pets;

/** Who and what travels: passengers by type, vehicles, trailers (each pulled by a vehicle) and pets. */
export interface Travellers {
  readonly passengers: Readonly<Record<PassengerTypeCode, number>>;
  readonly vehicles: number;
  readonly trailers: number;
  readonly pets: number;
}

/** The defaults of SPEC.md section 4: 1 passenger (of the default type), 0 vehicles, 0 pets. */
export const DEFAULT_TRAVELLERS: Travellers = {
  passengers: { ...noPassengers(), [DEFAULT_PASSENGER_TYPE]: 1 },
  vehicles: 0,
  trailers: 0,
  pets: 0,
};

export function passengerCount(travellers: Travellers): number {
  return PASSENGER_TYPES.reduce((sum, type) => sum + travellers.passengers[type], 0);
}

/** One vehicle per passenger at most, and MAX_VEHICLES in all. */
export function maxVehicles(travellers: Travellers): number {
  return Math.min(passengerCount(travellers), MAX_VEHICLES);
}

/** Five pets per passenger at most, and MAX_PETS in all. */
export function maxPets(travellers: Travellers): number {
  return Math.min(passengerCount(travellers) * MAX_PETS_PER_PASSENGER, MAX_PETS);
}

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(Math.trunc(value) || 0, low), high);

/** Brings vehicles, trailers and pets back within the limits after the passengers changed. */
function capped(travellers: Travellers): Travellers {
  const vehicles = clamp(travellers.vehicles, 0, maxVehicles(travellers));
  return {
    ...travellers,
    vehicles,
    trailers: clamp(travellers.trailers, 0, vehicles),
    pets: clamp(travellers.pets, 0, maxPets(travellers)),
  };
}

/**
 * Sets the number of passengers of a type. The total stays between 1 and MAX_PASSENGERS; vehicles are capped at
 * the passenger count and pets at 5 per passenger.
 */
export function setPassengers(travellers: Travellers, type: PassengerTypeCode, count: number): Travellers {
  const others = passengerCount(travellers) - travellers.passengers[type];
  const wanted = clamp(count, others === 0 ? 1 : 0, MAX_PASSENGERS - others);
  return capped({ ...travellers, passengers: { ...travellers.passengers, [type]: wanted } });
}

/** Sets the number of vehicles, capped at the passenger count and MAX_VEHICLES; trailers follow vehicles down. */
export function setVehicles(travellers: Travellers, count: number): Travellers {
  return capped({ ...travellers, vehicles: clamp(count, 0, maxVehicles(travellers)) });
}

/** Sets the number of trailers, at most one per vehicle. */
export function setTrailers(travellers: Travellers, count: number): Travellers {
  return capped({ ...travellers, trailers: clamp(count, 0, travellers.vehicles) });
}

/** Sets the number of pets, at most 5 per passenger and MAX_PETS in all. */
export function setPets(travellers: Travellers, count: number): Travellers {
  return capped({ ...travellers, pets: clamp(count, 0, maxPets(travellers)) });
}

/** Whether the travellers keep every limit (used by tests and by the step validity). */
export function travellersWithinLimits(travellers: Travellers): boolean {
  const passengers = passengerCount(travellers);
  return passengers >= 1 && passengers <= MAX_PASSENGERS
    && PASSENGER_TYPES.every((type) => Number.isInteger(travellers.passengers[type]) && travellers.passengers[type] >= 0)
    && travellers.vehicles >= 0 && travellers.vehicles <= maxVehicles(travellers)
    && travellers.trailers >= 0 && travellers.trailers <= travellers.vehicles
    && travellers.pets >= 0 && travellers.pets <= maxPets(travellers);
}
