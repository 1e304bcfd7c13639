import { type ApiFailure } from '../../shared/api-failure';

/** The expected failures of the booking calls, as the UI shows them (SPEC.md section 8). */
export type BookingFailure =
  | { readonly kind: 'NotReady' }
  | { readonly kind: 'NoAvailability'; readonly failure: ApiFailure }
  | { readonly kind: 'InvalidCoupon'; readonly failure: ApiFailure }
  | { readonly kind: 'HoldExpired'; readonly failure: ApiFailure }
  /** 429: too many holds from this client (`TOO_MANY_HOLDS`), or too many places held at once (`HOLD_LIMIT`). */
  | { readonly kind: 'TooManyHolds'; readonly failure: ApiFailure }
  | { readonly kind: 'Rejected'; readonly failure: ApiFailure };

/** Maps a server failure to the booking failure the traveller can act on. */
export function bookingFailure(failure: ApiFailure): BookingFailure {
  if (failure.kind === 'Conflict') return { kind: 'NoAvailability', failure };
  if (failure.kind === 'Gone') return { kind: 'HoldExpired', failure };
  if (failure.kind === 'RateLimited') return { kind: 'TooManyHolds', failure };
  if (failure.field === 'coupon' || /COUPON/.test(failure.code)) return { kind: 'InvalidCoupon', failure };
  return { kind: 'Rejected', failure };
}
