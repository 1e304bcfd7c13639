import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { catalogPath } from '../../../../core/content';
import { formatDuration } from '../../../../core/shared/duration';
import { CatalogCard } from '../../../shared/catalog/catalog-card';
import { useListHead } from '../content-head';
import { type ScreenContext, type ScreenParams, ensureList, screenLocale, useCatalogList } from '../../../shared/catalog/screen-loaders';
import { useLocale, useLocalize } from '../../../shared/i18n/use-locale';
import '../../../shared/catalog/content-screens.css';

const ALL = { take: 100 } as const;

export async function loadScreen(context: ScreenContext, params: ScreenParams) {
  await ensureList(context, 'routes', { ...ALL, locale: screenLocale(params) });
  return {};
}

/** `/routes`: the popular crossings as cards, then every route by name with its fastest crossing time. */
export function Screen() {
  const intl = useIntl();
  const locale = useLocale();
  const localize = useLocalize();
  const { items } = useCatalogList('routes', ALL);
  const byName = [...items].sort((a, b) => a.name.localeCompare(b.name, locale));
  useListHead(intl.formatMessage({ id: 'routes.title' }), intl.formatMessage({ id: 'routes.description' }));
  return (
    <div className="catalog-screen">
      <header className="catalog-screen__header">
        <h1><FormattedMessage id="routes.title" /></h1>
        <p className="catalog-screen__lead"><FormattedMessage id="routes.description" /></p>
      </header>
      <section aria-labelledby="routes-popular">
        <h2 id="routes-popular"><FormattedMessage id="routes.popular" /></h2>
        <ul className="catalog-grid">
          {byName.filter((r) => r.popular).map((r) => (
            <CatalogCard key={r.id} href={localize(catalogPath('routes', r.slug))} title={r.name} image={r.smallImage}
              meta={r.durationMinutes !== null && <FormattedMessage id="routes.fastest" values={{ duration: formatDuration(r.durationMinutes, locale) }} />} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="routes-all">
        <h2 id="routes-all"><FormattedMessage id="routes.allRoutes" /></h2>
        <ul className="catalog-index catalog-index--wide">
          {byName.map((r) => (
            <li key={r.id}>
              <Link to={localize(catalogPath('routes', r.slug))}>{r.name}</Link>
              {r.durationMinutes !== null && <span className="catalog-index__note"> · {formatDuration(r.durationMinutes, locale)}</span>}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
