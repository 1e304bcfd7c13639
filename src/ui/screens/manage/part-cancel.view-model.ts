import { makeAutoObservable, runInAction } from 'mobx';
import {
  type CancelPart, type LegChoice, type LegChoiceState, type LegPart, type ManageBooking, type ManagedBooking, type PartCancelRefusal,
  type PartCancelled, type PartQuote, legChoices, partsOf,
} from '../../../core/booking';
import { type Logger } from '../../../core/shared/logger.port';
import { type LegTicks, PartSelection } from './part-selection.model';

export interface PartCancelDeps {
  parts: Pick<CancelPart, 'quote' | 'cancel'>;
  manage: Pick<ManageBooking, 'load'>;
  logger: Pick<Logger, 'log'>;
}

/**
 * "Cancel part of the booking" on "Manage booking" (issue 17): per leg, the whole leg or some of its passengers and
 * vehicles, where its company allows it (why not, where it does not). Each change of the ticks asks the server for
 * the quote again (an answer for an older choice is dropped); confirming cancels for exactly the amount shown, then
 * shows the booking as the server now has it. A refusal about one leg is shown on that leg, and focus moves there.
 */
export class PartCancelViewModel {
  orderCode = '';
  booking: ManagedBooking | undefined = undefined;
  /** What is ticked and its quote (`part-selection.model.ts`). */
  readonly selection: PartSelection;
  confirming = false;
  cancelling = false;
  error: PartCancelRefusal | undefined = undefined;
  /** What the last partial cancellation gave back. */
  done: PartCancelled | undefined = undefined;
  /** "Check again" is loading the booking. */
  checking = false;
  /** Bumped when focus should move to the leg of `error`. */
  focusRequest = 0;
  private onBooking: (booking: ManagedBooking) => void = () => undefined;

  constructor(private readonly deps: PartCancelDeps) {
    this.selection = new PartSelection(deps);
    makeAutoObservable<PartCancelViewModel, 'deps' | 'onBooking'>(this, { deps: false, selection: false, onBooking: false }, { autoBind: true });
  }

  get quote(): PartQuote | undefined { return this.selection.quote; }
  get quoting(): boolean { return this.selection.quoting; }

  /**
   * Shows the choices of `booking`; `onBooking` gets the booking after a cancellation. When the page shows the same
   * order again (another section saved something), what is ticked stays and its quote is asked again (what is no
   * longer open drops out); a cancellation under way brings its own booking.
   */
  open(booking: ManagedBooking, onBooking: (booking: ManagedBooking) => void): void {
    this.onBooking = onBooking;
    if (this.booking === booking) return;
    if (this.booking && this.orderCode === booking.order_code) {
      if (this.cancelling) return;
      this.booking = booking;
      this.confirming = false;
      if (this.parts.length > 0) void this.refresh();
      else this.clearQuote();
      return;
    }
    const other = this.orderCode !== booking.order_code;
    this.booking = booking;
    this.orderCode = booking.order_code;
    if (other) this.done = undefined;
    this.reset();
  }

  get legs(): readonly LegChoice[] {
    return this.booking ? legChoices(this.booking) : [];
  }

  /** Whether anything on the booking may be cancelled alone now (else the section says why per leg, or is not shown). */
  get offered(): boolean {
    return this.legs.some((l) => l.legClosed === null || l.itemsClosed === null);
  }

  get parts(): readonly LegPart[] {
    return partsOf(this.legs, this.selection.ticks as ReadonlyMap<number, LegChoiceState>);
  }

  ticked(tripIndex: number): LegTicks {
    return this.selection.ticked(tripIndex);
  }

  /** The refusal about `tripIndex`, when the last one was about that leg. */
  errorOn(tripIndex: number): PartCancelRefusal | undefined {
    return this.error && 'tripIndex' in this.error && this.error.tripIndex === tripIndex ? this.error : undefined;
  }

  /** A refusal about the booking as a whole (none of its legs). */
  get generalError(): PartCancelRefusal | undefined {
    return this.error && !('tripIndex' in this.error) ? this.error : undefined;
  }

  setWhole(tripIndex: number, on: boolean): void {
    if (this.cancelling) return;
    this.selection.setWhole(tripIndex, on);
    void this.refresh();
  }

  setItem(tripIndex: number, kind: 'passenger' | 'vehicle', index: number, on: boolean): void {
    if (this.cancelling) return;
    this.selection.setItem(tripIndex, kind, index, on);
    void this.refresh();
  }

  /** Asks the server what the ticked parts give back now; nothing ticked clears the quote. */
  async refresh(): Promise<void> {
    this.error = undefined;
    this.done = undefined;
    // The confirmation named the refund of the old choice.
    this.confirming = false;
    const refusal = await this.selection.ask(this.orderCode, this.parts);
    if (refusal) runInAction(() => this.fail(refusal));
  }

  /** Opens the confirmation with the quote shown (only once it is the quote of what is ticked now). */
  askConfirm(): void {
    if (this.quoting || this.parts.length === 0 || !this.selection.quotes(this.parts)) return;
    this.error = undefined;
    this.confirming = true;
  }

  keep(): void {
    if (!this.cancelling) this.confirming = false;
  }

  /** Cancels the ticked parts for the refund shown; then the booking as the server has it (or the new quote). */
  async confirm(): Promise<void> {
    const quote = this.quote;
    const parts = this.parts;
    if (!quote || this.cancelling || this.quoting || !this.selection.quotes(parts)) return;
    this.cancelling = true;
    this.error = undefined;
    const answer = await this.deps.parts.cancel(this.orderCode, parts, quote.refundAmount).catch((error: unknown) => {
      this.deps.logger.log('error', `part cancel: ${this.orderCode} not cancelled: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    });
    runInAction(() => {
      this.cancelling = false;
      this.confirming = false;
    });
    if (answer?.ok) {
      runInAction(() => { this.done = answer.value; });
      await this.reload(false);
      return;
    }
    const refusal: PartCancelRefusal = answer ? answer.error : { kind: 'Failed' };
    if (refusal.kind === 'QuoteChanged') {
      await this.refresh();
      runInAction(() => { if (!this.error) this.fail(refusal); });
      return;
    }
    // The booking changed under the page (another tab), or the company finishes the cancellation later: show it as it
    // is, with what is still open of the ticks and its quote, and the refusal.
    if (refusal.kind === 'PartCancelled' || refusal.kind === 'AlreadyCancelled' || refusal.kind === 'Unavailable') await this.reload(true);
    runInAction(() => this.fail(refusal));
  }

  /** "Check again" after a refusal that ends by itself: the booking as the server now has it, what is ticked and open kept. */
  async checkAgain(): Promise<void> {
    if (this.checking || this.cancelling) return;
    this.checking = true;
    this.error = undefined;
    await this.reload(true);
    runInAction(() => { this.checking = false; });
  }

  private fail(refusal: PartCancelRefusal): void {
    this.error = refusal;
    this.focusRequest += 1;
  }

  /** No quote shown (nothing ticked is open); what the last cancellation gave back stays. */
  private clearQuote(): void {
    this.selection.clear();
    this.error = undefined;
  }

  private reset(): void {
    this.selection.reset();
    this.confirming = false;
    this.error = undefined;
  }

  /**
   * The booking as the server now has it, shown by the page (its tickets say Cancelled). After a cancellation the
   * ticks start again; after a refusal (`keepTicks`) what is ticked and still open stays, and its quote is asked again.
   */
  private async reload(keepTicks: boolean): Promise<void> {
    const code = this.orderCode;
    const answer = await this.deps.manage.load(code).catch((error: unknown) => {
      this.deps.logger.log('error', `part cancel: ${code} not reloaded: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    });
    const done = this.done;
    if (answer?.ok) {
      runInAction(() => {
        this.booking = answer.value;
        if (keepTicks) this.clearQuote();
        else this.reset();
        this.done = done;
      });
      this.onBooking(answer.value);
      if (keepTicks && this.parts.length > 0) await this.refresh();
    }
  }
}
