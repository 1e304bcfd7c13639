import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocalize, usePageTitle } from '../../shared/i18n/use-locale';
import { POPULAR_ROUTES } from './popular-routes';
import './home-page.css';

/** SPEC.md section 1: the marketing claims. */
const CLAIMS = { destinations: 250, companies: 50 } as const;

/** Home: the hero (where the trip wizard goes), the shop's claims and the popular routes. */
export function HomePage() {
  const intl = useIntl();
  const localize = useLocalize();
  usePageTitle(intl.formatMessage({ id: 'home.title' }));
  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title"><FormattedMessage id="home.hero.title" /></h1>
        <p className="hero__intro"><FormattedMessage id="home.hero.intro" /></p>
        <ul className="hero__claims">
          <li><FormattedMessage id="home.claims.destinations" values={{ count: <strong>{CLAIMS.destinations}</strong> }} /></li>
          <li><FormattedMessage id="home.claims.companies" values={{ count: <strong>{CLAIMS.companies}</strong> }} /></li>
          <li><FormattedMessage id="home.claims.payment" /></li>
        </ul>
      </section>
      <section className="popular-routes" aria-labelledby="popular-title">
        <h2 id="popular-title"><FormattedMessage id="home.popular.title" /></h2>
        <ul className="popular-routes__list">
          {POPULAR_ROUTES.map((route) => (
            <li key={route.slug}>
              <Link to={localize(`/routes/${route.slug}`)} className="popular-routes__link">
                <FormattedMessage id="home.popular.route" values={{
                  from: intl.formatMessage({ id: `port.${route.from}` }),
                  to: intl.formatMessage({ id: `port.${route.to}` }),
                }} />
              </Link>
            </li>
          ))}
        </ul>
        <Link to={localize('/routes')} className="popular-routes__all"><FormattedMessage id="home.popular.all" /></Link>
      </section>
    </div>
  );
}
