import { athensDate } from '../../shared/athens-time';
import { type SearchLeg, type SearchState, type TripType, INITIAL_SEARCH } from '../../search/domain/search-state';
import { type Travellers, isPassengerTypeCode, noPassengers } from '../../search/domain/travellers';
import { type BookingState } from './booking-state';

/**
 * The search a booking came from, read back from its chosen trips and party: the way back to the results (after a
 * declined card, to pay again with everything kept). Undefined while a leg has no trip.
 */
export function searchOfBooking(state: BookingState): SearchState | undefined {
  if (state.routesLength === 0 || state.routes.length !== state.routesLength || state.routes.some((t) => !t)) return undefined;
  const legs: SearchLeg[] = state.routes.map((trip) => ({
    departurePort: trip!.from.code, destinationPort: trip!.to.code, departureDate: athensDate(trip!.departureDatetime),
  }));
  const passengers = noPassengers();
  for (const type of state.party.passengerTypes) {
    if (isPassengerTypeCode(type)) passengers[type] += 1;
  }
  const travellers: Travellers = {
    passengers,
    vehicles: state.party.vehicles.length,
    trailers: state.party.trailers.filter(Boolean).length,
    pets: state.party.pets.length,
  };
  return { ...INITIAL_SEARCH, tripType: tripTypeOf(legs), legs, travellers };
}

function tripTypeOf(legs: readonly SearchLeg[]): TripType {
  if (legs.length === 1) return 'oneWay';
  const [out, back] = legs;
  const reversed = legs.length === 2 && out?.departurePort === back?.destinationPort && out?.destinationPort === back?.departurePort;
  return reversed ? 'roundTrip' : 'multiple';
}
