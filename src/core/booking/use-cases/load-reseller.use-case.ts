import { type ResellerDetailsAnswer } from '../../booking-api';
import { type ApiFailure } from '../../shared/api-failure';
import { type Result, err, ok } from '../../shared/result';
import { type BookingState } from '../domain/booking-state';
import { setReseller } from '../domain/form-actions';
import { type BookingGateway } from '../ports/booking-gateway.port';

export type LoadResellerError = { readonly kind: 'UnknownReseller' } | { readonly kind: 'Failed'; readonly failure: ApiFailure };

/** The 'booknow' entry: loads a reseller and ties the booking to it (payment from the credit limit). */
export class LoadReseller {
  constructor(private readonly deps: { booking: Pick<BookingGateway, 'resellerDetails'> }) {}

  /** The booking tied to the user id and its reseller flag, with the details; UnknownReseller or Failed. */
  async execute(state: BookingState, userId: string): Promise<Result<{ state: BookingState; details: ResellerDetailsAnswer }, LoadResellerError>> {
    const answer = await this.deps.booking.resellerDetails(userId);
    if (!answer.ok) {
      const unknown = answer.error.kind === 'NotFound' || answer.error.kind === 'Invalid';
      return err(unknown ? { kind: 'UnknownReseller' } : { kind: 'Failed', failure: answer.error });
    }
    return ok({ state: setReseller(state, userId, answer.value.isReseller), details: answer.value });
  }
}
