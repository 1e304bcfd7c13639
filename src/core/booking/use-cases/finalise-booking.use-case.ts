import { type Reservation } from '../domain/order';
import { type Result, err, ok } from '../../shared/result';
import { ORDER_MOVED_ON } from '../domain/booking-refusal';
import { type BookingState } from '../domain/booking-state';
import { setReservation } from '../domain/form-actions';
import { type BookingGateway } from '../ports/booking-gateway.port';
import { type BookingFailure, bookingFailure } from './booking-failure';

/** After payment: issues the tickets, or marks the order failed when the payment did not go through. */
export class FinaliseBooking {
  constructor(private readonly deps: { booking: Pick<BookingGateway, 'issueTickets' | 'release'> }) {}

  /** The booking with its reservation; NotReady, HoldExpired, NoAvailability (not paid) or Rejected. */
  async execute(state: BookingState): Promise<Result<{ state: BookingState; reservation: Reservation }, BookingFailure>> {
    const order = state.order;
    if (!order?.recorded) return err({ kind: 'NotReady' });
    const done = await this.deps.booking.issueTickets(order.code, state.booknowUserId ?? undefined);
    if (!done.ok) return err(bookingFailure(done.error));
    return ok({ state: setReservation(state, done.value), reservation: done.value });
  }

  /** Reports a payment that failed or was cancelled, releasing the hold. */
  async fail(state: BookingState): Promise<Result<BookingState, BookingFailure>> {
    const order = state.order;
    if (!order) return err({ kind: 'NotReady' });
    const failed = await this.deps.booking.release(order.code, state.booknowUserId ?? undefined);
    if (!failed.ok && !ORDER_MOVED_ON.has(failed.error.kind) && failed.error.kind !== 'CreditTooLow') return err(bookingFailure(failed.error));
    return ok({ ...state, order: null });
  }
}
