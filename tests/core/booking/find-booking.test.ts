/**
 * Issue 13, finding 4, in the core: the in-memory gateway applies the server's rule (a guest order opens only with
 * its order token, anyone else is told NotFound), and FindBooking gets a token for the code with the lead
 * traveller's e-mail or last name, or keeps the one an e-mailed link carries.
 */
import { seedTrip } from '../../../src/adapters/in-memory/ferry.seed';
import type { MemoryOrderTokens } from '../../../src/adapters/storage/order-tokens.store';
import { ORDER_ACCESS_TRIES } from '../../../src/adapters/in-memory/booking.in-memory-gateway';
import {
  type BookingState, FindBooking, HoldBooking, INITIAL_BOOKING, LoadReservation, PayBooking, PriceBooking, selectTrip,
  setLeader, setPaymentForm, setTraveller, startBooking,
} from '../../../src/core/booking';
import { travellers } from '../../support/mothers/booking.mother';
import { FIRST_DAY, aWorld } from '../../support/mothers/world.mother';

const outward = seedTrip('PIR', 'JTR', FIRST_DAY, '07:30', 460);

/** A guest booking held, recorded and paid by card in the in-memory shop; the gateway keeps its token. */
async function paidGuestOrder() {
  const world = aWorld();
  let state: BookingState = selectTrip(startBooking(INITIAL_BOOKING, 1, travellers({ adults: 1 })), 0, outward);
  const priced = await new PriceBooking({ booking: world.booking, locale: world.locale }).execute(state);
  if (!priced.ok) throw new Error('pricing failed');
  state = setTraveller(priced.value, 0, { name: 'ELENI', surname: 'ΠΑΠΑΔΟΠΟΎΛΟΥ' });
  state = setPaymentForm(setLeader(state, { firstName: 'Eleni', lastName: 'Παπαδοπούλου', email: 'Eleni@Example.gr', mobile: '6912345678' }), { checked: true });
  const held = await new HoldBooking({ booking: world.booking, locale: world.locale }).execute(state);
  if (!held.ok) throw new Error('hold failed');
  const start = await new PayBooking({ booking: world.booking, payments: world.payments }).execute(held.value);
  if (!start.ok || start.value.kind !== 'Redirect') throw new Error('payment did not start');
  await world.payments.submit(start.value.form);
  return { world, code: held.value.order!.code, tokens: world.booking.tokens as MemoryOrderTokens };
}

describe('a guest order is its owner\'s alone (in memory, as on the server)', () => {
  it('opens with the token the hold answered, and to nobody else', async () => {
    const { world, code, tokens } = await paidGuestOrder();
    const reservations = new LoadReservation({ booking: world.booking });
    expect((await reservations.afterPayment(code)).ok).toBe(true);
    const token = tokens.tokenOf(code)!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    tokens.clear();
    expect(await reservations.afterPayment(code)).toEqual({ ok: false, error: { kind: 'NotFound' } });
    expect(await reservations.tickets(code)).toEqual({ ok: false, error: { kind: 'NotFound' } });
    expect(await world.booking.refund(code)).toMatchObject({ ok: false, error: { kind: 'NotFound' } });
    expect(world.booking.order(code)?.order_status).toBe('success');
    expect(await world.payments.cardPayment(code)).toMatchObject({ ok: false, error: { kind: 'NotFound' } });
  });

  it('finds the booking by its code with the e-mail or last name, any case and accents; a wrong one is NotFound', async () => {
    const { world, code, tokens } = await paidGuestOrder();
    tokens.clear();
    const find = new FindBooking({ booking: world.booking, tokens });
    expect(await find.execute(code, 'someone@example.gr')).toEqual({ ok: false, error: { kind: 'NotFound' } });
    expect(await find.execute(code, 'Papadopoulos')).toEqual({ ok: false, error: { kind: 'NotFound' } });
    expect(await find.execute('', 'eleni@example.gr')).toEqual({ ok: false, error: { kind: 'Invalid', field: 'orderCode' } });
    expect(await find.execute(code, '   ')).toEqual({ ok: false, error: { kind: 'Invalid', field: 'proof' } });
    expect(tokens.tokenOf(code)).toBeUndefined();
    expect(await find.execute(` ${code.toLowerCase()} `, 'παπαδοπουλου')).toEqual({ ok: true, value: { orderCode: code } });
    expect((await new LoadReservation({ booking: world.booking }).afterPayment(code)).ok).toBe(true);
    tokens.clear();
    expect((await find.execute(code, 'ELENI@example.GR')).ok).toBe(true);
  });

  it('answers TooManyTries after the tries an order allows, even for the right e-mail', async () => {
    const { world, code, tokens } = await paidGuestOrder();
    tokens.clear();
    const find = new FindBooking({ booking: world.booking, tokens });
    for (let i = 0; i < ORDER_ACCESS_TRIES; i += 1) await find.execute(code, `guess${i}@example.gr`);
    expect(await find.execute(code, 'eleni@example.gr')).toEqual({ ok: false, error: { kind: 'TooManyTries' } });
  });

  it("keeps the e-mailed link's token, and nothing of the wrong shape", async () => {
    const { world, code, tokens } = await paidGuestOrder();
    const token = tokens.tokenOf(code)!;
    tokens.clear();
    const find = new FindBooking({ booking: world.booking, tokens });
    expect(find.fromLink(code, 'short')).toBe(false);
    expect(find.fromLink('bad code!', token)).toBe(false);
    expect(tokens.tokenOf(code)).toBeUndefined();
    expect(find.fromLink(code.toLowerCase(), token)).toBe(true);
    expect((await new LoadReservation({ booking: world.booking }).afterPayment(code)).ok).toBe(true);
  });
});
