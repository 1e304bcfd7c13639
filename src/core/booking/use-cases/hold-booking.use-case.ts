import { type Locale } from '../../shared/locale';
import { type Result, err, ok } from '../../shared/result';
import { type BookingState } from '../domain/booking-state';
import { setOrder, setPricing } from '../domain/form-actions';
import { insertBookingRequest, pricingRequest } from '../domain/requests';
import { detailsErrors } from '../domain/details-form';
import { pricingCurrent } from '../domain/step-rules';
import { type BookingGateway } from '../ports/booking-gateway.port';
import { type BookingFailure, bookingFailure } from './booking-failure';

/**
 * Places the order after the last step: holds the trips (optional-booking), then records the leader, travellers
 * and delivery (insert-booking). A held order of the same choices is reused, so a retry does not hold twice.
 */
export class HoldBooking {
  constructor(private readonly deps: { booking: Pick<BookingGateway, 'hold' | 'recordDetails'>; locale: () => Locale }) {}

  /** The booking with its recorded order; NotReady, NoAvailability, HoldExpired, InvalidCoupon or Rejected. */
  async execute(state: BookingState): Promise<Result<BookingState, BookingFailure>> {
    const request = pricingRequest(state, this.deps.locale());
    if (!request || !pricingCurrent(state) || detailsErrors(state).length > 0) return err({ kind: 'NotReady' });
    const userId = state.booknowUserId ?? undefined;
    let next = state;
    if (!next.order) {
      const held = await this.deps.booking.hold(request, userId);
      if (!held.ok) return err(bookingFailure(held.error));
      const { order_code, payment_amount, hold_expires_at, pricing } = held.value;
      next = setOrder(setPricing(next, pricing), { code: order_code, total: payment_amount, holdExpiresAt: hold_expires_at, recorded: false });
    }
    const order = next.order!;
    if (order.recorded) return ok(next);
    const recorded = await this.deps.booking.recordDetails(insertBookingRequest(next, order.code, this.deps.locale()), userId);
    if (!recorded.ok) return err(bookingFailure(recorded.error));
    return ok(setOrder(next, { ...order, total: recorded.value.payment_amount, recorded: true }));
  }
}
