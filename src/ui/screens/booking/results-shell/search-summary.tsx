import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { type SearchState } from '../../../../core/search/domain/search-state';
import { TravellersSummary } from '../../../shared/search/travellers-summary';
import { useLocale, useLocalize } from '../../../shared/i18n/use-locale';
import { useService } from '../../../shared/use-view-model';
import { bookingScreenTokens } from '../booking.tokens';
import { portsQueryOptions } from '../step1/sailings-query';
import { searchParamsOf, useDayFormat, useLegLabel } from './results-search';

/** The port names of the page's language (the URL holds codes); a code stands in while they load. */
export function usePortName(): (code: string | undefined) => string {
  const reader = useService(bookingScreenTokens.SailingsReader);
  const ports = useQuery(portsQueryOptions(reader, useLocale()));
  return (code) => ports.data?.find((p) => p.code === code)?.name ?? code ?? '';
}

/** What was searched: each leg's ports and day, the travellers, and the way back to the wizard with it filled in. */
export function SearchSummary({ search }: { search: SearchState }) {
  const intl = useIntl();
  const localize = useLocalize();
  const portName = usePortName();
  const legLabel = useLegLabel();
  const day = useDayFormat();
  return (
    <section className="results-summary" aria-labelledby="results-summary-title">
      <h2 id="results-summary-title" className="visually-hidden"><FormattedMessage id="results.summary.title" /></h2>
      <ul className="results-summary__legs">
        {search.legs.map((leg, index) => {
          const label = legLabel(search, index);
          return (
            <li key={index} className="results-summary__leg">
              {label && <span className="results-summary__label">{label}</span>}
              <strong>{intl.formatMessage({ id: 'results.route' }, { from: portName(leg.departurePort), to: portName(leg.destinationPort) })}</strong>
              {leg.departureDate && <span>{day(leg.departureDate)}</span>}
            </li>
          );
        })}
      </ul>
      <p className="results-summary__travellers"><TravellersSummary travellers={search.travellers} /></p>
      <Link to={localize('/')} search={searchParamsOf(search)} className="button button--ghost results-summary__change">
        <FormattedMessage id="results.summary.change" />
      </Link>
    </section>
  );
}
