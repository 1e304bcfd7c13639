import { makeAutoObservable, runInAction } from 'mobx';
import { type User } from '../../../core/auth';
import { type LoadReseller, describeRefusal } from '../../../core/booking';
import { type ResellerDetails } from '../../../core/booking';
import { type Logger } from '../../../core/shared/logger.port';
import { type AuthSession } from '../../shared/auth/auth-session';
import { type BookingStore } from '../../shared/booking/booking-store';

/**
 * Where the reseller entry stands: checking the session and the reseller; no session (the screen sends the visitor to
 * log in); an account that is not a reseller's; the details could not be loaded; in reseller mode; or left it.
 */
export type BooknowStatus = 'loading' | 'loggedOut' | 'notReseller' | 'failed' | 'reseller' | 'left';

export interface BooknowDeps {
  session: Pick<AuthSession, 'restore'>;
  loadReseller: Pick<LoadReseller, 'execute'>;
  store: Pick<BookingStore, 'state' | 'update' | 'leaveResellerMode'>;
  logger: Pick<Logger, 'log'>;
}

/**
 * `/booknow`, the reseller booking entry (SPEC.md sections 1 and 6). The reseller is who the session's token says
 * (never a query parameter): its details come through `LoadReseller`, whose answer puts the tab's booking in reseller
 * mode, so the search started here is paid from the credit limit. Without a session, or for an account that is not
 * a reseller's, the booking is not (or no longer) in reseller mode.
 */
export class BooknowViewModel {
  status: BooknowStatus = 'loading';
  details: ResellerDetails | undefined = undefined;
  private run = 0;

  constructor(private readonly deps: BooknowDeps) {
    makeAutoObservable<BooknowViewModel, 'deps' | 'run'>(this, { deps: false, run: false }, { autoBind: true });
  }

  get agencyName(): string {
    return this.details?.name ?? '';
  }

  /** The credit in cents: limit, used and available. */
  get credit(): { limit: number; used: number; available: number } | undefined {
    const d = this.details;
    return d && { limit: d.creditLimit, used: d.creditUsed, available: d.creditAvailable };
  }

  /** Checks the session, then loads the reseller and puts the booking in reseller mode (a fresh credit each time). */
  async load(): Promise<void> {
    const run = ++this.run;
    this.status = 'loading';
    const user = await this.deps.session.restore().catch(() => undefined);
    if (run !== this.run) return;
    if (!user) {
      this.end('loggedOut');
      return;
    }
    await this.loadReseller(user, run);
  }

  /** Asks again after a failure. */
  retry(): Promise<void> {
    return this.load();
  }

  /** Leaves reseller mode: the tab's bookings are paid by card again. */
  leave(): void {
    this.run += 1;
    this.end('left');
  }

  private async loadReseller(user: User, run: number): Promise<void> {
    const answer = await this.deps.loadReseller.execute(this.deps.store.state, user.id).catch((error: unknown) => {
      this.deps.logger.log('error', `booknow: reseller details not loaded: ${String(error)}`);
      return undefined;
    });
    if (run !== this.run) return;
    runInAction(() => {
      if (answer?.ok) {
        const { state } = answer.value;
        this.deps.store.update(() => state);
        this.details = answer.value.details;
        this.status = 'reseller';
      } else if (answer?.error.kind === 'UnknownReseller') {
        this.end('notReseller');
      } else if (answer?.error.refusal.kind === 'NotLoggedIn') {
        // The server no longer knows the session: as without one.
        this.end('loggedOut');
      } else {
        if (answer) this.deps.logger.log('error', `booknow: reseller details not loaded: ${describeRefusal(answer.error.refusal)}`);
        this.status = 'failed';
      }
    });
  }

  private end(status: 'loggedOut' | 'notReseller' | 'left'): void {
    this.deps.store.leaveResellerMode();
    this.details = undefined;
    this.status = status;
  }
}
