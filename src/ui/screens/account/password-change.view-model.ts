import { makeAutoObservable, runInAction } from 'mobx';
import { type ChangeOwnPassword, type OwnPasswordForm, PASSWORD_HINTS, type PasswordHint, type PasswordStrength, passwordHints, passwordStrength } from '../../../core/auth';
import { OWN_PASSWORD_FAILURE_MESSAGES, OWN_PASSWORD_MESSAGES, fieldMessages } from '../../shared/failure-messages';

type Field = keyof OwnPasswordForm;
const EMPTY: Record<Field, string> = { currentPassword: '', newPass: '', repeatedPass: '' };

/**
 * The account page's password change: current password, new password (with the live hints), the new one again.
 * Errors go on the fields; a wrong current password is typed again from scratch. Success clears the form and says so
 * (the server ended every other session; this tab keeps a new token).
 */
export class PasswordChangeViewModel {
  values: Record<Field, string> = { ...EMPTY };
  errors: Partial<Record<Field, string>> = {};
  failure: string | undefined = undefined;
  changed = false;
  busy = false;

  constructor(private readonly deps: { change: Pick<ChangeOwnPassword, 'execute'> }) {
    makeAutoObservable<PasswordChangeViewModel, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  get hints(): { hint: PasswordHint; passed: boolean }[] {
    const passed = passwordHints(this.values.newPass);
    return PASSWORD_HINTS.map((hint) => ({ hint, passed: passed[hint] }));
  }

  get strength(): PasswordStrength {
    return passwordStrength(this.values.newPass);
  }

  set(field: Field, value: string): void {
    this.values = { ...this.values, [field]: value };
    this.changed = false;
    this.failure = undefined;
    if (this.errors[field]) this.errors = { ...this.errors, [field]: undefined };
  }

  /** Changes the password; answers whether it changed (false leaves the errors on the fields). */
  async submit(): Promise<boolean> {
    if (this.busy) return false;
    this.failure = undefined;
    this.changed = false;
    this.busy = true;
    const result = await this.deps.change.execute({ ...this.values });
    return runInAction(() => {
      this.busy = false;
      if (result.ok) {
        this.values = { ...EMPTY };
        this.errors = {};
        this.changed = true;
        return true;
      }
      const error = result.error;
      if (error.kind === 'Invalid') {
        this.errors = fieldMessages(OWN_PASSWORD_MESSAGES, error.errors);
        if (error.errors.currentPassword) this.values = { ...this.values, currentPassword: '' };
      } else {
        this.errors = {};
        this.failure = OWN_PASSWORD_FAILURE_MESSAGES[error.kind];
      }
      return false;
    });
  }
}
