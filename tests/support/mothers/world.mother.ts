import { InMemoryBookingGateway } from '../../../src/adapters/in-memory/booking.in-memory-gateway';
import { SEED_PORTS, seedTrips } from '../../../src/adapters/in-memory/ferry.seed';
import { InMemoryPaymentsGateway } from '../../../src/adapters/in-memory/payments.in-memory-gateway';
import { InMemorySearchGateway } from '../../../src/adapters/in-memory/search.in-memory-gateway';
import { type Coupon } from '../../../src/core/coupon';
import { fixedClock } from '../../../src/core/shared/clock.port';

export const NOW = '2027-06-01T09:00:00.000Z';
/** The first sailing day of the seeded network (the day after NOW). */
export const FIRST_DAY = '2027-06-02';

/** The in-memory network and booking of the shop at NOW, with a 10% coupon and a reseller. */
export function aWorld(opts: { coupons?: { coupon: Coupon; percent: number }[]; creditAvailable?: number } = {}) {
  const clock = fixedClock(NOW);
  const trips = seedTrips(FIRST_DAY, 30);
  const search = new InMemorySearchGateway({ ports: SEED_PORTS, trips });
  const booking = new InMemoryBookingGateway({
    trip: (id) => search.trip(id),
    clock,
    coupons: opts.coupons ?? [{ coupon: { name: 'SUMMER10', active: true, activeUntil: '2027-09-30T00:00:00Z' }, percent: 10 }],
    resellers: [{ user_id: 'R-17', name: 'Aegean Agency', isReseller: true, creditLimit: 500_000, creditUsed: 0, creditAvailable: opts.creditAvailable ?? 500_000 }],
  });
  const payments = new InMemoryPaymentsGateway(booking);
  return { clock, trips, search, booking, payments, locale: () => 'en' as const };
}
