import { Link, useRouterState } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localizePath } from '../../../core/shared/locale';
import { FormMessage } from '../../shared/auth/form-field';
import { usePageTitle, useLocale } from '../../shared/i18n/use-locale';
import { useViewModel } from '../../shared/use-view-model';
import { confirmEmailScreenTokens } from './confirm-email.tokens';
import '../../shared/auth/auth.css';

const FAILURE: Record<'rejected' | 'taken' | 'failed', string> = {
  rejected: 'account.email.linkRejected',
  taken: 'auth.error.emailTaken',
  failed: 'account.error.failed',
};

/** `/confirm-email?token=…`: the link an e-mail change sent to the new address; confirms it and shows the result. */
export const ConfirmEmailPage = observer(function ConfirmEmailPage() {
  const intl = useIntl();
  const locale = useLocale();
  const vm = useViewModel(confirmEmailScreenTokens.ConfirmEmailViewModel);
  const token = useRouterState({ select: (s) => (s.location.search as Record<string, unknown>).token });
  const title = intl.formatMessage({ id: 'screen.confirmEmail.title' });
  usePageTitle(title);
  useEffect(() => { void vm.confirm(token === undefined || token === null ? '' : String(token)); }, [vm, token]);

  return (
    <section className="auth-page" aria-labelledby="confirm-email-title" aria-busy={vm.status === 'confirming'}>
      <h1 id="confirm-email-title">{title}</h1>
      {vm.status === 'confirming' && <p role="status"><FormattedMessage id="account.email.confirming" /></p>}
      {vm.status === 'confirmed' && (
        <div className="form-message form-message--success" role="status">
          <p><FormattedMessage id="account.email.confirmed" values={{ email: vm.email }} /></p>
          <Link to={localizePath('/account', locale)} className="button"><FormattedMessage id="account.email.toAccount" /></Link>
        </div>
      )}
      {vm.status !== 'confirming' && vm.status !== 'confirmed' && <FormMessage tone="error" id={FAILURE[vm.status]} />}
    </section>
  );
});
