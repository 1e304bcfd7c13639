import { type AuthFieldProblem, type NewPasswordForm, validateNewPassword } from '../domain/forms';
import { type AuthGateway } from '../ports/auth-gateway.port';
import { type TokenStore } from '../ports/token-store.port';
import { type Result, err, ok } from '../../shared/result';

export interface OwnPasswordForm extends NewPasswordForm { readonly currentPassword: string }

/** Why a field of the password change is refused: the auth forms' problems, or a current password the server did not take. */
export type OwnPasswordProblem = AuthFieldProblem | 'wrongCurrentPassword';

export type ChangeOwnPasswordError =
  /** Problems on the fields: a missing or wrong current password, a new one that breaks the rule or differs. */
  | { readonly kind: 'Invalid'; readonly errors: Partial<Record<keyof OwnPasswordForm, OwnPasswordProblem>> }
  | { readonly kind: 'NotLoggedIn' }
  | { readonly kind: 'TooManyAttempts' }
  | { readonly kind: 'Failed' };

/**
 * A logged-in user changes the password with the current one (`PATCH auth/change-password`, checked and throttled as a
 * login by the server). The server ends every session, the current one included, and answers a new token: it replaces
 * the old one, so this tab stays logged in.
 */
export class ChangeOwnPassword {
  constructor(private readonly deps: { auth: Pick<AuthGateway, 'changeOwnPassword'>; tokens: TokenStore }) {}

  async execute(form: OwnPasswordForm): Promise<Result<void, ChangeOwnPasswordError>> {
    const errors: Partial<Record<keyof OwnPasswordForm, OwnPasswordProblem>> = {
      ...(form.currentPassword ? {} : { currentPassword: 'passwordRequired' }), ...validateNewPassword(form),
    };
    if (Object.keys(errors).length > 0) return err({ kind: 'Invalid', errors });
    const token = this.deps.tokens.get();
    if (!token) return err({ kind: 'NotLoggedIn' });
    const answer = await this.deps.auth.changeOwnPassword(token, form.currentPassword, form.newPass).catch(() => undefined);
    if (!answer) return err({ kind: 'Failed' });
    if (answer.ok) {
      this.deps.tokens.set(answer.value.token);
      return ok(undefined);
    }
    const failure = answer.error;
    switch (failure.kind) {
      case 'WrongPassword': return err({ kind: 'Invalid', errors: { currentPassword: 'wrongCurrentPassword' } });
      case 'Invalid':
        return err(failure.reason === 'PasswordRule' ? { kind: 'Invalid', errors: { newPass: 'passwordInvalid' } } : { kind: 'Failed' });
      case 'NotLoggedIn':
      case 'SessionEnded':
        return err({ kind: 'NotLoggedIn' });
      case 'TooManyAttempts':
      case 'TooOften':
        return err({ kind: 'TooManyAttempts' });
      default: return err({ kind: 'Failed' });
    }
  }
}
