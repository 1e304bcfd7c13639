import { type ApiFailure } from '../../shared/api-failure';
import { type Result, err, ok } from '../../shared/result';
import { isEmail } from '../../shared/validation';
import { type AccountDetails, type AccountGateway } from '../ports/account-gateway.port';

export type UpdateAccountError =
  | { readonly kind: 'Invalid'; readonly fields: (keyof AccountDetails)[] }
  | { readonly kind: 'NotLoggedIn' }
  | { readonly kind: 'Failed'; readonly failure: ApiFailure };

/** Saves the account details; name, last name and a valid e-mail are required, nationality defaults to GR. */
export class UpdateAccount {
  constructor(private readonly deps: { account: Pick<AccountGateway, 'updateMe'> }) {}

  /** Invalid (naming the fields), NotLoggedIn or Failed. */
  async execute(details: AccountDetails): Promise<Result<void, UpdateAccountError>> {
    const clean = Object.fromEntries(Object.entries(details).map(([k, v]) => [k, String(v ?? '').trim()])) as unknown as AccountDetails;
    const fields: (keyof AccountDetails)[] = [];
    if (!clean.firstName) fields.push('firstName');
    if (!clean.lastName) fields.push('lastName');
    if (!isEmail(clean.email)) fields.push('email');
    if (fields.length > 0) return err({ kind: 'Invalid', fields });
    const saved = await this.deps.account.updateMe({ ...clean, nationality: clean.nationality || 'GR' });
    if (saved.ok) return ok(undefined);
    return err(saved.error.kind === 'Unauthorized' ? { kind: 'NotLoggedIn' } : { kind: 'Failed', failure: saved.error });
  }
}
