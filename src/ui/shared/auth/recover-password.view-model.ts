import { makeAutoObservable, runInAction } from 'mobx';
import {
  PASSWORD_HINTS, type PasswordHint, type PasswordStrength, type RecoverPassword, emailError, lostPasswordIntent,
  passwordHints, passwordStrength,
} from '../../../core/auth';
import { AUTH_FAILURE_MESSAGES, AUTH_FIELD_MESSAGES, fieldMessage, fieldMessages } from '../failure-messages';
import { type FieldErrors } from './field-errors';

type Field = 'email' | 'newPass' | 'repeatedPass';

/**
 * Dialog mode 2 and the change-password page. Without a reset token: the e-mail asks for a reset mail. With the
 * token of the e-mailed link: the new password twice sets it.
 */
export class RecoverPasswordViewModel {
  email = '';
  newPass = '';
  repeatedPass = '';
  resetToken: string | undefined = undefined;
  errors: FieldErrors<Field> = {};
  failure: string | undefined = undefined;
  outcome: 'ResetMailSent' | 'PasswordChanged' | undefined = undefined;
  busy = false;

  constructor(private readonly deps: { recover: Pick<RecoverPassword, 'execute'> }) {
    makeAutoObservable<RecoverPasswordViewModel, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  /** Whether the form sets a new password (a reset link was followed) rather than asking for the mail. */
  get changing(): boolean {
    return this.resetToken !== undefined;
  }

  /** The new password's hints and strength, live. */
  get hints(): { hint: PasswordHint; passed: boolean }[] {
    const passed = passwordHints(this.newPass);
    return PASSWORD_HINTS.map((hint) => ({ hint, passed: passed[hint] }));
  }

  get strength(): PasswordStrength {
    return passwordStrength(this.newPass);
  }

  useResetToken(token: string | undefined): void {
    this.resetToken = token || undefined;
  }

  set(field: Field, value: string): void {
    this[field] = value;
    if (field === 'email') {
      const error = fieldMessage(AUTH_FIELD_MESSAGES, emailError(value));
      this.errors = { ...this.errors, email: error && value.trim() !== '' ? error : this.errors.email && error };
    } else if (this.errors[field]) {
      this.errors = { ...this.errors, [field]: undefined };
    }
  }

  leaveEmail(): void {
    this.errors = { ...this.errors, email: fieldMessage(AUTH_FIELD_MESSAGES, emailError(this.email)) };
  }

  async submit(): Promise<void> {
    if (this.busy) return;
    this.failure = undefined;
    const form = this.changing ? { email: '', newPass: this.newPass, repeatedPass: this.repeatedPass } : { email: this.email, newPass: '', repeatedPass: '' };
    const intent = lostPasswordIntent(form);
    this.errors = intent.kind === 'Invalid' ? fieldMessages(AUTH_FIELD_MESSAGES, intent.errors) : {};
    if (intent.kind === 'Invalid') return;
    this.busy = true;
    const result = await this.deps.recover.execute(form, this.resetToken);
    runInAction(() => {
      this.busy = false;
      if (result.ok) {
        this.outcome = result.value;
        this.newPass = '';
        this.repeatedPass = '';
      } else if (result.error.kind === 'Invalid') this.errors = fieldMessages(AUTH_FIELD_MESSAGES, result.error.errors);
      else this.failure = AUTH_FAILURE_MESSAGES[result.error.kind];
    });
  }

  clearMessages(): void {
    this.errors = {};
    this.failure = undefined;
    this.outcome = undefined;
  }
}
