/**
 * The "Change date or sailing" view model (issue 17) over stubbed use cases: a difference that changed while the
 * traveller read is never charged at the old amount (the day is shown again, new, with the error); a new attempt after
 * a failed change names it (so it is not a replay of that one); a change followed back from the payment page is looked
 * at until it is settled, and its new tickets go to the page.
 */
import { describe, expect, it, vi } from 'vitest';
import { type ChangeLeg, type ChangeOptions, type LegChange, type Reservation } from '../../src/core/booking';
import { fixedClock } from '../../src/core/shared/clock.port';
import { err, ok } from '../../src/core/shared/result';
import { ChangeViewModel } from '../../src/ui/screens/manage/change.view-model';
import { CHANGE_FAILURE_MESSAGES, offersCheckAgain } from '../../src/ui/shared/failure-messages';

const options = (difference: number, date = '2027-06-02'): ChangeOptions => ({
  orderCode: 'FSABCDEF23', tripIndex: 0, date, allowed: true, blocked: null, from: 'Piraeus', to: 'Naxos', oldTripId: 'OLD',
  oldDeparture: '2027-06-02T07:30:00+03:00', oldTotal: 5300, fee: 0, freeUntilHours: 48, closesHoursBefore: 3,
  sailings: [{ tripId: 'NEW', companyName: 'ASL', vesselName: 'Star', departure: `${date}T17:00:00+03:00`, arrival: `${date}T21:00:00+03:00`, newTotal: 5300 + difference, difference, available: true }],
});
const reservation = { order_code: 'FSABCDEF23', trips: [{ departureDatetime: '2027-06-02T07:30:00+03:00' }] } as unknown as Reservation;
const change = (status: LegChange['status'], extra: Partial<LegChange> = {}): LegChange => ({
  orderCode: 'FSABCDEF23', changeCode: 'FSABCDEF23XAB12', tripIndex: 0, status, difference: 180, fee: 0, newTripId: 'NEW', refundAmount: 0, failure: null, ...extra,
});

function model(use: Pick<ChangeLeg, 'options' | 'start' | 'status'> & Partial<Pick<ChangeLeg, 'lastChange' | 'paymentAgain'>>) {
  const redirect = { submit: vi.fn().mockResolvedValue(undefined) };
  const change = { lastChange: vi.fn().mockResolvedValue(ok(null)), paymentAgain: vi.fn().mockResolvedValue(err({ kind: 'Failed' })), ...use };
  const vm = new ChangeViewModel({ change, redirect, clock: fixedClock('2027-06-01T09:00:00.000Z'), logger: { log: vi.fn() }, wait: async () => undefined });
  return { vm, redirect };
}

/** The section opened on a booking whose leg offers sailing NEW at 1.80 more, that sailing chosen and confirmed once. */
async function confirmedOnce(use: Pick<ChangeLeg, 'start' | 'status' | 'lastChange'>) {
  const made = model({ options: vi.fn().mockResolvedValue(ok(options(180))), ...use });
  await made.vm.open('FSABCDEF23', reservation, vi.fn());
  made.vm.edit(0);
  await made.vm.showDay();
  made.vm.choose('NEW');
  await made.vm.confirm();
  return made;
}

describe('ChangeViewModel', () => {
  it('on QuoteChanged shows the day again with the new difference, says so, and charges nothing', async () => {
    const optionsOf = vi.fn().mockResolvedValueOnce(ok(options(180))).mockResolvedValueOnce(ok(options(180, '2027-06-03'))).mockResolvedValueOnce(ok(options(250, '2027-06-03')));
    const start = vi.fn().mockResolvedValue(err({ kind: 'QuoteChanged' }));
    const { vm, redirect } = model({ options: optionsOf, start, status: vi.fn() });
    await vm.open('FSABCDEF23', reservation, vi.fn());
    vm.edit(0);
    vm.setDate('2027-06-03');
    await vm.showDay();
    vm.choose('NEW');
    await vm.confirm();
    expect(start).toHaveBeenCalledWith(expect.objectContaining({ sailings: [expect.objectContaining({ difference: 180 })] }), 'NEW', undefined);
    expect(vm.error).toBe('QuoteChanged');
    expect(vm.sailing?.difference).toBe(250);
    expect(redirect.submit).not.toHaveBeenCalled();
  });

  it('a past day is refused on its field before any call', async () => {
    const optionsOf = vi.fn().mockResolvedValue(ok(options(180)));
    const { vm } = model({ options: optionsOf, start: vi.fn(), status: vi.fn() });
    await vm.open('FSABCDEF23', reservation, vi.fn());
    vm.edit(0);
    vm.setDate('2027-05-31');
    await vm.showDay();
    expect(vm.dateProblem).toBe('past');
    expect(vm.focusRequest).toBe(1);
    expect(optionsOf).toHaveBeenCalledTimes(1);
  });

  it('follows a change back from the payment page until it is done, hands over the new tickets, and names it in the next attempt', async () => {
    const newTickets = { ...reservation, reservationNumber: 'R2' } as Reservation;
    const status = vi.fn().mockResolvedValueOnce(ok(change('paid'))).mockResolvedValueOnce(ok(change('confirmed')))
      .mockResolvedValueOnce(ok(change('done', { reservation: newTickets })));
    const start = vi.fn().mockResolvedValue(ok(change('held', { changeCode: 'FSABCDEF23XCD34', payment: { url: 'https://pay', method: 'POST', fields: [] } })));
    const onTickets = vi.fn();
    const { vm, redirect } = model({ options: vi.fn().mockResolvedValue(ok(options(180))), start, status });
    await vm.open('FSABCDEF23', reservation, onTickets);
    await vm.follow('FSABCDEF23XAB12');
    expect(status).toHaveBeenCalledTimes(3);
    expect(vm.change?.status).toBe('done');
    expect(vm.following).toBe(false);
    expect(onTickets).toHaveBeenCalledWith(newTickets);

    vm.edit(0);
    await vm.showDay();
    vm.choose('NEW');
    await vm.confirm();
    expect(start).toHaveBeenCalledWith(expect.anything(), 'NEW', 'FSABCDEF23XAB12');
    expect(redirect.submit).toHaveBeenCalledWith({ url: 'https://pay', method: 'POST', fields: [] });
  });

  it('a change left waiting for its payment (the traveller came back without paying) is shown and followed', async () => {
    const blocked = { ...options(180), allowed: false, blocked: 'ChangeInProgress' as const, sailings: [] };
    const status = vi.fn().mockResolvedValue(ok(change('held')));
    const { vm } = model({ options: vi.fn().mockResolvedValue(ok(blocked)), start: vi.fn(), status });
    await vm.open('FSABCDEF23', reservation, vi.fn());
    expect(status).toHaveBeenNthCalledWith(1, 'FSABCDEF23');
    expect(vm.change?.status).toBe('held');
    expect(vm.following).toBe(false);
  });

  it('a payment cancelled on the hosted page is said, and the tickets stay as they were', async () => {
    const onTickets = vi.fn();
    const { vm } = model({ options: vi.fn().mockResolvedValue(ok(options(180))), start: vi.fn(), status: vi.fn().mockResolvedValue(ok(change('failed', { failure: 'payment_cancelled' }))) });
    await vm.open('FSABCDEF23', reservation, onTickets);
    await vm.follow('FSABCDEF23XAB12');
    expect(vm.change).toMatchObject({ status: 'failed', failure: 'payment_cancelled' });
    expect(onTickets).not.toHaveBeenCalled();
  });

  it('after a reload that forgot a failed change, the same sailing again names that change (a new key, not its replay)', async () => {
    const start = vi.fn().mockResolvedValue(ok(change('held', { changeCode: 'FSABCDEF23XCD34', payment: { url: 'https://pay', method: 'POST', fields: [] } })));
    const lastChange = vi.fn().mockResolvedValue(ok(change('failed', { failure: 'payment_cancelled' })));
    const { redirect } = await confirmedOnce({ start, status: vi.fn(), lastChange });
    expect(lastChange).toHaveBeenCalledWith('FSABCDEF23');
    expect(start).toHaveBeenCalledWith(expect.anything(), 'NEW', 'FSABCDEF23XAB12');
    expect(redirect.submit).toHaveBeenCalledTimes(1);
  });

  it('a change still under way when the traveller confirms another is followed, and nothing new is started', async () => {
    const start = vi.fn();
    const status = vi.fn().mockResolvedValue(ok(change('held')));
    const { vm, redirect } = await confirmedOnce({ start, status, lastChange: vi.fn().mockResolvedValue(ok(change('held'))) });
    expect(start).not.toHaveBeenCalled();
    expect(redirect.submit).not.toHaveBeenCalled();
    expect(vm.change?.status).toBe('held');
    expect(vm.starting).toBe(false);
  });

  it('when the booking\'s last change cannot be read, nothing is started and the failure is said', async () => {
    const start = vi.fn();
    const { vm } = await confirmedOnce({ start, status: vi.fn(), lastChange: vi.fn().mockResolvedValue(err({ kind: 'Unavailable' })) });
    expect(start).not.toHaveBeenCalled();
    expect(vm.error).toBe('Unavailable');
    expect(vm.starting).toBe(false);
  });

  it('a change the company is slow to confirm is said to be slow once the page stops looking, and "Check again" only reads it', async () => {
    const newTickets = { ...reservation, reservationNumber: 'R2' } as Reservation;
    const start = vi.fn();
    const status = vi.fn().mockResolvedValue(ok(change('confirmed')));
    const onTickets = vi.fn();
    const { vm } = model({ options: vi.fn().mockResolvedValue(ok(options(180))), start, status });
    await vm.open('FSABCDEF23', reservation, onTickets);
    await vm.follow('FSABCDEF23XAB12');
    expect(vm.change?.status).toBe('confirmed');
    expect(vm.following).toBe(false);
    expect(vm.slow).toBe(true);

    status.mockResolvedValue(ok(change('done', { reservation: newTickets })));
    await vm.lookAgain();
    expect(vm.slow).toBe(false);
    expect(vm.change?.status).toBe('done');
    expect(onTickets).toHaveBeenCalledWith(newTickets);
    expect(start).not.toHaveBeenCalled();
  });

  it('"Continue to payment": a change found waiting for its difference gets the same payment\'s form again and posts it; nothing new is started', async () => {
    const form = { url: 'https://pay.example/hosted', method: 'POST' as const, fields: [{ name: 'orderid', value: 'FSABCDEF23XAB12-PABCD' }] };
    const blocked = { ...options(180), allowed: false, blocked: 'ChangeInProgress' as const, sailings: [] };
    const paymentAgain = vi.fn().mockResolvedValue(ok(change('held', { payment: form })));
    const start = vi.fn();
    const { vm, redirect } = model({ options: vi.fn().mockResolvedValue(ok(blocked)), start, status: vi.fn().mockResolvedValue(ok(change('held'))), paymentAgain });
    await vm.open('FSABCDEF23', reservation, vi.fn());
    expect(vm.change?.status).toBe('held');
    expect(vm.canContinuePayment).toBe(true);
    await vm.continuePayment();
    expect(paymentAgain).toHaveBeenCalledWith('FSABCDEF23', 'FSABCDEF23XAB12');
    expect(redirect.submit).toHaveBeenCalledWith(form);
    // The hosted page takes over: the button stays busy, and a second press asks nothing.
    expect(vm.continuing).toBe(true);
    await vm.continuePayment();
    expect(paymentAgain).toHaveBeenCalledTimes(1);
    expect(start).not.toHaveBeenCalled();
  });

  it('"Continue to payment" on a change paid meanwhile shows it done with its tickets (no form posted); a refusal is said', async () => {
    const newTickets = { order_code: 'FSABCDEF23', trips: [] } as unknown as Reservation;
    const blocked = { ...options(180), allowed: false, blocked: 'ChangeInProgress' as const, sailings: [] };
    const paymentAgain = vi.fn().mockResolvedValueOnce(ok(change('done', { reservation: newTickets })));
    const onTickets = vi.fn();
    const { vm, redirect } = model({ options: vi.fn().mockResolvedValue(ok(blocked)), start: vi.fn(), status: vi.fn().mockResolvedValue(ok(change('held'))), paymentAgain });
    await vm.open('FSABCDEF23', reservation, onTickets);
    await vm.continuePayment();
    expect(redirect.submit).not.toHaveBeenCalled();
    expect(vm.change?.status).toBe('done');
    expect(vm.canContinuePayment).toBe(false);
    expect(vm.continuing).toBe(false);
    expect(onTickets).toHaveBeenCalledWith(newTickets);

    const refused = model({ options: vi.fn().mockResolvedValue(ok(blocked)), start: vi.fn(), status: vi.fn().mockResolvedValue(ok(change('held'))),
      paymentAgain: vi.fn().mockResolvedValue(err({ kind: 'Unavailable' })) });
    await refused.vm.open('FSABCDEF23', reservation, vi.fn());
    await refused.vm.continuePayment();
    expect(refused.vm.error).toBe('Unavailable');
    expect(refused.vm.continuing).toBe(false);
    expect(refused.vm.canContinuePayment).toBe(true);
    expect(refused.redirect.submit).not.toHaveBeenCalled();
  });

  it('a new booking of the same order (a part cancelled on the page) asks every leg again, and closes the form of a leg no longer offered', async () => {
    const partly = { ...options(180), allowed: false, blocked: 'TooLate' as const, sailings: [] };
    const optionsOf = vi.fn().mockResolvedValueOnce(ok(options(180))).mockResolvedValueOnce(ok(partly));
    const { vm } = model({ options: optionsOf, start: vi.fn(), status: vi.fn() });
    await vm.open('FSABCDEF23', reservation, vi.fn());
    vm.edit(0);
    expect(vm.editing).toBe(0);
    await vm.open('FSABCDEF23', reservation, vi.fn());
    expect(optionsOf).toHaveBeenCalledTimes(1);

    await vm.open('FSABCDEF23', { ...reservation }, vi.fn());
    expect(optionsOf).toHaveBeenCalledTimes(2);
    expect(vm.legs[0]?.options).toMatchObject({ allowed: false, blocked: 'TooLate' });
    expect(vm.editing).toBeNull();
    expect(vm.status).toBe('ready');
  });

  it('a start refused while a part\'s cancellation is still with its company says so, and a new booking (Check again) clears it', async () => {
    const start = vi.fn().mockResolvedValue(err({ kind: 'CancelInProgress' }));
    const { vm, redirect } = await confirmedOnce({ start, status: vi.fn(), lastChange: vi.fn().mockResolvedValue(ok(null)) });
    expect(vm.error).toBe('CancelInProgress');
    expect(CHANGE_FAILURE_MESSAGES[vm.error!]).toBe('manage.change.error.CancelInProgress');
    expect(offersCheckAgain(vm.error!)).toBe(true);
    expect(redirect.submit).not.toHaveBeenCalled();
    await vm.open('FSABCDEF23', { ...reservation }, vi.fn());
    expect(vm.error).toBeUndefined();
  });
});
