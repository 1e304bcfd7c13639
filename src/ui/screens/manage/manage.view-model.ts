import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { type FindBooking, type ManageBooking, type ManageBookingError, type ManagedBooking, type Refund, type Reservation } from '../../../core/booking';
import { type Logger } from '../../../core/shared/logger.port';
import { type SavedBooking, type TicketWallet } from '../../../core/wallet';
import { FindBookingViewModel } from '../../shared/booking/find-booking.view-model';

export interface ManageBookingDeps {
  find: Pick<FindBooking, 'execute' | 'fromLink'>;
  manage: Pick<ManageBooking, 'load' | 'cancel'>;
  logger: Pick<Logger, 'log'>;
  /**
   * The device's saved tickets (issue 17, offline; loads the wallet domain on first use): shown when the shop cannot be
   * reached, and following every booking the page shows (refreshed, or marked cancelled).
   */
  wallet?: () => Promise<Pick<TicketWallet, 'get' | 'refresh'>>;
}

/** Where the page stands: nothing asked yet, asking, the booking shown, none this tab may open, or a failure. */
export type ManageStatus = 'idle' | 'loading' | 'ready' | 'notFound' | 'failed';
/** Why a cancellation did not go through, as the page says it. */
export type CancelError = ManageBookingError['kind'];

/**
 * "Manage booking" (`/manage?order_code=…`, issue 17): the booking with its tickets and what can be done with it now.
 * A guest order opens only with one of its order tokens: the e-mail's link carries one (`openLink`), and a traveller
 * who has only the code proves it with the lead traveller's e-mail or last name (`finder`); a user's order opens
 * with the user's session. Cancelling shows the server's quote first (`askCancel`), then cancels for exactly that
 * amount (`confirmCancel`); a quote that changed meanwhile is shown again, new.
 */
export class ManageBookingViewModel {
  orderCode = '';
  status: ManageStatus = 'idle';
  booking: ManagedBooking | undefined = undefined;
  /** "Find your booking": on success it loads the proved order. */
  readonly finder: FindBookingViewModel;
  /** The traveller asked to cancel and is shown the confirmation. */
  confirming = false;
  cancelling = false;
  cancelError: CancelError | undefined = undefined;
  /** What the cancellation gave back, once done. */
  cancelled: Refund | undefined = undefined;
  /** The booking is being loaded again ("Check again", after a section's action). */
  refreshing = false;
  /** The shop could not be reached: the copy of the booking this device saved, if any (status `failed`). */
  saved: SavedBooking | undefined = undefined;
  /** The device's copy being brought up to date, one write after the other (so an older booking never lands last). */
  private deviceWrites: Promise<void> = Promise.resolve();

  constructor(private readonly deps: ManageBookingDeps) {
    this.finder = new FindBookingViewModel(deps.find, (orderCode) => this.load(orderCode, true));
    makeAutoObservable<ManageBookingViewModel, 'deps' | 'deviceWrites'>(this, { deps: false, finder: false, deviceWrites: false }, { autoBind: true });
    // Whatever shows the booking as the shop now has it sets `booking` (a load, assistance, a partial cancellation, a
    // leg's change): the copy this device keeps follows, so the tickets shown offline are the last ones seen here.
    reaction(() => this.booking, (booking) => { if (booking) this.followOnDevice(booking); });
  }

  /** Settles once the device's copy follows the booking shown (or failed to: the page is shown either way). */
  deviceSynced(): Promise<void> {
    return this.deviceWrites;
  }

  /** The e-mailed link's order token (from the URL fragment): the tab keeps it before the page loads the booking. */
  openLink(orderCode: string, token: string): void {
    this.deps.find.fromLink(orderCode, token);
  }

  /** Whether the page offers "Find your booking": no code, or nothing this tab may open for it. */
  get canFind(): boolean {
    return this.status === 'idle' || this.status === 'notFound';
  }

  /** Loads the booking of `orderCode` (again when `force`); an empty code offers "Find your booking". */
  async load(orderCode: string, force = false): Promise<void> {
    const code = orderCode.trim().toUpperCase();
    if (this.status === 'loading' || (!force && code === this.orderCode && this.status !== 'idle')) return;
    this.orderCode = code;
    if (code) this.finder.prefill(code);
    if (!code) {
      this.booking = undefined;
      this.status = 'idle';
      return;
    }
    this.status = 'loading';
    this.saved = undefined;
    const answer = await this.deps.manage.load(code).catch((error: unknown) => {
      this.deps.logger.log('error', `manage booking: ${code} not loaded: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    });
    const saved = answer ? undefined : await this.savedCopy(code);
    runInAction(() => {
      this.saved = saved;
      if (!answer) this.status = 'failed';
      else if (answer.ok) {
        this.booking = answer.value;
        this.status = 'ready';
      } else {
        this.booking = undefined;
        this.status = answer.error.kind === 'NotFound' ? 'notFound' : 'failed';
      }
    });
    await this.deviceWrites;
  }

  private async savedCopy(code: string): Promise<SavedBooking | undefined> {
    try {
      return this.deps.wallet ? await (await this.deps.wallet()).get(code) : undefined;
    } catch {
      return undefined;
    }
  }

  /** The booking shown goes to the core's wallet: a copy this device keeps is refreshed (or marked cancelled). */
  private followOnDevice(booking: ManagedBooking): void {
    const wallet = this.deps.wallet;
    if (!wallet) return;
    this.deviceWrites = this.deviceWrites.then(async () => {
      await (await wallet()).refresh(booking);
    }).catch((error: unknown) => {
      this.deps.logger.log('warn', `manage booking: saved tickets of ${booking.order_code} not updated: ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  /** Shows the tickets as the server now has them, after a change that leaves the rest as it was (assistance, issue 17). */
  showReservation(reservation: Reservation): void {
    if (this.booking && this.booking.order_code === reservation.order_code) this.booking = { ...this.booking, reservation };
  }

  /** Shows the booking as the server now has it, after part of it was cancelled (issue 17). */
  showBooking(booking: ManagedBooking): void {
    if (this.booking && this.booking.order_code === booking.order_code) this.booking = booking;
  }

  /**
   * The booking again as the server now has it, the page staying as it is meanwhile ("Check again", and after a
   * section's action): every section follows `booking`. Answers whether it was loaded.
   */
  async refresh(): Promise<boolean> {
    const code = this.booking?.order_code;
    if (!code || this.status !== 'ready' || this.refreshing) return false;
    this.refreshing = true;
    const answer = await this.deps.manage.load(code).catch((error: unknown) => {
      this.deps.logger.log('error', `manage booking: ${code} not reloaded: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    });
    return runInAction(() => {
      this.refreshing = false;
      if (!answer?.ok || this.booking?.order_code !== code) return false;
      this.booking = answer.value;
      this.cancelError = undefined;
      return true;
    });
  }

  /** A leg's change is done: the booking as the server now has it (its tickets and the new quote), else at least the new tickets. */
  async changed(reservation: Reservation): Promise<void> {
    if (!(await this.refresh())) this.showReservation(reservation);
  }

  /** Shows the confirmation with the quote the page holds. */
  askCancel(): void {
    this.cancelError = undefined;
    this.confirming = true;
  }

  keepBooking(): void {
    this.confirming = false;
  }

  /** Cancels for the refund shown; then shows the booking as the server now has it (or the new quote). */
  async confirmCancel(): Promise<void> {
    const booking = this.booking;
    if (!booking || this.cancelling) return;
    this.cancelling = true;
    this.cancelError = undefined;
    const answer = await this.deps.manage.cancel(booking).catch((error: unknown) => {
      this.deps.logger.log('error', `manage booking: ${booking.order_code} not cancelled: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    });
    runInAction(() => {
      this.cancelling = false;
      this.confirming = false;
      if (!answer) this.cancelError = 'Failed';
      else if (answer.ok) this.cancelled = answer.value;
      else this.cancelError = answer.error.kind;
    });
    if (answer && (answer.ok || answer.error.kind !== 'Failed')) await this.load(booking.order_code, true);
  }
}
