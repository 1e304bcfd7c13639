import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode } from 'react';
import { InMemoryBookingGateway } from '../../../src/adapters/in-memory/booking.in-memory-gateway';
import { SEED_PORTS, seedTrips } from '../../../src/adapters/in-memory/ferry.seed';
import { InMemoryPaymentsGateway } from '../../../src/adapters/in-memory/payments.in-memory-gateway';
import { InMemorySearchGateway } from '../../../src/adapters/in-memory/search.in-memory-gateway';
import { InMemoryCourierGateway, InMemoryInvoiceLookupGateway } from '../../../src/adapters/in-memory/services.in-memory-gateway';
import { bookingModule, inMemoryBookingAdapterModule } from '../../../src/composition/modules/booking.module';
import { bookingUiModule } from '../../../src/composition/modules/booking-ui.module';
import { inMemorySearchAdapterModule, searchModule } from '../../../src/composition/modules/search.module';
import { createTestContainer } from '../../../src/composition/test';
import { TOKENS, resolve } from '../../../src/composition/tokens';
import { type CompanyDetails } from '../../../src/contract';
import { type BookingState, type BookingGateway, INITIAL_BOOKING, selectTrip, startBooking } from '../../../src/core/booking';
import { fixedClock } from '../../../src/core/shared/clock.port';
import { type Locale } from '../../../src/core/shared/locale';
import { AppProviders } from '../../../src/ui/app-providers';
import { type Resolver } from '../../../src/ui/shared/resolver';
import { travellers } from '../../support/mothers/booking.mother';
import { MESSAGES } from './render-app';

export const NOW = '2027-06-01T09:00:00.000Z';
export const FIRST_DAY = '2027-06-02';

/** Aegean Lines' rules as company-details answers them: students need a document, a large-family discount, a club and resident codes. */
export const AEGEAN: CompanyDetails = {
  code: 'AEG', name: 'Aegean Lines', logo: '/logos/aeg.svg', country: 'GR', website: 'https://aegean.example', description: 'Aegean Lines',
  holdMinutes: 15, vessels: [], ports: ['PIR', 'JTR', 'JMK', 'MLO'], services: [],
  passengerTypes: [
    { code: 'AD', name: 'Adult', minAge: 12, maxAge: 120, percentOfAdult: 100, requiresDocument: false },
    { code: 'CH', name: 'Child (5-11)', minAge: 5, maxAge: 11, percentOfAdult: 50, requiresDocument: false },
    { code: 'IN', name: 'Infant (0-4)', minAge: 0, maxAge: 4, percentOfAdult: 0, requiresDocument: false },
    { code: 'ST', name: 'Student', minAge: 12, maxAge: 25, percentOfAdult: 75, requiresDocument: true },
  ],
  discounts: [
    { code: 'LF', name: 'Large family', percent: 50, appliesTo: 'passenger', requiresDocument: true },
    { code: 'EV', name: 'Electric vehicle', percent: 20, appliesTo: 'vehicle', requiresDocument: false },
  ],
  loyaltySchemes: [{ code: 'AEGCLUB', name: 'Aegean Club', percent: 10, cardFormat: 'AEG + 10 digits' }],
  residentDiscount: { percent: 40, codeFormat: 'MAN + 8 digits + letter', areas: ['Cyclades'] },
  refundPolicy: { tiers: [], feeCents: 0, summary: '' },
};

const trips = seedTrips(FIRST_DAY, 30);
export const tripOf = (from: string, to: string, day: string, time: string) =>
  trips.find((t) => t.from.code === from && t.to.code === to && t.departureDatetime.startsWith(`${day}T${time}`))!;

/** The outward ferry Piraeus → Thira (Aegean Lines: deck, seats, berths, cabins, garage). */
export const OUTWARD = tripOf('PIR', 'JTR', '2027-06-02', '07:30');
/** The return ferry Thira → Piraeus four days later. */
export const RETURN = tripOf('JTR', 'PIR', '2027-06-06', '16:00');
/** The fast boat Piraeus → Thira (Sea Jets: seats only, no garage). */
export const FAST = tripOf('PIR', 'JTR', '2027-06-02', '17:00');

/** A booking with the given trips chosen (ResultsStep1 valid) for the travellers, on step 2. */
export function aBooking(chosen: typeof OUTWARD[], who: Parameters<typeof travellers>[0] = {}): BookingState {
  let state = startBooking(INITIAL_BOOKING, chosen.length, travellers(who));
  chosen.forEach((trip, leg) => { state = selectTrip(state, leg, trip); });
  return { ...state, currentStep: 1, maximumStep: 1 };
}

/**
 * Renders booking UI over the in-memory booking (with Aegean Lines' company details), with the store holding
 * `state`. `wrap` may replace the booking gateway (to delay or fail answers).
 */
export function renderBooking(ui: ReactNode, state: BookingState, opts: { locale?: Locale; wrap?: (g: BookingGateway) => BookingGateway } = {}) {
  const clock = fixedClock(NOW);
  const search = new InMemorySearchGateway({ ports: SEED_PORTS, trips });
  const gateway = new InMemoryBookingGateway({ trip: (id) => search.trip(id), clock, companies: [AEGEAN] });
  const booking = opts.wrap ? opts.wrap(gateway) : gateway;
  const payments = new InMemoryPaymentsGateway(gateway);
  const locale = opts.locale ?? 'en';
  const test = createTestContainer({
    locale, nowIso: NOW,
    modules: [
      inMemorySearchAdapterModule(search), searchModule,
      inMemoryBookingAdapterModule({ booking, payments, redirect: payments, invoice: new InMemoryInvoiceLookupGateway([]), courier: new InMemoryCourierGateway() }),
      bookingModule, bookingUiModule,
    ],
  });
  const resolver: Resolver = { get: (key) => test.container.get(key) };
  const store = resolve(test.container, TOKENS.BookingStore);
  store.update(() => state);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <AppProviders resolver={resolver} queryClient={queryClient} locale={locale} messages={MESSAGES[locale]}>{ui}</AppProviders>,
  );
  return { ...view, ...test, store, gateway, resolver, pricing: resolve(test.container, TOKENS.LivePricing) };
}
