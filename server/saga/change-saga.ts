/**
 * The change saga (issue 17): one leg of an issued order moves to another sailing of the same route and company,
 * where the company allows it (`Company.change`). Its own record (`booking_changes`) and state machine:
 *
 *   holding ──> held ──> paid ──> confirmed ──> done
 *      │         │        │          │
 *      └─────────┴────────┴──────────┴──> failed   (the new hold released, the old booking intact, what was taken goes back;
 *                                                  from confirmed only when the order was cancelled under the change,
 *                                                  its new tickets then cancelled: modules/booking/order-guards.ts)
 *
 * Order of the outside calls, so the traveller never loses the seats they have: the new sailing is HELD at its
 * operator; a higher fare's difference is paid on the processor's hosted page (the booking's protocol; its own
 * attempt, `${changeCode}-…`); the new sailing is CONFIRMED; only then is the old leg cancelled at its operator and
 * the order rewritten (its trip, prices, tickets) in one transaction with the change e-mail queued. A lower fare's
 * difference goes back to the order's card. If the new confirm is refused, the new hold is released, the old leg is
 * untouched and a captured difference is paid back in full.
 *
 * As the booking saga: each step is a short transaction, the outside calls between them, each idempotent by the
 * change's reference or key, and `drive` (called by the reconciler for every change whose `next_check_at` is due)
 * finishes whatever a failure or a crash left, from wherever the change stands. One change at a time per order (a
 * partial unique index), and a start is idempotent by its Idempotency-Key (the route).
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  ChangeAnswer, ChangeOptionsAnswer, ChangeRefusal, PricingAnswer, PricingRequest, Reservation,
} from '../../src/contract/index';
import type { Locale } from '../../src/core/shared/locale';
import type { Db } from '../database/connect';
import { bookingOrders, cardPayments, operatorHolds, payments } from '../database/schema/booking';
import { bookingChanges, changeTransitions, LIVE_CHANGE_STATUSES, type ChangeStatusValue } from '../database/schema/booking-changes';
import { ApiError } from '../http/errors';
import { formatAthens } from '../operators/athens-time';
import {
  OperatorError, type AccommodationClass, type Company, type FerryOperators, type OperatorConfirmation, type Trip,
} from '../ports/ferry-operators';
import { PaymentError, providerOf, type HostedPaymentForm, type PaymentProcessor, type VerifiedPaymentResult } from '../ports/payment-processor';
import { isUniqueViolation } from '../modules/auth/users';
import { priceBooking } from '../modules/booking/pricing';
import { payRefunds, recordRefund, refundableOf, refundsOf } from '../modules/booking/refund-ledger';
import { cancelledParts, remainingPaid } from '../modules/booking/manage';
import { assistanceFor } from '../modules/booking/assistance-record';
import { assistanceLeaseKey, assistanceLeaseMs } from '../modules/booking/assistance';
import { LeaseBusyError, LeaseLostError, withLease, type Lease } from '../database/lease';
import { randomCode, reservationOf, type OrderRow, type StoredPricing, type TripInfo } from '../modules/booking/reservation';
import { rows, type Executor } from '../modules/booking/sql';
import { HOLDING_GRACE_MS, INQUIRE_AFTER_MS, STEP_GRACE_MS, backoffMs, tripInfos, type Tx } from './booking-saga';
import type { Actor } from './order-state';
import type { ChangeRow, ChangeSteps } from '../modules/booking/steps';
import { changeCrashPoint, type ChangeCrashPoint } from '../faults/crash-points';
import { changeRefusedBy } from '../modules/booking/order-guards';
import { carriedIndexes, confirmationInOrder, itemOfParty, priceInOrder, remainingParty, wholeItemOf, type LegParty } from '../modules/booking/leg-party';
import { applyStoredResults, learnResult } from './payment-results';
import { paymentDescription } from './payment-description';

export type { ChangeRow };
type PricingTrip = PricingRequest['trips'][number];
type PricedTrip = PricingAnswer['trips'][number];

const HOUR_MS = 3_600_000;
/** How long the new sailing is held for the traveller to pay the difference (the company may keep it for less). */
export const CHANGE_HOLD_MINUTES = 20;

/** The change record's state machine: the states a change may move to from each state. */
export const CHANGE_TRANSITIONS: Readonly<Record<ChangeStatusValue, readonly ChangeStatusValue[]>> = {
  holding: ['held', 'failed'],
  held: ['paid', 'failed'],
  paid: ['confirmed', 'failed'],
  // Only when the order was cancelled under the change (modules/booking/order-guards.ts): the new tickets are cancelled again.
  confirmed: ['done', 'failed'],
  done: [],
  failed: [],
};
export const isLegalChange = (from: ChangeStatusValue, to: ChangeStatusValue): boolean => CHANGE_TRANSITIONS[from].includes(to);

/**
 * Moves change `id` to `to` when it is in one of `from`, recording the transition, in `tx` (the row locked FOR
 * UPDATE, so two callers racing move it once). An illegal pair throws before touching anything.
 */
export async function changeTransition(
  tx: Executor, id: number, from: readonly ChangeStatusValue[], to: ChangeStatusValue, cause: string,
  extra: { actor: Actor; at: Date; set?: Partial<typeof bookingChanges.$inferInsert>; details?: Record<string, unknown> },
): Promise<{ changed: boolean; row: ChangeRow | undefined }> {
  for (const state of from) if (!isLegalChange(state, to)) throw new Error(`A change cannot move from ${state} to ${to}`);
  const [current] = await tx.select().from(bookingChanges).where(eq(bookingChanges.id, id)).for('update').limit(1);
  if (!current || !from.includes(current.status)) return { changed: false, row: current };
  const [row] = await tx.update(bookingChanges).set({ ...extra.set, status: to, updatedAt: extra.at }).where(eq(bookingChanges.id, id)).returning();
  await tx.insert(changeTransitions).values({
    changeId: id, fromStatus: current.status, toStatus: to, cause, actor: extra.actor, at: extra.at, details: extra.details ?? null,
  });
  return { changed: true, row };
}

/** A simulated crash (tests): thrown at an armed crash point, it leaves the database exactly as it was there. */
export class SimulatedCrash extends Error {
  constructor(readonly point: ChangeCrashPoint) {
    super(`simulated crash at ${point}`);
    this.name = 'SimulatedCrash';
  }
}

export interface ChangeSagaDeps {
  readonly db: Db;
  readonly operators: FerryOperators;
  readonly processor: PaymentProcessor;
  readonly clock: () => Date;
  readonly publicUrl: string;
  readonly log: { warn(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
  /** OPERATOR_TIMEOUT_MS: how long the confirm waits for the order's assistance lease (and how long that lasts). */
  readonly operatorTimeoutMs: number;
  /** Called in the transaction that ends a change `done` (the change e-mail is queued there). */
  readonly onChanged?: (tx: Tx, change: ChangeRow, order: OrderRow) => Promise<void>;
}

/** What the company's policy says of changing one leg now. */
export interface ChangePolicyAnswer {
  readonly reason: ChangeRefusal | null;
  readonly fee: number;
  readonly company: Company | undefined;
  readonly info: TripInfo;
  /** What the party changed paid for the old leg: its fare less the parts cancelled of it (`remainingPaid`). */
  readonly oldTotal: number;
  /** The party changed: what is left of the leg after its cancelled parts; null, the whole party. */
  readonly party: LegParty | null;
}

const isOperatorError = (error: unknown, kind?: OperatorError['kind']): error is OperatorError =>
  error instanceof OperatorError && (kind === undefined || error.kind === kind);
const isPaymentError = (error: unknown, kind?: PaymentError['kind']): error is PaymentError =>
  error instanceof PaymentError && (kind === undefined || error.kind === kind);
const noCoupons = { find: async () => undefined };

/** The class of `vessel` a place of `old` becomes on the new sailing: the same kind, sex and beds (else none). */
function sameKind(old: AccommodationClass | undefined, code: string, vessel: Trip['vessel']): string | undefined {
  if (!old) return vessel.accommodations.some((a) => a.code === code) ? code : undefined;
  const match = vessel.accommodations.find((a) => a.code === old.code)
    ?? vessel.accommodations.find((a) => a.kind === old.kind && a.sex === old.sex && a.beds === old.beds);
  return match?.code;
}

export class ChangeSaga implements ChangeSteps {
  /** Tests arm one crash point here: the saga throws SimulatedCrash there (once). */
  crashAt: ChangeCrashPoint | undefined;

  constructor(private readonly deps: ChangeSagaDeps) {}

  private now(): Date {
    return this.deps.clock();
  }

  private crash(point: ChangeCrashPoint): void {
    changeCrashPoint(point);
    if (this.crashAt === point) {
      this.crashAt = undefined;
      throw new SimulatedCrash(point);
    }
  }

  private async change(id: number): Promise<ChangeRow> {
    const [row] = await this.deps.db.select().from(bookingChanges).where(eq(bookingChanges.id, id)).limit(1);
    if (!row) throw new Error(`change ${id} vanished`);
    return row;
  }

  private async order(orderId: number): Promise<OrderRow> {
    const [row] = await this.deps.db.select().from(bookingOrders).where(eq(bookingOrders.id, orderId)).limit(1);
    if (!row) throw new Error(`order ${orderId} vanished`);
    return row;
  }

  /** The change still under way of an order, if any. */
  async liveChange(orderId: number): Promise<ChangeRow | undefined> {
    const [row] = await this.deps.db.select().from(bookingChanges)
      .where(and(eq(bookingChanges.orderId, orderId), inArray(bookingChanges.status, ['holding', 'held', 'paid', 'confirmed']))).limit(1);
    return row;
  }

  // ───────────────────────────── policy and options ─────────────────────────────

  /** Whether leg `tripIndex` of the order may be changed now, and for what fee (the company's policy, the server's clock). */
  async policy(row: OrderRow, tripIndex: number): Promise<ChangePolicyAnswer> {
    const stored = row.pricing as StoredPricing;
    const info = stored.info[tripIndex];
    if (!info) throw new ApiError(422, 'UNKNOWN_TRIP', 'The order has no such trip', 'trip_index');
    // A leg with cancelled passengers or vehicles changes what is left of its party, for what that party paid.
    // (A part still with its company is not counted here: the start refuses while it is, CANCEL_IN_PROGRESS.)
    const parts = cancelledParts((await refundsOf(this.deps.db, row.id)).filter((r) => r.operatorStatus !== 'pending'));
    const item = (row.request as PricingRequest).trips[tripIndex];
    const party = item ? remainingParty(item, parts, tripIndex) : null;
    const oldTotal = remainingPaid(row, parts, tripIndex);
    const company = this.deps.operators.company(info.company);
    const hours = (info.departureMs - this.now().getTime()) / HOUR_MS;
    const [hold] = await this.deps.db.select({ status: operatorHolds.status }).from(operatorHolds)
      .where(and(eq(operatorHolds.orderId, row.id), eq(operatorHolds.tripIndex, tripIndex)));
    const policy = company?.change;
    let reason: ChangeRefusal | null = null;
    if (row.status !== 'success' || hold?.status !== 'confirmed' || parts.legs.has(tripIndex)) reason = 'NOT_ISSUED';
    else if (row.paymentMethod !== 'card') reason = 'NOT_CARD';
    else if (!policy?.allowed) reason = 'NOT_ALLOWED';
    else if (hours <= 0) reason = 'DEPARTED';
    else if (hours < policy.closesHoursBefore) reason = 'TOO_LATE';
    // A part still with its company is answered by the start's check under the lock (CANCEL_IN_PROGRESS: it may be dropped).
    else if (await this.liveChange(row.id)) reason = 'CHANGE_IN_PROGRESS';
    const free = policy !== undefined && policy.freeUntilHours > 0 && hours >= policy.freeUntilHours;
    return { reason, fee: policy && !free ? policy.feeCents : 0, company, info, oldTotal, party };
  }

  /**
   * The party's leg item as it would be on `trip`: the same people and vehicles, their places of the same kinds on the
   * new vessel (`party`: only those left of a partly cancelled leg, numbered as the company will number them).
   */
  private itemOn(row: OrderRow, tripIndex: number, trip: Trip, party: LegParty | null): PricingTrip | undefined {
    const item = itemOfParty((row.request as PricingRequest).trips[tripIndex] as PricingTrip, party);
    const oldVessel = this.deps.operators.trip(item.tripId)?.vessel;
    const classOf = (code: string) => oldVessel?.accommodations.find((a) => a.code === code);
    const passengers = item.passengers.map((p) => {
      const code = sameKind(classOf(p.accommodationType), p.accommodationType, trip.vessel);
      return code ? { ...p, accommodationType: code } : undefined;
    });
    if (passengers.length === 0 || passengers.some((p) => p === undefined)) return undefined;
    return { ...item, tripId: trip.tripId, passengers: passengers as PricingTrip['passengers'] };
  }

  /**
   * Prices the party's leg on `trip` (the same people and kinds of place): the priced trip and its facts, in the
   * order's numbering, the order's whole leg item on the new sailing, and the places to hold.
   */
  private async priceOn(row: OrderRow, tripIndex: number, trip: Trip, party: LegParty | null) {
    const carried = this.itemOn(row, tripIndex, trip, party);
    if (!carried) return undefined;
    const request = row.request as PricingRequest;
    const whole = request.trips[tripIndex] as PricingTrip;
    try {
      const priced = await priceBooking(this.deps.operators, noCoupons, { ...request, trips: [carried], coupon: undefined }, this.now());
      const lang = (row.lang as Locale) ?? 'el';
      return {
        item: wholeItemOf(whole, carried, party), price: priceInOrder(priced.answer.trips[0] as PricedTrip, whole, party),
        info: tripInfos(priced, lang)[0] as TripInfo, units: priced.trips[0]?.quote.units ?? {},
      };
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) return undefined;
      throw error;
    }
  }

  /** The other sailings of the leg's route and company on `date`, each with the difference changing to it costs. */
  async options(row: OrderRow, tripIndex: number, date: string): Promise<ChangeOptionsAnswer> {
    const policy = await this.policy(row, tripIndex);
    const { info, company } = policy;
    const old = this.deps.operators.trip(info.tripId);
    const base = {
      order_code: row.orderCode, trip_index: tripIndex, allowed: policy.reason === null, reason: policy.reason,
      from: info.from, to: info.to, old_trip_id: info.tripId, old_departure: info.departureDatetime, old_total: policy.oldTotal,
      fee: policy.fee, free_until_hours: company?.change.freeUntilHours ?? 0, closes_hours_before: company?.change.closesHoursBefore ?? 0,
    };
    if (policy.reason !== null || !old) return { ...base, allowed: policy.reason === null && old !== undefined, options: [] };
    const trips = this.deps.operators.trips(old.from.code, old.to.code, date)
      .filter((t) => t.company.code === old.company.code && t.tripId !== old.tripId);
    let free: ReadonlyMap<string, number> = new Map();
    try {
      free = await this.deps.operators.availability(trips.map((t) => t.sailingId));
    } catch (error) {
      if (!isOperatorError(error)) throw error;
    }
    const options = [];
    for (const trip of trips) {
      const priced = await this.priceOn(row, tripIndex, trip, policy.party);
      const fits = priced !== undefined && Object.entries(priced.units)
        .every(([code, n]) => (free.get(`${trip.sailingId}|${code}`) ?? this.deps.operators.capacity(trip, code)) >= n);
      options.push({
        tripId: trip.tripId, companyName: trip.company.name, vesselName: trip.vessel.name,
        departureDatetime: formatAthens(trip.departure), arrivalDatetime: formatAthens(trip.arrival),
        new_total: priced?.price.trip_total ?? null,
        difference: priced ? priced.price.trip_total - policy.oldTotal + policy.fee : null,
        available: fits,
      });
    }
    return { ...base, options };
  }

  // ───────────────────────────── start ─────────────────────────────

  /**
   * Starts a change of leg `tripIndex` to `tripId` when it still costs exactly `expectedDifference` (else 409
   * QUOTE_CHANGED and nothing changes). The change is written `holding` under the order's row lock (a second one is
   * refused: 409 CHANGE_IN_PROGRESS), the new sailing held, then a higher fare's difference gets its hosted payment
   * form; a change with nothing to pay goes on at once (confirm the new, cancel the old, pay back a lower fare).
   */
  async start(row: OrderRow, tripIndex: number, tripId: string, expectedDifference: number, lang: Locale): Promise<ChangeAnswer> {
    const { db, operators } = this.deps;
    const policy = await this.policy(row, tripIndex);
    if (policy.reason !== null) throw new ApiError(409, policy.reason, 'This trip cannot be changed now', 'trip_index');
    const old = operators.trip(policy.info.tripId);
    const trip = operators.trip(tripId);
    if (!old || !trip || trip.tripId === old.tripId || trip.company.code !== old.company.code
      || trip.from.code !== old.from.code || trip.to.code !== old.to.code) {
      throw new ApiError(422, 'NOT_SAME_ROUTE', 'Choose another sailing of the same route and company', 'trip_id');
    }
    if (trip.departure.getTime() <= this.now().getTime()) throw new ApiError(422, 'TRIP_DEPARTED', 'This sailing has already left', 'trip_id');
    const priced = await this.priceOn(row, tripIndex, trip, policy.party);
    if (!priced) throw new ApiError(409, 'NO_AVAILABILITY', 'Your party does not fit on this sailing', 'trip_id');
    const difference = priced.price.trip_total - policy.oldTotal + policy.fee;
    if (difference !== expectedDifference) {
      throw new ApiError(409, 'QUOTE_CHANGED', `Changing to this sailing now costs ${difference} cents, not ${expectedDifference}; look at the new quote`, 'expected_difference');
    }
    const now = this.now();
    const changeCode = `${row.orderCode}X${randomCode(4)}`;
    let id: number;
    try {
      id = await db.transaction(async (tx) => {
        // Decided again under the order's row lock, which a cancellation takes too (modules/booking/order-guards.ts): a cancellation
        // that got it first has moved the order out of `success` or written its part's refund; one that comes after
        // finds this change under way and is refused.
        const refused = await changeRefusedBy(tx, row.id, tripIndex);
        if (refused === 'cancel_in_progress') throw new ApiError(409, 'CANCEL_IN_PROGRESS', 'A cancellation of part of this booking is still under way; try again in a minute', 'order_code');
        // The party priced is what is left of the leg now: a part cancelled since the quote makes it another party.
        const [locked] = await tx.select({ request: bookingOrders.request }).from(bookingOrders).where(eq(bookingOrders.id, row.id));
        const lockedItem = (locked?.request as PricingRequest | undefined)?.trips[tripIndex];
        const partyNow = lockedItem ? remainingParty(lockedItem, cancelledParts(await refundsOf(tx, row.id)), tripIndex) : null;
        if (JSON.stringify(partyNow) !== JSON.stringify(policy.party) || JSON.stringify(lockedItem) !== JSON.stringify((row.request as PricingRequest).trips[tripIndex])) {
          throw new ApiError(409, 'QUOTE_CHANGED', 'The booking changed since this quote; look at the new quote', 'expected_difference');
        }
        const [oldHold] = await tx.select().from(operatorHolds).where(and(eq(operatorHolds.orderId, row.id), eq(operatorHolds.tripIndex, tripIndex)));
        if (refused !== null || oldHold?.status !== 'confirmed') throw new ApiError(409, 'NOT_ISSUED', 'This booking cannot be changed now', 'order_code');
        const [inserted] = await tx.insert(bookingChanges).values({
          orderId: row.id, changeCode, tripIndex, status: 'holding', oldReference: oldHold?.reference ?? `${row.orderCode}-${tripIndex}`,
          oldTripId: policy.info.tripId, oldInfo: policy.info, newTripId: trip.tripId, newReference: `${changeCode}-${tripIndex}`,
          newItem: priced.item, party: policy.party, newPrice: priced.price, newInfo: priced.info, oldTotal: policy.oldTotal, newTotal: priced.price.trip_total,
          feeCents: policy.fee, difference, lang, nextCheckAt: new Date(now.getTime() + HOLDING_GRACE_MS), createdAt: now, updatedAt: now,
        }).returning({ id: bookingChanges.id });
        const changeId = (inserted as { id: number }).id;
        await tx.insert(changeTransitions).values({
          changeId, fromStatus: null, toStatus: 'holding', cause: 'change requested', actor: 'request', at: now,
          details: { from: policy.info.tripId, to: trip.tripId, difference, fee: policy.fee },
        });
        return changeId;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(409, 'CHANGE_IN_PROGRESS', 'Another change of this booking is under way', 'order_code');
      throw error;
    }
    this.crash('change:recorded');
    const reference = `${changeCode}-${tripIndex}`;
    let expiresAt: Date;
    try {
      const held = await operators.hold({ reference, trip, units: priced.units, minutes: CHANGE_HOLD_MINUTES });
      expiresAt = held.expiresAt;
    } catch (error) {
      if (!isOperatorError(error)) throw error;
      await this.fail(id, 'request', error.kind === 'Unavailable' ? 'operator_unavailable' : 'no_availability');
      await this.drive(id, 'request');
      throw error.kind === 'Unavailable'
        ? new ApiError(503, 'OPERATOR_UNAVAILABLE', 'The ferry company does not answer at the moment; please try again in a minute.')
        : new ApiError(409, 'NO_AVAILABILITY', 'There is no availability on this sailing any more; choose another one.', 'trip_id');
    }
    this.crash('change:operator-held');
    const moved = await db.transaction((tx) => changeTransition(tx, id, ['holding'], 'held', 'new sailing held', {
      actor: 'request', at: this.now(), set: { holdExpiresAt: expiresAt, nextCheckAt: expiresAt }, details: { reference, expiresAt: expiresAt.toISOString() },
    }));
    if (!moved.changed) {
      // The reconciler gave the change up meanwhile (the operator took longer than HOLDING_GRACE_MS).
      await this.drive(id, 'request');
      throw new ApiError(503, 'OPERATOR_UNAVAILABLE', 'The ferry company does not answer at the moment; please try again in a minute.');
    }
    if (difference > 0) {
      const form = await this.startPayment(id, lang);
      return { ...(await this.view(id)), payment: { url: form.url, method: form.method, fields: [...form.fields] } };
    }
    await db.transaction((tx) => changeTransition(tx, id, ['held'], 'paid', 'nothing to pay', {
      actor: 'request', at: this.now(), set: { nextCheckAt: new Date(this.now().getTime() + STEP_GRACE_MS) },
    }));
    await this.drive(id, 'request');
    return this.view(id);
  }

  /** A change as the traveller sees it (with the order's reservation once it is done). */
  async view(id: number): Promise<ChangeAnswer> {
    const c = await this.change(id);
    const order = c.status === 'done' ? await this.order(c.orderId) : undefined;
    return {
      order_code: c.changeCode.slice(0, c.changeCode.length - 5), change_code: c.changeCode, trip_index: c.tripIndex, status: c.status,
      difference: c.difference, fee: c.feeCents, new_trip_id: c.newTripId, refund_amount: c.refundDue,
      failure: c.failure ?? null, ...(order ? { reservation: order.reservation as Reservation | null } : {}),
    };
  }

  /** The order's change `changeCode` (or its latest), for the status call; undefined when it has none. */
  async find(orderId: number, changeCode?: string): Promise<ChangeRow | undefined> {
    const [row] = await this.deps.db.select().from(bookingChanges)
      .where(changeCode ? and(eq(bookingChanges.orderId, orderId), eq(bookingChanges.changeCode, changeCode)) : eq(bookingChanges.orderId, orderId))
      .orderBy(desc(bookingChanges.id)).limit(1);
    return row;
  }

  // ───────────────────────────── the difference's payment ─────────────────────────────

  /**
   * The payment form of change `id` again (its first answer was lost, the traveller left the page, or the card was
   * declined): while the change is `held` with a difference to pay and its hold not run out, a NEW attempt's form.
   * The processor's page refuses an `orderid` posted before (Cardlink: "Invalid orderid (duplicate)"), so an open
   * attempt (started or declined) is never handed out twice: it steps aside first (`supersedeOpen`), as a booking's
   * retry supersedes its open attempts. Before it does, the processor is asked about it (the reconciler's inquiry,
   * `learnResult`, outside any transaction): a traveller who paid on the page and whose result was lost (the redirect
   * back and the callback never came) would otherwise pay twice. A capture it reports is applied as its callback
   * would be (`applyResult`, under the change's row lock, once) and the change driven on: the answer is the change
   * paid or done, no form. A decline or nothing known of it: superseded as before. No answer (a timeout, an error):
   * superseded as before too, so the traveller can pay while the new sailing is held; should the first money
   * still arrive, it is the order's superseded payment and goes back in full (SECURITY.md, "Paying twice").
   * Otherwise (paid meanwhile, given up, or another request's attempt just recorded) where the change stands,
   * without a form.
   */
  async paymentAgain(id: number, lang: Locale): Promise<ChangeAnswer> {
    let c = await this.change(id);
    if (this.awaitsPayment(c) && c.attemptId && (c.attemptStatus === 'started' || c.attemptStatus === 'declined')) {
      await this.learnResult(c, 'request');
      c = await this.change(id);
      if (c.status !== 'held') {
        // Paid on the page (or cancelled there): finished as the result's own path would (the callback drives it).
        await this.drive(id, 'request');
        return this.view(id);
      }
      if (this.awaitsPayment(c) && c.attemptId && (c.attemptStatus === 'started' || c.attemptStatus === 'declined')) {
        await this.supersedeOpen(c, c.attemptId);
      }
      c = await this.change(id);
    }
    if (!this.awaitsPayment(c) || c.attemptId) return this.view(id);
    const form = await this.newAttempt(id, lang);
    return { ...(await this.view(id)), ...(form ? { payment: { url: form.url, method: form.method, fields: [...form.fields] } } : {}) };
  }

  /** Whether a change waits for its difference now: held, something to pay, its hold not run out. */
  private awaitsPayment(c: ChangeRow): boolean {
    return c.status === 'held' && c.difference > 0 && (c.holdExpiresAt === null || c.holdExpiresAt.getTime() > this.now().getTime());
  }

  /**
   * A held change's open attempt `attemptId` (started, or declined: a decline is not final, the page may take another
   * card) steps aside for a new one (the next `startPayment`): under the change's row lock, only while it is still the
   * change's open attempt and no result of it waits unapplied (the stored results are applied first), the attempt
   * becomes one of the order's `payments` rows, `superseded`, and the change forgets it. Then it is voided, so its page
   * takes no money; should its money still arrive (a page still open, a capture whose callback was late), it is the
   * order's superseded attempt: the booking saga applies it and pays it back in full (`payment_superseded`), as for a
   * booking's replaced attempt. The order is due for the reconciler, which voids it if this void failed or never ran.
   */
  private async supersedeOpen(c: ChangeRow, attemptId: string): Promise<void> {
    const { db, processor } = this.deps;
    await this.applyStored(c);
    const now = this.now();
    const old = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(bookingChanges).where(eq(bookingChanges.id, c.id)).for('update');
      if (!row || row.attemptId !== attemptId || row.status !== 'held' || !(row.attemptStatus === 'started' || row.attemptStatus === 'declined')) return undefined;
      const [waiting] = await tx.select({ id: cardPayments.id }).from(cardPayments)
        .where(and(eq(cardPayments.attemptId, attemptId), eq(cardPayments.applied, false), eq(cardPayments.verified, true))).limit(1);
      if (waiting) return undefined;
      await tx.insert(payments).values({
        orderId: row.orderId, attemptId, provider: providerOf(processor),
        amount: row.difference, status: 'superseded', createdAt: row.updatedAt, updatedAt: now,
      }).onConflictDoNothing({ target: payments.attemptId });
      await tx.update(bookingChanges).set({ attemptId: null, attemptStatus: null, updatedAt: now }).where(eq(bookingChanges.id, row.id));
      await tx.update(bookingOrders).set({ nextCheckAt: now }).where(eq(bookingOrders.id, row.orderId));
      return attemptId;
    });
    if (!old) return;
    this.crash('change:attempt-superseded');
    try {
      await processor.void(old);
      await db.update(payments).set({ voided: true, updatedAt: this.now() }).where(eq(payments.attemptId, old));
    } catch (error) {
      if (!isPaymentError(error)) throw error;
      this.deps.log.warn({ err: error, attemptId: old }, 'voiding a change\'s superseded attempt failed; the reconciler will retry');
    }
  }

  /**
   * The hosted payment form of a held change's difference: a new attempt (`${changeCode}-P…`), recorded before the
   * processor signs the form. A change that has an attempt already gets none (409 NOT_AWAITING_PAYMENT): an attempt's
   * form is handed out once (`paymentAgain` supersedes the open one first).
   */
  async startPayment(id: number, lang: Locale): Promise<HostedPaymentForm> {
    const form = await this.newAttempt(id, lang);
    if (!form) throw new ApiError(409, 'NOT_AWAITING_PAYMENT', 'This change awaits no payment; reload it');
    return form;
  }

  /** `startPayment`'s work: undefined (nothing recorded) when the change is not held, has nothing to pay or has an attempt. */
  private async newAttempt(id: number, lang: Locale): Promise<HostedPaymentForm | undefined> {
    const { db, processor, publicUrl } = this.deps;
    const now = this.now();
    const attemptId = `${(await this.change(id)).changeCode}-P${randomCode(4)}`;
    const c = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(bookingChanges).where(eq(bookingChanges.id, id)).for('update');
      if (!row || row.status !== 'held' || row.difference <= 0 || row.attemptId) return undefined;
      const ask = new Date(now.getTime() + INQUIRE_AFTER_MS);
      const [updated] = await tx.update(bookingChanges).set({
        attemptId, attemptStatus: 'started', updatedAt: now,
        nextCheckAt: row.holdExpiresAt && row.holdExpiresAt < ask ? row.holdExpiresAt : ask,
      }).where(eq(bookingChanges.id, id)).returning();
      return updated;
    });
    if (!c?.attemptId) return undefined;
    this.crash('change:attempt-recorded');
    const order = await this.order(c.orderId);
    const details = order.details as { leader: { email: string; phonePrefix: string; mobile: string; country: string; city?: string; zipcode?: string; address?: string } };
    try {
      return await processor.start({
        attemptId: c.attemptId, amount: c.difference, currency: 'EUR', lang,
        description: paymentDescription(lang, order.orderCode, [c.newInfo as TripInfo]),
        payer: {
          email: details.leader.email, phone: `${details.leader.phonePrefix}${details.leader.mobile}`.replace(/\s/g, ''),
          country: details.leader.country, state: details.leader.city ?? '-', zip: details.leader.zipcode ?? '-',
          city: details.leader.city ?? '-', address: details.leader.address ?? '-',
        },
        confirmUrl: `${publicUrl}/payments/cardlink/confirm`, cancelUrl: `${publicUrl}/payments/cardlink/cancel`,
      });
    } catch (error) {
      if (isPaymentError(error)) throw new ApiError(503, 'PAYMENT_UNAVAILABLE', 'The payment service does not answer at the moment; please try again in a minute.');
      throw error;
    }
  }

  /**
   * A verified result for one of the changes' attempts: kept in the raw log (`card_payments`, under the change's
   * code) and applied. Undefined when the attempt is not a change's (the booking saga's then).
   */
  async storeResult(result: VerifiedPaymentResult, kind: 'confirm' | 'cancel'): Promise<{ callbackId: number; change: ChangeRow } | undefined> {
    const { db } = this.deps;
    const now = this.now();
    const soon = new Date(now.getTime() + STEP_GRACE_MS);
    // Under the change's row lock: an open attempt superseded meanwhile (`supersedeOpen`) is no longer the
    // change's, and its result goes to the order's superseded payment (the booking saga's).
    const stored = await db.transaction(async (tx) => {
      const [c] = await tx.select().from(bookingChanges).where(eq(bookingChanges.attemptId, result.attemptId)).for('update').limit(1);
      if (!c) return undefined;
      const [record] = await tx.insert(cardPayments).values({
        orderCode: c.changeCode, kind, status: (result.raw.status ?? result.outcome).slice(0, 20) || '-', txId: result.transactionId.slice(0, 100) || null,
        amount: result.amount, verified: true, payload: result.raw, attemptId: result.attemptId, outcome: result.outcome, createdAt: now,
      }).returning({ id: cardPayments.id });
      await tx.update(bookingChanges).set({ nextCheckAt: sql`least(coalesce(${bookingChanges.nextCheckAt}, ${soon.toISOString()}::timestamptz), ${soon.toISOString()}::timestamptz)` })
        .where(eq(bookingChanges.id, c.id));
      return { callbackId: (record as { id: number }).id, change: c };
    });
    return stored;
  }

  /**
   * Applies a verified result to its change, once (a replay finds the attempt settled): a capture of exactly the
   * difference of a held change makes it `paid`; any other capture (a change that failed, a wrong amount) goes back
   * in full. A cancel on the page ends the change (the new hold is released); a decline is not final.
   */
  async applyResult(result: Pick<VerifiedPaymentResult, 'attemptId' | 'outcome' | 'amount' | 'transactionId'>, actor: Actor, callbackId?: number): Promise<boolean> {
    const now = this.now();
    const soon = new Date(now.getTime() + STEP_GRACE_MS);
    const captured = await this.deps.db.transaction(async (tx) => {
      const [c] = await tx.select().from(bookingChanges).where(eq(bookingChanges.attemptId, result.attemptId)).for('update');
      if (!c) return false;
      let applied = false;
      if (result.outcome === 'captured' && c.attemptStatus !== 'captured') {
        applied = true;
        await tx.update(bookingChanges).set({ attemptStatus: 'captured', captured: result.amount, txId: result.transactionId || null, updatedAt: now, nextCheckAt: soon })
          .where(eq(bookingChanges.id, c.id));
        if (c.status === 'held' && result.amount === c.difference) {
          await changeTransition(tx, c.id, ['held'], 'paid', 'difference captured', { actor, at: now, details: { attemptId: c.attemptId, amount: result.amount } });
        } else {
          await tx.update(bookingChanges).set({ refundDue: result.amount, refundAttemptId: c.attemptId, refundStatus: 'pending' }).where(eq(bookingChanges.id, c.id));
          await changeTransition(tx, c.id, ['held'], 'failed', 'captured amount differs from the difference', {
            actor, at: now, set: { failure: 'payment_mismatch' }, details: { amount: result.amount },
          });
        }
      } else if (result.outcome !== 'captured' && (c.attemptStatus === 'started' || c.attemptStatus === 'declined')) {
        applied = true;
        await tx.update(bookingChanges).set({ attemptStatus: result.outcome, updatedAt: now }).where(eq(bookingChanges.id, c.id));
        if (result.outcome === 'cancelled') {
          await changeTransition(tx, c.id, ['held'], 'failed', 'payment cancelled on the page', {
            actor, at: now, set: { failure: 'payment_cancelled', nextCheckAt: now },
          });
        }
      }
      if (applied && callbackId !== undefined) await tx.update(cardPayments).set({ applied: true }).where(eq(cardPayments.id, callbackId));
      return applied && result.outcome === 'captured';
    });
    if (captured) this.crash('change:captured');
    return captured;
  }

  /** Applies the stored results of a change not applied yet (a crash between storing and applying). */
  private async applyStored(c: ChangeRow): Promise<void> {
    await applyStoredResults(this.deps.db, c.changeCode, this);
  }

  /** Asks the processor about the change's attempt and applies the answer; false when it did not answer. */
  private async learnResult(c: ChangeRow, actor: Actor): Promise<boolean> {
    if (!c.attemptId) return true;
    return learnResult(this.deps, this, c.attemptId, actor, 'a change attempt');
  }

  // ───────────────────────────── drive ─────────────────────────────

  /** Ends a change that will not happen: `failed` with its reason (what it holds and took goes back in `drive`). */
  private async fail(id: number, actor: Actor, failure: string): Promise<boolean> {
    return this.deps.db.transaction((tx) => this.failIn(tx, id, actor, failure, ['holding', 'held', 'paid']));
  }

  /** `fail` in `tx`: the change moves to `failed` from one of `from`, a captured difference recorded due back in full. */
  private async failIn(tx: Executor, id: number, actor: Actor, failure: string, from: readonly ChangeStatusValue[]): Promise<boolean> {
    const now = this.now();
    const result = await changeTransition(tx, id, from, 'failed', failure, { actor, at: now, set: { failure, nextCheckAt: now } });
    if (result.changed && result.row && result.row.captured > 0 && result.row.refundStatus === null) {
      await tx.update(bookingChanges).set({ refundDue: result.row.captured, refundAttemptId: result.row.attemptId, refundStatus: 'pending' })
        .where(eq(bookingChanges.id, id));
    }
    return result.changed;
  }

  /**
   * A change under way whose order was cancelled meanwhile (or has a part with its company) ends here, decided under
   * the order's row lock: `failed` (order_cancelled), so `drive` releases or cancels the new places and pays back what
   * the change took. A cancellation refuses while a change is under way, so this is the last line, not the rule.
   */
  private async endIfOrderGone(c: ChangeRow, actor: Actor): Promise<void> {
    if (!(LIVE_CHANGE_STATUSES as readonly string[]).includes(c.status)) return;
    await this.deps.db.transaction(async (tx) => {
      if ((await changeRefusedBy(tx, c.orderId, c.tripIndex)) === null) return;
      await this.failIn(tx, c.id, actor, 'order_cancelled', LIVE_CHANGE_STATUSES);
    });
  }

  /**
   * Does what is due on a change, from where it stands: applies stored results, fails a change whose hold request was
   * lost or whose hold ran out unpaid, confirms a paid one, cancels the old leg and rewrites the order of a confirmed
   * one, pays back what is due, releases the new hold of a failed one and voids its open attempt; then sets when the
   * reconciler is to look again. Safe to call at any time, any number of times.
   */
  async drive(id: number, actor: Actor): Promise<ChangeRow> {
    let c = await this.change(id);
    await this.applyStored(c);
    c = await this.change(id);
    await this.endIfOrderGone(c, actor);
    c = await this.change(id);
    const now = this.now().getTime();
    let progress = true;
    if (c.status === 'holding' && c.createdAt.getTime() + HOLDING_GRACE_MS <= now) {
      await this.fail(id, actor, 'hold_lost');
    } else if (c.status === 'held') {
      const open = c.attemptStatus === 'started' || c.attemptStatus === 'declined';
      const expired = c.holdExpiresAt !== null && c.holdExpiresAt.getTime() <= now;
      if (open && (expired || c.updatedAt.getTime() + INQUIRE_AFTER_MS <= now)) progress = await this.learnResult(c, actor);
      c = await this.change(id);
      if (c.status === 'held' && expired && progress) await this.fail(id, actor, 'hold_expired');
    }
    c = await this.change(id);
    if (c.status === 'paid') progress = (await this.confirmNew(c, actor)) && progress;
    c = await this.change(id);
    if (c.status === 'confirmed') progress = (await this.finish(c, actor)) && progress;
    c = await this.change(id);
    if (c.status === 'failed') progress = (await this.releaseNew(c)) && progress;
    progress = (await this.voidAbandoned(id)) && progress;
    progress = (await this.refundDue(id)) && progress;
    return this.schedule(id, progress);
  }

  /**
   * Confirms the new sailing (idempotent by its reference); a refusal fails the change. Answers whether it moved.
   * Under the order's assistance lease (server/modules/booking/assistance.ts), from reading the passengers' assistance
   * to recording the confirmation: an assistance request that began before the change (a later one is refused while
   * the change is under way) ends first, so the new tickets carry its answer. The lease still taken after a wait of
   * one operator call: not now, the reconciler tries again.
   */
  private async confirmNew(c: ChangeRow, actor: Actor): Promise<boolean> {
    const ttlMs = assistanceLeaseMs(this.deps.operatorTimeoutMs);
    try {
      return await withLease(this.deps.db, assistanceLeaseKey(c.orderId), { ttlMs, waitMs: this.deps.operatorTimeoutMs }, (lease) => this.confirmNewLeased(c, actor, lease));
    } catch (error) {
      if (error instanceof LeaseBusyError) {
        this.deps.log.warn({ changeCode: c.changeCode }, 'an assistance request on the order holds its lease; the change is confirmed later');
        return false;
      }
      // The confirm outlived the lease: nothing recorded; the reconciler confirms again (the same tickets, by the
      // reference) under a new lease. No assistance can have been recorded meanwhile: it is refused under a live change.
      if (error instanceof LeaseLostError) {
        this.deps.log.warn({ changeCode: c.changeCode }, 'the change\'s lease ran out before its confirmation was recorded; confirmed again later');
        return false;
      }
      throw error;
    }
  }

  private async confirmNewLeased(c: ChangeRow, actor: Actor, lease: Lease): Promise<boolean> {
    const order = await this.order(c.orderId);
    const details = order.details as { passengers: { name?: string; surname?: string; assistance?: unknown }[]; vehicles?: { plate?: string }[] };
    const item = c.newItem as PricingTrip;
    const party = c.party as LegParty | null;
    // The tickets carry the party changed (the order's indices: names, assistance, plates), in the company's order.
    const { passengers: passengerIndexes, vehicles: vehicleIndexes } = carriedIndexes(itemOfParty(item, party), party);
    const confirm = () => this.deps.operators.confirm({
      reference: c.newReference,
      passengers: passengerIndexes.map((i) => {
        const assistance = assistanceFor(details, c.tripIndex, i);
        return { name: details.passengers[i]?.name ?? '', surname: details.passengers[i]?.surname ?? '', ...(assistance ? { assistance } : {}) };
      }),
      vehicles: vehicleIndexes.map((i) => ({ plate: details.vehicles?.[i]?.plate ?? '' })),
    });
    let confirmed: OperatorConfirmation;
    try {
      confirmed = await confirm();
    } catch (error) {
      if (!isOperatorError(error)) throw error;
      if (error.kind !== 'Unavailable') return this.fail(c.id, actor, 'operator_refused');
      if (c.holdExpiresAt === null || c.holdExpiresAt.getTime() > this.now().getTime()) return false;
      // Silence past the hold's end: a release that succeeds says it was never confirmed; one refused, that it was.
      try {
        await this.deps.operators.release(c.newReference);
        return this.fail(c.id, actor, 'operator_unavailable');
      } catch (releaseError) {
        if (!isOperatorError(releaseError, 'Refused')) return false;
      }
      try {
        confirmed = await confirm();
      } catch (again) {
        if (isOperatorError(again, 'Refused')) return this.fail(c.id, actor, 'operator_refused');
        if (isOperatorError(again)) return false;
        throw again;
      }
    }
    this.crash('change:operator-confirmed');
    await this.deps.db.transaction(async (tx) => {
      await lease.fence(tx);
      await changeTransition(tx, c.id, ['paid'], 'confirmed', 'new sailing confirmed', {
        actor, at: this.now(), set: { confirmation: confirmationInOrder(confirmed, item, party), holdExpiresAt: null, nextCheckAt: new Date(this.now().getTime() + STEP_GRACE_MS) },
        details: { reference: c.newReference, companyReservationCode: confirmed.companyReservationCode },
      });
    });
    return true;
  }

  /**
   * The new tickets exist: the old leg is cancelled at its operator (its seats go back on sale; what the company would
   * refund for a cancellation does not apply to a change), then, in one transaction, the order's leg, prices and
   * tickets are rewritten, a lower fare's difference is recorded due to the order's card, the change is `done` and
   * its e-mail queued. Answers whether it moved.
   */
  private async finish(c: ChangeRow, actor: Actor): Promise<boolean> {
    const { db } = this.deps;
    if (!c.oldCancelled) {
      try {
        await this.deps.operators.cancel(c.oldReference, c.oldTotal);
      } catch (error) {
        if (!isOperatorError(error)) throw error;
        if (error.kind === 'Unavailable') {
          this.deps.log.warn({ err: error, reference: c.oldReference }, 'cancelling the old leg of a change failed; the reconciler will retry');
          return false;
        }
        // The company will not cancel the old ticket (it may have sailed meanwhile): the change still stands.
        this.deps.log.error({ err: error, reference: c.oldReference }, 'the operator refused to cancel the old leg of a change');
      }
      this.crash('change:old-cancelled');
      await db.update(bookingChanges).set({ oldCancelled: true, updatedAt: this.now() }).where(eq(bookingChanges.id, c.id));
    }
    const now = this.now();
    await db.transaction(async (tx) => {
      const [order] = await tx.select().from(bookingOrders).where(eq(bookingOrders.id, c.orderId)).for('update');
      const [current] = await tx.select().from(bookingChanges).where(eq(bookingChanges.id, c.id)).for('update');
      if (!order || current?.status !== 'confirmed') return;
      // The order was cancelled while the old leg was being cancelled: the change ends, its new tickets cancelled and
      // what it took paid back (`drive`), and the order is not rewritten.
      if (order.status !== 'success' || cancelledParts(await refundsOf(tx, c.orderId)).inProgress) {
        await this.failIn(tx, c.id, actor, 'order_cancelled', ['confirmed']);
        return;
      }
      const stored = order.pricing as StoredPricing;
      const request = order.request as PricingRequest;
      // The leg's fare in the order's prices becomes the new one (a partly cancelled leg's: of the party changed).
      const delta = c.newTotal - (stored.answer.trips[c.tripIndex]?.trip_total ?? c.oldTotal);
      const answer: PricingAnswer = {
        ...stored.answer, trips: stored.answer.trips.map((t, i) => (i === c.tripIndex ? c.newPrice as PricedTrip : t)),
        subtotal: stored.answer.subtotal + delta, total: stored.answer.total + delta,
      };
      const pricing: StoredPricing = { answer, info: stored.info.map((t, i) => (i === c.tripIndex ? c.newInfo as TripInfo : t)) };
      const newRequest: PricingRequest = { ...request, trips: request.trips.map((t, i) => (i === c.tripIndex ? c.newItem as PricingTrip : t)) };
      await tx.update(operatorHolds).set({ reference: c.newReference, status: 'confirmed', confirmation: c.confirmation, expiresAt: null, refundCents: null, updatedAt: now })
        .where(and(eq(operatorHolds.orderId, c.orderId), eq(operatorHolds.tripIndex, c.tripIndex)));
      const holds = await tx.select().from(operatorHolds).where(eq(operatorHolds.orderId, c.orderId)).orderBy(asc(operatorHolds.tripIndex));
      const rewritten = { ...order, pricing, request: newRequest };
      const issuedAt = (order.reservation as Reservation | null)?.issued_at;
      const reservation = reservationOf(rewritten, holds.map((h) => h.confirmation as OperatorConfirmation), issuedAt ? new Date(issuedAt) : now);
      const [updatedOrder] = await tx.update(bookingOrders).set({ pricing, request: newRequest, reservation, updatedAt: now })
        .where(eq(bookingOrders.id, c.orderId)).returning();
      let refund: Partial<typeof bookingChanges.$inferInsert> = {};
      if (c.difference < 0) {
        // A lower fare's difference goes back to the card that paid the order, through the order's refund ledger
        // (written pending here, paid below or by the reconciler, once by its key).
        const refundable = await refundableOf(tx, c.orderId);
        const amount = Math.min(-c.difference, refundable?.left ?? 0);
        if (amount > 0) {
          await recordRefund(tx, {
            orderId: c.orderId, amount, reason: 'change_difference', key: `${c.changeCode}:refund`, now,
            covers: { trips: [{ tripIndex: c.tripIndex, whole: false, passengers: [], vehicles: [] }] },
          });
          refund = { refundDue: amount };
          // The order's refund_amount is what went back of an issued order so far (the admin view's expected kept).
          await tx.update(bookingOrders).set({ refundAmount: sql`coalesce(${bookingOrders.refundAmount}, 0) + ${amount}` }).where(eq(bookingOrders.id, c.orderId));
        }
      }
      const moved = await changeTransition(tx, c.id, ['confirmed'], 'done', 'order rewritten on the new sailing', {
        actor, at: now, set: { ...refund, mailed: true }, details: { oldReference: c.oldReference, newReference: c.newReference },
      });
      if (moved.changed && moved.row && updatedOrder) await this.deps.onChanged?.(tx, moved.row, updatedOrder);
    });
    if (c.difference < 0) await payRefunds(this.deps, c.orderId);
    return true;
  }

  /**
   * Releases the new hold of a failed change (not when it was confirmed: then its tickets are cancelled). A release
   * the operator refuses may mean the confirm went through unrecorded (a change failed because its order was
   * cancelled meanwhile): its tickets are cancelled then, which an operator refuses for anything not confirmed.
   */
  private async releaseNew(c: ChangeRow): Promise<boolean> {
    const { operators } = this.deps;
    try {
      if (c.confirmation) await operators.cancel(c.newReference, c.newTotal);
      else {
        try {
          await operators.release(c.newReference);
        } catch (error) {
          if (!isOperatorError(error, 'Refused')) throw error;
          await operators.cancel(c.newReference, c.newTotal);
        }
      }
      return true;
    } catch (error) {
      if (isOperatorError(error, 'Refused')) return true;
      if (!isOperatorError(error)) throw error;
      this.deps.log.warn({ err: error, reference: c.newReference }, 'releasing a change\'s new hold failed; the reconciler will retry');
      return false;
    }
  }

  /** Voids the open attempt of a change that is no longer `held` (its page must not take the money any more). */
  private async voidAbandoned(id: number): Promise<boolean> {
    const c = await this.change(id);
    if (!c.attemptId || c.attemptVoided || c.status === 'held' || !(c.attemptStatus === 'started' || c.attemptStatus === 'declined')) return true;
    try {
      await this.deps.processor.void(c.attemptId);
    } catch (error) {
      if (!isPaymentError(error)) throw error;
      if (error.kind === 'Unavailable') return false;
      // Nothing to void: the money may have been captured; a capture learnt now is paid back (the change is over).
      if (!(await this.learnResult(c, 'reconciler'))) return false;
    }
    await this.deps.db.update(bookingChanges).set({ attemptVoided: true, updatedAt: this.now() }).where(eq(bookingChanges.id, id));
    return true;
  }

  /** Pays back what is due (idempotent by the change's refund key). Answers whether nothing is left to pay back. */
  private async refundDue(id: number): Promise<boolean> {
    const c = await this.change(id);
    if (c.refundStatus !== 'pending' || !c.refundAttemptId) return true;
    this.crash('change:refund-recorded');
    try {
      const refund = c.refundDue > 0 ? await this.deps.processor.refund(c.refundAttemptId, c.refundDue, `${c.changeCode}:refund`) : undefined;
      await this.deps.db.update(bookingChanges).set({ refundStatus: 'done', refundId: refund?.refundId ?? null, updatedAt: this.now() })
        .where(and(eq(bookingChanges.id, id), eq(bookingChanges.refundStatus, 'pending')));
      return true;
    } catch (error) {
      if (!isPaymentError(error)) throw error;
      this.deps.log.warn({ err: error, changeCode: c.changeCode }, 'a change\'s refund failed; the reconciler will retry');
      return false;
    }
  }

  /** Sets when the reconciler is to look at the change again (null: nothing left to do). */
  private async schedule(id: number, progress: boolean): Promise<ChangeRow> {
    const c = await this.change(id);
    const now = this.now().getTime();
    const attempts = progress ? 0 : c.attempts + 1;
    const retry = now + backoffMs(attempts);
    let next: number | null = null;
    if (c.status === 'holding') next = c.createdAt.getTime() + HOLDING_GRACE_MS;
    else if (c.status === 'held') {
      next = c.holdExpiresAt && c.holdExpiresAt.getTime() > now ? c.holdExpiresAt.getTime() : retry;
      if (c.attemptStatus === 'started') next = Math.min(next, Math.max(c.updatedAt.getTime() + INQUIRE_AFTER_MS, now + INQUIRE_AFTER_MS / 2));
    } else if (c.status === 'paid' || c.status === 'confirmed') next = retry;
    const left = c.refundStatus === 'pending' || (!progress && (c.status === 'failed' || c.status === 'done'));
    if (left) next = Math.min(next ?? retry, retry);
    const [updated] = await this.deps.db.update(bookingChanges).set({ nextCheckAt: next === null ? null : new Date(next), attempts })
      .where(eq(bookingChanges.id, id)).returning();
    return updated ?? c;
  }

  /**
   * The reconciler's pass over changes: claims due ones no other instance holds (a lease, as for orders) and drives
   * each. Answers how many were driven.
   */
  async runDue(owner: string, aheadMs: number, leaseMs: number): Promise<number> {
    let driven = 0;
    const seen = new Set<number>();
    for (let round = 0; round < 50; round++) {
      const now = this.now();
      const until = new Date(now.getTime() + leaseMs);
      const due = new Date(now.getTime() + aheadMs);
      const claimed = await rows<{ id: number }>(this.deps.db, sql`
        UPDATE booking_changes SET lease_owner = ${owner}, lease_until = ${until.toISOString()}::timestamptz
        WHERE id IN (
          SELECT id FROM booking_changes
          WHERE next_check_at <= ${due.toISOString()}::timestamptz
            AND (lease_until IS NULL OR lease_until <= ${now.toISOString()}::timestamptz)
          ORDER BY next_check_at LIMIT 20
          FOR UPDATE SKIP LOCKED)
        RETURNING id`);
      const ids = claimed.map((r) => Number(r.id)).filter((x) => !seen.has(x));
      if (ids.length === 0) break;
      for (const changeId of ids) {
        seen.add(changeId);
        try {
          await this.drive(changeId, 'reconciler');
          driven += 1;
        } catch (error) {
          this.deps.log.error({ err: error, changeId }, 'reconciler could not drive a change');
          await this.deps.db.update(bookingChanges).set({ nextCheckAt: new Date(this.now().getTime() + backoffMs(3)), attempts: sql`${bookingChanges.attempts} + 1` })
            .where(eq(bookingChanges.id, changeId)).catch(() => undefined);
        } finally {
          await this.deps.db.update(bookingChanges).set({ leaseOwner: null, leaseUntil: null })
            .where(and(eq(bookingChanges.id, changeId), eq(bookingChanges.leaseOwner, owner))).catch(() => undefined);
        }
      }
    }
    return driven;
  }
}
