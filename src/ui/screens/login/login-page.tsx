import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePageTitle } from '../../shared/i18n/use-locale';
import './login-page.css';

/** `/login`: the dialog opens over it (LoginDialogHost); the page explains and can reopen it. */
export function LoginPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'screen.login.title' });
  usePageTitle(title);
  return (
    <section className="screen-intro" aria-labelledby="login-title">
      <h1 id="login-title">{title}</h1>
      <p><FormattedMessage id="auth.loginPage.lead" /></p>
      <Link to="." search={(prev: Record<string, unknown>) => ({ ...prev, login: true })} className="button">
        <FormattedMessage id="header.login" />
      </Link>
    </section>
  );
}
