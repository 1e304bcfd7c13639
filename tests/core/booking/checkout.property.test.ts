import fc from 'fast-check';
import { MemoryLogger } from '../../../src/adapters/logging/memory.logger';
import { seedTrip } from '../../../src/adapters/in-memory/ferry.seed';
import {
  type BookingFailure, type BookingState, type CheckoutBooking, Checkout, HoldBooking, INITIAL_BOOKING, LoadReseller, PayBooking,
  PriceBooking, priceSummary, refuse, refuseField, selectTrip, setLeader, setPaymentForm, setTraveller, startBooking,
} from '../../../src/core/booking';
import { type Result, err, ok } from '../../../src/core/shared/result';
import { travellers } from '../../support/mothers/booking.mother';
import { FIRST_DAY, aWorld } from '../../support/mothers/world.mother';

/**
 * The checkout use case over the in-memory adapters (no HTTP): the real HoldBooking and PayBooking, with faults
 * injected between them and the checkout (sold out, an expired hold, a changed price, too many holds, a refused
 * detail, a refused shipping address, a failing newsletter).
 */

const outward = seedTrip('PIR', 'JTR', FIRST_DAY, '07:30', 460);

type HoldFault = 'ok' | 'soldOut' | 'expired' | 'dearer' | 'tooMany' | 'holdLimit' | 'refusedField' | 'refusedShipping';
type PayFault = 'ok' | 'expired' | 'refused';
type NewsletterFault = 'ok' | 'refused' | 'throws';

interface Script {
  hold: HoldFault[];
  pay: PayFault[];
  newsletter: NewsletterFault;
  delivery: 'port' | 'courier';
  optIn: boolean;
  reseller: boolean;
  credit: number;
}

const failure: Record<Exclude<HoldFault, 'ok' | 'dearer'> | 'payRefused', BookingFailure> = {
  soldOut: { kind: 'NoAvailability', refusal: refuse('NoAvailability', 'sold out') },
  expired: { kind: 'HoldExpired', refusal: refuse('HoldExpired', 'expired') },
  tooMany: { kind: 'TooManyHolds', refusal: refuse('TooManyHolds', 'too many holds') },
  holdLimit: { kind: 'TooManyHolds', refusal: refuse('HoldLimit', 'too many places held') },
  refusedField: { kind: 'Rejected', refusal: refuseField('PassengerDetails', 'refused', { part: 'passenger', index: 1, name: 'surname' }) },
  refusedShipping: { kind: 'Rejected', refusal: refuseField('ShippingDetails', 'refused', { part: 'shipping', name: 'postcode' }) },
  payRefused: { kind: 'NoAvailability', refusal: refuse('OrderClosed', 'not payable') },
};

/** The traveller's booking at the end of step 3: priced, every detail filled, delivery and newsletter as scripted. */
async function ready(world: ReturnType<typeof aWorld>, script: Pick<Script, 'delivery' | 'optIn' | 'reseller'>): Promise<BookingState> {
  let s = selectTrip(startBooking(INITIAL_BOOKING, 1, travellers({ adults: 2 })), 0, outward);
  if (script.reseller) {
    const reseller = await new LoadReseller({ booking: world.booking }).execute(s, 'R-17');
    if (!reseller.ok) throw new Error('no reseller');
    s = reseller.value.state;
  }
  s.travellers.forEach((_, i) => { s = setTraveller(s, i, { name: `Maria${'AB'[i]}`, surname: 'Papadopoulou' }); });
  s = setLeader(s, { firstName: 'Maria', lastName: 'Papadopoulou', email: 'maria@example.gr', mobile: '6912345678', country: 'GR' });
  s = setPaymentForm(s, {
    checked: true, newsletter: script.optIn, receiveTicketsMethod: script.delivery,
    ...(script.delivery === 'courier' ? { name: 'Maria Papadopoulou', address: 'Ermou 1', city: 'Athens', prefecture: 'Attiki', zipCode: '105 63', telephone: '69 1234 5678' } : {}),
  });
  const priced = await new PriceBooking({ booking: world.booking, locale: world.locale }).execute(s);
  if (!priced.ok) throw new Error(`pricing failed: ${priced.error.kind}`);
  return priced.value;
}

/** A checkout whose gateways answer as the script says, counting what really happened in the in-memory world. */
async function run(script: Script) {
  const world = aWorld({ creditAvailable: script.credit });
  const logger = new MemoryLogger();
  const holds = [...script.hold];
  const pays = [...script.pay];
  const seen = { holdCalls: 0, payCalls: 0, started: [] as string[], subscribed: [] as string[] };
  const realHold = new HoldBooking({ booking: world.booking, locale: world.locale });
  const realPay = new PayBooking({ booking: world.booking, payments: world.payments });
  const checkout = new Checkout({
    hold: {
      execute: async (state): Promise<Result<BookingState, BookingFailure>> => {
        seen.holdCalls += 1;
        const fault = holds.shift() ?? 'ok';
        if (fault === 'ok' || fault === 'dearer') {
          const held = await realHold.execute(state);
          if (!held.ok || fault === 'ok' || !held.value.pricing) return held;
          // The server's price moved meanwhile: the held order answers a dearer first trip.
          const pricing = held.value.pricing;
          const trips = pricing.trips.map((t, i) => (i === 0 ? { ...t, trip_total: t.trip_total + 1000 } : t));
          return ok({ ...held.value, pricing: { ...pricing, trips, total: pricing.total + 1000 } });
        }
        return err(failure[fault]);
      },
    },
    pay: {
      execute: async (state) => {
        seen.payCalls += 1;
        const fault = pays.shift() ?? 'ok';
        if (fault === 'expired') return err(failure.expired);
        if (fault === 'refused') return err(failure.payRefused);
        const started = await realPay.execute(state);
        if (started.ok) seen.started.push(state.order!.code);
        return started;
      },
    },
    newsletter: async () => {
      if (script.newsletter === 'throws') throw new Error('account domain did not load');
      return { subscribe: async (email: string) => {
        seen.subscribed.push(email);
        return script.newsletter === 'ok' ? ok(undefined) : err({ kind: 'Unreachable' as const });
      } };
    },
    logger,
  });
  let state = await ready(world, script);
  const seenPrice = priceSummary(state)!.finalPrice;
  const booking: CheckoutBooking = { get state() { return state; }, update: (t) => { state = t(state); } };
  const result = await checkout.execute(booking);
  return { result, seen, world, seenPrice, state: () => state, logger };
}

const script: fc.Arbitrary<Script> = fc.record({
  hold: fc.array(fc.constantFrom<HoldFault>('ok', 'ok', 'soldOut', 'expired', 'expired', 'dearer', 'tooMany', 'holdLimit', 'refusedField', 'refusedShipping'), { maxLength: 3 }),
  pay: fc.array(fc.constantFrom<PayFault>('ok', 'expired', 'expired', 'refused'), { maxLength: 3 }),
  newsletter: fc.constantFrom<NewsletterFault>('ok', 'refused', 'throws'),
  delivery: fc.constantFrom<'port' | 'courier'>('port', 'courier'),
  optIn: fc.boolean(),
  reseller: fc.boolean(),
  credit: fc.constantFrom(100, 500_000),
});

const base: Script = { hold: [], pay: [], newsletter: 'ok', delivery: 'port', optIn: false, reseller: false, credit: 500_000 };

describe('Checkout (property): whatever goes wrong, one payment at the price seen, or none and a typed failure', () => {
  it('starts exactly one payment for the held order at the price the traveller saw, or stops with a failure and starts none', async () => {
    await fc.assert(fc.asyncProperty(script, async (s) => {
      const { result, seen, world, seenPrice, state } = await run(s);
      // An expired hold is held again at most once: two holds and two payment attempts at the very most.
      expect(seen.holdCalls).toBeLessThanOrEqual(2);
      expect(seen.payCalls).toBeLessThanOrEqual(2);
      if (!result.ok) {
        expect(seen.started).toEqual([]);
        expect(['NoAvailability', 'HoldExpired', 'PriceChanged', 'TooManyHolds', 'HoldLimit', 'CreditTooLow', 'Invalid', 'Shipping', 'Failed'])
          .toContain(result.error.kind);
        return;
      }
      const order = state().order!;
      expect(seen.started).toEqual([order.code]);
      expect(priceSummary(state())!.finalPrice).toBe(seenPrice);
      expect(world.booking.order(order.code)!.payment_amount).toBe(seenPrice);
      if (result.value.kind === 'Redirect') {
        expect(s.reseller).toBe(false);
        expect(result.value.form.fields).toContainEqual({ name: 'orderid', value: order.code });
      } else {
        expect(result.value.orderCode).toBe(order.code);
        expect(world.booking.order(order.code)).toMatchObject({ paid: true, paymentMethod: 'credit_limit' });
      }
    }), { numRuns: 150 });
  });

  it('a failing newsletter never changes the outcome', async () => {
    await fc.assert(fc.asyncProperty(script, async (s) => {
      const outcome = (r: Awaited<ReturnType<typeof run>>['result']) => (r.ok ? r.value.kind : r.error.kind);
      const failing = await run({ ...s, optIn: true });
      const working = await run({ ...s, optIn: true, newsletter: 'ok' });
      expect(outcome(failing.result)).toBe(outcome(working.result));
      expect(failing.seen.started.length).toBe(working.seen.started.length);
    }), { numRuns: 60 });
  });
});

describe('Checkout', () => {
  it('pays on the hosted card page, holding once', async () => {
    const { result, seen } = await run(base);
    expect(result).toMatchObject({ ok: true, value: { kind: 'Redirect' } });
    expect(seen).toMatchObject({ holdCalls: 1, payCalls: 1 });
  });

  it('recovers once from a hold that ran out when holding, and not twice', async () => {
    const once = await run({ ...base, hold: ['expired'] });
    expect(once.result).toMatchObject({ ok: true, value: { kind: 'Redirect' } });
    expect(once.seen.holdCalls).toBe(2);
    const twice = await run({ ...base, hold: ['expired', 'expired', 'ok'] });
    expect(twice.result).toEqual({ ok: false, error: { kind: 'HoldExpired' } });
    expect(twice.seen).toMatchObject({ holdCalls: 2, started: [] });
  });

  it('recovers from a hold that ran out when paying: the order is held again and that one is paid', async () => {
    const { result, seen, state } = await run({ ...base, pay: ['expired'] });
    expect(result.ok).toBe(true);
    expect(seen).toMatchObject({ holdCalls: 2, payCalls: 2 });
    expect(seen.started).toEqual([state().order!.code]);
    expect(state().order!.code).toBe('MEM000002');
  });

  it('stops on a changed price with the new total and starts no payment; Pay again goes on at that price', async () => {
    const { result, seen, seenPrice, state } = await run({ ...base, hold: ['dearer'] });
    expect(result).toEqual({ ok: false, error: { kind: 'PriceChanged', total: seenPrice + 1000 } });
    expect(seen.payCalls).toBe(0);
    expect(state().order).toMatchObject({ code: 'MEM000001', recorded: true });
    expect(priceSummary(state())!.finalPrice).toBe(seenPrice + 1000);
  });

  it('sold out, too many holds, a refused detail: typed failures, nothing paid', async () => {
    expect((await run({ ...base, hold: ['soldOut'] })).result).toEqual({ ok: false, error: { kind: 'NoAvailability' } });
    expect((await run({ ...base, hold: ['tooMany'] })).result).toEqual({ ok: false, error: { kind: 'TooManyHolds' } });
    expect((await run({ ...base, hold: ['holdLimit'] })).result).toEqual({ ok: false, error: { kind: 'HoldLimit' } });
    expect((await run({ ...base, hold: ['refusedField'] })).result)
      .toEqual({ ok: false, error: { kind: 'Invalid', reason: 'passengerDetails', field: 'traveller.1.surname' } });
    expect((await run({ ...base, pay: ['refused'] })).result).toEqual({ ok: false, error: { kind: 'Failed' } });
  });

  it('a reseller pays from credit; credit too low says so', async () => {
    const paid = await run({ ...base, reseller: true });
    expect(paid.result).toEqual({ ok: true, value: { kind: 'Paid', orderCode: paid.state().order!.code } });
    expect((await run({ ...base, reseller: true, credit: 100 })).result).toEqual({ ok: false, error: { kind: 'CreditTooLow' } });
  });

  it('tickets by courier: the shipping address goes with the details; a refused one shows on its field', async () => {
    // The in-memory booking, as the server, refuses courier delivery without a shipping address (SHIPPING_REQUIRED).
    const sent = await run({ ...base, delivery: 'courier' });
    expect(sent.result).toMatchObject({ ok: true, value: { kind: 'Redirect' } });
    const refused = await run({ ...base, delivery: 'courier', hold: ['refusedShipping'] });
    expect(refused.result).toEqual({ ok: false, error: { kind: 'Shipping', field: 'leader.zipcode' } });
    expect(refused.seen.payCalls).toBe(0);
  });

  it('subscribes the newsletter when asked, and pays even when the subscription fails', async () => {
    const subscribed = await run({ ...base, optIn: true });
    expect(subscribed.seen.subscribed).toEqual(['maria@example.gr']);
    const failing = await run({ ...base, optIn: true, newsletter: 'throws' });
    expect(failing.result.ok).toBe(true);
    expect(failing.logger.entries.some((e) => e.level === 'warn' && /newsletter/.test(e.message))).toBe(true);
    expect((await run({ ...base, optIn: false })).seen.subscribed).toEqual([]);
  });
});
