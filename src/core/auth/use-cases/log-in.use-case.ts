import { type ApiFailure } from '../../shared/api-failure';
import { type Result, err, ok } from '../../shared/result';
import { type FormErrors, type LoginForm, hasErrors, validateLogin } from '../domain/forms';
import { type User } from '../domain/user';
import { type AuthGateway } from '../ports/auth-gateway.port';
import { type TokenStore } from '../ports/token-store.port';

export type LogInError =
  | { readonly kind: 'Invalid'; readonly errors: FormErrors<keyof LoginForm> }
  | { readonly kind: 'WrongCredentials' }
  | { readonly kind: 'NotActivated' }
  | { readonly kind: 'TooManyAttempts' }
  | { readonly kind: 'Failed'; readonly failure: ApiFailure };

/** Logs in: stores the bearer token, then fetches the user with customer data. */
export class LogIn {
  constructor(private readonly deps: { auth: Pick<AuthGateway, 'login' | 'currentUser'>; tokens: TokenStore }) {}

  /** Returns the user; Invalid (nothing sent), WrongCredentials (401), NotActivated (401), TooManyAttempts (429) or Failed. */
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

function loginFailure(failure: ApiFailure): LogInError {
  if (failure.kind === 'RateLimited') return { kind: 'TooManyAttempts' };
  if (failure.kind !== 'Unauthorized') return { kind: 'Failed', failure };
  return failure.code === 'ACCOUNT_NOT_ACTIVATED' ? { kind: 'NotActivated' } : { kind: 'WrongCredentials' };
}
