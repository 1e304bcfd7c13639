import { type Reservation } from '../../booking/domain/order';
import { type Clock } from '../../shared/clock.port';
import {
  MAX_SAVED_BOOKINGS, type SavedBooking, type ShopBooking, type TicketOwner, bySailing, followShop, hasSailed, readSavedBooking, ticketCopy,
} from '../domain/saved-booking';
import { type TicketWalletStore, type WalletHint } from '../ports/ticket-wallet.port';

export interface TicketWalletDeps {
  store: TicketWalletStore;
  hint: WalletHint;
  clock: Clock;
}

/**
 * The tickets this device keeps for offline use (issue 17): saved when a booking finishes and when My trips is
 * opened, refreshed whenever the shop shows one of them again (the manage page), listed without a network, the trips
 * that have sailed pruned, an account's bookings forgotten at its logout. Only issued bookings (status success) that
 * have not sailed are saved; a saved one the traveller cancelled since stays, marked cancelled (no valid ticket), until
 * it would have sailed.
 */
export class TicketWallet {
  constructor(private readonly deps: TicketWalletDeps) {}

  /**
   * Keeps (or refreshes) the tickets of an issued booking; a saved booking cancelled since is kept marked cancelled;
   * any other booking that is not issued, or has sailed, is dropped.
   */
  async save(reservation: Reservation, owner: TicketOwner): Promise<void> {
    await this.saveAll([reservation], owner);
  }

  /**
   * The upcoming bookings of the logged-in account (My trips): each kept or refreshed; bookings another account
   * saved on this device are forgotten (one account at a time on a device).
   */
  async saveAccount(userId: string, reservations: readonly Reservation[]): Promise<void> {
    const others = (await this.stored()).filter((b) => b.owner.kind === 'account' && b.owner.userId !== userId).map((b) => b.orderCode);
    if (others.length > 0) await this.deps.store.remove(others);
    await this.saveAll(reservations, { kind: 'account', userId });
  }

  /**
   * The shop's current state of a booking (the manage page loaded it, or shows it after assistance, a partial
   * cancellation or a leg's change): the device's copy, if it keeps one, follows it (`followShop`) and is marked
   * synchronised now; cancelled, it stays marked cancelled; with no tickets otherwise, it goes. A booking the device
   * does not keep is not saved here (the device keeps what was booked on it and what My trips lists). Answers the copy
   * now kept, if any.
   */
  async refresh(booking: ShopBooking): Promise<SavedBooking | undefined> {
    const code = booking.order_code.trim().toUpperCase();
    const kept = (await this.stored()).find((b) => b.orderCode === code);
    if (!kept) return undefined;
    const now = this.deps.clock.nowIso();
    const next = followShop(kept, booking, now);
    if (next && !hasSailed(next.reservation, now)) await this.deps.store.put(next);
    else await this.deps.store.remove([code]);
    await this.list();
    return next;
  }

  /** The saved bookings, next sailing first; those that have sailed (or are unreadable) are removed as they are found. */
  async list(): Promise<SavedBooking[]> {
    const now = this.deps.clock.nowIso();
    const records = await this.deps.store.all();
    const kept: SavedBooking[] = [];
    const drop: string[] = [];
    for (const record of records) {
      const booking = readSavedBooking(record);
      if (booking && !hasSailed(booking.reservation, now)) kept.push(booking);
      else {
        const code = typeof record === 'object' && record !== null ? (record as { orderCode?: unknown }).orderCode : undefined;
        if (typeof code === 'string') drop.push(code);
      }
    }
    if (drop.length > 0) await this.deps.store.remove(drop);
    this.deps.hint.set(kept.length > 0);
    return bySailing(kept);
  }

  /** The saved copy of one booking, if the device keeps it. */
  async get(orderCode: string): Promise<SavedBooking | undefined> {
    const code = orderCode.trim().toUpperCase();
    return (await this.list()).find((b) => b.orderCode === code);
  }

  /** Forgets one booking (it was cancelled, or is no longer the device's to show). */
  async forget(orderCode: string): Promise<void> {
    await this.deps.store.remove([orderCode.trim().toUpperCase()]);
    await this.list();
  }

  /** The account logged out on this device: its bookings go; the guest bookings the device made stay. */
  async forgetAccount(): Promise<void> {
    const accounts = (await this.stored()).filter((b) => b.owner.kind === 'account').map((b) => b.orderCode);
    if (accounts.length > 0) await this.deps.store.remove(accounts);
    await this.list();
  }

  private async stored(): Promise<SavedBooking[]> {
    return (await this.deps.store.all()).map(readSavedBooking).filter((b): b is SavedBooking => b !== undefined);
  }

  private async saveAll(reservations: readonly Reservation[], owner: TicketOwner): Promise<void> {
    const now = this.deps.clock.nowIso();
    const stored = new Map((await this.stored()).map((b) => [b.orderCode, b]));
    for (const reservation of reservations) {
      const code = reservation.order_code.trim().toUpperCase();
      const kept = stored.get(code);
      const next = reservation.order_status === 'success'
        ? { orderCode: code, reservation: { ...ticketCopy(reservation), order_code: code }, savedAt: now, owner }
        : kept && followShop(kept, { order_code: code, order_status: reservation.order_status, reservation }, now);
      if (next && !hasSailed(next.reservation, now)) await this.deps.store.put(next);
      else await this.deps.store.remove([code]);
    }
    const kept = await this.list();
    // Too many: the ones sailing last go.
    if (kept.length > MAX_SAVED_BOOKINGS) {
      await this.deps.store.remove(kept.slice(MAX_SAVED_BOOKINGS).map((b) => b.orderCode));
    }
  }
}
