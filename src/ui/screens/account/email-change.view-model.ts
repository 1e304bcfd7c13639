import { makeAutoObservable, runInAction } from 'mobx';
import { type ChangeEmail, type EmailChangeForm, emailChangeErrors } from '../../../core/account';
import { EMAIL_CHANGE_FAILURE_MESSAGES, EMAIL_CHANGE_MESSAGES, fieldMessage, fieldMessages } from '../../shared/failure-messages';

type Field = keyof EmailChangeForm;

/**
 * The account page's e-mail change: the new address and the current password. Success means a link went to the new
 * address (`sentTo`); the e-mail itself changes only when that link is opened.
 */
export class EmailChangeViewModel {
  values: Record<Field, string> = { newEmail: '', currentPassword: '' };
  errors: Partial<Record<Field, string>> = {};
  /** The address the confirmation link was sent to, once sent. */
  sentTo: string | undefined = undefined;
  failure: string | undefined = undefined;
  busy = false;

  constructor(private readonly deps: { change: Pick<ChangeEmail, 'execute'>; currentEmail: () => string }) {
    makeAutoObservable<EmailChangeViewModel, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  get currentEmail(): string {
    return this.deps.currentEmail();
  }

  set(field: Field, value: string): void {
    this.values = { ...this.values, [field]: value };
    this.failure = undefined;
    if (this.errors[field]) this.errors = { ...this.errors, [field]: fieldMessage(EMAIL_CHANGE_MESSAGES, emailChangeErrors(this.values, this.currentEmail)[field]) };
  }

  /** The new address is checked when the visitor leaves it (the password only on submit). */
  leave(field: Field): void {
    if (field === 'newEmail' && this.values.newEmail.trim()) {
      this.errors = { ...this.errors, newEmail: fieldMessage(EMAIL_CHANGE_MESSAGES, emailChangeErrors(this.values, this.currentEmail).newEmail) };
    }
  }

  /** Asks for the change; answers whether the link was sent (false leaves the errors on the fields). */
  async submit(): Promise<boolean> {
    if (this.busy) return false;
    this.failure = undefined;
    this.errors = fieldMessages(EMAIL_CHANGE_MESSAGES, emailChangeErrors(this.values, this.currentEmail));
    if (Object.keys(this.errors).length > 0) return false;
    this.busy = true;
    this.sentTo = undefined;
    const result = await this.deps.change.execute({ ...this.values }, this.currentEmail);
    return runInAction(() => {
      this.busy = false;
      if (result.ok) {
        this.sentTo = result.value.pendingEmail;
        this.values = { newEmail: '', currentPassword: '' };
        return true;
      }
      const error = result.error;
      if (error.kind === 'Invalid') {
        this.errors = fieldMessages(EMAIL_CHANGE_MESSAGES, error.errors);
        // A wrong password is typed again from scratch.
        if (error.errors.currentPassword) this.values = { ...this.values, currentPassword: '' };
      } else {
        this.failure = EMAIL_CHANGE_FAILURE_MESSAGES[error.kind];
      }
      return false;
    });
  }
}
