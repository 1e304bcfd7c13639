import { type AccountRefusal } from '../../core/account';
import { type AuthGateway, type AuthRefusal, type Registration, type User, isPasswordValid } from '../../core/auth';
import { type Refusal, type RefusalKind, invalidInput, refusal } from '../../core/shared/refusal';
import { type Result, err, ok } from '../../core/shared/result';

const fail = <K extends Exclude<RefusalKind, 'Invalid'>>(kind: K, message: string, field?: string) => err<Refusal<K>>(refusal(kind, message, field));
const passwordRule = () => err(invalidInput('PasswordRule', 'password does not follow the rule', 'password'));
/** A token the session store does not know: none sent is not logged in, an unknown one an ended session. */
const noSession = (token: string | undefined) => (token ? fail('SessionEnded', 'token not valid') : fail('NotLoggedIn', 'not logged in'));

interface Account { user: User; password: string; active: boolean }
type Purpose = 'activate' | 'reset' | 'email-change';

/** Users, sessions and one-time tokens in memory; the e-mailed tokens are readable through `outbox`. */
export class InMemoryAuthGateway implements AuthGateway {
  private readonly accounts = new Map<string, Account>();
  private readonly sessions = new Map<string, string>();
  private readonly oneTime = new Map<string, { email: string; purpose: Purpose; newEmail?: string }>();
  /** The mails the server would send: the link tokens per e-mail (an e-mail change's goes to the new address). */
  readonly outbox: { email: string; purpose: Purpose; token: string }[] = [];
  private counter = 0;

  constructor(seed: { email: string; password: string; firstName: string; lastName: string; active?: boolean }[] = []) {
    for (const u of seed) {
      this.accounts.set(u.email.toLowerCase(), { user: { id: this.nextId('u'), firstName: u.firstName, lastName: u.lastName, email: u.email }, password: u.password, active: u.active ?? true });
    }
  }

  async login(email: string, password: string): Promise<Result<{ token: string }, AuthRefusal>> {
    const account = this.accounts.get(email.toLowerCase());
    if (!account || account.password !== password) return fail('WrongCredentials', 'Wrong email or password');
    if (!account.active) return fail('NotActivated', 'Your account is not activated yet');
    const token = this.nextId('tok');
    this.sessions.set(token, account.user.email.toLowerCase());
    return ok({ token });
  }

  async register(r: Registration): Promise<Result<void, AuthRefusal>> {
    if (!isPasswordValid(r.password)) return passwordRule();
    if (this.accounts.has(r.email.toLowerCase())) return fail('EmailTaken', 'Your email address is already associated with another account', 'email');
    this.accounts.set(r.email.toLowerCase(), { user: { id: this.nextId('u'), firstName: r.firstName, lastName: r.lastName, email: r.email }, password: r.password, active: false });
    this.mail(r.email, 'activate');
    return ok(undefined);
  }

  async sendActivationEmail(email: string): Promise<Result<void, AuthRefusal>> {
    const account = this.accounts.get(email.toLowerCase());
    if (account && !account.active) this.mail(email, 'activate');
    return ok(undefined);
  }

  async activateAccount(token: string): Promise<Result<void, AuthRefusal>> {
    const entry = this.take(token, 'activate');
    if (!entry) return fail('LinkRejected', 'This activation link is not valid');
    this.accounts.get(entry.email)!.active = true;
    return ok(undefined);
  }

  async requestPasswordReset(email: string): Promise<Result<void, AuthRefusal>> {
    if (this.accounts.has(email.toLowerCase())) this.mail(email, 'reset');
    return ok(undefined);
  }

  async changePassword(resetToken: string, password: string): Promise<Result<void, AuthRefusal>> {
    if (!isPasswordValid(password)) return passwordRule();
    const entry = this.take(resetToken, 'reset');
    if (!entry) return fail('LinkRejected', 'This password reset link is not valid');
    this.accounts.get(entry.email)!.password = password;
    return ok(undefined);
  }

  /** As `PATCH auth/change-password` with a login token: the current password, then every session ends and a new one starts. */
  async changeOwnPassword(token: string, currentPassword: string, newPassword: string): Promise<Result<{ token: string }, AuthRefusal>> {
    const email = this.sessions.get(token);
    const account = email ? this.accounts.get(email) : undefined;
    if (!email || !account) return noSession(token);
    if (!isPasswordValid(newPassword)) return passwordRule();
    if (account.password !== currentPassword) return fail('WrongPassword', 'The current password is wrong', 'currentPassword');
    account.password = newPassword;
    for (const [session, owner] of this.sessions) if (owner === email) this.sessions.delete(session);
    const fresh = this.nextId('tok');
    this.sessions.set(fresh, email);
    return ok({ token: fresh });
  }

  async currentUser(token: string): Promise<Result<User, AuthRefusal>> {
    const email = this.sessions.get(token);
    const account = email ? this.accounts.get(email) : undefined;
    return account ? ok(account.user) : noSession(token);
  }

  async logout(token: string): Promise<Result<void, AuthRefusal>> {
    this.sessions.delete(token);
    return ok(undefined);
  }

  /** The user of a session token, for the account gateway. */
  userOf(token: string | undefined): User | undefined {
    const email = token ? this.sessions.get(token) : undefined;
    return email ? this.accounts.get(email)?.user : undefined;
  }

  /** Replaces a user's details (PATCH users/me). */
  updateUser(id: string, patch: Partial<User>): void {
    for (const account of this.accounts.values()) if (account.user.id === id) account.user = { ...account.user, ...patch, id };
  }

  /** As `POST users/me/email`: the current password, an address nobody has; the link goes to the new address. */
  requestEmailChange(token: string | undefined, newEmail: string, currentPassword: string): Result<{ pendingEmail: string }, AccountRefusal> {
    const email = token ? this.sessions.get(token) : undefined;
    const account = email ? this.accounts.get(email) : undefined;
    if (!email || !account) return noSession(token);
    const target = newEmail.trim().toLowerCase();
    if (target === email) return err(invalidInput('SameEmail', 'This is already your e-mail address', 'email'));
    if (account.password !== currentPassword) return fail('WrongPassword', 'The current password is wrong', 'currentPassword');
    if (this.accounts.has(target)) return fail('EmailTaken', 'Your email address is already associated with another account', 'email');
    const link = this.nextId('email-change');
    this.oneTime.set(link, { email, purpose: 'email-change', newEmail: target });
    this.outbox.push({ email: target, purpose: 'email-change', token: link });
    return ok({ pendingEmail: target });
  }

  /** As `PATCH auth/confirm-email`: the account moves to the new address; its sessions follow it. */
  confirmEmailChange(link: string): Result<{ email: string }, AccountRefusal> {
    const entry = this.oneTime.get(link);
    if (!entry || entry.purpose !== 'email-change' || !entry.newEmail) return fail('LinkRejected', 'This e-mail confirmation link is not valid');
    const account = this.accounts.get(entry.email);
    if (!account) return fail('LinkRejected', 'This e-mail confirmation link is not valid');
    if (this.accounts.has(entry.newEmail)) return fail('EmailTaken', 'Your email address is already associated with another account', 'email');
    this.oneTime.delete(link);
    this.accounts.delete(entry.email);
    account.user = { ...account.user, email: entry.newEmail };
    this.accounts.set(entry.newEmail, account);
    for (const [session, email] of this.sessions) if (email === entry.email) this.sessions.set(session, entry.newEmail);
    return ok({ email: entry.newEmail });
  }

  private mail(email: string, purpose: Purpose) {
    const token = this.nextId(purpose);
    this.oneTime.set(token, { email: email.toLowerCase(), purpose });
    this.outbox.push({ email, purpose, token });
  }

  private take(token: string, purpose: Purpose) {
    const entry = this.oneTime.get(token);
    if (!entry || entry.purpose !== purpose) return undefined;
    this.oneTime.delete(token);
    return entry;
  }

  private nextId(prefix: string): string {
    this.counter += 1;
    return `${prefix}-${this.counter}-${(this.counter * 2654435761 % 2 ** 32).toString(36)}`;
  }
}
