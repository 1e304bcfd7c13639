import {
  BOOKING_STORAGE_KEY, BookingProgress, INITIAL_BOOKING, deserialiseBooking, goToStep, priceSummary, removeTrip,
  serialiseBooking, setOrder, setPaymentForm, setPricing, setReseller,
} from '../../../src/core/booking';
import { MemoryStore } from '../../../src/adapters/storage/memory.store';
import { aBookingWithTrips, aCompleteBooking, aPricing } from '../../support/mothers/booking.mother';
import { aReturnTrip, aTrip } from '../../support/mothers/trip.mother';

describe('price summary', () => {
  it('has no summary before pricing', () => {
    expect(priceSummary(aBookingWithTrips())).toBeUndefined();
  });

  it('adds the trips, takes off the discount, adds the service fee and the courier fee', () => {
    const state = aBookingWithTrips(2);
    const priced = setPricing(state, aPricing([aTrip(), aReturnTrip()], state, { discount: 1000, serviceFee: 250 }));
    expect(priceSummary(priced)).toEqual({ subtotal: 12000, discount: 1000, serviceFee: 250, creditLimit: 0, extraCost: 0, finalPrice: 11250 });
    const courier = setPaymentForm(priced, { receiveTicketsMethod: 'courier' });
    expect(priceSummary(courier)).toMatchObject({ extraCost: 377, finalPrice: 11627 });
  });

  it('shows what a reseller pays from the credit limit', () => {
    const state = setReseller(aBookingWithTrips(1), 'R-9', true);
    const priced = setPricing(state, aPricing([aTrip(), aReturnTrip()], state));
    expect(priceSummary(priced)).toMatchObject({ creditLimit: 6150, finalPrice: 6150 });
  });

  it('prices only the trips still selected after one is removed', () => {
    const state = aCompleteBooking(2);
    expect(priceSummary(removeTrip(state, 0))).toMatchObject({ subtotal: 6000 });
  });

  it('ignores a pricing answer for another selection', () => {
    const state = aBookingWithTrips(2);
    expect(setPricing(state, aPricing([aTrip()], state))).toBe(state);
  });
});

describe('booking progress in the session store', () => {
  it('survives a reload', () => {
    const store = new MemoryStore();
    const state = goToStep(aCompleteBooking(), 1);
    new BookingProgress({ store }).save(state);
    expect(new BookingProgress({ store }).load()).toEqual(state);
  });

  it('starts afresh from nothing, garbage or another version', () => {
    const store = new MemoryStore();
    const progress = new BookingProgress({ store });
    expect(progress.load()).toEqual(INITIAL_BOOKING);
    store.write(BOOKING_STORAGE_KEY, '{not json');
    expect(progress.load()).toEqual(INITIAL_BOOKING);
    store.write(BOOKING_STORAGE_KEY, serialiseBooking(aBookingWithTrips()).replace('"version":2', '"version":0'));
    expect(progress.load()).toEqual(INITIAL_BOOKING);
    expect(deserialiseBooking(JSON.stringify({ version: 1, state: { steps: 'x' } }))).toBeUndefined();
    progress.save(aBookingWithTrips());
    progress.clear();
    expect(store.read(BOOKING_STORAGE_KEY)).toBeUndefined();
  });

  it("reads a booking a tab stored before issue 15 (version 1, the wire's names) in the core's names", () => {
    const now = setOrder(goToStep(aCompleteBooking(), 2), { code: 'FS00000001', total: 12_345, holdExpiresAt: '2027-06-01T09:15:00.000Z', recorded: true, extensionsLeft: 1 });
    const old = {
      ...now,
      items: now.items.map((item) => {
        if (!item) return null;
        const { pets, total, ...rest } = item;
        return { ...rest, Pets: pets, trip_total: total };
      }),
      order: { order_code: 'FS00000001', payment_amount: 12_345, hold_expires_at: '2027-06-01T09:15:00.000Z', recorded: true, extensions_left: 1 },
    };
    expect(deserialiseBooking(JSON.stringify({ version: 1, state: old }))).toEqual(deserialiseBooking(serialiseBooking(now)));
    expect(deserialiseBooking(JSON.stringify({ version: 1, state: old }))?.order).toEqual(now.order);
    // A version-1 held order that does not read is dropped with the booking, never half-read.
    expect(deserialiseBooking(JSON.stringify({ version: 1, state: { ...old, order: { order_code: 7 } } }))).toBeUndefined();
  });
});
