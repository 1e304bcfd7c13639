import { type Order } from '../../booking/domain/order';
import { type CommonRefusalKind, type Refusal } from '../../shared/refusal';
import { type Result } from '../../shared/result';

export type { Order };

/** Why the shop refused an account, saved-records, mail or newsletter call, in its words. */
export type AccountRefusalKind = CommonRefusalKind | 'WrongPassword' | 'EmailTaken' | 'LinkRejected' | 'TooManyAttempts' | 'LimitReached' | 'NotIssued';
export type AccountRefusal = Refusal<AccountRefusalKind>;

/** The account form's fields (SPEC.md section 3). */
export interface AccountDetails {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly address: string;
  readonly phone: string;
  readonly zipCode: string;
  readonly nationality: string;
  readonly city: string;
}

/**
 * The logged-in user's account calls (`PATCH users/me`, `POST users/me/email`, `PATCH auth/confirm-email`,
 * `POST /booking/orders`).
 */
export interface AccountGateway {
  /** Saves the account details (the e-mail must stay the current one); NotLoggedIn / SessionEnded, Invalid for a bad field. */
  updateMe(details: AccountDetails): Promise<Result<void, AccountRefusal>>;
  /**
   * Asks to change the e-mail: the server e-mails a link to the new address and a notice to the old one; nothing
   * changes until the link is opened. WrongPassword (on `currentPassword`), NotLoggedIn / SessionEnded,
   * EmailTaken, Invalid (`SameEmail`, a bad field), TooManyAttempts (wrong passwords) or TooOften.
   */
  requestEmailChange(newEmail: string, currentPassword: string): Promise<Result<{ pendingEmail: string }, AccountRefusal>>;
  /** Confirms an e-mail change with the link's token; answers the new address. LinkRejected for a bad or spent link, EmailTaken when taken. */
  confirmEmailChange(token: string): Promise<Result<{ email: string }, AccountRefusal>>;
  /** The user's successful orders, 50 a page; NotLoggedIn / SessionEnded, NotAllowed when the user id is not the logged-in user's. */
  orders(userId: string, page?: number): Promise<Result<{ data: Order[]; total: number }, AccountRefusal>>;
}

/** Transactional e-mails the web app asks the server to send (`POST emails/...`). */
export interface MailGateway {
  /** Sends the contact message to customer care; Invalid for a bad field, TooOften when sent too often. */
  contactUs(message: ContactMessage): Promise<Result<void, AccountRefusal>>;
  /**
   * Sends the reservation e-mail of an issued order once (a later call answers `sent: false`), or again with `resend`;
   * NotFound, NotIssued or TooOften (too many resends).
   */
  sendSuccessReservation(orderCode: string, options?: { resend?: boolean }): Promise<Result<{ sent: boolean }, AccountRefusal>>;
}

export interface ContactMessage {
  readonly name: string;
  readonly lastname: string;
  readonly email: string;
  readonly phone: string;
  readonly message: string;
}

/** Newsletter subscription (`POST /newsletter`). */
export interface NewsletterGateway {
  /** Subscribes an e-mail to a language's group; Invalid for a bad e-mail. */
  subscribe(email: string, group: string): Promise<Result<void, AccountRefusal>>;
}
