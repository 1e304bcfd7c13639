import { type Result, err, ok } from '../../shared/result';
import { type EmailChangeForm, type EmailChangeProblem, emailChangeErrors } from '../domain/email-change';
import { type AccountRefusal, type AccountGateway } from '../ports/account-gateway.port';

export type ChangeEmailError =
  | { readonly kind: 'Invalid'; readonly errors: Partial<Record<keyof EmailChangeForm, EmailChangeProblem>> }
  | { readonly kind: 'NotLoggedIn' }
  | { readonly kind: 'TooOften' }
  | { readonly kind: 'Failed'; readonly failure: AccountRefusal };

/**
 * Asks to change the logged-in user's e-mail (the current password confirms it is them). Nothing changes until the
 * link the server e-mails to the new address is opened (`ConfirmEmailChange`); the old address is told.
 */
export class ChangeEmail {
  constructor(private readonly deps: { account: Pick<AccountGateway, 'requestEmailChange'> }) {}

  /** The address the link went to; Invalid (errors on the fields, nothing sent), NotLoggedIn, TooOften or Failed. */
  async execute(form: EmailChangeForm, currentEmail: string): Promise<Result<{ pendingEmail: string }, ChangeEmailError>> {
    const errors = emailChangeErrors(form, currentEmail);
    if (Object.keys(errors).length > 0) return err({ kind: 'Invalid', errors });
    const asked = await this.deps.account.requestEmailChange(form.newEmail.trim().toLowerCase(), form.currentPassword);
    if (asked.ok) return ok(asked.value);
    return err(changeFailure(asked.error));
  }
}

function changeFailure(failure: AccountRefusal): ChangeEmailError {
  const invalid = (field: keyof EmailChangeForm, problem: EmailChangeProblem): ChangeEmailError => ({ kind: 'Invalid', errors: { [field]: problem } });
  switch (failure.kind) {
    case 'WrongPassword':
      return invalid('currentPassword', 'wrongPassword');
    case 'NotLoggedIn':
    case 'SessionEnded':
      return { kind: 'NotLoggedIn' };
    case 'EmailTaken':
      return invalid('newEmail', 'emailTaken');
    case 'TooManyAttempts':
      return invalid('currentPassword', 'tooManyAttempts');
    case 'TooOften':
      return { kind: 'TooOften' };
    case 'Invalid':
      if (failure.reason === 'SameEmail') return invalid('newEmail', 'sameEmail');
      if (failure.field === 'currentPassword') return invalid('currentPassword', 'invalid');
      if (failure.field === 'email') return invalid('newEmail', 'emailInvalid');
      return { kind: 'Failed', failure };
    default:
      return { kind: 'Failed', failure };
  }
}

export type ConfirmEmailChangeError =
  | { readonly kind: 'MissingToken' }
  | { readonly kind: 'TokenRejected' }
  | { readonly kind: 'EmailTaken' }
  | { readonly kind: 'Failed'; readonly failure: AccountRefusal };

/** Opens the link an e-mail change sent to the new address: the account's e-mail becomes it. */
export class ConfirmEmailChange {
  constructor(private readonly deps: { account: Pick<AccountGateway, 'confirmEmailChange'> }) {}

  /** The new address; MissingToken (nothing sent), TokenRejected (unknown, used, expired or cancelled), EmailTaken or Failed. */
  async execute(token: string): Promise<Result<{ email: string }, ConfirmEmailChangeError>> {
    if (!token.trim()) return err({ kind: 'MissingToken' });
    const confirmed = await this.deps.account.confirmEmailChange(token.trim());
    if (confirmed.ok) return ok(confirmed.value);
    const { kind } = confirmed.error;
    if (kind === 'LinkRejected') return err({ kind: 'TokenRejected' });
    if (kind === 'EmailTaken') return err({ kind: 'EmailTaken' });
    return err({ kind: 'Failed', failure: confirmed.error });
  }
}
