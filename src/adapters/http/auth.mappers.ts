import { type AuthRefusal, type AuthRefusalKind } from '../../core/auth';
import { type HttpFailure, type NamedCode, refusalOf } from './http-failure';

/** The server's auth codes (grep "new ApiError" server/modules/auth) in the shop's words; another is the status's common kind. */
export const AUTH_CODES: Readonly<Record<string, NamedCode<AuthRefusalKind>>> = {
  WRONG_CREDENTIALS: { kind: 'WrongCredentials' },
  ACCOUNT_NOT_ACTIVATED: { kind: 'NotActivated' },
  WRONG_PASSWORD: { kind: 'WrongPassword' },
  EMAIL_TAKEN: { kind: 'EmailTaken' },
  TOO_MANY_ATTEMPTS: { kind: 'TooManyAttempts' },
  TOKEN_EXPIRED: { kind: 'LinkRejected' },
  INVALID_PASSWORD: { kind: 'Invalid', reason: 'PasswordRule' },
  SAME_EMAIL: { kind: 'Invalid', reason: 'SameEmail' },
};

/** A call that carries an e-mailed link's token as its bearer: a token the server refuses is a rejected link, not an ended session. */
export const LINK_CODES: Readonly<Record<string, NamedCode<AuthRefusalKind>>> = {
  ...AUTH_CODES,
  INVALID_TOKEN: { kind: 'LinkRejected' },
  AUTH_REQUIRED: { kind: 'LinkRejected' },
};

/** A refused auth call (login, register, the session's calls) in the shop's words. */
export const authRefusalOf = (failure: HttpFailure): AuthRefusal => refusalOf(failure, AUTH_CODES);

/** A refused call of an e-mailed link (activation, password reset) in the shop's words. */
export const linkRefusalOf = (failure: HttpFailure): AuthRefusal => refusalOf(failure, LINK_CODES);
