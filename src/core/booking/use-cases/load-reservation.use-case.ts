import { type Reservation } from '../../booking-api';
import { type ApiFailure } from '../../shared/api-failure';
import { type Result, err, ok } from '../../shared/result';
import { type BookingGateway } from '../ports/booking-gateway.port';

/**
 * Why an order shows no tickets: unknown (or another user's), not paid (a declined or unfinished card payment), paid
 * but not issued (the places were gone when the payment came in: it is refunded), or another failure.
 */
export type ReservationError =
  | { readonly kind: 'NotFound' }
  | { readonly kind: 'NotPaid' }
  | { readonly kind: 'NotIssued' }
  | { readonly kind: 'Failed'; readonly failure: ApiFailure };

function reservationError(failure: ApiFailure): ReservationError {
  if (failure.kind === 'NotFound' || failure.kind === 'Forbidden') return { kind: 'NotFound' };
  if (failure.code === 'PAYMENT_NOT_CONFIRMED') return { kind: 'NotPaid' };
  if (failure.kind === 'Conflict' || failure.kind === 'Gone') return { kind: 'NotIssued' };
  return { kind: 'Failed', failure };
}

/** The tickets of an order, read from the server by its code: the server, never the page, knows whether it was paid. */
export class LoadReservation {
  constructor(private readonly deps: { booking: Pick<BookingGateway, 'finalizeBooking' | 'voucher'> }) {}

  /** After the payment page: the issued reservation; NotFound, NotPaid, NotIssued or Failed. */
  async afterPayment(orderCode: string, userId?: string): Promise<Result<Reservation, ReservationError>> {
    const code = orderCode.trim().toUpperCase();
    if (!code) return err({ kind: 'NotFound' });
    const done = await this.deps.booking.finalizeBooking(code, userId);
    return done.ok ? ok(done.value) : err(reservationError(done.error));
  }

  /** The tickets of an issued order (the account's trips); NotFound, NotIssued or Failed. */
  async tickets(orderCode: string): Promise<Result<Reservation, ReservationError>> {
    const voucher = await this.deps.booking.voucher(orderCode);
    return voucher.ok ? ok(voucher.value.reservation) : err(reservationError(voucher.error));
  }
}
