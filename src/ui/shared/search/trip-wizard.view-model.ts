import { computedStruct, makeAutoObservable, observableRef } from 'mobx';
import { ComputedCells } from '../computed-cells';
import type { Port } from '../../../core/search';
import {
  type CounterKind, type PortField, canAddLeg, canRemoveLeg, counterOf, isDayOpen, isPortEditable, linksOf, otherEnd,
  portCandidates, readySearchQuery, routeKey, searchOfRoute, searchToChange, withCount, withoutUnreachable,
} from '../../../core/search/domain/search-form';
import { type SearchFieldError, revealErrors, searchErrors } from '../../../core/search/domain/search-rules';
import { SEARCH_FIELD_MESSAGES } from './search-field-messages';
import {
  INITIAL_SEARCH, type SearchLeg, type SearchState, type TripType, addLeg, clearSearch, removeLeg, setLegField,
  setTravellers, setTripType, swapPorts,
} from '../../../core/search/domain/search-state';
import { type PassengerTypeCode, type Travellers, maxPets, passengerCount } from '../../../core/search/domain/travellers';
import { athensDate } from '../../../core/shared/athens-time';
import type { Clock } from '../../../core/shared/clock.port';
import { type LoadState, LoadedNetwork, type SearchServices } from './loaded-network.model';

// Domain functions come from their files, not the search index, so the home page's first download stays free of the
// Booking API structs the use cases bring.

export type { CounterKind, PortField } from '../../../core/search/domain/search-form';
export type { LoadState, SearchServices } from './loaded-network.model';

/** A popular route the wizard can be filled with. */
export interface RouteChoice { readonly from: string; readonly to: string }

/**
 * The trip wizard of the home page: trip type, legs, ports, dates and travellers, then the results URL. The rules
 * (what a field offers, which days open, what a choice clears, the counters' limits) are the core's
 * (`search-state.ts`, `search-form.ts`), what was loaded of the network is `LoadedNetwork`'s; the view model keeps
 * what was typed, and forwards intent.
 */
export class TripWizardViewModel {
  search: SearchState = INITIAL_SEARCH;
  /** What the traveller typed in each port field, by `leg.field`. */
  queries = new Map<string, string>();
  private readonly network: LoadedNetwork;
  private services: Promise<SearchServices> | undefined;
  /**
   * What one field, row or note of the wizard shows, each a computed of its own (issue 18): the search is one value
   * replaced on every change, so an observer reading it re-renders on any change (a + in the travellers re-rendered
   * the whole form, its port pickers and the date picker); through these only the observers whose value changed do.
   */
  private readonly cells = new ComputedCells();

  constructor(private readonly deps: { search: () => Promise<SearchServices>; clock: Clock }) {
    this.network = new LoadedNetwork({
      services: () => this.servicesOnce(),
      today: () => this.today,
      onReachable: (field, other, codes) => this.dropUnreachable(field, other, codes),
    });
    makeAutoObservable<TripWizardViewModel, 'deps' | 'services' | 'network' | 'cells'>(this, {
      deps: false, services: false, network: false, cells: false, search: observableRef, readyQuery: computedStruct, errors: computedStruct,
    }, { autoBind: true });
  }

  get portsState(): LoadState { return this.network.portsState; }
  get ports(): readonly Port[] { return this.network.ports; }

  get today(): string { return athensDate(this.deps.clock.nowIso()); }

  get tripType(): TripType { return this.search.tripType; }
  get legs(): readonly SearchLeg[] { return this.search.legs; }
  get travellers(): Travellers { return this.search.travellers; }
  get passengerCount(): number { return passengerCount(this.search.travellers); }
  get maxPets(): number { return maxPets(this.search.travellers); }
  get canAddLeg(): boolean { return canAddLeg(this.search); }
  get canRemoveLeg(): boolean { return canRemoveLeg(this.search); }

  /** The errors shown once the visitor tried to search. */
  get errors(): SearchFieldError[] {
    return this.search.showErrors ? searchErrors(this.search, this.today) : [];
  }

  /** The message id shown on a leg's field, if any. */
  errorOf(leg: number, field: keyof SearchLeg): string | undefined {
    return this.cells.read(`error:${leg}.${field}`, () => {
      const problem = this.errors.find((e) => e.leg === leg && e.field === field)?.problem;
      return problem && SEARCH_FIELD_MESSAGES[problem];
    });
  }

  /** How many legs the search has (the form's fieldsets). */
  get legCount(): number { return this.search.legs.length; }

  /** A leg's port or date as chosen. */
  legValue(leg: number, field: keyof SearchLeg): string | undefined {
    return this.cells.read(`leg:${leg}.${field}`, () => this.search.legs[leg]?.[field]);
  }

  /** Round trips: the return leg's ports follow the outward leg. */
  isPortEditable(leg: number): boolean { return this.cells.read(`editable:${leg}`, () => isPortEditable(this.search, leg)); }
  portName(code: string | undefined): string { return this.network.portName(code); }

  query(leg: number, field: PortField): string {
    return this.cells.read(`query:${leg}.${field}`, () => this.queries.get(`${leg}.${field}`) ?? this.portName(this.search.legs[leg]?.[field]));
  }

  /**
   * The ports a field offers: those reachable from (or reaching) the other end once known, filtered by the text (the
   * field's, or `text`: the phone's picker filters by its text one render behind).
   */
  portOptions(leg: number, field: PortField, text = this.query(leg, field)): Port[] {
    const other = this.legValue(leg, otherEnd(field));
    const candidates = portCandidates(this.ports, other, other ? this.network.reachableCodes(field, other) : undefined);
    const showAll = text === this.portName(this.legValue(leg, field));
    const filter = this.network.filter;
    return showAll || !filter ? candidates : filter(text, candidates);
  }

  datesState(leg: number): LoadState { return this.cells.read(`dates:${leg}`, () => this.network.datesState(routeKey(this.search.legs[leg]))); }

  /** The route's days are known and there is none ('unable to find available dates'). */
  hasNoDates(leg: number): boolean { return this.cells.read(`noDates:${leg}`, () => this.network.days(routeKey(this.search.legs[leg]))?.size === 0); }

  /** Whether a day may be picked: from today on, and with a sailing once the route's days are known. */
  isDateAvailable(leg: number, date: string): boolean {
    // Through cells: the date picker asks this in its render, which then follows the earlier legs and the route only.
    const earlier = this.cells.read(`earlier:${leg}`, () => this.search.legs.slice(0, leg));
    return isDayOpen({ legs: earlier }, leg, date, this.today, this.network.days(this.cells.read(`route:${leg}`, () => routeKey(this.search.legs[leg]))));
  }

  /** The first focus on the wizard: loads the search domain and the port list (once). */
  activate(): Promise<void> {
    this.network.loadPorts();
    return this.servicesOnce().then(() => undefined);
  }

  typePort(leg: number, field: PortField, text: string): void { this.queries.set(`${leg}.${field}`, text); }

  /** Chooses a port; `null` (the list closed on typed text that names no port) unsets it and keeps the text. */
  selectPort(leg: number, field: PortField, code: string | null): void {
    if (code !== null) this.queries.delete(`${leg}.${field}`);
    if (!this.isPortEditable(leg)) return;
    const next = this.search.legs[leg + 1]?.departurePort;
    this.search = setLegField(this.search, leg, field, code ?? undefined);
    // The next leg of a multiple trip may now start at this destination: it shows that port, not older typing.
    if (this.search.legs[leg + 1]?.departurePort !== next) this.queries.delete(`${leg + 1}.departurePort`);
    this.refreshLinks();
  }

  swapPorts(leg: number): void {
    this.queries.clear();
    this.search = swapPorts(this.search, leg);
    this.refreshLinks();
  }

  selectDate(leg: number, date: string | null): void { this.search = setLegField(this.search, leg, 'departureDate', date ?? undefined); }

  chooseTripType(type: TripType): void {
    this.queries.clear();
    this.search = setTripType(this.search, type);
    this.refreshLinks();
  }

  addLeg(): void {
    this.search = addLeg(this.search);
    this.refreshLinks();
  }

  removeLeg(leg: number): void {
    this.queries.clear();
    this.search = removeLeg(this.search, leg);
  }

  /** A count of the travellers popover, and whether the limits let it go down or up. */
  counter(kind: CounterKind): { value: number; canDecrease: boolean; canIncrease: boolean } {
    return this.cells.read(`counter:${kind}`, () => counterOf(this.search.travellers, kind));
  }
  changeCount(kind: CounterKind, count: number): void { this.search = setTravellers(this.search, withCount(this.search.travellers, kind, count)); }

  changePassengers(type: PassengerTypeCode, count: number): void { this.changeCount(type, count); }
  changeVehicles(count: number): void { this.changeCount('vehicles', count); }
  changeTrailers(count: number): void { this.changeCount('trailers', count); }
  changePets(count: number): void { this.changeCount('pets', count); }

  /** A popular route: one way between its ports, the date still to choose. */
  fillRoute(route: RouteChoice): void {
    this.queries.clear();
    this.search = searchOfRoute(this.search, route);
    void this.activate();
    this.refreshLinks();
  }

  /**
   * 'Clear search' (SPEC.md section 4): one way, one empty trip, 1 adult, no vehicle, trailer or pet, no error
   * shown, and no typed port text left. The port list and the days already loaded stay (they are not the search).
   */
  clear(): void {
    this.queries.clear();
    this.search = clearSearch();
  }

  /** A search to change (the results' "Change search"): the wizard starts from it, ports named once they load. */
  prefill(search: SearchState): void {
    this.queries.clear();
    this.search = searchToChange(search);
    void this.activate();
    this.refreshLinks();
  }

  /** The results' search parameters while the search is complete and valid (what the results page would show). */
  get readyQuery(): Record<string, string> | undefined { return readySearchQuery(this.search, this.today); }

  /** Whether the search is complete and valid (what the form itself needs to know: not the query). */
  get isReady(): boolean { return this.readyQuery !== undefined; }

  /** Searching: the results' search parameters when complete; otherwise the errors show and nothing is returned. */
  submit(): Record<string, string> | undefined {
    const query = this.readyQuery;
    if (!query) this.search = revealErrors(this.search);
    return query;
  }

  /** Loads what the chosen ports imply (`linksOf`): reachable ports at each end and the days with a sailing. */
  private refreshLinks(): void { this.network.load(linksOf(this.search)); }

  /** The ports linked to `other` are known: a port they exclude is unset. */
  private dropUnreachable(field: PortField, other: string, codes: ReadonlySet<string>): void {
    this.search = withoutUnreachable(this.search, field, other, codes);
  }

  /** The search use cases, loading the search domain once (the date picker's fares ask them too). */
  servicesOnce(): Promise<SearchServices> {
    this.services ??= this.deps.search();
    this.services.catch(() => { this.services = undefined; });
    return this.services;
  }
}
