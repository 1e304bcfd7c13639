import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { type Destination, CATALOG_PATHS, catalogPath } from '../../../../core/content';
import { CatalogCard } from '../../../shared/catalog/catalog-card';
import { useItemHead } from '../content-head';
import { ContentImage } from '../../../shared/catalog/content-image';
import { catalogListQueryOptions, catalogQueryDeps } from '../../../shared/catalog/queries';
import { RichText } from '../rich-text';
import { RouteSearchForm } from '../route-search-form';
import {
  type ScreenContext, type ScreenParams, ensureItem, ensureList, screenLocale, useCatalogDeps, useCatalogItem,
} from '../../../shared/catalog/screen-loaders';
import { reachablePortsQueryOptions } from '../search-queries';
import { useLocale, useLocalize } from '../../../shared/i18n/use-locale';
import '../../../shared/catalog/content-screens.css';

/** The related destinations with their images (the relation itself carries names and slugs only). */
const relatedOf = (d: Pick<Destination, 'relatedDestinations'>) => ({ take: 12, filter: { ids: d.relatedDestinations.map((r) => r.id).slice(0, 12) } });

export async function loadScreen(context: ScreenContext, params: ScreenParams) {
  const { item, data } = await ensureItem(context, 'destinations', params);
  const locale = screenLocale(params);
  await Promise.all([
    item.relatedDestinations.length > 0 ? ensureList(context, 'destinations', { ...relatedOf(item), locale }) : undefined,
    // The ports sailed to come with the page (the server renders the search form with them), so the browser need
    // not load the search domain to show it; a failure leaves the section to fetch them itself.
    context.queryClient.prefetchQuery(reachablePortsQueryOptions(catalogQueryDeps(context.resolver), item.portCode, locale)),
  ]);
  return data;
}

/** `/destinations/{slug}`: the place, the sailings from its port into a prefilled search, related routes and places. */
export function Screen() {
  const destination = useCatalogItem('destinations');
  const locale = useLocale();
  const localize = useLocalize();
  useItemHead(destination);
  return (
    <article className="catalog-detail" aria-labelledby="destination-title">
      <nav className="catalog-detail__back"><Link to={localize(CATALOG_PATHS.destinations)}><FormattedMessage id="destinations.all" /></Link></nav>
      <ContentImage image={destination.largeImage} priority className="catalog-detail__hero" />
      <h1 id="destination-title">{destination.name}</h1>
      <p className="catalog-detail__lead">{destination.excerpt}</p>
      <RichText html={destination.descriptionHtml} />
      <Sailings destination={destination} />
      {destination.relatedRoutes.length > 0 && (
        <section aria-labelledby="destination-routes">
          <h2 id="destination-routes"><FormattedMessage id="destination.routes" values={{ name: destination.name }} /></h2>
          <ul className="catalog-index">
            {destination.relatedRoutes.map((r) => <li key={r.id}><Link to={localize(catalogPath('routes', r.slug))}>{r.name}</Link></li>)}
          </ul>
        </section>
      )}
      {destination.relatedDestinations.length > 0 && <Related destination={destination} locale={locale} />}
    </article>
  );
}

function Related({ destination, locale }: { destination: Destination; locale: ReturnType<typeof useLocale> }) {
  const localize = useLocalize();
  const { data } = useSuspenseQuery(catalogListQueryOptions(useCatalogDeps(), 'destinations', { ...relatedOf(destination), locale }));
  return (
    <section aria-labelledby="destination-related">
      <h2 id="destination-related"><FormattedMessage id="destination.related" /></h2>
      <ul className="catalog-grid">
        {data.items.map((d) => (
          <CatalogCard key={d.id} href={localize(catalogPath('destinations', d.slug))} title={d.name} image={d.smallImage} excerpt={d.excerpt} />
        ))}
      </ul>
    </section>
  );
}

/** The ports sailed to from this destination's port: each opens the search form with it chosen. */
function Sailings({ destination }: { destination: Destination }) {
  const locale = useLocale();
  const ports = useQuery(reachablePortsQueryOptions(useCatalogDeps(), destination.portCode, locale));
  const choices = (ports.data ?? []).map((p) => ({ code: p.code, name: p.name }));
  return (
    <section className="catalog-detail__search" aria-labelledby="destination-sailings">
      <h2 id="destination-sailings"><FormattedMessage id="destination.sailings" values={{ name: destination.name }} /></h2>
      {ports.isPending && <p className="catalog-status" role="status"><FormattedMessage id="wizard.port.loading" /></p>}
      {ports.isError && <p className="catalog-status"><FormattedMessage id="wizard.port.failed" /></p>}
      {ports.isSuccess && (
        <>
          <p><FormattedMessage id="destination.sailings.lead" values={{ count: choices.length, name: destination.name }} /></p>
          <RouteSearchForm key={choices.length} headingId="destination-sailings" from={{ code: destination.portCode, name: destination.name }} destinations={choices} />
        </>
      )}
    </section>
  );
}
