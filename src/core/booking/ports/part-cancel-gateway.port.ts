import { type Result } from '../../shared/result';

/**
 * A part of a booking to cancel on one leg (issue 17): the whole leg, or some of its passengers and vehicles by their
 * index on its tickets (vehicles then trailers, as the reservation numbers them).
 */
export interface LegPart {
  readonly tripIndex: number;
  readonly whole: boolean;
  readonly passengers: readonly number[];
  readonly vehicles: readonly number[];
}

/** What cancelling one leg's part gives back now, by the company's tier (hours before departure, percent) and fee. */
export interface PartQuoteLine {
  readonly tripIndex: number; readonly tripId: string; readonly whole: boolean;
  readonly passengers: readonly number[]; readonly vehicles: readonly number[];
  readonly hours_before_departure: number; readonly tier_hours: number | null; readonly percent: number;
  readonly paid: number; readonly fee: number; readonly refund: number;
}

/** The server's quote of a selection: per leg, the total, and whether it is everything left (the whole booking). */
export interface PartQuote {
  readonly wholeOrder: boolean;
  readonly refundAmount: number;
  readonly lines: readonly PartQuoteLine[];
}

/** A part cancelled: what it gave back, and whether the booking is now cancelled as a whole. */
export interface PartCancelled {
  readonly orderCode: string; readonly wholeOrder: boolean; readonly refundAmount: number;
}

/**
 * Why a part was not quoted or cancelled, in the shop's words. Those about one leg name it (`tripIndex`, the leg of
 * the order): its company does not let a leg (`Leg`) or passengers and vehicles (`Passengers`) be cancelled alone,
 * the ship has left, it was cancelled already, or what would be left cannot travel alone. About the booking: none
 * this tab may open, nothing chosen, not issued or cancelled already, the quote changed since it was shown (ask
 * again), a change or another cancellation is under way, the company would not cancel (nothing changed), the
 * company does not answer now, or another failure.
 */
export type PartCancelRefusal =
  | { readonly kind: 'NotFound' }
  | { readonly kind: 'NothingChosen' }
  | { readonly kind: 'NotCancellable' }
  | { readonly kind: 'AlreadyCancelled' }
  | { readonly kind: 'LegNotAllowed'; readonly tripIndex: number }
  | { readonly kind: 'PassengersNotAllowed'; readonly tripIndex: number }
  | { readonly kind: 'Departed'; readonly tripIndex: number }
  | { readonly kind: 'PartCancelled'; readonly tripIndex: number }
  | { readonly kind: 'PartyLeftInvalid'; readonly tripIndex: number }
  | { readonly kind: 'QuoteChanged' }
  | { readonly kind: 'ChangeInProgress' }
  | { readonly kind: 'CancelInProgress' }
  | { readonly kind: 'CompanyRefused' }
  | { readonly kind: 'Unavailable' }
  | { readonly kind: 'Failed' };

export type PartCancelRefusalKind = PartCancelRefusal['kind'];

/** Partial cancellation (issue 17): what a selection gives back now, and cancelling it for exactly that amount. */
export interface PartCancelGateway {
  quote(orderCode: string, parts: readonly LegPart[]): Promise<Result<PartQuote, PartCancelRefusal>>;
  cancel(orderCode: string, parts: readonly LegPart[], expectedRefund: number): Promise<Result<PartCancelled, PartCancelRefusal>>;
}
