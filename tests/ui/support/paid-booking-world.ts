import { type ContainerModule } from 'inversify';
import { type ConfirmationAnswer } from '../../../src/adapters/in-memory/booking.in-memory-gateway';
import { InMemoryAccountGateway, InMemoryMailGateway, InMemoryNewsletterGateway } from '../../../src/adapters/in-memory/account.in-memory-gateway';
import { InMemoryAuthGateway } from '../../../src/adapters/in-memory/auth.in-memory-gateway';
import { InMemorySavedItemsGateway } from '../../../src/adapters/in-memory/saved-items.in-memory-gateway';
import { IN_MEMORY_CHANGE_PAYMENT_URL, InMemoryChangeGateway } from '../../../src/adapters/in-memory/change.in-memory-gateway';
import { seedTrip } from '../../../src/adapters/in-memory/ferry.seed';
import { InMemoryCourierGateway, InMemoryInvoiceLookupGateway } from '../../../src/adapters/in-memory/services.in-memory-gateway';
import { accountModule, inMemoryAccountAdapterModule } from '../../../src/composition/modules/account.module';
import { authModule, inMemoryAuthAdapterModule } from '../../../src/composition/modules/auth.module';
import { accountUiModule, authUiModule } from '../../../src/composition/modules/auth-ui.module';
import { bookingModule, inMemoryBookingAdapterModule } from '../../../src/composition/modules/booking.module';
import { bookingUiModule } from '../../../src/composition/modules/booking-ui.module';
import { inMemorySearchAdapterModule, searchModule } from '../../../src/composition/modules/search.module';
import {
  type BookingState, type CardPaymentForm, type PaymentRedirect, HoldBooking, INITIAL_BOOKING, PayBooking, PriceBooking, selectTrip, setLeader, setPaymentForm,
  setPetForm, setTraveller, setVehicleForm, startBooking,
} from '../../../src/core/booking';
import { serialiseBooking } from '../../../src/core/booking/domain/serialise';
import { BOOKING_STORAGE_KEY } from '../../../src/core/booking';
import { type DomainName } from '../../../src/ui/shared/domain-loader';
import { travellers } from '../../support/mothers/booking.mother';
import { FIRST_DAY, aWorld } from '../../support/mothers/world.mother';

export { NOW } from '../../support/mothers/world.mother';
export const NIKOS = { email: 'nikos@example.com', password: 'Sea7!x', firstName: 'Nikos', lastName: 'Papadopoulos' };

/** Piraeus → Thira at 07:30 on the first sailing day, and back four days later (garage, pets). */
export const OUTWARD = seedTrip('PIR', 'JTR', FIRST_DAY, '07:30', 460);
export const BACK = seedTrip('JTR', 'PIR', '2027-06-06', '16:00', 460);

/**
 * The in-memory shop with everything the success, failure and account pages load: booking (and its UI), account (the
 * reservation e-mail, the orders) and auth, with handles on the gateways to arrange orders and read the outbox.
 */
export function paidBookingWorld() {
  const world = aWorld();
  const auth = new InMemoryAuthGateway([NIKOS]);
  let token: () => string | undefined = () => undefined;
  const account = new InMemoryAccountGateway({ auth, token: () => token(), orders: (userId) => world.booking.ordersOf(userId) });
  const mail = new InMemoryMailGateway();
  // A leg's change (issue 17): its difference's payment form is kept (the test says what the hosted page did).
  const change = new InMemoryChangeGateway({ orders: world.booking, trip: (id) => world.search.trip(id), sailings: world.trips });
  const changePayments: CardPaymentForm[] = [];
  const redirect: PaymentRedirect = {
    submit: async (form) => {
      if (form.url === IN_MEMORY_CHANGE_PAYMENT_URL) changePayments.push(form);
      else await world.payments.submit(form);
    },
  };
  const bookingAdapters = inMemoryBookingAdapterModule({
    booking: world.booking, tokens: world.booking.tokens, payments: world.payments, redirect,
    invoice: new InMemoryInvoiceLookupGateway([]), courier: new InMemoryCourierGateway(), change,
  });
  const domains: Partial<Record<DomainName, ContainerModule[]>> = {
    search: [inMemorySearchAdapterModule(world.search), searchModule],
    booking: [bookingAdapters, bookingModule, bookingUiModule],
    account: [inMemoryAccountAdapterModule({ account, mail, newsletter: new InMemoryNewsletterGateway(), saved: new InMemorySavedItemsGateway({ auth, token: () => token() }) }), accountModule, accountUiModule],
    auth: [inMemoryAuthAdapterModule(auth), authModule, authUiModule],
  };

  /** A round trip for two adults with a car and a dog, priced, filled in and recorded (awaiting payment). */
  async function recordedBooking(opts: { userId?: string; oneWay?: boolean } = {}): Promise<BookingState> {
    let state = startBooking(INITIAL_BOOKING, opts.oneWay ? 1 : 2, travellers({ adults: 2, vehicles: 1, pets: 1 }));
    state = selectTrip(state, 0, OUTWARD);
    if (!opts.oneWay) state = selectTrip(state, 1, BACK);
    const priced = await new PriceBooking({ booking: world.booking, locale: world.locale }).execute(state);
    if (!priced.ok) throw new Error(`pricing failed: ${priced.error.kind}`);
    state = setTraveller(priced.value, 0, { name: 'MARIA', surname: 'PAPADOPOULOU', sex: 'female', birthDate: '01/02/1990', documentNumber: 'AB123450' });
    state = setTraveller(state, 1, { name: 'NIKOS', surname: 'PAPADOPOULOS', sex: 'male', birthDate: '03/04/1988', documentNumber: 'AB123451' });
    state = setVehicleForm(state, 0, { plate: 'IKA1234' });
    state = setPetForm(state, 0, { name: 'Argos' });
    state = setLeader(state, { firstName: 'Maria', lastName: 'Papadopoulou', email: 'maria@example.gr', mobile: '6912345678' });
    state = setPaymentForm(state, { checked: true });
    const held = await new HoldBooking({ booking: world.booking, locale: world.locale }).execute(opts.userId ? { ...state, booknowUserId: opts.userId } : state);
    if (!held.ok) throw new Error(`hold failed: ${held.error.kind}`);
    return opts.userId ? { ...held.value, booknowUserId: null } : held.value;
  }

  /** Pays a recorded booking on the (in-memory) hosted page with the test card. */
  async function pay(state: BookingState): Promise<void> {
    const start = await new PayBooking({ booking: world.booking, payments: world.payments }).execute(state);
    if (!start.ok || start.value.kind !== 'Redirect') throw new Error('payment did not start');
    await world.payments.submit(start.value.form);
  }

  /**
   * A recorded booking paid on the hosted page, whose company answers the confirmation of its tickets with `answer`
   * (issued, still being confirmed, or refused with the money paid back).
   */
  async function paidBooking(answer: ConfirmationAnswer) {
    const booking = await recordedBooking();
    await pay(booking);
    const code = booking.order!.code;
    world.booking.confirmWith(code, answer);
    return { booking, code, amount: world.booking.order(code)!.payment_amount };
  }

  /** A booking of the user, paid and issued (as the server does when the payment is confirmed). */
  async function issuedBooking(opts: { userId?: string; oneWay?: boolean } = {}): Promise<string> {
    const state = await recordedBooking(opts);
    await pay(state);
    const code = state.order!.code;
    const issued = await world.booking.issueTickets(code);
    if (!issued.ok) throw new Error('not issued');
    return code;
  }

  return {
    world, auth, account, mail, domains, change, changePayments, recordedBooking, pay, paidBooking, issuedBooking,
    useToken: (read: () => string | undefined) => { token = read; },
    /** The tab's saved booking, as the booking store reads it on first use. */
    saved: (state: BookingState) => [BOOKING_STORAGE_KEY, serialiseBooking(state)] as const,
  };
}
