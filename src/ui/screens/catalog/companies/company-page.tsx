import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { type Company, CATALOG_PATHS, catalogPath } from '../../../../core/content';
import { CatalogCard } from '../../../shared/catalog/catalog-card';
import { useItemHead } from '../content-head';
import { ContentImage } from '../../../shared/catalog/content-image';
import { catalogListQueryOptions } from '../../../shared/catalog/queries';
import { RichText } from '../rich-text';
import {
  type ScreenContext, type ScreenParams, ensureItem, ensureList, screenLocale, useCatalogDeps, useCatalogItem,
} from '../../../shared/catalog/screen-loaders';
import { useLocale, useLocalize } from '../../../shared/i18n/use-locale';
import '../../../shared/catalog/content-screens.css';

const offersOf = (company: Pick<Company, 'code'>) => ({ take: 6, filter: { companyCodes: [company.code] } });

export async function loadScreen(context: ScreenContext, params: ScreenParams) {
  const { item, data } = await ensureItem(context, 'companies', params);
  await ensureList(context, 'offers', { ...offersOf(item), locale: screenLocale(params) });
  return data;
}

/** `/companies/{slug}`: the company, its facts and its current offers. */
export function Screen() {
  const company = useCatalogItem('companies');
  const locale = useLocale();
  const localize = useLocalize();
  const { data: offers } = useSuspenseQuery(catalogListQueryOptions(useCatalogDeps(), 'offers', { ...offersOf(company), locale }));
  useItemHead(company);
  const country = company.country ? new Intl.DisplayNames([locale], { type: 'region' }).of(company.country) : undefined;
  return (
    <article className="catalog-detail" aria-labelledby="company-title">
      <nav className="catalog-detail__back"><Link to={localize(CATALOG_PATHS.companies)}><FormattedMessage id="companies.all" /></Link></nav>
      <div className="catalog-detail__brand">
        <ContentImage image={company.logo} priority className="catalog-detail__logo" />
        <h1 id="company-title">{company.name}</h1>
      </div>
      <p className="catalog-detail__lead">{company.excerpt}</p>
      <dl className="facts">
        {country && <div><dt><FormattedMessage id="company.country" /></dt><dd>{country}</dd></div>}
        {company.founded !== null && <div><dt><FormattedMessage id="company.since" /></dt><dd>{company.founded}</dd></div>}
      </dl>
      <RichText html={company.descriptionHtml} />
      {offers.items.length > 0 && (
        <section aria-labelledby="company-offers">
          <h2 id="company-offers"><FormattedMessage id="company.offers" values={{ name: company.name }} /></h2>
          <ul className="catalog-grid">
            {offers.items.map((o) => (
              <CatalogCard key={o.id} href={localize(catalogPath('offers', o.slug))} title={o.name} image={o.image} excerpt={o.excerpt}
                badge={<FormattedMessage id="offers.discount" values={{ percent: o.discountPercent }} />} />
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
