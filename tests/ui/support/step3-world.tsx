import { QueryClient } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { type ContainerModule } from 'inversify';
import { type ReactNode } from 'react';
import { InMemoryBookingGateway } from '../../../src/adapters/in-memory/booking.in-memory-gateway';
import { SEED_PORTS, seedTrips } from '../../../src/adapters/in-memory/ferry.seed';
import { InMemoryPaymentsGateway } from '../../../src/adapters/in-memory/payments.in-memory-gateway';
import { InMemorySearchGateway } from '../../../src/adapters/in-memory/search.in-memory-gateway';
import { InMemoryCouponGateway, InMemoryCourierGateway, InMemoryInvoiceLookupGateway } from '../../../src/adapters/in-memory/services.in-memory-gateway';
import { bookingModule, inMemoryBookingAdapterModule } from '../../../src/composition/modules/booking.module';
import { bookingUiModule } from '../../../src/composition/modules/booking-ui.module';
import { couponModule, inMemoryCouponAdapterModule } from '../../../src/composition/modules/coupon.module';
import { createTestContainer } from '../../../src/composition/test';
import { TOKENS, resolve } from '../../../src/composition/tokens';
import { uiTokens } from '../../../src/ui/shared/view-model-tokens';
import {
  type BookingGateway, type BookingState, type CourierGateway, INITIAL_BOOKING, type PaymentRedirect, goToStep, selectTrip,
  setPricing, setReseller, startBooking, pricingRequest,
} from '../../../src/core/booking';
import { type Clock } from '../../../src/core/shared/clock.port';
import { type Locale } from '../../../src/core/shared/locale';
import { AppProviders } from '../../../src/ui/app-providers';
import { type DomainName } from '../../../src/ui/shared/domain-loader';
import { type Resolver } from '../../../src/ui/shared/resolver';
import { travellers } from '../../support/mothers/booking.mother';
import { MESSAGES } from './render-app';

export const NOW = '2027-06-01T09:00:00.000Z';
const TRIPS = seedTrips('2027-06-02', 30);
const tripOf = (from: string, to: string, day: string) =>
  TRIPS.find((t) => t.from.code === from && t.to.code === to && t.departureDatetime.startsWith(day) && t.garageAvailability)!;

/** Piraeus → Thira and back four days later (ferries with a garage). */
export const OUTWARD = tripOf('PIR', 'JTR', '2027-06-02');
export const RETURN = tripOf('JTR', 'PIR', '2027-06-06');

export const AEGEAN_TRAVEL = { tax: '094014201', companyName: 'Aegean Travel SA', activity: 'Travel agency', address: 'Akti Miaouli 1, Piraeus', taxOffice: 'Piraeus A' };

/** A clock the test moves. */
export function movableClock(iso: string): Clock & { set(iso: string): void } {
  let now = iso;
  return { nowIso: () => now, set: (next: string) => { now = next; } };
}

export interface Step3WorldOptions {
  adults?: number;
  vehicles?: number;
  pets?: number;
  locale?: Locale;
  reseller?: boolean;
  wrap?: (gateway: BookingGateway) => BookingGateway;
  courier?: CourierGateway;
  redirect?: (payments: InMemoryPaymentsGateway) => PaymentRedirect;
  /** Extra lazily loaded domains (auth, account). */
  domains?: Partial<Record<DomainName, ContainerModule[]>>;
  /** Runs before the first render (e.g. signs a user in). */
  beforeRender?: (resolver: Resolver) => Promise<void>;
}

/**
 * The booking UI over the in-memory network with a round trip chosen and priced, on step 3 (index 2). Renders
 * `ui` inside a router (the payment navigates) at `/{locale}/results`.
 */
export async function renderStep3(ui: ReactNode, opts: Step3WorldOptions = {}) {
  const clock = movableClock(NOW);
  const search = new InMemorySearchGateway({ ports: SEED_PORTS, trips: TRIPS });
  const gateway = new InMemoryBookingGateway({
    trip: (id) => search.trip(id), clock,
    coupons: [{ coupon: { name: 'SUMMER10', active: true, activeUntil: '2027-09-30T00:00:00Z' }, percent: 10 }],
    resellers: [{ user_id: 'R-17', name: 'Aegean Agency', isReseller: true, creditLimit: 500_000, creditUsed: 0, creditAvailable: 500_000 }],
  });
  const booking = opts.wrap ? opts.wrap(gateway) : gateway;
  const payments = new InMemoryPaymentsGateway(gateway);
  const locale = opts.locale ?? 'en';
  const courier = opts.courier ?? new InMemoryCourierGateway();
  const redirect = opts.redirect ? opts.redirect(payments) : payments;
  const test = createTestContainer({
    locale, nowIso: NOW,
    modules: [
      inMemoryBookingAdapterModule({ booking, payments, redirect, invoice: new InMemoryInvoiceLookupGateway([AEGEAN_TRAVEL]), courier }),
      bookingModule, bookingUiModule,
    ],
    domains: {
      coupon: [inMemoryCouponAdapterModule(new InMemoryCouponGateway([{ name: 'SUMMER10', active: true, activeUntil: '2027-09-30T00:00:00Z' }])), couponModule],
      ...opts.domains,
    },
  });
  test.container.rebind(TOKENS.Clock).toConstantValue(clock);
  const resolver: Resolver = { get: (key) => test.container.get(key) };
  const store = resolve(test.container, TOKENS.BookingStore);

  let state: BookingState = startBooking(INITIAL_BOOKING, 2, travellers({ adults: opts.adults ?? 2, vehicles: opts.vehicles ?? 0, pets: opts.pets ?? 0 }));
  state = selectTrip(selectTrip(state, 0, OUTWARD), 1, RETURN);
  if (opts.reseller) state = setReseller(state, 'R-17', true);
  const priced = await gateway.pricing(pricingRequest(state, locale)!);
  if (!priced.ok) throw new Error(`pricing failed: ${priced.error.kind}`);
  state = goToStep(goToStep(setPricing(state, priced.value), 1), 2);
  if (state.currentStep !== 2) throw new Error('the booking did not reach step 3');
  store.update(() => state);

  // Step 3's view model is a domain of its own (the results shell requires it before step 3 renders).
  await resolver.get(uiTokens.Domains).require('bookingDetails');
  await opts.beforeRender?.(resolver);
  const rootRoute = createRootRoute();
  const pages = ['/$locale/results', '/$locale/success'].map((path) => createRoute({ getParentRoute: () => rootRoute, path, component: () => <>{ui}</> }));
  const router = createRouter({ routeTree: rootRoute.addChildren(pages), history: createMemoryHistory({ initialEntries: [`/${locale}/results`] }) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <AppProviders resolver={resolver} queryClient={queryClient} locale={locale} messages={MESSAGES[locale]}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await screen.findByRole('heading', { level: 2, name: /passenger details|Στοιχεία|Angaben|Dati|Informations|Datos/i }, { timeout: 10_000 }).catch(() => undefined);
  return { ...view, ...test, sessionStore: test.store, store, gateway, payments, clock, router, resolver };
}
