import { Link, useRouterState } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localizePath } from '../../../core/shared/locale';
import { useLocale, usePageTitle } from '../../shared/i18n/use-locale';
import { useViewModel } from '../../shared/use-view-model';
import { authFlowScreenTokens } from './auth-flow.tokens';
import './auth-flow-page.css';
import { useDates } from '../../shared/i18n/use-dates';

/**
 * `/test/auth-flow` (SPEC.md section 2, 'a test page'): walks through logging in and out and shows what each step
 * did — the tab's session, whether the server still knows its token, the login dialog coming back here, a protected page.
 */
export const AuthFlowPage = observer(function AuthFlowPage() {
  const intl = useIntl();
  const dates = useDates();
  const locale = useLocale();
  const vm = useViewModel(authFlowScreenTokens.AuthFlowViewModel);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const title = intl.formatMessage({ id: 'screen.authFlow.title' });
  usePageTitle(title);
  useEffect(() => vm.start(), [vm]);
  const user = vm.user;
  return (
    <section className="auth-flow" aria-labelledby="auth-flow-title">
      <h1 id="auth-flow-title">{title}</h1>
      <p><FormattedMessage id="authFlow.lead" /></p>

      <section className="auth-flow__panel" aria-labelledby="auth-flow-session">
        <h2 id="auth-flow-session"><FormattedMessage id="authFlow.session.title" /></h2>
        <dl className="auth-flow__facts">
          <div>
            <dt><FormattedMessage id="authFlow.session.state" /></dt>
            <dd>{user
              ? <FormattedMessage id="authFlow.session.loggedIn" values={{ name: `${user.firstName} ${user.lastName}`, email: user.email }} />
              : <FormattedMessage id="authFlow.session.loggedOut" />}</dd>
          </div>
          <div><dt><FormattedMessage id="authFlow.session.initials" /></dt><dd>{vm.initials || '—'}</dd></div>
          <div>
            <dt><FormattedMessage id="authFlow.session.token" /></dt>
            <dd><FormattedMessage id={vm.hasToken ? 'authFlow.session.tokenKept' : 'authFlow.session.tokenNone'} /></dd>
          </div>
          <div>
            <dt><FormattedMessage id="authFlow.session.server" /></dt>
            <dd><FormattedMessage id={vm.serverKnows === undefined ? 'authFlow.session.serverUnchecked' : vm.serverKnows ? 'authFlow.session.serverYes' : 'authFlow.session.serverNo'} /></dd>
          </div>
        </dl>
      </section>

      <section className="auth-flow__panel" aria-labelledby="auth-flow-steps">
        <h2 id="auth-flow-steps"><FormattedMessage id="authFlow.steps.title" /></h2>
        <ol className="auth-flow__steps">
          <li>
            {user
              ? <FormattedMessage id="authFlow.steps.alreadyIn" />
              : (
                <Link to={pathname} search={{ login: true, redirect: pathname }} className="button">
                  <FormattedMessage id="authFlow.steps.logIn" />
                </Link>
              )}
          </li>
          <li>
            <button type="button" className="button button--ghost" onClick={() => void vm.checkWithServer()} disabled={vm.checking}>
              <FormattedMessage id="authFlow.steps.check" />
            </button>
          </li>
          <li>
            <Link to={localizePath('/account', locale)} className="button button--ghost"><FormattedMessage id="authFlow.steps.protected" /></Link>
          </li>
          <li>
            <button type="button" className="button button--ghost" onClick={() => void vm.logOut()} disabled={!user}>
              <FormattedMessage id="authFlow.steps.logOut" />
            </button>
          </li>
        </ol>
      </section>

      <section className="auth-flow__panel" aria-labelledby="auth-flow-log">
        <h2 id="auth-flow-log"><FormattedMessage id="authFlow.log.title" /></h2>
        <ol className="auth-flow__log" aria-live="polite" reversed>
          {vm.events.map((event, i) => (
            <li key={`${event.at}-${vm.events.length - i}`}>
              <time dateTime={event.at}>{dates.format(event.at, { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })}</time>{' '}
              <FormattedMessage id={event.messageId} values={event.values} />
            </li>
          ))}
        </ol>
      </section>
    </section>
  );
});
