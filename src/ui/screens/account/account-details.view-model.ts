import { makeAutoObservable, runInAction } from 'mobx';
import { type AccountDetails, type UpdateAccount, accountFieldErrors } from '../../../core/account';
import { ACCOUNT_FIELD_MESSAGES, fieldMessage, fieldMessages } from '../../shared/failure-messages';
import { type User } from '../../../core/auth';

type Field = keyof AccountDetails;
export const ACCOUNT_FIELDS: readonly Field[] = ['firstName', 'lastName', 'email', 'phone', 'address', 'city', 'zipCode', 'nationality'];

/** The account details form: filled from the logged-in user, saved with a confirmation message. */
export class AccountDetailsViewModel {
  values: Record<Field, string> = { firstName: '', lastName: '', email: '', phone: '', address: '', city: '', zipCode: '', nationality: 'GR' };
  errors: Partial<Record<Field, string>> = {};
  saved = false;
  failure: string | undefined = undefined;
  busy = false;
  private user: User | undefined = undefined;

  constructor(private readonly deps: { update: Pick<UpdateAccount, 'execute'>; signedIn: (user: User) => void }) {
    makeAutoObservable<AccountDetailsViewModel, 'deps' | 'user'>(this, { deps: false, user: false }, { autoBind: true });
  }

  fill(user: User): void {
    const c = user.customer ?? {};
    this.values = {
      firstName: user.firstName, lastName: user.lastName, email: user.email, phone: c.phone ?? '', address: c.address ?? '',
      city: c.city ?? '', zipCode: c.zipCode ?? '', nationality: c.nationality || 'GR',
    };
    this.user = user;
  }

  set(field: Field, value: string): void {
    this.values = { ...this.values, [field]: value };
    this.saved = false;
    if (this.errors[field]) this.errors = { ...this.errors, [field]: fieldMessage(ACCOUNT_FIELD_MESSAGES, accountFieldErrors(this.values)[field]) };
  }

  leave(field: Field): void {
    this.errors = { ...this.errors, [field]: fieldMessage(ACCOUNT_FIELD_MESSAGES, accountFieldErrors(this.values)[field]) };
  }

  async save(): Promise<void> {
    if (this.busy) return;
    this.saved = false;
    this.failure = undefined;
    this.errors = fieldMessages(ACCOUNT_FIELD_MESSAGES, accountFieldErrors(this.values));
    if (Object.keys(this.errors).length > 0) return;
    this.busy = true;
    const details = { ...this.values };
    const result = await this.deps.update.execute(details);
    runInAction(() => {
      this.busy = false;
      if (result.ok) {
        this.saved = true;
        if (this.user) {
          const { firstName, lastName, email, ...customer } = details;
          this.deps.signedIn({ ...this.user, firstName: firstName.trim(), lastName: lastName.trim(), email: email.trim(), customer });
        }
      } else if (result.error.kind === 'Invalid') {
        this.errors = fieldMessages(ACCOUNT_FIELD_MESSAGES, accountFieldErrors(this.values, result.error.fields));
      } else {
        this.failure = result.error.kind === 'NotLoggedIn' ? 'account.error.notLoggedIn' : 'account.error.failed';
      }
    });
  }
}
