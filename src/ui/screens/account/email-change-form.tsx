import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField, FormMessage } from '../../shared/auth/form-field';
import { type EmailChangeViewModel } from './email-change.view-model';

/**
 * Changing the account e-mail (issue 13, finding 8): the new address and the current password; the server e-mails a
 * link to the new address and tells the old one. After a refused submit the first wrong field gets the focus.
 */
export const EmailChangeForm = observer(function EmailChangeForm({ vm }: { vm: EmailChangeViewModel }) {
  const intl = useIntl();
  const form = useRef<HTMLFormElement>(null);
  const submit = async () => {
    const sent = await vm.submit();
    if (!sent) form.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
  };
  return (
    <form ref={form} noValidate className="auth-form account-form" aria-labelledby="email-change-title" aria-describedby="email-change-intro"
      onSubmit={(event) => { event.preventDefault(); void submit(); }}>
      <h2 id="email-change-title"><FormattedMessage id="account.email.title" /></h2>
      <p id="email-change-intro"><FormattedMessage id="account.email.intro" values={{ email: vm.currentEmail }} /></p>
      <div className="account-form__grid">
        <FormField id="email-change-new" type="email" autoComplete="email" label={intl.formatMessage({ id: 'account.email.new' })}
          value={vm.values.newEmail} error={vm.errors.newEmail} onValue={(v) => vm.set('newEmail', v)} onBlur={() => vm.leave('newEmail')} required />
        <FormField id="email-change-password" type="password" autoComplete="current-password" label={intl.formatMessage({ id: 'account.email.currentPassword' })}
          value={vm.values.currentPassword} error={vm.errors.currentPassword} onValue={(v) => vm.set('currentPassword', v)} required />
      </div>
      {vm.sentTo && <FormMessage tone="success" id="account.email.sent" values={{ email: vm.sentTo, current: vm.currentEmail }} />}
      <FormMessage tone="error" id={vm.failure} />
      <button type="submit" className="button auth-form__submit" disabled={vm.busy}><FormattedMessage id="account.email.submit" /></button>
    </form>
  );
});
