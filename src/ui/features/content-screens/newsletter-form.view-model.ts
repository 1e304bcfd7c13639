import { makeAutoObservable, runInAction } from 'mobx';
import type { MessageError } from '../../../core/account';
import { type Result } from '../../../core/shared/result';

/** SPEC.md section 8: 'You have subscribed' / 'Something went wrong, please try again'. */
export const NEWSLETTER_MESSAGES = { subscribed: 'newsletter.subscribed', failed: 'newsletter.failed' } as const;

/** The newsletter form: one e-mail, subscribed to the group of the page's language; a failure keeps the address. */
export class NewsletterFormViewModel {
  email = '';
  error: string | undefined = undefined;
  status: 'idle' | 'sending' | 'subscribed' | 'failed' = 'idle';

  constructor(private readonly deps: { subscribe: (email: string) => Promise<Result<void, MessageError>> }) {
    makeAutoObservable<NewsletterFormViewModel, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  setEmail(value: string): void {
    this.email = value;
    this.error = undefined;
    if (this.status !== 'sending') this.status = 'idle';
  }

  async submit(): Promise<boolean> {
    if (this.status === 'sending') return false;
    if (this.email.trim() === '') {
      this.error = 'auth.validation.emailRequired';
      return false;
    }
    this.status = 'sending';
    const result = await this.deps.subscribe(this.email);
    return runInAction(() => {
      if (result.ok) {
        this.status = 'subscribed';
        return true;
      }
      if (result.error.kind === 'Invalid') {
        this.error = result.error.errors.email ?? 'auth.validation.emailInvalid';
        this.status = 'idle';
      } else this.status = 'failed';
      return false;
    });
  }
}
