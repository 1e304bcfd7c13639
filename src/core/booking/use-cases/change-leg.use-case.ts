import { isIsoDate } from '../../shared/validation';
import { type Result, err, ok } from '../../shared/result';
import {
  type ChangeGateway, type ChangeOptions, type ChangeRefusal, type ChangeSailing, type LegChange, type LegChangeStatus,
} from '../ports/change-gateway.port';
import { type ReservationTrip } from '../domain/order';

const ORDER_CODE = /^[A-Z0-9]{6,20}$/;
const CHANGE_CODE = /^[A-Z0-9]{6,20}X[A-Z0-9]{4}$/;
/** An order has at most a handful of legs (the server's `TripIndex`). */
const MAX_TRIP_INDEX = 9;

/** What a sailing's difference means for the traveller: pay it by card, get it back on the card, or nothing. */
export type ChangeDifferenceKind = 'pay' | 'refund' | 'free';

export function differenceKind(difference: number): ChangeDifferenceKind {
  return difference > 0 ? 'pay' : difference < 0 ? 'refund' : 'free';
}

/** A change has ended (done, or failed with the old booking intact): nothing more will happen to it. */
export function changeSettled(status: LegChangeStatus): boolean {
  return status === 'done' || status === 'failed';
}

/** A sailing the traveller may choose: the party fits, and the server priced it. */
export function canChangeTo(sailing: ChangeSailing): sailing is ChangeSailing & { difference: number } {
  return sailing.available && sailing.difference !== null;
}

/**
 * Who a change of `trip` moves: its passengers' names and its vehicles' plates that are not cancelled (the server
 * changes what is left of a partly cancelled leg), and whether some of the leg was cancelled (those stay cancelled).
 */
export function changedParty(trip: ReservationTrip): { readonly names: readonly string[]; readonly partly: boolean } {
  const names = [
    ...trip.passengers.filter((p) => !p.cancelled).map((p) => `${p.name} ${p.surname}`.trim()),
    ...trip.vehicles.filter((v) => !v.cancelled).map((v) => v.plate.trim()),
  ].filter((name) => name !== '');
  const partly = trip.passengers.some((p) => p.cancelled) || trip.vehicles.some((v) => v.cancelled) || trip.pets.some((p) => p.cancelled);
  return { names, partly };
}

/** What is wrong with the day a leg is to change to: none given, not a date, or a day already past. */
export type ChangeDateProblem = 'required' | 'invalid' | 'past';

/** The change form's day checked before any call (`today`: the first day a change may go to, in Athens). */
export function changeDateProblem(date: string, today: string): ChangeDateProblem | undefined {
  const day = date.trim();
  if (day === '') return 'required';
  if (!isIsoDate(day)) return 'invalid';
  return day < today ? 'past' : undefined;
}

const validIndex = (tripIndex: number) => Number.isInteger(tripIndex) && tripIndex >= 0 && tripIndex <= MAX_TRIP_INDEX;

/**
 * "Change date or sailing" of one leg (issue 17). The server decides what the company allows and computes every
 * amount; the core checks the input before a call (a code that cannot be one, a day that is not a date), and starts a
 * change only to a sailing of the options shown, at the difference shown, so the server refuses it (QuoteChanged)
 * rather than charge another amount.
 */
export class ChangeLeg {
  constructor(private readonly deps: { changes: ChangeGateway }) {}

  /** The leg's policy now and the sailings of `date` to change to. */
  async options(orderCode: string, tripIndex: number, date: string): Promise<Result<ChangeOptions, ChangeRefusal>> {
    const code = orderCode.trim().toUpperCase();
    if (!ORDER_CODE.test(code) || !validIndex(tripIndex)) return err({ kind: 'NotFound' });
    if (!isIsoDate(date)) return err({ kind: 'Invalid', field: 'date' });
    return this.deps.changes.options(code, tripIndex, date);
  }

  /**
   * Changes the leg of `options` to `tripId` for the difference `options` shows for it. `after` names the booking's
   * last change when this is a new attempt (so it is not taken for a retry of that one).
   */
  async start(options: ChangeOptions, tripId: string, after?: string): Promise<Result<LegChange, ChangeRefusal>> {
    if (!options.allowed) return err({ kind: options.blocked ?? 'NotAllowed' });
    const sailing = options.sailings.find((s) => s.tripId === tripId);
    if (!sailing) return err({ kind: 'Invalid', field: 'sailing' });
    if (!canChangeTo(sailing)) return err({ kind: 'NoAvailability' });
    return this.deps.changes.start({
      orderCode: options.orderCode, tripIndex: options.tripIndex, tripId, expectedDifference: sailing.difference,
      ...(after && CHANGE_CODE.test(after) ? { after } : {}),
    });
  }

  /**
   * The order's latest change, or null when it has had none: what a new attempt names as `after` (once settled), so a
   * reload after a failed change starts a new one instead of replaying that one's answer.
   */
  async lastChange(orderCode: string): Promise<Result<LegChange | null, ChangeRefusal>> {
    const answer = await this.status(orderCode);
    return !answer.ok && answer.error.kind === 'NotFound' ? ok(null) : answer;
  }

  /**
   * Change `changeCode` of the order with its hosted payment form again, while it waits for its difference (the
   * traveller left the payment page and came back): the same payment, never a second one; a change no longer waiting
   * answers where it stands, without a form.
   */
  async paymentAgain(orderCode: string, changeCode: string): Promise<Result<LegChange, ChangeRefusal>> {
    const code = orderCode.trim().toUpperCase();
    const change = changeCode.trim().toUpperCase();
    if (!ORDER_CODE.test(code) || !CHANGE_CODE.test(change)) return err({ kind: 'NotFound' });
    return this.deps.changes.paymentAgain(code, change);
  }

  /** Where change `changeCode` of the order stands (the order's latest change when left out). */
  async status(orderCode: string, changeCode?: string): Promise<Result<LegChange, ChangeRefusal>> {
    const code = orderCode.trim().toUpperCase();
    if (!ORDER_CODE.test(code)) return err({ kind: 'NotFound' });
    const change = changeCode?.trim().toUpperCase();
    if (change !== undefined && change !== '' && !CHANGE_CODE.test(change)) return err({ kind: 'NotFound' });
    return this.deps.changes.status(code, change || undefined);
  }
}
