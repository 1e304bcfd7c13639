import { type Result, err, ok } from '../../shared/result';
import { type FormErrors, type LoginForm, hasErrors, validateLogin } from '../domain/forms';
import { type User } from '../domain/user';
import { type AuthGateway, type AuthRefusal } from '../ports/auth-gateway.port';
import { type TokenStore } from '../ports/token-store.port';

export type LogInError =
  | { readonly kind: 'Invalid'; readonly errors: FormErrors<keyof LoginForm> }
  | { readonly kind: 'WrongCredentials' }
  | { readonly kind: 'NotActivated' }
  /** Too many failed logins: `retryAfter` seconds when the shop says. */
  | { readonly kind: 'TooManyAttempts'; readonly retryAfter?: number }
  | { readonly kind: 'Failed'; readonly failure: AuthRefusal };

/** Logs in: stores the bearer token, then fetches the user with customer data. */
export class LogIn {
  constructor(private readonly deps: { auth: Pick<AuthGateway, 'login' | 'currentUser'>; tokens: TokenStore }) {}

  /** Returns the user; Invalid (nothing sent), WrongCredentials, NotActivated, TooManyAttempts or Failed. */
  async execute(form: LoginForm): Promise<Result<User, LogInError>> {
    const errors = validateLogin(form);
    if (hasErrors(errors)) return err({ kind: 'Invalid', errors });
    const login = await this.deps.auth.login(form.email.trim(), form.password);
    if (!login.ok) return err(loginFailure(login.error));
    this.deps.tokens.set(login.value.token);
    const user = await this.deps.auth.currentUser(login.value.token);
    if (!user.ok) {
      this.deps.tokens.clear();
      return err({ kind: 'Failed', failure: user.error });
    }
    return ok(user.value);
  }
}

function loginFailure(failure: AuthRefusal): LogInError {
  switch (failure.kind) {
    case 'TooManyAttempts':
    case 'TooOften':
      return failure.retryAfter !== undefined ? { kind: 'TooManyAttempts', retryAfter: failure.retryAfter } : { kind: 'TooManyAttempts' };
    case 'NotActivated':
    case 'WrongCredentials':
      return { kind: failure.kind };
    default:
      return { kind: 'Failed', failure };
  }
}
