/**
 * A company's refund policy applied to one paid trip of an order (the rule itself: server/operators/refund-rule.ts,
 * shared with the operators' cancellations). Integer cents.
 */
import { refundShare } from '../../operators/refund-rule';
import type { TripInfo } from './reservation';

export interface TripRefund {
  readonly tripId: string; readonly company: string; readonly paid: number; readonly percent: number;
  readonly fee: number; readonly refund: number;
}

export function refundOfTrip(info: Pick<TripInfo, 'tripId' | 'company' | 'departureMs' | 'refund'>, paid: number, now: Date): TripRefund {
  return { tripId: info.tripId, company: info.company, paid, ...refundShare(info.refund, info.departureMs, paid, now) };
}
