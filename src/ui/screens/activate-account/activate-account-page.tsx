import { Link, useRouterState } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localizePath } from '../../../core/shared/locale';
import { FormField, FormMessage } from '../../shared/auth/form-field';
import { usePageTitle, useLocale } from '../../shared/i18n/use-locale';
import { useViewModel } from '../../shared/use-view-model';
import { activateAccountScreenTokens } from './activate-account.tokens';
import '../../shared/auth/auth.css';

/** `/activate-account?token=…`: activates the account of the e-mailed link and shows the result. */
export const ActivateAccountPage = observer(function ActivateAccountPage() {
  const intl = useIntl();
  const locale = useLocale();
  const vm = useViewModel(activateAccountScreenTokens.ActivateAccountViewModel);
  const token = useRouterState({ select: (s) => (s.location.search as Record<string, unknown>).token });
  const title = intl.formatMessage({ id: 'screen.activateAccount.title' });
  usePageTitle(title);
  useEffect(() => { void vm.activate(token === undefined || token === null ? '' : String(token)); }, [vm, token]);

  return (
    <section className="auth-page" aria-labelledby="activate-title" aria-busy={vm.status === 'activating'}>
      <h1 id="activate-title">{title}</h1>
      {vm.status === 'activating' && <p role="status"><FormattedMessage id="auth.activate.pending" /></p>}
      {vm.status === 'activated' && (
        <div className="form-message form-message--success" role="status">
          <p><FormattedMessage id="auth.activate.done" /></p>
          <Link to={localizePath('/login', locale)} className="button"><FormattedMessage id="header.login" /></Link>
        </div>
      )}
      {(vm.status === 'rejected' || vm.status === 'failed') && (
        <>
          <FormMessage tone="error" id={vm.status === 'rejected' ? 'auth.activate.rejected' : 'auth.error.failed'} />
          <form noValidate className="auth-form" onSubmit={(event) => { event.preventDefault(); void vm.resend(); }}>
            <FormField id="activate-email" type="email" autoComplete="email" label={intl.formatMessage({ id: 'auth.field.email' })}
              value={vm.email} error={vm.emailError} onValue={vm.setEmail} required />
            {vm.resent && <FormMessage tone="success" id="auth.activate.resent" values={{ email: vm.email.trim() }} />}
            <FormMessage tone="error" id={vm.failure} />
            <button type="submit" className="button auth-form__submit" disabled={vm.busy}><FormattedMessage id="auth.activate.resend" /></button>
          </form>
        </>
      )}
    </section>
  );
});
