import { describe, expect, it } from 'vitest';
import { InMemoryTicketWalletStore, InMemoryWalletHint } from '../../../src/adapters/in-memory/ticket-wallet.in-memory';
import { type Clock } from '../../../src/core/shared/clock.port';
import { issuedReservation } from '../../support/mothers/reservation.mother';
import { type ManagedBooking, type Reservation, reservationTickets } from '../../../src/core/booking';
import { MAX_SAVED_BOOKINGS, TicketWallet, lastSynced, readSavedBooking } from '../../../src/core/wallet';

/** Issue 17, offline: the tickets the device keeps, over the in-memory store and a clock the test moves. */

const NOW = '2026-06-15T09:00:00.000Z';

const reservation = issuedReservation;

function wallet(now = NOW) {
  const clock: Clock & { now: string } = { now, nowIso: () => clock.now };
  const store = new InMemoryTicketWalletStore();
  const hint = new InMemoryWalletHint();
  return { clock, store, hint, wallet: new TicketWallet({ store, hint, clock }) };
}

const guest = { kind: 'guest' } as const;
const account = (userId: string) => ({ kind: 'account', userId }) as const;

describe('TicketWallet', () => {
  it('saves a finished booking with when it was saved, without the courier shipping, and lists it', async () => {
    const { wallet: w, hint } = wallet();
    await w.save(reservation('ORD1'), guest);
    const [saved, ...more] = await w.list();
    expect(more).toEqual([]);
    expect(saved).toMatchObject({ orderCode: 'ORD1', savedAt: NOW, owner: guest });
    expect(saved!.reservation.trips[0]!.passengers[0]!.ticketNumber).toBe('TK-ORD1-1');
    expect(saved!.reservation.shipping).toBeUndefined();
    expect(hint.has()).toBe(true);
    expect((await w.get(' ord1 '))?.orderCode).toBe('ORD1');
  });

  it('keeps nothing of a booking that is not issued, and a refreshed copy replaces the old one; one cancelled since stays, marked cancelled', async () => {
    const t = wallet();
    await t.wallet.save(reservation('ORD1', undefined, { order_status: 'refunded' }), guest);
    expect(await t.wallet.list()).toEqual([]);
    expect(t.hint.has()).toBe(false);
    await t.wallet.save(reservation('ORD2'), guest);
    t.clock.now = '2026-06-16T09:00:00.000Z';
    await t.wallet.save(reservation('ORD2', undefined, { fullName: 'Maria P.' }), guest);
    const list = await t.wallet.list();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ savedAt: '2026-06-16T09:00:00.000Z', reservation: { fullName: 'Maria P.' } });
    // A booking cancelled since: saving it again (refunded) keeps the copy, marked cancelled, with no valid ticket.
    await t.wallet.save(reservation('ORD2', undefined, { order_status: 'refunded' }), guest);
    const [cancelled, ...more] = await t.wallet.list();
    expect(more).toEqual([]);
    expect(cancelled!.reservation.order_status).toBe('refunded');
    expect(cancelled!.reservation.trips.every((trip) => trip.cancelled)).toBe(true);
    expect(reservationTickets(cancelled!.reservation)).toEqual([]);
  });

  it('lists the next sailing first and says when it last synchronised all of them (the copy refreshed longest ago)', async () => {
    const t = wallet();
    await t.wallet.save(reservation('LATE', '2026-07-01T07:00:00.000Z'), guest);
    t.clock.now = '2026-06-15T10:00:00.000Z';
    await t.wallet.save(reservation('SOON', '2026-06-16T07:00:00.000Z'), guest);
    const list = await t.wallet.list();
    expect(list.map((b) => b.orderCode)).toEqual(['SOON', 'LATE']);
    // LATE may have changed since 09:00: the device cannot say it synchronised everything at 10:00.
    expect(lastSynced(list)).toBe(NOW);
    expect(lastSynced([])).toBeUndefined();
    t.clock.now = '2026-06-15T11:00:00.000Z';
    await t.wallet.refresh(shop(reservation('LATE', '2026-07-01T07:00:00.000Z')));
    expect(lastSynced(await t.wallet.list())).toBe('2026-06-15T10:00:00.000Z');
  });

  it('prunes a booking once its last trip has arrived, and never saves one that has sailed', async () => {
    const t = wallet();
    await t.wallet.save(reservation('ORD1', '2026-06-15T10:00:00.000Z'), guest); // arrives 15:00
    await t.wallet.save(reservation('OLD', '2026-06-01T10:00:00.000Z'), guest);
    expect((await t.wallet.list()).map((b) => b.orderCode)).toEqual(['ORD1']);
    t.clock.now = '2026-06-15T14:59:00.000Z';
    expect(await t.wallet.list()).toHaveLength(1);
    t.clock.now = '2026-06-15T15:01:00.000Z';
    expect(await t.wallet.list()).toEqual([]);
    expect(t.store.records.size).toBe(0);
    expect(t.hint.has()).toBe(false);
  });

  it("forgets the account's bookings at its logout and keeps the guest bookings the device made", async () => {
    const t = wallet();
    await t.wallet.save(reservation('GUEST1'), guest);
    await t.wallet.saveAccount('u1', [reservation('ACC1'), reservation('ACC2')]);
    expect((await t.wallet.list()).map((b) => b.orderCode).sort()).toEqual(['ACC1', 'ACC2', 'GUEST1']);
    await t.wallet.forgetAccount();
    expect((await t.wallet.list()).map((b) => b.orderCode)).toEqual(['GUEST1']);
    expect(t.hint.has()).toBe(true);
  });

  it("drops another account's bookings when an account saves its trips on the device", async () => {
    const t = wallet();
    await t.wallet.saveAccount('u1', [reservation('ACC1')]);
    await t.wallet.save(reservation('GUEST1'), guest);
    await t.wallet.saveAccount('u2', [reservation('ACC2')]);
    const list = await t.wallet.list();
    const owners = Object.fromEntries(list.map((b) => [b.orderCode, b.owner]));
    expect(owners).toEqual({ ACC2: account('u2'), GUEST1: guest });
  });

  it('forgets one booking on request', async () => {
    const t = wallet();
    await t.wallet.save(reservation('ORD1'), guest);
    await t.wallet.forget('ord1');
    expect(await t.wallet.list()).toEqual([]);
  });

  it('keeps at most MAX_SAVED_BOOKINGS, those sailing soonest', async () => {
    const t = wallet();
    const many = Array.from({ length: MAX_SAVED_BOOKINGS + 3 }, (_, i) =>
      reservation(`O${String(i).padStart(3, '0')}`, new Date(Date.parse('2026-06-20T07:00:00.000Z') + i * 86_400_000).toISOString()));
    await t.wallet.saveAccount('u1', many);
    const list = await t.wallet.list();
    expect(list).toHaveLength(MAX_SAVED_BOOKINGS);
    expect(list.at(-1)!.orderCode).toBe(`O${String(MAX_SAVED_BOOKINGS - 1).padStart(3, '0')}`);
  });

  it('drops records it cannot read (another version, a hand edit) and shows the rest', async () => {
    const t = wallet();
    await t.wallet.save(reservation('GOOD'), guest);
    t.store.records.set('BAD1', { orderCode: 'BAD1', savedAt: NOW, owner: guest, reservation: { order_code: 'BAD1', trips: 'no' } });
    t.store.records.set('BAD2', { orderCode: 'BAD2', savedAt: NOW, owner: { kind: 'account', userId: '' }, reservation: reservation('BAD2') });
    t.store.records.set('OTHER', { orderCode: 'OTHER', savedAt: NOW, owner: guest, reservation: reservation('BAD3') });
    t.store.records.set('BAD4', 'x'.repeat(10_000));
    expect((await t.wallet.list()).map((b) => b.orderCode)).toEqual(['GOOD']);
    expect([...t.store.records.keys()].sort()).toEqual(['BAD4', 'GOOD']); // an unkeyed record cannot be removed by code
  });
});

/** The booking as the manage page has it from the shop. */
function shop(r: Reservation | null, status: ManagedBooking['order_status'] = 'success', code = r?.order_code ?? 'ORD1'): ManagedBooking {
  return { order_code: code, order_status: status, refund_amount: null, reservation: r, cancel: { allowed: true, reason: null, refund_amount: 0, trips: [] } };
}

describe('TicketWallet.refresh (the manage page shows the booking as the shop has it now)', () => {
  const withAssistance = (code: string): Reservation => {
    const r = reservation(code);
    const trip = r.trips[0]!;
    return { ...r, trips: [{ ...trip, passengers: [{ ...trip.passengers[0]!, assistance: { kind: 'wheelchair' } }] }] };
  };

  it("refreshes a kept copy with the shop's tickets (assistance asked since), marks it synchronised now and keeps its owner", async () => {
    const t = wallet();
    await t.wallet.saveAccount('u1', [reservation('ORD1')]);
    t.clock.now = '2026-06-16T08:00:00.000Z';
    const kept = await t.wallet.refresh(shop(withAssistance('ord1'), 'success', 'ord1'));
    expect(kept).toMatchObject({ orderCode: 'ORD1', savedAt: '2026-06-16T08:00:00.000Z', owner: account('u1') });
    const [saved] = await t.wallet.list();
    expect(saved).toEqual(kept);
    expect(saved!.reservation.trips[0]!.passengers[0]!.assistance).toEqual({ kind: 'wheelchair' });
    expect(saved!.reservation.shipping).toBeUndefined();
  });

  it('keeps a partial cancellation: the cancelled passenger has no QR code any more, the others do', async () => {
    const t = wallet();
    await t.wallet.save(reservation('ORD1'), guest);
    const r = reservation('ORD1');
    const trip = r.trips[0]!;
    await t.wallet.refresh(shop({ ...r, trips: [{ ...trip, passengers: [{ ...trip.passengers[0]!, cancelled: true }] }] }));
    const [saved] = await t.wallet.list();
    expect(reservationTickets(saved!.reservation).map((ticket) => ticket.ticketNumber)).toEqual(['TK-ORD1-V']);
  });

  it('keeps a booking cancelled since (the shop sends no tickets) as its last tickets marked cancelled: no QR code', async () => {
    const t = wallet();
    await t.wallet.save(reservation('ORD1'), guest);
    t.clock.now = '2026-06-16T08:00:00.000Z';
    await t.wallet.refresh(shop(null, 'refunded', 'ORD1'));
    const [saved, ...more] = await t.wallet.list();
    expect(more).toEqual([]);
    expect(saved).toMatchObject({ savedAt: '2026-06-16T08:00:00.000Z', reservation: { order_status: 'refunded', reservationNumber: 'R-ORD1' } });
    expect(saved!.reservation.trips.map((trip) => trip.cancelled)).toEqual([true]);
    expect(reservationTickets(saved!.reservation)).toEqual([]);
    expect(t.hint.has()).toBe(true);
    // Pruned like any other once it would have sailed.
    t.clock.now = '2026-06-21T08:00:00.000Z';
    expect(await t.wallet.list()).toEqual([]);
  });

  it('forgets a copy the shop has no tickets for in any other state, and saves nothing new', async () => {
    const t = wallet();
    await t.wallet.save(reservation('ORD1'), guest);
    expect(await t.wallet.refresh(shop(null, 'failed', 'ORD1'))).toBeUndefined();
    expect(await t.wallet.list()).toEqual([]);
    expect(await t.wallet.refresh(shop(reservation('ORD2')))).toBeUndefined();
    expect(await t.wallet.refresh(shop(null, 'refunded', 'ORD3'))).toBeUndefined();
    expect(t.store.records.size).toBe(0);
    expect(t.hint.has()).toBe(false);
  });
});

describe('readSavedBooking', () => {
  it('reads a saved booking back and refuses a field of the wrong kind or length', () => {
    const good = { orderCode: 'ORD1', savedAt: NOW, owner: guest, reservation: reservation('ORD1') };
    expect(readSavedBooking(good)).toEqual(good);
    expect(readSavedBooking({ ...good, savedAt: 'yesterday' })).toBeUndefined();
    expect(readSavedBooking({ ...good, reservation: { ...good.reservation, fullName: 'x'.repeat(201) } })).toBeUndefined();
    expect(readSavedBooking({ ...good, reservation: { ...good.reservation, total: 1.5 } })).toBeUndefined();
    const trip = good.reservation.trips[0]!;
    expect(readSavedBooking({ ...good, reservation: { ...good.reservation, trips: [{ ...trip, passengers: [{ ...trip.passengers[0], ticketNumber: 7 }] }] } })).toBeUndefined();
    expect(readSavedBooking({ ...good, reservation: { ...good.reservation, trips: [] } })).toBeUndefined();
    expect(readSavedBooking(null)).toBeUndefined();
  });

  it('never reads a cancelled mark of another kind as valid, nor a cancelled booking with a valid trip', () => {
    const good = { orderCode: 'ORD1', savedAt: NOW, owner: guest, reservation: reservation('ORD1') };
    const trip = good.reservation.trips[0]!;
    const withTrip = (changes: object) => ({ ...good, reservation: { ...good.reservation, trips: [{ ...trip, ...changes }] } });
    expect(readSavedBooking(withTrip({ cancelled: 'no' }))).toBeUndefined();
    expect(readSavedBooking(withTrip({ passengers: [{ ...trip.passengers[0], cancelled: 0 }] }))).toBeUndefined();
    expect(readSavedBooking(withTrip({ vehicles: [{ ...trip.vehicles[0], cancelled: null }] }))).toBeUndefined();
    expect(readSavedBooking(withTrip({ passengers: [{ ...trip.passengers[0], cancelled: true }] }))).toBeDefined();
    // A refunded booking whose trips are not marked (a hand edit, another version) shows no valid ticket all the same.
    const refunded = readSavedBooking({ ...good, reservation: { ...good.reservation, order_status: 'refunded' } });
    expect(reservationTickets(refunded!.reservation)).toEqual([]);
    // Only issued and cancelled bookings are kept.
    expect(readSavedBooking({ ...good, reservation: { ...good.reservation, order_status: 'held' } })).toBeUndefined();
  });
});
