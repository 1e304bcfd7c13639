import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormField, FormMessage, useLabel } from './form-field';
import { PasswordHints } from './password-hints';
import { type RegistrationFormViewModel } from './registration-form.view-model';

/**
 * Dialog mode 1. After registering, the form gives way to what to do next (open the activation link, then log in),
 * with a resend link: a second press cannot register the address again (it would answer "already taken").
 */
export const RegistrationForm = observer(function RegistrationForm({ vm, onLogIn }: { vm: RegistrationFormViewModel; onLogIn?: () => void }) {
  const label = useLabel();
  if (vm.registered) return <RegistrationDone vm={vm} onLogIn={onLogIn} />;
  return (
    <form noValidate className="auth-form" onSubmit={(event) => { event.preventDefault(); void vm.submit(); }}>
      <FormField id="register-first-name" autoComplete="given-name" label={label('auth.field.firstName')} value={vm.firstName}
        error={vm.errors.firstName} onValue={(v) => vm.set('firstName', v)} onBlur={() => vm.leave('firstName')} required />
      <FormField id="register-last-name" autoComplete="family-name" label={label('auth.field.lastName')} value={vm.lastName}
        error={vm.errors.lastName} onValue={(v) => vm.set('lastName', v)} onBlur={() => vm.leave('lastName')} required />
      <FormField id="register-email" type="email" autoComplete="email" label={label('auth.field.email')} value={vm.email}
        error={vm.errors.email} onValue={(v) => vm.set('email', v)} onBlur={() => vm.leave('email')} required />
      <FormField id="register-password" type="password" autoComplete="new-password" label={label('auth.field.password')}
        value={vm.password} error={vm.errors.password} onValue={(v) => vm.set('password', v)} describedBy="register-password-hints" required>
        <PasswordHints id="register-password-hints" hints={vm.hints} strength={vm.strength} empty={vm.password === ''} />
      </FormField>
      <FormMessage id={vm.failure} tone="error" />
      <button type="submit" className="button auth-form__submit" disabled={vm.busy}><FormattedMessage id="auth.register.submit" /></button>
    </form>
  );
});

/** The success state: focus moves to its heading so a screen reader reads what to do next. */
const RegistrationDone = observer(function RegistrationDone({ vm, onLogIn }: { vm: RegistrationFormViewModel; onLogIn?: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => { heading.current?.focus(); }, []);
  return (
    <section className="auth-form registration-done" aria-labelledby="register-done-title">
      <h3 id="register-done-title" ref={heading} tabIndex={-1}><FormattedMessage id="auth.register.doneTitle" /></h3>
      <div className="form-message form-message--success" role="status">
        {vm.noticeVisible && (
          <>
            <p><FormattedMessage id="auth.register.activationSent" values={{ email: vm.activationSentTo }} /></p>
            <p><FormattedMessage id="auth.register.nextStep" /></p>
          </>
        )}
      </div>
      <FormMessage id={vm.failure} tone="error" />
      <button type="button" className="link-button" onClick={() => void vm.resendActivation()} disabled={vm.busy}>
        <FormattedMessage id="auth.register.resend" />
      </button>
      {onLogIn && (
        <button type="button" className="button auth-form__submit" onClick={onLogIn}><FormattedMessage id="auth.register.toLogin" /></button>
      )}
    </section>
  );
});
