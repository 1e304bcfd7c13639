import { makeAutoObservable, observableShallow, runInAction } from 'mobx';
import type { FareDay, FareMonth, LoadFareCalendar } from '../../../core/search';
import { partyKey, fareParty } from '../../../core/search/domain/fare-calendar';
import type { Travellers } from '../../../core/search/domain/travellers';

/** The fare calendar's use case, reached once the search domain's chunk has loaded. */
export interface FareServices {
  loadFareCalendar: Pick<LoadFareCalendar, 'execute'>;
}

/** A leg's route and the search's party: what a month of fares is asked for. */
export interface FareRouteQuery {
  readonly departurePort?: string;
  readonly destinationPort?: string;
  readonly travellers: Travellers;
}

type Loaded = { state: 'loading' | 'ready' | 'failed'; byDate: ReadonlyMap<string, FareDay>; cheapest: ReadonlySet<string> };

/**
 * The date picker's fares (issue 16): each month the calendar shows is loaded once per route and party, and each
 * day then has its lowest fare and whether it is one of the month's cheapest. A failed month is asked again the next
 * time it is shown.
 */
export class WizardFares {
  private months = new Map<string, Loaded>();

  constructor(private readonly deps: { services: () => Promise<FareServices> }) {
    makeAutoObservable<WizardFares, 'deps' | 'months'>(this, { deps: false, months: observableShallow }, { autoBind: true });
  }

  /** Loads a month `YYYY-MM` of the route for the party, unless it is loaded or loading. */
  load(route: FareRouteQuery, month: string): void {
    const key = this.key(route, month);
    if (!key || !route.departurePort || !route.destinationPort) return;
    const known = this.months.get(key);
    if (known && known.state !== 'failed') return;
    this.months.set(key, { state: 'loading', byDate: new Map(), cheapest: new Set() });
    const { departurePort, destinationPort, travellers } = route;
    void this.deps.services()
      .then((s) => s.loadFareCalendar.execute({ departurePort, destinationPort, travellers, month }))
      .then((result) => runInAction(() => {
        this.months.set(key, result.ok ? ready(result.value) : { state: 'failed', byDate: new Map(), cheapest: new Set() });
      }), () => runInAction(() => { this.months.set(key, { state: 'failed', byDate: new Map(), cheapest: new Set() }); }));
  }

  /** Whether a month's fares are loading, shown, or could not be loaded; idle before it is asked. */
  state(route: FareRouteQuery, month: string): 'idle' | Loaded['state'] {
    const key = this.key(route, month);
    return (key && this.months.get(key)?.state) || 'idle';
  }

  /** A day's lowest fare in cents, once its month is loaded; null when the day has none. */
  fareOf(route: FareRouteQuery, date: string): number | null | undefined {
    const key = this.key(route, date.slice(0, 7));
    const day = key ? this.months.get(key)?.byDate.get(date) : undefined;
    return day ? day.lowestFare : undefined;
  }

  isCheapest(route: FareRouteQuery, date: string): boolean {
    const key = this.key(route, date.slice(0, 7));
    return key ? (this.months.get(key)?.cheapest.has(date) ?? false) : false;
  }

  private key(route: FareRouteQuery, month: string): string | undefined {
    if (!route.departurePort || !route.destinationPort) return undefined;
    return `${route.departurePort}-${route.destinationPort}|${month}|${partyKey(fareParty(route.travellers))}`;
  }
}

function ready(month: FareMonth): Loaded {
  return { state: 'ready', byDate: new Map(month.days.map((d) => [d.date, d])), cheapest: new Set(month.cheapest) };
}
