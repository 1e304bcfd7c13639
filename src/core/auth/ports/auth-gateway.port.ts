import { type ApiFailure } from '../../shared/api-failure';
import { type Result } from '../../shared/result';
import { type User } from '../domain/user';

export interface Registration { readonly firstName: string; readonly lastName: string; readonly email: string; readonly password: string }

/** The auth calls of the Content API (SPEC.md section 7). */
export interface AuthGateway {
  /** Logs in with e-mail and password and answers the bearer token; 401 (Unauthorized) on wrong credentials. */
  login(email: string, password: string): Promise<Result<{ token: string }, ApiFailure>>;
  /** Registers a user and sends the activation mail; 406 (NotAcceptable) when the e-mail is taken. */
  register(registration: Registration): Promise<Result<void, ApiFailure>>;
  /** Sends the activation mail again. */
  sendActivationEmail(email: string): Promise<Result<void, ApiFailure>>;
  /** Activates an account with the token of the e-mailed link; Unauthorized or Gone when it is not valid. */
  activateAccount(token: string): Promise<Result<void, ApiFailure>>;
  /** Asks for a password-reset mail. */
  requestPasswordReset(email: string): Promise<Result<void, ApiFailure>>;
  /** Sets a new password with the reset token of the e-mailed link; Unauthorized or Gone when it is not valid. */
  changePassword(resetToken: string, password: string): Promise<Result<void, ApiFailure>>;
  /**
   * A logged-in user's new password, with the current one (401 `WRONG_PASSWORD`, 429 when throttled). Every session
   * ends; the answer is the new session's token.
   */
  changeOwnPassword(token: string, currentPassword: string, newPassword: string): Promise<Result<{ token: string }, ApiFailure>>;
  /** The user of a bearer token, with customer data; Unauthorized when the token is not valid. */
  currentUser(token: string): Promise<Result<User, ApiFailure>>;
  /** Ends the session of a bearer token. */
  logout(token: string): Promise<Result<void, ApiFailure>>;
}
