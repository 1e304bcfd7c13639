import { type ContainerModule } from 'inversify';
import { InMemoryBookingGateway } from '../../../src/adapters/in-memory/booking.in-memory-gateway';
import { SEED_PORTS, seedTrips } from '../../../src/adapters/in-memory/ferry.seed';
import { InMemoryPaymentsGateway } from '../../../src/adapters/in-memory/payments.in-memory-gateway';
import { InMemorySearchGateway } from '../../../src/adapters/in-memory/search.in-memory-gateway';
import { InMemoryCouponGateway, InMemoryCourierGateway, InMemoryInvoiceLookupGateway } from '../../../src/adapters/in-memory/services.in-memory-gateway';
import { bookingModule, inMemoryBookingAdapterModule } from '../../../src/composition/modules/booking.module';
import { bookingUiModule } from '../../../src/composition/modules/booking-ui.module';
import { couponModule, inMemoryCouponAdapterModule } from '../../../src/composition/modules/coupon.module';
import { inMemorySearchAdapterModule, searchModule } from '../../../src/composition/modules/search.module';
import { TOKENS, resolve } from '../../../src/composition/tokens';
import { type SearchGateway } from '../../../src/core/search';
import { fixedClock } from '../../../src/core/shared/clock.port';
import { type DomainName } from '../../../src/ui/shared/domain-loader';
import { renderApp } from './render-app';

export const NOW = '2027-06-01T09:00:00.000Z';
export const FIRST_DAY = '2027-06-02';
/** A day of the network without any sailing. */
export const NO_SAILINGS_DAY = '2027-06-05';

/** The seeded network for 30 days from June 2nd, with nothing on June 5th. */
export const TRIPS = seedTrips(FIRST_DAY, 30).filter((t) => !t.departureDatetime.startsWith(NO_SAILINGS_DAY));

/** The results URL of a one-way (or round) trip search. */
export function resultsPath(legs: [string, string, string][], extra = 'AD=1', locale = '/en') {
  const trip = legs.length === 1 ? 'oneWay' : legs.length === 2 && legs[0]![0] === legs[1]![1] && legs[0]![1] === legs[1]![0] ? 'roundTrip' : 'multiple';
  return `${locale}/results?trip=${trip}&legs=${legs.map((l) => l.join('-')).join('~')}&${extra}`;
}

/** The search, booking and coupon domains over the in-memory network, as the results route loads them. */
export function resultsDomains(opts: { wrapSearch?: (g: SearchGateway) => SearchGateway } = {}) {
  const clock = fixedClock(NOW);
  const network = new InMemorySearchGateway({ ports: SEED_PORTS, trips: TRIPS });
  const search = opts.wrapSearch ? opts.wrapSearch(network) : network;
  const booking = new InMemoryBookingGateway({ trip: (id) => network.trip(id), clock });
  const payments = new InMemoryPaymentsGateway(booking);
  const domains: Partial<Record<DomainName, ContainerModule[]>> = {
    search: [inMemorySearchAdapterModule(search, { journeys: network }), searchModule],
    booking: [
      inMemoryBookingAdapterModule({ booking, payments, redirect: payments, invoice: new InMemoryInvoiceLookupGateway([]), courier: new InMemoryCourierGateway() }),
      bookingModule, bookingUiModule,
    ],
    coupon: [inMemoryCouponAdapterModule(new InMemoryCouponGateway([])), couponModule],
  };
  return { domains, network, booking };
}

/** The whole app at a results URL over the in-memory network; `store` is the tab's booking. */
export async function renderResults(path: string, { browserHistory, ...opts }: Parameters<typeof resultsDomains>[0] & { browserHistory?: boolean } = {}) {
  const world = resultsDomains(opts);
  const app = await renderApp(path, { nowIso: NOW, domains: world.domains, browserHistory });
  return { ...app, ...world, bookingStore: () => resolve(app.container, TOKENS.BookingStore) };
}
