import { makeAutoObservable, runInAction } from 'mobx';
import { type User, initialsOf } from '../../../core/auth/domain/user';

export interface AuthSessionDeps {
  /** Whether the tab keeps a bearer token from before a reload (read without loading the auth code). */
  hasStoredToken: () => boolean;
  /** Loads the auth code and answers the user of the kept token, or undefined. */
  restore: () => Promise<User | undefined>;
  /** Loads the auth code, ends the session on the server and forgets the token (and leaves reseller mode). */
  logOut: () => Promise<void>;
  /** Leaves reseller mode when the tab's booking is in it (the session that proved it is gone). */
  leaveResellerMode: () => Promise<void>;
}

/**
 * The logged-in user every screen sees (header initials, account area). It ships with the first load, so it
 * holds state only; the auth code loads when a session is restored, a dialog opens or the visitor logs out.
 */
export class AuthSession {
  user: User | undefined = undefined;
  /** The server ended the session (expired or revoked token): the layout says "your session ended" until dismissed. */
  endedByServer = false;
  /** True until a kept token has been checked (or when there is none). */
  private checked = false;
  private restoring: Promise<User | undefined> | undefined;

  constructor(private readonly deps: AuthSessionDeps) {
    makeAutoObservable<AuthSession, 'deps' | 'restoring'>(this, { deps: false, restoring: false }, { autoBind: true });
  }

  get loggedIn(): boolean {
    return this.user !== undefined;
  }

  /** The header's badge: first and last name initials, lowercased. */
  get initials(): string {
    return this.user ? initialsOf(this.user) : '';
  }

  /** Whether the session is known: no kept token, or the kept one has been checked. */
  get settled(): boolean {
    return this.checked;
  }

  signedIn(user: User): void {
    this.user = user;
    this.checked = true;
    this.endedByServer = false;
  }

  /**
   * The core's `EndRefusedSession` (the one handler behind every HTTP call) forgot a token the server refused: the
   * visitor is a guest again, is told so once, and a booking in reseller mode leaves it.
   */
  sessionEnded(): void {
    this.user = undefined;
    this.checked = true;
    this.restoring = undefined;
    this.endedByServer = true;
    void this.deps.leaveResellerMode().catch(() => undefined);
  }

  dismissEndedNotice(): void {
    this.endedByServer = false;
  }

  /** Checks a token kept from before a reload, once; answers the user, if any. */
  restore(): Promise<User | undefined> {
    if (this.user || this.checked) return Promise.resolve(this.user);
    if (!this.deps.hasStoredToken()) {
      this.checked = true;
      return Promise.resolve(undefined);
    }
    this.restoring ??= this.deps.restore().then(
      (user) => runInAction(() => { if (!this.user) this.user = user; this.checked = true; return this.user; }),
      () => runInAction(() => { this.checked = true; this.restoring = undefined; return undefined; }),
    );
    return this.restoring;
  }

  async logOut(): Promise<void> {
    await this.deps.logOut();
    runInAction(() => {
      this.user = undefined;
      this.checked = true;
      this.restoring = undefined;
    });
  }
}
