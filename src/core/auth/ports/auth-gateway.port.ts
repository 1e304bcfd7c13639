import { type CommonRefusalKind, type Refusal } from '../../shared/refusal';
import { type Result } from '../../shared/result';
import { type User } from '../domain/user';

export interface Registration { readonly firstName: string; readonly lastName: string; readonly email: string; readonly password: string }

/** Why the shop refused an auth call, in its words. */
export type AuthRefusalKind = CommonRefusalKind | 'WrongCredentials' | 'NotActivated' | 'WrongPassword' | 'EmailTaken' | 'LinkRejected' | 'TooManyAttempts';
export type AuthRefusal = Refusal<AuthRefusalKind>;

/** The auth calls of the Content API (SPEC.md section 7). */
export interface AuthGateway {
  /** Logs in with e-mail and password and answers the bearer token; WrongCredentials, NotActivated, TooManyAttempts. */
  login(email: string, password: string): Promise<Result<{ token: string }, AuthRefusal>>;
  /** Registers a user and sends the activation mail; EmailTaken, or Invalid (`PasswordRule`). */
  register(registration: Registration): Promise<Result<void, AuthRefusal>>;
  /** Sends the activation mail again. */
  sendActivationEmail(email: string): Promise<Result<void, AuthRefusal>>;
  /** Activates an account with the token of the e-mailed link; LinkRejected when it is not valid. */
  activateAccount(token: string): Promise<Result<void, AuthRefusal>>;
  /** Asks for a password-reset mail. */
  requestPasswordReset(email: string): Promise<Result<void, AuthRefusal>>;
  /** Sets a new password with the reset token of the e-mailed link; LinkRejected when it is not valid. */
  changePassword(resetToken: string, password: string): Promise<Result<void, AuthRefusal>>;
  /**
   * A logged-in user's new password, with the current one (WrongPassword, TooManyAttempts when throttled, Invalid `PasswordRule`). Every session
   * ends; the answer is the new session's token.
   */
  changeOwnPassword(token: string, currentPassword: string, newPassword: string): Promise<Result<{ token: string }, AuthRefusal>>;
  /** The user of a bearer token, with customer data; SessionEnded when the shop no longer knows the token. */
  currentUser(token: string): Promise<Result<User, AuthRefusal>>;
  /** Ends the session of a bearer token. */
  logout(token: string): Promise<Result<void, AuthRefusal>>;
}
