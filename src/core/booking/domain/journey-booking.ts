import { type Journey, isJoinedJourney } from '../../search/domain/journey';
import { MAX_LEGS, type SearchState } from '../../search/domain/search-state';
import { athensDate } from '../../shared/athens-time';
import { type BookingState } from './booking-state';
import { selectTrip, startBooking } from './wizard';

/**
 * The search a chosen journey becomes: one leg per sailing (each from its port on its own day, in Athens), a
 * multiple trip when the journey has a change, with the search's travellers. Undefined for a journey the shop does
 * not sell as one booking (legs that do not join, or more legs than a booking holds).
 */
export function searchOfJourney(search: SearchState, journey: Journey): SearchState | undefined {
  if (!isJoinedJourney(journey) || journey.legs.length > MAX_LEGS) return undefined;
  const legs = journey.legs.map((leg) => ({ departurePort: leg.from.code, destinationPort: leg.to.code, departureDate: athensDate(leg.departureDatetime) }));
  return { ...search, tripType: legs.length === 1 ? 'oneWay' : 'multiple', legs, step: 0, showErrors: false };
}

/**
 * Books a journey: a new booking of the search's travellers with one leg per sailing, each leg's sailing chosen
 * (step 2 then asks for places per leg, as for multiple trips). The state is unchanged for a journey
 * `searchOfJourney` refuses.
 */
export function bookJourney(state: BookingState, search: SearchState, journey: Journey): BookingState {
  if (!searchOfJourney(search, journey)) return state;
  return journey.legs.reduce((next, leg, i) => selectTrip(next, i, leg), startBooking(state, journey.legs.length, search.travellers));
}
