import { BOOKING_LIMITS } from '../../shared/booking-limits';
import { DEFAULT_TRAVELLERS, type Travellers, travellersWithinLimits } from './travellers';

export type TripType = 'oneWay' | 'roundTrip' | 'multiple';

/** One leg of the search: where from, where to, which day (`YYYY-MM-DD`). Blank until chosen. */
export interface SearchLeg {
  readonly departurePort?: string;
  readonly destinationPort?: string;
  readonly departureDate?: string;
}

/** Multiple trips hold 2 to 6 legs (the Booking API takes up to 6). */
export const MIN_MULTIPLE_LEGS = 2;
export const MAX_LEGS = BOOKING_LIMITS.trips;

/** The search steps: ports, dates, travellers; the third is valid from the start (1 passenger). */
export const SEARCH_STEPS = ['ports', 'dates', 'travellers'] as const;
export type SearchStep = 0 | 1 | 2;

export interface SearchState {
  readonly tripType: TripType;
  /** oneWay: 1 leg; roundTrip: 2 legs, the second the first reversed; multiple: 2 to 6 legs. */
  readonly legs: readonly SearchLeg[];
  readonly travellers: Travellers;
  readonly step: SearchStep;
  /** Set when the visitor tried to search with missing fields, so the form shows its errors. */
  readonly showErrors: boolean;
}

/** The state after 'clear search': one way, one empty trip, 1 passenger, 0 vehicles, 0 pets. */
export const INITIAL_SEARCH: SearchState = {
  tripType: 'oneWay',
  legs: [{}],
  travellers: DEFAULT_TRAVELLERS,
  step: 0,
  showErrors: false,
};

export function clearSearch(): SearchState {
  return INITIAL_SEARCH;
}

const reversed = (leg: SearchLeg | undefined, date?: string): SearchLeg => ({
  departurePort: leg?.destinationPort, destinationPort: leg?.departurePort, departureDate: date,
});

/** Switches the trip type, keeping the first leg (and a return date or later legs where they still fit). */
export function setTripType(state: SearchState, tripType: TripType): SearchState {
  const first = state.legs[0] ?? {};
  let legs: SearchLeg[];
  if (tripType === 'oneWay') legs = [first];
  else if (tripType === 'roundTrip') legs = [first, reversed(first, state.legs[1]?.departureDate)];
  else legs = state.legs.length >= MIN_MULTIPLE_LEGS ? [...state.legs] : [first, { departurePort: first.destinationPort }];
  return { ...state, tripType, legs };
}

/**
 * Sets a field of a leg. On a round trip the return leg mirrors the outward ports. On a multiple trip the next leg
 * starts where this one ends: a chosen destination becomes the next leg's departure port while that is empty or
 * still the destination it followed (a port the traveller chose there stays).
 */
export function setLegField(state: SearchState, index: number, field: keyof SearchLeg, value: string | undefined): SearchState {
  if (index < 0 || index >= state.legs.length) return state;
  if (state.tripType === 'roundTrip' && index === 1 && field !== 'departureDate') return state;
  const legs = state.legs.map((leg, i) => (i === index ? { ...leg, [field]: value || undefined } : leg));
  if (state.tripType === 'roundTrip') legs[1] = reversed(legs[0], legs[1]?.departureDate);
  const next = legs[index + 1];
  if (state.tripType === 'multiple' && field === 'destinationPort' && value && next) {
    const followed = state.legs[index]?.destinationPort;
    if (!next.departurePort || next.departurePort === followed) legs[index + 1] = { ...next, departurePort: value };
  }
  return { ...state, legs };
}

/** Swaps departure and destination of a leg. */
export function swapPorts(state: SearchState, index: number): SearchState {
  const leg = state.legs[index];
  if (!leg || (state.tripType === 'roundTrip' && index === 1)) return state;
  const swapped = setLegField(state, index, 'departurePort', leg.destinationPort);
  return setLegField(swapped, index, 'destinationPort', leg.departurePort);
}

/** Adds a leg to a multiple trip, starting where the last one ends. */
export function addLeg(state: SearchState): SearchState {
  if (state.tripType !== 'multiple' || state.legs.length >= MAX_LEGS) return state;
  const last = state.legs[state.legs.length - 1];
  return { ...state, legs: [...state.legs, { departurePort: last?.destinationPort }] };
}

/** Removes a leg of a multiple trip; at least two stay. */
export function removeLeg(state: SearchState, index: number): SearchState {
  if (state.tripType !== 'multiple' || state.legs.length <= MIN_MULTIPLE_LEGS || !state.legs[index]) return state;
  return { ...state, legs: state.legs.filter((_, i) => i !== index) };
}

export function setTravellers(state: SearchState, travellers: Travellers): SearchState {
  return { ...state, travellers };
}

/** Whether the legs have the shape their trip type asks for. */
export function legsFitTripType(state: SearchState): boolean {
  const n = state.legs.length;
  if (state.tripType === 'oneWay') return n === 1;
  if (state.tripType === 'roundTrip') {
    const [out, back] = state.legs;
    return n === 2 && back?.departurePort === out?.destinationPort && back?.destinationPort === out?.departurePort;
  }
  return n >= MIN_MULTIPLE_LEGS && n <= MAX_LEGS;
}

export { travellersWithinLimits };
