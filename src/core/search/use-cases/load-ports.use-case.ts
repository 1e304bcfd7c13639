import { type SearchRefusal } from '../ports/search-gateway.port';
import { type Result, err, ok } from '../../shared/result';
import { type Port, type SearchGateway } from '../ports/search-gateway.port';

export type LoadPortsError = { readonly kind: 'Failed'; readonly failure: SearchRefusal };
export type PortsQuery = { readonly reachableFrom?: string; readonly reaching?: string };

/** Loads the ports a leg may choose from: all, those reachable from an origin, or those reaching a destination. */
export class LoadPorts {
  constructor(private readonly deps: { search: Pick<SearchGateway, 'ports' | 'destinations' | 'origins'> }) {}

  /** Ports sorted by name; Failed with the server's failure. */
  async execute(query: PortsQuery = {}): Promise<Result<Port[], LoadPortsError>> {
    const result = query.reachableFrom
      ? await this.deps.search.destinations(query.reachableFrom)
      : query.reaching ? await this.deps.search.origins(query.reaching) : await this.deps.search.ports();
    if (!result.ok) return err({ kind: 'Failed', failure: result.error });
    return ok([...result.value].sort((a, b) => a.name.localeCompare(b.name)));
  }
}
