import { makeAutoObservable, runInAction } from 'mobx';
import { type LoadMyTrips } from '../../../core/account';
import { type ReservationError } from '../../../core/booking';
import { type Order, type Reservation } from '../../../core/booking';
import { type Result } from '../../../core/shared/result';
import { type TicketWallet } from '../../../core/wallet';

/** How many of the upcoming orders My trips saves on the device (their tickets are asked one by one). */
export const SAVED_UPCOMING_ORDERS = 10;

/** The tickets of one order, loaded when the traveller opens them. */
export type OpenTickets =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly reservation: Reservation }
  | { readonly status: 'failed'; readonly messageId: string };

export interface MyTripsDeps {
  trips: Pick<LoadMyTrips, 'execute'>;
  /** The reservation of an issued order (loads the booking domain on first use). */
  tickets: (orderCode: string) => Promise<Result<Reservation, ReservationError>>;
  /** The device's saved tickets (issue 17, offline): the upcoming trips' tickets are kept there when My trips opens. */
  wallet?: () => Promise<Pick<TicketWallet, 'saveAccount'>>;
}

/** 'My trips' in the account (SPEC.md sections 2 and 4): successful orders, 50 a page, scheduled and history, with their tickets. */
export class MyTripsViewModel {
  scheduled: Order[] = [];
  history: Order[] = [];
  page = 1;
  pageCount = 1;
  total = 0;
  loading = false;
  loaded = false;
  failure: string | undefined = undefined;
  open = new Map<string, OpenTickets>();
  /** The order whose tickets are being printed: only they go to the printer. */
  printing: string | undefined = undefined;
  private userId = '';

  constructor(private readonly deps: MyTripsDeps) {
    makeAutoObservable<MyTripsViewModel, 'deps' | 'userId'>(this, { deps: false, userId: false }, { autoBind: true });
  }

  async load(userId: string, page = 1): Promise<void> {
    this.userId = userId;
    this.loading = true;
    const answer = await this.deps.trips.execute(userId, page);
    runInAction(() => {
      this.loading = false;
      this.loaded = true;
      if (!answer.ok) {
        this.failure = answer.error.kind === 'NotLoggedIn' ? 'account.error.notLoggedIn' : 'account.error.failed';
        return;
      }
      this.failure = undefined;
      const { scheduled, history, page: shown, pageCount, total } = answer.value;
      Object.assign(this, { scheduled, history, page: shown, pageCount, total });
    });
    if (answer.ok) await this.saveUpcoming(userId, answer.value.scheduled);
  }

  /** Keeps the tickets of the account's next trips on the device; what fails here leaves the page as it is. */
  private async saveUpcoming(userId: string, scheduled: readonly Order[]): Promise<void> {
    const wallet = this.deps.wallet;
    if (!wallet || scheduled.length === 0) return;
    const reservations: Reservation[] = [];
    for (const order of scheduled.slice(0, SAVED_UPCOMING_ORDERS)) {
      const answer = await this.deps.tickets(order.order_code).catch(() => undefined);
      if (answer?.ok) reservations.push(answer.value);
    }
    try {
      await (await wallet()).saveAccount(userId, reservations);
    } catch {
      // The device keeps what it had: My trips itself is shown either way.
    }
  }

  get hasPrevious(): boolean {
    return this.page > 1;
  }

  get hasNext(): boolean {
    return this.page < this.pageCount;
  }

  goToPage(page: number): Promise<void> {
    if (page < 1 || page > this.pageCount || this.loading) return Promise.resolve();
    return this.load(this.userId, page);
  }

  /** Opens an order's tickets (loading them the first time) or closes them. */
  async toggleTickets(orderCode: string): Promise<void> {
    if (this.open.has(orderCode)) {
      this.open.delete(orderCode);
      return;
    }
    this.open.set(orderCode, { status: 'loading' });
    const answer = await this.deps.tickets(orderCode).catch(() => undefined);
    runInAction(() => {
      if (!this.open.has(orderCode)) return;
      if (answer?.ok) this.open.set(orderCode, { status: 'ready', reservation: answer.value });
      else this.open.set(orderCode, { status: 'failed', messageId: answer?.error.kind === 'NotIssued' ? 'account.trips.notIssued' : 'account.error.failed' });
    });
  }

  /** Marks the order to print (the page then prints only its tickets). */
  printTickets(orderCode: string): void {
    this.printing = orderCode;
  }
}
