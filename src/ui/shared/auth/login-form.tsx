import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { FormField, FormMessage, useLabel } from './form-field';
import { type LoginDialogViewModel } from './login-dialog.view-model';

/** Dialog mode 0. */
export const LoginForm = observer(function LoginForm({ dialog, onLoggedIn }: { dialog: LoginDialogViewModel; onLoggedIn: () => void }) {
  const vm = dialog.login;
  const label = useLabel();
  return (
    <form noValidate className="auth-form" onSubmit={(event) => {
      event.preventDefault();
      void vm.submit().then((user) => { if (user) onLoggedIn(); });
    }}>
      <FormField id="login-email" type="email" autoComplete="email" label={label('auth.field.email')} value={vm.email}
        error={vm.errors.email} onValue={vm.setEmail} onBlur={vm.leaveEmail} required />
      <FormField id="login-password" type="password" autoComplete="current-password" label={label('auth.field.password')}
        value={vm.password} error={vm.errors.password} onValue={vm.setPassword} required />
      <FormMessage id={vm.failure} tone="error" />
      <button type="submit" className="button auth-form__submit" disabled={vm.busy}><FormattedMessage id="auth.login.submit" /></button>
      <button type="button" className="link-button" onClick={dialog.forgotPassword}><FormattedMessage id="auth.login.forgotPassword" /></button>
    </form>
  );
});
