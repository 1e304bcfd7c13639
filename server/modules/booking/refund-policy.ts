/**
 * A company's refund policy applied to one paid trip: the share of the first tier whose hours before departure
 * have not yet passed (none once the ship has left), less the company's fee. Integer cents.
 */
import type { TripInfo } from './reservation';

export interface TripRefund {
  readonly tripId: string; readonly company: string; readonly paid: number; readonly percent: number;
  readonly fee: number; readonly refund: number;
}

export function refundOfTrip(info: Pick<TripInfo, 'tripId' | 'company' | 'departureMs' | 'refund'>, paid: number, now: Date): TripRefund {
  const hours = (info.departureMs - now.getTime()) / 3_600_000;
  const tier = [...info.refund.tiers].sort((a, b) => b.hoursBeforeDeparture - a.hoursBeforeDeparture)
    .find((t) => hours >= t.hoursBeforeDeparture);
  const percent = hours > 0 ? (tier?.percent ?? 0) : 0;
  const gross = Math.round((paid * percent) / 100);
  const fee = gross > 0 ? Math.min(gross, info.refund.feeCents) : 0;
  return { tripId: info.tripId, company: info.company, paid, percent, fee, refund: gross - fee };
}
