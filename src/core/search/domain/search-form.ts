import { type Port } from './sailing';
import { searchErrors } from './search-rules';
import { type SearchQuery, toSearchQuery } from './search-query';
import { type SearchLeg, type SearchState, addLeg, removeLeg, setLegField, setTripType } from './search-state';
import { type PassengerTypeCode, type Travellers, setPassengers, setPets, setTrailers, setVehicles } from './travellers';

/**
 * The trip wizard's rules beyond the search's own transitions (search-state.ts): which ports a field offers,
 * which days may be picked, what a port choice loads and clears, the travellers' counters and their limits, and the
 * results' query once the search is ready. Pure; the wizard's view model keeps the loaded lists and forwards intent.
 */

export type PortField = 'departurePort' | 'destinationPort';

/** The port field at the other end of a leg. */
export const otherEnd = (field: PortField): PortField => (field === 'departurePort' ? 'destinationPort' : 'departurePort');

/** Round trips: the return leg's ports follow the outward leg. */
export function isPortEditable(search: SearchState, leg: number): boolean {
  return !(search.tripType === 'roundTrip' && leg === 1);
}

/** A multiple trip may take one more leg (up to MAX_LEGS). */
export function canAddLeg(search: SearchState): boolean {
  return search.tripType === 'multiple' && addLeg(search) !== search;
}

/** A multiple trip may drop a leg while it keeps MIN_MULTIPLE_LEGS. */
export function canRemoveLeg(search: SearchState): boolean {
  return search.tripType === 'multiple' && removeLeg(search, 0) !== search;
}

/** The ports reachable from (or reaching) a port, for one field: `from:PIR` lists destinations, `to:JTR` departures. */
export function linkKey(field: PortField, other: string): string {
  return field === 'destinationPort' ? `from:${other}` : `to:${other}`;
}

/** A leg's route (`PIR-JTR`) once both ports are chosen: its days with a sailing are loaded by it. */
export function routeKey(leg: SearchLeg | undefined): string | undefined {
  return leg?.departurePort && leg.destinationPort ? `${leg.departurePort}-${leg.destinationPort}` : undefined;
}

/** What a chosen port implies to load: the ports at the other end of `other` for `field`, or a route's days with a sailing. */
export type LinkToLoad =
  | { readonly kind: 'ports'; readonly field: PortField; readonly other: string }
  | { readonly kind: 'days'; readonly key: string; readonly origin: string; readonly destination: string };

/** What the chosen ports imply to load, leg by leg: the ports linked to each chosen port, then the leg's days. */
export function linksOf(search: SearchState): LinkToLoad[] {
  return search.legs.flatMap((leg): LinkToLoad[] => [
    ...(leg.departurePort ? [{ kind: 'ports' as const, field: 'destinationPort' as const, other: leg.departurePort }] : []),
    ...(leg.destinationPort ? [{ kind: 'ports' as const, field: 'departurePort' as const, other: leg.destinationPort }] : []),
    ...(leg.departurePort && leg.destinationPort ? [{ kind: 'days' as const, key: routeKey(leg)!, origin: leg.departurePort, destination: leg.destinationPort }] : []),
  ]);
}

/**
 * The ports a field offers: those linked to the port at the other end once known (never that port itself), else
 * every port. `reachable` is undefined while the links are unknown.
 */
export function portCandidates(ports: readonly Port[], other: string | undefined, reachable: ReadonlySet<string> | undefined): Port[] {
  return other && reachable ? ports.filter((p) => reachable.has(p.code) && p.code !== other) : [...ports];
}

/**
 * A port chosen earlier that the port at the other end cannot reach (or be reached from) is cleared, so no
 * impossible leg stays; the return leg of a round trip follows the outward one.
 */
export function withoutUnreachable(search: SearchState, field: PortField, other: string, reachable: ReadonlySet<string>): SearchState {
  return search.legs.reduce((next, leg, index) => {
    const chosen = leg[field];
    return leg[otherEnd(field)] === other && chosen && !reachable.has(chosen) && isPortEditable(next, index)
      ? setLegField(next, index, field, undefined) : next;
  }, search);
}

/**
 * Whether a day may be picked for a leg: from today on, not before an earlier leg's day, and with a sailing on the
 * route (`days`, undefined while unknown: nothing may be picked then).
 */
export function isDayOpen(search: Pick<SearchState, 'legs'>, leg: number, date: string, today: string, days: ReadonlySet<string> | undefined): boolean {
  if (date < today) return false;
  const previous = search.legs.slice(0, leg).map((l) => l.departureDate).filter(Boolean).pop();
  if (previous && date < previous) return false;
  return days ? days.has(date) : false;
}

/** A popular route: one way between its ports, the date still to choose, no error shown. */
export function searchOfRoute(search: SearchState, route: { readonly from: string; readonly to: string }): SearchState {
  const oneWay = setTripType({ ...search, showErrors: false }, 'oneWay');
  return setLegField(setLegField(setLegField(oneWay, 0, 'departurePort', route.from), 0, 'destinationPort', route.to), 0, 'departureDate', undefined);
}

/** A search to change (the results' "Change search"): from its first step, no error shown. */
export function searchToChange(search: SearchState): SearchState {
  return { ...search, step: 0, showErrors: false };
}

/** The results' query while the search is complete and valid on `today`; undefined otherwise. */
export function readySearchQuery(search: SearchState, today: string): SearchQuery | undefined {
  return searchErrors(search, today).length > 0 ? undefined : toSearchQuery(search);
}

/** What the travellers popover counts. */
export type CounterKind = PassengerTypeCode | 'vehicles' | 'trailers' | 'pets';

/** The travellers with one count changed, within the limits (travellers.ts clamps it). */
export function withCount(travellers: Travellers, kind: CounterKind, count: number): Travellers {
  if (kind === 'vehicles') return setVehicles(travellers, count);
  if (kind === 'trailers') return setTrailers(travellers, count);
  if (kind === 'pets') return setPets(travellers, count);
  return setPassengers(travellers, kind, count);
}

export function countOf(travellers: Travellers, kind: CounterKind): number {
  return kind === 'vehicles' || kind === 'trailers' || kind === 'pets' ? travellers[kind] : travellers.passengers[kind];
}

/** A counter of the popover, and whether the limits let it go down or up by one. */
export function counterOf(travellers: Travellers, kind: CounterKind): { value: number; canDecrease: boolean; canIncrease: boolean } {
  const value = countOf(travellers, kind);
  return {
    value,
    canDecrease: countOf(withCount(travellers, kind, value - 1), kind) < value,
    canIncrease: countOf(withCount(travellers, kind, value + 1), kind) > value,
  };
}
