import { makeAutoObservable, observableRef, observableShallow, runInAction } from 'mobx';
import type { LoadDates, LoadPorts, Port } from '../../../core/search';
import type { filterPorts } from '../../../core/search/domain/port-match';
import {
  type CounterKind, type LinkToLoad, type PortField, canAddLeg, canRemoveLeg, counterOf, isDayOpen, isPortEditable, linkKey, linksOf, otherEnd,
  portCandidates, readySearchQuery, routeKey, searchOfRoute, searchToChange, withCount, withoutUnreachable,
} from '../../../core/search/domain/search-form';
import { type SearchFieldError, type SearchMessageId, revealErrors, searchErrors } from '../../../core/search/domain/search-rules';
import {
  INITIAL_SEARCH, type SearchLeg, type SearchState, type TripType, addLeg, clearSearch, removeLeg, setLegField,
  setTravellers, setTripType, swapPorts,
} from '../../../core/search/domain/search-state';
import { type PassengerTypeCode, type Travellers, maxPets, passengerCount } from '../../../core/search/domain/travellers';
import { athensDate } from '../../../core/shared/athens-time';
import type { Clock } from '../../../core/shared/clock.port';
import type { FareServices } from './wizard-fares.view-model';

// Domain functions come from their files, not the search index, so the home page's first download stays free of the
// Booking API structs the use cases bring.

/** The search use cases and the port matcher, reached once the search domain's chunk has loaded. */
export interface SearchServices extends FareServices {
  loadPorts: Pick<LoadPorts, 'execute'>;
  loadDates: Pick<LoadDates, 'execute'>;
  filterPorts: typeof filterPorts;
}

export type { CounterKind, PortField } from '../../../core/search/domain/search-form';
export type LoadState = 'idle' | 'loading' | 'ready' | 'failed';
type Dates = { state: LoadState; days: ReadonlySet<string> };

/** A popular route the wizard can be filled with. */
export interface RouteChoice { readonly from: string; readonly to: string }

/**
 * The trip wizard of the home page: trip type, legs, ports, dates and travellers, then the results URL. The rules
 * (what a field offers, which days open, what a choice clears, the counters' limits) are the core's
 * (`search-state.ts`, `search-form.ts`); the view model keeps what was typed and loaded, and forwards intent.
 */
export class TripWizardViewModel {
  search: SearchState = INITIAL_SEARCH;
  portsState: LoadState = 'idle';
  ports: readonly Port[] = [];
  /** What the traveller typed in each port field, by `leg.field`. */
  queries = new Map<string, string>();
  private reachable = new Map<string, { state: LoadState; codes: ReadonlySet<string> }>();
  private dates = new Map<string, Dates>();
  private services: Promise<SearchServices> | undefined;
  /** The matcher (with its transliteration) comes with the search chunk: until then there is no port to match. */
  private filter: SearchServices['filterPorts'] | undefined;

  constructor(private readonly deps: { search: () => Promise<SearchServices>; clock: Clock }) {
    makeAutoObservable<TripWizardViewModel, 'deps' | 'services' | 'reachable' | 'dates' | 'filter'>(this, {
      deps: false, services: false, filter: observableRef, search: observableRef, ports: observableRef,
      reachable: observableShallow, dates: observableShallow,
    }, { autoBind: true });
  }

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

  errorOf(leg: number, field: keyof SearchLeg): SearchMessageId | undefined {
    return this.errors.find((e) => e.leg === leg && e.field === field)?.messageId;
  }

  /** Round trips: the return leg's ports follow the outward leg. */
  isPortEditable(leg: number): boolean { return isPortEditable(this.search, leg); }
  portName(code: string | undefined): string { return this.ports.find((p) => p.code === code)?.name ?? ''; }

  query(leg: number, field: PortField): string {
    return this.queries.get(`${leg}.${field}`) ?? this.portName(this.search.legs[leg]?.[field]);
  }

  /** The ports a field offers: those reachable from (or reaching) the other end once known, filtered by the text. */
  portOptions(leg: number, field: PortField): Port[] {
    const other = this.search.legs[leg]?.[otherEnd(field)];
    const link = other ? this.reachable.get(linkKey(field, other)) : undefined;
    const candidates = portCandidates(this.ports, other, link?.state === 'ready' ? link.codes : undefined);
    const text = this.query(leg, field);
    const showAll = text === this.portName(this.search.legs[leg]?.[field]);
    return showAll || !this.filter ? candidates : this.filter(text, candidates);
  }

  datesState(leg: number): LoadState {
    const route = routeKey(this.search.legs[leg]);
    return route ? (this.dates.get(route)?.state ?? 'idle') : 'idle';
  }

  /** The route's days are known and there is none ('unable to find available dates'). */
  hasNoDates(leg: number): boolean {
    const route = routeKey(this.search.legs[leg]);
    const known = route ? this.dates.get(route) : undefined;
    return known?.state === 'ready' && known.days.size === 0;
  }

  /** Whether a day may be picked: from today on, and with a sailing once the route's days are known. */
  isDateAvailable(leg: number, date: string): boolean {
    const route = routeKey(this.search.legs[leg]);
    const known = route ? this.dates.get(route) : undefined;
    return isDayOpen(this.search, leg, date, this.today, known?.state === 'ready' ? known.days : undefined);
  }

  /** The first focus on the wizard: loads the search domain and the port list (once). */
  activate(): Promise<void> {
    if (this.portsState === 'idle' || this.portsState === 'failed') {
      this.portsState = 'loading';
      void this.withServices(async (s) => {
        const result = await s.loadPorts.execute();
        runInAction(() => {
          this.filter = s.filterPorts;
          this.portsState = result.ok ? 'ready' : 'failed';
          if (result.ok) this.ports = result.value;
        });
      });
    }
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
  counter(kind: CounterKind): { value: number; canDecrease: boolean; canIncrease: boolean } { return counterOf(this.search.travellers, kind); }
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

  /** Searching: the results' search parameters when complete; otherwise the errors show and nothing is returned. */
  submit(): Record<string, string> | undefined {
    const query = this.readyQuery;
    if (!query) this.search = revealErrors(this.search);
    return query;
  }

  /** Loads what the chosen ports imply (`linksOf`): reachable ports at each end and the days with a sailing. */
  private refreshLinks(): void {
    for (const link of linksOf(this.search)) {
      if (link.kind === 'ports') this.loadReachable(link.field, link.other);
      else this.loadDates(link);
    }
  }

  private loadReachable(field: PortField, other: string): void {
    const key = linkKey(field, other);
    if (this.reachable.has(key)) return;
    this.reachable.set(key, { state: 'loading', codes: new Set() });
    void this.withServices(async (s) => {
      const query = field === 'destinationPort' ? { reachableFrom: other } : { reaching: other };
      const result = await s.loadPorts.execute(query);
      runInAction(() => {
        if (!result.ok) this.reachable.delete(key);
        else {
          const codes = new Set(result.value.map((p) => p.code));
          this.reachable.set(key, { state: 'ready', codes });
          this.search = withoutUnreachable(this.search, field, other, codes);
        }
      });
    });
  }

  private loadDates({ key: route, origin, destination }: Extract<LinkToLoad, { kind: 'days' }>): void {
    if (this.dates.has(route)) return;
    this.dates.set(route, { state: 'loading', days: new Set() });
    void this.withServices(async (s) => {
      const result = await s.loadDates.execute({ origin, destination, from: this.today });
      runInAction(() => {
        if (result.ok) this.dates.set(route, { state: 'ready', days: new Set(result.value) });
        else if (result.error.kind === 'NoDates') this.dates.set(route, { state: 'ready', days: new Set() });
        else this.dates.delete(route);
      });
    });
  }

  /** The search use cases, loading the search domain once (the date picker's fares ask them too). */
  servicesOnce(): Promise<SearchServices> {
    this.services ??= this.deps.search();
    this.services.catch(() => { this.services = undefined; });
    return this.services;
  }

  private async withServices(work: (s: SearchServices) => Promise<void>): Promise<void> {
    try {
      await work(await this.servicesOnce());
    } catch {
      runInAction(() => { if (this.portsState === 'loading') this.portsState = 'failed'; });
    }
  }
}
