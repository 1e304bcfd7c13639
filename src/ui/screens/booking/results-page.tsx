import { type QueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { searchErrors } from '../../../core/search/domain/search-rules';
import { fromSearchQuery } from '../../../core/search/domain/search-query';
import { athensDate } from '../../../core/shared/athens-time';
import { type Locale } from '../../../core/shared/locale';
import { ResultsShell } from './results-shell/results-shell';
import { useResultsSearch } from './results-shell/results-search';
import { portsQueryOptions, sailingsQueryOptions } from './step1/sailings-query';
import { useLocalize, usePageTitle } from '../../shared/i18n/use-locale';
import { type Resolver } from '../../shared/resolver';
import { useService } from '../../shared/use-view-model';
import { uiTokens } from '../../shared/view-model-tokens';
import { bookingScreenTokens } from './booking.tokens';

/**
 * The route loader's work once the search, booking and coupon domains are loaded: start fetching the sailings of
 * every leg and the port names (the server render waits for them, so the browser gets them with the page). The
 * booking itself is started by the screen, never here: a loader also runs to preload a link.
 */
export function loadResults(context: { queryClient: QueryClient; resolver: Resolver }, query: Record<string, unknown>, locale: Locale): void {
  const search = fromSearchQuery(query);
  if (!search) return;
  const reader = context.resolver.get(bookingScreenTokens.SailingsReader);
  void context.queryClient.prefetchQuery(portsQueryOptions(reader, locale));
  for (const leg of search.legs) {
    if (leg.departurePort && leg.destinationPort && leg.departureDate) {
      void context.queryClient.prefetchQuery(sailingsQueryOptions(reader, {
        departurePort: leg.departurePort, destinationPort: leg.destinationPort, departureDate: leg.departureDate,
      }, locale));
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
