/**
 * The assistance section's view model (issue 17) over stubbed use cases: it follows the booking the page shows, so a
 * leg or passenger cancelled on the page is no longer offered, and a passenger still offered stays chosen.
 */
import { describe, expect, it, vi } from 'vitest';
import { type AssistanceLeg, type ManageAssistance, type Reservation } from '../../src/core/booking';
import { ok } from '../../src/core/shared/result';
import { AssistanceViewModel } from '../../src/ui/screens/manage/assistance.view-model';

const leg = (trip_index: number): AssistanceLeg => ({
  trip_index, tripId: `T-${trip_index}`, from: 'Piraeus', to: 'Thira', departure: '2027-06-10T07:30:00+03:00',
  deadline: '2027-06-08T07:30:00+03:00', in_time: true, open: true, port_contact: null,
});
const trip = (cancelled: readonly boolean[], whole = false) => ({
  ...(whole ? { cancelled: true } : {}),
  passengers: cancelled.map((c, index) => ({ index, name: ['MARIA', 'NIKOS'][index], surname: 'P', ...(c ? { cancelled: true } : {}) })),
});
const tickets = (...trips: ReturnType<typeof trip>[]) => ({ order_code: 'FSABCDEF23', trips }) as unknown as Reservation;

function model(legs: ManageAssistance['legs']) {
  return new AssistanceViewModel({ assistance: { legs, request: vi.fn() }, logger: { log: vi.fn() } });
}

describe('AssistanceViewModel', () => {
  it('new tickets of the same order ask the legs again: a cancelled leg and a cancelled passenger are no longer offered', async () => {
    const legs = vi.fn().mockResolvedValue(ok([leg(0), leg(1)]));
    const vm = model(legs);
    await vm.open('FSABCDEF23', tickets(trip([false, false]), trip([false, false])), vi.fn());
    vm.chooseLeg(1);
    vm.choosePassenger(1);
    expect(vm.openLegs.map((l) => l.trip_index)).toEqual([0, 1]);

    // Nikos cancelled on the first leg: he is not offered there; the choice on the second leg stays.
    await vm.open('FSABCDEF23', tickets(trip([false, true]), trip([false, false])), vi.fn());
    expect(legs).toHaveBeenCalledTimes(2);
    expect(vm.tripIndex).toBe(1);
    expect(vm.passengerIndex).toBe(1);
    vm.chooseLeg(0);
    expect(vm.passengers.map((p) => p.name)).toEqual(['MARIA']);
    expect(vm.passengerIndex).toBe(0);

    // The second leg cancelled as a whole, and then every passenger of the first: nothing is offered.
    await vm.open('FSABCDEF23', tickets(trip([false, true]), trip([false, false], true)), vi.fn());
    expect(vm.openLegs.map((l) => l.trip_index)).toEqual([0]);
    expect(vm.cancelled(1)).toBe(true);
    await vm.open('FSABCDEF23', tickets(trip([true, true]), trip([false, false], true)), vi.fn());
    expect(vm.openLegs).toEqual([]);
  });
});
