import { BOOKING_LIMITS } from '../../shared/booking-limits';
import { type ManagedBooking } from '../domain/order';
import { type Result, err } from '../../shared/result';
import {
  type LegPart, type PartCancelGateway, type PartCancelRefusal, type PartCancelled, type PartQuote,
} from '../ports/part-cancel-gateway.port';

const ORDER_CODE = /^[A-Z0-9]{6,20}$/;

/** One passenger or vehicle of a leg as the partial cancellation lists it. */
export interface PartItem { readonly index: number; readonly label: string; readonly cancelled: boolean }

/**
 * Why a leg (or its passengers and vehicles) cannot be chosen: cancelled already, the ship has left, or its company
 * does not let it be cancelled alone.
 */
export type LegClosed = 'cancelled' | 'departed' | 'notAllowed';

/** One leg of an issued booking as the partial cancellation offers it. */
export interface LegChoice {
  readonly tripIndex: number; readonly from: string; readonly to: string; readonly departure: string; readonly companyName: string;
  /** The whole leg may be cancelled alone (null), or why not. */
  readonly legClosed: LegClosed | null;
  /** Its passengers and vehicles may be cancelled alone (null), or why not. */
  readonly itemsClosed: LegClosed | null;
  readonly passengers: readonly PartItem[];
  readonly vehicles: readonly PartItem[];
}

/**
 * What of an issued booking the traveller may cancel alone, per leg, from the server's quote (its company's rule,
 * cancelled legs, departed legs) and the tickets (cancelled passengers and vehicles). Nothing for a booking that is
 * not issued or is cancelled already.
 */
export function legChoices(booking: Pick<ManagedBooking, 'reservation' | 'cancel'>): readonly LegChoice[] {
  const reservation = booking.reservation;
  const reason = booking.cancel.reason;
  // A departed leg does not close the others (the server decides per leg); a booking not issued or cancelled does.
  if (!reservation || reason === 'NOT_ISSUED' || reason === 'ALREADY_CANCELLED') return [];
  return reservation.trips.map((trip, tripIndex) => {
    const quote = booking.cancel.trips.find((q) => q.tripId === trip.tripId) ?? booking.cancel.trips[tripIndex];
    const rule = quote?.partial ?? { legs: false, passengers: false };
    const gone = Boolean(trip.cancelled || quote?.cancelled);
    // The server's clock decides: the whole quote says DEPARTED and this leg has no hour left.
    const departed = !gone && reason === 'DEPARTED' && (quote?.hours_before_departure ?? 0) <= 0;
    const closed = (allowed: boolean): LegClosed | null => (gone ? 'cancelled' : departed ? 'departed' : allowed ? null : 'notAllowed');
    return {
      tripIndex, from: trip.from, to: trip.to, departure: trip.departureDatetime, companyName: trip.companyName,
      legClosed: closed(rule.legs), itemsClosed: closed(rule.passengers),
      passengers: trip.passengers.map((p) => ({ index: p.index, label: `${p.name} ${p.surname}`, cancelled: gone || Boolean(p.cancelled) })),
      vehicles: trip.vehicles.map((v) => ({ index: v.index, label: v.plate, cancelled: gone || Boolean(v.cancelled) })),
    };
  });
}

/** The traveller's choice on one leg: the whole leg, or these passengers and vehicles. */
export interface LegChoiceState { readonly whole: boolean; readonly passengers: ReadonlySet<number>; readonly vehicles: ReadonlySet<number> }

/**
 * The selection the server is asked about, from what the traveller ticked: a leg whose whole box is ticked goes
 * whole (its passengers' boxes do not count); a leg with passengers or vehicles ticked goes with those, sorted; a leg
 * with nothing ticked is left out. Only what `legChoices` offers is taken (nothing closed, nothing cancelled).
 */
export function partsOf(choices: readonly LegChoice[], state: ReadonlyMap<number, LegChoiceState>): readonly LegPart[] {
  const parts: LegPart[] = [];
  for (const leg of choices) {
    const chosen = state.get(leg.tripIndex);
    if (!chosen) continue;
    if (chosen.whole && leg.legClosed === null) {
      parts.push({ tripIndex: leg.tripIndex, whole: true, passengers: [], vehicles: [] });
      continue;
    }
    if (leg.itemsClosed !== null) continue;
    const open = (items: readonly PartItem[], ticked: ReadonlySet<number>) => items.filter((i) => !i.cancelled && ticked.has(i.index)).map((i) => i.index);
    const passengers = open(leg.passengers, chosen.passengers);
    const vehicles = open(leg.vehicles, chosen.vehicles);
    if (passengers.length + vehicles.length > 0) parts.push({ tripIndex: leg.tripIndex, whole: false, passengers, vehicles });
  }
  return parts;
}

/** A selection the server would take: 1 to BOOKING_LIMITS.trips legs, each once, indexes within the limits. */
function wellFormed(parts: readonly LegPart[]): boolean {
  if (parts.length === 0 || parts.length > BOOKING_LIMITS.trips) return false;
  const index = (max: number) => (n: number) => Number.isInteger(n) && n >= 0 && n < max;
  const legs = new Set<number>();
  for (const p of parts) {
    if (!index(BOOKING_LIMITS.trips)(p.tripIndex) || legs.has(p.tripIndex)) return false;
    legs.add(p.tripIndex);
    if (p.passengers.length > BOOKING_LIMITS.passengers || p.vehicles.length > BOOKING_LIMITS.vehicles + BOOKING_LIMITS.trailers) return false;
    if (!p.passengers.every(index(BOOKING_LIMITS.passengers)) || !p.vehicles.every(index(BOOKING_LIMITS.vehicles + BOOKING_LIMITS.trailers))) return false;
    if (!p.whole && p.passengers.length + p.vehicles.length === 0) return false;
  }
  return true;
}

/**
 * "Manage booking" (issue 17): cancelling part of a booking (a leg, or passengers and vehicles of a leg) where the
 * leg's company allows it. The server quotes the part (each leg by its company's tier and fee); the traveller
 * confirms the amount shown, and the server cancels only if it still gives back exactly that (QuoteChanged
 * otherwise: the page asks for the new quote). Nothing is sent for an empty or malformed selection.
 */
export class CancelPart {
  constructor(private readonly deps: { parts: PartCancelGateway }) {}

  private check(orderCode: string, parts: readonly LegPart[]): Result<string, PartCancelRefusal> {
    const code = orderCode.trim().toUpperCase();
    if (!ORDER_CODE.test(code)) return err({ kind: 'NotFound' });
    if (!wellFormed(parts)) return err({ kind: 'NothingChosen' });
    return { ok: true, value: code };
  }

  async quote(orderCode: string, parts: readonly LegPart[]): Promise<Result<PartQuote, PartCancelRefusal>> {
    const code = this.check(orderCode, parts);
    return code.ok ? this.deps.parts.quote(code.value, parts) : code;
  }

  /** Cancels `parts` for the refund shown (`quote.refundAmount` of the same parts). */
  async cancel(orderCode: string, parts: readonly LegPart[], expectedRefund: number): Promise<Result<PartCancelled, PartCancelRefusal>> {
    const code = this.check(orderCode, parts);
    if (!code.ok) return code;
    if (!Number.isInteger(expectedRefund) || expectedRefund < 0) return err({ kind: 'QuoteChanged' });
    return this.deps.parts.cancel(code.value, parts, expectedRefund);
  }
}
