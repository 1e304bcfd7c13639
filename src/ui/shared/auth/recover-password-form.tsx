import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { FormField, FormMessage, useLabel } from './form-field';
import { PasswordHints } from './password-hints';
import { type RecoverPasswordViewModel } from './recover-password.view-model';

/**
 * Lost password (an e-mail asks for the reset mail) or, with a reset link's token, the new password twice.
 * `onLogIn` is the changed-password notice's log-in link.
 */
export const RecoverPasswordForm = observer(function RecoverPasswordForm({ vm, onLogIn, idPrefix = 'recover' }: {
  vm: RecoverPasswordViewModel; onLogIn: () => void; idPrefix?: string;
}) {
  const label = useLabel();
  if (vm.outcome === 'PasswordChanged') {
    return (
      <div className="form-message form-message--success" role="status">
        <p><FormattedMessage id="auth.recover.changed" /></p>
        <button type="button" className="button" onClick={onLogIn}><FormattedMessage id="auth.recover.logIn" /></button>
      </div>
    );
  }
  return (
    <form noValidate className="auth-form" onSubmit={(event) => { event.preventDefault(); void vm.submit(); }}>
      {vm.outcome === 'ResetMailSent' && <FormMessage id="auth.recover.mailSent" tone="success" values={{ email: vm.email.trim() }} />}
      {vm.changing ? (
        <>
          <FormField id={`${idPrefix}-new-password`} type="password" autoComplete="new-password" label={label('auth.field.newPassword')}
            value={vm.newPass} error={vm.errors.newPass} onValue={(v) => vm.set('newPass', v)} describedBy={`${idPrefix}-hints`} required>
            <PasswordHints id={`${idPrefix}-hints`} hints={vm.hints}
              strength={vm.strength} empty={vm.newPass === ''} />
          </FormField>
          <FormField id={`${idPrefix}-repeated-password`} type="password" autoComplete="new-password" label={label('auth.field.repeatedPassword')}
            value={vm.repeatedPass} error={vm.errors.repeatedPass} onValue={(v) => vm.set('repeatedPass', v)} required />
        </>
      ) : (
        <>
          <p><FormattedMessage id="auth.recover.lead" /></p>
          <FormField id={`${idPrefix}-email`} type="email" autoComplete="email" label={label('auth.field.email')} value={vm.email}
            error={vm.errors.email} onValue={(v) => vm.set('email', v)} onBlur={vm.leaveEmail} required />
        </>
      )}
      <FormMessage id={vm.failure} tone="error" />
      <button type="submit" className="button auth-form__submit" disabled={vm.busy}>
        <FormattedMessage id={vm.changing ? 'auth.recover.change' : 'auth.recover.send'} />
      </button>
    </form>
  );
});
