import { type ContainerModule } from 'inversify';
import { InMemoryAccountGateway, InMemoryMailGateway, InMemoryNewsletterGateway } from '../../../src/adapters/in-memory/account.in-memory-gateway';
import { InMemoryAuthGateway } from '../../../src/adapters/in-memory/auth.in-memory-gateway';
import { InMemoryCouponGateway, InMemoryCourierGateway, InMemoryInvoiceLookupGateway } from '../../../src/adapters/in-memory/services.in-memory-gateway';
import { accountModule, inMemoryAccountAdapterModule } from '../../../src/composition/modules/account.module';
import { authModule, inMemoryAuthAdapterModule } from '../../../src/composition/modules/auth.module';
import { bookingModule, inMemoryBookingAdapterModule } from '../../../src/composition/modules/booking.module';
import { couponModule, inMemoryCouponAdapterModule } from '../../../src/composition/modules/coupon.module';
import { inMemorySearchAdapterModule, searchModule } from '../../../src/composition/modules/search.module';
import { aWorld } from './world.mother';

/**
 * The search, booking, auth, coupon and account modules over in-memory adapters, for
 * `createTestContainer({ modules })`, with handles on the adapters so a test can arrange state and read effects.
 * Load them after the platform module (the auth module rebinds `AccessToken` to its token store).
 */
export function coreTestModules(opts: Parameters<typeof aWorld>[0] = {}) {
  const world = aWorld(opts);
  const auth = new InMemoryAuthGateway([{ email: 'nikos@example.com', password: 'Sea7!x', firstName: 'Nikos', lastName: 'Papadopoulos' }]);
  let token: string | undefined;
  const account = new InMemoryAccountGateway({ auth, token: () => token, orders: (userId) => world.booking.ordersOf(userId) });
  const mail = new InMemoryMailGateway();
  const newsletter = new InMemoryNewsletterGateway();
  const coupons = new InMemoryCouponGateway([{ name: 'SUMMER10', active: true, activeUntil: '2027-09-30T00:00:00Z' }]);
  const modules: ContainerModule[] = [
    inMemorySearchAdapterModule(world.search), searchModule,
    inMemoryBookingAdapterModule({
      booking: world.booking, payments: world.payments, redirect: world.payments,
      invoice: new InMemoryInvoiceLookupGateway([{ tax: '094014201', companyName: 'Aegean Travel SA', activity: 'Travel agency', address: 'Akti Miaouli 1, Piraeus', taxOffice: 'Piraeus A' }]),
      courier: new InMemoryCourierGateway(),
    }),
    bookingModule,
    inMemoryAuthAdapterModule(auth), authModule,
    inMemoryCouponAdapterModule(coupons), couponModule,
    inMemoryAccountAdapterModule({ account, mail, newsletter }), accountModule,
  ];
  return { modules, world, auth, account, mail, newsletter, coupons, setToken: (t: string | undefined) => { token = t; } };
}
