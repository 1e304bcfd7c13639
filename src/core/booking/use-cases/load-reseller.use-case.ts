import { type ResellerDetails } from '../domain/order';
import { type BookingRefusal } from '../domain/booking-refusal';
import { type Result, err, ok } from '../../shared/result';
import { type BookingState } from '../domain/booking-state';
import { enterResellerMode } from '../domain/reseller-mode';
import { type BookingGateway } from '../ports/booking-gateway.port';

export type LoadResellerError = { readonly kind: 'UnknownReseller' } | { readonly kind: 'Failed'; readonly refusal: BookingRefusal };

/**
 * The 'booknow' entry: loads the reseller details of the logged-in user and ties the booking to it (payment from the
 * credit limit, the agency's name shown). An account that is not a reseller's leaves the booking as it was.
 */
export class LoadReseller {
  constructor(private readonly deps: { booking: Pick<BookingGateway, 'resellerDetails'> }) {}

  /** The booking tied to the reseller, with its details; UnknownReseller (unknown, or not a reseller) or Failed. */
  async execute(state: BookingState, userId: string): Promise<Result<{ state: BookingState; details: ResellerDetails }, LoadResellerError>> {
    const answer = await this.deps.booking.resellerDetails(userId);
    if (!answer.ok) {
      const unknown = answer.error.kind === 'NotFound' || answer.error.kind === 'Invalid';
      return err(unknown ? { kind: 'UnknownReseller' } : { kind: 'Failed', refusal: answer.error });
    }
    if (!answer.value.isReseller) return err({ kind: 'UnknownReseller' });
    return ok({ state: enterResellerMode(state, userId, answer.value.name), details: answer.value });
  }
}
