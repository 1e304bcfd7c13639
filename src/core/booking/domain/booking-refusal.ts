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
  | 'QuoteChanged'
  /** A change of a leg of the booking is under way: it ends first (try again in a few minutes). */
  | 'ChangeInProgress'
  /** A cancellation of part of the booking is still with its company: it ends first (try again in a few minutes). */
  | 'CancelInProgress';

/** What made a field invalid, as step 3 tells the traveller. */
export type InvalidReason =
  | 'PassengerDetails' | 'VehicleDetails' | 'PetDetails' | 'ShippingDetails' | 'BerthSex'
  | 'TripDeparted' | 'UnknownTrip' | 'AmountMismatch' | 'Input';

/**
 * The part of a request a refusal names, in the shop's words (the HTTP adapter reads it from the server's field
 * path, src/adapters/http/booking.mappers.ts `bookingFieldOf`; the in-memory adapters name it directly).
 * - passenger, vehicle, trailer, pet: the `index`-th of the booking (of the quoted `trip`, counted in departure order,
 *   when the refusal is about one trip of a quote; absent: the only trip or the whole booking), and the refused
 *   `name` of the core's request (`surname`, `birthDate`, `discountIdOrCode`, `plate`…) when known.
 * - leader, shipping, invoice: the refused `name` of the order details (`email`, `postcode`, `prefecture`…).
 * - trip (a sailing of the quote), coupon, order (its code), payment (the way of paying), refund (the amount
 *   expected), proof (the e-mail or last name that opens an order).
 */
export type BookingField =
  | { readonly part: 'passenger' | 'vehicle' | 'trailer' | 'pet'; readonly trip?: number; readonly index?: number; readonly name?: string }
  | { readonly part: 'leader' | 'shipping' | 'invoice'; readonly name?: string }
  | { readonly part: 'trip' | 'coupon' | 'order' | 'payment' | 'refund' | 'proof' };

/**
 * Details sent after the order was paid that the shop did not apply (it issued the order with those paid for; the
 * server compares them with its own record): the ticket delivery paid for and the one asked, when they differ, and
 * the other parts that differ.
 */
export interface DetailsNotApplied {
  readonly delivery?: { readonly paid: 'port' | 'courier'; readonly asked: 'port' | 'courier' };
  readonly parts: readonly ('contact' | 'travellers' | 'vehicles' | 'address')[];
}

export type BookingRefusal =
  | {
    readonly kind: 'Invalid';
    readonly reason: InvalidReason;
    /** The refused field, when known. */
    readonly field?: BookingField;
    /** What the shop said, for the log. */
    readonly detail: string;
  }
  | {
    readonly kind: Exclude<BookingRefusalKind, 'Invalid'>;
    readonly field?: BookingField;
    readonly detail: string;
    /** AlreadySettled of the details: what of them was not applied, when the shop says so. */
    readonly notApplied?: DetailsNotApplied;
  };

export function refuse(kind: Exclude<BookingRefusalKind, 'Invalid'>, detail: string, field?: BookingField): BookingRefusal {
  return field ? { kind, detail, field } : { kind, detail };
}

export function refuseField(reason: InvalidReason, detail: string, field?: BookingField): BookingRefusal {
  return field ? { kind: 'Invalid', reason, detail, field } : { kind: 'Invalid', reason, detail };
}

/** A refused field as one word of the log (`passenger@1.0.surname`: trip 1, passenger 0). */
export function describeField(field: BookingField): string {
  const trip = 'trip' in field && field.trip !== undefined ? `@${field.trip}` : '';
  const index = 'index' in field && field.index !== undefined ? `.${field.index}` : '';
  const name = 'name' in field && field.name ? `.${field.name}` : '';
  return `${field.part}${trip}${index}${name}`;
}

/** A refusal as one line of the log: kind, reason, field and what the shop said. */
export function describeRefusal(refusal: BookingRefusal): string {
  const reason = refusal.kind === 'Invalid' ? ` ${refusal.reason}` : '';
  return `${refusal.kind}${reason}${refusal.field ? ` (${describeField(refusal.field)})` : ''}: ${refusal.detail}`;
}

/** Refusals that say the order is no longer what the traveller thought: closed, settled, not issued, busy. */
export const ORDER_MOVED_ON: ReadonlySet<BookingRefusalKind> = new Set([
  'NoAvailability', 'NotExtendable', 'NotPaid', 'Issuing', 'NotIssued', 'AlreadySettled', 'OrderClosed', 'Busy',
]);
