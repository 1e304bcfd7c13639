import { type Result, err, ok } from '../../shared/result';
import { type BookingState } from '../domain/booking-state';
import { type BookingRefusal, ORDER_MOVED_ON } from '../domain/booking-refusal';
import { type HoldExtension, holdExtended } from '../domain/hold-extension';
import { type BookingGateway } from '../ports/booking-gateway.port';

/** Why a hold was not extended: no held order, no extension allowed (limit, paid, released), run out, other. */
export type ExtendHoldFailure =
  | { readonly kind: 'NoHold' }
  | { readonly kind: 'NotExtendable'; readonly refusal: BookingRefusal }
  | { readonly kind: 'HoldExpired'; readonly refusal: BookingRefusal }
  | { readonly kind: 'Rejected'; readonly refusal: BookingRefusal };

/**
 * Extends the running hold of the booking's order (extend-hold): the places stay held for the company's hold
 * time from now, at most twice per order. Answers the booking with the new end of the hold and the extension
 * (apply it to the current booking with `holdExtended`).
 */
export class ExtendHold {
  constructor(private readonly deps: { booking: Pick<BookingGateway, 'extendHold'> }) {}

  async execute(state: BookingState): Promise<Result<{ state: BookingState; extension: HoldExtension }, ExtendHoldFailure>> {
    const order = state.order;
    if (!order) return err({ kind: 'NoHold' });
    const answer = await this.deps.booking.extendHold(order.code, state.booknowUserId ?? undefined);
    if (!answer.ok) {
      const refusal = answer.error;
      if (refusal.kind === 'HoldExpired') return err({ kind: 'HoldExpired', refusal });
      if (ORDER_MOVED_ON.has(refusal.kind) || refusal.kind === 'CreditTooLow') return err({ kind: 'NotExtendable', refusal });
      return err({ kind: 'Rejected', refusal });
    }
    const extension: HoldExtension = answer.value;
    return ok({ state: holdExtended(state, extension), extension });
  }
}
