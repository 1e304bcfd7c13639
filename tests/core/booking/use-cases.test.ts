import { MemoryLogger } from '../../../src/adapters/logging/memory.logger';
import { LoggedBookingGateway } from '../../../src/adapters/logging/logged-booking.gateway';
import {
  type BookingState, FinaliseBooking, HoldBooking, INITIAL_BOOKING, LoadReseller, PayBooking, PriceBooking,
  ValidatePassengerCode, priceSummary, selectTrip, setCoupon, setLeader, setPaymentForm, setTraveller, startBooking,
} from '../../../src/core/booking';
import { seedTrip } from '../../../src/adapters/in-memory/ferry.seed';
import { SERVICE_FEE_PER_TRIP_CENTS } from '../../../src/contract';
import { travellers } from '../../support/mothers/booking.mother';
import { FIRST_DAY, aWorld } from '../../support/mothers/world.mother';

const outward = seedTrip('PIR', 'JTR', FIRST_DAY, '07:30', 460);

function filled(state: BookingState): BookingState {
  let s = state;
  s.travellers.forEach((_, i) => {
    s = setTraveller(s, i, { name: `Maria${'ABCD'[i]}`, surname: 'Papadopoulou' });
  });
  s = setLeader(s, { firstName: 'Maria', lastName: 'Papadopoulou', email: 'maria@example.gr', mobile: '6912345678' });
  return setPaymentForm(s, { checked: true });
}

function chosen(adults = 2) {
  return selectTrip(startBooking(INITIAL_BOOKING, 1, travellers({ adults })), 0, outward);
}

describe('booking use cases', () => {
  it('prices the selection, which validates the passengers step', async () => {
    const world = aWorld();
    const priced = await new PriceBooking({ booking: world.booking, locale: world.locale }).execute(chosen());
    expect(priced.ok).toBe(true);
    if (!priced.ok) return;
    expect(priced.value.steps).toEqual([true, true, false]);
    expect(priceSummary(priced.value)).toEqual({ subtotal: 2 * outward.lowestFare, discount: 0, serviceFee: SERVICE_FEE_PER_TRIP_CENTS, creditLimit: 0, extraCost: 0, finalPrice: 2 * outward.lowestFare + SERVICE_FEE_PER_TRIP_CENTS });
  });

  it('does not price before every leg has a trip', async () => {
    const world = aWorld();
    const empty = startBooking(INITIAL_BOOKING, 1, travellers());
    expect(await new PriceBooking({ booking: world.booking, locale: world.locale }).execute(empty)).toEqual({ ok: false, error: { kind: 'NotReady' } });
  });

  it('applies a valid coupon and reports an invalid one as InvalidCoupon', async () => {
    const world = aWorld();
    const price = new PriceBooking({ booking: world.booking, locale: world.locale });
    const withCoupon = await price.execute(setCoupon(chosen(), { hasCoupon: true, couponNumber: 'SUMMER10' }));
    expect(withCoupon.ok && priceSummary(withCoupon.value)?.discount).toBe(Math.round(2 * outward.lowestFare * 0.1));
    const bad = await price.execute(setCoupon(chosen(), { hasCoupon: true, couponNumber: 'WINTER' }));
    expect(bad).toMatchObject({ ok: false, error: { kind: 'InvalidCoupon' } });
  });

  it('books end to end: hold, record, card payment, tickets', async () => {
    const world = aWorld();
    const logger = new MemoryLogger();
    const booking = new LoggedBookingGateway(world.booking, logger);
    const priced = await new PriceBooking({ booking, locale: world.locale }).execute(chosen());
    if (!priced.ok) throw new Error('pricing failed');
    const ready = filled(priced.value);
    expect(ready.steps).toEqual([true, true, true]);

    const held = await new HoldBooking({ booking, locale: world.locale }).execute(ready);
    expect(held).toMatchObject({ ok: true, value: { order: { recorded: true } } });
    if (!held.ok) return;
    const again = await new HoldBooking({ booking, locale: world.locale }).execute(held.value);
    expect(again.ok && again.value.order?.code).toBe(held.value.order?.code);

    const pay = await new PayBooking({ booking, payments: world.payments }).execute(held.value);
    expect(pay).toMatchObject({ ok: true, value: { kind: 'Redirect' } });
    const finalise = new FinaliseBooking({ booking });
    expect(await finalise.execute(held.value)).toMatchObject({ ok: false, error: { kind: 'NoAvailability' } });
    if (pay.ok && pay.value.kind === 'Redirect') await world.payments.submit(pay.value.form);
    const done = await finalise.execute(held.value);
    // Tickets print names by the passport rule (ICAO 9303), as the server issues them.
    expect(done.ok && done.value.reservation.trips[0]!.passengers.map((p) => p.name)).toEqual(['MARIAA', 'MARIAB']);
    expect(done.ok && done.value.state.reservation?.order_code).toBe(held.value.order?.code);

    expect(logger.entries.map((e) => e.message.split(':')[0])).toEqual([
      `booking pricing ${outward.tripId}`, `booking pricing ${outward.tripId}`,
      `booking optional-booking ${outward.tripId}`, `booking optional-booking ${outward.tripId}`,
      ...['insert-booking', 'insert-booking', 'finalize-booking', 'finalize-booking', 'finalize-booking', 'finalize-booking']
        .map((n) => `booking ${n} ${held.value.order?.code}`),
    ]);
    expect(logger.entries.filter((e) => e.level === 'error')).toHaveLength(1);
  });

  it('does not hold a booking whose details are incomplete', async () => {
    const world = aWorld();
    const priced = await new PriceBooking({ booking: world.booking, locale: world.locale }).execute(chosen());
    if (!priced.ok) throw new Error('pricing failed');
    expect(await new HoldBooking({ booking: world.booking, locale: world.locale }).execute(priced.value)).toEqual({ ok: false, error: { kind: 'NotReady' } });
  });

  it('lets a reseller pay from the credit limit, and refuses when the credit is too low', async () => {
    for (const [credit, expected] of [[500_000, 'Paid'], [100, 'CreditTooLow']] as const) {
      const world = aWorld({ creditAvailable: credit });
      const reseller = await new LoadReseller({ booking: world.booking }).execute(chosen(), 'R-17');
      if (!reseller.ok) throw new Error('no reseller');
      expect(reseller.value.state.paymentForm.paymentMethod).toBe('credit_limit');
      const priced = await new PriceBooking({ booking: world.booking, locale: world.locale }).execute(reseller.value.state);
      if (!priced.ok) throw new Error('pricing failed');
      const held = await new HoldBooking({ booking: world.booking, locale: world.locale }).execute(filled(priced.value));
      if (!held.ok) throw new Error('hold failed');
      const paid = await new PayBooking({ booking: world.booking, payments: world.payments }).execute(held.value);
      expect(paid.ok ? paid.value.kind : paid.error.kind).toBe(expected);
    }
  });

  it('reports an unknown reseller', async () => {
    const world = aWorld();
    expect(await new LoadReseller({ booking: world.booking }).execute(INITIAL_BOOKING, 'nobody')).toEqual({ ok: false, error: { kind: 'UnknownReseller' } });
  });

  it('keeps a valid MAN code on the passenger and refuses an invalid one', async () => {
    const world = aWorld();
    const validate = new ValidatePassengerCode({ booking: world.booking });
    const good = await validate.execute(chosen(), { leg: 0, passenger: 1, kind: 'man', value: 'MAN123456' });
    expect(good.ok && good.value.items[0]?.passengers[1]?.residentIdOrCode).toBe('MAN123456');
    expect(await validate.execute(chosen(), { leg: 0, passenger: 1, kind: 'man', value: '12' })).toEqual({ ok: false, error: { kind: 'CodeNotValid', code: 'man' } });
  });

  it('releases the hold when the payment failed', async () => {
    const world = aWorld();
    const priced = await new PriceBooking({ booking: world.booking, locale: world.locale }).execute(chosen());
    if (!priced.ok) throw new Error('pricing failed');
    const held = await new HoldBooking({ booking: world.booking, locale: world.locale }).execute(filled(priced.value));
    if (!held.ok) throw new Error('hold failed');
    const failed = await new FinaliseBooking({ booking: world.booking }).fail(held.value);
    expect(failed.ok && failed.value.order).toBeNull();
    expect(world.booking.order(held.value.order!.code)?.order_status).toBe('failed');
  });
});
