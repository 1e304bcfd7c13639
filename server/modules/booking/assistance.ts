/**
 * Assistance for reduced mobility after booking (issue 17, EU Regulation 1177/2010 article 11), per passenger and per
 * leg of an issued order, from "Manage booking". The server's clock decides:
 * - at least 48 hours before the leg's departure (exactly 48 hours included: the regulation asks to be told "at least
 *   48 hours before"), the request is in time: the company must provide the help;
 * - later, until the ship leaves, it is still recorded and passed on, `in_time` false: the shop says it will still
 *   try but cannot guarantee it, and gives the departure port's assistance point (port-contacts.data.ts);
 * - once the ship has left, or for a leg not issued (or cancelled), it is refused (409) and nothing changes.
 * Order of the work: the input is checked (the struct: kind, clean bounded note), the caller must be allowed to act
 * on the order (the 404 of an unknown code otherwise), the company records it (`FerryOperators.assist`; a refusal or
 * no answer changes nothing in the shop), then the reservation (the tickets) is updated and the confirmation e-mail
 * queued in one transaction under the order's row lock. Requests on one order run one after another, whichever
 * server of the shop takes them (a lease on the order in the database, held from the first read to the last write),
 * so the company and the shop end with the same last request.
 */
import { eq } from 'drizzle-orm';
import type { AssistanceAnswer, AssistanceLeg, AssistanceRequest, InsertBookingRequest, PortContact, Reservation } from '../../../src/contract/index';
import { ASSISTANCE_NOTICE_HOURS } from '../../../src/core/booking/domain/assistance';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../src/core/shared/locale';
import { bookingOrders, operatorHolds } from '../../database/schema/booking';
import { ApiError } from '../../http/errors';
import { PORT_CONTACTS } from '../../operators/demo/port-contacts.data';
import { OperatorError, type OperatorCatalogue, type OperatorReservations } from '../../ports/ferry-operators';
import type { Mailer } from '../../mail/mailer';
import type { Db } from '../../database/connect';
import { LeaseBusyError, LeaseLostError, withLease, type Lease } from '../../database/lease';
import { assistanceMailOf, type AssistanceMailItem } from '../emails/assistance-mail';
import type { AssistanceMailChange } from '../../database/schema/assistance-mails';
import { liveChangeOf } from './order-guards';
import { queueAssistanceMail } from './assistance-mail-limit';
import { cancelledParts } from './manage';
import { refundsOf } from './refund-ledger';
import { withLaterAssistance } from './assistance-record';
import type { OrderRow, StoredPricing } from './reservation';
import { companyIndex, partyOfReference } from './leg-party';

const NOTICE_MS = ASSISTANCE_NOTICE_HOURS * 3_600_000;

/** The departure port's code of a trip id (`…-PIR-JMK`). */
export const departurePortOf = (tripId: string): string | undefined => /-([A-Z]{3})-[A-Z]{3}$/.exec(tripId)?.[1];

/** The passenger assistance point of a port, in `lang` (Greek names in Greek, English otherwise); null when none is known. */
export function portContact(code: string | undefined, lang: Locale, catalogue: Pick<OperatorCatalogue, 'port'>): PortContact | null {
  const contact = code ? PORT_CONTACTS.get(code) : undefined;
  if (!code || !contact) return null;
  return {
    port: code, port_name: catalogue.port(code)?.names[lang] ?? code, authority: lang === 'el' ? contact.el : contact.en,
    phone: contact.phone, email: contact.email, opens: contact.opens, closes: contact.closes,
  };
}

/** A request at `now` for a leg leaving at `departureMs` is in time when at least 48 hours are left (48 h exactly included). */
export const inTime = (departureMs: number, now: Date): boolean => departureMs - now.getTime() >= NOTICE_MS;

type HoldRow = Pick<typeof operatorHolds.$inferSelect, 'tripIndex' | 'reference' | 'status'>;

/** The legs of an order as the assistance section shows them, at `now`. */
export function assistanceLegs(row: OrderRow, holds: readonly HoldRow[], now: Date, lang: Locale, catalogue: Pick<OperatorCatalogue, 'port'>): AssistanceLeg[] {
  const stored = row.pricing as StoredPricing;
  return stored.info.map((info, i) => {
    const confirmed = holds.some((h) => h.tripIndex === i && h.status === 'confirmed');
    return {
      trip_index: i, tripId: info.tripId, from: info.from, to: info.to, departure: new Date(info.departureMs).toISOString(),
      deadline: new Date(info.departureMs - NOTICE_MS).toISOString(), in_time: inTime(info.departureMs, now),
      open: row.status === 'success' && row.reservation !== null && confirmed && info.departureMs > now.getTime(),
      port_contact: portContact(departurePortOf(info.tripId), lang, catalogue),
    };
  });
}

export const holdsOf = (db: Db, orderId: number): Promise<HoldRow[]> =>
  db.select({ tripIndex: operatorHolds.tripIndex, reference: operatorHolds.reference, status: operatorHolds.status })
    .from(operatorHolds).where(eq(operatorHolds.orderId, orderId));

export const orderLang = (row: Pick<OrderRow, 'lang'>): Locale => (isLocale(row.lang) ? row.lang : DEFAULT_LOCALE);

export interface AssistanceDeps {
  readonly db: Db;
  readonly operators: Pick<OperatorReservations, 'assist'> & Pick<OperatorCatalogue, 'port'>;
  readonly mailer: Mailer;
  readonly clock: () => Date;
  readonly publicUrl: string;
  /** OPERATOR_TIMEOUT_MS: bounds the company's call, and so how long the order's lease lasts. */
  readonly operatorTimeoutMs: number;
}

/**
 * How long one order's assistance lease lasts (server/database/lease.ts): the company's call is bounded by the
 * operator timeout; twice that and half a minute covers the shop's reads and writes around it with room to spare.
 * A second request on the order (another tab, another server) waits at most that long, then is told 503 BOOKING_BUSY.
 */
export const assistanceLeaseMs = (operatorTimeoutMs: number): number => 2 * operatorTimeoutMs + 30_000;

/**
 * The key of an order's assistance lease. The change saga (server/saga/change-saga.ts) takes it too, around reading
 * the order's assistance and confirming a changed leg's new sailing, so the new tickets carry the last request.
 */
export const assistanceLeaseKey = (orderId: number): string => `assistance:${orderId}`;

/** How many times a request whose lease ran out before its last write starts again from a fresh read. */
const LEASE_LOST_RETRIES = 2;
const busy = () => new ApiError(503, 'BOOKING_BUSY', 'Another change to this booking is still under way; please try again in a minute.');

/**
 * Runs `work` once no other request on the order runs, on this server or another one on the same database. `work`'s
 * last write is fenced (`lease.fence`): a request that outlived its lease (another server may have taken the order
 * meanwhile) writes nothing and starts again under a new lease from a fresh read, telling the company its request
 * again, so the company's last call and the tickets are again the same request; after that, 503 BOOKING_BUSY.
 */
async function oneAtATime<T>(deps: AssistanceDeps, orderId: number, work: (lease: Lease) => Promise<T>): Promise<T> {
  const ttlMs = assistanceLeaseMs(deps.operatorTimeoutMs);
  for (let attempt = 0; ; attempt++) {
    try {
      return await withLease(deps.db, assistanceLeaseKey(orderId), { ttlMs, waitMs: ttlMs }, work);
    } catch (error) {
      if (error instanceof LeaseBusyError) throw busy();
      if (!(error instanceof LeaseLostError)) throw error;
      if (attempt >= LEASE_LOST_RETRIES) throw busy();
    }
  }
}

/** What the e-mail tells of one passenger's request on one leg: its current state on `reservation`. */
function mailItems(reservation: Reservation, stored: StoredPricing, c: AssistanceMailChange, lang: Locale, catalogue: Pick<OperatorCatalogue, 'port'>): AssistanceMailItem[] {
  const info = stored.info[c.tripIndex];
  const passenger = reservation.trips[c.tripIndex]?.passengers.find((p) => p.index === c.passengerIndex);
  if (!info || !passenger) return [];
  return [{
    passengerName: `${passenger.name} ${passenger.surname}`, companyName: info.companyName, from: info.from, to_: info.to,
    departureMs: info.departureMs, assistance: passenger.assistance ?? null, inTime: c.inTime,
    port: portContact(departurePortOf(info.tripId), lang, catalogue),
  }];
}

const notOpen = (code: string, message: string) => new ApiError(409, code, message, 'trip_index');

/**
 * Records one passenger's assistance on one leg of `row` (already opened by the caller's access): see the file's
 * comment. Answers the request as stored, whether it was in time, the departure port's contact (in `pageLang`, the
 * e-mail's in the order's language) and the new tickets.
 */
export async function requestAssistance(deps: AssistanceDeps, loaded: OrderRow, body: AssistanceRequest, pageLang?: Locale): Promise<AssistanceAnswer> {
  return oneAtATime(deps, loaded.id, async (lease) => {
    const now = deps.clock();
    const [row] = await deps.db.select().from(bookingOrders).where(eq(bookingOrders.id, loaded.id)).limit(1);
    if (!row) throw new ApiError(404, 'ORDER_NOT_FOUND', `No order ${loaded.orderCode}`, 'order_code');
    const stored = row.pricing as StoredPricing;
    const reservation = row.reservation as Reservation | null;
    const info = stored.info[body.trip_index];
    const trip = reservation?.trips[body.trip_index];
    if (!info || (row.status === 'success' && !trip)) throw new ApiError(400, 'INVALID_INPUT', 'This booking has no such trip', 'trip_index');
    if (row.status !== 'success' || !reservation || !trip) throw notOpen('NOT_ISSUED', 'Assistance can be asked for on issued tickets only');
    const hold = (await holdsOf(deps.db, row.id)).find((h) => h.tripIndex === body.trip_index);
    if (!hold || hold.status !== 'confirmed') throw notOpen('NOT_ISSUED', 'This trip has no valid ticket');
    if (info.departureMs <= now.getTime()) throw notOpen('DEPARTED', 'This ship has already left');
    const passenger = trip.passengers.find((p) => p.index === body.passenger_index);
    if (!passenger) throw new ApiError(400, 'INVALID_INPUT', 'This trip has no such passenger', 'passenger_index');
    // Never while a change of this leg is under way (decided under the order's row lock, where a change starts): the
    // change confirms the new sailing with the assistance it reads, and the company's old tickets go away with it.
    // A change that starts after this check waits for this request's lease before it reads and confirms.
    await deps.db.transaction(async (tx) => {
      await tx.select({ id: bookingOrders.id }).from(bookingOrders).where(eq(bookingOrders.id, row.id)).for('update');
      const live = await liveChangeOf(tx, row.id);
      if (live && live.tripIndex === body.trip_index) {
        throw new ApiError(409, 'CHANGE_IN_PROGRESS', 'A change of this trip is under way; ask for assistance once it ends', 'trip_index');
      }
      // A passenger cancelled from this leg (a part cancellation, done or still with its company) has no ticket to
      // help on: after a change of a partly cancelled leg the company would not even know the passenger.
      const parts = cancelledParts(await refundsOf(tx, row.id));
      if (parts.legs.has(body.trip_index) || parts.passengers.get(body.trip_index)?.has(body.passenger_index)) {
        throw notOpen('NOT_ISSUED', 'This passenger\'s ticket on this trip was cancelled');
      }
    });

    const timely = inTime(info.departureMs, now);
    const assistance = body.assistance ? { kind: body.assistance.kind, ...(body.assistance.note?.trim() ? { note: body.assistance.note.trim() } : {}) } : null;
    const lang = orderLang(row);
    const contactIn = (l: Locale) => portContact(departurePortOf(info.tripId), l, deps.operators);
    // The same request again (a second tab, a retry) changes nothing: no second call to the company, no second e-mail.
    if ((passenger.assistance?.kind ?? null) === (assistance?.kind ?? null) && (passenger.assistance?.note ?? null) === (assistance?.note ?? null)) {
      return {
        order_code: row.orderCode, trip_index: body.trip_index, passenger_index: body.passenger_index, assistance,
        in_time: timely, port_contact: contactIn(pageLang ?? lang), reservation, mail_deferred_until: null,
      };
    }
    try {
      // A leg changed after a part of it was cancelled: the company numbers its tickets from the party changed.
      const carried = await partyOfReference(deps.db, row.id, hold.reference);
      await deps.operators.assist({ reference: hold.reference, passengerIndex: companyIndex(carried?.passengers, body.passenger_index), assistance, inTime: timely });
    } catch (error) {
      if (!(error instanceof OperatorError)) throw error;
      if (error.kind === 'Unavailable') throw new ApiError(503, 'OPERATOR_UNAVAILABLE', 'The ferry company does not answer at the moment; please try again in a minute.');
      throw notOpen('OPERATOR_REFUSED', 'The ferry company refused the request');
    }

    const port = contactIn(lang);
    const leader = (row.details as InsertBookingRequest | null)?.leader;
    const updated = await deps.db.transaction(async (tx) => {
      // Only while this request still holds the order's lease (else nothing is written and the request starts again).
      await lease.fence(tx);
      const [locked] = await tx.select().from(bookingOrders).where(eq(bookingOrders.id, row.id)).for('update');
      const current = locked?.reservation as Reservation | null;
      if (!locked || locked.status !== 'success' || !current) throw notOpen('NOT_ISSUED', 'Assistance can be asked for on issued tickets only');
      const next: Reservation = {
        ...current,
        trips: current.trips.map((t, i) => i !== body.trip_index ? t : {
          ...t,
          passengers: t.passengers.map((p) => {
            if (p.index !== body.passenger_index) return p;
            const { assistance: _old, ...rest } = p;
            return assistance ? { ...rest, assistance } : rest;
          }),
        }),
      };
      // Kept in the details too, so a later rebuild of the tickets (a changed leg) keeps it (./assistance-record.ts).
      const details = withLaterAssistance((locked.details ?? { passengers: [] }) as object, body.trip_index, body.passenger_index, assistance);
      await tx.update(bookingOrders).set({ reservation: next, details, updatedAt: now }).where(eq(bookingOrders.id, row.id));
      // At most one e-mail per order every few minutes; a change within the window is folded into the waiting one.
      const mailDue = leader ? await queueAssistanceMail(tx as unknown as Db, deps.mailer, {
        orderId: row.id, now, change: { tripIndex: body.trip_index, passengerIndex: body.passenger_index, inTime: timely },
        render: (changes) => assistanceMailOf({ to: leader.email, lang, orderCode: row.orderCode, publicUrl: deps.publicUrl },
          changes.flatMap((c) => mailItems(next, locked.pricing as StoredPricing, c, lang, deps.operators))),
      }) : null;
      return { next, mailDue };
    });
    return {
      order_code: row.orderCode, trip_index: body.trip_index, passenger_index: body.passenger_index, assistance,
      in_time: timely, port_contact: pageLang && pageLang !== lang ? contactIn(pageLang) : port,
      reservation: updated.next, mail_deferred_until: updated.mailDue?.toISOString() ?? null,
    };
  });
}
