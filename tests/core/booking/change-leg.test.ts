import { describe, expect, it } from 'vitest';
import { type InMemoryChangePolicy, InMemoryChangeGateway } from '../../../src/adapters/in-memory/change.in-memory-gateway';
import { InMemoryPartCancelGateway } from '../../../src/adapters/in-memory/part-cancel.in-memory-gateway';
import { ChangeLeg, type ChangeGateway, type ChangeRequest, changeDateProblem, changeSettled, differenceKind } from '../../../src/core/booking';
import { err, ok } from '../../../src/core/shared/result';
import { paidBookingWorld } from '../../ui/support/paid-booking-world';

/** "Change date or sailing" (issue 17): the core's ChangeLeg over the in-memory change gateway (the server's rules). */
describe('ChangeLeg', () => {
  async function setup(policy?: InMemoryChangePolicy) {
    const paid = paidBookingWorld();
    const code = await paid.issuedBooking();
    const { world } = paid;
    const gateway = new InMemoryChangeGateway({
      orders: world.booking, trip: (id) => world.search.trip(id), sailings: world.trips, ...(policy ? { policy: () => policy } : {}),
    });
    return { world, code, gateway, use: new ChangeLeg({ changes: gateway }) };
  }

  it('lists the same route and company\'s sailings of a day with the difference (fee inside 48 hours), and changes after the payment', async () => {
    const { world, code, gateway, use } = await setup();
    const options = await use.options(code.toLowerCase(), 0, '2027-06-04');
    if (!options.ok) throw new Error(options.error.kind);
    expect(options.value).toMatchObject({ allowed: true, blocked: null, fee: 1000, freeUntilHours: 48, closesHoursBefore: 3 });
    expect(options.value.sailings.map((s) => s.tripId)).toEqual(['AEG-PIR-JTR-20270604-0730']);
    const [sailing] = options.value.sailings;
    expect(sailing).toMatchObject({ available: true, difference: 1000 });
    expect(differenceKind(sailing!.difference!)).toBe('pay');

    const started = await use.start(options.value, sailing!.tripId);
    if (!started.ok) throw new Error(started.error.kind);
    expect(started.value).toMatchObject({ status: 'held', difference: 1000, fee: 1000 });
    expect(started.value.payment?.fields).toEqual([{ name: 'change', value: started.value.changeCode }]);
    // One change at a time: the leg is blocked while this one waits for its payment.
    expect((await use.options(code, 1, '2027-06-07')).ok && (await use.options(code, 1, '2027-06-07'))).toMatchObject({ value: { allowed: false, blocked: 'ChangeInProgress', sailings: [] } });

    gateway.pay(started.value.changeCode, true);
    const done = await use.status(code, started.value.changeCode);
    if (!done.ok) throw new Error(done.error.kind);
    expect(changeSettled(done.value.status)).toBe(true);
    expect(done.value.status).toBe('done');
    expect(done.value.reservation?.trips[0]?.departureDatetime).toBe('2027-06-04T07:30:00+03:00');
    expect(world.booking.openOrder(code)?.reservation?.trips[0]?.tripId).toBe('AEG-PIR-JTR-20270604-0730');
  });

  it('a cancelled payment fails the change and leaves the booking as it was', async () => {
    const { world, code, gateway, use } = await setup();
    const options = await use.options(code, 0, '2027-06-04');
    if (!options.ok) throw new Error(options.error.kind);
    const started = await use.start(options.value, options.value.sailings[0]!.tripId);
    if (!started.ok) throw new Error(started.error.kind);
    expect(await use.lastChange(code)).toMatchObject({ ok: true, value: { changeCode: started.value.changeCode, status: 'held' } });
    // Back from the payment page without paying: the same change's form again, while it waits; none once it failed.
    const again = await use.paymentAgain(code, started.value.changeCode.toLowerCase());
    expect(again).toMatchObject({ ok: true, value: { changeCode: started.value.changeCode, status: 'held', payment: started.value.payment } });
    gateway.pay(started.value.changeCode, false);
    expect(await use.status(code)).toMatchObject({ ok: true, value: { status: 'failed', failure: 'payment_cancelled' } });
    const after = await use.paymentAgain(code, started.value.changeCode);
    expect(after).toMatchObject({ ok: true, value: { status: 'failed' } });
    expect(after.ok && after.value.payment).toBeFalsy();
    expect(world.booking.openOrder(code)?.reservation?.trips[0]?.tripId).toBe('AEG-PIR-JTR-20270602-0730');
  });

  it('a booking that has had no change has no last change (not a refusal), and the day is checked before any call', async () => {
    const { code, use } = await setup();
    expect(await use.lastChange(code)).toEqual(ok(null));
    expect(await use.lastChange('FSNOSUCH99')).toEqual(ok(null));
    expect(changeDateProblem(' ', '2027-06-01')).toBe('required');
    expect(changeDateProblem('2027-02-30', '2027-06-01')).toBe('invalid');
    expect(changeDateProblem('2027-05-31', '2027-06-01')).toBe('past');
    expect(changeDateProblem('2027-06-01', '2027-06-01')).toBeUndefined();
  });

  it('a free change is done at once, and the company\'s policy says why a leg cannot be changed', async () => {
    const free = await setup({ allowed: true, feeCents: 0, freeUntilHours: 0, closesHoursBefore: 3 });
    const options = await free.use.options(free.code, 0, '2027-06-05');
    if (!options.ok) throw new Error(options.error.kind);
    const started = await free.use.start(options.value, options.value.sailings[0]!.tripId);
    expect(started).toMatchObject({ ok: true, value: { status: 'done', difference: 0, reservation: { trips: [{ tripId: 'AEG-PIR-JTR-20270605-0730' }, {}] } } });
    expect(differenceKind(0)).toBe('free');
    expect(differenceKind(-250)).toBe('refund');

    const forbids = await setup({ allowed: false, feeCents: 0, freeUntilHours: 0, closesHoursBefore: 0 });
    const no = await forbids.use.options(forbids.code, 0, '2027-06-05');
    expect(no).toMatchObject({ ok: true, value: { allowed: false, blocked: 'NotAllowed', sailings: [] } });
    if (no.ok) expect(await forbids.use.start(no.value, 'AEG-PIR-JTR-20270605-0730')).toEqual(err({ kind: 'NotAllowed' }));

    // The outward leg leaves in 19.5 hours: a company that closes changes 24 hours before says it is too late.
    const late = await setup({ allowed: true, feeCents: 500, freeUntilHours: 0, closesHoursBefore: 24 });
    expect(await late.use.options(late.code, 0, '2027-06-05')).toMatchObject({ ok: true, value: { allowed: false, blocked: 'TooLate' } });
    expect(await late.use.options(late.code, 1, '2027-06-08')).toMatchObject({ ok: true, value: { allowed: true, fee: 500 } });
  });

  it('a leg with a cancelled passenger changes what is left of its party, for what that party paid; a cancelled leg is NotIssued; the other leg still changes', async () => {
    const { world, code, gateway, use } = await setup();
    const parts = new InMemoryPartCancelGateway(world.booking);
    const cancel = async (part: { tripIndex: number; whole: boolean; passengers: number[]; vehicles: number[] }) => {
      const quote = await parts.quote(code, [part]);
      if (!quote.ok) throw new Error(quote.error.kind);
      expect(await parts.cancel(code, [part], quote.value.refundAmount)).toMatchObject({ ok: true, value: { wholeOrder: false } });
    };
    const before = world.booking.openOrder(code)!.reservation!.trips[0]!;
    const whole = await use.options(code, 0, '2027-06-04');
    await cancel({ tripIndex: 0, whole: false, passengers: [1], vehicles: [] });
    const outward = await use.options(code, 0, '2027-06-04');
    if (!outward.ok || !whole.ok) throw new Error('no options');
    // What passenger 1 paid for the leg is the old total now, and the new fare is of passenger 1 alone.
    expect(outward.value).toMatchObject({ allowed: true, blocked: null, oldTotal: before.trip_total - before.passengers[1]!.price });
    const sailing = outward.value.sailings[0]!;
    expect(sailing.newTotal).toBeLessThan(whole.value.sailings[0]!.newTotal!);
    expect(sailing.difference).toBe(sailing.newTotal! - outward.value.oldTotal + outward.value.fee);
    const started = await use.start(outward.value, sailing.tripId);
    if (!started.ok) throw new Error(started.error.kind);
    gateway.pay(started.value.changeCode, true);
    const leg = world.booking.openOrder(code)!.reservation!.trips[0]!;
    expect(leg).toMatchObject({ tripId: 'AEG-PIR-JTR-20270604-0730', trip_total: sailing.newTotal });
    expect(leg.passengers.map((p) => p.index)).toEqual([0]);

    // The return leg, nothing of it cancelled, may be changed; its car cancelled, it still may; once it is gone, not.
    expect(await use.options(code, 1, '2027-06-07')).toMatchObject({ ok: true, value: { allowed: true, blocked: null } });
    await cancel({ tripIndex: 1, whole: false, passengers: [], vehicles: [0] });
    expect(await use.options(code, 1, '2027-06-07')).toMatchObject({ ok: true, value: { allowed: true, blocked: null } });
    await cancel({ tripIndex: 1, whole: true, passengers: [], vehicles: [] });
    expect(await use.options(code, 1, '2027-06-07')).toMatchObject({ ok: true, value: { allowed: false, blocked: 'NotIssued' } });
  });

  it('checks the input before any call and changes only to a sailing shown, at the difference shown', async () => {
    const sent: ChangeRequest[] = [];
    const port: ChangeGateway = {
      options: async () => err({ kind: 'Failed' }),
      start: async (request) => { sent.push(request); return err({ kind: 'QuoteChanged' }); },
      status: async () => err({ kind: 'Failed' }),
      paymentAgain: async () => err({ kind: 'Failed' }),
    };
    const use = new ChangeLeg({ changes: port });
    expect(await use.paymentAgain('FSABCDEF12', 'FSABCDEF12')).toEqual(err({ kind: 'NotFound' }));
    expect(await use.paymentAgain('<b>', 'FSABCDEF12XAB12')).toEqual(err({ kind: 'NotFound' }));
    expect(await use.options('<script>', 0, '2027-06-04')).toEqual(err({ kind: 'NotFound' }));
    expect(await use.options('FSABCDEF12', 12, '2027-06-04')).toEqual(err({ kind: 'NotFound' }));
    expect(await use.options('FSABCDEF12', 0, '2027-02-30')).toEqual(err({ kind: 'Invalid', field: 'date' }));
    expect(await use.status('FSABCDEF12', 'nope')).toEqual(err({ kind: 'NotFound' }));
    const shown = {
      orderCode: 'FSABCDEF12', tripIndex: 1, date: '2027-06-04', allowed: true, blocked: null, from: 'Piraeus', to: 'Thira', oldTripId: 'A',
      oldDeparture: '2027-06-02T07:30:00+03:00', oldTotal: 9000, fee: 0, freeUntilHours: 0, closesHoursBefore: 3,
      sailings: [
        { tripId: 'B', companyName: 'X', vesselName: 'Y', departure: '', arrival: '', newTotal: 8000, difference: -1000, available: true },
        { tripId: 'C', companyName: 'X', vesselName: 'Y', departure: '', arrival: '', newTotal: null, difference: null, available: false },
      ],
    };
    expect(await use.start(shown, 'Z')).toEqual(err({ kind: 'Invalid', field: 'sailing' }));
    expect(await use.start(shown, 'C')).toEqual(err({ kind: 'NoAvailability' }));
    expect(await use.start({ ...shown, allowed: false, blocked: 'NotCard' }, 'B')).toEqual(err({ kind: 'NotCard' }));
    expect(sent).toEqual([]);
    await use.start(shown, 'B', 'FSABCDEF12X0001');
    await use.start(shown, 'B', 'bad');
    expect(sent).toEqual([
      { orderCode: 'FSABCDEF12', tripIndex: 1, tripId: 'B', expectedDifference: -1000, after: 'FSABCDEF12X0001' },
      { orderCode: 'FSABCDEF12', tripIndex: 1, tripId: 'B', expectedDifference: -1000 },
    ]);
  });
});
