import { makeAutoObservable, runInAction } from 'mobx';
import { type ChangeDateProblem, type ChangeLeg, type ChangeOptions, type ChangeSailing, canChangeTo, changeDateProblem } from '../../../core/booking';
import { athensDate } from '../../../core/shared/athens-time';
import { type Clock } from '../../../core/shared/clock.port';
import { type Logger } from '../../../core/shared/logger.port';
import { type ChangeFailureKind } from '../../shared/failure-messages';
import { changeErrorOf } from './change-progress.model';

export interface ChangeDayDeps {
  change: Pick<ChangeLeg, 'options'>;
  clock: Clock;
  logger: Pick<Logger, 'log'>;
}

/**
 * The day and sailing a leg's change goes to, on "Manage booking" (issue 17): the day typed (checked here: a date,
 * not past), that day's sailings of the same route and company with the server's difference each costs, the one
 * chosen, and each field's problem (said on the field: `focusRequest` asks the view to move focus there).
 */
export class ChangeDay {
  date = '';
  dateProblem: ChangeDateProblem | undefined = undefined;
  /** The sailings of `date` for the open leg. */
  day: ChangeOptions | undefined = undefined;
  loading = false;
  chosen = '';
  sailingProblem: 'required' | undefined = undefined;
  /** Bumped when a field is refused: the view moves focus to it. */
  focusRequest = 0;

  constructor(private readonly deps: ChangeDayDeps) {
    makeAutoObservable<ChangeDay, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  /** The first day a change may go to (today in Athens, by the clock). */
  get today(): string {
    return athensDate(this.deps.clock.nowIso());
  }

  get sailing(): ChangeSailing | undefined {
    return this.day?.sailings.find((s) => s.tripId === this.chosen);
  }

  /** Starts again on `date` (a leg's own day), nothing listed or chosen. */
  reset(date: string): void {
    this.date = date;
    this.dateProblem = undefined;
    this.day = undefined;
    this.chosen = '';
    this.sailingProblem = undefined;
  }

  setDate(value: string): void {
    this.date = value;
    this.dateProblem = undefined;
  }

  choose(tripId: string): void {
    this.chosen = tripId;
    this.sailingProblem = undefined;
  }

  /** A field the shop refused (or left empty) is said on it: the day, or the sailing (no longer one of the day's). */
  refuse(field: 'date' | 'sailing'): void {
    if (field === 'date') this.dateProblem = 'invalid';
    else this.sailingProblem = 'required';
    this.focusRequest += 1;
  }

  /**
   * Lists leg `tripIndex`'s sailings of the day typed (checked first: a date, not past); answers the day's options,
   * a failure to say, or nothing (a refused day, said on its field).
   */
  async load(orderCode: string, tripIndex: number): Promise<ChangeOptions | { readonly error: ChangeFailureKind } | undefined> {
    if (this.loading) return undefined;
    const date = this.date.trim();
    const problem = changeDateProblem(date, this.today);
    if (problem) {
      this.dateProblem = problem;
      this.focusRequest += 1;
      return undefined;
    }
    this.loading = true;
    const answer = await this.deps.change.options(orderCode, tripIndex, date).catch((error: unknown) => {
      this.deps.logger.log('error', `change: ${date} for ${orderCode} not loaded: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    });
    return runInAction(() => {
      this.loading = false;
      if (!answer) return { error: 'Failed' as const };
      if (answer.ok) {
        this.day = answer.value;
        if (!answer.value.sailings.some((s) => s.tripId === this.chosen && canChangeTo(s))) this.chosen = '';
        return answer.value;
      }
      if (answer.error.kind !== 'Invalid') return { error: changeErrorOf(answer.error) };
      this.refuse('date');
      return undefined;
    });
  }
}
