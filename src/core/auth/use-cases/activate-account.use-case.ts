import { type Result, err, ok } from '../../shared/result';
import { type FormErrors, hasErrors, validateResendActivation } from '../domain/forms';
import { type AuthGateway, type AuthRefusal } from '../ports/auth-gateway.port';

export type ActivationError =
  | { readonly kind: 'Invalid'; readonly errors: FormErrors<'email'> }
  | { readonly kind: 'TokenRejected' }
  | { readonly kind: 'Failed'; readonly failure: AuthRefusal };

/** Activates an account with the e-mailed token, and resends the activation mail. */
export class ActivateAccount {
  constructor(private readonly deps: { auth: Pick<AuthGateway, 'activateAccount' | 'sendActivationEmail'> }) {}

  /** TokenRejected when the link's token is unknown, used or expired; Failed otherwise. */
  async execute(token: string): Promise<Result<void, ActivationError>> {
    if (!token) return err({ kind: 'TokenRejected' });
    const result = await this.deps.auth.activateAccount(token);
    if (result.ok) return ok(undefined);
    const rejected = ['LinkRejected', 'NotFound', 'Invalid'].includes(result.error.kind);
    return err(rejected ? { kind: 'TokenRejected' } : { kind: 'Failed', failure: result.error });
  }

  /** Resends the activation mail; Invalid when no valid e-mail is given. */
  async resend(email: string): Promise<Result<void, ActivationError>> {
    const errors = validateResendActivation(email);
    if (hasErrors(errors)) return err({ kind: 'Invalid', errors });
    const result = await this.deps.auth.sendActivationEmail(email.trim());
    return result.ok ? ok(undefined) : err({ kind: 'Failed', failure: result.error });
  }
}
