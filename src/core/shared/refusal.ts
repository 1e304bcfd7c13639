/**
 * Why the shop refused a call of the auth, account, content, search or services ports, in the shop's words (the
 * booking and payment ports have their own `BookingRefusal`). Each port names the kinds it answers (`AuthRefusal`,
 * `AccountRefusal`…); the HTTP adapters map the server's status and error code to them (`src/adapters/http/*.mappers.ts`),
 * the in-memory adapters build them directly. Faults (network down, a server error) are thrown, not refused.
 */

/** The kinds any call may answer, whatever its port. */
export type CommonRefusalKind =
  /** A field of the request was refused (see `reason` and `field`). */
  | 'Invalid'
  /** The call needs a logged-in user and none was given. */
  | 'NotLoggedIn'
  /** The shop no longer knows the session the call carried (expired, logged out, ended elsewhere). */
  | 'SessionEnded'
  /** Logged in, but not allowed (another user's record, not an administrator). */
  | 'NotAllowed'
  /** No such record. */
  | 'NotFound'
  /** Asked too often: try again later (`retryAfter` seconds when the shop says). */
  | 'TooOften'
  /** Refused for a reason this port does not name (for the log only; the traveller reads "it failed"). */
  | 'Refused';

export type RefusalKind =
  | CommonRefusalKind
  /** Log in: no account with this e-mail and password. */
  | 'WrongCredentials'
  /** Log in: the account's activation link was not opened yet. */
  | 'NotActivated'
  /** The current password that confirms a change is wrong. */
  | 'WrongPassword'
  /** Another account has this e-mail. */
  | 'EmailTaken'
  /** An e-mailed link (activation, password reset, e-mail change) is unknown, used or expired. */
  | 'LinkRejected'
  /** Too many wrong passwords: the shop waits before it checks another (`retryAfter` seconds when it says). */
  | 'TooManyAttempts'
  /** As many saved records as a user may keep. */
  | 'LimitReached'
  /** The order's tickets are not issued (yet): there is nothing to mail. */
  | 'NotIssued';

/** What made a field invalid, when the shop says more than "this input". */
export type InvalidInput = 'PasswordRule' | 'SameEmail' | 'UnknownPort' | 'TaxNumber' | 'Input';

export type Refusal<K extends RefusalKind = RefusalKind> = K extends 'Invalid'
  ? {
    readonly kind: 'Invalid';
    readonly reason: InvalidInput;
    /** The refused field as the request names it (`email`, `passengers.0.name`), when known. */
    readonly field?: string;
    /** What the shop said, for the log. */
    readonly detail: string;
  }
  : K extends 'TooManyAttempts' | 'TooOften'
    ? { readonly kind: K; readonly detail: string; readonly field?: string; readonly retryAfter?: number }
    : { readonly kind: K; readonly detail: string; readonly field?: string };

/** A refusal of kind `kind` (not `Invalid`: see `invalidInput`). */
export function refusal<K extends Exclude<RefusalKind, 'Invalid'>>(kind: K, detail: string, field?: string): Refusal<K> {
  return (field ? { kind, detail, field } : { kind, detail }) as Refusal<K>;
}

/** An `Invalid` refusal: why, and the field when known. */
export function invalidInput(reason: InvalidInput, detail: string, field?: string): Refusal<'Invalid'> {
  return field ? { kind: 'Invalid', reason, detail, field } : { kind: 'Invalid', reason, detail };
}

/** A refusal as one line of the log: kind, reason, field and what the shop said. */
export function describeRefusal(refused: Refusal): string {
  const reason = refused.kind === 'Invalid' ? ` ${refused.reason}` : '';
  return `${refused.kind}${reason}${refused.field ? ` (${refused.field})` : ''}: ${refused.detail}`;
}
