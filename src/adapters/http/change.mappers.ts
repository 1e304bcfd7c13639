import { type ChangeAnswer, type ChangeOptionsAnswer, type ChangeRefusal as WireChangeRefusal } from '../../contract';
import { type ChangeBlock, type ChangeOptions, type ChangeRefusal, type LegChange } from '../../core/booking';
import { reservationOf } from './booking.mappers';
import { type HttpFailure } from './http-failure';

/**
 * The server's reasons a leg cannot be changed now, in the shop's words. PARTLY_CANCELLED is kept in the contract but
 * no longer answered (a partly cancelled leg changes what is left of it): said as the company not allowing it online.
 */
const BLOCKS: Readonly<Record<WireChangeRefusal, ChangeBlock>> = {
  NOT_ISSUED: 'NotIssued', NOT_ALLOWED: 'NotAllowed', TOO_LATE: 'TooLate', DEPARTED: 'Departed',
  CHANGE_IN_PROGRESS: 'ChangeInProgress', NOT_CARD: 'NotCard', PARTLY_CANCELLED: 'NotAllowed',
};

const isWireBlock = (code: string): code is WireChangeRefusal => Object.hasOwn(BLOCKS, code);

/**
 * A refused change call in the shop's words: 404 (not this tab's booking, no such change) NotFound; 409 with a policy
 * reason that ChangeBlock, CANCEL_IN_PROGRESS CancelInProgress, QUOTE_CHANGED QuoteChanged, NO_AVAILABILITY NoAvailability; 422 NOT_SAME_ROUTE,
 * UNKNOWN_TRIP or TRIP_DEPARTED on the chosen sailing NotSameRoute / Departed; a 400 on the date Invalid `date`, on
 * the sailing Invalid `sailing`; anything else Failed. A 503 (company or payment service down) is Unavailable.
 */
export function changeRefusalOf(failure: HttpFailure): ChangeRefusal {
  if (failure.status === 404) return { kind: 'NotFound' };
  if (failure.status === 503) return { kind: 'Unavailable' };
  if (failure.status === 409) {
    if (isWireBlock(failure.code)) return { kind: BLOCKS[failure.code] };
    if (failure.code === 'CANCEL_IN_PROGRESS') return { kind: 'CancelInProgress' };
    if (failure.code === 'QUOTE_CHANGED') return { kind: 'QuoteChanged' };
    if (failure.code === 'NO_AVAILABILITY') return { kind: 'NoAvailability' };
    return { kind: 'Failed' };
  }
  if (failure.status === 422) {
    if (failure.code === 'NOT_SAME_ROUTE' || failure.code === 'UNKNOWN_TRIP') return { kind: 'NotSameRoute' };
    if (failure.code === 'TRIP_DEPARTED') return { kind: 'Departed' };
    return { kind: 'Failed' };
  }
  if (failure.status === 400 && failure.field === 'date') return { kind: 'Invalid', field: 'date' };
  if (failure.status === 400 && (failure.field === 'trip_id' || failure.field === 'expected_difference')) return { kind: 'Invalid', field: 'sailing' };
  return { kind: 'Failed' };
}

export const changeOptionsOf = (wire: ChangeOptionsAnswer, date: string): ChangeOptions => ({
  orderCode: wire.order_code, tripIndex: wire.trip_index, date, allowed: wire.allowed,
  blocked: wire.reason === null ? null : BLOCKS[wire.reason], from: wire.from, to: wire.to, oldTripId: wire.old_trip_id,
  oldDeparture: wire.old_departure, oldTotal: wire.old_total, fee: wire.fee, freeUntilHours: wire.free_until_hours,
  closesHoursBefore: wire.closes_hours_before,
  sailings: wire.options.map((o) => ({
    tripId: o.tripId, companyName: o.companyName, vesselName: o.vesselName, departure: o.departureDatetime, arrival: o.arrivalDatetime,
    newTotal: o.new_total, difference: o.difference, available: o.available,
  })),
});

export const legChangeOf = (wire: ChangeAnswer): LegChange => ({
  orderCode: wire.order_code, changeCode: wire.change_code, tripIndex: wire.trip_index, status: wire.status,
  difference: wire.difference, fee: wire.fee, newTripId: wire.new_trip_id, refundAmount: wire.refund_amount, failure: wire.failure,
  ...(wire.payment ? { payment: wire.payment } : {}),
  ...(wire.reservation !== undefined ? { reservation: wire.reservation === null ? null : reservationOf(wire.reservation) } : {}),
});
