import { type AccountDetails, type AccountGateway, type AccountRefusal, type ContactMessage, type MailGateway, type NewsletterGateway, type Order } from '../../core/account';
import { invalidInput, refusal } from '../../core/shared/refusal';
import { type Result, err, ok } from '../../core/shared/result';
import { isEmail } from '../../core/shared/validation';
import { type InMemoryAuthGateway } from './auth.in-memory-gateway';

/** No user behind the call: none sent is not logged in, an unknown token an ended session. */
const noUser = (token: string | undefined): Result<never, AccountRefusal> =>
  err(token ? refusal('SessionEnded', 'token not valid') : refusal('NotLoggedIn', 'not logged in'));
const invalid = (field: string): Result<never, AccountRefusal> => err(invalidInput('Input', `${field} is not valid`, field));

/** The logged-in user's account over the in-memory auth and booking state. */
export class InMemoryAccountGateway implements AccountGateway {
  constructor(private readonly deps: {
    auth: Pick<InMemoryAuthGateway, 'userOf' | 'updateUser' | 'requestEmailChange' | 'confirmEmailChange'>;
    token: () => string | undefined;
    orders: (userId: string) => Order[];
  }) {}

  async updateMe(details: AccountDetails): Promise<Result<void, AccountRefusal>> {
    const user = this.deps.auth.userOf(this.deps.token());
    if (!user) return noUser(this.deps.token());
    if (!isEmail(details.email)) return invalid('email');
    // As the server: the e-mail changes only through requestEmailChange and its link.
    if (details.email.trim().toLowerCase() !== user.email.toLowerCase()) {
      return err(invalidInput('Input', 'use requestEmailChange', 'email'));
    }
    const { firstName, lastName, email: _email, ...customer } = details;
    this.deps.auth.updateUser(user.id, { firstName, lastName, customer });
    return ok(undefined);
  }

  async requestEmailChange(newEmail: string, currentPassword: string): Promise<Result<{ pendingEmail: string }, AccountRefusal>> {
    if (!isEmail(newEmail.trim())) return invalid('email');
    return this.deps.auth.requestEmailChange(this.deps.token(), newEmail, currentPassword);
  }

  async confirmEmailChange(token: string): Promise<Result<{ email: string }, AccountRefusal>> {
    return this.deps.auth.confirmEmailChange(token);
  }

  async orders(userId: string, page = 1): Promise<Result<{ data: Order[]; total: number }, AccountRefusal>> {
    const user = this.deps.auth.userOf(this.deps.token());
    if (!user) return noUser(this.deps.token());
    if (user.id !== userId) return err(refusal('NotAllowed', 'not your orders', 'user_id'));
    const all = this.deps.orders(userId).filter((o) => o.order_status === 'success');
    return ok({ data: all.slice((page - 1) * 50, page * 50), total: all.length });
  }
}

/** Mails kept in an outbox array. */
export class InMemoryMailGateway implements MailGateway {
  readonly outbox: { kind: 'contactUs' | 'successReservation'; payload: unknown }[] = [];

  async contactUs(message: ContactMessage): Promise<Result<void, AccountRefusal>> {
    if (!isEmail(message.email)) return invalid('email');
    if (!message.message.trim()) return invalid('message');
    this.outbox.push({ kind: 'contactUs', payload: message });
    return ok(undefined);
  }

  private readonly reservationMails = new Set<string>();

  /** As the server: once per order, again only when asked to resend. */
  async sendSuccessReservation(orderCode: string, options: { resend?: boolean } = {}): Promise<Result<{ sent: boolean }, AccountRefusal>> {
    if (this.reservationMails.has(orderCode) && !options.resend) return ok({ sent: false });
    this.reservationMails.add(orderCode);
    this.outbox.push({ kind: 'successReservation', payload: { order_code: orderCode } });
    return ok({ sent: true });
  }
}

/** Newsletter subscribers per group; subscribing twice is harmless. */
export class InMemoryNewsletterGateway implements NewsletterGateway {
  readonly subscribers = new Map<string, Set<string>>();

  async subscribe(email: string, group: string): Promise<Result<void, AccountRefusal>> {
    if (!isEmail(email)) return invalid('email');
    if (!group) return invalid('group');
    const set = this.subscribers.get(group) ?? new Set<string>();
    set.add(email.toLowerCase());
    this.subscribers.set(group, set);
    return ok(undefined);
  }
}
