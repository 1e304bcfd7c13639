import { queryOptions } from '@tanstack/react-query';
import { type SailingsLeg } from '../../../core/search';
// The file, not the search domain's index (a value import of the index would make the content screens' chunk import
// the search domain's chunk on every content page).
import { INITIAL_SEARCH } from '../../../core/search/domain/search-state';
import { type Locale } from '../../../core/shared/locale';
import { type CatalogQueryDeps } from '../../shared/catalog/queries';
import { describeRefusal } from '../../../core/shared/refusal';

const TEN_MINUTES = 10 * 60_000;

/** The ports reachable from a port (named in the locale); the list is empty when the port has no sailings. */
export function reachablePortsQueryOptions(deps: CatalogQueryDeps, from: string, locale: Locale) {
  return queryOptions({
    queryKey: ['catalog', 'reachable', from, locale],
    staleTime: TEN_MINUTES,
    queryFn: async () => {
      const result = await (await deps.reader()).search().then((s) => s.loadPorts.execute({ reachableFrom: from }));
      if (result.ok) return result.value;
      deps.logger.log('warn', `ports from ${from} not loaded: ${describeRefusal(result.error.failure)}`);
      throw new Error('ports unavailable');
    },
  });
}

/** The days with a sailing between two ports, from today. */
export function sailingDaysQueryOptions(deps: CatalogQueryDeps, from: string, to: string) {
  return queryOptions({
    queryKey: ['catalog', 'days', from, to],
    staleTime: TEN_MINUTES,
    enabled: Boolean(from && to),
    queryFn: async () => {
      const search = await (await deps.reader()).search();
      const result = await search.loadDates.execute({ origin: from, destination: to });
      if (result.ok) return result.value;
      if (result.error.kind === 'NoDates') return [];
      deps.logger.log('warn', `days ${from}-${to} not loaded: ${describeRefusal(result.error.failure)}`);
      throw new Error('days unavailable');
    },
  });
}

/** The sailings of a route on its next days with sailings (at most `days`), for its companies and timetable. */
export function routeSailingsQueryOptions(deps: CatalogQueryDeps, from: string, to: string, locale: Locale, days = 3) {
  return queryOptions({
    queryKey: ['catalog', 'sailings', from, to, locale, days],
    staleTime: TEN_MINUTES,
    queryFn: async (): Promise<SailingsLeg[]> => {
      const search = await (await deps.reader()).search();
      const dates = await search.loadDates.execute({ origin: from, destination: to });
      if (!dates.ok) {
        if (dates.error.kind === 'NoDates') return [];
        throw new Error('days unavailable');
      }
      const legs: SailingsLeg[] = [];
      for (const date of dates.value.slice(0, days)) {
        const found = await search.searchSailings.execute({
          ...INITIAL_SEARCH, legs: [{ departurePort: from, destinationPort: to, departureDate: date }],
        });
        if (found.ok) legs.push(...found.value);
      }
      return legs;
    },
  });
}
