import { makeAutoObservable, runInAction } from 'mobx';
import {
  type ActivateAccount, PASSWORD_HINTS, type PasswordHint, type PasswordStrength, type Register, emailError,
  passwordHints, passwordStrength, validateRegistration,
} from '../../../core/auth';
import { AUTH_FAILURE_MESSAGES, AUTH_FIELD_MESSAGES, fieldMessage, fieldMessages } from '../failure-messages';
import { type FieldErrors } from './field-errors';

type Field = 'firstName' | 'lastName' | 'email' | 'password';

/** Dialog mode 1: name, last name, e-mail and password with its live hints; then, in place of the form, the activation notice. */
export class RegistrationFormViewModel {
  firstName = '';
  lastName = '';
  email = '';
  password = '';
  errors: FieldErrors<Field> = {};
  failure: string | undefined = undefined;
  busy = false;
  /** The address the activation mail went to; the notice shows while it is set. */
  activationSentTo: string | undefined = undefined;
  noticeVisible = false;

  constructor(private readonly deps: { register: Pick<Register, 'execute'>; activation: Pick<ActivateAccount, 'resend'> }) {
    makeAutoObservable<RegistrationFormViewModel, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  get hints(): { hint: PasswordHint; passed: boolean }[] {
    const passed = passwordHints(this.password);
    return PASSWORD_HINTS.map((hint) => ({ hint, passed: passed[hint] }));
  }

  get strength(): PasswordStrength {
    return passwordStrength(this.password);
  }

  set(field: Field, value: string): void {
    this[field] = value;
    if (field === 'email') {
      const error = fieldMessage(AUTH_FIELD_MESSAGES, emailError(value));
      this.errors = { ...this.errors, email: error && value.trim() !== '' ? error : this.errors.email && error };
    } else if (this.errors[field]) {
      this.errors = { ...this.errors, [field]: fieldMessage(AUTH_FIELD_MESSAGES, validateRegistration(this)[field]) };
    }
  }

  leave(field: Field): void {
    this.errors = { ...this.errors, [field]: fieldMessage(AUTH_FIELD_MESSAGES, validateRegistration(this)[field]) };
  }

  /** True once the account is made: the form gives way to what to do next (open the activation link, then log in). */
  get registered(): boolean {
    return this.activationSentTo !== undefined;
  }

  /** Registers; nothing is sent while a field is missing or wrong, nor again once registered (it would be "taken"). */
  async submit(): Promise<void> {
    if (this.busy || this.registered) return;
    this.failure = undefined;
    this.errors = fieldMessages(AUTH_FIELD_MESSAGES, validateRegistration(this));
    if (Object.keys(this.errors).length > 0) return;
    this.busy = true;
    const result = await this.deps.register.execute(this);
    runInAction(() => {
      this.busy = false;
      if (!result.ok) {
        if (result.error.kind === 'Invalid') this.errors = fieldMessages(AUTH_FIELD_MESSAGES, result.error.errors);
        else this.failure = AUTH_FAILURE_MESSAGES[result.error.kind];
        return;
      }
      this.activationSentTo = this.email.trim();
      this.noticeVisible = true;
      this.password = '';
    });
  }

  /** Sends the activation mail again: the notice goes away and comes back once it is sent. */
  async resendActivation(): Promise<void> {
    if (!this.activationSentTo || this.busy) return;
    this.noticeVisible = false;
    this.failure = undefined;
    this.busy = true;
    const result = await this.deps.activation.resend(this.activationSentTo);
    runInAction(() => {
      this.busy = false;
      if (result.ok) this.noticeVisible = true;
      else this.failure = AUTH_FAILURE_MESSAGES.Failed;
    });
  }

  clearMessages(): void {
    this.errors = {};
    this.failure = undefined;
    this.activationSentTo = undefined;
    this.noticeVisible = false;
  }
}
