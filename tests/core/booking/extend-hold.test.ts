import { InMemoryBookingGateway } from '../../../src/adapters/in-memory/booking.in-memory-gateway';
import { SEED_PORTS, seedTrip, seedTrips } from '../../../src/adapters/in-memory/ferry.seed';
import { InMemorySearchGateway } from '../../../src/adapters/in-memory/search.in-memory-gateway';
import { LoggedBookingGateway } from '../../../src/adapters/logging/logged-booking.gateway';
import { MemoryLogger } from '../../../src/adapters/logging/memory.logger';
import {
  type BookingState, ExtendHold, HoldBooking, INITIAL_BOOKING, PriceBooking, holdExtended, holdNotExtendable, selectTrip, setLeader,
  refuse, setOrder, setPaymentForm, setTraveller, startBooking,
} from '../../../src/core/booking';
import { err } from '../../../src/core/shared/result';
import { travellers } from '../../support/mothers/booking.mother';
import { FIRST_DAY } from '../../support/mothers/world.mother';

const NOW = '2027-06-01T09:00:00.000Z';
const outward = seedTrip('PIR', 'JTR', FIRST_DAY, '07:30', 460);
const minutes = (n: number) => new Date(Date.parse(NOW) + n * 60_000).toISOString();

function ready(): BookingState {
  let s = selectTrip(startBooking(INITIAL_BOOKING, 1, travellers({ adults: 1 })), 0, outward);
  s = setTraveller(s, 0, { name: 'Maria', surname: 'Papadopoulou' });
  s = setLeader(s, { firstName: 'Maria', lastName: 'Papadopoulou', email: 'maria@example.gr', mobile: '6912345678' });
  return setPaymentForm(s, { checked: true });
}

async function aHold() {
  let now = NOW;
  const clock = { nowIso: () => now };
  const search = new InMemorySearchGateway({ ports: SEED_PORTS, trips: seedTrips(FIRST_DAY, 30) });
  const gateway = new InMemoryBookingGateway({ trip: (id) => search.trip(id), clock });
  const logger = new MemoryLogger();
  const booking = new LoggedBookingGateway(gateway, logger);
  const priced = await new PriceBooking({ booking, locale: () => 'en' }).execute(ready());
  if (!priced.ok) throw new Error('pricing failed');
  const held = await new HoldBooking({ booking, locale: () => 'en' }).execute(priced.value);
  if (!held.ok) throw new Error('hold failed');
  return { state: held.value, extend: new ExtendHold({ booking }), gateway, logger, at: (n: number) => { now = minutes(n); } };
}

describe('holdExtended / holdNotExtendable', () => {
  const held = setOrder(INITIAL_BOOKING, { code: 'FS00000001', total: 1000, holdExpiresAt: minutes(15), recorded: true });

  it('moves the end of the hold later, never earlier, and keeps the extensions left', () => {
    expect(holdExtended(held, { orderCode: 'FS00000001', holdExpiresAt: minutes(25), extensionsLeft: 1 }).order)
      .toEqual({ ...held.order, holdExpiresAt: minutes(25), extensionsLeft: 1 });
    expect(holdExtended(held, { orderCode: 'FS00000001', holdExpiresAt: minutes(10), extensionsLeft: 0 }).order)
      .toMatchObject({ holdExpiresAt: minutes(15), extensionsLeft: 0 });
  });

  it('ignores an answer about another order, or when no order is held', () => {
    expect(holdExtended(held, { orderCode: 'FS00000002', holdExpiresAt: minutes(25), extensionsLeft: 1 })).toBe(held);
    expect(holdExtended(INITIAL_BOOKING, { orderCode: 'FS00000001', holdExpiresAt: minutes(25), extensionsLeft: 1 })).toBe(INITIAL_BOOKING);
    expect(holdNotExtendable(INITIAL_BOOKING, 'FS00000001')).toBe(INITIAL_BOOKING);
  });

  it('leaves no extension once refused, and ends the hold when it ran out', () => {
    expect(holdNotExtendable(held, 'FS00000001').order).toMatchObject({ holdExpiresAt: minutes(15), extensionsLeft: 0 });
    expect(holdNotExtendable(held, 'FS00000001', minutes(14)).order).toMatchObject({ holdExpiresAt: minutes(14), extensionsLeft: 0 });
  });
});

describe('ExtendHold', () => {
  it('extends the held order by the hold time from now, twice, then refuses (logged around each call)', async () => {
    const { state, extend, at, logger } = await aHold();
    expect(state.order).toMatchObject({ holdExpiresAt: minutes(15), recorded: true });
    at(12);
    const first = await extend.execute(state);
    expect(first).toMatchObject({ ok: true, value: { extension: { holdExpiresAt: minutes(27), extensionsLeft: 1 } } });
    if (!first.ok) return;
    expect(first.value.state.order).toMatchObject({ holdExpiresAt: minutes(27), extensionsLeft: 1, recorded: true });
    at(20);
    const second = await extend.execute(first.value.state);
    expect(second.ok && second.value.state.order).toMatchObject({ holdExpiresAt: minutes(35), extensionsLeft: 0 });
    at(21);
    const third = await extend.execute(second.ok ? second.value.state : state);
    expect(third).toMatchObject({ ok: false, error: { kind: 'NotExtendable', refusal: { kind: 'NotExtendable' } } });
    expect(logger.entries.filter((e) => e.message.includes('extend-hold')).length).toBeGreaterThanOrEqual(3);
  });

  it('reports a hold that has run out, and a booking without a held order', async () => {
    const { state, extend, at } = await aHold();
    at(16);
    expect(await extend.execute(state)).toMatchObject({ ok: false, error: { kind: 'HoldExpired', refusal: { kind: 'HoldExpired' } } });
    expect(await extend.execute(setOrder(state, null))).toEqual({ ok: false, error: { kind: 'NoHold' } });
  });

  it('reports other failures as rejected', async () => {
    const { state } = await aHold();
    const down = new ExtendHold({ booking: { extendHold: async () => err(refuse('TooManyTries', 'slow down')) } });
    expect(await down.execute(state)).toMatchObject({ ok: false, error: { kind: 'Rejected' } });
  });
});
