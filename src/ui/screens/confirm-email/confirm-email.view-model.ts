import { makeAutoObservable, runInAction } from 'mobx';
import { type ConfirmEmailChange } from '../../../core/account';

/** `/confirm-email?token=…`: confirms the e-mail change of the link once and shows the result. */
export class ConfirmEmailViewModel {
  status: 'confirming' | 'confirmed' | 'rejected' | 'taken' | 'failed' = 'confirming';
  /** The account's new address, once confirmed. */
  email = '';
  private started = false;

  constructor(private readonly deps: { confirm: Pick<ConfirmEmailChange, 'execute'>; changed: (email: string) => void }) {
    makeAutoObservable<ConfirmEmailViewModel, 'deps' | 'started'>(this, { deps: false, started: false }, { autoBind: true });
  }

  async confirm(token: string): Promise<void> {
    if (this.started) return;
    this.started = true;
    const result = await this.deps.confirm.execute(token);
    runInAction(() => {
      if (result.ok) {
        this.email = result.value.email;
        this.status = 'confirmed';
        this.deps.changed(result.value.email);
        return;
      }
      const { kind } = result.error;
      this.status = kind === 'TokenRejected' || kind === 'MissingToken' ? 'rejected' : kind === 'EmailTaken' ? 'taken' : 'failed';
    });
  }
}
