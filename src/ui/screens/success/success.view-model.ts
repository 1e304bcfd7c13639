import { makeAutoObservable, runInAction } from 'mobx';
import { type SendReservationMail } from '../../../core/account';
import { type DetailsNotApplied, type FindBooking, type LoadReservation, type RefundInfo, type Reservation, type ReservationError, type ShipmentStatus, type TrackShipment, describeRefusal } from '../../../core/booking';
import { type Logger } from '../../../core/shared/logger.port';
import { type TicketOwner, type TicketWallet } from '../../../core/wallet';
import { type BookingStore } from '../../shared/booking/booking-store';
import { FindBookingViewModel } from '../../shared/booking/find-booking.view-model';

export type SuccessFailure = ReservationError['kind'] | 'MissingCode';
export type MailStatus = 'idle' | 'sending' | 'sent' | 'resent' | 'tooMany' | 'failed';
/** Where the courier says the printed tickets are, or that it could not be asked. */
export type ShipmentView = 'idle' | 'asking' | ShipmentStatus | 'failed';
export type { FindError } from '../../shared/booking/find-booking-form';

export interface SuccessDeps {
  reservations: Pick<LoadReservation, 'afterPayment'>;
  mail: Pick<SendReservationMail, 'execute'>;
  find: Pick<FindBooking, 'execute' | 'fromLink'>;
  /** Follows the courier delivery of printed tickets (the shipping number comes with the reservation). */
  track: Pick<TrackShipment, 'execute'>;
  store: Pick<BookingStore, 'state' | 'clear'>;
  logger: Pick<Logger, 'log'>;
  /**
   * The device's saved tickets (issue 17, offline; loads the wallet domain on first use) and whose a booking finished
   * here is (the logged-in account's, or the guest's): the tickets are saved once shown, and the saved copy is shown
   * when the shop cannot be reached.
   */
  wallet?: { tickets: () => Promise<Pick<TicketWallet, 'save' | 'get'>>; owner: () => Promise<TicketOwner> };
  /** Waits before asking again while the tickets are being confirmed (tests pass one that does not wait). */
  wait?: (ms: number) => Promise<void>;
}

/** How often, and how far apart, the page asks again while a paid order's tickets are being confirmed. */
export const SUCCESS_ISSUING_RETRIES = 5;
export const SUCCESS_ISSUING_RETRY_MS = 3_000;
const sleep = (ms: number) => new Promise<void>((resolve) => { setTimeout(resolve, ms); });

/**
 * The page the payment ends on (`/success?order_code=…`): asks the server for the order's reservation (the server
 * alone knows whether it was paid), shows it, has the reservation e-mail sent (the server sends it once however
 * often the page loads) and then forgets the tab's booking, which is done.
 * A guest order opens only with its order token (issue 13): the tab that booked holds it, the e-mailed link carries
 * one (`openLink`), and a traveller who has neither finds the booking with its code and the lead traveller's e-mail
 * or last name (`finder`), after which the page loads it.
 */
export class SuccessViewModel {
  orderCode = '';
  loading = false;
  reservation: Reservation | undefined = undefined;
  failure: SuccessFailure | undefined = undefined;
  /** Why the money of a paid order that was not issued goes back, and how much (failure NotIssued), when the server says. */
  refund: RefundInfo | undefined = undefined;
  /** The tickets are still being confirmed and the page has stopped asking: they will come by e-mail. */
  issuingLate = false;
  mail: MailStatus = 'idle';
  shipment: ShipmentView = 'idle';
  /** When the reservation shown is the device's saved copy (the shop could not be reached): when it was saved. */
  savedAt: string | undefined = undefined;
  /**
   * The details this tab sent after the order was paid that the shop did not apply (it said which when it refused
   * them, from its own record): the page tells the traveller once, with the reservation.
   */
  notApplied: DetailsNotApplied | undefined = undefined;
  /** "Find your booking": on success the page loads the proved order. */
  readonly finder: FindBookingViewModel;

  constructor(private readonly deps: SuccessDeps) {
    this.finder = new FindBookingViewModel(deps.find, async (orderCode) => {
      runInAction(() => { this.failure = undefined; this.orderCode = ''; });
      await this.load(orderCode);
    });
    makeAutoObservable<SuccessViewModel, 'deps'>(this, { deps: false, finder: false }, { autoBind: true });
  }

  /** The e-mailed link's order token (from the URL fragment): the tab keeps it before the page loads the order. */
  openLink(orderCode: string, token: string): void {
    this.deps.find.fromLink(orderCode, token);
  }

  /** Whether the page offers "Find your booking": nothing to show for the code the tab has (or no code at all). */
  get canFind(): boolean {
    return this.failure === 'NotFound' || this.failure === 'MissingCode';
  }

  async load(orderCode: string): Promise<void> {
    const code = orderCode.trim().toUpperCase();
    if (this.loading || (code === this.orderCode && (this.reservation || this.failure))) return;
    this.orderCode = code;
    this.finder.prefill(code);
    this.reservation = undefined;
    this.savedAt = undefined;
    this.failure = undefined;
    if (!code) {
      this.failure = 'MissingCode';
      return;
    }
    this.loading = true;
    this.refund = undefined;
    this.issuingLate = false;
    const booking = this.deps.store.state;
    const mine = booking.order?.code === code;
    const ask = () => this.deps.reservations.afterPayment(code, mine ? booking.booknowUserId ?? undefined : undefined)
      .catch((error: unknown) => {
        this.deps.logger.log('error', `success page: reservation ${code} not loaded: ${error instanceof Error ? error.message : String(error)}`);
        return undefined;
      });
    let answer = await ask();
    // Paid, and the company is confirming the tickets: ask again a few times before saying they will come by e-mail.
    for (let round = 0; round < SUCCESS_ISSUING_RETRIES && answer?.ok === false && answer.error.kind === 'Issuing'; round += 1) {
      runInAction(() => { this.failure = 'Issuing'; });
      await (this.deps.wait ?? sleep)(SUCCESS_ISSUING_RETRY_MS);
      if (this.orderCode !== code) {
        runInAction(() => { this.loading = false; });
        return;
      }
      answer = await ask();
    }
    // The shop could not be reached (offline at the quay): the copy this device saved, if it has one.
    const saved = answer ? undefined : await this.savedCopy(code);
    runInAction(() => {
      this.loading = false;
      if (saved) {
        this.reservation = saved.reservation;
        this.savedAt = saved.savedAt;
      } else if (!answer) this.failure = 'Failed';
      else if (!answer.ok) {
        this.failure = answer.error.kind;
        if (answer.error.kind === 'NotIssued') this.refund = answer.error.refund;
        if (answer.error.kind === 'Issuing') this.issuingLate = true;
        if (answer.error.kind === 'Failed') this.deps.logger.log('error', `success page: reservation ${code} not loaded: ${describeRefusal(answer.error.refusal)}`);
      } else {
        this.failure = undefined;
        this.reservation = answer.value;
        this.notApplied = mine ? booking.order?.notApplied : undefined;
        // The booking is finished: a new search starts afresh. Another booking of this tab is left alone.
        if (mine) this.deps.store.clear();
      }
    });
    if (this.reservation && !this.savedAt) {
      if (answer?.ok) await this.saveTickets(answer.value);
      await this.sendMail(false);
    }
  }

  /** Keeps the tickets on the device for offline use; a failure there never troubles the page. */
  private async saveTickets(reservation: Reservation): Promise<void> {
    const wallet = this.deps.wallet;
    if (!wallet) return;
    try {
      await (await wallet.tickets()).save(reservation, await wallet.owner());
    } catch (error) {
      this.deps.logger.log('warn', `success page: tickets of ${reservation.order_code} not saved on the device: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private async savedCopy(code: string) {
    const wallet = this.deps.wallet;
    if (!wallet) return undefined;
    try {
      return await (await wallet.tickets()).get(code);
    } catch {
      return undefined;
    }
  }

  /** Asks again after a failure (the connection dropped, or the payment is still being confirmed). */
  retry(): Promise<void> {
    this.failure = undefined;
    return this.load(this.orderCode);
  }

  /** Asks the server to e-mail the tickets: once per order, or again when the traveller asks. */
  async sendMail(resend = true): Promise<void> {
    if (!this.reservation || this.mail === 'sending') return;
    this.mail = 'sending';
    const sent = await this.deps.mail.execute(this.reservation.order_code, { resend }).catch(() => undefined);
    runInAction(() => {
      if (!sent) this.mail = 'failed';
      else if (sent.ok) this.mail = resend ? 'resent' : 'sent';
      else if (sent.error.kind === 'TooManyResends') this.mail = 'tooMany';
      else {
        this.mail = 'failed';
        this.deps.logger.log('error', `success page: reservation e-mail of ${this.orderCode} failed: ${sent.error.kind}`);
      }
    });
  }

  /** Asks the courier where the printed tickets are (by the reservation's shipping number). */
  async trackShipment(): Promise<void> {
    const number = this.reservation?.shipping?.shippingNumber;
    if (!number || this.shipment === 'asking') return;
    this.shipment = 'asking';
    const answer = await this.deps.track.execute(number, this.reservation?.order_code ?? this.orderCode).catch(() => undefined);
    runInAction(() => { this.shipment = answer?.ok ? answer.value : 'failed'; });
  }
}
