import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { type Company, catalogPath, routeCompanies, routeSearchQuery } from '../../../core/content';
import { formatDuration } from '../../../core/shared/duration';
import { formatMoney } from '../../../core/shared/money';
import { useLocale, useLocalize } from '../../shared/i18n/use-locale';
import { catalogListQueryOptions } from '../../shared/catalog/queries';
import { useCatalogDeps } from '../../shared/catalog/screen-loaders';
import { ResultsLink } from './results-link';
import { routeSailingsQueryOptions } from './search-queries';
import { useDates } from '../../shared/i18n/use-dates';

const time = (iso: string) => iso.slice(11, 16);

/**
 * The companies that sail a route and how long they take, and its next sailings, each leading to the results of its
 * day. Loaded in the browser from the Booking API (they change by the day); the route's text comes first.
 */
export function RouteSailings({ from, to }: { from: string; to: string }) {
  const intl = useIntl();
  const dates = useDates();
  const locale = useLocale();
  const localize = useLocalize();
  const deps = useCatalogDeps();
  const sailings = useQuery(routeSailingsQueryOptions(deps, from, to, locale));
  const trips = (sailings.data ?? []).flatMap((leg) => leg.trips.map((trip) => ({ ...trip, day: leg.departureDate })));
  const companies = routeCompanies(trips);
  const codes = companies.map((c) => c.code);
  const pages = useQuery({
    ...catalogListQueryOptions(deps, 'companies', { locale, take: 100, filter: { companyCodes: codes } }),
    enabled: codes.length > 0,
  });
  const companyPage = (code: string): Company | undefined => pages.data?.items.find((c) => c.code === code);

  if (sailings.isPending) return <p className="catalog-status" role="status"><FormattedMessage id="route.sailings.loading" /></p>;
  if (sailings.isError || trips.length === 0) return <p className="catalog-status"><FormattedMessage id="route.sailings.none" /></p>;
  return (
    <>
      <section aria-labelledby="route-companies">
        <h2 id="route-companies"><FormattedMessage id="route.companies.title" /></h2>
        <div className="table-scroll">
          <table className="catalog-table">
            <thead>
              <tr>
                <th scope="col"><FormattedMessage id="route.companies.company" /></th>
                <th scope="col"><FormattedMessage id="route.companies.duration" /></th>
                <th scope="col"><FormattedMessage id="route.companies.sailings" /></th>
                <th scope="col"><FormattedMessage id="route.companies.fareFrom" /></th>
              </tr>
            </thead>
            <tbody>
              {companies.map((c) => {
                const page = companyPage(c.code);
                return (
                  <tr key={c.code}>
                    <th scope="row">{page ? <Link to={localize(catalogPath('companies', page.slug))}>{page.name}</Link> : c.name}</th>
                    <td>{c.fastestMinutes === c.slowestMinutes ? formatDuration(c.fastestMinutes, locale)
                      : `${formatDuration(c.fastestMinutes, locale)} – ${formatDuration(c.slowestMinutes, locale)}`}</td>
                    <td>{c.sailings}</td>
                    <td>{formatMoney(c.lowestFare, locale)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="route-timetable">
        <h2 id="route-timetable"><FormattedMessage id="route.timetable.title" /></h2>
        <ul className="sailing-list">
          {trips.map((trip) => (
            <li key={trip.tripId} className="sailing">
              <span className="sailing__day">{dates.format(`${trip.day}T12:00:00Z`, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })}</span>
              <span className="sailing__times">{time(trip.departureDatetime)} → {time(trip.arrivalDatetime)}</span>
              <span className="sailing__duration">{formatDuration(trip.durationMinutes, locale)}</span>
              <span className="sailing__company">{trip.company.name} · {trip.vesselName}</span>
              <span className="sailing__fare"><FormattedMessage id="route.timetable.from" values={{ price: formatMoney(trip.lowestFare, locale) }} /></span>
              <ResultsLink className="button sailing__book" query={routeSearchQuery({ from, to, date: trip.day }) ?? {}}
                label={intl.formatMessage({ id: 'route.timetable.bookLabel' }, { day: trip.day, time: time(trip.departureDatetime), company: trip.company.name })}>
                <FormattedMessage id="route.timetable.book" />
              </ResultsLink>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
