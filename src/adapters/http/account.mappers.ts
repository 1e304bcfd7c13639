import { type AccountRefusal, type AccountRefusalKind } from '../../core/account';
import { type HttpFailure, type NamedCode, refusalOf } from './http-failure';

/**
 * The server's account, saved-records and e-mail codes (grep "new ApiError" server/modules/{account,auth,emails}) in
 * the shop's words; another is the status's common kind (http-failure.ts).
 */
const ACCOUNT_CODES: Readonly<Record<string, NamedCode<AccountRefusalKind>>> = {
  WRONG_PASSWORD: { kind: 'WrongPassword' },
  EMAIL_TAKEN: { kind: 'EmailTaken' },
  TOO_MANY_ATTEMPTS: { kind: 'TooManyAttempts' },
  SAME_EMAIL: { kind: 'Invalid', reason: 'SameEmail' },
  LIMIT_REACHED: { kind: 'LimitReached' },
  NOT_ISSUED: { kind: 'NotIssued' },
};

/** The confirmation of an e-mail change carries its link's token as the bearer: a refused token is a rejected link. */
const EMAIL_LINK_CODES: Readonly<Record<string, NamedCode<AccountRefusalKind>>> = {
  ...ACCOUNT_CODES,
  INVALID_TOKEN: { kind: 'LinkRejected' },
  AUTH_REQUIRED: { kind: 'LinkRejected' },
  TOKEN_EXPIRED: { kind: 'LinkRejected' },
};

/** A refused account call (the logged-in user's details, e-mail change, trips, saved records, mails) in the shop's words. */
export const accountRefusalOf = (failure: HttpFailure): AccountRefusal => refusalOf(failure, ACCOUNT_CODES);

/** A refused confirmation of an e-mail change in the shop's words. */
export const emailLinkRefusalOf = (failure: HttpFailure): AccountRefusal => refusalOf(failure, EMAIL_LINK_CODES);
