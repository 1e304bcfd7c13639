/**
 * Issue 17, offline: the screens' view models over the core's TicketWallet and the in-memory store. The success page
 * saves the booking it shows (whose it is) and shows the saved copy when the shop cannot be reached; the manage page
 * shows the saved copy offline, and the copy follows every booking it shows online (loaded, assistance asked, cancelled:
 * then kept marked cancelled, with no valid ticket); My trips saves the account's upcoming tickets;
 * My tickets lists what the device keeps and when it last synchronised.
 */
import { describe, expect, it, vi } from 'vitest';
import { InMemoryTicketWalletStore, InMemoryWalletHint } from '../../src/adapters/in-memory/ticket-wallet.in-memory';
import { type ManagedBooking, type Order, type Reservation, reservationTickets } from '../../src/core/booking';
import { err, ok } from '../../src/core/shared/result';
import { TicketWallet, type TicketOwner } from '../../src/core/wallet';
import { MyTripsViewModel } from '../../src/ui/screens/account/my-trips.view-model';
import { ManageBookingViewModel } from '../../src/ui/screens/manage/manage.view-model';
import { SuccessViewModel } from '../../src/ui/screens/success/success.view-model';
import { SavedTicketsViewModel } from '../../src/ui/screens/tickets/saved-tickets.view-model';
import { type BookingStore } from '../../src/ui/shared/booking/booking-store';
import { issuedReservation } from '../support/mothers/reservation.mother';

const NOW = '2026-06-15T09:00:00.000Z';

function device() {
  const clock: { now: string; nowIso: () => string } = { now: NOW, nowIso: () => clock.now };
  const store = new InMemoryTicketWalletStore();
  const wallet = new TicketWallet({ store, hint: new InMemoryWalletHint(), clock });
  return { clock, store, wallet };
}

function success(wallet: TicketWallet, afterPayment: () => Promise<unknown>, owner: TicketOwner = { kind: 'guest' }) {
  const mail = { execute: vi.fn().mockResolvedValue(ok({ sent: true })) };
  const vm = new SuccessViewModel({
    reservations: { afterPayment: afterPayment as never },
    store: { state: {} as BookingStore['state'], clear: vi.fn() },
    logger: { log: () => undefined }, mail, find: { execute: vi.fn(), fromLink: vi.fn() }, track: { execute: vi.fn() },
    wallet: { tickets: async () => wallet, owner: async () => owner },
  });
  return { vm, mail };
}

const offline = () => Promise.reject(new TypeError('Failed to fetch'));

describe('success page and the device', () => {
  it("saves the booking it shows as the logged-in account's, then shows that copy offline, saying when it was saved", async () => {
    const d = device();
    const online = success(d.wallet, async () => ok(issuedReservation('ORD1')), { kind: 'account', userId: 'u1' });
    await online.vm.load('ORD1');
    expect(online.vm.savedAt).toBeUndefined();
    expect((await d.wallet.get('ORD1'))?.owner).toEqual({ kind: 'account', userId: 'u1' });

    d.clock.now = '2026-06-16T08:00:00.000Z';
    const off = success(d.wallet, offline);
    await off.vm.load('ORD1');
    expect(off.vm.failure).toBeUndefined();
    expect(off.vm.reservation?.reservationNumber).toBe('R-ORD1');
    expect(off.vm.savedAt).toBe(NOW);
    // Offline nothing is e-mailed and the copy is not saved again as new.
    expect(off.mail.execute).not.toHaveBeenCalled();
    expect((await d.wallet.get('ORD1'))?.savedAt).toBe(NOW);
  });

  it('says it failed when the shop cannot be reached and the device has no copy', async () => {
    const { vm } = success(device().wallet, offline);
    await vm.load('ORD9');
    expect([vm.failure, vm.reservation, vm.savedAt]).toEqual(['Failed', undefined, undefined]);
  });
});

describe('manage page and the device', () => {
  const managed = (reservation: Reservation | null, status: ManagedBooking['order_status'] = 'success'): ManagedBooking => ({
    order_code: 'ORD1', order_status: status, refund_amount: null, reservation,
    cancel: { allowed: true, reason: null, refund_amount: 0, trips: [] },
  });
  const manage = (wallet: TicketWallet, load: () => Promise<unknown>) => new ManageBookingViewModel({
    find: { execute: vi.fn(), fromLink: vi.fn() }, manage: { load: load as never, cancel: vi.fn() }, logger: { log: vi.fn() },
    wallet: async () => wallet,
  });

  it('shows the saved copy when the shop cannot be reached, and keeps it marked cancelled once the booking is cancelled', async () => {
    const d = device();
    await d.wallet.save(issuedReservation('ORD1'), { kind: 'guest' });
    const off = manage(d.wallet, offline);
    await off.load('ORD1');
    expect(off.status).toBe('failed');
    expect(off.saved?.reservation.reservationNumber).toBe('R-ORD1');

    d.clock.now = '2026-06-16T08:00:00.000Z';
    const refreshed = manage(d.wallet, async () => ok(managed(issuedReservation('ORD1', undefined, { fullName: 'Maria P.' }))));
    await refreshed.load('ORD1');
    expect(refreshed.saved).toBeUndefined();
    expect(await d.wallet.get('ORD1')).toMatchObject({ savedAt: '2026-06-16T08:00:00.000Z', reservation: { fullName: 'Maria P.' } });

    d.clock.now = '2026-06-16T09:00:00.000Z';
    const cancelled = manage(d.wallet, async () => ok(managed(null, 'refunded')));
    await cancelled.load('ORD1');
    const copy = await d.wallet.get('ORD1');
    expect(copy).toMatchObject({ savedAt: '2026-06-16T09:00:00.000Z', reservation: { order_status: 'refunded', fullName: 'Maria P.' } });
    expect(reservationTickets(copy!.reservation)).toEqual([]);

    // Offline again: the page shows the copy, cancelled.
    const offAgain = manage(d.wallet, offline);
    await offAgain.load('ORD1');
    expect(offAgain.saved?.reservation.order_status).toBe('refunded');
  });

  it('refreshes the copy whenever it shows a newer booking (assistance asked on the page), in the order shown', async () => {
    const d = device();
    await d.wallet.save(issuedReservation('ORD1'), { kind: 'account', userId: 'u1' });
    const vm = manage(d.wallet, async () => ok(managed(issuedReservation('ORD1'))));
    await vm.load('ORD1');
    const base = issuedReservation('ORD1');
    const trip = base.trips[0]!;
    const assisted = (note: string): Reservation => ({ ...base, trips: [{ ...trip, passengers: [{ ...trip.passengers[0]!, assistance: { kind: 'other', note } }] }] });
    d.clock.now = '2026-06-16T08:00:00.000Z';
    vm.showReservation(assisted('first'));
    vm.showReservation(assisted('stairs'));
    await vm.deviceSynced();
    const copy = await d.wallet.get('ORD1');
    expect(copy).toMatchObject({ savedAt: '2026-06-16T08:00:00.000Z', owner: { kind: 'account', userId: 'u1' } });
    expect(copy!.reservation.trips[0]!.passengers[0]!.assistance).toEqual({ kind: 'other', note: 'stairs' });
  });

  it('shows the booking even when the device refuses to write, and says so in the log', async () => {
    const d = device();
    await d.wallet.save(issuedReservation('ORD1'), { kind: 'guest' });
    const log = vi.fn();
    const vm = new ManageBookingViewModel({
      find: { execute: vi.fn(), fromLink: vi.fn() }, manage: { load: async () => ok(managed(issuedReservation('ORD1'))), cancel: vi.fn() } as never,
      logger: { log }, wallet: async () => ({ get: d.wallet.get.bind(d.wallet), refresh: () => Promise.reject(new Error('QuotaExceededError')) }),
    });
    await vm.load('ORD1');
    expect(vm.status).toBe('ready');
    expect(log).toHaveBeenCalledWith('warn', expect.stringContaining('QuotaExceededError'));
  });

  it('saves nothing new for a booking the device did not keep, and nothing for one it may not open', async () => {
    const d = device();
    await manage(d.wallet, async () => ok(managed(issuedReservation('ORD1')))).load('ORD1');
    await manage(d.wallet, async () => err({ kind: 'NotFound' })).load('ORD2');
    expect(await d.wallet.list()).toEqual([]);
  });
});

describe('My trips and My tickets', () => {
  const order = (code: string): Order => ({
    order_code: code, order_status: 'success', user_id: 'u1', payment_amount: 8200, currency: 'EUR', paymentMethod: null, paid: true,
    hold_expires_at: null, created_at: '2026-06-01T10:00:00.000Z', trips: [],
  });

  it("My trips keeps the account's upcoming tickets on the device; My tickets lists them with the last synchronisation", async () => {
    const d = device();
    const trips = new MyTripsViewModel({
      trips: { execute: async () => ok({ scheduled: [order('ORD1'), order('ORD2')], history: [], page: 1, pageCount: 1, total: 2 }) },
      tickets: async (code) => (code === 'ORD2' ? err({ kind: 'NotIssued' }) : ok(issuedReservation(code))) as never,
      wallet: async () => d.wallet,
    });
    await trips.load('u1');
    const list = new SavedTicketsViewModel({ wallet: async () => d.wallet, logger: { log: vi.fn() } });
    await list.load();
    expect(list.status).toBe('ready');
    expect(list.bookings.map((b) => [b.orderCode, b.owner])).toEqual([['ORD1', { kind: 'account', userId: 'u1' }]]);
    expect(list.lastSynced).toBe(NOW);
  });

  it('My tickets says so when the device cannot read its tickets', async () => {
    const log = vi.fn();
    const list = new SavedTicketsViewModel({ wallet: () => Promise.reject(new Error('IndexedDB refused')), logger: { log } });
    await list.load();
    expect(list.status).toBe('failed');
    expect(log).toHaveBeenCalledWith('error', expect.stringContaining('IndexedDB refused'));
  });
});
