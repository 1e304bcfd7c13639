import { makeAutoObservable, runInAction } from 'mobx';
import {
  type ChangeDateProblem, type ChangeLeg, type ChangeOptions, type ChangeSailing, type LegChange, type PaymentRedirect, type Reservation, canChangeTo,
} from '../../../core/booking';
import { athensDate } from '../../../core/shared/athens-time';
import { type Clock } from '../../../core/shared/clock.port';
import { type Logger } from '../../../core/shared/logger.port';
import { type ChangeFailureKind } from '../../shared/failure-messages';
import { ChangeDay } from './change-day.model';
import { ChangeProgress, changeErrorOf } from './change-progress.model';

export interface ChangeDeps {
  change: Pick<ChangeLeg, 'options' | 'start' | 'status' | 'lastChange' | 'paymentAgain'>;
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
  starting = false;
  /** "Continue to payment" asked for the followed change's payment form again (busy until the browser leaves). */
  continuing = false;
  error: ChangeError | undefined = undefined;
  /** The open leg's day and sailing (`change-day.model.ts`). */
  readonly form: ChangeDay;
  /** The change the page follows and the booking's last change (`change-progress.model.ts`). */
  readonly progress: ChangeProgress;
  private onTickets: (reservation: Reservation) => void = () => undefined;
  /** The tickets the legs were last asked for, and that asking (an older answer is dropped). */
  private reservation: Reservation | undefined = undefined;
  private asked = 0;

  constructor(private readonly deps: ChangeDeps) {
    const wait = deps.wait ?? ((ms: number) => new Promise<void>((resolve) => { setTimeout(resolve, ms); }));
    this.form = new ChangeDay(deps);
    this.progress = new ChangeProgress({ change: deps.change, wait }, () => this.orderCode, (done) => this.changed(done));
    makeAutoObservable<ChangeViewModel, 'deps' | 'onTickets' | 'reservation' | 'asked'>(this, { deps: false, onTickets: false, reservation: false, asked: false, form: false, progress: false }, { autoBind: true });
  }

  // The form's and the follow-up's state, as the section reads it.
  get date(): string { return this.form.date; }
  get dateProblem(): ChangeDateProblem | undefined { return this.form.dateProblem; }
  get day(): ChangeOptions | undefined { return this.form.day; }
  get loadingDay(): boolean { return this.form.loading; }
  get chosen(): string { return this.form.chosen; }
  get sailing(): ChangeSailing | undefined { return this.form.sailing; }
  get sailingProblem(): 'required' | undefined { return this.form.sailingProblem; }
  get focusRequest(): number { return this.form.focusRequest; }
  get today(): string { return this.form.today; }
  /** The change the page follows (after the payment page, or one with nothing to pay). */
  get change(): LegChange | undefined { return this.progress.change; }
  get following(): boolean { return this.progress.following; }
  /** The page stopped looking at a change that is not settled yet (the company is slow): it says so and offers a look. */
  get slow(): boolean { return this.progress.slow; }

  get openLeg(): ChangeLegView | undefined {
    return this.legs.find((l) => l.tripIndex === this.editing);
  }

  /**
   * Shows the section for a booking's legs: each leg's policy now, with its own day. The page hands it the booking as
   * the server now has it after every action (a part cancelled, a change done, assistance saved): a new booking of the
   * same order asks every leg's policy again, and closes the form of a leg that may no longer be changed.
   */
  async open(orderCode: string, reservation: Reservation, onTickets: (reservation: Reservation) => void): Promise<void> {
    this.onTickets = onTickets;
    const same = orderCode === this.orderCode && this.status !== 'idle';
    if (same && reservation === this.reservation) return;
    this.reservation = reservation;
    this.orderCode = orderCode;
    // What was refused was refused on the booking as it was.
    if (same) this.error = undefined;
    if (!same || this.status === 'failed') this.status = 'loading';
    const asked = ++this.asked;
    const legs = await Promise.all(reservation.trips.map(async (trip, tripIndex): Promise<ChangeLegView> => {
      const answer = await this.deps.change.options(orderCode, tripIndex, athensDate(trip.departureDatetime)).catch((error: unknown) => {
        this.deps.logger.log('error', `change: leg ${tripIndex} of ${orderCode} not loaded: ${error instanceof Error ? error.message : String(error)}`);
        return undefined;
      });
      return { tripIndex, options: answer?.ok ? answer.value : undefined, failed: !answer?.ok };
    }));
    if (asked !== this.asked) return;
    runInAction(() => {
      this.legs = legs;
      this.status = legs.every((l) => l.failed) && legs.length > 0 ? 'failed' : 'ready';
      if (this.editing !== null && !this.openLeg?.options?.allowed) this.close();
    });
    // A change under way (the traveller came back from the payment page without paying, or reloaded): show and follow it.
    if (legs.some((l) => l.options?.blocked === 'ChangeInProgress')) await this.progress.resume();
  }

  /** Opens the change form of a leg, on the leg's own day. */
  edit(tripIndex: number): void {
    const leg = this.legs.find((l) => l.tripIndex === tripIndex);
    if (!leg?.options?.allowed) return;
    this.editing = tripIndex;
    this.form.reset(athensDate(leg.options.oldDeparture));
    this.error = undefined;
  }

  /** Closes the form: the booking stays as it is. */
  close(): void {
    this.editing = null;
    this.form.reset(this.form.date);
    this.error = undefined;
  }

  setDate(value: string): void {
    this.form.setDate(value);
  }

  choose(tripId: string): void {
    this.form.choose(tripId);
    this.error = undefined;
  }

  /** Lists the open leg's sailings of the day typed (checked first: a date, not past). */
  async showDay(): Promise<void> {
    const tripIndex = this.editing;
    if (tripIndex === null || this.loadingDay) return;
    this.error = undefined;
    const day = await this.form.load(this.orderCode, tripIndex);
    runInAction(() => {
      if (day && 'error' in day) this.error = day.error;
      else if (day) this.replaceLeg(day);
    });
  }

  /** Changes the open leg to the chosen sailing for the difference shown; a difference to pay goes to the hosted page. */
  async confirm(): Promise<void> {
    const day = this.day;
    if (!day || this.starting) return;
    if (!this.sailing || !canChangeTo(this.sailing)) {
      this.form.refuse('sailing');
      return;
    }
    this.starting = true;
    this.error = undefined;
    // A new attempt names the booking's last change, so its Idempotency-Key is not that change's: after a reload that
    // forgot it, the same sailing again must start a new change, not replay a failed one's answer (its voided payment
    // page). A change still under way is followed instead of starting another.
    const before = await this.progress.beforeStart();
    if (!before.start) {
      runInAction(() => { this.starting = false; if ('error' in before) this.error = before.error; });
      if ('underWay' in before) {
        this.close();
        await this.progress.settle(before.underWay);
      }
      return;
    }
    const answer = await this.deps.change.start(day, this.chosen, before.after).catch((error: unknown) => {
      this.deps.logger.log('error', `change: ${this.orderCode} not started: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    });
    if (answer?.ok && answer.value.payment) {
      this.progress.started(answer.value.changeCode);
      // The hosted page takes over; the button stays busy until the browser leaves.
      await this.deps.redirect.submit(answer.value.payment);
      return;
    }
    runInAction(() => {
      this.starting = false;
      if (!answer) this.error = 'Failed';
      else if (answer.ok) return;
      else if (answer.error.kind === 'Invalid') this.form.refuse(answer.error.field);
      else this.error = changeErrorOf(answer.error);
    });
    if (!answer) return;
    if (answer.ok) {
      this.progress.started(answer.value.changeCode);
      this.close();
      await this.progress.settle(answer.value);
    } else if (answer.error.kind === 'QuoteChanged' || answer.error.kind === 'NoAvailability') {
      // The difference or the room changed meanwhile: the day is shown again, new, with the error kept.
      const kept = this.error;
      await this.showDay();
      runInAction(() => { this.error = kept; });
    }
  }

  /** Follows change `changeCode` of the order (back from the payment page) until it is settled. */
  async follow(changeCode: string): Promise<void> {
    const error = await this.progress.follow(changeCode);
    if (error) runInAction(() => { this.error = error; });
  }

  /** The followed change waits for its difference and the traveller may pay it (the hosted page was left). */
  get canContinuePayment(): boolean {
    return this.change?.status === 'held' && this.change.difference > 0;
  }

  /**
   * "Continue to payment": the followed change's payment form again (a new card attempt for the same difference: the
   * server supersedes and voids the one before, whose `orderid` the processor would refuse), posted as the first one was; a change no longer waiting (paid meanwhile, or given up) is shown as it now stands.
   */
  async continuePayment(): Promise<void> {
    const change = this.change;
    if (!change || !this.canContinuePayment || this.continuing) return;
    this.continuing = true;
    this.error = undefined;
    const answer = await this.deps.change.paymentAgain(this.orderCode, change.changeCode).catch((error: unknown) => {
      this.deps.logger.log('error', `change: ${change.changeCode} payment form not loaded: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    });
    if (answer?.ok && answer.value.payment) {
      // The hosted page takes over; the button stays busy until the browser leaves.
      await this.deps.redirect.submit(answer.value.payment);
      return;
    }
    runInAction(() => {
      this.continuing = false;
      if (!answer) this.error = 'Failed';
      else if (!answer.ok) this.error = changeErrorOf(answer.error);
    });
    if (answer?.ok) await this.progress.show(answer.value);
  }

  /** Looks again at a change the page stopped following (it only reads: nothing is started). */
  lookAgain(): Promise<void> {
    return this.progress.lookAgain();
  }

  /** A change is done: the page gets the new tickets (and shows the booking as the server now has it, which opens this again). */
  private changed(done: LegChange): Promise<void> {
    if (done.reservation) this.onTickets(done.reservation);
    return Promise.resolve();
  }

  private replaceLeg(options: ChangeOptions): void {
    this.legs = this.legs.map((l) => (l.tripIndex === options.tripIndex ? { ...l, options: { ...options, sailings: [] }, failed: false } : l));
  }
}
