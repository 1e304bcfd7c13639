import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField, FormMessage } from '../../shared/auth/form-field';
import { PasswordHints } from '../../shared/auth/password-hints';
import { type PasswordChangeViewModel } from './password-change.view-model';

/**
 * Changing the password while logged in (`PATCH auth/change-password` with the current password; the e-mailed reset
 * link stays for a forgotten one). After a refused submit the first wrong field gets the focus.
 */
export const PasswordChangeForm = observer(function PasswordChangeForm({ vm }: { vm: PasswordChangeViewModel }) {
  const intl = useIntl();
  const form = useRef<HTMLFormElement>(null);
  const submit = async () => {
    const changed = await vm.submit();
    if (!changed) form.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
  };
  return (
    <form ref={form} noValidate className="auth-form account-form" aria-labelledby="password-change-title"
      onSubmit={(event) => { event.preventDefault(); void submit(); }}>
      <h2 id="password-change-title"><FormattedMessage id="account.password.title" /></h2>
      <div className="account-form__grid">
        <FormField id="password-change-current" type="password" autoComplete="current-password" label={intl.formatMessage({ id: 'account.email.currentPassword' })}
          value={vm.values.currentPassword} error={vm.errors.currentPassword} onValue={(v) => vm.set('currentPassword', v)} required />
        <FormField id="password-change-new" type="password" autoComplete="new-password" label={intl.formatMessage({ id: 'account.password.new' })}
          value={vm.values.newPass} error={vm.errors.newPass} onValue={(v) => vm.set('newPass', v)} describedBy="password-change-hints" required>
          <PasswordHints id="password-change-hints" hints={vm.hints} strength={vm.strength} empty={vm.values.newPass === ''} />
        </FormField>
        <FormField id="password-change-repeat" type="password" autoComplete="new-password" label={intl.formatMessage({ id: 'account.password.repeat' })}
          value={vm.values.repeatedPass} error={vm.errors.repeatedPass} onValue={(v) => vm.set('repeatedPass', v)} required />
      </div>
      {vm.changed && <FormMessage tone="success" id="account.password.changed" />}
      <FormMessage tone="error" id={vm.failure} />
      <button type="submit" className="button auth-form__submit" disabled={vm.busy}><FormattedMessage id="account.password.submit" /></button>
    </form>
  );
});
