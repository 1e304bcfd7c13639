import { describe, expect, it } from 'vitest';
import { seedTrip } from '../../src/adapters/in-memory/ferry.seed';
import { InMemoryCouponGateway } from '../../src/adapters/in-memory/services.in-memory-gateway';
import { type BookingState, INITIAL_BOOKING, PriceBooking, selectTrip, setCoupon, setLeader, startBooking } from '../../src/core/booking';
import { CheckCoupon } from '../../src/core/coupon';
import { BookingStore } from '../../src/ui/shared/booking/booking-store';
import { CouponField } from '../../src/ui/screens/booking/step3/coupon-field.model';
import { FieldFeedback } from '../../src/ui/screens/booking/step3/field-feedback';
import { travellers } from '../support/mothers/booking.mother';
import { FIRST_DAY, aWorld } from '../support/mothers/world.mother';

const outward = seedTrip('PIR', 'JTR', FIRST_DAY, '07:30', 460);
const COUPON = 'coupon.couponNumber';

/** Step 3's coupon over the in-memory booking and coupon gateways (no HTTP), on a priced booking of 2 adults. */
async function couponField() {
  const world = aWorld();
  const priceBooking = new PriceBooking({ booking: world.booking, locale: world.locale });
  let start: BookingState = setLeader(selectTrip(startBooking(INITIAL_BOOKING, 1, travellers({ adults: 2 })), 0, outward), { email: 'maria@example.gr' });
  const priced = await priceBooking.execute(start);
  if (!priced.ok) throw new Error('pricing failed');
  start = priced.value;
  let saved = start;
  const store = new BookingStore({ persistence: { load: () => start, save: (s) => { saved = s; }, clear: () => undefined } });
  const feedback = new FieldFeedback({ log: () => undefined });
  const check = new CheckCoupon({ coupons: new InMemoryCouponGateway([{ name: 'SUMMER10', active: true, activeUntil: '2027-09-30T00:00:00Z' }]), clock: world.clock });
  const field = new CouponField({ store, feedback, priceBooking, checkCoupon: async () => check });
  return { field, store, feedback, total: start.pricing!.total, saved: () => saved };
}

describe('CouponField (step 3\'s coupon)', () => {
  it('refuses an empty or unknown coupon on its field and changes nothing of the booking', async () => {
    const { field, store, feedback } = await couponField();
    const before = store.state;
    expect(await field.apply()).toBe(false);
    expect(feedback.callErrors[COUPON]).toBe('results.step3.error.required');
    store.update((s) => setCoupon(s, { hasCoupon: true, couponNumber: 'WINTER' }));
    const typed = store.state;
    expect(field.pending).toBe(true);
    expect(await field.apply()).toBe(false);
    expect(feedback.callErrors[COUPON]).toBe('results.step3.error.couponInvalid');
    expect(store.state).toBe(typed);
    expect(store.state.pricing).toBe(before.pricing);
    expect(feedback.busy[COUPON]).toBe(false);
  });

  it('applies a coupon with its discount and a notice, then removing it prices the booking again without it', async () => {
    const { field, store, feedback, total, saved } = await couponField();
    field.setHasCoupon(true);
    store.update((s) => setCoupon(s, { hasCoupon: true, couponNumber: ' summer10 ' }));
    expect(await field.apply()).toBe(true);
    expect(field.applied).toBe('SUMMER10');
    expect(field.pending).toBe(false);
    expect(store.state.pricing!.total).toBeLessThan(total);
    expect(saved()).toBe(store.state);
    expect(feedback.notices[COUPON]).toEqual({ id: 'results.step3.coupon.applied', values: { code: 'SUMMER10' } });
    field.remove();
    expect(feedback.notices[COUPON]).toBeUndefined();
    expect(store.state.coupon).toMatchObject({ hasCoupon: false, couponNumber: '' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(field.applied).toBeNull();
    expect(store.state.pricing!.total).toBe(total);
  });
});
