import { type Order } from '../../booking/domain/order';

/** The trip list splits into scheduled trips (a sailing still ahead) and history; each ordered by first departure. */
export function splitTrips(orders: readonly Order[], nowIso: string): { scheduled: Order[]; history: Order[] } {
  const now = Date.parse(nowIso);
  const last = (o: Order) => Math.max(...o.trips.map((t) => Date.parse(t.departureDatetime)), 0);
  const first = (o: Order) => Math.min(...o.trips.map((t) => Date.parse(t.departureDatetime)), Number.MAX_SAFE_INTEGER);
  const success = orders.filter((o) => o.order_status === 'success');
  return {
    scheduled: success.filter((o) => last(o) >= now).sort((a, b) => first(a) - first(b)),
    history: success.filter((o) => last(o) < now).sort((a, b) => first(b) - first(a)),
  };
}
