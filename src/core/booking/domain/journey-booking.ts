import { type Journey, isJoinedJourney } from '../../search/domain/journey';
import { type Sailing } from '../../search/domain/sailing';
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

/**
 * Whether a leg of a search offers journeys with changes (issue 16): the leg of a one-way search, each direction of a
 * round trip, and a leg of a multiple trip that has no sailing chosen yet (a round trip whose other direction is
 * already a journey with its change is a multiple trip).
 */
export function offersJourneys(search: SearchState, state: BookingState, leg: number): boolean {
  if (leg < 0 || leg >= search.legs.length) return false;
  if (search.tripType !== 'multiple') return true;
  return state.routesLength === search.legs.length && !state.routes[leg];
}

/**
 * The search a journey chosen for one leg of a search becomes: that leg replaced by one leg per sailing (each from
 * its port on its own day, in Athens), the other legs as they were: a multiple trip, or a one-way trip for a direct
 * sailing of a one-way search. Undefined for a journey the shop does not sell (legs that do not join, or that do not
 * go from the leg's port to the leg's destination), or when the search would hold more legs than a booking does.
 */
export function searchWithJourney(search: SearchState, leg: number, journey: Journey): SearchState | undefined {
  const at = search.legs[leg];
  const first = journey.legs[0];
  const last = journey.legs[journey.legs.length - 1];
  if (!at || !first || !last || !isJoinedJourney(journey)) return undefined;
  if (first.from.code !== at.departurePort || last.to.code !== at.destinationPort) return undefined;
  if (search.tripType === 'oneWay') return searchOfJourney(search, journey);
  const own = journey.legs.map((l) => ({ departurePort: l.from.code, destinationPort: l.to.code, departureDate: athensDate(l.departureDatetime) }));
  const legs = [...search.legs.slice(0, leg), ...own, ...search.legs.slice(leg + 1)];
  if (legs.length > MAX_LEGS) return undefined;
  return { ...search, tripType: 'multiple', legs, step: 0, showErrors: false };
}

/**
 * Books a journey chosen for one leg of the booking's search: a booking of the search's travellers with that leg
 * replaced by one leg per sailing, each chosen, and the sailings already chosen for the other legs kept in their
 * places. Unchanged for a journey `searchWithJourney` refuses, and for one that leaves before the sailing chosen for
 * an earlier leg arrives or arrives after the one chosen for a later leg leaves (the legs of a booking follow each other).
 */
export function bookJourneyAt(state: BookingState, search: SearchState, leg: number, journey: Journey): BookingState {
  if (!searchWithJourney(search, leg, journey)) return state;
  const kept = state.routesLength === search.legs.length ? state.routes : search.legs.map(() => null);
  const before = kept.slice(0, leg).filter((t): t is Sailing => t !== null).pop();
  const after = kept.slice(leg + 1).find((t): t is Sailing => t !== null);
  const first = journey.legs[0] as Sailing;
  const last = journey.legs[journey.legs.length - 1] as Sailing;
  if (before && Date.parse(first.departureDatetime) < Date.parse(before.arrivalDatetime)) return state;
  if (after && Date.parse(after.departureDatetime) < Date.parse(last.arrivalDatetime)) return state;
  const trips = [...kept.slice(0, leg), ...journey.legs, ...kept.slice(leg + 1)];
  return trips.reduce((next, trip, i) => (trip ? selectTrip(next, i, trip) : next), startBooking(state, trips.length, search.travellers));
}
