import { type ContainerModule } from 'inversify';
import { InMemoryAuthGateway } from '../../../src/adapters/in-memory/auth.in-memory-gateway';
import { InMemoryBookingGateway } from '../../../src/adapters/in-memory/booking.in-memory-gateway';
import { SEED_PORTS } from '../../../src/adapters/in-memory/ferry.seed';
import { InMemoryPaymentsGateway } from '../../../src/adapters/in-memory/payments.in-memory-gateway';
import { InMemorySearchGateway } from '../../../src/adapters/in-memory/search.in-memory-gateway';
import { InMemoryCouponGateway, InMemoryCourierGateway, InMemoryInvoiceLookupGateway } from '../../../src/adapters/in-memory/services.in-memory-gateway';
import { authModule, inMemoryAuthAdapterModule } from '../../../src/composition/modules/auth.module';
import { authUiModule } from '../../../src/composition/modules/auth-ui.module';
import { bookingModule, inMemoryBookingAdapterModule } from '../../../src/composition/modules/booking.module';
import { bookingUiModule } from '../../../src/composition/modules/booking-ui.module';
import { couponModule, inMemoryCouponAdapterModule } from '../../../src/composition/modules/coupon.module';
import { inMemorySearchAdapterModule, searchModule } from '../../../src/composition/modules/search.module';
import { type ResellerDetailsAnswer } from '../../../src/contract';
import { fixedClock } from '../../../src/core/shared/clock.port';
import { type DomainName } from '../../../src/ui/shared/domain-loader';
import { NIKOS } from '../auth-test-domains';
import { NOW, TRIPS } from './results-world';

export { NOW, NIKOS };
/** The travel agency's login; its user is a reseller with 5,000.00 credit, 1,234.56 of it used. */
export const AGENCY = { email: 'bookings@aegean-agency.example', password: 'Agency7!', firstName: 'Aegean', lastName: 'Agency' };
export const AGENCY_NAME = 'Aegean Travel Agency';

/** A booking gateway whose reseller details can be made to fail (`failures` times), as when the connection drops. */
class FlakyBookingGateway extends InMemoryBookingGateway {
  failures = 0;

  override async resellerDetails(userId: string) {
    if (this.failures > 0) {
      this.failures -= 1;
      throw new TypeError('Failed to fetch');
    }
    return super.resellerDetails(userId);
  }
}

/**
 * The in-memory shop of the reseller entry: auth (Nikos, a customer, and the agency), search, booking (whose
 * resellers are the users answered by `reseller-details`, the agency's flag set) and coupon domains.
 */
export async function booknowWorld() {
  const clock = fixedClock(NOW);
  const auth = new InMemoryAuthGateway([NIKOS, AGENCY]);
  const idOf = async (who: { email: string; password: string }) => {
    const login = await auth.login(who.email, who.password);
    if (!login.ok) throw new Error('seeded user cannot log in');
    const user = await auth.currentUser(login.value.token);
    await auth.logout(login.value.token);
    if (!user.ok) throw new Error('seeded user unknown');
    return user.value.id;
  };
  const [nikosId, agencyId] = [await idOf(NIKOS), await idOf(AGENCY)];
  const resellers: ResellerDetailsAnswer[] = [
    { user_id: agencyId, name: AGENCY_NAME, isReseller: true, creditLimit: 500_000, creditUsed: 123_456, creditAvailable: 376_544 },
    { user_id: nikosId, name: 'Nikos Papadopoulos', isReseller: false, creditLimit: 0, creditUsed: 0, creditAvailable: 0 },
  ];
  const network = new InMemorySearchGateway({ ports: SEED_PORTS, trips: TRIPS });
  const booking = new FlakyBookingGateway({ trip: (id) => network.trip(id), clock, resellers });
  const payments = new InMemoryPaymentsGateway(booking);
  const domains: Partial<Record<DomainName, ContainerModule[]>> = {
    auth: [inMemoryAuthAdapterModule(auth), authModule, authUiModule],
    search: [inMemorySearchAdapterModule(network), searchModule],
    booking: [
      inMemoryBookingAdapterModule({ booking, payments, redirect: payments, invoice: new InMemoryInvoiceLookupGateway([]), courier: new InMemoryCourierGateway() }),
      bookingModule, bookingUiModule,
    ],
    coupon: [inMemoryCouponAdapterModule(new InMemoryCouponGateway([])), couponModule],
  };
  return { auth, booking, domains, agencyId, nikosId, resellers };
}
