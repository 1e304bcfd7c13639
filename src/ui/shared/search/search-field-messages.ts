import { type SearchProblem } from '../../../core/search/domain/search-rules';

/**
 * The search form's field problems (the core's `searchErrors`) and their messages: part of the one table of failure
 * messages (re-exported by `../failure-messages.ts`), kept in a file of its own because the trip wizard is on the home
 * page's first load and the rest of the table is not.
 */
export const SEARCH_FIELD_MESSAGES: Record<SearchProblem, string> = {
  departurePort: 'search.error.departurePort',
  destinationPort: 'search.error.destinationPort',
  departureDate: 'search.error.departureDate',
  samePort: 'search.error.samePort',
  pastDate: 'search.error.pastDate',
  dateOrder: 'search.error.dateOrder',
};
