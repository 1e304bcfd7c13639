import { makeAutoObservable, runInAction } from 'mobx';
import { type ChangeLeg, type ChangeRefusal, type LegChange, changeSettled } from '../../../core/booking';
import { type ChangeFailureKind } from '../../shared/failure-messages';

/** How long the page follows a change that is not settled (the saga's steps take seconds; the reconciler finishes it later). */
const FOLLOW_TRIES = 40;
const FOLLOW_MS = 1500;

/** A refusal as the change section says it (a refused field is said on the field, elsewhere). */
export const changeErrorOf = (refusal: ChangeRefusal): ChangeFailureKind => (refusal.kind === 'Invalid' ? 'Failed' : refusal.kind);

export interface ChangeProgressDeps {
  change: Pick<ChangeLeg, 'status' | 'lastChange'>;
  /** Waits between two looks at a change that is not settled yet. */
  wait: (ms: number) => Promise<void>;
}

/** What a new start names as the change it follows, or why none may start now (one under way is followed instead). */
export type BeforeStart =
  | { readonly start: true; readonly after: string | undefined }
  | { readonly start: false; readonly underWay: LegChange }
  | { readonly start: false; readonly error: ChangeFailureKind };

/**
 * The follow-up of a leg's change on "Manage booking" (issue 17): the change the page shows (after the payment page,
 * or one with nothing to pay) looked at until it is settled, the page's stop when the company is slow and its "Check
 * again", and the booking's last change as this page knows it, so a new attempt names it (its Idempotency-Key is then
 * not that change's). A change done hands its new tickets to `onDone`.
 */
export class ChangeProgress {
  /** The change the page follows. */
  change: LegChange | undefined = undefined;
  following = false;
  /** The page stopped looking at a change that is not settled yet (the company is slow): it says so and offers a look. */
  slow = false;
  /** The booking's last change as this page knows it: its code, null when it has had none, undefined until asked. */
  private last: string | null | undefined = undefined;

  constructor(
    private readonly deps: ChangeProgressDeps,
    private readonly orderCode: () => string,
    private readonly onDone: (change: LegChange) => Promise<void>,
  ) {
    makeAutoObservable<ChangeProgress, 'deps' | 'orderCode' | 'onDone' | 'last'>(this, { deps: false, orderCode: false, onDone: false, last: false }, { autoBind: true });
  }

  /**
   * Before a start: the booking's last change, asked once per page. A settled one is named by the start; one still
   * under way is answered, to be followed instead of starting another; when it cannot be read nothing is started.
   */
  async beforeStart(): Promise<BeforeStart> {
    if (this.last === undefined) {
      const last = await this.deps.change.lastChange(this.orderCode()).catch(() => undefined);
      if (!last?.ok) return { start: false, error: last ? changeErrorOf(last.error) : 'Failed' };
      if (last.value && !changeSettled(last.value.status)) return { start: false, underWay: last.value };
      this.last = last.value?.changeCode ?? null;
    }
    return { start: true, after: this.last ?? undefined };
  }

  /** A change was started: the next attempt names it. */
  started(changeCode: string): void {
    this.last = changeCode;
  }

  /** The booking's latest change, followed when it is still under way (the traveller came back without paying, or reloaded). */
  async resume(): Promise<void> {
    if (this.change) return;
    const latest = await this.deps.change.status(this.orderCode()).catch(() => undefined);
    if (latest?.ok && !changeSettled(latest.value.status) && !this.change) await this.settle(latest.value);
  }

  /** Follows change `changeCode` of the order (back from the payment page) until it is settled; a refusal is answered. */
  async follow(changeCode: string): Promise<ChangeFailureKind | undefined> {
    if (!this.orderCode() || this.following || this.change?.changeCode === changeCode.toUpperCase()) return undefined;
    this.following = true;
    const answer = await this.deps.change.status(this.orderCode(), changeCode).catch(() => undefined);
    runInAction(() => { this.following = false; });
    if (answer?.ok) await this.settle(answer.value);
    else return answer ? changeErrorOf(answer.error) : 'Failed';
    return undefined;
  }

  /** Shows a change until it is settled (looking again while the saga works), then hands a done one over. */
  async settle(first: LegChange): Promise<void> {
    let change = first;
    this.last = change.changeCode;
    this.change = change;
    this.slow = false;
    this.following = !changeSettled(change.status);
    for (let i = 0; i < FOLLOW_TRIES && !changeSettled(change.status); i += 1) {
      await this.deps.wait(FOLLOW_MS);
      const again = await this.deps.change.status(this.orderCode(), change.changeCode).catch(() => undefined);
      if (again?.ok) {
        change = again.value;
        runInAction(() => { this.change = again.value; });
      }
    }
    runInAction(() => {
      this.following = false;
      this.slow = !changeSettled(change.status);
    });
    if (change.status === 'done' && change.reservation) await this.onDone(change);
  }

  /**
   * Shows the change as it now stands (an answer read elsewhere): while the page follows it, the next look goes on
   * from there; otherwise it is followed again until settled.
   */
  async show(change: LegChange): Promise<void> {
    if (this.following) {
      runInAction(() => { this.change = change; });
      return;
    }
    await this.settle(change);
  }

  /** Looks again at a change the page stopped following (it only reads: nothing is started). */
  async lookAgain(): Promise<void> {
    if (!this.change || this.following || changeSettled(this.change.status)) return;
    await this.settle(this.change);
  }
}
