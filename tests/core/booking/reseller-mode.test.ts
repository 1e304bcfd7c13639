import { InMemoryBookingGateway } from '../../../src/adapters/in-memory/booking.in-memory-gateway';
import {
  type BookingState, BOOKING_STATE_VERSION, INITIAL_BOOKING, LoadReseller, deserialiseBooking, enterResellerMode, inResellerMode,
  leaveResellerMode, priceSummary, serialiseBooking, setOrder, setPaymentForm, startBooking,
} from '../../../src/core/booking';
import { fixedClock } from '../../../src/core/shared/clock.port';
import { aCompleteBooking, travellers } from '../../support/mothers/booking.mother';
import { NOW } from '../../support/mothers/world.mother';

const HELD = { code: 'FS123456', total: 12_000, holdExpiresAt: '2027-06-01T09:15:00.000Z', recorded: true };
const held = (state: BookingState) => setOrder(state, HELD);

describe('reseller mode', () => {
  it('ties the booking to the reseller: its user id, agency name and payment from the credit limit', () => {
    const state = enterResellerMode(aCompleteBooking(), 'R-17', 'Aegean Agency');
    expect(state).toMatchObject({ booknowUserId: 'R-17', booknowIsReseller: true, booknowName: 'Aegean Agency' });
    expect(state.paymentForm.paymentMethod).toBe('credit_limit');
    expect(inResellerMode(state)).toBe(true);
    expect(priceSummary(state)?.creditLimit).toBe(priceSummary(state)?.finalPrice);
    // A card is never chosen while in reseller mode.
    expect(setPaymentForm(state, { paymentMethod: 'card' }).paymentForm.paymentMethod).toBe('credit_limit');
  });

  it('keeps the order held for the same reseller and drops one held for someone else', () => {
    const reseller = held(enterResellerMode(aCompleteBooking(), 'R-17', 'Aegean Agency'));
    expect(enterResellerMode(reseller, 'R-17', 'Aegean Agency').order).toEqual(HELD);
    expect(enterResellerMode(reseller, 'R-99', 'Other Agency').order).toBeNull();
    expect(enterResellerMode(held(aCompleteBooking()), 'R-17', 'Aegean Agency').order).toBeNull();
  });

  it('leaves reseller mode: no user, no agency, paid by card, the reseller\'s unpaid order dropped, the rest kept', () => {
    const reseller = held(enterResellerMode(aCompleteBooking(), 'R-17', 'Aegean Agency'));
    const left = leaveResellerMode(reseller);
    expect(left).toMatchObject({ booknowUserId: null, booknowIsReseller: false, booknowName: null, order: null });
    expect(left.paymentForm.paymentMethod).toBe('card');
    expect(inResellerMode(left)).toBe(false);
    expect(priceSummary(left)?.creditLimit).toBe(0);
    expect(left.routes).toEqual(reseller.routes);
    expect(left.travellers).toEqual(reseller.travellers);
    expect(left.steps).toEqual(reseller.steps);
  });

  it('leaves a booking that is not in reseller mode as it is', () => {
    const booking = held(aCompleteBooking());
    expect(leaveResellerMode(booking)).toBe(booking);
    expect(leaveResellerMode(INITIAL_BOOKING)).toBe(INITIAL_BOOKING);
  });

  it('stays in reseller mode when a new search starts a new booking', () => {
    const started = startBooking(enterResellerMode(INITIAL_BOOKING, 'R-17', 'Aegean Agency'), 1, travellers({ adults: 1 }));
    expect(started).toMatchObject({ booknowUserId: 'R-17', booknowIsReseller: true, booknowName: 'Aegean Agency' });
    expect(started.paymentForm.paymentMethod).toBe('credit_limit');
  });

  it('survives session storage, also from a booking stored before the agency name was kept', () => {
    const reseller = enterResellerMode(aCompleteBooking(), 'R-17', 'Aegean Agency');
    expect(deserialiseBooking(serialiseBooking(reseller))).toMatchObject({ booknowName: 'Aegean Agency', booknowIsReseller: true });
    const { booknowName: _dropped, ...older } = reseller;
    const restored = deserialiseBooking(JSON.stringify({ version: BOOKING_STATE_VERSION, state: older }));
    expect(restored?.booknowName).toBeNull();
    expect(restored?.booknowUserId).toBe('R-17');
  });
});

describe('LoadReseller', () => {
  const gateway = () => new InMemoryBookingGateway({
    trip: () => undefined,
    clock: fixedClock(NOW),
    resellers: [
      { user_id: 'R-17', name: 'Aegean Agency', isReseller: true, creditLimit: 500_000, creditUsed: 120_000, creditAvailable: 380_000 },
      { user_id: 'U-5', name: 'Maria Papadopoulou', isReseller: false, creditLimit: 0, creditUsed: 0, creditAvailable: 0 },
    ],
  });

  it('puts the booking in reseller mode with the agency\'s name and answers the credit', async () => {
    const answer = await new LoadReseller({ booking: gateway() }).execute(aCompleteBooking(), 'R-17');
    if (!answer.ok) throw new Error(answer.error.kind);
    expect(answer.value.details).toMatchObject({ name: 'Aegean Agency', creditLimit: 500_000, creditUsed: 120_000, creditAvailable: 380_000 });
    expect(answer.value.state).toMatchObject({ booknowUserId: 'R-17', booknowIsReseller: true, booknowName: 'Aegean Agency' });
  });

  it('refuses an account that is not a reseller\'s, so the booking is not put in reseller mode', async () => {
    expect(await new LoadReseller({ booking: gateway() }).execute(aCompleteBooking(), 'U-5')).toEqual({ ok: false, error: { kind: 'UnknownReseller' } });
  });
});
