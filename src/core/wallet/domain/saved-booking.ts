import { type OrderStatus, type Reservation, type ReservationTrip } from '../../booking/domain/order';

/**
 * A booking whose tickets this device keeps so they show without a network (issue 17, "Offline"): the reservation as
 * its tickets show it (no courier shipping number, nothing the tickets do not print), when it was saved, and whose it
 * is. An account's bookings are forgotten when the account logs out on this device (a shared phone); a guest's stay
 * until the trip has sailed.
 */
export type TicketOwner = { readonly kind: 'guest' } | { readonly kind: 'account'; readonly userId: string };

export interface SavedBooking {
  readonly orderCode: string;
  readonly reservation: Reservation;
  /** When the device last had this copy from the shop (ISO instant): "saved on …, may have changed since". */
  readonly savedAt: string;
  readonly owner: TicketOwner;
}

/** At most this many bookings are kept (the ones sailing soonest); a device is no archive. */
export const MAX_SAVED_BOOKINGS = 30;

/**
 * The copy kept on the device: the reservation without what the tickets do not show (the courier's shipping), as
 * plain data (a deep copy, so no live object of the page goes into storage).
 */
export function ticketCopy(reservation: Reservation): Reservation {
  const { shipping: _shipping, ...kept } = JSON.parse(JSON.stringify(reservation)) as Reservation;
  return kept;
}

/**
 * The copy of a booking the traveller cancelled: kept (until it sails) so the device says it is cancelled instead of
 * showing tickets that are no longer valid; every trip is marked cancelled, so no QR code is drawn for it
 * (`reservationTickets` leaves cancelled trips out).
 */
export function cancelledCopy(reservation: Reservation): Reservation {
  const copy = ticketCopy(reservation);
  return { ...copy, order_status: 'refunded', trips: copy.trips.map((trip) => ({ ...trip, cancelled: true })) };
}

/** Whether the saved copy is of a cancelled booking (none of its tickets is valid). */
export const isCancelledCopy = (booking: SavedBooking): boolean => booking.reservation.order_status === 'refunded';

/** The shop's current state of a booking, as the manage page has it: its status and, while issued, its tickets. */
export interface ShopBooking {
  readonly order_code: string;
  readonly order_status: OrderStatus;
  readonly reservation: Reservation | null;
}

/**
 * The device's copy of a booking once the shop's state is known (the manage page loaded it or showed it after a
 * change), as of `nowIso`: an issued booking's tickets as the shop has them now (assistance, a partial cancellation,
 * a leg's change); a cancelled (refunded) booking's last tickets marked cancelled; nothing for any other state (the
 * copy goes). The owner stays the copy's.
 */
export function followShop(kept: SavedBooking, booking: ShopBooking, nowIso: string): SavedBooking | undefined {
  if (booking.order_status === 'success' && booking.reservation) {
    return { ...kept, reservation: { ...ticketCopy(booking.reservation), order_code: kept.orderCode }, savedAt: nowIso };
  }
  if (booking.order_status === 'refunded') {
    return { ...kept, reservation: { ...cancelledCopy(booking.reservation ?? kept.reservation), order_code: kept.orderCode }, savedAt: nowIso };
  }
  return undefined;
}

const lastArrival = (trips: readonly ReservationTrip[]) => trips.reduce((last, t) => (t.arrivalDatetime > last ? t.arrivalDatetime : last), '');
const firstDeparture = (trips: readonly ReservationTrip[]) => trips.reduce((first, t) => (!first || t.departureDatetime < first ? t.departureDatetime : first), '');

/** Whether every trip of the booking has arrived by `nowIso` (it is pruned then). Times compare as instants. */
export function hasSailed(reservation: Reservation, nowIso: string): boolean {
  const arrival = Date.parse(lastArrival(reservation.trips));
  return Number.isNaN(arrival) || arrival < Date.parse(nowIso);
}

/** Bookings in the order they sail (the next one first). */
export function bySailing(bookings: readonly SavedBooking[]): SavedBooking[] {
  return [...bookings].sort((a, b) => Date.parse(firstDeparture(a.reservation.trips)) - Date.parse(firstDeparture(b.reservation.trips)));
}

/**
 * When the device last synchronised all its tickets: the earliest `savedAt` of the bookings (each copy is refreshed on
 * its own, by the manage page or My trips: the bookings may have changed since this moment, not only since the latest
 * refresh of one of them); undefined when none. Each booking says its own.
 */
export function lastSynced(bookings: readonly SavedBooking[]): string | undefined {
  return bookings.reduce<string | undefined>((first, b) => (!first || Date.parse(b.savedAt) < Date.parse(first) ? b.savedAt : first), undefined);
}

// ---- Reading a record back from the device's storage: anything may be there (another version, a hand edit). ----

const MAX_TEXT = 200;
const MAX_TRIPS = 20;
const MAX_ITEMS = 60;
type Rec = Record<string, unknown>;
const isRecord = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.length <= MAX_TEXT;
const isInstant = (v: unknown): v is string => isText(v) && !Number.isNaN(Date.parse(v));
const isCents = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);
const isList = (v: unknown, max: number): v is unknown[] => Array.isArray(v) && v.length <= max;
const has = (r: Rec, keys: readonly string[], test: (v: unknown) => boolean) => keys.every((k) => test(r[k]));
/** A cancelled mark is absent or a boolean (anything else could pass for "not cancelled" and draw a QR code). */
const isMark = (v: unknown) => v === undefined || typeof v === 'boolean';

function isPassenger(v: unknown): boolean {
  return isRecord(v) && isCents(v.index) && isCents(v.price) && isMark(v.cancelled)
    && has(v, ['name', 'surname', 'passengerType', 'accommodationType', 'ticketNumber'], isText)
    && (v.assistance === undefined || (isRecord(v.assistance) && isText(v.assistance.kind) && (v.assistance.note === undefined || isText(v.assistance.note))));
}
const isVehicle = (v: unknown) => isRecord(v) && isCents(v.index) && isCents(v.price) && isMark(v.cancelled) && has(v, ['plate', 'accommodationType'], isText)
  && (v.ticketNumber === undefined || isText(v.ticketNumber));
const isPet = (v: unknown) => isRecord(v) && isCents(v.index) && isCents(v.price) && isMark(v.cancelled) && has(v, ['name', 'code'], isText);

function isTrip(v: unknown): boolean {
  return isRecord(v) && isCents(v.trip_total) && isInstant(v.departureDatetime) && isInstant(v.arrivalDatetime) && isMark(v.cancelled)
    && has(v, ['tripId', 'company', 'companyName', 'vesselName', 'from', 'to', 'companyReservationCode', 'checkinCode'], isText)
    && isList(v.passengers, MAX_ITEMS) && v.passengers.every(isPassenger)
    && isList(v.vehicles, MAX_ITEMS) && v.vehicles.every(isVehicle)
    && isList(v.pets, MAX_ITEMS) && v.pets.every(isPet);
}

function isReservation(v: unknown): v is Reservation {
  return isRecord(v) && has(v, ['order_code', 'order_status', 'reservationNumber', 'fullName', 'email', 'issued_at'], isText)
    && has(v, ['subtotal', 'serviceFee', 'shippingCost', 'discount', 'total', 'payment_amount'], isCents)
    && isList(v.trips, MAX_TRIPS) && v.trips.length > 0 && v.trips.every(isTrip);
}

function isOwner(v: unknown): v is TicketOwner {
  return isRecord(v) && (v.kind === 'guest' || (v.kind === 'account' && isText(v.userId) && v.userId !== ''));
}

/** A stored record as a saved booking, or undefined when it is not one (checked field by field, stopping at the first miss). */
export function readSavedBooking(value: unknown): SavedBooking | undefined {
  if (!isRecord(value) || !isText(value.orderCode) || !isInstant(value.savedAt) || !isOwner(value.owner)) return undefined;
  if (!isReservation(value.reservation) || value.reservation.order_code !== value.orderCode) return undefined;
  const status = value.reservation.order_status;
  if (status !== 'success' && status !== 'refunded') return undefined;
  // A cancelled booking's copy shows no valid ticket, whatever its trips say.
  const reservation = status === 'refunded' ? cancelledCopy(value.reservation) : value.reservation;
  return { orderCode: value.orderCode, savedAt: value.savedAt, owner: value.owner, reservation };
}
