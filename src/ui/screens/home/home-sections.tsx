import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { CATALOG_PATHS, catalogPath } from '../../../core/content';
import { useLocale, useLocalize } from '../../shared/i18n/use-locale';
import { CatalogCard } from '../../shared/catalog/catalog-card';
import { catalogListQueryOptions } from '../../shared/catalog/queries';
import { useCatalogDeps } from '../../shared/catalog/screen-loaders';
import '../../shared/catalog/content-screens.css';

/** The home page's content: popular destinations, current offers and the latest posts, each with a link to all. */
export default function HomeSections() {
  const locale = useLocale();
  const localize = useLocalize();
  const deps = useCatalogDeps();
  const destinations = useQuery(catalogListQueryOptions(deps, 'destinations', { locale, take: 4, filter: { popular: true } }));
  const offers = useQuery(catalogListQueryOptions(deps, 'offers', { locale, take: 4 }));
  const posts = useQuery(catalogListQueryOptions(deps, 'posts', { locale, take: 4 }));
  return (
    <div className="home-sections">
      {destinations.data && destinations.data.items.length > 0 && (
        <section aria-labelledby="home-destinations">
          <h2 id="home-destinations"><FormattedMessage id="destinations.popular" /></h2>
          <ul className="catalog-grid catalog-grid--row">
            {destinations.data.items.map((d) => (
              <CatalogCard key={d.id} href={localize(catalogPath('destinations', d.slug))} title={d.name} image={d.smallImage} />
            ))}
          </ul>
          <Link to={localize(CATALOG_PATHS.destinations)} className="home-sections__all"><FormattedMessage id="destinations.all" /></Link>
        </section>
      )}
      {offers.data && offers.data.items.length > 0 && (
        <section aria-labelledby="home-offers">
          <h2 id="home-offers"><FormattedMessage id="offers.title" /></h2>
          <ul className="catalog-grid catalog-grid--row">
            {offers.data.items.map((o) => (
              <CatalogCard key={o.id} href={localize(catalogPath('offers', o.slug))} title={o.name} image={o.image}
                badge={<FormattedMessage id="offers.discount" values={{ percent: o.discountPercent }} />} />
            ))}
          </ul>
          <Link to={localize(CATALOG_PATHS.offers)} className="home-sections__all"><FormattedMessage id="offers.all" /></Link>
        </section>
      )}
      {posts.data && posts.data.items.length > 0 && (
        <section aria-labelledby="home-posts">
          <h2 id="home-posts"><FormattedMessage id="home.sections.posts" /></h2>
          <ul className="catalog-grid catalog-grid--row">
            {posts.data.items.map((p) => (
              <CatalogCard key={p.id} href={localize(catalogPath('posts', p.slug))} title={p.name} image={p.mainImage} excerpt={p.excerpt} />
            ))}
          </ul>
          <Link to={localize(CATALOG_PATHS.posts)} className="home-sections__all"><FormattedMessage id="blog.all" /></Link>
        </section>
      )}
    </div>
  );
}
