/** Message ids of a form's fields that are wrong, by field. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The message id of each failure kind of the auth use cases (SPEC.md section 8). */
export const AUTH_FAILURE_MESSAGES = {
  WrongCredentials: 'auth.error.wrongCredentials',
  NotActivated: 'auth.error.notActivated',
  TooManyAttempts: 'auth.error.tooManyAttempts',
  EmailTaken: 'auth.error.emailTaken',
  TokenRejected: 'auth.error.linkInvalid',
  MissingToken: 'auth.error.linkInvalid',
  Failed: 'auth.error.failed',
} as const;

export type AuthFailureKind = keyof typeof AUTH_FAILURE_MESSAGES;

/** Keeps the errors of the fields the visitor has left (blurred) or when the whole form was submitted. */
export function visibleErrors<F extends string>(all: FieldErrors<F>, shown: ReadonlySet<F>): FieldErrors<F> {
  return Object.fromEntries(Object.entries(all).filter(([field]) => shown.has(field as F))) as FieldErrors<F>;
}
