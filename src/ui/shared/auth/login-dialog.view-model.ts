import { makeAutoObservable } from 'mobx';
import { type LoginFormViewModel } from './login-form.view-model';
import { type RecoverPasswordViewModel } from './recover-password.view-model';
import { type RegistrationFormViewModel } from './registration-form.view-model';

/** The dialog's modes (SPEC.md section 2): 0 login, 1 registration, 2 password retrieval. */
export type DialogMode = 0 | 1 | 2;

/** The login/registration dialog: which mode shows, and the three forms. */
export class LoginDialogViewModel {
  mode: DialogMode = 0;

  constructor(readonly login: LoginFormViewModel, readonly registration: RegistrationFormViewModel, readonly recover: RecoverPasswordViewModel) {
    makeAutoObservable(this, { login: false, registration: false, recover: false }, { autoBind: true });
  }

  /** The tabs connect and registration show except in mode 2. */
  get showTabs(): boolean {
    return this.mode !== 2;
  }

  /** Opens in mode 2 with the reset link's token (`?changePassword=true&token=…`), otherwise in login mode. */
  open(resetToken: string | undefined): void {
    this.recover.useResetToken(resetToken);
    this.mode = resetToken ? 2 : 0;
  }

  setMode(mode: DialogMode): void {
    this.mode = mode;
  }

  /** "Connect": back to login mode, leaving the change-password mode. */
  connect(): void {
    this.recover.useResetToken(undefined);
    this.recover.clearMessages();
    this.mode = 0;
  }

  forgotPassword(): void {
    this.recover.useResetToken(undefined);
    this.recover.clearMessages();
    this.mode = 2;
  }
}
