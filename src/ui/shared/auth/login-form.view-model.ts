import { makeAutoObservable, runInAction } from 'mobx';
import { type LogIn, type User, emailError, validateLogin } from '../../../core/auth';
import { AUTH_FAILURE_MESSAGES, AUTH_FIELD_MESSAGES, fieldMessage, fieldMessages } from '../failure-messages';
import { type FieldErrors } from './field-errors';

type Field = 'email' | 'password';

/** Dialog mode 0: e-mail (required on blur, valid on blur and change) and password (required). */
export class LoginFormViewModel {
  email = '';
  password = '';
  errors: FieldErrors<Field> = {};
  failure: string | undefined = undefined;
  busy = false;

  constructor(private readonly deps: { logIn: Pick<LogIn, 'execute'>; signedIn: (user: User) => void }) {
    makeAutoObservable<LoginFormViewModel, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  setEmail(value: string): void {
    this.email = value;
    // Valid on change: a format error shows (or clears) while typing; "required" waits for the blur.
    const error = fieldMessage(AUTH_FIELD_MESSAGES, emailError(value));
    this.errors = { ...this.errors, email: error && value.trim() !== '' ? error : this.errors.email && error };
  }

  setPassword(value: string): void {
    this.password = value;
    if (value) this.errors = { ...this.errors, password: undefined };
  }

  leaveEmail(): void {
    this.errors = { ...this.errors, email: fieldMessage(AUTH_FIELD_MESSAGES, emailError(this.email)) };
  }

  /** Logs in; answers the user on success. Nothing is sent while the form has errors. */
  async submit(): Promise<User | undefined> {
    if (this.busy) return undefined;
    this.failure = undefined;
    const errors = fieldMessages(AUTH_FIELD_MESSAGES, validateLogin(this));
    this.errors = errors;
    if (Object.keys(errors).length > 0) return undefined;
    this.busy = true;
    const result = await this.deps.logIn.execute({ email: this.email, password: this.password });
    return runInAction(() => {
      this.busy = false;
      if (!result.ok) {
        if (result.error.kind === 'Invalid') this.errors = fieldMessages(AUTH_FIELD_MESSAGES, result.error.errors);
        else this.failure = AUTH_FAILURE_MESSAGES[result.error.kind];
        return undefined;
      }
      this.password = '';
      this.errors = {};
      this.deps.signedIn(result.value);
      return result.value;
    });
  }

  clearMessages(): void {
    this.errors = {};
    this.failure = undefined;
  }
}
