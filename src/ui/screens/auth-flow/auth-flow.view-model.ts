import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { type RestoreSession, type TokenStore } from '../../../core/auth';
import { type Clock } from '../../../core/shared/clock.port';
import { type AuthSession } from '../../shared/auth/auth-session';

/** One step of the flow as it happened: what was done, what came back, when. */
export interface FlowEvent {
  readonly at: string;
  readonly messageId: string;
  readonly values?: Record<string, string>;
}

export interface AuthFlowDeps {
  session: Pick<AuthSession, 'user' | 'loggedIn' | 'initials' | 'restore' | 'logOut'>;
  restore: Pick<RestoreSession, 'execute'>;
  tokens: Pick<TokenStore, 'get'>;
  clock: Clock;
}

/**
 * `/test/auth-flow`: a page to walk through the log-in and log-out flow and see each step's effect, for support and
 * testers: the session the tab holds, whether the server still knows its token, logging in (the dialog comes back
 * here) and out, and a protected page.
 */
export class AuthFlowViewModel {
  events: FlowEvent[] = [];
  checking = false;
  /** What the server said of the kept token at the last check. */
  serverKnows: boolean | undefined = undefined;
  /** Whether the tab keeps a bearer token, as read after each step (the token store is not observable). */
  hasToken = false;

  constructor(private readonly deps: AuthFlowDeps) {
    makeAutoObservable<AuthFlowViewModel, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  get user() {
    return this.deps.session.user;
  }

  get initials(): string {
    return this.deps.session.initials;
  }

  /**
   * On arrival: the session of this tab (a kept token is checked once, as every page does); then every log-in or
   * log-out (the dialog, another part of the page) is recorded. Returns the function that stops watching.
   */
  start(): () => void {
    this.hasToken = this.deps.tokens.get() !== undefined;
    const known = this.deps.session.user;
    void this.deps.session.restore().then((user) => {
      // A session restored just now is recorded by the reaction below.
      if (!user) this.record('authFlow.event.loggedOut');
      else if (user === known) this.record('authFlow.event.loggedIn', { name: `${user.firstName} ${user.lastName}` });
    });
    return reaction(() => this.deps.session.user, (user) => {
      this.serverKnows = undefined;
      if (user) this.record('authFlow.event.loggedIn', { name: `${user.firstName} ${user.lastName}` });
    });
  }

  /** Asks the server whether it still knows the kept token (a token it forgot is dropped). */
  async checkWithServer(): Promise<void> {
    if (this.checking) return;
    this.checking = true;
    const hadToken = this.deps.tokens.get() !== undefined;
    const user = await this.deps.restore.execute().catch(() => null);
    runInAction(() => {
      this.checking = false;
      if (user === null) {
        this.serverKnows = undefined;
        this.record('authFlow.event.checkFailed');
      } else if (user) {
        this.serverKnows = true;
        this.record('authFlow.event.serverKnows', { name: `${user.firstName} ${user.lastName}`, email: user.email });
      } else {
        this.serverKnows = false;
        this.record(hadToken ? 'authFlow.event.serverForgot' : 'authFlow.event.noToken');
      }
    });
  }

  async logOut(): Promise<void> {
    await this.deps.session.logOut();
    runInAction(() => {
      this.serverKnows = undefined;
      this.record('authFlow.event.loggedOutNow');
    });
  }

  private record(messageId: string, values?: Record<string, string>): void {
    this.hasToken = this.deps.tokens.get() !== undefined;
    this.events = [{ at: this.deps.clock.nowIso(), messageId, values }, ...this.events];
  }
}
