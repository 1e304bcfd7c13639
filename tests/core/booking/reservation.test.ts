import { LoadReservation, refuse, type BookingState, HoldBooking, INITIAL_BOOKING, PayBooking, PriceBooking, searchOfBooking, selectTrip, setLeader, setPaymentForm, setTraveller, startBooking } from '../../../src/core/booking';
import { toSearchQuery } from '../../../src/core/search';
import { seedTrip } from '../../../src/adapters/in-memory/ferry.seed';
import { travellers } from '../../support/mothers/booking.mother';
import { FIRST_DAY, aWorld } from '../../support/mothers/world.mother';

const outward = seedTrip('PIR', 'JTR', FIRST_DAY, '07:30', 460);
const back = seedTrip('JTR', 'PIR', '2027-06-06', '16:00', 460);
const onward = seedTrip('JTR', 'JMK', '2027-06-06', '16:00', 200);

async function recorded(world: ReturnType<typeof aWorld>): Promise<BookingState> {
  const priced = await new PriceBooking({ booking: world.booking, locale: world.locale })
    .execute(selectTrip(startBooking(INITIAL_BOOKING, 1, travellers()), 0, outward));
  if (!priced.ok) throw new Error('pricing');
  let state = setTraveller(priced.value, 0, { name: 'MARIA', surname: 'PAPADOPOULOU' });
  state = setPaymentForm(setLeader(state, { firstName: 'Maria', lastName: 'P', email: 'maria@example.gr', mobile: '6912345678' }), { checked: true });
  const held = await new HoldBooking({ booking: world.booking, locale: world.locale }).execute(state);
  if (!held.ok) throw new Error('hold');
  return held.value;
}

describe('LoadReservation', () => {
  it('answers the tickets only once the server has the payment, by the order code alone', async () => {
    const world = aWorld();
    const load = new LoadReservation({ booking: world.booking });
    const state = await recorded(world);
    const code = state.order!.code;
    expect(await load.afterPayment(code)).toEqual({ ok: false, error: { kind: 'NotPaid' } });
    expect(await load.tickets(code)).toEqual({ ok: false, error: { kind: 'NotFound' } });
    const pay = await new PayBooking({ booking: world.booking, payments: world.payments }).execute(state);
    if (!pay.ok || pay.value.kind !== 'Redirect') throw new Error('pay');
    await world.payments.submit(pay.value.form);
    const done = await load.afterPayment(` ${code.toLowerCase()} `);
    expect(done).toMatchObject({ ok: true, value: { order_code: code, fullName: 'Maria P', trips: [{ passengers: [{ name: 'MARIA' }] }] } });
    expect(await load.afterPayment(code)).toEqual(done);
    expect(await load.tickets(code)).toEqual(done);
  });

  it('tells an unknown order and an empty code apart from a server failure', async () => {
    const world = aWorld();
    const load = new LoadReservation({ booking: world.booking });
    expect(await load.afterPayment('NOSUCH01')).toEqual({ ok: false, error: { kind: 'NotFound' } });
    expect(await load.afterPayment('  ')).toEqual({ ok: false, error: { kind: 'NotFound' } });
    const failing = new LoadReservation({
      booking: {
        issueTickets: async () => ({ ok: false, error: refuse('NotIssued', 'refunded') }),
        voucher: async () => ({ ok: false, error: refuse('TooManyTries', 'slow down') }),
        orderStatus: async () => { throw new Error('network down'); },
      },
    });
    expect(await failing.afterPayment('FS12345678')).toEqual({ ok: false, error: { kind: 'NotIssued' } });
    expect(await failing.tickets('FS12345678')).toMatchObject({ ok: false, error: { kind: 'Failed', refusal: { kind: 'TooManyTries' } } });
  });
});

describe('LoadReservation: what became of a paid order (issue 14)', () => {
  async function paid(world: ReturnType<typeof aWorld>): Promise<string> {
    const state = await recorded(world);
    const pay = await new PayBooking({ booking: world.booking, payments: world.payments }).execute(state);
    if (!pay.ok || pay.value.kind !== 'Redirect') throw new Error('pay');
    await world.payments.submit(pay.value.form);
    return state.order!.code;
  }

  it('says Issuing while the company confirms the tickets, then answers them', async () => {
    const world = aWorld();
    const load = new LoadReservation({ booking: world.booking });
    const code = await paid(world);
    world.booking.confirmWith(code, 'issuing');
    expect(await load.afterPayment(code)).toEqual({ ok: false, error: { kind: 'Issuing' } });
    world.booking.confirmWith(code, 'issue');
    expect(await load.afterPayment(code)).toMatchObject({ ok: true, value: { order_code: code } });
  });

  it('tells why the money of an order that was not issued goes back, and how much', async () => {
    const world = aWorld();
    const load = new LoadReservation({ booking: world.booking });
    const code = await paid(world);
    const amount = world.booking.order(code)!.payment_amount;
    world.booking.confirmWith(code, { refuse: 'operator_refused', refunded: false });
    expect(await load.afterPayment(code)).toEqual({
      ok: false, error: { kind: 'NotIssued', refund: { amount, outcome: 'operator_refused', done: false } },
    });
    const other = await paid(world);
    world.booking.confirmWith(other, { refuse: 'coupon_used', refunded: true });
    expect(await load.afterPayment(other)).toMatchObject({ ok: false, error: { kind: 'NotIssued', refund: { outcome: 'coupon_used', done: true } } });
  });
});

describe('searchOfBooking', () => {
  it('reads the search back from the chosen trips and the party', () => {
    let state = startBooking(INITIAL_BOOKING, 2, travellers({ adults: 2, children: 1, vehicles: 1, pets: 2 }));
    expect(searchOfBooking(state)).toBeUndefined();
    state = selectTrip(selectTrip(state, 0, outward), 1, back);
    expect(toSearchQuery(searchOfBooking(state)!)).toEqual({
      trip: 'roundTrip', legs: 'PIR-JTR-2027-06-02~JTR-PIR-2027-06-06', AD: '2', CH: '1', vehicles: '1', pets: '2',
    });
    const multi = selectTrip(selectTrip(startBooking(INITIAL_BOOKING, 2, travellers()), 0, outward), 1, onward);
    expect(toSearchQuery(searchOfBooking(multi)!)).toEqual({ trip: 'multiple', legs: 'PIR-JTR-2027-06-02~JTR-JMK-2027-06-06', AD: '1' });
    const one = selectTrip(startBooking(INITIAL_BOOKING, 1, travellers()), 0, outward);
    expect(searchOfBooking(one)?.tripType).toBe('oneWay');
  });
});
