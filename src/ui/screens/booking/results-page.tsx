import { type QueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { searchErrors } from '../../../core/search/domain/search-rules';
import { fareParty } from '../../../core/search/domain/fare-calendar';
import { fromSearchQuery } from '../../../core/search/domain/search-query';
import { athensDate } from '../../../core/shared/athens-time';
import { type Locale } from '../../../core/shared/locale';
import { ResultsShell } from './results-shell/results-shell';
import { useResultsSearch } from './results-shell/results-search';
import { fareStripQueryOptions, journeysQueryOptions, portsQueryOptions, sailingsQueryOptions } from './step1/sailings-query';
import { useLocalize, usePageTitle } from '../../shared/i18n/use-locale';
import { type Resolver } from '../../shared/resolver';
import { useService } from '../../shared/use-view-model';
import { uiTokens } from '../../shared/view-model-tokens';
import { bookingScreenTokens } from './booking.tokens';

/**
 * The route loader's work once the search, booking and coupon domains are loaded: start fetching the sailings of
 * every leg and the port names (the server render waits for them, so the browser gets them with the page). The
 * booking itself is started by the screen, never here: a loader also runs to preload a link.
 *
 * A page load or a navigation (not a preload) also fetches what step 1 shows of each leg besides its sailings: the
 * journeys with a change of ship (a one-way or round trip offers them on every leg, journey-booking.ts
 * `offersJourneys`; a multiple trip only on legs the booking has not chosen, so step 1 asks for those itself) and the
 * strip of neighbouring days' fares. The server render then sends them with the page, so the browser neither fetches
 * nor checks them after it starts, and step 1 renders once, complete (issue 18: on a slow phone the two answers
 * arriving after hydration cost two fetches, their checks, two more renders and layouts of the step).
 */
export function loadResults(
  context: { queryClient: QueryClient; resolver: Resolver }, query: Record<string, unknown>, locale: Locale, preload = false,
): void {
  const search = fromSearchQuery(query);
  if (!search) return;
  const reader = context.resolver.get(bookingScreenTokens.SailingsReader);
  void context.queryClient.prefetchQuery(portsQueryOptions(reader, locale));
  for (const leg of search.legs) {
    if (leg.departurePort && leg.destinationPort && leg.departureDate) {
      const legQuery = { departurePort: leg.departurePort, destinationPort: leg.destinationPort, departureDate: leg.departureDate };
      void context.queryClient.prefetchQuery(sailingsQueryOptions(reader, legQuery, locale));
      if (preload) continue;
      if (search.tripType !== 'multiple') {
        void context.queryClient.prefetchQuery(journeysQueryOptions(reader, legQuery, locale, fareParty(search.travellers)));
      }
      void context.queryClient.prefetchQuery(fareStripQueryOptions(reader, {
        departurePort: leg.departurePort, destinationPort: leg.destinationPort, date: leg.departureDate, travellers: search.travellers,
      }));
    }
  }
}

/** A results URL without a usable search (missing, malformed, or a day already past): say so and lead home. */
function InvalidSearch({ reason }: { reason: 'missing' | 'past' }) {
  const intl = useIntl();
  const localize = useLocalize();
  const title = intl.formatMessage({ id: 'screen.results.title' });
  usePageTitle(title);
  return (
    <section className="results-invalid" aria-labelledby="results-invalid-title">
      <h1 id="results-invalid-title">{title}</h1>
      <p role="alert"><FormattedMessage id={`results.invalid.${reason}`} /></p>
      <Link to={localize('/')} className="button"><FormattedMessage id="results.invalid.home" /></Link>
    </section>
  );
}

/** `/results?trip=…&legs=…`: the booking steps for the search in the URL. */
export const ResultsPage = observer(function ResultsPage() {
  const search = useResultsSearch();
  const clock = useService(uiTokens.Clock);
  if (!search) return <InvalidSearch reason="missing" />;
  const errors = searchErrors(search, athensDate(clock.nowIso()));
  if (errors.length > 0) return <InvalidSearch reason={errors.some((e) => e.problem === 'pastDate') ? 'past' : 'missing'} />;
  return <ResultsShell search={search} />;
});
