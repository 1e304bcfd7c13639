/**
 * What an order shows: the order summary and the issued reservation (tickets, company reservation codes, web
 * check-in codes). Its documents (the e-ticket, the PDF, the calendar files) are the tickets' (../tickets/documents.ts).
 */
import crypto from 'node:crypto';
import type {
  BookingValidation, InsertBookingRequest, Order, PricingAnswer, PricingRequest, Reservation,
} from '../../../src/contract/index';
import type { OperatorConfirmation } from '../../ports/ferry-operators';
import { assistanceFor } from './assistance-record';
import type { CodeNames } from '../tickets/documents';
import type { bookingOrders } from '../../database/schema/booking';

/** Facts of each trip kept with the order, so it reads the same after the sailing has left the timetable. */
export interface TripInfo {
  readonly tripId: string; readonly sailingId: string; readonly company: string; readonly companyName: string;
  readonly vesselName: string; readonly from: string; readonly to: string;
  readonly departureDatetime: string; readonly arrivalDatetime: string; readonly departureMs: number;
  /**
   * The company's refund policy when the order was held; `partial`: what of the booking it lets the traveller cancel
   * alone (orders held before it was kept have none: whole cancellations only).
   */
  readonly refund: {
    readonly tiers: readonly { hoursBeforeDeparture: number; percent: number }[]; readonly feeCents: number;
    readonly partial?: { readonly legs: boolean; readonly passengers: boolean };
  };
  /** What the company needs of travellers, vehicles and pets on this trip (international trips need more). */
  readonly validation: BookingValidation;
  /**
   * What the company calls each code of this trip (accommodations, vehicle types, pets, passenger types) in the
   * order's language, for the e-mails (`SEAT` is "Αεροπορική θέση" on a Greek order). Orders held before it was kept
   * have none: the code is shown then.
   */
  readonly names?: Readonly<Record<string, string>>;
}
export interface StoredPricing { readonly answer: PricingAnswer; readonly info: readonly TripInfo[] }
export type OrderRow = typeof bookingOrders.$inferSelect;

/**
 * What the company calls each code of the order's trips (accommodation, vehicle type, pet), as kept with its trips
 * for the tickets' documents and e-mails; a code the order has no name for (an older order) is shown as it is.
 */
export function codeNames(stored: StoredPricing | null): CodeNames {
  const byTrip = new Map((stored?.info ?? []).map((info) => [info.tripId, info.names ?? {}]));
  return (tripId, code) => byTrip.get(tripId)?.[code] ?? code;
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function randomCode(length: number, alphabet = ALPHABET): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[crypto.randomInt(alphabet.length)];
  return out;
}
export const newOrderCode = () => `FS${randomCode(8)}`;

type WireStatus = Order['order_status'];

/**
 * The status the web app sees (it knows six): an order still taking its holds is `held`, a paid order not issued yet
 * is `pending_payment` with `paid` true, an order whose money is being paid back is `failed` with `paid` true (or
 * `refunded` when it was issued and the traveller cancelled it).
 */
export function wireStatus(row: Pick<OrderRow, 'status' | 'issuedAt'>): WireStatus {
  switch (row.status) {
    case 'holding': return 'held';
    case 'paid': return 'pending_payment';
    case 'refunding': return row.issuedAt ? 'refunded' : 'failed';
    default: return row.status;
  }
}

/** The stored statuses a wire status stands for (the orders filter). */
export function storedStatuses(wire: WireStatus): OrderRow['status'][] {
  switch (wire) {
    case 'held': return ['holding', 'held'];
    case 'pending_payment': return ['pending_payment', 'paid'];
    case 'failed': return ['failed', 'refunding'];
    default: return [wire];
  }
}

export function orderView(row: OrderRow): Order {
  const stored = row.pricing as StoredPricing;
  return {
    order_code: row.orderCode, order_status: wireStatus(row), user_id: row.userId, payment_amount: row.paymentAmount,
    currency: 'EUR', paymentMethod: row.paymentMethod, paid: row.paid,
    hold_expires_at: row.holdExpiresAt ? row.holdExpiresAt.toISOString() : null, created_at: row.createdAt.toISOString(),
    refund_amount: row.refundAmount ?? null, outcome: row.outcome ?? null,
    trips: stored.info.map((t, i) => ({
      tripId: t.tripId, company: t.company, vesselName: t.vesselName, from: t.from, to: t.to,
      departureDatetime: t.departureDatetime, arrivalDatetime: t.arrivalDatetime,
      trip_total: stored.answer.trips[i]?.trip_total ?? 0,
    })),
  };
}

/** The tickets of an order, from its operators' confirmations (one per trip, in trip order). */
export function reservationOf(row: OrderRow, confirmations: readonly OperatorConfirmation[], now: Date): Reservation {
  const stored = row.pricing as StoredPricing;
  const request = row.request as PricingRequest;
  const details = row.details as InsertBookingRequest;
  return {
    order_code: row.orderCode, order_status: 'success', reservationNumber: row.orderCode,
    fullName: `${details.leader.firstName} ${details.leader.lastName}`, email: details.leader.email,
    trips: stored.info.map((info, t) => {
      const prices = stored.answer.trips[t] as PricingAnswer['trips'][number];
      const item = request.trips[t] as PricingRequest['trips'][number];
      const confirmed = confirmations[t] as OperatorConfirmation;
      return {
        tripId: info.tripId, company: info.company, companyName: info.companyName, vesselName: info.vesselName,
        from: info.from, to: info.to, departureDatetime: info.departureDatetime, arrivalDatetime: info.arrivalDatetime,
        companyReservationCode: confirmed.companyReservationCode, checkinCode: confirmed.checkinCode,
        passengers: prices.passengerPrices.map((p) => ({
          index: p.index, name: details.passengers[p.index]?.name ?? '', surname: details.passengers[p.index]?.surname ?? '',
          passengerType: p.passengerType, accommodationType: p.accommodationType,
          ticketNumber: confirmed.passengerTickets[p.index] ?? '', price: p.total,
          ...(assistanceFor(details, t, p.index) ? { assistance: assistanceFor(details, t, p.index) } : {}),
        })),
        vehicles: [...prices.vehiclePrices, ...prices.trailerPrices.map((x) => ({ ...x, index: x.index + (item.vehicles?.length ?? 0) }))]
          .map((v) => ({
            index: v.index, plate: details.vehicles?.[v.index]?.plate ?? '', accommodationType: v.accommodationType, price: v.total,
            ...(confirmed.vehicleTickets[v.index] ? { ticketNumber: confirmed.vehicleTickets[v.index] } : {}),
          })),
        pets: prices.petPrices.map((p) => ({ index: p.index, name: details.pets?.[p.index]?.name ?? '', code: p.code, price: p.total })),
        trip_total: prices.trip_total,
      };
    }),
    subtotal: stored.answer.subtotal, serviceFee: stored.answer.serviceFee, shippingCost: stored.answer.shippingCost,
    discount: stored.answer.discount, total: stored.answer.total, payment_amount: row.paymentAmount, issued_at: now.toISOString(),
  };
}
