import { type SavedBooking, type TicketWalletStore, type WalletHint } from '../../core/wallet';

/** The saved tickets in memory (tests, the demo): records kept as given, so a test may plant a damaged one. */
export class InMemoryTicketWalletStore implements TicketWalletStore {
  readonly records = new Map<string, unknown>();

  all(): Promise<unknown[]> {
    return Promise.resolve([...this.records.values()].map((r) => structuredClone(r)));
  }

  put(booking: SavedBooking): Promise<void> {
    this.records.set(booking.orderCode, structuredClone(booking));
    return Promise.resolve();
  }

  remove(orderCodes: readonly string[]): Promise<void> {
    for (const code of orderCodes) this.records.delete(code);
    return Promise.resolve();
  }
}

/** The wallet's hint in memory. */
export class InMemoryWalletHint implements WalletHint {
  value = false;

  has(): boolean {
    return this.value;
  }

  set(has: boolean): void {
    this.value = has;
  }
}
