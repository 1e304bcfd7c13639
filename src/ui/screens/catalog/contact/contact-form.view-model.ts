import { makeAutoObservable, runInAction } from 'mobx';
import type { ContactMessage, MessageError } from '../../../../core/account';
import { contactErrors } from '../../../../core/account/domain/contact';
import { CONTACT_FIELD_MESSAGES, CONTACT_RESULT_MESSAGES, CONTACT_SERVER_FIELD_MESSAGES, fieldMessage, fieldMessages } from '../../../shared/failure-messages';
import { type Result, err } from '../../../../core/shared/result';

export type ContactField = keyof ContactMessage;
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'lastname', 'email', 'phone', 'message'];


const EMPTY: ContactMessage = { name: '', lastname: '', email: '', phone: '', message: '' };

/**
 * The contact form: five fields checked when left and on send (errors by message id, per field), one send at a time.
 * A failure (the server's refusal, a 5xx or a network error) ends the sending state, keeps everything typed and says
 * so with a retry; a success clears the form and says so.
 */
export class ContactFormViewModel {
  values: ContactMessage = { ...EMPTY };
  errors: Partial<Record<ContactField, string>> = {};
  status: 'idle' | 'sending' | 'sent' | 'failed' = 'idle';
  failure: string | undefined = undefined;

  constructor(private readonly deps: { send: (message: ContactMessage) => Promise<Result<void, MessageError>> }) {
    makeAutoObservable<ContactFormViewModel, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  get sending(): boolean {
    return this.status === 'sending';
  }

  /** The first field with an error, in the form's order (focus goes there after a refused send). */
  get firstInvalidField(): ContactField | undefined {
    return CONTACT_FIELDS.find((field) => this.errors[field]);
  }

  setField(field: ContactField, value: string): void {
    this.values = { ...this.values, [field]: value };
    if (this.status === 'sent' || this.status === 'failed') this.status = 'idle';
    // An error shown goes away as soon as the field is right; a new one waits until the field is left.
    if (this.errors[field] && !contactErrors(this.values)[field]) this.errors = { ...this.errors, [field]: undefined };
  }

  leaveField(field: ContactField): void {
    if (this.values[field].trim() === '' && !this.errors[field]) return;
    this.errors = { ...this.errors, [field]: fieldMessage(CONTACT_FIELD_MESSAGES, contactErrors(this.values)[field]) };
  }

  /** Sends the message; nothing is sent while a field is wrong. Answers whether it was sent. */
  async submit(): Promise<boolean> {
    if (this.sending) return false;
    this.failure = undefined;
    this.errors = fieldMessages(CONTACT_FIELD_MESSAGES, contactErrors(this.values));
    if (this.firstInvalidField) {
      this.status = 'idle';
      return false;
    }
    this.status = 'sending';
    // The account domain's code may fail to load (offline): that ends the sending state like a network error.
    const result = await this.deps.send(this.values).catch((): Result<void, MessageError> => err({ kind: 'Unreachable' }));
    return runInAction(() => {
      if (result.ok) {
        this.values = { ...EMPTY };
        this.status = 'sent';
        return true;
      }
      this.status = 'failed';
      const error = result.error;
      if (error.kind === 'Unreachable') {
        this.failure = CONTACT_RESULT_MESSAGES.unreachable;
      } else if (error.kind === 'Invalid') {
        this.errors = fieldMessages(CONTACT_FIELD_MESSAGES, error.errors);
        this.status = 'idle';
      } else if (error.failure.kind === 'Invalid' && isContactField(error.failure.field)) {
        // The server checks more than the form (a real phone number): the field it names shows the error.
        this.errors = { [error.failure.field]: CONTACT_SERVER_FIELD_MESSAGES[error.failure.field] };
        this.status = 'idle';
      } else {
        this.failure = error.failure.kind === 'TooOften' || error.failure.kind === 'TooManyAttempts' ? CONTACT_RESULT_MESSAGES.rateLimited : CONTACT_RESULT_MESSAGES.failed;
      }
      return false;
    });
  }
}

function isContactField(field: string | undefined): field is ContactField {
  return CONTACT_FIELDS.includes(field as ContactField);
}
