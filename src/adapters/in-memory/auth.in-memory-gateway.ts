import { type AuthGateway, type Registration, type User, isPasswordValid } from '../../core/auth';
import { type ApiFailure, type ApiFailureKind } from '../../core/shared/api-failure';
import { type Result, err, ok } from '../../core/shared/result';

const STATUS: Partial<Record<ApiFailureKind, number>> = { Invalid: 400, Unauthorized: 401, NotAcceptable: 406, Gone: 410, NotFound: 404 };
const fail = (kind: ApiFailureKind, code: string, message: string) => err<ApiFailure>({ kind, status: STATUS[kind] ?? 400, code, message });

interface Account { user: User; password: string; active: boolean }

/** Users, sessions and one-time tokens in memory; the e-mailed tokens are readable through `outbox`. */
export class InMemoryAuthGateway implements AuthGateway {
  private readonly accounts = new Map<string, Account>();
  private readonly sessions = new Map<string, string>();
  private readonly oneTime = new Map<string, { email: string; purpose: 'activate' | 'reset' }>();
  /** The mails the server would send: the link tokens per e-mail. */
  readonly outbox: { email: string; purpose: 'activate' | 'reset'; token: string }[] = [];
  private counter = 0;

  constructor(seed: { email: string; password: string; firstName: string; lastName: string; active?: boolean }[] = []) {
    for (const u of seed) {
      this.accounts.set(u.email.toLowerCase(), { user: { id: this.nextId('u'), firstName: u.firstName, lastName: u.lastName, email: u.email }, password: u.password, active: u.active ?? true });
    }
  }

  async login(email: string, password: string): Promise<Result<{ token: string }, ApiFailure>> {
    const account = this.accounts.get(email.toLowerCase());
    if (!account || account.password !== password || !account.active) return fail('Unauthorized', 'WRONG_CREDENTIALS', 'Wrong email or password');
    const token = this.nextId('tok');
    this.sessions.set(token, account.user.email.toLowerCase());
    return ok({ token });
  }

  async register(r: Registration): Promise<Result<void, ApiFailure>> {
    if (!isPasswordValid(r.password)) return fail('Invalid', 'INVALID_PASSWORD', 'password does not follow the rule');
    if (this.accounts.has(r.email.toLowerCase())) return fail('NotAcceptable', 'EMAIL_TAKEN', 'Your email address is already associated with another account');
    this.accounts.set(r.email.toLowerCase(), { user: { id: this.nextId('u'), firstName: r.firstName, lastName: r.lastName, email: r.email }, password: r.password, active: false });
    this.mail(r.email, 'activate');
    return ok(undefined);
  }

  async sendActivationEmail(email: string): Promise<Result<void, ApiFailure>> {
    const account = this.accounts.get(email.toLowerCase());
    if (account && !account.active) this.mail(email, 'activate');
    return ok(undefined);
  }

  async activateAccount(token: string): Promise<Result<void, ApiFailure>> {
    const entry = this.take(token, 'activate');
    if (!entry) return fail('Unauthorized', 'INVALID_TOKEN', 'token not valid');
    this.accounts.get(entry.email)!.active = true;
    return ok(undefined);
  }

  async requestPasswordReset(email: string): Promise<Result<void, ApiFailure>> {
    if (this.accounts.has(email.toLowerCase())) this.mail(email, 'reset');
    return ok(undefined);
  }

  async changePassword(resetToken: string, password: string): Promise<Result<void, ApiFailure>> {
    if (!isPasswordValid(password)) return fail('Invalid', 'INVALID_PASSWORD', 'password does not follow the rule');
    const entry = this.take(resetToken, 'reset');
    if (!entry) return fail('Unauthorized', 'INVALID_TOKEN', 'token not valid');
    this.accounts.get(entry.email)!.password = password;
    return ok(undefined);
  }

  async currentUser(token: string): Promise<Result<User, ApiFailure>> {
    const email = this.sessions.get(token);
    const account = email ? this.accounts.get(email) : undefined;
    return account ? ok(account.user) : fail('Unauthorized', 'UNAUTHORIZED', 'not logged in');
  }

  async logout(token: string): Promise<Result<void, ApiFailure>> {
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

  private mail(email: string, purpose: 'activate' | 'reset') {
    const token = this.nextId(purpose);
    this.oneTime.set(token, { email: email.toLowerCase(), purpose });
    this.outbox.push({ email, purpose, token });
  }

  private take(token: string, purpose: 'activate' | 'reset') {
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
