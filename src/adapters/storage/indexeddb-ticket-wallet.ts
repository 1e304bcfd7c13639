import { type IDBPDatabase, openDB } from 'idb';
import { type SavedBooking, type TicketWalletStore } from '../../core/wallet';

const DATABASE = 'ferry-shop-tickets';
const STORE = 'bookings';

/**
 * The saved tickets in the browser's IndexedDB (database `ferry-shop-tickets`, one object store keyed by order
 * code), through the `idb` library's promise wrapper. The database opens on first use; a browser without IndexedDB
 * (or one that refuses it, e.g. some private modes) keeps nothing, and every call answers as an empty wallet.
 */
export class IndexedDbTicketWalletStore implements TicketWalletStore {
  private database: Promise<IDBPDatabase | undefined> | undefined;

  constructor(private readonly factory: IDBFactory | undefined = globalThis.indexedDB) {}

  private open(): Promise<IDBPDatabase | undefined> {
    this.database ??= this.factory
      ? openDB(DATABASE, 1, { upgrade: (db) => { db.createObjectStore(STORE, { keyPath: 'orderCode' }); } }).catch(() => undefined)
      : Promise.resolve(undefined);
    return this.database;
  }

  async all(): Promise<unknown[]> {
    const db = await this.open();
    return db ? db.getAll(STORE) : [];
  }

  async put(booking: SavedBooking): Promise<void> {
    const db = await this.open();
    await db?.put(STORE, booking);
  }

  async remove(orderCodes: readonly string[]): Promise<void> {
    const db = await this.open();
    if (!db || orderCodes.length === 0) return;
    const tx = db.transaction(STORE, 'readwrite');
    await Promise.all([...orderCodes.map((code) => tx.store.delete(code)), tx.done]);
  }
}
