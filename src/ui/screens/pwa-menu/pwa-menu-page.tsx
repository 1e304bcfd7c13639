import { Link } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { localizePath } from '../../../core/shared/locale';
import { CustomerCare } from '../../shared/layout/footer';
import { LanguageSelector } from '../../shared/layout/language-selector';
import { MenuLinks } from '../../shared/layout/menu-links';
import { useLocale, usePageTitle } from '../../shared/i18n/use-locale';
import { useService } from '../../shared/use-view-model';
import { uiTokens } from '../../shared/view-model-tokens';
import { useMenu, useSettings } from '../../shared/content/queries';
import './pwa-menu-page.css';

/**
 * The installed app's menu: login or the account, the site's menus, the language choice and how to reach customer
 * care (the installed app shows no header: SPEC section 1).
 */
export const PwaMenuPage = observer(function PwaMenuPage() {
  const intl = useIntl();
  const locale = useLocale();
  const bookingReset = useService(uiTokens.BookingReset);
  const session = useService(uiTokens.AuthSession);
  const main = useMenu('Main Menu', locale).data ?? [];
  const footer = useMenu('Footer Menu', locale).data ?? [];
  const bottom = useMenu('Footer Bottom Menu', locale).data ?? [];
  const settings = useSettings().data;
  usePageTitle(intl.formatMessage({ id: 'pwaMenu.title' }));
  const more = footer.filter((item) => !main.some((m) => m.link === item.link));
  return (
    <div className="pwa-menu">
      <h1><FormattedMessage id="pwaMenu.title" /></h1>
      <div className="pwa-menu__section pwa-menu__account">
        {session.loggedIn ? (
          <Link to={localizePath('/account', locale)} className="button button--ghost">
            <FormattedMessage id="header.account" values={{ initials: session.initials }} />
          </Link>
        ) : (
          <Link to={localizePath('/pwaMenu', locale)} search={{ login: true }} className="button">
            <FormattedMessage id="header.login" />
          </Link>
        )}
        <Link to={localizePath('/tickets', locale)} className="button button--ghost">
          <FormattedMessage id="wallet.menuLink" />
        </Link>
      </div>
      <nav aria-label={intl.formatMessage({ id: 'pwaMenu.links' })} className="pwa-menu__section">
        <MenuLinks items={[...main, ...more]} className="pwa-menu__links" />
      </nav>
      <section aria-labelledby="pwa-languages" className="pwa-menu__section">
        <h2 id="pwa-languages"><FormattedMessage id="pwaMenu.language" /></h2>
        <LanguageSelector className="language-selector language-selector--wide" labelId="pwaMenu.language"
          onSwitch={() => bookingReset.request('language-switch')} />
      </section>
      <div className="pwa-menu__section"><CustomerCare settings={settings} headingId="pwaMenu.contact" /></div>
      <nav aria-label={intl.formatMessage({ id: 'pwaMenu.legal' })} className="pwa-menu__section">
        <MenuLinks items={bottom} className="pwa-menu__legal" />
      </nav>
    </div>
  );
});
