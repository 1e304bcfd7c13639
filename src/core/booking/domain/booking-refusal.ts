/**
 * Why the shop refused a pricing, booking or payment call, in the shop's words. The HTTP adapter maps the server's
 * status and error code to one of these (src/adapters/http/booking.mappers.ts); the in-memory adapter builds them
 * directly. Faults (network down, a server error) are thrown, not refused.
 */
export type BookingRefusalKind =
  /** The places asked for are no longer there (sold, or the vessel takes no vehicles). */
  | 'NoAvailability'
  /** The hold on the order ran out before it was paid. */
  | 'HoldExpired'
  /** Too many holds from this connection in a while: try again later. */
  | 'TooManyHolds'
  /** Too many places held at once by this connection: pay or release one first. */
  | 'HoldLimit'
  /** A reseller's credit does not cover the order. */
  | 'CreditTooLow'
  /** The coupon does not exist, has run out or is not for this booking or e-mail. */
  | 'InvalidCoupon'
  /** A field of the request was refused (see `reason` and `field`). */
  | 'Invalid'
  /** No such order, or not one this traveller may open. */
  | 'NotFound'
  /** Not logged in (or the session ended) where the call needs a user. */
  | 'NotLoggedIn'
  /** Logged in, but not allowed: not a reseller, someone else's order. */
  | 'NotAllowed'
  /** The hold was extended as often as it may be, or the order is no longer held. */
  | 'NotExtendable'
  /** The order's payment is not confirmed (yet). */
  | 'NotPaid'
  /** The companies are still confirming the tickets: ask again shortly. */
  | 'Issuing'
  /** The companies did not issue the tickets; the payment goes back. */
  | 'NotIssued'
  /** The order is already paid, issued or paid back: it cannot be released or settled again. */
  | 'AlreadySettled'
  /** The order is closed (expired, failed, paid back) or not awaiting this step. */
  | 'OrderClosed'
  /** The same request is still being handled: try again shortly. */
  | 'Busy'
  /** Too many tries (finding an order by its code): try again later. */
  | 'TooManyTries'
  /** Cancelling now would give back another amount than the traveller was shown: show the new quote. */
  | 'QuoteChanged';

/** What made a field invalid, as step 3 tells the traveller. */
export type InvalidReason =
  | 'PassengerDetails' | 'VehicleDetails' | 'PetDetails' | 'ShippingDetails' | 'BerthSex'
  | 'TripDeparted' | 'UnknownTrip' | 'AmountMismatch' | 'Input';

export type BookingRefusal =
  | {
    readonly kind: 'Invalid';
    readonly reason: InvalidReason;
    /** The refused field as a path of the request (`passengers.0.name`, `shipping.zipCode`), when known. */
    readonly field?: string;
    /** What the shop said, for the log. */
    readonly detail: string;
  }
  | { readonly kind: Exclude<BookingRefusalKind, 'Invalid'>; readonly field?: string; readonly detail: string };

export function refuse(kind: Exclude<BookingRefusalKind, 'Invalid'>, detail: string, field?: string): BookingRefusal {
  return field ? { kind, detail, field } : { kind, detail };
}

export function refuseField(reason: InvalidReason, detail: string, field?: string): BookingRefusal {
  return field ? { kind: 'Invalid', reason, detail, field } : { kind: 'Invalid', reason, detail };
}

/** A refusal as one line of the log: kind, reason, field and what the shop said. */
export function describeRefusal(refusal: BookingRefusal): string {
  const reason = refusal.kind === 'Invalid' ? ` ${refusal.reason}` : '';
  return `${refusal.kind}${reason}${refusal.field ? ` (${refusal.field})` : ''}: ${refusal.detail}`;
}

/** Refusals that say the order is no longer what the traveller thought: closed, settled, not issued, busy. */
export const ORDER_MOVED_ON: ReadonlySet<BookingRefusalKind> = new Set([
  'NoAvailability', 'NotExtendable', 'NotPaid', 'Issuing', 'NotIssued', 'AlreadySettled', 'OrderClosed', 'Busy',
]);
