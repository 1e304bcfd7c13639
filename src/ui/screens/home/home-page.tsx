import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { type ComponentType, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fromSearchQuery } from '../../../core/search/domain/search-query';
import { WALLET_HINT_KEY } from '../../../core/wallet/domain/wallet-hint-key';
import { HomeSectionsSlot } from './home-sections-slot';
import { resultsHref } from '../../shared/search/results-href';
import { TripWizard } from '../../shared/search/trip-wizard';
import { useLocalize, usePageTitle } from '../../shared/i18n/use-locale';
import { useViewModel } from '../../shared/use-view-model';
import { uiTokens } from '../../shared/view-model-tokens';
import { POPULAR_ROUTES } from './popular-routes';
import './home-page.css';

/**
 * The link to "My tickets" when the device keeps saved tickets (issue 17): its code loads only then, after the first
 * render. The wallet's yes-or-no is read here from local storage, not through a service, so the first visit's code
 * (held to 170 KB gzip) carries no more than these lines.
 */
function SavedTicketsSlot() {
  const [Saved, setSaved] = useState<ComponentType | null>(null);
  useEffect(() => {
    let saved = false;
    try { saved = localStorage.getItem(WALLET_HINT_KEY) === '1'; } catch { /* storage refused: no link */ }
    if (saved) import('./saved-tickets-link').then((m) => setSaved(() => m.SavedTicketsLink), () => undefined);
  }, []);
  return Saved && <Saved />;
}

/** SPEC.md section 1: the marketing claims. */
const CLAIMED_DESTINATIONS = 250;
const CLAIMED_COMPANIES = 50;

/** Home: the hero with the trip wizard, the shop's claims and the popular routes (which fill the wizard). */
export function HomePage() {
  const intl = useIntl();
  const localize = useLocalize();
  const navigate = useNavigate();
  const wizard = useViewModel(uiTokens.TripWizardViewModel);
  usePageTitle(intl.formatMessage({ id: 'home.title' }));
  // "Change search" on the results comes back here with the search in the query: the wizard starts from it.
  const query = useRouterState({ select: (s) => s.location.search as Record<string, unknown> });
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [prefill] = useState(() => fromSearchQuery(query));
  useEffect(() => { if (prefill) wizard.prefill(prefill); }, [prefill, wizard]);

  const search = (query: Record<string, string>) => {
    void navigate({ href: resultsHref(localize, query) });
  };

  // 'Clear search' also drops a prefilled search from the URL, so a reload does not bring it back.
  const cleared = () => {
    if (Object.keys(query).length > 0) void navigate({ href: pathname, replace: true });
  };

  const fill = (route: (typeof POPULAR_ROUTES)[number]) => {
    wizard.fillRoute({ from: route.fromCode, to: route.toCode });
    // The date is what is left to choose.
    document.querySelector<HTMLElement>('[data-wizard-field="0.date"] input, [data-wizard-field="0.date"] button')?.focus();
  };

  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title"><FormattedMessage id="home.hero.title" /></h1>
        <p className="hero__intro"><FormattedMessage id="home.hero.intro" /></p>
        <SavedTicketsSlot />
        <TripWizard vm={wizard} onSearch={search} onClear={cleared} />
        <ul className="hero__claims">
          <li><FormattedMessage id="home.claims.destinations" values={{ count: <strong>{CLAIMED_DESTINATIONS}</strong> }} /></li>
          <li><FormattedMessage id="home.claims.companies" values={{ count: <strong>{CLAIMED_COMPANIES}</strong> }} /></li>
          <li><FormattedMessage id="home.claims.payment" /></li>
        </ul>
      </section>
      <section className="popular-routes" aria-labelledby="popular-title">
        <h2 id="popular-title"><FormattedMessage id="home.popular.title" /></h2>
        <ul className="popular-routes__list">
          {POPULAR_ROUTES.map((route) => {
            const ports = { from: intl.formatMessage({ id: `port.${route.from}` }), to: intl.formatMessage({ id: `port.${route.to}` }) };
            const slug = `${route.from}-${route.to}`;
            return (
              <li key={slug} className="popular-routes__item">
                <Link to={localize(`/routes/${slug}`)} className="popular-routes__link">
                  <FormattedMessage id="home.popular.route" values={ports} />
                </Link>
                <button type="button" className="popular-routes__fill" onClick={() => fill(route)}
                  aria-label={intl.formatMessage({ id: 'home.popular.fill' }, ports)}>
                  <FormattedMessage id="wizard.search" />
                </button>
              </li>
            );
          })}
        </ul>
        <Link to={localize('/routes')} className="popular-routes__all"><FormattedMessage id="home.popular.all" /></Link>
      </section>
      <HomeSectionsSlot />
    </div>
  );
}
