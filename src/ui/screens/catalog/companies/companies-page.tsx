import { FormattedMessage, useIntl } from 'react-intl';
import { catalogPath } from '../../../../core/content';
import { CatalogCard } from '../../../shared/catalog/catalog-card';
import { useListHead } from '../content-head';
import { type ScreenContext, type ScreenParams, ensureList, screenLocale, useCatalogList } from '../../../shared/catalog/screen-loaders';
import { useLocale, useLocalize } from '../../../shared/i18n/use-locale';
import '../../../shared/catalog/content-screens.css';

const ALL = { take: 100 } as const;

export async function loadScreen(context: ScreenContext, params: ScreenParams) {
  await ensureList(context, 'companies', { ...ALL, locale: screenLocale(params) });
  return {};
}

/** `/companies`: every ferry company with its logo, country and the year it started sailing. */
export function Screen() {
  const intl = useIntl();
  const locale = useLocale();
  const localize = useLocalize();
  const { items } = useCatalogList('companies', ALL);
  const countries = new Intl.DisplayNames([locale], { type: 'region' });
  useListHead(intl.formatMessage({ id: 'companies.title' }), intl.formatMessage({ id: 'companies.description' }));
  return (
    <div className="catalog-screen">
      <header className="catalog-screen__header">
        <h1><FormattedMessage id="companies.title" /></h1>
        <p className="catalog-screen__lead"><FormattedMessage id="companies.description" /></p>
      </header>
      <ul className="catalog-grid catalog-grid--logos">
        {items.map((c) => (
          <CatalogCard key={c.id} headingLevel={2} href={localize(catalogPath('companies', c.slug))} title={c.name} image={c.logo} excerpt={c.excerpt}
            meta={<>{c.country && countries.of(c.country)}{c.founded !== null && <> · <FormattedMessage id="company.founded" values={{ year: c.founded }} /></>}</>} />
        ))}
      </ul>
    </div>
  );
}
