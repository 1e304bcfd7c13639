import { makeAutoObservable, runInAction } from 'mobx';
import { type ActivateAccount, emailError } from '../../../core/auth';
import { AUTH_FAILURE_MESSAGES, AUTH_FIELD_MESSAGES, fieldMessage } from '../../shared/failure-messages';

/** `/activate-account?token=…`: activates once with the link's token; a rejected link offers to resend the mail. */
export class ActivateAccountViewModel {
  status: 'activating' | 'activated' | 'rejected' | 'failed' = 'activating';
  email = '';
  emailError: string | undefined = undefined;
  resent = false;
  failure: string | undefined = undefined;
  busy = false;
  private started = false;

  constructor(private readonly deps: { activation: Pick<ActivateAccount, 'execute' | 'resend'> }) {
    makeAutoObservable<ActivateAccountViewModel, 'deps' | 'started'>(this, { deps: false, started: false }, { autoBind: true });
  }

  async activate(token: string): Promise<void> {
    if (this.started) return;
    this.started = true;
    const result = await this.deps.activation.execute(token);
    runInAction(() => {
      this.status = result.ok ? 'activated' : result.error.kind === 'TokenRejected' ? 'rejected' : 'failed';
    });
  }

  setEmail(value: string): void {
    this.email = value;
    if (this.emailError) this.emailError = fieldMessage(AUTH_FIELD_MESSAGES, emailError(value));
  }

  /** Resending the activation mail requires an e-mail. */
  async resend(): Promise<void> {
    this.resent = false;
    this.failure = undefined;
    this.emailError = fieldMessage(AUTH_FIELD_MESSAGES, emailError(this.email));
    if (this.emailError || this.busy) return;
    this.busy = true;
    const result = await this.deps.activation.resend(this.email);
    runInAction(() => {
      this.busy = false;
      if (result.ok) this.resent = true;
      else if (result.error.kind === 'Invalid') this.emailError = fieldMessage(AUTH_FIELD_MESSAGES, result.error.errors.email);
      else this.failure = AUTH_FAILURE_MESSAGES.Failed;
    });
  }
}
