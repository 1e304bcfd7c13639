import { type SearchRefusal } from '../ports/search-gateway.port';
import { type Result, err, ok } from '../../shared/result';
import { type SearchGateway } from '../ports/search-gateway.port';

export type LoadDatesError = { readonly kind: 'NoDates' } | { readonly kind: 'Failed'; readonly failure: SearchRefusal };

/** Loads the days with a sailing between two ports, so the date picker offers only those. */
export class LoadDates {
  constructor(private readonly deps: { search: Pick<SearchGateway, 'dates'> }) {}

  /** Sorted days; NoDates when there are none ('unable to find available dates'), Failed otherwise. */
  async execute(input: { origin: string; destination: string; from?: string; to?: string }): Promise<Result<string[], LoadDatesError>> {
    const result = await this.deps.search.dates(input.origin, input.destination, { from: input.from, to: input.to });
    if (!result.ok) return err({ kind: 'Failed', failure: result.error });
    if (result.value.length === 0) return err({ kind: 'NoDates' });
    return ok([...result.value].sort());
  }
}
