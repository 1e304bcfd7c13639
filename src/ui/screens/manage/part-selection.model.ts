import { makeAutoObservable, runInAction } from 'mobx';
import { type CancelPart, type LegPart, type PartCancelRefusal, type PartQuote } from '../../../core/booking';
import { type Logger } from '../../../core/shared/logger.port';

/** What the traveller ticked on one leg (mutable sets, observed by the page). */
export interface LegTicks { whole: boolean; passengers: Set<number>; vehicles: Set<number> }

const EMPTY = (): LegTicks => ({ whole: false, passengers: new Set(), vehicles: new Set() });
const keyOf = (parts: readonly LegPart[]) => JSON.stringify(parts);

export interface PartSelectionDeps {
  parts: Pick<CancelPart, 'quote'>;
  logger: Pick<Logger, 'log'>;
}

/**
 * What the traveller ticked for a partial cancellation (issue 17) and the server's quote of it: each selection is
 * quoted anew, an answer for an older selection is dropped, and a quote counts only for the selection it is about.
 */
export class PartSelection {
  ticks = new Map<number, LegTicks>();
  quote: PartQuote | undefined = undefined;
  quoting = false;
  private asked = '';
  /** The selection `quote` is about (a quote is confirmed only for what is ticked now). */
  private quotedKey = '';

  constructor(private readonly deps: PartSelectionDeps) {
    makeAutoObservable<PartSelection, 'deps' | 'asked' | 'quotedKey'>(this, { deps: false, asked: false, quotedKey: false }, { autoBind: true });
  }

  ticked(tripIndex: number): LegTicks {
    return this.ticks.get(tripIndex) ?? EMPTY();
  }

  setWhole(tripIndex: number, on: boolean): void {
    this.ticks.set(tripIndex, { ...this.ticked(tripIndex), whole: on });
  }

  setItem(tripIndex: number, kind: 'passenger' | 'vehicle', index: number, on: boolean): void {
    const t = this.ticked(tripIndex);
    const set = new Set(kind === 'passenger' ? t.passengers : t.vehicles);
    if (on) set.add(index);
    else set.delete(index);
    this.ticks.set(tripIndex, kind === 'passenger' ? { ...t, passengers: set } : { ...t, vehicles: set });
  }

  /** Whether the quote shown is the one of `parts`. */
  quotes(parts: readonly LegPart[]): boolean {
    return this.quote !== undefined && this.quotedKey === keyOf(parts);
  }

  /**
   * Asks the server what `parts` give back now (nothing chosen clears the quote); answers its refusal, or nothing
   * when quoted or when a newer selection was asked meanwhile.
   */
  async ask(orderCode: string, parts: readonly LegPart[]): Promise<PartCancelRefusal | undefined> {
    const key = keyOf(parts);
    this.asked = key;
    if (parts.length === 0) {
      this.clear();
      return undefined;
    }
    this.quoting = true;
    const answer = await this.deps.parts.quote(orderCode, parts).catch((error: unknown) => {
      this.deps.logger.log('error', `part cancel: quote on ${orderCode} failed: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    });
    return runInAction(() => {
      if (this.asked !== key) return undefined;
      this.quoting = false;
      if (answer?.ok) {
        this.quote = answer.value;
        this.quotedKey = key;
        return undefined;
      }
      this.quote = undefined;
      this.quotedKey = '';
      return answer ? answer.error : { kind: 'Failed' } as const;
    });
  }

  /** No quote shown (what is ticked stays). */
  clear(): void {
    this.quote = undefined;
    this.quotedKey = '';
    this.quoting = false;
    this.asked = '';
  }

  /** Nothing ticked, nothing quoted. */
  reset(): void {
    this.ticks = new Map();
    this.clear();
  }
}
