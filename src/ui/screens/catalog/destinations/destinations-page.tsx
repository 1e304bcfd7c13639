import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { type Destination, catalogPath, groupDestinations } from '../../../../core/content';
import { CatalogCard } from '../../../shared/catalog/catalog-card';
import { useListHead } from '../content-head';
import { type ScreenContext, type ScreenParams, ensureList, screenLocale, useCatalogList } from '../../../shared/catalog/screen-loaders';
import { useLocale, useLocalize } from '../../../shared/i18n/use-locale';
import '../../../shared/catalog/content-screens.css';

// Every destination of a language fits one answer (the network has fewer than 100 ports).
const ALL = { take: 100 } as const;

export async function loadScreen(context: ScreenContext, params: ScreenParams) {
  await ensureList(context, 'destinations', { ...ALL, locale: screenLocale(params) });
  return {};
}

/** `/destinations`: popular destinations as cards, then every domestic and international one by name. */
export function Screen() {
  const intl = useIntl();
  const locale = useLocale();
  const localize = useLocalize();
  const { items } = useCatalogList('destinations', ALL);
  const groups = groupDestinations(items, locale);
  useListHead(intl.formatMessage({ id: 'destinations.title' }), intl.formatMessage({ id: 'destinations.description' }));
  return (
    <div className="catalog-screen">
      <header className="catalog-screen__header">
        <h1><FormattedMessage id="destinations.title" /></h1>
        <p className="catalog-screen__lead"><FormattedMessage id="destinations.description" /></p>
      </header>
      <section aria-labelledby="destinations-popular">
        <h2 id="destinations-popular"><FormattedMessage id="destinations.popular" /></h2>
        <ul className="catalog-grid">
          {groups.popular.map((d) => (
            <CatalogCard key={d.id} href={localize(catalogPath('destinations', d.slug))} title={d.name} image={d.smallImage} excerpt={d.excerpt} />
          ))}
        </ul>
      </section>
      <DestinationIndex id="destinations-domestic" titleId="destinations.domestic" items={groups.domestic} />
      <DestinationIndex id="destinations-international" titleId="destinations.international" items={groups.international} />
    </div>
  );
}

function DestinationIndex({ id, titleId, items }: { id: string; titleId: string; items: readonly Destination[] }) {
  const localize = useLocalize();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}><FormattedMessage id={titleId} /></h2>
      <ul className="catalog-index">
        {items.map((d) => (
          <li key={d.id}><Link to={localize(catalogPath('destinations', d.slug))}>{d.name}</Link></li>
        ))}
      </ul>
    </section>
  );
}
