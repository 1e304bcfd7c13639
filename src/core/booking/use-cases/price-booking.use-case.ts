import { type Locale } from '../../shared/locale';
import { type Result, err, ok } from '../../shared/result';
import { type BookingState } from '../domain/booking-state';
import { setPricing } from '../domain/form-actions';
import { pricingRequest } from '../domain/requests';
import { choicesComplete } from '../domain/step-rules';
import { type BookingGateway } from '../ports/booking-gateway.port';
import { type BookingFailure, bookingFailure } from './booking-failure';

/** Prices the selected trips with the current choices and coupon. */
export class PriceBooking {
  constructor(private readonly deps: { booking: Pick<BookingGateway, 'pricing'>; locale: () => Locale }) {}

  /** The booking with its pricing; NotReady, NoAvailability, InvalidCoupon or Rejected. */
  async execute(state: BookingState): Promise<Result<BookingState, BookingFailure>> {
    const request = pricingRequest(state, this.deps.locale());
    if (!request || !choicesComplete(state)) return err({ kind: 'NotReady' });
    const answer = await this.deps.booking.pricing(request, state.booknowUserId ?? undefined);
    if (!answer.ok) return err(bookingFailure(answer.error));
    return ok(setPricing(state, answer.value));
  }
}
