import { type BookingRefusal, ORDER_MOVED_ON } from '../domain/booking-refusal';

/** The expected failures of the booking calls, as the UI shows them (SPEC.md section 8). */
export type BookingFailure =
  | { readonly kind: 'NotReady' }
  | { readonly kind: 'NoAvailability'; readonly refusal: BookingRefusal }
  | { readonly kind: 'InvalidCoupon'; readonly refusal: BookingRefusal }
  | { readonly kind: 'HoldExpired'; readonly refusal: BookingRefusal }
  /** Too many holds from this client (refusal TooManyHolds), or too many places held at once (refusal HoldLimit). */
  | { readonly kind: 'TooManyHolds'; readonly refusal: BookingRefusal }
  /** A reseller's credit does not cover the order. */
  | { readonly kind: 'CreditTooLow'; readonly refusal: BookingRefusal }
  | { readonly kind: 'Rejected'; readonly refusal: BookingRefusal };

/** The booking failure the traveller can act on, of the shop's refusal. */
export function bookingFailure(refusal: BookingRefusal): BookingFailure {
  switch (refusal.kind) {
    case 'HoldExpired': return { kind: 'HoldExpired', refusal };
    case 'TooManyHolds': case 'HoldLimit': case 'TooManyTries': return { kind: 'TooManyHolds', refusal };
    case 'CreditTooLow': return { kind: 'CreditTooLow', refusal };
    case 'InvalidCoupon': return { kind: 'InvalidCoupon', refusal };
    default: return ORDER_MOVED_ON.has(refusal.kind) ? { kind: 'NoAvailability', refusal } : { kind: 'Rejected', refusal };
  }
}
