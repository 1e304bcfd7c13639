import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { type Offer, CATALOG_PATHS, catalogPath } from '../../../../core/content';
import { useItemHead } from '../content-head';
import { ContentImage } from '../../../shared/catalog/content-image';
import { catalogListQueryOptions } from '../../../shared/catalog/queries';
import { RichText } from '../rich-text';
import {
  type ScreenContext, type ScreenParams, ensureItem, ensureList, screenLocale, useCatalogDeps, useCatalogItem,
} from '../../../shared/catalog/screen-loaders';
import { useLocale, useLocalize } from '../../../shared/i18n/use-locale';
import { OfferValidity } from './offer-validity';
import '../../../shared/catalog/content-screens.css';

const companyOf = (offer: Pick<Offer, 'companyCode'>) => ({ take: 1, filter: { companyCodes: offer.companyCode ? [offer.companyCode] : [] } });

export async function loadScreen(context: ScreenContext, params: ScreenParams) {
  const { item, data } = await ensureItem(context, 'offers', params);
  if (item.companyCode) await ensureList(context, 'companies', { ...companyOf(item), locale: screenLocale(params) });
  return data;
}

/** `/offers/{slug}`: the offer, its discount, validity and company, and the way to book it. */
export function Screen() {
  const offer = useCatalogItem('offers');
  const localize = useLocalize();
  useItemHead(offer);
  return (
    <article className="catalog-detail" aria-labelledby="offer-title">
      <nav className="catalog-detail__back"><Link to={localize(CATALOG_PATHS.offers)}><FormattedMessage id="offers.all" /></Link></nav>
      <ContentImage image={offer.image} priority className="catalog-detail__hero" />
      <h1 id="offer-title">{offer.name}</h1>
      <p className="catalog-detail__lead">{offer.excerpt}</p>
      <dl className="facts">
        <div><dt><FormattedMessage id="offer.discount" /></dt><dd><FormattedMessage id="offers.discount" values={{ percent: offer.discountPercent }} /></dd></div>
        {offer.validUntil && <div><dt><FormattedMessage id="offer.validity" /></dt><dd><OfferValidity offer={offer} /></dd></div>}
        {offer.companyCode && <OfferCompany offer={offer} />}
      </dl>
      <RichText html={offer.bodyHtml} />
      <p><Link to={localize('/')} className="button"><FormattedMessage id="offer.book" /></Link></p>
    </article>
  );
}

function OfferCompany({ offer }: { offer: Offer }) {
  const locale = useLocale();
  const localize = useLocalize();
  const { data } = useSuspenseQuery(catalogListQueryOptions(useCatalogDeps(), 'companies', { ...companyOf(offer), locale }));
  const company = data.items[0];
  if (!company) return null;
  return (
    <div>
      <dt><FormattedMessage id="offer.company" /></dt>
      <dd><Link to={localize(catalogPath('companies', company.slug))}>{company.name}</Link></dd>
    </div>
  );
}
