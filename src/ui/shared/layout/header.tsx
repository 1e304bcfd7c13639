import { Link, useRouterState } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localizePath } from '../../../core/shared/locale';
import { LoginDialogHost } from '../auth/login-dialog-host';
import { useMenu } from '../content/queries';
import { BRAND, useLocale } from '../i18n/use-locale';
import { useService, useViewModel } from '../use-view-model';
import { uiTokens } from '../view-model-tokens';
import { LanguageSelector } from './language-selector';
import { LogoMark } from './logo-mark';
import { MenuLinks } from './menu-links';
import './header.css';

/**
 * The header of every page: logo, main menu, login, language selector; a burger menu under 768 px. In the installed
 * app (`installedApp`) it shows nothing (SPEC: the bottom menu replaces header and footer; /pwaMenu offers the menus,
 * languages and login) but still restores the session and hosts the login dialog.
 */
export const Header = observer(function Header({ showLanguages = true, installedApp = false }: { showLanguages?: boolean; installedApp?: boolean }) {
  const vm = useViewModel(uiTokens.HeaderViewModel);
  const intl = useIntl();
  const locale = useLocale();
  const menu = useMenu('Main Menu', locale);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const burger = useRef<HTMLButtonElement>(null);
  const session = useService(uiTokens.AuthSession);

  // A token kept from before a reload: its user (and the auth code) is fetched after the page shows.
  useEffect(() => { void session.restore(); }, [session]);
  useEffect(() => vm.closeMenu(), [pathname, vm]);
  useEffect(() => {
    if (!vm.menuOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      vm.closeMenu();
      burger.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [vm, vm.menuOpen]);

  if (installedApp) return <LoginDialogHost />;
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link to={localizePath('/', locale)} className="site-header__logo" onClick={vm.goHome}
          aria-label={intl.formatMessage({ id: 'header.logo.label' }, { brand: BRAND })}>
          <LogoMark />
          <span className="site-header__brand">{BRAND}</span>
        </Link>
        <button ref={burger} type="button" className="site-header__burger" aria-expanded={vm.menuOpen}
          aria-controls="site-navigation" onClick={vm.toggleMenu}>
          <span className="burger-icon" aria-hidden="true" />
          <span className="visually-hidden">
            <FormattedMessage id={vm.menuOpen ? 'header.menu.close' : 'header.menu.open'} />
          </span>
        </button>
        <div id="site-navigation" className={`site-header__nav${vm.menuOpen ? ' is-open' : ''}`}>
          <nav aria-label={intl.formatMessage({ id: 'header.menu.label' })}>
            <MenuLinks items={menu.data ?? []} className="site-header__menu" onNavigate={vm.closeMenu} />
          </nav>
          {session.loggedIn ? (
            <Link to={localizePath('/account', locale)} className="button button--ghost site-header__login site-header__initials"
              aria-label={intl.formatMessage({ id: 'header.account' }, { initials: session.initials })}>
              {session.initials}
            </Link>
          ) : (
            <Link to={pathname} search={(prev: Record<string, unknown>) => ({ ...prev, login: true })} className="button button--ghost site-header__login">
              <FormattedMessage id="header.login" />
            </Link>
          )}
          {showLanguages && <LanguageSelector onSwitch={vm.switchLanguage} />}
        </div>
      </div>
      <LoginDialogHost />
    </header>
  );
});
