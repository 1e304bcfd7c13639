import { isEmail } from '../../shared/validation';
import { isPasswordValid } from './password';

/**
 * Why a field of an auth form is refused. The core names the problem; the UI says it in the visitor's language
 * (`AUTH_FIELD_MESSAGES` in src/ui/shared/failure-messages.ts).
 */
export type AuthFieldProblem =
  | 'emailRequired' | 'emailInvalid' | 'passwordRequired' | 'passwordInvalid' | 'firstNameRequired' | 'lastNameRequired'
  | 'newPasswordRequired' | 'repeatedPasswordRequired' | 'passwordMismatch';

/** Field name → the problem of each field that is wrong; empty when the form may be sent. */
export type FormErrors<F extends string> = Partial<Record<F, AuthFieldProblem>>;

const blank = (value: string | undefined) => (value ?? '').trim() === '';

/** The e-mail rule: required, then well-formed. */
export function emailError(email: string | undefined): 'emailRequired' | 'emailInvalid' | undefined {
  if (blank(email)) return 'emailRequired';
  return isEmail(email!.trim()) ? undefined : 'emailInvalid';
}

export interface LoginForm { readonly email: string; readonly password: string }
export function validateLogin(form: LoginForm): FormErrors<keyof LoginForm> {
  return prune({ email: emailError(form.email), password: form.password ? undefined : 'passwordRequired' });
}

export interface RegistrationForm { readonly firstName: string; readonly lastName: string; readonly email: string; readonly password: string }
export function validateRegistration(form: RegistrationForm): FormErrors<keyof RegistrationForm> {
  return prune({
    firstName: blank(form.firstName) ? 'firstNameRequired' : undefined,
    lastName: blank(form.lastName) ? 'lastNameRequired' : undefined,
    email: emailError(form.email),
    password: !form.password ? 'passwordRequired' : isPasswordValid(form.password) ? undefined : 'passwordInvalid',
  });
}

export interface NewPasswordForm { readonly newPass: string; readonly repeatedPass: string }
/** Change password: both required and equal; the new one must pass the password rule the server also applies. */
export function validateNewPassword(form: NewPasswordForm): FormErrors<keyof NewPasswordForm> {
  if (!form.newPass || !form.repeatedPass) {
    return prune({
      newPass: form.newPass ? undefined : 'newPasswordRequired',
      repeatedPass: form.repeatedPass ? undefined : 'repeatedPasswordRequired',
    });
  }
  if (form.newPass !== form.repeatedPass) return { repeatedPass: 'passwordMismatch' };
  return isPasswordValid(form.newPass) ? {} : { newPass: 'passwordInvalid' };
}

export interface LostPasswordForm { readonly email: string; readonly newPass: string; readonly repeatedPass: string }
export type LostPasswordIntent =
  | { readonly kind: 'RequestReset'; readonly email: string }
  | { readonly kind: 'ChangePassword'; readonly password: string }
  | { readonly kind: 'Invalid'; readonly errors: FormErrors<keyof LostPasswordForm> };

/** Lost password (dialog mode 2): an e-mail asks for a reset mail; otherwise the two new passwords set it. */
export function lostPasswordIntent(form: LostPasswordForm): LostPasswordIntent {
  if (!blank(form.email)) {
    const error = emailError(form.email);
    return error ? { kind: 'Invalid', errors: { email: error } } : { kind: 'RequestReset', email: form.email.trim() };
  }
  if (!form.newPass && !form.repeatedPass) return { kind: 'Invalid', errors: { email: 'emailRequired' } };
  const errors = validateNewPassword(form);
  return Object.keys(errors).length > 0 ? { kind: 'Invalid', errors } : { kind: 'ChangePassword', password: form.newPass };
}

/** Resending the activation mail requires an e-mail. */
export function validateResendActivation(email: string): FormErrors<'email'> {
  return prune({ email: emailError(email) });
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}

function prune<F extends string>(errors: Record<F, AuthFieldProblem | undefined>): FormErrors<F> {
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v !== undefined)) as FormErrors<F>;
}
