import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  type AssistanceKind, type AssistanceLeg, type AssistanceProblem, type AssistanceRecorded, type AssistanceRefusal, type ManageAssistance,
  type Reservation, isAssistanceKind,
} from '../../../core/booking';
import { type Logger } from '../../../core/shared/logger.port';

export interface AssistanceDeps {
  assistance: Pick<ManageAssistance, 'legs' | 'request'>;
  logger: Pick<Logger, 'log'>;
}

/** Why the section could not record a request, as it says it (a problem of a field is said on the field). */
export type AssistanceError = Exclude<AssistanceRefusal['kind'], 'Invalid'>;

/**
 * The "Assistance for reduced mobility" section of "Manage booking" (issue 17): per leg, until when a request is
 * guaranteed and the departure port's contact (the server's clock decides); a form for one passenger on one leg (the
 * kind and a note, checked by the core as step 3 checks them), which sends the request, or withdraws it. What the
 * server recorded (in time or not, with the port's contact) stays shown; the new tickets go to `onTickets`.
 */
export class AssistanceViewModel {
  orderCode = '';
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  legs: readonly AssistanceLeg[] = [];
  tripIndex = 0;
  passengerIndex = 0;
  kind: AssistanceKind | '' = '';
  note = '';
  errors: { kind?: AssistanceProblem; note?: AssistanceProblem } = {};
  error: AssistanceError | undefined = undefined;
  saving = false;
  /** What the server recorded last (shown until the form changes). */
  recorded: AssistanceRecorded | undefined = undefined;
  /** Bumped when a request is refused on a field: the view moves focus to the first such field. */
  focusRequest = 0;
  private reservation: Reservation | null = null;
  /** How many times the legs were asked (an older answer is dropped). */
  private asked = 0;
  private onTickets: (reservation: Reservation) => void = () => undefined;

  constructor(private readonly deps: AssistanceDeps) {
    makeAutoObservable<AssistanceViewModel, 'deps' | 'onTickets' | 'reservation' | 'asked'>(this, {
      deps: false, onTickets: false, reservation: observableRef, asked: false,
    }, { autoBind: true });
  }

  /**
   * Shows the section for a booking (again when the code changes), with its current tickets. The page hands it the
   * booking as the server now has it after every action: new tickets of the same order ask the legs again (a leg
   * cancelled meanwhile is no longer offered, nor a cancelled passenger); the passenger chosen stays while offered.
   */
  async open(orderCode: string, reservation: Reservation | null, onTickets: (reservation: Reservation) => void): Promise<void> {
    this.onTickets = onTickets;
    const same = orderCode === this.orderCode && this.status !== 'idle' && this.status !== 'failed';
    if (same && reservation === this.reservation) return;
    this.reservation = reservation;
    this.orderCode = orderCode;
    if (same) this.error = undefined;
    if (!same) this.status = 'loading';
    const asked = ++this.asked;
    const answer = await this.deps.assistance.legs(orderCode).catch((error: unknown) => {
      this.deps.logger.log('error', `assistance: legs of ${orderCode} not loaded: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    });
    if (asked !== this.asked) return;
    runInAction(() => {
      if (!answer?.ok) {
        if (!same) this.status = 'failed';
        return;
      }
      this.legs = answer.value;
      this.status = 'ready';
      const kept = same && this.openLegs.some((l) => l.trip_index === this.tripIndex) && this.passengers.some((p) => p.index === this.passengerIndex);
      if (kept) return;
      const first = this.openLegs[0];
      this.chooseLeg(first ? first.trip_index : 0);
    });
  }

  /** The legs a request may be made for now: open (the server's clock decides), not cancelled, with a passenger left. */
  get openLegs(): readonly AssistanceLeg[] {
    return this.legs.filter((l) => l.open && !this.cancelled(l.trip_index));
  }

  /** Whether leg `tripIndex` is cancelled on the tickets (as a whole, or every passenger of it). */
  cancelled(tripIndex: number): boolean {
    const trip = this.reservation?.trips[tripIndex];
    return !trip || Boolean(trip.cancelled) || trip.passengers.every((p) => p.cancelled);
  }

  get leg(): AssistanceLeg | undefined {
    return this.legs.find((l) => l.trip_index === this.tripIndex);
  }

  /** The passengers of the chosen leg still travelling (a cancelled one is not offered), with what each has asked for. */
  get passengers() {
    return (this.reservation?.trips[this.tripIndex]?.passengers ?? []).filter((p) => !p.cancelled);
  }

  /** What the chosen passenger has on the chosen leg now. */
  get current() {
    return this.passengers.find((p) => p.index === this.passengerIndex)?.assistance;
  }

  chooseLeg(tripIndex: number): void {
    this.tripIndex = tripIndex;
    if (!this.passengers.some((p) => p.index === this.passengerIndex)) this.passengerIndex = this.passengers[0]?.index ?? 0;
    this.fillFromTicket();
  }

  choosePassenger(index: number): void {
    this.passengerIndex = index;
    this.fillFromTicket();
  }

  setKind(value: string): void {
    this.kind = isAssistanceKind(value) ? value : '';
    this.errors = { ...this.errors, kind: undefined };
    this.recorded = undefined;
  }

  setNote(value: string): void {
    this.note = value;
    this.errors = { ...this.errors, note: undefined };
    this.recorded = undefined;
  }

  /** Sends the request for the chosen passenger and leg. */
  submit(): Promise<void> {
    return this.send(false);
  }

  /** Tells the company the chosen passenger needs no assistance any more. */
  withdraw(): Promise<void> {
    return this.send(true);
  }

  private fillFromTicket(): void {
    const current = this.current;
    this.kind = current?.kind ?? '';
    this.note = current?.note ?? '';
    this.errors = {};
    this.error = undefined;
    this.recorded = undefined;
  }

  private async send(withdraw: boolean): Promise<void> {
    if (this.saving) return;
    this.saving = true;
    this.error = undefined;
    this.errors = {};
    this.recorded = undefined;
    const request = { orderCode: this.orderCode, tripIndex: this.tripIndex, passengerIndex: this.passengerIndex, kind: this.kind, note: this.note, withdraw };
    const answer = await this.deps.assistance.request(request).catch((error: unknown) => {
      this.deps.logger.log('error', `assistance: request on ${this.orderCode} not sent: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    });
    runInAction(() => {
      this.saving = false;
      if (!answer) this.error = 'Failed';
      else if (answer.ok) {
        this.recorded = answer.value;
        this.reservation = answer.value.reservation;
        this.kind = answer.value.assistance?.kind ?? '';
        this.note = answer.value.assistance?.note ?? '';
      } else if (answer.error.kind === 'Invalid') {
        this.errors = { [answer.error.field]: answer.error.problem };
        this.focusRequest += 1;
      } else this.error = answer.error.kind;
    });
    if (answer?.ok) this.onTickets(answer.value.reservation);
    if (answer && !answer.ok && answer.error.kind === 'Departed') {
      this.status = 'idle';
      await this.open(this.orderCode, this.reservation, this.onTickets);
      runInAction(() => { this.error = 'Departed'; });
    }
  }
}
