/**
 * The demo operator network's reservation system over its own tables (server/database/schema/demo-operator.ts).
 * Pure database work on an injected instant; faults, delays and timeouts are the adapter's (demo-ferry-operators.ts).
 *
 * Places: one conditional UPDATE per inventory code (`held + sold + n <= capacity`), so among parallel holds for the
 * last places exactly the ones that fit win (PostgreSQL re-checks the condition after the row lock; PGlite runs one
 * transaction at a time). Lock order, so that two shop servers on one database never deadlock: a transaction locks
 * its hold row(s) first (the sweeper with SKIP LOCKED, so it never waits for one), then inventory rows in
 * (sailing, code) order, each code once.
 */
import { type Assistance, ASSISTANCE_NOTE_MAX, isAssistanceKind } from '../../../src/core/booking/domain/assistance';
import crypto from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../database/connect';
import { demoOperatorHolds, type DemoOperatorHoldStatus } from '../../database/schema/demo-operator';
import { refundShare } from '../../operators/refund-rule';
import {
  OperatorError, type Availability, type Company, type OperatorCancellation, type OperatorConfirmation,
  type OperatorAssistanceRequest, type OperatorConfirmRequest, type OperatorHold, type OperatorPartCancelRequest, type Trip,
} from '../../ports/ferry-operators';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type HoldRow = typeof demoOperatorHolds.$inferSelect;

/** What the store needs of the operator's published catalogue. */
export interface StoreCatalogue {
  trip(tripId: string): Trip | undefined;
  company(code: string): Company | undefined;
  sailingCapacity(sailingId: string, code: string): number;
  /** Every inventory code of a sailing's vessel (accommodation codes, GARAGE, PETS); empty for an unknown sailing. */
  sailingCodes(sailingId: string): readonly string[];
}

/**
 * `assistance`: what each passenger asked for (null for none), as the company's crew list would show it;
 * `assistanceLate`: per passenger, whether the last request after booking came less than 48 hours before departure.
 */
export interface StoredConfirmation extends OperatorConfirmation {
  readonly confirmedAt: string;
  readonly assistance?: readonly (Assistance | null)[];
  readonly assistanceLate?: readonly boolean[];
}
export interface StoredCancellation extends OperatorCancellation {
  readonly paidCents: number; readonly percent: number; readonly feeCents: number; readonly cancelledAt: string;
}
/** A part of a confirmed hold cancelled: who, the places freed, and the refund. */
export interface StoredPart extends StoredCancellation {
  readonly passengers: readonly number[]; readonly vehicles: readonly number[]; readonly units: Readonly<Record<string, number>>;
}

/** A passenger's assistance as the operator takes it: a known kind and a bounded note. */
function isAssistance(value: unknown): boolean {
  const a = value as { kind?: unknown; note?: unknown } | null;
  return typeof a === 'object' && a !== null && isAssistanceKind(a.kind)
    && (a.note === undefined || (typeof a.note === 'string' && a.note.length <= ASSISTANCE_NOTE_MAX));
}

const MAX_REFERENCE = 64;
const REFERENCE = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/;
const CODE = /^[A-Z0-9_]{1,16}$/;
const MAX_UNITS = 100_000;
const MAX_SAILINGS = 1000;
const MAX_TRAVELLERS = 200;
const MAX_PAID_CENTS = 100_000_000_00;
const SWEEP_BATCH = 500;

const refused = (operation: string, message: string) => new OperatorError('Refused', message, operation);
const noAvailability = (operation: string, message: string) => new OperatorError('NoAvailability', message, operation);

async function rows<T>(ex: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  return ((await ex.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Checks a shop reference (the idempotency key of every call); throws Refused. */
export function checkReference(operation: string, reference: unknown): string {
  if (typeof reference !== 'string' || reference.length > MAX_REFERENCE || !REFERENCE.test(reference)) {
    throw refused(operation, 'The reference must be 1 to 64 letters, digits or -_.: starting with a letter or digit');
  }
  return reference;
}

/** Runs `work` again (up to three times) when PostgreSQL aborts it as a deadlock victim or a serialization failure. */
async function retryOnConflict<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const e = error as { code?: string; cause?: { code?: string } };
      const code = e.code ?? e.cause?.code;
      if (attempt >= 3 || (code !== '40P01' && code !== '40001')) throw error;
    }
  }
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const randomText = (length: number, alphabet: string) =>
  Array.from({ length }, () => alphabet[crypto.randomInt(alphabet.length)]).join('');

/** Change of held and sold places of one code. */
interface Delta { readonly code: string; readonly held: number; readonly sold: number }

export class ReservationStore {
  constructor(private readonly db: Db, private readonly catalogue: StoreCatalogue) {}

  /**
   * Applies per-code changes to a sailing's places in (code) order, one UPDATE each. A change that adds places is
   * conditional on the capacity: when one does not fit, NoAvailability (the caller's transaction rolls back).
   */
  private async applyDeltas(tx: Tx, operation: string, sailingId: string, deltas: readonly Delta[]): Promise<void> {
    const sorted = deltas.filter((d) => d.held !== 0 || d.sold !== 0).sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
    for (const d of sorted) {
      if (d.held + d.sold > 0) {
        // One statement: the row is made on the first hold of the code, and the places are added only if they fit.
        const capacity = this.catalogue.sailingCapacity(sailingId, d.code);
        const taken = await rows<{ held: number }>(tx, sql`
          INSERT INTO demo_operator_inventory AS i (sailing_id, code, held, sold)
          SELECT ${sailingId}, ${d.code}, ${d.held}::int, ${d.sold}::int WHERE ${d.held + d.sold}::int <= ${capacity}::int
          ON CONFLICT (sailing_id, code) DO UPDATE SET held = i.held + excluded.held, sold = i.sold + excluded.sold
            WHERE i.held + i.sold + excluded.held + excluded.sold <= ${capacity}::int
          RETURNING i.held`);
        if (taken.length === 0) throw noAvailability(operation, `No ${d.code} places left on ${sailingId}`);
        continue;
      }
      const updated = await rows<{ held: number }>(tx, sql`
        UPDATE demo_operator_inventory SET held = held + ${d.held}::int, sold = sold + ${d.sold}::int
        WHERE sailing_id = ${sailingId} AND code = ${d.code} RETURNING held`);
      if (updated.length === 0) throw new Error(`demo operator inventory of ${sailingId} ${d.code} is missing`);
    }
  }

  private async lockHold(tx: Tx, reference: string): Promise<HoldRow | undefined> {
    const [row] = await tx.select().from(demoOperatorHolds).where(eq(demoOperatorHolds.reference, reference)).for('update');
    return row;
  }

  private async setStatus(tx: Tx, reference: string, status: DemoOperatorHoldStatus, now: Date, extra: Partial<HoldRow> = {}): Promise<void> {
    await tx.update(demoOperatorHolds).set({ ...extra, status, updatedAt: now }).where(eq(demoOperatorHolds.reference, reference));
  }

  /** Checks the places asked per code against the trip's vessel; throws Refused. */
  private checkUnits(sailingId: string, units: unknown): Record<string, number> {
    if (typeof units !== 'object' || units === null || Array.isArray(units)) throw refused('hold', 'Units must be places per inventory code');
    const codes = new Set(this.catalogue.sailingCodes(sailingId));
    const entries = Object.entries(units as Record<string, unknown>);
    if (entries.length > codes.size) throw refused('hold', 'Too many inventory codes');
    const out: Record<string, number> = {};
    for (const [code, n] of entries) {
      if (!CODE.test(code) || !codes.has(code)) throw refused('hold', `${code.slice(0, 16)} is not an inventory code of this sailing`);
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > MAX_UNITS) throw refused('hold', `Places of ${code} must be a whole number from 0 to ${MAX_UNITS}`);
      if (n > 0) out[code] = n;
    }
    return out;
  }

  /**
   * Holds places for one trip, all or nothing, for at most `minutes` and the company's hold time. A live hold of the
   * same reference answers the same hold (its trip and places must be the same: Refused otherwise); an expired one
   * is held again (the places are taken anew, if they fit); a released, confirmed or cancelled one is Refused.
   */
  async hold(request: { reference: string; trip: Trip; units: Readonly<Record<string, number>>; minutes: number }, now: Date): Promise<OperatorHold> {
    const reference = checkReference('hold', request.reference);
    const trip = this.catalogue.trip(typeof request.trip?.tripId === 'string' ? request.trip.tripId : '');
    if (!trip) throw refused('hold', 'Unknown trip');
    if (trip.departure.getTime() <= now.getTime()) throw refused('hold', 'The trip has left');
    const units = this.checkUnits(trip.sailingId, request.units);
    if (typeof request.minutes !== 'number' || !Number.isFinite(request.minutes) || request.minutes <= 0) {
      throw refused('hold', 'Minutes must be a positive number');
    }
    const minutes = Math.min(request.minutes, trip.company.holdMinutes);
    const expiresAt = new Date(now.getTime() + Math.round(minutes * 60_000));
    try {
      return await this.holdOnce(reference, trip, units, expiresAt, now);
    } catch (error) {
      // Places of holds whose time is up but which no sweep has freed yet: free them (their own transaction, for
      // the lock order; rows another server is sweeping are skipped, and the retry waits for its inventory locks)
      // and try once more.
      if (!(error instanceof OperatorError && error.kind === 'NoAvailability')) throw error;
      if (!(await this.hasStaleHolds(trip.sailingId, now))) throw error;
      await this.sweep(now, [trip.sailingId]);
      return this.holdOnce(reference, trip, units, expiresAt, now);
    }
  }

  private async hasStaleHolds(sailingId: string, now: Date): Promise<boolean> {
    const found = await rows<{ one: number }>(this.db, sql`
      SELECT 1 AS one FROM demo_operator_holds
      WHERE status = 'held' AND sailing_id = ${sailingId} AND expires_at <= ${now.toISOString()}::timestamptz LIMIT 1`);
    return found.length > 0;
  }

  private holdOnce(reference: string, trip: Trip, units: Record<string, number>, expiresAt: Date, now: Date): Promise<OperatorHold> {
    return retryOnConflict(() => this.db.transaction(async (tx) => {
      const inserted = await rows<{ reference: string }>(tx, sql`
        INSERT INTO demo_operator_holds (reference, trip_id, sailing_id, company, departure_at, units, status, expires_at, created_at, updated_at)
        VALUES (${reference}, ${trip.tripId}, ${trip.sailingId}, ${trip.company.code}, ${trip.departure.toISOString()}::timestamptz,
          ${JSON.stringify(units)}::jsonb, 'held', ${expiresAt.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
        ON CONFLICT (reference) DO NOTHING RETURNING reference`);
      if (inserted.length > 0) {
        await this.applyDeltas(tx, 'hold', trip.sailingId, Object.entries(units).map(([code, n]) => ({ code, held: n, sold: 0 })));
        return { reference, expiresAt };
      }
      const row = await this.lockHold(tx, reference);
      if (!row) throw new Error('demo operator hold vanished');
      if (row.tripId !== trip.tripId) throw refused('hold', 'This reference holds another trip');
      const live = row.status === 'held' && row.expiresAt.getTime() > now.getTime();
      if (live) {
        if (!sameUnits(row.units, units)) throw refused('hold', 'This reference holds other places');
        return { reference, expiresAt: row.expiresAt };
      }
      if (row.status !== 'held' && row.status !== 'expired') throw refused('hold', `This reference is ${row.status}`);
      // Held again: an unswept expired hold gives its places back in the same per-code pass that takes the new ones.
      const old = row.status === 'held' ? row.units : {};
      const codes = new Set([...Object.keys(old), ...Object.keys(units)]);
      await this.applyDeltas(tx, 'hold', trip.sailingId, [...codes].map((code) => ({ code, held: (units[code] ?? 0) - (old[code] ?? 0), sold: 0 })));
      await this.setStatus(tx, reference, 'held', now, { units, expiresAt, confirmation: null, cancellation: null });
      return { reference, expiresAt };
    }));
  }

  /** Moves the end of a live hold to `minutes` from now (at most the company's hold time; never earlier). */
  async extend(referenceIn: string, minutesIn: number, now: Date): Promise<OperatorHold> {
    const reference = checkReference('extend', referenceIn);
    if (typeof minutesIn !== 'number' || !Number.isFinite(minutesIn) || minutesIn <= 0) throw refused('extend', 'Minutes must be a positive number');
    return this.db.transaction(async (tx) => {
      const row = await this.lockHold(tx, reference);
      if (!row) throw refused('extend', 'Unknown reference');
      if (row.status !== 'held' || row.expiresAt.getTime() <= now.getTime()) throw refused('extend', row.status === 'held' ? 'The hold has expired' : `This reference is ${row.status}`);
      const holdMinutes = this.catalogue.company(row.company)?.holdMinutes ?? 0;
      const wanted = new Date(now.getTime() + Math.round(Math.min(minutesIn, holdMinutes) * 60_000));
      if (wanted.getTime() <= row.expiresAt.getTime()) return { reference, expiresAt: row.expiresAt };
      await this.setStatus(tx, reference, 'held', now, { expiresAt: wanted });
      return { reference, expiresAt: wanted };
    });
  }

  /** Turns a live hold into tickets, stored with the hold so a repeated confirm answers the same tickets. */
  async confirm(request: OperatorConfirmRequest, now: Date): Promise<OperatorConfirmation> {
    const reference = checkReference('confirm', request.reference);
    const passengers = checkList<{ name?: unknown; surname?: unknown; assistance?: unknown }>('confirm', request.passengers, 'passengers', 1,
      (p) => isName(p?.name) && isName(p?.surname) && (p?.assistance === undefined || isAssistance(p.assistance)));
    const vehicles = checkList<{ plate?: unknown }>('confirm', request.vehicles ?? [], 'vehicles', 0, (v) => isName(v?.plate));
    return retryOnConflict(() => this.db.transaction(async (tx) => {
      const row = await this.lockHold(tx, reference);
      if (!row) throw refused('confirm', 'Unknown reference');
      if (row.status === 'confirmed') return confirmationOf(row.confirmation as StoredConfirmation);
      if (row.status !== 'held') throw refused('confirm', `This hold is ${row.status}`);
      if (row.expiresAt.getTime() <= now.getTime()) throw refused('confirm', 'The hold has expired');
      if (row.departureAt.getTime() <= now.getTime()) throw refused('confirm', 'The trip has left');
      await this.applyDeltas(tx, 'confirm', row.sailingId, Object.entries(row.units).map(([code, n]) => ({ code, held: -n, sold: n })));
      const digits = '0123456789';
      const confirmation: StoredConfirmation = {
        reference,
        companyReservationCode: `${row.company}-${randomText(6, ALPHABET)}`,
        checkinCode: randomText(8, ALPHABET),
        passengerTickets: passengers.map(() => `${row.company}${randomText(10, digits)}`),
        vehicleTickets: vehicles.map(() => `${row.company}V${randomText(9, digits)}`),
        confirmedAt: now.toISOString(),
        assistance: passengers.map((p) => (p.assistance as Assistance | undefined) ?? null),
      };
      await this.setStatus(tx, reference, 'confirmed', now, { confirmation });
      return confirmationOf(confirmation);
    }));
  }

  /**
   * Records the assistance one passenger of a confirmed trip needs after booking (null: none any more), in the
   * confirmation the crew list is made from. Refused for an unknown, unconfirmed or departed trip and a passenger
   * not on it; the same request again writes the same.
   */
  async assist(request: OperatorAssistanceRequest, now: Date): Promise<void> {
    const reference = checkReference('assist', request.reference);
    const index = request.passengerIndex;
    if (typeof index !== 'number' || !Number.isSafeInteger(index) || index < 0 || index >= MAX_TRAVELLERS) throw refused('assist', 'Unknown passenger');
    if (request.assistance !== null && !isAssistance(request.assistance)) throw refused('assist', 'Unknown kind of assistance');
    await retryOnConflict(() => this.db.transaction(async (tx) => {
      const row = await this.lockHold(tx, reference);
      if (!row) throw refused('assist', 'Unknown reference');
      if (row.status !== 'confirmed') throw refused('assist', `This reference is ${row.status}`);
      if (row.departureAt.getTime() <= now.getTime()) throw refused('assist', 'The trip has left');
      const stored = row.confirmation as StoredConfirmation;
      const count = stored.passengerTickets.length;
      if (index >= count) throw refused('assist', 'Unknown passenger');
      const assistance = Array.from({ length: count }, (_p, i) => stored.assistance?.[i] ?? null);
      const late = Array.from({ length: count }, (_p, i) => stored.assistanceLate?.[i] ?? false);
      assistance[index] = request.assistance ? { kind: request.assistance.kind, ...(request.assistance.note ? { note: request.assistance.note } : {}) } : null;
      late[index] = request.assistance !== null && request.inTime !== true;
      const confirmation: StoredConfirmation = { ...stored, assistance, assistanceLate: late };
      await this.setStatus(tx, reference, 'confirmed', now, { confirmation });
    }));
  }

  /**
   * Gives a hold's places back. A released, expired, cancelled or unknown reference is fine (nothing to do); a
   * confirmed one is Refused: its places are sold, and only `cancel` gives them back, with the company's refund.
   */
  async release(referenceIn: string, now: Date): Promise<void> {
    const reference = checkReference('release', referenceIn);
    await retryOnConflict(() => this.db.transaction(async (tx) => {
      const row = await this.lockHold(tx, reference);
      if (!row || row.status === 'released' || row.status === 'expired' || row.status === 'cancelled') return;
      if (row.status === 'confirmed') throw refused('release', 'This hold is confirmed: cancel it instead');
      await this.applyDeltas(tx, 'release', row.sailingId, Object.entries(row.units).map(([code, n]) => ({ code, held: -n, sold: 0 })));
      await this.setStatus(tx, reference, 'released', now);
    }));
  }

  /** Cancels confirmed tickets: places back to the sailing, refund by the company's policy; idempotent. */
  async cancel(referenceIn: string, paidCents: number, now: Date): Promise<OperatorCancellation> {
    const reference = checkReference('cancel', referenceIn);
    if (typeof paidCents !== 'number' || !Number.isSafeInteger(paidCents) || paidCents < 0 || paidCents > MAX_PAID_CENTS) {
      throw refused('cancel', 'The amount paid must be whole cents');
    }
    return retryOnConflict(() => this.db.transaction(async (tx) => {
      const row = await this.lockHold(tx, reference);
      if (!row) throw refused('cancel', 'Unknown reference');
      if (row.status === 'cancelled') return cancellationOf(row.cancellation as StoredCancellation);
      if (row.status !== 'confirmed') throw refused('cancel', `This reference is ${row.status === 'held' ? 'not confirmed' : row.status}`);
      const company = this.catalogue.company(row.company);
      if (!company) throw new Error(`demo operator company ${row.company} is unknown`);
      const share = refundShare(company.refund, row.departureAt.getTime(), paidCents, now);
      await this.applyDeltas(tx, 'cancel', row.sailingId, Object.entries(row.units).map(([code, n]) => ({ code, held: 0, sold: -n })));
      const cancellation: StoredCancellation = {
        reference, refundCents: share.refund, paidCents, percent: share.percent, feeCents: share.fee, cancelledAt: now.toISOString(),
      };
      await this.setStatus(tx, reference, 'cancelled', now, { cancellation });
      return cancellationOf(cancellation);
    }));
  }

  /**
   * Cancels passengers and vehicles of a confirmed hold by the company's policy (when it cancels parts): their places
   * are sold no more and the hold keeps the rest. The same key answers the first answer again.
   */
  async cancelPart(request: OperatorPartCancelRequest, now: Date): Promise<OperatorCancellation> {
    const reference = checkReference('cancelPart', request?.reference);
    const key = checkReference('cancelPart', request.key);
    const { paidCents } = request;
    if (typeof paidCents !== 'number' || !Number.isSafeInteger(paidCents) || paidCents < 0 || paidCents > MAX_PAID_CENTS) {
      throw refused('cancelPart', 'The amount paid must be whole cents');
    }
    const indexes = (list: unknown, what: string): number[] => {
      if (!Array.isArray(list) || list.length > MAX_TRAVELLERS || !list.every((i) => Number.isSafeInteger(i) && (i as number) >= 0 && (i as number) < MAX_TRAVELLERS)) {
        throw refused('cancelPart', `${what} must be ticket indexes`);
      }
      if (new Set(list).size !== list.length) throw refused('cancelPart', `${what} name a ticket twice`);
      return list as number[];
    };
    const passengers = indexes(request.passengers, 'Passengers');
    const vehicles = indexes(request.vehicles, 'Vehicles');
    if (passengers.length + vehicles.length === 0) throw refused('cancelPart', 'Name the passengers or vehicles to cancel');
    return retryOnConflict(() => this.db.transaction(async (tx) => {
      const row = await this.lockHold(tx, reference);
      if (!row) throw refused('cancelPart', 'Unknown reference');
      const parts = (row.parts ?? {}) as Record<string, StoredPart>;
      const earlier = parts[key];
      if (earlier) return cancellationOf(earlier);
      if (row.status !== 'confirmed') throw refused('cancelPart', `This reference is ${row.status === 'held' ? 'not confirmed' : row.status}`);
      const company = this.catalogue.company(row.company);
      if (!company) throw new Error(`demo operator company ${row.company} is unknown`);
      if (!company.refund.partial.passengers) throw refused('cancelPart', `${company.name} cancels whole trips only`);
      const confirmation = row.confirmation as StoredConfirmation;
      if (passengers.some((i) => i >= confirmation.passengerTickets.length) || vehicles.some((i) => i >= confirmation.vehicleTickets.length)) {
        throw refused('cancelPart', 'No such ticket on this reference');
      }
      const gone = Object.values(parts);
      if (gone.some((p) => p.passengers.some((i) => passengers.includes(i)) || p.vehicles.some((i) => vehicles.includes(i)))) {
        throw refused('cancelPart', 'A ticket named is cancelled already');
      }
      const units = this.checkUnits(row.sailingId, request.units);
      const left: Record<string, number> = { ...row.units };
      for (const [code, n] of Object.entries(units)) {
        if ((left[code] ?? 0) < n) throw refused('cancelPart', `The reference holds fewer ${code} places than that`);
        left[code] = (left[code] ?? 0) - n;
      }
      const share = refundShare(company.refund, row.departureAt.getTime(), paidCents, now);
      await this.applyDeltas(tx, 'cancelPart', row.sailingId, Object.entries(units).map(([code, n]) => ({ code, held: 0, sold: -n })));
      const part: StoredPart = {
        reference, refundCents: share.refund, paidCents, percent: share.percent, feeCents: share.fee, cancelledAt: now.toISOString(),
        passengers, vehicles, units,
      };
      await tx.update(demoOperatorHolds).set({ units: left, parts: { ...parts, [key]: part }, updatedAt: now }).where(eq(demoOperatorHolds.reference, reference));
      return cancellationOf(part);
    }));
  }

  /**
   * Free places per `sailingId|code` for every inventory code of the given (known) sailings: capacity minus held
   * minus sold, counting holds whose time is up as free even before the sweeper has released them.
   */
  async availability(sailingIds: readonly string[], now: Date): Promise<{ free: Availability; stale: boolean }> {
    if (!Array.isArray(sailingIds) || sailingIds.length > MAX_SAILINGS) throw refused('availability', `At most ${MAX_SAILINGS} sailings at once`);
    const ids = [...new Set(sailingIds.filter((id): id is string => typeof id === 'string' && id.length <= 64))]
      .filter((id) => this.catalogue.sailingCodes(id).length > 0);
    const free = new Map<string, number>();
    if (ids.length === 0) return { free, stale: false };
    const list = sql.join(ids.map((id) => sql`${id}`), sql`, `);
    const found = await rows<{ sailing_id: string; code: string; used: number; stale: number }>(this.db, sql`
      SELECT i.sailing_id, i.code, (i.held + i.sold)::int AS used, coalesce((
        SELECT sum((h.units ->> i.code)::int) FROM demo_operator_holds h
        WHERE h.status = 'held' AND h.expires_at <= ${now.toISOString()}::timestamptz AND h.sailing_id = i.sailing_id
      ), 0)::int AS stale
      FROM demo_operator_inventory i WHERE i.sailing_id IN (${list})`);
    const used = new Map(found.map((r) => [`${r.sailing_id}|${r.code}`, Number(r.used) - Number(r.stale)]));
    for (const id of ids) {
      for (const code of this.catalogue.sailingCodes(id)) {
        free.set(`${id}|${code}`, Math.max(0, this.catalogue.sailingCapacity(id, code) - (used.get(`${id}|${code}`) ?? 0)));
      }
    }
    return { free, stale: found.some((r) => Number(r.stale) > 0) };
  }

  /**
   * Marks holds whose time is up as expired and gives their places back, in batches. Rows are claimed with
   * FOR UPDATE SKIP LOCKED, so every shop server may sweep at once without releasing anything twice. Returns how
   * many holds expired.
   */
  async sweep(now: Date, sailingIds?: readonly string[]): Promise<number> {
    if (sailingIds && sailingIds.length === 0) return 0;
    let total = 0;
    for (;;) {
      const n = await retryOnConflict(() => this.db.transaction(async (tx) => {
        const only = sailingIds ? sql`AND sailing_id IN (${sql.join(sailingIds.map((id) => sql`${id}`), sql`, `)})` : sql``;
        const claimed = await rows<{ reference: string; sailing_id: string; units: Record<string, number> | string }>(tx, sql`
          SELECT reference, sailing_id, units FROM demo_operator_holds
          WHERE status = 'held' AND expires_at <= ${now.toISOString()}::timestamptz ${only}
          ORDER BY expires_at, reference LIMIT ${SWEEP_BATCH} FOR UPDATE SKIP LOCKED`);
        if (claimed.length === 0) return 0;
        const refs = sql.join(claimed.map((c) => sql`${c.reference}`), sql`, `);
        await tx.execute(sql`UPDATE demo_operator_holds SET status = 'expired', updated_at = ${now.toISOString()}::timestamptz WHERE reference IN (${refs})`);
        const bySailing = new Map<string, Map<string, number>>();
        for (const c of claimed) {
          const units = typeof c.units === 'string' ? (JSON.parse(c.units) as Record<string, number>) : c.units;
          const codes = bySailing.get(c.sailing_id) ?? bySailing.set(c.sailing_id, new Map()).get(c.sailing_id) as Map<string, number>;
          for (const [code, q] of Object.entries(units)) codes.set(code, (codes.get(code) ?? 0) + q);
        }
        for (const sailingId of [...bySailing.keys()].sort()) {
          const codes = bySailing.get(sailingId) as Map<string, number>;
          await this.applyDeltas(tx, 'sweep', sailingId, [...codes].map(([code, q]) => ({ code, held: -q, sold: 0 })));
        }
        return claimed.length;
      }));
      total += n;
      if (n < SWEEP_BATCH) return total;
    }
  }
}

function sameUnits(a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>): boolean {
  const ka = Object.keys(a).filter((k) => (a[k] ?? 0) > 0);
  const kb = Object.keys(b).filter((k) => (b[k] ?? 0) > 0);
  return ka.length === kb.length && ka.every((k) => a[k] === b[k]);
}

/**
 * A name or plate on a ticket: any text up to 100 characters. Empty is accepted: the shop validated the travellers
 * by the company's rules already, and a trailer (or a vehicle of a company that asks no plate) may have none; the
 * operator must not refuse a paid booking over a missing plate.
 */
const isName = (value: unknown): boolean => typeof value === 'string' && value.length <= 100;

function checkList<T>(operation: string, list: unknown, what: string, min: number, valid: (item: T) => boolean): readonly T[] {
  if (!Array.isArray(list) || list.length < min || list.length > MAX_TRAVELLERS) {
    throw refused(operation, `${what} must be a list of ${min} to ${MAX_TRAVELLERS}`);
  }
  for (const item of list) if (!valid(item as T)) throw refused(operation, `Every item of ${what} needs its names (text of at most 100 characters)`);
  return list as T[];
}

function confirmationOf(stored: StoredConfirmation): OperatorConfirmation {
  return {
    reference: stored.reference, companyReservationCode: stored.companyReservationCode, checkinCode: stored.checkinCode,
    passengerTickets: stored.passengerTickets, vehicleTickets: stored.vehicleTickets,
  };
}

function cancellationOf(stored: StoredCancellation): OperatorCancellation {
  return { reference: stored.reference, refundCents: stored.refundCents };
}
