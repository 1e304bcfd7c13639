import { type SearchRefusal } from '../ports/search-gateway.port';
import { type Clock } from '../../shared/clock.port';
import { type Result, err, ok } from '../../shared/result';
import { athensDate } from '../../shared/athens-time';
import { type SearchFieldError, completeLegs, searchErrors } from '../domain/search-rules';
import { type SearchState } from '../domain/search-state';
import { type SailingsLeg, type SearchGateway } from '../ports/search-gateway.port';

export type SearchSailingsError =
  | { readonly kind: 'Invalid'; readonly errors: SearchFieldError[] }
  | { readonly kind: 'NoAvailability'; readonly legs: number[] }
  | { readonly kind: 'Failed'; readonly failure: SearchRefusal };

/** Searches the sailings of every leg, each leg's trips sorted by departure. */
export class SearchSailings {
  constructor(private readonly deps: { search: Pick<SearchGateway, 'results'>; clock: Clock }) {}

  /** Invalid (nothing sent), NoAvailability naming the legs without sailings, or Failed. */
  async execute(state: SearchState): Promise<Result<SailingsLeg[], SearchSailingsError>> {
    const errors = searchErrors(state, athensDate(this.deps.clock.nowIso()));
    const legs = completeLegs(state);
    if (errors.length > 0 || !legs) return err({ kind: 'Invalid', errors });
    const result = await this.deps.search.results(legs);
    if (!result.ok) return err({ kind: 'Failed', failure: result.error });
    const sorted = result.value.map((leg) => ({
      ...leg,
      trips: [...leg.trips].sort((a, b) => a.departureDatetime.localeCompare(b.departureDatetime)),
    }));
    const empty = sorted.flatMap((leg, index) => (leg.trips.length === 0 ? [index] : []));
    if (empty.length > 0) return err({ kind: 'NoAvailability', legs: empty });
    return ok(sorted);
  }
}
