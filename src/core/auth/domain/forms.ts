import { isEmail } from '../../shared/validation';
import { isPasswordValid } from './password';

/** Message ids of the auth forms; the UI translates them (`locales/*.json`). */
export const AUTH_MESSAGES = {
  emailRequired: 'auth.validation.emailRequired', // 'Please input your email'
  emailInvalid: 'auth.validation.emailInvalid', // 'Please input a correct email'
  passwordRequired: 'auth.validation.passwordRequired',
  passwordInvalid: 'auth.validation.passwordInvalid', // 'Please check the hints to enter a valid password'
  firstNameRequired: 'auth.validation.firstNameRequired',
  lastNameRequired: 'auth.validation.lastNameRequired',
  newPasswordRequired: 'auth.validation.newPasswordRequired',
  repeatedPasswordRequired: 'auth.validation.repeatedPasswordRequired',
  passwordMismatch: 'auth.validation.passwordMismatch', // 'Your passwords do not match.'
} as const;

export type AuthMessageId = (typeof AUTH_MESSAGES)[keyof typeof AUTH_MESSAGES];
/** Field name → message id of each field that is wrong; empty when the form may be sent. */
export type FormErrors<F extends string> = Partial<Record<F, AuthMessageId>>;

const blank = (value: string | undefined) => (value ?? '').trim() === '';

/** The e-mail rule: required, then well-formed. */
export function emailError(email: string | undefined): AuthMessageId | undefined {
  if (blank(email)) return AUTH_MESSAGES.emailRequired;
  return isEmail(email!.trim()) ? undefined : AUTH_MESSAGES.emailInvalid;
}

export interface LoginForm { readonly email: string; readonly password: string }
export function validateLogin(form: LoginForm): FormErrors<keyof LoginForm> {
  return prune({ email: emailError(form.email), password: form.password ? undefined : AUTH_MESSAGES.passwordRequired });
}

export interface RegistrationForm { readonly firstName: string; readonly lastName: string; readonly email: string; readonly password: string }
export function validateRegistration(form: RegistrationForm): FormErrors<keyof RegistrationForm> {
  return prune({
    firstName: blank(form.firstName) ? AUTH_MESSAGES.firstNameRequired : undefined,
    lastName: blank(form.lastName) ? AUTH_MESSAGES.lastNameRequired : undefined,
    email: emailError(form.email),
    password: !form.password ? AUTH_MESSAGES.passwordRequired : isPasswordValid(form.password) ? undefined : AUTH_MESSAGES.passwordInvalid,
  });
}

export interface NewPasswordForm { readonly newPass: string; readonly repeatedPass: string }
/** Change password: both required and equal; the new one must pass the password rule the server also applies. */
export function validateNewPassword(form: NewPasswordForm): FormErrors<keyof NewPasswordForm> {
  if (!form.newPass || !form.repeatedPass) {
    return prune({
      newPass: form.newPass ? undefined : AUTH_MESSAGES.newPasswordRequired,
      repeatedPass: form.repeatedPass ? undefined : AUTH_MESSAGES.repeatedPasswordRequired,
    });
  }
  if (form.newPass !== form.repeatedPass) return { repeatedPass: AUTH_MESSAGES.passwordMismatch };
  return isPasswordValid(form.newPass) ? {} : { newPass: AUTH_MESSAGES.passwordInvalid };
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
  if (!form.newPass && !form.repeatedPass) return { kind: 'Invalid', errors: { email: AUTH_MESSAGES.emailRequired } };
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

function prune<F extends string>(errors: Record<F, AuthMessageId | undefined>): FormErrors<F> {
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v !== undefined)) as FormErrors<F>;
}
