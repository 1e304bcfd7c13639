import { makeAutoObservable, runInAction } from 'mobx';
import type { MessageError } from '../../../../core/account';
import { type Result, err } from '../../../../core/shared/result';
import { AUTH_FIELD_MESSAGES, CONTACT_FIELD_MESSAGES, NEWSLETTER_MESSAGES } from '../../../shared/failure-messages';

/** The newsletter form: one e-mail, subscribed to the group of the page's language; a failure (the server's refusal, a 5xx or
 * a network error) ends the sending state, keeps the address and offers a retry. */
export class NewsletterFormViewModel {
  email = '';
  error: string | undefined = undefined;
  status: 'idle' | 'sending' | 'subscribed' | 'failed' = 'idle';
  /** The message of a failed subscription (status `failed`). */
  failure: string | undefined = undefined;

  constructor(private readonly deps: { subscribe: (email: string) => Promise<Result<void, MessageError>> }) {
    makeAutoObservable<NewsletterFormViewModel, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  setEmail(value: string): void {
    this.email = value;
    this.error = undefined;
    if (this.status !== 'sending') {
      this.status = 'idle';
      this.failure = undefined;
    }
  }

  async submit(): Promise<boolean> {
    if (this.status === 'sending') return false;
    if (this.email.trim() === '') {
      this.error = AUTH_FIELD_MESSAGES.emailRequired;
      return false;
    }
    this.status = 'sending';
    this.failure = undefined;
    // The account domain's code may fail to load (offline): that ends the sending state like a network error.
    const result = await this.deps.subscribe(this.email).catch((): Result<void, MessageError> => err({ kind: 'Unreachable' }));
    return runInAction(() => {
      if (result.ok) {
        this.status = 'subscribed';
        return true;
      }
      if (result.error.kind === 'Invalid') {
        this.error = CONTACT_FIELD_MESSAGES[result.error.errors.email ?? 'emailInvalid'];
        this.status = 'idle';
      } else {
        this.status = 'failed';
        this.failure = result.error.kind === 'Unreachable' ? NEWSLETTER_MESSAGES.unreachable : NEWSLETTER_MESSAGES.failed;
      }
      return false;
    });
  }
}
