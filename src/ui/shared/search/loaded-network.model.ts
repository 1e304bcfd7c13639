import { makeAutoObservable, observableRef, observableShallow, runInAction } from 'mobx';
import type { LoadDates, LoadPorts, Port } from '../../../core/search';
import type { filterPorts } from '../../../core/search/domain/port-match';
import { type LinkToLoad, type PortField, linkKey } from '../../../core/search/domain/search-form';
import type { FareServices } from './wizard-fares.view-model';

/** The search use cases and the port matcher, reached once the search domain's chunk has loaded. */
export interface SearchServices extends FareServices {
  loadPorts: Pick<LoadPorts, 'execute'>;
  loadDates: Pick<LoadDates, 'execute'>;
  filterPorts: typeof filterPorts;
}

export type LoadState = 'idle' | 'loading' | 'ready' | 'failed';
type Reachable = { state: LoadState; codes: ReadonlySet<string> };
type Days = { state: LoadState; days: ReadonlySet<string> };

const names = new WeakMap<readonly Port[], ReadonlyMap<string, string>>();
function namesOf(ports: readonly Port[]): ReadonlyMap<string, string> {
  let found = names.get(ports);
  if (!found) {
    found = new Map(ports.map((p) => [p.code, p.name]));
    names.set(ports, found);
  }
  return found;
}

/**
 * What the trip wizard has learnt of the network, each piece asked once: the port list, the ports linked to a chosen
 * port (by `linkKey`) and a route's days with a sailing (by `routeKey`). A failed port list may be asked again; a
 * failed link or route is forgotten, so the next choice that implies it asks again. A route with no date is known to
 * have no day. Knowing the ports linked to `other` is reported (`onReachable`) so the search drops a port they exclude.
 */
export class LoadedNetwork {
  portsState: LoadState = 'idle';
  ports: readonly Port[] = [];
  /** The matcher (with its transliteration) comes with the search chunk: until then there is no port to match. */
  filter: SearchServices['filterPorts'] | undefined;
  private reachable = new Map<string, Reachable>();
  private dates = new Map<string, Days>();

  constructor(private readonly deps: {
    services: () => Promise<SearchServices>;
    /** The first day whose sailings are asked (Athens time). */
    today: () => string;
    onReachable: (field: PortField, other: string, codes: ReadonlySet<string>) => void;
  }) {
    makeAutoObservable<LoadedNetwork, 'deps' | 'reachable' | 'dates'>(this, {
      deps: false, filter: observableRef, ports: observableRef, reachable: observableShallow, dates: observableShallow,
    }, { autoBind: true });
  }

  /** A port's name by its code (found in an index of the list, built once per list: it is read on every render). */
  portName(code: string | undefined): string { return code === undefined ? '' : (namesOf(this.ports).get(code) ?? ''); }

  /** The ports linked to `other` at the end `field`, once known; undefined while loading or unknown. */
  reachableCodes(field: PortField, other: string): ReadonlySet<string> | undefined {
    const link = this.reachable.get(linkKey(field, other));
    return link?.state === 'ready' ? link.codes : undefined;
  }

  datesState(route: string | undefined): LoadState { return route ? (this.dates.get(route)?.state ?? 'idle') : 'idle'; }

  /** A route's days with a sailing, once known; undefined while loading or unknown. */
  days(route: string | undefined): ReadonlySet<string> | undefined {
    const known = route ? this.dates.get(route) : undefined;
    return known?.state === 'ready' ? known.days : undefined;
  }

  /** Loads the port list, unless it is loaded or loading. */
  loadPorts(): void {
    if (this.portsState !== 'idle' && this.portsState !== 'failed') return;
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

  /** Loads what the chosen ports imply (`linksOf`) and is not known or loading yet. */
  load(links: readonly LinkToLoad[]): void {
    for (const link of links) {
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
          this.deps.onReachable(field, other, codes);
        }
      });
    });
  }

  private loadDates({ key: route, origin, destination }: Extract<LinkToLoad, { kind: 'days' }>): void {
    if (this.dates.has(route)) return;
    this.dates.set(route, { state: 'loading', days: new Set() });
    void this.withServices(async (s) => {
      const result = await s.loadDates.execute({ origin, destination, from: this.deps.today() });
      runInAction(() => {
        if (result.ok) this.dates.set(route, { state: 'ready', days: new Set(result.value) });
        else if (result.error.kind === 'NoDates') this.dates.set(route, { state: 'ready', days: new Set() });
        else this.dates.delete(route);
      });
    });
  }

  /** A search chunk that fails to load fails the port list being loaded (it may be asked again). */
  private async withServices(work: (s: SearchServices) => Promise<void>): Promise<void> {
    try {
      await work(await this.deps.services());
    } catch {
      runInAction(() => { if (this.portsState === 'loading') this.portsState = 'failed'; });
    }
  }
}
