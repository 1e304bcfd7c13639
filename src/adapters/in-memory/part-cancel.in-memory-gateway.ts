import {
  type LegPart, type PartCancelGateway, type PartCancelRefusal, type PartCancelled, type PartQuote, type PartQuoteLine, type Reservation,
} from '../../core/booking';
import { type Clock } from '../../core/shared/clock.port';
import { type Result, err, ok } from '../../core/shared/result';
import { type StoredOrder, paidLeft } from './booking.in-memory-gateway';

/** The orders the gateway cancels on: the in-memory booking gateway's (opened as it opens them), its clock and rules. */
export interface PartCancelOrders {
  openOrder(orderCode: string): StoredOrder | undefined;
  readonly clock: Clock;
  partialRule(company: string): { legs: boolean; passengers: boolean };
}

type Trip = Reservation['trips'][number];
type Plan = { readonly quote: PartQuote; readonly parts: readonly LegPart[] };

/**
 * Partial cancellation in memory, with the server's rules and the in-memory policy (80 % of what the part cost, until
 * the leg departs): a leg only where its company lets a leg go alone, passengers and vehicles where it lets them; a
 * leg or ticket cancelled already, a departed leg, or a party left with no passenger (or more cars than passengers)
 * is refused on that leg; everything left is the whole cancellation (the order ends refunded); the cancel goes
 * through only for exactly the quoted amount. `cancelled` lists what reached "the company".
 */
export class InMemoryPartCancelGateway implements PartCancelGateway {
  readonly cancelled: { orderCode: string; parts: readonly LegPart[]; refund: number }[] = [];

  constructor(private readonly orders: PartCancelOrders) {}

  private plan(stored: StoredOrder, parts: readonly LegPart[]): Result<Plan, PartCancelRefusal> {
    const reservation = stored.reservation;
    if (stored.order.order_status === 'refunded') return err({ kind: 'AlreadyCancelled' });
    if (stored.order.order_status !== 'success' || !reservation) return err({ kind: 'NotCancellable' });
    const now = Date.parse(this.orders.clock.nowIso());
    const lines: PartQuoteLine[] = [];
    const wholeLegs = new Set<number>();
    for (const part of parts) {
      const trip: Trip | undefined = reservation.trips[part.tripIndex];
      if (!trip) return err({ kind: 'NothingChosen' });
      const tripIndex = part.tripIndex;
      if (trip.cancelled) return err({ kind: 'PartCancelled', tripIndex });
      const hours = Math.floor((Date.parse(trip.departureDatetime) - now) / 3_600_000);
      if (hours <= 0) return err({ kind: 'Departed', tripIndex });
      const passengers = new Set(part.passengers);
      const vehicles = new Set(part.vehicles);
      for (const i of [...trip.passengers.filter((p) => passengers.has(p.index)), ...trip.vehicles.filter((v) => vehicles.has(v.index))]) {
        if (i.cancelled) return err({ kind: 'PartCancelled', tripIndex });
      }
      if (part.passengers.some((p) => !trip.passengers.some((x) => x.index === p)) || part.vehicles.some((v) => !trip.vehicles.some((x) => x.index === v))) {
        return err({ kind: 'NothingChosen' });
      }
      const leftPassengers = trip.passengers.filter((p) => !p.cancelled && !passengers.has(p.index));
      const whole = part.whole || leftPassengers.length === 0;
      if (!whole && trip.vehicles.filter((v) => !v.cancelled && !vehicles.has(v.index)).length > leftPassengers.length) {
        return err({ kind: 'PartyLeftInvalid', tripIndex });
      }
      if (whole) wholeLegs.add(tripIndex);
      const paid = whole ? paidLeft(trip)
        : [...trip.passengers.filter((p) => passengers.has(p.index)), ...trip.vehicles.filter((v) => vehicles.has(v.index))].reduce((s, i) => s + i.price, 0);
      const refund = Math.round(paid * 0.8);
      lines.push({
        tripIndex, tripId: trip.tripId, whole, passengers: whole ? [] : [...passengers].sort((a, b) => a - b), vehicles: whole ? [] : [...vehicles].sort((a, b) => a - b),
        hours_before_departure: hours, tier_hours: 0, percent: 80, paid, fee: paid - refund, refund,
      });
    }
    const wholeOrder = reservation.trips.every((t, i) => t.cancelled || wholeLegs.has(i));
    if (!wholeOrder) {
      for (const line of lines) {
        const rule = this.orders.partialRule(reservation.trips[line.tripIndex]?.company ?? '');
        if (line.whole && !rule.legs) return err({ kind: 'LegNotAllowed', tripIndex: line.tripIndex });
        if (!line.whole && !rule.passengers) return err({ kind: 'PassengersNotAllowed', tripIndex: line.tripIndex });
      }
    }
    lines.sort((a, b) => a.tripIndex - b.tripIndex);
    return ok({ quote: { wholeOrder, refundAmount: lines.reduce((s, l) => s + l.refund, 0), lines }, parts });
  }

  async quote(orderCode: string, parts: readonly LegPart[]): Promise<Result<PartQuote, PartCancelRefusal>> {
    const stored = this.orders.openOrder(orderCode);
    if (!stored) return err({ kind: 'NotFound' });
    const plan = this.plan(stored, parts);
    return plan.ok ? ok(plan.value.quote) : plan;
  }

  async cancel(orderCode: string, parts: readonly LegPart[], expectedRefund: number): Promise<Result<PartCancelled, PartCancelRefusal>> {
    const stored = this.orders.openOrder(orderCode);
    if (!stored) return err({ kind: 'NotFound' });
    const plan = this.plan(stored, parts);
    if (!plan.ok) return plan;
    const { quote } = plan.value;
    if (quote.refundAmount !== expectedRefund) return err({ kind: 'QuoteChanged' });
    const reservation = stored.reservation as Reservation;
    const byLeg = new Map(quote.lines.map((l) => [l.tripIndex, l]));
    stored.reservation = {
      ...reservation,
      trips: reservation.trips.map((t, i) => {
        const line = byLeg.get(i);
        if (!line) return t;
        if (line.whole) return { ...t, cancelled: true };
        return {
          ...t,
          passengers: t.passengers.map((p) => (line.passengers.includes(p.index) ? { ...p, cancelled: true } : p)),
          vehicles: t.vehicles.map((v) => (line.vehicles.includes(v.index) ? { ...v, cancelled: true } : v)),
        };
      }),
    };
    const before = stored.order.refund_amount ?? 0;
    stored.order = { ...stored.order, refund_amount: before + quote.refundAmount, ...(quote.wholeOrder ? { order_status: 'refunded' as const } : {}) };
    this.cancelled.push({ orderCode, parts, refund: quote.refundAmount });
    return ok({ orderCode, wholeOrder: quote.wholeOrder, refundAmount: quote.refundAmount });
  }
}
