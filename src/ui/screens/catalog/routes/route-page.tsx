import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { type FerryRoute, CATALOG_PATHS, catalogPath } from '../../../../core/content';
import { formatDuration } from '../../../../core/shared/duration';
import { useItemHead } from '../content-head';
import { ContentImage } from '../../../shared/catalog/content-image';
import { catalogListQueryOptions } from '../../../shared/catalog/queries';
import { RichText } from '../rich-text';
import { RouteSailings } from '../route-sailings';
import { RouteSearchForm } from '../route-search-form';
import {
  type ScreenContext, type ScreenParams, ensureItem, ensureList, screenLocale, useCatalogDeps, useCatalogItem,
} from '../../../shared/catalog/screen-loaders';
import { useLocale, useLocalize } from '../../../shared/i18n/use-locale';
import '../../../shared/catalog/content-screens.css';

const portsOf = (route: Pick<FerryRoute, 'fromPortCode' | 'toPortCode'>) => ({ take: 2, filter: { portCodes: [route.fromPortCode, route.toPortCode] } });

export async function loadScreen(context: ScreenContext, params: ScreenParams) {
  const { item, data } = await ensureItem(context, 'routes', params);
  await ensureList(context, 'destinations', { ...portsOf(item), locale: screenLocale(params) });
  return data;
}

/** `/routes/{slug}`: the crossing, a search of it that opens the results, the companies sailing it and their times. */
export function Screen() {
  const route = useCatalogItem('routes');
  const locale = useLocale();
  const localize = useLocalize();
  const { data: ports } = useSuspenseQuery(catalogListQueryOptions(useCatalogDeps(), 'destinations', { ...portsOf(route), locale }));
  useItemHead(route);
  const [fromName = route.fromPortCode, toName = route.toPortCode] = route.name.split(/\s+[–-]\s+/);
  const port = (code: string, fallback: string) => ports.items.find((d) => d.portCode === code) ?? { name: fallback, slug: undefined };
  const from = port(route.fromPortCode, fromName);
  const to = port(route.toPortCode, toName);
  return (
    <article className="catalog-detail" aria-labelledby="route-title">
      <nav className="catalog-detail__back"><Link to={localize(CATALOG_PATHS.routes)}><FormattedMessage id="routes.all" /></Link></nav>
      <ContentImage image={route.largeImage} priority className="catalog-detail__hero" />
      <h1 id="route-title">{route.name}</h1>
      <p className="catalog-detail__lead">{route.excerpt}</p>
      <dl className="facts">
        {route.durationMinutes !== null && (
          <div><dt><FormattedMessage id="route.fastest" /></dt><dd>{formatDuration(route.durationMinutes, locale)}</dd></div>
        )}
        {route.distanceMiles !== null && (
          <div><dt><FormattedMessage id="route.distance" /></dt><dd><FormattedMessage id="route.distance.value" values={{ miles: route.distanceMiles }} /></dd></div>
        )}
        {[from, to].map((p, i) => (
          <div key={i}>
            <dt><FormattedMessage id={i === 0 ? 'wizard.from' : 'wizard.to'} /></dt>
            <dd>{p.slug ? <Link to={localize(catalogPath('destinations', p.slug))}>{p.name}</Link> : p.name}</dd>
          </div>
        ))}
      </dl>
      <section className="catalog-detail__search" aria-labelledby="route-search">
        <h2 id="route-search"><FormattedMessage id="route.search.title" values={{ route: route.name }} /></h2>
        <RouteSearchForm headingId="route-search" from={{ code: route.fromPortCode, name: from.name }} to={{ code: route.toPortCode, name: to.name }} />
      </section>
      <RichText html={route.descriptionHtml} />
      <RouteSailings from={route.fromPortCode} to={route.toPortCode} />
    </article>
  );
}
