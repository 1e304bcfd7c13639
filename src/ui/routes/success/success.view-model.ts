import { makeAutoObservable, runInAction } from 'mobx';
import { type SendReservationMail } from '../../../core/account';
import { type LoadReservation, type ReservationError } from '../../../core/booking';
import { type Reservation } from '../../../core/booking-api';
import { type Logger } from '../../../core/shared/logger.port';
import { type BookingStore } from '../../features/booking/booking-store';

export type SuccessFailure = ReservationError['kind'] | 'MissingCode';
export type MailStatus = 'idle' | 'sending' | 'sent' | 'resent' | 'tooMany' | 'failed';

export interface SuccessDeps {
  reservations: Pick<LoadReservation, 'afterPayment'>;
  mail: Pick<SendReservationMail, 'execute'>;
  store: Pick<BookingStore, 'state' | 'clear'>;
  logger: Pick<Logger, 'log'>;
}

/**
 * The page the payment ends on (`/success?order_code=…`): asks the server for the order's reservation (the server
 * alone knows whether it was paid), shows it, has the reservation e-mail sent (the server sends it once however
 * often the page loads) and then forgets the tab's booking, which is done.
 */
export class SuccessViewModel {
  orderCode = '';
  loading = false;
  reservation: Reservation | undefined = undefined;
  failure: SuccessFailure | undefined = undefined;
  mail: MailStatus = 'idle';

  constructor(private readonly deps: SuccessDeps) {
    makeAutoObservable<SuccessViewModel, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  async load(orderCode: string): Promise<void> {
    const code = orderCode.trim().toUpperCase();
    if (this.loading || (code === this.orderCode && (this.reservation || this.failure))) return;
    this.orderCode = code;
    this.reservation = undefined;
    this.failure = undefined;
    if (!code) {
      this.failure = 'MissingCode';
      return;
    }
    this.loading = true;
    const booking = this.deps.store.state;
    const mine = booking.order?.order_code === code;
    const answer = await this.deps.reservations.afterPayment(code, mine ? booking.booknowUserId ?? undefined : undefined)
      .catch((error: unknown) => {
        this.deps.logger.log('error', `success page: reservation ${code} not loaded: ${error instanceof Error ? error.message : String(error)}`);
        return undefined;
      });
    runInAction(() => {
      this.loading = false;
      if (!answer) this.failure = 'Failed';
      else if (!answer.ok) {
        this.failure = answer.error.kind;
        if (answer.error.kind === 'Failed') this.deps.logger.log('error', `success page: reservation ${code} not loaded: ${answer.error.failure.code}`);
      } else {
        this.reservation = answer.value;
        // The booking is finished: a new search starts afresh. Another booking of this tab is left alone.
        if (mine) this.deps.store.clear();
      }
    });
    if (this.reservation) await this.sendMail(false);
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
}
