import { type SavedBooking } from '../domain/saved-booking';

/** Where the device keeps its saved bookings (IndexedDB in the browser, memory in tests), one record per order code. */
export interface TicketWalletStore {
  /** Every stored record as it was read back (the use case checks each: the store may hold anything). */
  all(): Promise<unknown[]>;
  /** Stores the booking under its order code, replacing the one there. */
  put(booking: SavedBooking): Promise<void>;
  remove(orderCodes: readonly string[]): Promise<void>;
}

/**
 * Whether the device keeps saved tickets, readable at once without loading the wallet (the home page's link to
 * "My tickets" must cost a first visit nothing). Holds no ticket data, only yes or no.
 */
export interface WalletHint {
  has(): boolean;
  set(has: boolean): void;
}
