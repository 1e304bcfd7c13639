/**
 * "Manage booking" (issue 17): what the traveller may do with an order now and what cancelling it, or a part of it,
 * gives back. The server alone computes the quote (the UI only shows it), from the trips' company policies kept with
 * the order and the server's clock, with the same rule the operators cancel by (server/operators/refund-rule.ts).
 * Integer cents.
 *
 * A part (partial cancellation) is a whole leg, or passengers and vehicles of a leg (a passenger's pets go with
 * them), where the leg's company allows it (`TripInfo.refund.partial`). What is cancelled already is read from the
 * refund ledger's `cancel_part` rows (their `covers`), so the money of a part is counted once: a leg's "paid" is its
 * fare less the parts cancelled of it, and a whole cancellation afterwards gives back only what is left.
 */
import type {
  PART_CANCEL_REFUSALS, CancelPartQuote, CancelQuote, CancelSelection, ManageBookingAnswer, PricingRequest,
  Reservation,
} from '../../../src/contract/index';
import type { RefundCovers } from '../../database/schema/refunds';
import { refundShare } from '../../operators/refund-rule';
import type { Trip } from '../../ports/ferry-operators';
import type { RefundRow } from './refund-ledger';
import { orderView, type OrderRow, type StoredPricing, type TripInfo } from './reservation';

const HOUR_MS = 3_600_000;

/** The tier of a policy a cancellation `hours` before departure falls in (as refundShare picks it); null past the last. */
export function tierReached(tiers: TripInfo['refund']['tiers'], hours: number): number | null {
  if (hours <= 0) return null;
  const tier = [...tiers].sort((a, b) => b.hoursBeforeDeparture - a.hoursBeforeDeparture).find((t) => hours >= t.hoursBeforeDeparture);
  return tier ? tier.hoursBeforeDeparture : null;
}

/** What of an order is cancelled already, per trip index: whole legs, passengers, vehicles (from the ledger). */
export interface CancelledParts {
  readonly legs: ReadonlySet<number>;
  readonly passengers: ReadonlyMap<number, ReadonlySet<number>>;
  readonly vehicles: ReadonlyMap<number, ReadonlySet<number>>;
  /** A part whose tickets the company has not cancelled yet (the order waits for it before another cancellation). */
  readonly inProgress: boolean;
}

/** The parts cancelled (or being cancelled) by an order's `cancel_part` refunds; dropped ones cancelled nothing. */
export function cancelledParts(rows: readonly Pick<RefundRow, 'reason' | 'status' | 'operatorStatus' | 'covers'>[]): CancelledParts {
  const legs = new Set<number>();
  const passengers = new Map<number, Set<number>>();
  const vehicles = new Map<number, Set<number>>();
  const add = (map: Map<number, Set<number>>, trip: number, items: readonly number[]) => {
    const set = map.get(trip) ?? new Set<number>();
    for (const i of items) set.add(i);
    map.set(trip, set);
  };
  let inProgress = false;
  for (const row of rows) {
    if (row.reason !== 'cancel_part' || row.status === 'dropped') continue;
    if (row.operatorStatus === 'pending') inProgress = true;
    for (const t of (row.covers as RefundCovers).trips) {
      if (t.refused) continue;
      if (t.whole) legs.add(t.tripIndex);
      add(passengers, t.tripIndex, t.passengers);
      add(vehicles, t.tripIndex, t.vehicles);
    }
  }
  return { legs, passengers, vehicles, inProgress };
}

export const NOTHING_CANCELLED: CancelledParts = { legs: new Set(), passengers: new Map(), vehicles: new Map(), inProgress: false };

interface TripItems {
  readonly passengers: readonly { readonly index: number; readonly price: number }[];
  readonly vehicles: readonly { readonly index: number; readonly price: number }[];
  readonly pets: readonly { readonly index: number; readonly price: number; readonly owner: number }[];
}

/** The priced items of trip `t` (from the issued reservation, else the stored pricing), each pet with its owner. */
function itemsOf(row: Pick<OrderRow, 'pricing' | 'reservation' | 'request'>, t: number): TripItems {
  const stored = row.pricing as StoredPricing;
  const request = row.request as PricingRequest | null;
  const reservation = row.reservation as Reservation | null;
  const owners = request?.trips[t]?.Pets ?? [];
  const trip = reservation?.trips[t];
  if (trip) {
    return {
      passengers: trip.passengers.map((p) => ({ index: p.index, price: p.price })),
      vehicles: trip.vehicles.map((v) => ({ index: v.index, price: v.price })),
      pets: trip.pets.map((p) => ({ index: p.index, price: p.price, owner: owners[p.index]?.passengerIndex ?? -1 })),
    };
  }
  const prices = stored.answer.trips[t];
  const cars = request?.trips[t]?.vehicles?.length ?? 0;
  return {
    passengers: (prices?.passengerPrices ?? []).map((p) => ({ index: p.index, price: p.total })),
    vehicles: [...(prices?.vehiclePrices ?? []), ...(prices?.trailerPrices ?? []).map((x) => ({ ...x, index: x.index + cars }))]
      .map((v) => ({ index: v.index, price: v.total })),
    pets: (prices?.petPrices ?? []).map((p) => ({ index: p.index, price: p.total, owner: p.passengerIndex })),
  };
}

/** What passengers and vehicles cost on trip `t` (their pets with the passengers). */
function priceOfItems(items: TripItems, passengers: ReadonlySet<number>, vehicles: ReadonlySet<number>): number {
  return items.passengers.filter((p) => passengers.has(p.index)).reduce((s, p) => s + p.price, 0)
    + items.pets.filter((p) => passengers.has(p.owner)).reduce((s, p) => s + p.price, 0)
    + items.vehicles.filter((v) => vehicles.has(v.index)).reduce((s, v) => s + v.price, 0);
}

/** What is left paid of trip `t`: its fare less the parts cancelled of it (0 when the leg is cancelled). */
export function remainingPaid(row: Pick<OrderRow, 'pricing' | 'reservation' | 'request'>, parts: CancelledParts, t: number): number {
  if (parts.legs.has(t)) return 0;
  const total = (row.pricing as StoredPricing).answer.trips[t]?.trip_total ?? 0;
  const gone = priceOfItems(itemsOf(row, t), parts.passengers.get(t) ?? new Set(), parts.vehicles.get(t) ?? new Set());
  return Math.max(0, total - gone);
}

function quoteLine(info: TripInfo, paid: number, now: Date) {
  const hours = (info.departureMs - now.getTime()) / HOUR_MS;
  const share = refundShare(info.refund, info.departureMs, paid, now);
  return {
    hours_before_departure: Math.max(0, Math.floor(hours)), tier_hours: tierReached(info.refund.tiers, hours),
    percent: share.percent, paid, fee: share.fee, refund: share.refund,
  };
}

const partialRule = (info: TripInfo) => info.refund.partial ?? { legs: false, passengers: false };

/**
 * What cancelling the whole order gives back at `now`, per trip: the hours left (whole hours, rounded down), the tier
 * reached, its percent, the company's fee and the refund of what is left paid for the trip (a leg cancelled before
 * counts for nothing). Allowed only for an issued order none of whose ships has sailed (a trip already travelled is
 * not cancelled with the rest).
 */
export function cancelQuote(row: Pick<OrderRow, 'status' | 'pricing'> & Partial<Pick<OrderRow, 'reservation' | 'request'>>, now: Date, parts: CancelledParts = NOTHING_CANCELLED): CancelQuote {
  const stored = row.pricing as StoredPricing;
  const source = { pricing: row.pricing, reservation: row.reservation ?? null, request: row.request ?? null };
  const trips = stored.info.map((info, i) => ({
    tripId: info.tripId, company: info.company, companyName: info.companyName, from: info.from, to: info.to,
    departure: info.departureDatetime, ...quoteLine(info, remainingPaid(source, parts, i), now),
    ...(parts.legs.has(i) ? { cancelled: true } : {}), partial: partialRule(info),
  }));
  const departed = stored.info.some((info, i) => !parts.legs.has(i) && info.departureMs <= now.getTime());
  const reason = row.status === 'refunding' || row.status === 'refunded' ? 'ALREADY_CANCELLED' as const
    : row.status !== 'success' ? 'NOT_ISSUED' as const
      : departed ? 'DEPARTED' as const : null;
  return { allowed: reason === null, reason, refund_amount: trips.reduce((sum, t) => sum + t.refund, 0), trips };
}

/** The reservation with what was cancelled marked: a cancelled ticket's code is not valid for boarding. */
export function markCancelled(reservation: Reservation, request: PricingRequest | null, parts: CancelledParts): Reservation {
  return {
    ...reservation,
    trips: reservation.trips.map((trip, t) => {
      const leg = parts.legs.has(t);
      const passengers = parts.passengers.get(t) ?? new Set<number>();
      const vehicles = parts.vehicles.get(t) ?? new Set<number>();
      if (!leg && passengers.size === 0 && vehicles.size === 0) return trip;
      return {
        ...trip, ...(leg ? { cancelled: true } : {}),
        passengers: trip.passengers.map((p) => (leg || passengers.has(p.index) ? { ...p, cancelled: true } : p)),
        vehicles: trip.vehicles.map((v) => (leg || vehicles.has(v.index) ? { ...v, cancelled: true } : v)),
        pets: trip.pets.map((p) => {
          const owner = request?.trips[t]?.Pets?.[p.index]?.passengerIndex;
          return leg || (owner !== undefined && passengers.has(owner)) ? { ...p, cancelled: true } : p;
        }),
      };
    }),
  };
}

/** The order as the manage page shows it: its status, its tickets when issued, and what cancelling it gives back. */
export function manageView(row: OrderRow, now: Date, parts: CancelledParts = NOTHING_CANCELLED): ManageBookingAnswer {
  const view = orderView(row);
  return {
    order_code: row.orderCode, order_status: view.order_status, refund_amount: view.refund_amount ?? null,
    reservation: row.status === 'success' && row.reservation ? markCancelled(row.reservation as Reservation, row.request as PricingRequest, parts) : null,
    cancel: cancelQuote(row, now, parts),
  };
}

// ───────────────────────────── partial cancellation ─────────────────────────────

type PartRefusal = (typeof PART_CANCEL_REFUSALS)[number];

/** A selection that cannot be cancelled: why, and the field that names the part. */
export interface PartRefused { readonly ok: false; readonly reason: PartRefusal; readonly field: string }

/** What cancelling a selection does: the quote and what the refund covers (per trip, with what was paid for it). */
export interface PartPlan {
  readonly ok: true;
  readonly quote: CancelPartQuote;
  readonly covers: RefundCovers;
}

/** Passenger types that take no place (infants): a leg cannot be left with only them. */
export type TakesPlace = (tripIndex: number, passengerType: string) => boolean;

/**
 * The plan of cancelling `selection` of an order at `now`: checked part by part (the first problem answers), each
 * leg's refund by its company's tiers and fee on what the selection paid for it. A selection of every passenger of a
 * leg is that whole leg; a selection of everything left of the order is the whole order (`whole_order`, cancelled as
 * the whole cancellation is).
 */
export function planPartCancel(
  row: Pick<OrderRow, 'status' | 'pricing' | 'reservation' | 'request'>, parts: CancelledParts, selection: CancelSelection, now: Date,
  takesPlace: TakesPlace,
): PartPlan | PartRefused {
  const refuse = (reason: PartRefusal, field: string): PartRefused => ({ ok: false, reason, field });
  if (row.status === 'refunding' || row.status === 'refunded') return refuse('ALREADY_CANCELLED', 'order_code');
  if (row.status !== 'success') return refuse('NOT_ISSUED', 'order_code');
  if (parts.inProgress) return refuse('CANCEL_IN_PROGRESS', 'order_code');
  const stored = row.pricing as StoredPricing;
  const request = row.request as PricingRequest;
  const seen = new Set<number>();
  const chosen: { t: number; whole: boolean; passengers: Set<number>; vehicles: Set<number> }[] = [];
  for (const [k, sel] of selection.entries()) {
    const at = `selection.${k}`;
    const info = stored.info[sel.trip];
    if (!info || seen.has(sel.trip)) return refuse('NO_SUCH_PART', `${at}.trip`);
    seen.add(sel.trip);
    if (parts.legs.has(sel.trip)) return refuse('PART_CANCELLED', `${at}.trip`);
    if (info.departureMs <= now.getTime()) return refuse('DEPARTED', `${at}.trip`);
    const items = itemsOf(row, sel.trip);
    const gonePassengers = parts.passengers.get(sel.trip) ?? new Set<number>();
    const goneVehicles = parts.vehicles.get(sel.trip) ?? new Set<number>();
    const passengers = new Set(sel.passengers);
    const vehicles = new Set(sel.vehicles);
    if (!sel.whole) {
      if (passengers.size !== sel.passengers.length || vehicles.size !== sel.vehicles.length || passengers.size + vehicles.size === 0) {
        return refuse('NO_SUCH_PART', at);
      }
      for (const [j, p] of sel.passengers.entries()) {
        if (!items.passengers.some((x) => x.index === p)) return refuse('NO_SUCH_PART', `${at}.passengers.${j}`);
        if (gonePassengers.has(p)) return refuse('PART_CANCELLED', `${at}.passengers.${j}`);
      }
      for (const [j, v] of sel.vehicles.entries()) {
        if (!items.vehicles.some((x) => x.index === v)) return refuse('NO_SUCH_PART', `${at}.vehicles.${j}`);
        if (goneVehicles.has(v)) return refuse('PART_CANCELLED', `${at}.vehicles.${j}`);
      }
    }
    const leftPassengers = items.passengers.filter((p) => !gonePassengers.has(p.index) && !passengers.has(p.index));
    const whole = sel.whole || leftPassengers.length === 0;
    if (!whole) {
      const cars = request.trips[sel.trip]?.vehicles?.length ?? 0;
      const left = items.vehicles.filter((v) => !goneVehicles.has(v.index) && !vehicles.has(v.index));
      const leftCars = left.filter((v) => v.index < cars).length;
      const travelling = leftPassengers.filter((p) => takesPlace(sel.trip, request.trips[sel.trip]?.passengers[p.index]?.passengerType ?? ''));
      if (travelling.length === 0 || leftCars > leftPassengers.length || left.length - leftCars > leftCars) return refuse('PARTY_LEFT_INVALID', at);
    }
    chosen.push({ t: sel.trip, whole, passengers: whole ? new Set() : passengers, vehicles: whole ? new Set() : vehicles });
  }
  // Everything left of the order (every leg cancelled now or before): the whole cancellation.
  const wholeOrder = stored.info.every((_info, t) => parts.legs.has(t) || chosen.some((c) => c.t === t && c.whole));
  for (const c of chosen) {
    if (wholeOrder) break;
    const rule = partialRule(stored.info[c.t] as TripInfo);
    const k = selection.findIndex((s) => s.trip === c.t);
    if (c.whole && !rule.legs) return refuse('LEG_NOT_ALLOWED', `selection.${k}.trip`);
    if (!c.whole && !rule.passengers) return refuse('PASSENGERS_NOT_ALLOWED', `selection.${k}`);
  }
  if (wholeOrder) {
    const whole = cancelQuote(row, now, parts);
    if (!whole.allowed) return refuse(whole.reason ?? 'NOT_ISSUED', 'order_code');
  }
  const trips = [...chosen].sort((a, b) => a.t - b.t).map((c) => {
    const info = stored.info[c.t] as TripInfo;
    const paid = c.whole ? remainingPaid(row, parts, c.t) : priceOfItems(itemsOf(row, c.t), c.passengers, c.vehicles);
    return {
      trip: c.t, tripId: info.tripId, whole: c.whole, passengers: [...c.passengers].sort((a, b) => a - b),
      vehicles: [...c.vehicles].sort((a, b) => a - b), ...quoteLine(info, paid, now),
    };
  });
  const quote: CancelPartQuote = {
    whole_order: wholeOrder, refund_amount: trips.reduce((s, t) => s + t.refund, 0), trips,
  };
  return {
    ok: true, quote,
    covers: { trips: trips.map((t) => ({ tripIndex: t.trip, whole: t.whole, passengers: t.passengers, vehicles: t.vehicles, paid: t.paid, refund: t.refund })) },
  };
}

/**
 * The places a part frees on its sailing, per inventory code, as the company's fares count them (fares.ts): a
 * passenger who takes a place frees it (a whole cabin only when its last occupant goes), a vehicle its garage metres,
 * a pet its kennel place.
 */
export function unitsOfPart(trip: Trip, request: PricingRequest['trips'][number], gone: { passengers: ReadonlySet<number>; vehicles: ReadonlySet<number> },
  part: { passengers: readonly number[]; vehicles: readonly number[] }): Record<string, number> {
  const units: Record<string, number> = {};
  const add = (code: string, n: number) => { if (n > 0) units[code] = (units[code] ?? 0) + n; };
  const takes = (type: string) => trip.company.passengerTypes.find((t) => t.code === type)?.takesPlace ?? true;
  const cabinOf = (code: string) => trip.vessel.accommodations.find((a) => a.code === code && a.kind === 'cabin');
  const leaving = new Set(part.passengers);
  const occupants = new Map<string, { before: number; after: number }>();
  for (const [i, p] of request.passengers.entries()) {
    if (gone.passengers.has(i) || !takes(p.passengerType)) continue;
    const cabin = cabinOf(p.accommodationType);
    if (!cabin) {
      if (leaving.has(i)) add(p.accommodationType, 1);
      continue;
    }
    const o = occupants.get(cabin.code) ?? { before: 0, after: 0 };
    o.before += 1;
    if (!leaving.has(i)) o.after += 1;
    occupants.set(cabin.code, o);
  }
  for (const [code, o] of occupants) {
    const beds = cabinOf(code)?.beds ?? 1;
    add(code, Math.ceil(o.before / beds) - Math.ceil(o.after / beds));
  }
  const all = [...(request.vehicles ?? []), ...(request.trailers ?? [])];
  for (const v of part.vehicles) add('GARAGE', Math.ceil(all[v]?.length ?? 0));
  add('PETS', (request.Pets ?? []).filter((p) => leaving.has(p.passengerIndex)).length);
  return units;
}
