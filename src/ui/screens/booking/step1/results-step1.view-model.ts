import { makeAutoObservable, observableShallow } from 'mobx';
import {
  type CompanySummary, type Journey, type JourneySort, type Sailing, filterJourneys, isConnection, journeyCompanies, mostChanges, sortJourneys,
} from '../../../../core/search';
import { tripsMissingDeparture } from '../../../../core/booking/domain/step-rules';
import { selectTrip } from '../../../../core/booking/domain/wizard';
import { offersJourneys } from '../../../../core/booking/domain/journey-booking';
import { searchErrors } from '../../../../core/search/domain/search-rules';
import { setLegField, type SearchState } from '../../../../core/search/domain/search-state';
import { athensDate } from '../../../../core/shared/athens-time';
import { type Clock } from '../../../../core/shared/clock.port';
import { type BookingStore } from '../../../shared/booking/booking-store';
import {
  DEFAULT_SORT, type SailingProblem, type SailingSort, companiesOf, filterSailings, sailingProblems, shiftDay, sortSailings,
} from './sailings';

/** What the traveller still has to do before step 1 is done. */
export type Step1Problem = { readonly kind: 'chooseSailing'; readonly legs: number[] } | { readonly kind: 'missingDeparture'; readonly legs: number[] };

/**
 * ResultsStep1 (select route): the sailings of each leg, how the traveller orders and filters them, the sailing chosen
 * per leg (kept in the booking store, so a reload keeps it) and other days to search.
 */
export class ResultsStep1ViewModel {
  private sorts = new Map<number, SailingSort>();
  private companies = new Map<number, string>();
  /**
   * How the traveller orders and filters the connections of each leg (the one of a one-way search, each direction of
   * a round trip): the order, at most this many changes ('' for any), only journeys all sailed by this company ('' for
   * every company).
   */
  private journeyTools = new Map<number, { readonly sort: JourneySort; readonly changes: string; readonly company: string }>();
  /** Set when Continue was pressed too early, so the problem shows. */
  attempted = false;

  constructor(private readonly deps: { store: BookingStore; clock: Clock }) {
    makeAutoObservable<ResultsStep1ViewModel, 'deps' | 'sorts' | 'companies' | 'journeyTools'>(this, {
      deps: false, sorts: observableShallow, companies: observableShallow, journeyTools: observableShallow,
    }, { autoBind: true });
  }

  get today(): string {
    return athensDate(this.deps.clock.nowIso());
  }

  sortOf(leg: number): SailingSort {
    return this.sorts.get(leg) ?? DEFAULT_SORT;
  }

  setSort(leg: number, sort: SailingSort): void {
    this.sorts.set(leg, sort);
  }

  /** The company the leg's list shows ('' for every company). */
  companyOf(leg: number): string {
    return this.companies.get(leg) ?? '';
  }

  setCompany(leg: number, code: string): void {
    if (code) this.companies.set(leg, code);
    else this.companies.delete(leg);
  }

  /** The leg's sailings as the traveller ordered and filtered them; a company no longer sailing that day is ignored. */
  visibleSailings(leg: number, trips: readonly Sailing[]): Sailing[] {
    const company = this.companyOf(leg);
    const known = company !== '' && trips.some((t) => t.company.code === company);
    return sortSailings(filterSailings(trips, new Set(known ? [company] : [])), this.sortOf(leg));
  }

  companiesOf(trips: readonly Sailing[]) {
    return companiesOf(trips);
  }

  selectedTripId(leg: number): string | undefined {
    return this.deps.store.state.routes[leg]?.tripId;
  }

  /** Chooses a sailing for a leg (replacing an earlier choice); the booking is saved at once. */
  select(leg: number, trip: Sailing): void {
    this.deps.store.update((state) => selectTrip(state, leg, trip));
  }

  /** Why Continue cannot go on yet: legs without a sailing first, then chosen sailings without a departure time. */
  get problem(): Step1Problem | undefined {
    const state = this.deps.store.state;
    const missing = state.routes.flatMap((trip, leg) => (trip ? [] : [leg]));
    if (missing.length > 0) return { kind: 'chooseSailing', legs: missing };
    const noDeparture = tripsMissingDeparture(state);
    return noDeparture.length > 0 ? { kind: 'missingDeparture', legs: noDeparture } : undefined;
  }

  /** Whether Continue was pressed while this leg has no sailing (the leg then says so). */
  legMissing(leg: number): boolean {
    const problem = this.attempted ? this.problem : undefined;
    return problem?.kind === 'chooseSailing' && problem.legs.includes(leg);
  }

  get complete(): boolean {
    return this.problem === undefined && this.deps.store.state.steps[0];
  }

  /** Continue: true when every leg has its sailing; otherwise the problem shows. */
  next(): boolean {
    if (this.complete) {
      this.attempted = false;
      return true;
    }
    this.attempted = true;
    return false;
  }

  /** The search with another day for a leg, when that search is valid (not past, legs still in order). */
  withDay(search: SearchState, leg: number, date: string): SearchState | undefined {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
    const next = setLegField(search, leg, 'departureDate', date);
    return searchErrors(next, this.today).length === 0 ? next : undefined;
  }

  /** The day before or after the leg's day, when it may be searched. */
  shiftedDay(search: SearchState, leg: number, days: number): string | undefined {
    const date = search.legs[leg]?.departureDate;
    if (!date) return undefined;
    const day = shiftDay(date, days);
    return this.withDay(search, leg, day) ? day : undefined;
  }

  /** The earliest and latest day a leg may move to: from today and the previous leg's day, up to the next leg's day. */
  dayBounds(search: SearchState, leg: number): { min: string; max?: string } {
    const before = search.legs.slice(0, leg).map((l) => l.departureDate).filter((d): d is string => Boolean(d)).pop();
    const after = search.legs.slice(leg + 1).map((l) => l.departureDate).find((d): d is string => Boolean(d));
    const min = before && before > this.today ? before : this.today;
    return after ? { min, max: after } : { min };
  }

  private toolsOf(leg: number) {
    return this.journeyTools.get(leg) ?? { sort: 'departure' as JourneySort, changes: '', company: '' };
  }

  journeySort(leg: number): JourneySort {
    return this.toolsOf(leg).sort;
  }

  journeyChanges(leg: number): string {
    return this.toolsOf(leg).changes;
  }

  journeyCompany(leg: number): string {
    return this.toolsOf(leg).company;
  }

  setJourneySort(leg: number, sort: JourneySort): void {
    this.journeyTools.set(leg, { ...this.toolsOf(leg), sort });
  }

  setJourneyChanges(leg: number, changes: string): void {
    this.journeyTools.set(leg, { ...this.toolsOf(leg), changes: /^[0-2]$/.test(changes) ? changes : '' });
  }

  setJourneyCompany(leg: number, company: string): void {
    this.journeyTools.set(leg, { ...this.toolsOf(leg), company });
  }

  /** Whether a leg offers journeys with changes: a one-way search's, each direction of a round trip, a multiple trip's leg without a sailing yet. */
  offersJourneys(search: SearchState, leg: number): boolean {
    return offersJourneys(search, this.deps.store.state, leg);
  }

  /** The journeys with a change of ship among a leg's journeys (the direct ones are the leg's sailings). */
  connectionsOf(journeys: readonly Journey[]): Journey[] {
    return journeys.filter(isConnection);
  }

  /** A leg's connections as the traveller ordered and filtered them; a company that sails none of them is ignored. */
  visibleJourneys(leg: number, journeys: readonly Journey[]): Journey[] {
    const connections = this.connectionsOf(journeys);
    const tools = this.toolsOf(leg);
    const company = this.journeyCompaniesOf(connections).some((c) => c.code === tools.company) ? tools.company : '';
    const filtered = filterJourneys(connections, {
      maxChanges: tools.changes === '' ? undefined : Number(tools.changes),
      companies: new Set(company ? [company] : []),
    });
    return sortJourneys(filtered, tools.sort);
  }

  journeyCompaniesOf(journeys: readonly Journey[]): CompanySummary[] {
    return journeyCompanies(journeys);
  }

  mostChangesOf(journeys: readonly Journey[]): number {
    return mostChanges(journeys);
  }

  /** Why a journey cannot take the search's travellers: the problems of its legs, each once. */
  journeyProblems(journey: Journey, search: SearchState): SailingProblem[] {
    return [...new Set(journey.legs.flatMap((leg) => sailingProblems(leg, search.travellers)))];
  }

  /**
   * Chooses a journey for a leg: the booking gets one leg per sailing of it, each chosen (the other legs' sailings
   * kept). Answers the new search (a multiple trip), where the results go next; undefined when nothing changed.
   */
  chooseJourney(search: SearchState, leg: number, journey: Journey): SearchState | undefined {
    if (this.journeyProblems(journey, search).length > 0) return undefined;
    return search.tripType === 'oneWay' ? this.deps.store.beginJourney(search, journey) : this.deps.store.beginJourneyAt(search, leg, journey);
  }
}
