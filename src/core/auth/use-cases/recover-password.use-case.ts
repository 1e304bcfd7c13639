import { type Result, err, ok } from '../../shared/result';
import { type FormErrors, type LostPasswordForm, lostPasswordIntent } from '../domain/forms';
import { type AuthGateway, type AuthRefusal } from '../ports/auth-gateway.port';

export type RecoverPasswordError =
  | { readonly kind: 'Invalid'; readonly errors: FormErrors<keyof LostPasswordForm> }
  | { readonly kind: 'MissingToken' }
  | { readonly kind: 'TokenRejected' }
  | { readonly kind: 'Failed'; readonly failure: AuthRefusal };

/** Dialog mode 2: with an e-mail asks for a reset mail, otherwise sets the new password with the link's token. */
export class RecoverPassword {
  constructor(private readonly deps: { auth: Pick<AuthGateway, 'requestPasswordReset' | 'changePassword'> }) {}

  /** Answers which of the two happened; Invalid, MissingToken, TokenRejected (the link is unknown, used or expired) or Failed. */
  async execute(form: LostPasswordForm, resetToken?: string): Promise<Result<'ResetMailSent' | 'PasswordChanged', RecoverPasswordError>> {
    const intent = lostPasswordIntent(form);
    if (intent.kind === 'Invalid') return err(intent);
    if (intent.kind === 'RequestReset') {
      const sent = await this.deps.auth.requestPasswordReset(intent.email);
      return sent.ok ? ok('ResetMailSent') : err({ kind: 'Failed', failure: sent.error });
    }
    if (!resetToken) return err({ kind: 'MissingToken' });
    const changed = await this.deps.auth.changePassword(resetToken, intent.password);
    if (changed.ok) return ok('PasswordChanged');
    const rejected = changed.error.kind === 'LinkRejected';
    return err(rejected ? { kind: 'TokenRejected' } : { kind: 'Failed', failure: changed.error });
  }
}
