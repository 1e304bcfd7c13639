/**
 * Cancelling part of a booking (issue 17) through the core's use case over the in-memory adapter, which applies the
 * server's rules: a round trip of two passengers, issued; the traveller cancels one leg, or one passenger of a leg,
 * for exactly the amount quoted; a stale amount, a forbidding company, a part cancelled already, a stranger and an
 * empty choice change nothing.
 */
import { describe, expect, it } from 'vitest';
import { InMemoryPartCancelGateway } from '../../../src/adapters/in-memory/part-cancel.in-memory-gateway';
import { InMemoryBookingGateway } from '../../../src/adapters/in-memory/booking.in-memory-gateway';
import { InMemoryPaymentsGateway } from '../../../src/adapters/in-memory/payments.in-memory-gateway';
import { seedTrip } from '../../../src/adapters/in-memory/ferry.seed';
import { type MemoryOrderTokens } from '../../../src/adapters/storage/order-tokens.store';
import {
  CancelPart, HoldBooking, INITIAL_BOOKING, ManageBooking, PayBooking, PriceBooking, legChoices, partsOf, selectTrip, setLeader, setPaymentForm,
  setTraveller, startBooking, type LegChoiceState, type LegPart, type PartCancelGateway,
} from '../../../src/core/booking';
import { err } from '../../../src/core/shared/result';
import { travellers } from '../../support/mothers/booking.mother';
import { FIRST_DAY, aWorld } from '../../support/mothers/world.mother';

const outward = seedTrip('PIR', 'JTR', FIRST_DAY, '07:30', 460);
const back = seedTrip('JTR', 'PIR', '2027-06-06', '16:00', 460);

async function issuedRoundTrip(partial?: (company: string) => { legs: boolean; passengers: boolean }) {
  const base = aWorld();
  const booking = partial ? new InMemoryBookingGateway({ trip: (id) => base.search.trip(id), clock: base.clock, partial }) : base.booking;
  const world = { ...base, booking, payments: partial ? new InMemoryPaymentsGateway(booking) : base.payments };
  let state = startBooking(INITIAL_BOOKING, 2, travellers({ adults: 2 }));
  state = selectTrip(selectTrip(state, 0, outward), 1, back);
  const priced = await new PriceBooking({ booking: world.booking, locale: world.locale }).execute(state);
  if (!priced.ok) throw new Error('pricing');
  state = setTraveller(setTraveller(priced.value, 0, { name: 'MARIA', surname: 'PAPADOPOULOU' }), 1, { name: 'NIKOS', surname: 'PAPADOPOULOS' });
  state = setPaymentForm(setLeader(state, { firstName: 'Maria', lastName: 'Papadopoulou', email: 'maria@example.gr', mobile: '6912345678' }), { checked: true });
  const held = await new HoldBooking({ booking: world.booking, locale: world.locale }).execute(state);
  if (!held.ok) throw new Error('hold');
  const pay = await new PayBooking({ booking: world.booking, payments: world.payments }).execute(held.value);
  if (!pay.ok || pay.value.kind !== 'Redirect') throw new Error('pay');
  await world.payments.submit(pay.value.form);
  const code = held.value.order!.code;
  if (!(await world.booking.issueTickets(code)).ok) throw new Error('issue');
  const gateway = new InMemoryPartCancelGateway(world.booking);
  return { world, code, gateway, parts: new CancelPart({ parts: gateway }), manage: new ManageBooking({ booking: world.booking }) };
}

const backLeg: readonly LegPart[] = [{ tripIndex: 1, whole: true, passengers: [], vehicles: [] }];

describe('CancelPart over the in-memory adapter', () => {
  it('cancels one leg of a round trip for exactly the amount quoted; the leg shows cancelled and is not offered again', async () => {
    const { code, parts, manage, gateway } = await issuedRoundTrip();
    const before = await manage.load(code);
    if (!before.ok) throw new Error('load');
    const legs = legChoices(before.value);
    expect(legs.map((l) => [l.tripIndex, l.legClosed, l.itemsClosed, l.passengers.length])).toEqual([[0, null, null, 2], [1, null, null, 2]]);
    const backTotal = before.value.reservation!.trips[1]!.trip_total;

    const quote = await parts.quote(code.toLowerCase(), backLeg);
    expect(quote).toEqual({ ok: true, value: {
      wholeOrder: false, refundAmount: Math.round(backTotal * 0.8),
      lines: [expect.objectContaining({ tripIndex: 1, whole: true, paid: backTotal, percent: 80, fee: backTotal - Math.round(backTotal * 0.8) })],
    } });
    if (!quote.ok) return;
    // An amount other than the quote's is refused and cancels nothing.
    expect(await parts.cancel(code, backLeg, quote.value.refundAmount + 1)).toEqual(err({ kind: 'QuoteChanged' }));
    expect(gateway.cancelled).toEqual([]);

    expect(await parts.cancel(code, backLeg, quote.value.refundAmount)).toEqual({ ok: true, value: { orderCode: code, wholeOrder: false, refundAmount: quote.value.refundAmount } });
    const after = await manage.load(code);
    if (!after.ok) throw new Error('load');
    expect(after.value.order_status).toBe('success');
    expect(after.value.reservation!.trips[1]!.cancelled).toBe(true);
    expect(legChoices(after.value)[1]).toMatchObject({ legClosed: 'cancelled', itemsClosed: 'cancelled' });
    // The whole cancel now gives back only what is left (the outward leg).
    expect(after.value.cancel.refund_amount).toBe(Math.round(after.value.reservation!.trips[0]!.trip_total * 0.8));
    // A second tab asking for the same leg is told it is cancelled already: no second refund.
    expect(await parts.cancel(code, backLeg, quote.value.refundAmount)).toEqual(err({ kind: 'PartCancelled', tripIndex: 1 }));
    expect(gateway.cancelled).toHaveLength(1);
  });

  it('cancels one passenger of a leg; the last passenger left goes as the whole leg; the last leg is the whole booking', async () => {
    const { code, parts, manage } = await issuedRoundTrip();
    const one: LegPart[] = [{ tripIndex: 0, whole: false, passengers: [1], vehicles: [] }];
    const q1 = await parts.quote(code, one);
    if (!q1.ok) throw new Error('quote');
    expect(q1.value.lines[0]).toMatchObject({ whole: false, passengers: [1] });
    expect((await parts.cancel(code, one, q1.value.refundAmount)).ok).toBe(true);
    const after = await manage.load(code);
    if (!after.ok) throw new Error('load');
    expect(after.value.reservation!.trips[0]!.passengers.map((p) => Boolean(p.cancelled))).toEqual([false, true]);
    expect(legChoices(after.value)[0]!.passengers.map((p) => p.cancelled)).toEqual([false, true]);

    const last: LegPart[] = [{ tripIndex: 0, whole: false, passengers: [0], vehicles: [] }];
    const q2 = await parts.quote(code, last);
    expect(q2).toMatchObject({ ok: true, value: { wholeOrder: false, lines: [{ whole: true }] } });
    const everything = await parts.quote(code, [{ tripIndex: 0, whole: true, passengers: [], vehicles: [] }, ...backLeg]);
    if (!everything.ok) throw new Error('quote');
    expect(everything.value.wholeOrder).toBe(true);
    expect(await parts.cancel(code, [{ tripIndex: 0, whole: true, passengers: [], vehicles: [] }, ...backLeg], everything.value.refundAmount))
      .toMatchObject({ ok: true, value: { wholeOrder: true } });
    const ended = await manage.load(code);
    expect(ended).toMatchObject({ ok: true, value: { order_status: 'refunded' } });
    if (ended.ok) expect(legChoices(ended.value)).toEqual([]);
  });

  it("refuses on the leg what its company does not allow, and offers it closed with the reason", async () => {
    const { code, parts, manage, gateway } = await issuedRoundTrip(() => ({ legs: false, passengers: false }));
    const booking = await manage.load(code);
    if (!booking.ok) throw new Error('load');
    expect(legChoices(booking.value).map((l) => [l.legClosed, l.itemsClosed])).toEqual([['notAllowed', 'notAllowed'], ['notAllowed', 'notAllowed']]);
    expect(await parts.quote(code, backLeg)).toEqual(err({ kind: 'LegNotAllowed', tripIndex: 1 }));
    expect(await parts.quote(code, [{ tripIndex: 1, whole: false, passengers: [0], vehicles: [] }])).toEqual(err({ kind: 'PassengersNotAllowed', tripIndex: 1 }));
    expect(await parts.cancel(code, backLeg, 0)).toEqual(err({ kind: 'LegNotAllowed', tripIndex: 1 }));
    expect(gateway.cancelled).toEqual([]);
  });

  it('tells a stranger with only the code nothing, and sends nothing for an empty or malformed choice', async () => {
    const { world, code, parts, gateway } = await issuedRoundTrip();
    const asked: unknown[] = [];
    const spy: PartCancelGateway = {
      quote: async (...args) => { asked.push(args); return gateway.quote(...args); },
      cancel: async (...args) => { asked.push(args); return gateway.cancel(...args); },
    };
    const checked = new CancelPart({ parts: spy });
    expect(await checked.quote(code, [])).toEqual(err({ kind: 'NothingChosen' }));
    expect(await checked.quote(code, [{ tripIndex: 0, whole: false, passengers: [], vehicles: [] }])).toEqual(err({ kind: 'NothingChosen' }));
    expect(await checked.quote(code, [...backLeg, ...backLeg])).toEqual(err({ kind: 'NothingChosen' }));
    expect(await checked.quote(code, [{ tripIndex: 0, whole: false, passengers: [-1], vehicles: [] }])).toEqual(err({ kind: 'NothingChosen' }));
    expect(await checked.quote('<script>', backLeg)).toEqual(err({ kind: 'NotFound' }));
    expect(await checked.cancel(code, backLeg, 1.5)).toEqual(err({ kind: 'QuoteChanged' }));
    expect(asked).toEqual([]);
    // A stranger's tab: the guest order's token is not there; quote and cancel are NotFound, nothing cancelled.
    const quoted = await parts.quote(code, backLeg);
    if (!quoted.ok) throw new Error('quote');
    (world.booking.tokens as MemoryOrderTokens).clear();
    expect(await parts.quote(code, backLeg)).toEqual(err({ kind: 'NotFound' }));
    expect(await parts.cancel(code, backLeg, quoted.value.refundAmount)).toEqual(err({ kind: 'NotFound' }));
    expect(gateway.cancelled).toEqual([]);
  });
});

describe('partsOf', () => {
  const leg = (tripIndex: number, legClosed: 'notAllowed' | null, itemsClosed: 'notAllowed' | null) => ({
    tripIndex, from: 'A', to: 'B', departure: '2027-06-02T07:30:00+03:00', companyName: 'X', legClosed, itemsClosed,
    passengers: [{ index: 0, label: 'A A', cancelled: false }, { index: 1, label: 'B B', cancelled: true }, { index: 2, label: 'C C', cancelled: false }],
    vehicles: [{ index: 0, label: 'IKA1234', cancelled: false }],
  });
  const state = (whole: boolean, passengers: number[], vehicles: number[] = []): LegChoiceState => ({ whole, passengers: new Set(passengers), vehicles: new Set(vehicles) });

  it('takes a whole leg alone, ticked open items sorted, and leaves out closed, cancelled and empty choices', () => {
    const choices = [leg(0, null, null), leg(1, 'notAllowed', null), leg(2, null, 'notAllowed'), leg(3, null, null)];
    expect(partsOf(choices, new Map([
      [0, state(true, [0])],
      [1, state(true, [2, 1, 0], [0])],
      [2, state(false, [0])],
      [3, state(false, [])],
    ]))).toEqual([
      { tripIndex: 0, whole: true, passengers: [], vehicles: [] },
      { tripIndex: 1, whole: false, passengers: [0, 2], vehicles: [0] },
    ]);
  });
});
