import {
  type BookingGateway, type ChangeBlock, type ChangeGateway, type ChangeOptions, type ChangeRefusal, type ChangeRequest, type ChangeSailing,
  type LegChange, type Reservation, type TripQuote,
} from '../../core/booking';
import { athensDate } from '../../core/shared/athens-time';
import { type Result, err, ok } from '../../core/shared/result';
import { type Sailing } from '../../core/search';
import { type AssistanceOrders } from './assistance.in-memory-gateway';

const HOUR_MS = 3_600_000;
/** Where the in-memory hosted page takes a change's difference (a test's payment redirect looks for it). */
export const IN_MEMORY_CHANGE_PAYMENT_URL = '/in-memory/change-payment';

/** A company's change policy (as the demo operators' `Company.change`). */
export interface InMemoryChangePolicy {
  readonly allowed: boolean;
  readonly feeCents: number;
  /** Free until this many hours before departure (0: never free). */
  readonly freeUntilHours: number;
  readonly closesHoursBefore: number;
}

/** By default: free until 48 hours before, then 10 €; closed 3 hours before departure. */
export const DEFAULT_CHANGE_POLICY: InMemoryChangePolicy = { allowed: true, feeCents: 1000, freeUntilHours: 48, closesHoursBefore: 3 };

/** The orders it changes (opened as the in-memory booking gateway opens them), their pricing, and the network's sailings. */
export interface ChangeWorld {
  readonly orders: AssistanceOrders & Pick<BookingGateway, 'pricing'>;
  trip(tripId: string): Sailing | undefined;
  readonly sailings: readonly Sailing[];
  /** The policy of a company by its code (DEFAULT_CHANGE_POLICY when left out). */
  policy?(companyCode: string): InMemoryChangePolicy;
}

interface StoredChange { change: LegChange; newTrip: Sailing; newTotal: number; prices: TripQuote | null }

/**
 * "Change date or sailing" in memory, with the server's rules: only an issued card booking, a leg not cancelled whole
 * (NotIssued; a leg with cancelled passengers or vehicles changes what is left of its party, for what they paid), the company's policy
 * (allowed, free until a number of hours before, closes a number of hours before), one change at a time, the same
 * route and company, the difference the traveller was shown (else QuoteChanged). A change with something to pay waits
 * `held` with a payment form until `pay(changeCode, paid)` says what the hosted page did; otherwise it is done at once,
 * the tickets moved to the new sailing.
 */
export class InMemoryChangeGateway implements ChangeGateway {
  private readonly changes = new Map<string, StoredChange[]>();

  constructor(private readonly world: ChangeWorld) {}

  private now(): number {
    return Date.parse(this.world.orders.clock.nowIso());
  }

  private policyOf(companyCode: string): InMemoryChangePolicy {
    return this.world.policy?.(companyCode) ?? DEFAULT_CHANGE_POLICY;
  }

  private live(orderCode: string): StoredChange | undefined {
    return (this.changes.get(orderCode) ?? []).find((c) => c.change.status === 'held');
  }

  /** Why the leg cannot be changed now, and its fee now. */
  private rule(orderCode: string, tripIndex: number): { blocked: ChangeBlock | null; fee: number; policy: InMemoryChangePolicy; old: Sailing } | undefined {
    const stored = this.world.orders.openOrder(orderCode);
    const leg = stored?.reservation?.trips[tripIndex];
    const old = leg ? this.world.trip(leg.tripId) : undefined;
    if (!stored || !leg || !old) return undefined;
    const policy = this.policyOf(old.company.code);
    const hours = (Date.parse(leg.departureDatetime) - this.now()) / HOUR_MS;
    let blocked: ChangeBlock | null = null;
    if (stored.order.order_status !== 'success' || leg.cancelled) blocked = 'NotIssued';
    else if (stored.order.paymentMethod !== 'card') blocked = 'NotCard';
    else if (!policy.allowed) blocked = 'NotAllowed';
    else if (hours <= 0) blocked = 'Departed';
    else if (hours < policy.closesHoursBefore) blocked = 'TooLate';
    else if (this.live(orderCode)) blocked = 'ChangeInProgress';
    const free = policy.freeUntilHours > 0 && hours >= policy.freeUntilHours;
    return { blocked, fee: free ? 0 : policy.feeCents, policy, old };
  }

  /** The price on `trip` of what is left of the leg's party (its passengers and vehicles not cancelled), or null when it does not price there. */
  private async quoteOn(orderCode: string, tripIndex: number, trip: Sailing): Promise<TripQuote | null> {
    const stored = this.world.orders.openOrder(orderCode);
    const item = stored?.request.trips[tripIndex];
    const leg = stored?.reservation?.trips[tripIndex];
    if (!stored || !item || !leg) return null;
    const gone = new Set(leg.passengers.filter((p) => p.cancelled).map((p) => p.index));
    const goneVehicles = new Set(leg.vehicles.filter((v) => v.cancelled).map((v) => v.index));
    const kept = item.passengers.map((_p, i) => i).filter((i) => !gone.has(i));
    const cars = item.vehicles?.length ?? 0;
    const party = {
      ...item, tripId: trip.tripId, passengers: kept.map((i) => item.passengers[i]).filter((p) => p !== undefined),
      ...(item.vehicles ? { vehicles: item.vehicles.filter((_v, i) => !goneVehicles.has(i)) } : {}),
      ...(item.trailers ? { trailers: item.trailers.filter((_v, i) => !goneVehicles.has(cars + i)) } : {}),
      ...(item.pets ? { pets: item.pets.filter((p) => !gone.has(p.passengerIndex)).map((p) => ({ ...p, passengerIndex: kept.indexOf(p.passengerIndex) })) } : {}),
    };
    const quote = await this.world.orders.pricing({ trips: [party] });
    return quote.ok ? quote.value.trips[0] ?? null : null;
  }

  private async fareOn(orderCode: string, tripIndex: number, trip: Sailing): Promise<number | null> {
    return (await this.quoteOn(orderCode, tripIndex, trip))?.trip_total ?? null;
  }

  /** What the party changed paid for the leg: its fare less what its cancelled tickets cost. */
  private oldTotal(orderCode: string, tripIndex: number): number {
    const leg = this.world.orders.openOrder(orderCode)?.reservation?.trips[tripIndex];
    if (!leg) return 0;
    const gone = [...leg.passengers, ...leg.vehicles, ...leg.pets].filter((x) => x.cancelled).reduce((sum, x) => sum + x.price, 0);
    return Math.max(0, leg.trip_total - gone);
  }

  async options(orderCode: string, tripIndex: number, date: string): Promise<Result<ChangeOptions, ChangeRefusal>> {
    const rule = this.rule(orderCode, tripIndex);
    if (!rule) return err({ kind: 'NotFound' });
    const { blocked, fee, policy, old } = rule;
    const oldTotal = this.oldTotal(orderCode, tripIndex);
    const sailings: ChangeSailing[] = [];
    if (blocked === null) {
      for (const trip of this.world.sailings) {
        if (trip.from.code !== old.from.code || trip.to.code !== old.to.code || trip.company.code !== old.company.code) continue;
        if (trip.tripId === old.tripId || athensDate(trip.departureDatetime) !== date) continue;
        const newTotal = await this.fareOn(orderCode, tripIndex, trip);
        sailings.push({
          tripId: trip.tripId, companyName: trip.company.name, vesselName: trip.vesselName, departure: trip.departureDatetime,
          arrival: trip.arrivalDatetime, newTotal, difference: newTotal === null ? null : newTotal - oldTotal + fee,
          available: newTotal !== null && Date.parse(trip.departureDatetime) > this.now(),
        });
      }
    }
    return ok({
      orderCode, tripIndex, date, allowed: blocked === null, blocked, from: old.from.name, to: old.to.name, oldTripId: old.tripId,
      oldDeparture: old.departureDatetime, oldTotal, fee, freeUntilHours: policy.freeUntilHours, closesHoursBefore: policy.closesHoursBefore, sailings,
    });
  }

  async start(request: ChangeRequest): Promise<Result<LegChange, ChangeRefusal>> {
    const rule = this.rule(request.orderCode, request.tripIndex);
    if (!rule) return err({ kind: 'NotFound' });
    if (rule.blocked) return err({ kind: rule.blocked });
    const trip = this.world.trip(request.tripId);
    if (!trip || trip.tripId === rule.old.tripId || trip.company.code !== rule.old.company.code
      || trip.from.code !== rule.old.from.code || trip.to.code !== rule.old.to.code) return err({ kind: 'NotSameRoute' });
    if (Date.parse(trip.departureDatetime) <= this.now()) return err({ kind: 'Departed' });
    const prices = await this.quoteOn(request.orderCode, request.tripIndex, trip);
    const newTotal = prices?.trip_total ?? null;
    if (newTotal === null) return err({ kind: 'NoAvailability' });
    const difference = newTotal - this.oldTotal(request.orderCode, request.tripIndex) + rule.fee;
    if (difference !== request.expectedDifference) return err({ kind: 'QuoteChanged' });
    const list = this.changes.get(request.orderCode) ?? [];
    const changeCode = `${request.orderCode}X${String(list.length + 1).padStart(4, '0')}`;
    const change: LegChange = {
      orderCode: request.orderCode, changeCode, tripIndex: request.tripIndex, status: 'held', difference, fee: rule.fee,
      newTripId: trip.tripId, refundAmount: 0, failure: null,
    };
    const stored: StoredChange = { change, newTrip: trip, newTotal, prices };
    this.changes.set(request.orderCode, [...list, stored]);
    if (difference > 0) {
      return ok({ ...change, payment: { url: IN_MEMORY_CHANGE_PAYMENT_URL, method: 'POST', fields: [{ name: 'change', value: changeCode }] } });
    }
    return ok(this.finish(stored, true));
  }

  async status(orderCode: string, changeCode?: string): Promise<Result<LegChange, ChangeRefusal>> {
    if (!this.world.orders.openOrder(orderCode)) return err({ kind: 'NotFound' });
    const list = this.changes.get(orderCode) ?? [];
    const found = changeCode ? list.find((c) => c.change.changeCode === changeCode) : list[list.length - 1];
    if (!found) return err({ kind: 'NotFound' });
    const reservation = found.change.status === 'done' ? this.world.orders.openOrder(orderCode)?.reservation ?? null : undefined;
    return ok(reservation === undefined ? found.change : { ...found.change, reservation });
  }

  /** The payment form of a change still `held` with a difference to pay; otherwise where it stands. */
  async paymentAgain(orderCode: string, changeCode: string): Promise<Result<LegChange, ChangeRefusal>> {
    const answer = await this.status(orderCode, changeCode);
    if (!answer.ok || answer.value.status !== 'held' || answer.value.difference <= 0) return answer;
    return ok({ ...answer.value, payment: { url: IN_MEMORY_CHANGE_PAYMENT_URL, method: 'POST', fields: [{ name: 'change', value: changeCode }] } });
  }

  /** What the hosted page did with a change's difference: paid (the change goes on and is done) or cancelled (failed). */
  pay(changeCode: string, paid: boolean): void {
    const stored = [...this.changes.values()].flat().find((c) => c.change.changeCode === changeCode);
    if (!stored || stored.change.status !== 'held') return;
    if (paid) this.finish(stored, false);
    else stored.change = { ...stored.change, status: 'failed', failure: 'payment_cancelled' };
  }

  /** Moves the leg's tickets to the new sailing; a lower fare's difference goes back to the card. */
  private finish(stored: StoredChange, atStart: boolean): LegChange {
    const { change, newTrip, newTotal, prices } = stored;
    const order = this.world.orders.openOrder(change.orderCode);
    const reservation = order?.reservation;
    if (!order || !reservation) {
      stored.change = { ...change, status: 'failed', failure: 'operator_refused' };
      return stored.change;
    }
    const next: Reservation = {
      ...reservation,
      trips: reservation.trips.map((t, i) => i !== change.tripIndex ? t : {
        ...t, tripId: newTrip.tripId, vesselName: newTrip.vesselName, departureDatetime: newTrip.departureDatetime,
        arrivalDatetime: newTrip.arrivalDatetime, trip_total: newTotal,
        // The new tickets carry what is left of the party (a cancelled place stays cancelled, on the old sailing).
        passengers: t.passengers.filter((p) => !p.cancelled).map((p, k) => ({ ...p, price: prices?.passengerPrices[k]?.total ?? p.price })),
        vehicles: t.vehicles.filter((v) => !v.cancelled).map((v, k) => ({ ...v, price: [...(prices?.vehiclePrices ?? []), ...(prices?.trailerPrices ?? [])][k]?.total ?? v.price })),
        pets: t.pets.filter((p) => !p.cancelled),
      }),
    };
    order.reservation = next;
    order.request = { ...order.request, trips: order.request.trips.map((t, i) => (i === change.tripIndex ? { ...t, tripId: newTrip.tripId } : t)) };
    stored.change = { ...change, status: 'done', refundAmount: change.difference < 0 ? -change.difference : 0 };
    return atStart ? { ...stored.change, reservation: next } : stored.change;
  }
}
