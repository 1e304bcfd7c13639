import { FormattedMessage, useIntl } from 'react-intl';
import { catalogPath } from '../../../../core/content';
import { CatalogCard } from '../../../shared/catalog/catalog-card';
import { useListHead } from '../content-head';
import { type ScreenContext, type ScreenParams, ensureList, screenLocale, useCatalogList } from '../../../shared/catalog/screen-loaders';
import { useLocalize } from '../../../shared/i18n/use-locale';
import { OfferValidity } from './offer-validity';
import '../../../shared/catalog/content-screens.css';

const ALL = { take: 50 } as const;

/** The competition-rules PDFs of SPEC.md section 9 (public/files/), each named in its own language. */
const COMPETITION_RULES = [
  { lang: 'el', language: 'Ελληνικά', href: '/files/competition-rules-el.pdf' },
  { lang: 'en', language: 'English', href: '/files/competition-rules-en.pdf' },
] as const;

export async function loadScreen(context: ScreenContext, params: ScreenParams) {
  await ensureList(context, 'offers', { ...ALL, locale: screenLocale(params) });
  return {};
}

/** `/offers`: the active offers with their discount and validity. */
export function Screen() {
  const intl = useIntl();
  const localize = useLocalize();
  const { items } = useCatalogList('offers', ALL);
  useListHead(intl.formatMessage({ id: 'offers.title' }), intl.formatMessage({ id: 'offers.description' }));
  return (
    <div className="catalog-screen">
      <header className="catalog-screen__header">
        <h1><FormattedMessage id="offers.title" /></h1>
        <p className="catalog-screen__lead"><FormattedMessage id="offers.description" /></p>
      </header>
      {items.length === 0 && <p className="catalog-status"><FormattedMessage id="offers.none" /></p>}
      <ul className="catalog-grid">
        {items.map((o) => (
          <CatalogCard key={o.id} headingLevel={2} href={localize(catalogPath('offers', o.slug))} title={o.name} image={o.image} excerpt={o.excerpt}
            badge={<FormattedMessage id="offers.discount" values={{ percent: o.discountPercent }} />} meta={<OfferValidity offer={o} />} />
        ))}
      </ul>
      <section className="catalog-screen__rules" aria-labelledby="offers-competition-rules">
        <h2 id="offers-competition-rules"><FormattedMessage id="offers.competitionRules" /></h2>
        <ul>
          {COMPETITION_RULES.map((rules) => (
            <li key={rules.lang}>
              <a href={rules.href} hrefLang={rules.lang} type="application/pdf" lang={rules.lang}>
                <FormattedMessage id="offers.competitionRules.pdf" values={{ language: rules.language }} />
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
