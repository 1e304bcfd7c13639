/**
 * "Manage booking" (issue 17): what the traveller may do with an order now and what cancelling it gives back. The
 * server alone computes the quote (the UI only shows it), from the trips' company policies kept with the order and
 * the server's clock, with the same rule the operators cancel by (server/operators/refund-rule.ts). Integer cents.
 */
import type { CancelQuote, ManageBookingAnswer, Reservation } from '../../../src/contract/index';
import { refundShare } from '../../operators/refund-rule';
import { orderView, type OrderRow, type StoredPricing, type TripInfo } from './reservation';

const HOUR_MS = 3_600_000;

/** The tier of a policy a cancellation `hours` before departure falls in (as refundShare picks it); null past the last. */
export function tierReached(tiers: TripInfo['refund']['tiers'], hours: number): number | null {
  if (hours <= 0) return null;
  const tier = [...tiers].sort((a, b) => b.hoursBeforeDeparture - a.hoursBeforeDeparture).find((t) => hours >= t.hoursBeforeDeparture);
  return tier ? tier.hoursBeforeDeparture : null;
}

/**
 * What cancelling the whole order gives back at `now`, per trip: the hours left (whole hours, rounded down), the tier
 * reached, its percent, the company's fee and the refund of what was paid for the trip. Allowed only for an issued
 * order none of whose ships has sailed (a trip already travelled is not cancelled with the rest).
 */
export function cancelQuote(row: Pick<OrderRow, 'status' | 'pricing'>, now: Date): CancelQuote {
  const stored = row.pricing as StoredPricing;
  const trips = stored.info.map((info, i) => {
    const paid = stored.answer.trips[i]?.trip_total ?? 0;
    const hours = (info.departureMs - now.getTime()) / HOUR_MS;
    const share = refundShare(info.refund, info.departureMs, paid, now);
    return {
      tripId: info.tripId, company: info.company, companyName: info.companyName, from: info.from, to: info.to,
      departure: info.departureDatetime, hours_before_departure: Math.max(0, Math.floor(hours)),
      tier_hours: tierReached(info.refund.tiers, hours), percent: share.percent, paid, fee: share.fee, refund: share.refund,
    };
  });
  const departed = stored.info.some((info) => info.departureMs <= now.getTime());
  const reason = row.status === 'refunding' || row.status === 'refunded' ? 'ALREADY_CANCELLED' as const
    : row.status !== 'success' ? 'NOT_ISSUED' as const
      : departed ? 'DEPARTED' as const : null;
  return { allowed: reason === null, reason, refund_amount: trips.reduce((sum, t) => sum + t.refund, 0), trips };
}

/** The order as the manage page shows it: its status, its tickets when issued, and what cancelling it gives back. */
export function manageView(row: OrderRow, now: Date): ManageBookingAnswer {
  const view = orderView(row);
  return {
    order_code: row.orderCode, order_status: view.order_status, refund_amount: view.refund_amount ?? null,
    reservation: row.status === 'success' && row.reservation ? row.reservation as Reservation : null,
    cancel: cancelQuote(row, now),
  };
}
