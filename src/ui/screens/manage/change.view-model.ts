import { makeAutoObservable, runInAction } from 'mobx';
import {
  type ChangeDateProblem, type ChangeLeg, type ChangeOptions, type ChangeRefusal, type ChangeSailing, type LegChange, type PaymentRedirect, type Reservation,
  canChangeTo, changeDateProblem, changeSettled,
} from '../../../core/booking';
import { athensDate } from '../../../core/shared/athens-time';
import { type Clock } from '../../../core/shared/clock.port';
import { type Logger } from '../../../core/shared/logger.port';
import { type ChangeFailureKind } from '../../shared/failure-messages';

export interface ChangeDeps {
  change: Pick<ChangeLeg, 'options' | 'start' | 'status' | 'lastChange'>;
  redirect: PaymentRedirect;
  clock: Clock;
  logger: Pick<Logger, 'log'>;
  /** Waits between two looks at a change that is not settled yet (a timer in the browser). */
  wait?: (ms: number) => Promise<void>;
}

/** One leg as the section lists it: what its company allows now (loaded with the leg's own day). */
export interface ChangeLegView {
  readonly tripIndex: number;
  readonly options: ChangeOptions | undefined;
  readonly failed: boolean;
}

/** Why the section could not list or start a change, as it says it (a problem of a field is said on the field). */
export type ChangeError = ChangeFailureKind;

/** How long the page follows a change that is not settled (the saga's steps take seconds; the reconciler finishes it later). */
const FOLLOW_TRIES = 40;
const FOLLOW_MS = 1500;

const errorOf = (refusal: ChangeRefusal): ChangeError => (refusal.kind === 'Invalid' ? 'Failed' : refusal.kind);

/**
 * "Change date or sailing" on "Manage booking" (issue 17): per leg, what the company allows now (or why not); for the
 * leg the traveller opens, a day (checked here: a date, not past), that day's sailings of the same route and company
 * with the server's difference each costs, and the change at the difference shown. A difference to pay sends the
 * traveller to the processor's hosted page, which brings them back to `/manage?…&change=CODE`: `follow` then looks at
 * the change until it is settled and hands the new tickets to `onTickets`.
 */
export class ChangeViewModel {
  orderCode = '';
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  legs: readonly ChangeLegView[] = [];
  /** The leg whose change form is open. */
  editing: number | null = null;
  date = '';
  dateProblem: ChangeDateProblem | undefined = undefined;
  /** The sailings of `date` for the open leg. */
  day: ChangeOptions | undefined = undefined;
  loadingDay = false;
  chosen = '';
  sailingProblem: 'required' | undefined = undefined;
  starting = false;
  error: ChangeError | undefined = undefined;
  /** The change the page follows (after the payment page, or one with nothing to pay). */
  change: LegChange | undefined = undefined;
  following = false;
  /** The page stopped looking at a change that is not settled yet (the company is slow): it says so and offers a look. */
  slow = false;
  /** Bumped when a field is refused: the view moves focus to it. */
  focusRequest = 0;
  /** The booking's last change as this page knows it: its code, null when it has had none, undefined until asked. */
  private lastChange: string | null | undefined = undefined;
  private onTickets: (reservation: Reservation) => void = () => undefined;

  constructor(private readonly deps: ChangeDeps) {
    makeAutoObservable<ChangeViewModel, 'deps' | 'onTickets'>(this, { deps: false, onTickets: false }, { autoBind: true });
  }

  private get wait(): (ms: number) => Promise<void> {
    return this.deps.wait ?? ((ms) => new Promise((resolve) => { setTimeout(resolve, ms); }));
  }

  /** The first day a change may go to (today in Athens, by the clock). */
  get today(): string {
    return athensDate(this.deps.clock.nowIso());
  }

  get openLeg(): ChangeLegView | undefined {
    return this.legs.find((l) => l.tripIndex === this.editing);
  }

  get sailing(): ChangeSailing | undefined {
    return this.day?.sailings.find((s) => s.tripId === this.chosen);
  }

  /** Shows the section for a booking's legs (again when the code changes): each leg's policy now, with its own day. */
  async open(orderCode: string, reservation: Reservation, onTickets: (reservation: Reservation) => void): Promise<void> {
    this.onTickets = onTickets;
    if (orderCode === this.orderCode && this.status !== 'idle') return;
    this.orderCode = orderCode;
    this.status = 'loading';
    const legs = await Promise.all(reservation.trips.map(async (trip, tripIndex): Promise<ChangeLegView> => {
      const answer = await this.deps.change.options(orderCode, tripIndex, athensDate(trip.departureDatetime)).catch((error: unknown) => {
        this.deps.logger.log('error', `change: leg ${tripIndex} of ${orderCode} not loaded: ${error instanceof Error ? error.message : String(error)}`);
        return undefined;
      });
      return { tripIndex, options: answer?.ok ? answer.value : undefined, failed: !answer?.ok };
    }));
    runInAction(() => {
      this.legs = legs;
      this.status = legs.every((l) => l.failed) && legs.length > 0 ? 'failed' : 'ready';
    });
    // A change under way (the traveller came back from the payment page without paying, or reloaded): show and follow it.
    if (!this.change && legs.some((l) => l.options?.blocked === 'ChangeInProgress')) {
      const latest = await this.deps.change.status(orderCode).catch(() => undefined);
      if (latest?.ok && !changeSettled(latest.value.status) && !this.change) await this.settle(latest.value);
    }
  }

  /** Opens the change form of a leg, on the leg's own day. */
  edit(tripIndex: number): void {
    const leg = this.legs.find((l) => l.tripIndex === tripIndex);
    if (!leg?.options?.allowed) return;
    this.editing = tripIndex;
    this.date = athensDate(leg.options.oldDeparture);
    this.dateProblem = undefined;
    this.day = undefined;
    this.chosen = '';
    this.sailingProblem = undefined;
    this.error = undefined;
  }

  /** Closes the form: the booking stays as it is. */
  close(): void {
    this.editing = null;
    this.day = undefined;
    this.error = undefined;
  }

  setDate(value: string): void {
    this.date = value;
    this.dateProblem = undefined;
  }

  choose(tripId: string): void {
    this.chosen = tripId;
    this.sailingProblem = undefined;
    this.error = undefined;
  }

  /** Lists the open leg's sailings of the day typed (checked first: a date, not past). */
  async showDay(): Promise<void> {
    const tripIndex = this.editing;
    if (tripIndex === null || this.loadingDay) return;
    const date = this.date.trim();
    const problem = changeDateProblem(date, this.today);
    if (problem) {
      this.dateProblem = problem;
      this.focusRequest += 1;
      return;
    }
    this.loadingDay = true;
    this.error = undefined;
    const answer = await this.deps.change.options(this.orderCode, tripIndex, date).catch((error: unknown) => {
      this.deps.logger.log('error', `change: ${date} for ${this.orderCode} not loaded: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    });
    runInAction(() => {
      this.loadingDay = false;
      if (!answer) this.error = 'Failed';
      else if (answer.ok) {
        this.day = answer.value;
        if (!answer.value.sailings.some((s) => s.tripId === this.chosen && canChangeTo(s))) this.chosen = '';
        this.replaceLeg(answer.value);
      } else if (answer.error.kind === 'Invalid') {
        this.dateProblem = 'invalid';
        this.focusRequest += 1;
      } else this.error = errorOf(answer.error);
    });
  }

  /** Changes the open leg to the chosen sailing for the difference shown; a difference to pay goes to the hosted page. */
  async confirm(): Promise<void> {
    const day = this.day;
    if (!day || this.starting) return;
    if (!this.sailing || !canChangeTo(this.sailing)) {
      this.sailingProblem = 'required';
      this.focusRequest += 1;
      return;
    }
    this.starting = true;
    this.error = undefined;
    // A new attempt names the booking's last change, so its Idempotency-Key is not that change's: after a reload that
    // forgot it, the same sailing again must start a new change, not replay a failed one's answer (its voided payment
    // page). A change still under way is followed instead of starting another.
    if (this.lastChange === undefined) {
      const last = await this.deps.change.lastChange(this.orderCode).catch(() => undefined);
      if (!last?.ok) {
        runInAction(() => { this.starting = false; this.error = last ? errorOf(last.error) : 'Failed'; });
        return;
      }
      if (last.value && !changeSettled(last.value.status)) {
        runInAction(() => { this.starting = false; });
        this.close();
        await this.settle(last.value);
        return;
      }
      runInAction(() => { this.lastChange = last.value?.changeCode ?? null; });
    }
    const answer = await this.deps.change.start(day, this.chosen, this.lastChange ?? undefined).catch((error: unknown) => {
      this.deps.logger.log('error', `change: ${this.orderCode} not started: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    });
    if (answer?.ok && answer.value.payment) {
      this.lastChange = answer.value.changeCode;
      // The hosted page takes over; the button stays busy until the browser leaves.
      await this.deps.redirect.submit(answer.value.payment);
      return;
    }
    runInAction(() => {
      this.starting = false;
      if (!answer) this.error = 'Failed';
      else if (answer.ok) return;
      else if (answer.error.kind === 'Invalid') {
        // A refused field is said on it: the day, or the sailing (no longer one of the day's).
        if (answer.error.field === 'date') this.dateProblem = 'invalid';
        else this.sailingProblem = 'required';
        this.focusRequest += 1;
      } else this.error = errorOf(answer.error);
    });
    if (!answer) return;
    if (answer.ok) {
      this.lastChange = answer.value.changeCode;
      this.close();
      await this.settle(answer.value);
    } else if (answer.error.kind === 'QuoteChanged' || answer.error.kind === 'NoAvailability') {
      // The difference or the room changed meanwhile: the day is shown again, new, with the error kept.
      const kept = this.error;
      await this.showDay();
      runInAction(() => { this.error = kept; });
    }
  }

  /** Follows change `changeCode` of the order (back from the payment page) until it is settled. */
  async follow(changeCode: string): Promise<void> {
    if (!this.orderCode || this.following || this.change?.changeCode === changeCode.toUpperCase()) return;
    this.following = true;
    const answer = await this.deps.change.status(this.orderCode, changeCode).catch(() => undefined);
    runInAction(() => { this.following = false; });
    if (answer?.ok) await this.settle(answer.value);
    else runInAction(() => { this.error = answer ? errorOf(answer.error) : 'Failed'; });
  }

  /** Shows a change until it is settled (looking again while the saga works), then the new tickets and policies. */
  private async settle(first: LegChange): Promise<void> {
    let change = first;
    this.lastChange = change.changeCode;
    this.change = change;
    this.slow = false;
    this.following = !changeSettled(change.status);
    for (let i = 0; i < FOLLOW_TRIES && !changeSettled(change.status); i += 1) {
      await this.wait(FOLLOW_MS);
      const again = await this.deps.change.status(this.orderCode, change.changeCode).catch(() => undefined);
      if (again?.ok) {
        change = again.value;
        runInAction(() => { this.change = again.value; });
      }
    }
    runInAction(() => {
      this.following = false;
      this.slow = !changeSettled(change.status);
    });
    if (change.status === 'done' && change.reservation) {
      this.onTickets(change.reservation);
      const orderCode = this.orderCode;
      this.status = 'idle';
      this.orderCode = '';
      await this.open(orderCode, change.reservation, this.onTickets);
    }
  }

  /** Looks again at a change the page stopped following (it only reads: nothing is started). */
  async lookAgain(): Promise<void> {
    if (!this.change || this.following || changeSettled(this.change.status)) return;
    await this.settle(this.change);
  }

  private replaceLeg(options: ChangeOptions): void {
    this.legs = this.legs.map((l) => (l.tripIndex === options.tripIndex ? { ...l, options: { ...options, sailings: [] }, failed: false } : l));
  }
}
