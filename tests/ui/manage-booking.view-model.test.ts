/**
 * The manage-booking view model (issue 17) over stubbed use cases: a refund that changed while the traveller read is
 * never cancelled for the old amount: the page says so and shows the server's new quote; a failure changes nothing.
 */
import { describe, expect, it, vi } from 'vitest';
import { type ManageBooking, type ManagedBooking, type Reservation } from '../../src/core/booking';
import { err, ok } from '../../src/core/shared/result';
import { ManageBookingViewModel } from '../../src/ui/screens/manage/manage.view-model';
import { MANAGE_CANCEL_FAILURE_MESSAGES, offersCheckAgain } from '../../src/ui/shared/failure-messages';

const booking = (refund: number): ManagedBooking => ({
  order_code: 'FSABCDEF23', order_status: 'success', refund_amount: null, reservation: null,
  cancel: { allowed: true, reason: null, refund_amount: refund, trips: [] },
});

function model(manage: Pick<ManageBooking, 'load' | 'cancel'>) {
  return new ManageBookingViewModel({ find: { execute: vi.fn(), fromLink: vi.fn() }, manage, logger: { log: vi.fn() } });
}

describe('ManageBookingViewModel', () => {
  it('on QuoteChanged says so and shows the new quote, with nothing cancelled', async () => {
    const load = vi.fn().mockResolvedValueOnce(ok(booking(9_800))).mockResolvedValueOnce(ok(booking(7_300)));
    const cancel = vi.fn().mockResolvedValue(err({ kind: 'QuoteChanged' }));
    const vm = model({ load, cancel });
    await vm.load('fsabcdef23');
    expect(vm.booking?.cancel.refund_amount).toBe(9_800);
    vm.askCancel();
    expect(vm.confirming).toBe(true);
    await vm.confirmCancel();
    expect(cancel).toHaveBeenCalledWith(expect.objectContaining({ order_code: 'FSABCDEF23', cancel: expect.objectContaining({ refund_amount: 9_800 }) }));
    expect(vm.cancelError).toBe('QuoteChanged');
    expect(vm.cancelled).toBeUndefined();
    expect(vm.confirming).toBe(false);
    expect(vm.booking?.cancel.refund_amount).toBe(7_300);
  });

  it('a failure keeps the booking on the page and says nothing changed; a double click sends one request', async () => {
    let release: (value: unknown) => void = () => undefined;
    const cancel = vi.fn().mockImplementation(() => new Promise((resolve) => { release = resolve; }));
    const vm = model({ load: vi.fn().mockResolvedValue(ok(booking(5_000))), cancel });
    await vm.load('FSABCDEF23');
    vm.askCancel();
    const first = vm.confirmCancel();
    const second = vm.confirmCancel();
    release(err({ kind: 'Failed', refusal: { kind: 'Busy', detail: 'x' } }));
    await Promise.all([first, second]);
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(vm.cancelError).toBe('Failed');
    expect(vm.status).toBe('ready');
    expect(vm.booking?.cancel.refund_amount).toBe(5_000);
  });

  it('a section\'s action ends with the booking as the server now has it (the one copy every section follows)', async () => {
    const tickets = (n: string) => ({ order_code: 'FSABCDEF23', reservationNumber: n, trips: [] }) as unknown as Reservation;
    const changed: ManagedBooking = { ...booking(4_000), reservation: tickets('R2') };
    const load = vi.fn().mockResolvedValueOnce(ok({ ...booking(5_000), reservation: tickets('R1') })).mockResolvedValueOnce(ok(changed))
      .mockRejectedValueOnce(new Error('offline'));
    const vm = model({ load, cancel: vi.fn() });
    await vm.load('FSABCDEF23');
    // A leg's change done: the whole booking again (its new quote too), not only the change's tickets.
    await vm.changed(tickets('R2'));
    expect(load).toHaveBeenCalledTimes(2);
    expect(vm.booking).toEqual(changed);
    expect(vm.status).toBe('ready');
    // The shop cannot be reached: the change's own tickets are shown, the rest stays.
    await vm.changed(tickets('R3'));
    expect(vm.booking?.reservation?.reservationNumber).toBe('R3');
    expect(vm.booking?.cancel.refund_amount).toBe(4_000);
  });

  it('a cancellation refused because a change is under way says so (not "no longer cancellable"), and "Check again" shows the booking anew', async () => {
    const load = vi.fn().mockResolvedValue(ok(booking(5_000)));
    const cancel = vi.fn().mockResolvedValue(err({ kind: 'ChangeInProgress' }));
    const vm = model({ load, cancel });
    await vm.load('FSABCDEF23');
    vm.askCancel();
    await vm.confirmCancel();
    expect(vm.cancelError).toBe('ChangeInProgress');
    expect(MANAGE_CANCEL_FAILURE_MESSAGES[vm.cancelError!]).toBe('manage.cancel.error.ChangeInProgress');
    expect(offersCheckAgain(vm.cancelError!)).toBe(true);
    expect(offersCheckAgain('NotCancellable')).toBe(false);
    const loads = load.mock.calls.length;
    expect(await vm.refresh()).toBe(true);
    expect(load).toHaveBeenCalledTimes(loads + 1);
    expect(vm.cancelError).toBeUndefined();
    expect(vm.status).toBe('ready');
  });
});
