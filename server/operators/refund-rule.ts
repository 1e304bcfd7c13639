/**
 * A company's refund policy applied to one paid trip, the one rule both the operators (cancelling a ticket) and the
 * shop (showing what a refund will give back) use: the share of the first tier whose hours before departure have not
 * yet passed (none once the ship has left), less the company's fee, never more than the share. Integer cents.
 */
import type { RefundPolicy } from '../ports/ferry-operators';

export interface RefundShare { readonly percent: number; readonly fee: number; readonly refund: number }

export function refundShare(policy: Pick<RefundPolicy, 'tiers' | 'feeCents'>, departureMs: number, paid: number, now: Date): RefundShare {
  const hours = (departureMs - now.getTime()) / 3_600_000;
  const tier = [...policy.tiers].sort((a, b) => b.hoursBeforeDeparture - a.hoursBeforeDeparture)
    .find((t) => hours >= t.hoursBeforeDeparture);
  const percent = hours > 0 ? (tier?.percent ?? 0) : 0;
  const gross = Math.round((paid * percent) / 100);
  const fee = gross > 0 ? Math.min(gross, policy.feeCents) : 0;
  return { percent, fee, refund: gross - fee };
}
