import { type Result, err, ok } from '../../shared/result';
import { accountFieldErrors } from '../domain/account-form';
import { type AccountRefusal, type AccountDetails, type AccountGateway } from '../ports/account-gateway.port';

export type UpdateAccountError =
  | { readonly kind: 'Invalid'; readonly fields: (keyof AccountDetails)[] }
  | { readonly kind: 'NotLoggedIn' }
  | { readonly kind: 'Failed'; readonly failure: AccountRefusal };

/** Saves the account details; name, last name, a valid e-mail and a real phone number (or none); nationality defaults to GR. */
export class UpdateAccount {
  constructor(private readonly deps: { account: Pick<AccountGateway, 'updateMe'> }) {}

  /** Invalid (naming the fields), NotLoggedIn or Failed. */
  async execute(details: AccountDetails): Promise<Result<void, UpdateAccountError>> {
    const clean = Object.fromEntries(Object.entries(details).map(([k, v]) => [k, String(v ?? '').trim()])) as unknown as AccountDetails;
    const fields = Object.keys(accountFieldErrors(clean)) as (keyof AccountDetails)[];
    if (fields.length > 0) return err({ kind: 'Invalid', fields });
    const saved = await this.deps.account.updateMe({ ...clean, nationality: clean.nationality.toUpperCase() || 'GR' });
    if (saved.ok) return ok(undefined);
    if (saved.error.kind === 'Invalid' && saved.error.field) return err({ kind: 'Invalid', fields: [saved.error.field as keyof AccountDetails] });
    return err(saved.error.kind === 'NotLoggedIn' || saved.error.kind === 'SessionEnded' ? { kind: 'NotLoggedIn' } : { kind: 'Failed', failure: saved.error });
  }
}
