import { makeAutoObservable, runInAction } from 'mobx';
import { type Logger } from '../../../core/shared/logger.port';
import { type SavedBooking, type TicketWallet, lastSynced } from '../../../core/wallet';

export interface SavedTicketsDeps {
  /** The device's saved tickets (loads the wallet domain on first use). */
  wallet: () => Promise<Pick<TicketWallet, 'list'>>;
  logger: Pick<Logger, 'log'>;
}

/**
 * "My tickets" (`/tickets`, issue 17): the bookings whose tickets this device keeps, read from the device alone so
 * the page works without a network, and when they were last synchronised with the shop.
 */
export class SavedTicketsViewModel {
  status: 'loading' | 'ready' | 'failed' = 'loading';
  bookings: SavedBooking[] = [];

  constructor(private readonly deps: SavedTicketsDeps) {
    makeAutoObservable<SavedTicketsViewModel, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  /** When the device last had all its tickets from the shop (the copy refreshed longest ago), if it keeps any. */
  get lastSynced(): string | undefined {
    return lastSynced(this.bookings);
  }

  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const bookings = await (await this.deps.wallet()).list();
      runInAction(() => {
        this.bookings = bookings;
        this.status = 'ready';
      });
    } catch (error) {
      this.deps.logger.log('error', `my tickets: the saved tickets could not be read: ${error instanceof Error ? error.message : String(error)}`);
      runInAction(() => { this.status = 'failed'; });
    }
  }
}
