import { type Result, err, ok } from '../../shared/result';
import { type FormErrors, type RegistrationForm, hasErrors, validateRegistration } from '../domain/forms';
import { type AuthGateway, type AuthRefusal } from '../ports/auth-gateway.port';

export type RegisterError =
  | { readonly kind: 'Invalid'; readonly errors: FormErrors<keyof RegistrationForm> }
  | { readonly kind: 'EmailTaken' }
  | { readonly kind: 'Failed'; readonly failure: AuthRefusal };

/** Registers a user; the server mails the activation link. */
export class Register {
  constructor(private readonly deps: { auth: Pick<AuthGateway, 'register'> }) {}

  /** Invalid (nothing sent), EmailTaken or Failed. */
  async execute(form: RegistrationForm): Promise<Result<void, RegisterError>> {
    const errors = validateRegistration(form);
    if (hasErrors(errors)) return err({ kind: 'Invalid', errors });
    const result = await this.deps.auth.register({
      firstName: form.firstName.trim(), lastName: form.lastName.trim(), email: form.email.trim(), password: form.password,
    });
    if (result.ok) return ok(undefined);
    return err(result.error.kind === 'EmailTaken' ? { kind: 'EmailTaken' } : { kind: 'Failed', failure: result.error });
  }
}
