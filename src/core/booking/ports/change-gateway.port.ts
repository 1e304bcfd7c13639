import { type CardPaymentForm, type Reservation } from '../domain/order';
import { type Result } from '../../shared/result';

/**
 * Why a leg cannot be changed now (the company's policy and the server's clock decide). A leg with cancelled passengers
 * or vehicles is not blocked: what is left of its party is changed.
 */
export type ChangeBlock = 'NotIssued' | 'NotAllowed' | 'TooLate' | 'Departed' | 'ChangeInProgress' | 'NotCard';

/** Another sailing of the leg's route and company on the chosen day, with what changing to it costs (server's cents). */
export interface ChangeSailing {
  readonly tripId: string;
  readonly companyName: string;
  readonly vesselName: string;
  readonly departure: string;
  readonly arrival: string;
  /** The new fare of the same party and kinds of place; null when the party does not fit on this vessel. */
  readonly newTotal: number | null;
  /** New fare − old fare + fee: positive is paid by card, negative goes back to the card, 0 is free. */
  readonly difference: number | null;
  /** Enough free places for the party. */
  readonly available: boolean;
}

/** What changing leg `tripIndex` allows now, and the sailings of one day to change to. */
export interface ChangeOptions {
  readonly orderCode: string;
  readonly tripIndex: number;
  readonly date: string;
  readonly allowed: boolean;
  readonly blocked: ChangeBlock | null;
  readonly from: string;
  readonly to: string;
  readonly oldTripId: string;
  readonly oldDeparture: string;
  readonly oldTotal: number;
  /** The company's change fee now (0 while the change is free). */
  readonly fee: number;
  /** Free until this many hours before the old departure (0: never free). */
  readonly freeUntilHours: number;
  /** Changes close this many hours before the old departure. */
  readonly closesHoursBefore: number;
  readonly sailings: readonly ChangeSailing[];
}

export type LegChangeStatus = 'holding' | 'held' | 'paid' | 'confirmed' | 'done' | 'failed';

/** A change as the traveller follows it; `payment` is the hosted form to post while a higher fare's difference is due. */
export interface LegChange {
  readonly orderCode: string;
  readonly changeCode: string;
  readonly tripIndex: number;
  readonly status: LegChangeStatus;
  readonly difference: number;
  readonly fee: number;
  readonly newTripId: string;
  /** What goes back to the card (a lower fare's difference, or a captured difference when the change failed). */
  readonly refundAmount: number;
  /** Why it failed (`payment_cancelled`, `operator_refused`, `hold_expired`…), null otherwise. */
  readonly failure: string | null;
  readonly payment?: CardPaymentForm;
  /** The booking's tickets once the change is done. */
  readonly reservation?: Reservation | null;
}

/** The change to start: the chosen sailing at the difference the traveller was shown. */
export interface ChangeRequest {
  readonly orderCode: string;
  readonly tripIndex: number;
  readonly tripId: string;
  readonly expectedDifference: number;
  /** The booking's change this one follows (a new attempt after a failed one is a new request), if any. */
  readonly after?: string;
}

/**
 * Why the shop did not list or start a change: not a booking this tab may open (NotFound), the leg may not be changed
 * now (a ChangeBlock kind), a cancellation of part of the booking is still with its company (CancelInProgress: it may
 * yet be dropped, so look again in a few minutes), the difference is no longer the one shown (QuoteChanged), not a sailing of the leg's route
 * and company (NotSameRoute), no room for the party any more (NoAvailability), the company or the payment service does
 * not answer (Unavailable), bad input on a field (Invalid), or another failure.
 */
export type ChangeRefusal =
  | { readonly kind: 'NotFound' }
  | { readonly kind: ChangeBlock }
  | { readonly kind: 'CancelInProgress' }
  | { readonly kind: 'QuoteChanged' }
  | { readonly kind: 'NotSameRoute' }
  | { readonly kind: 'NoAvailability' }
  | { readonly kind: 'Unavailable' }
  | { readonly kind: 'Invalid'; readonly field: 'date' | 'sailing' }
  | { readonly kind: 'Failed' };

/** "Change date or sailing" (issue 17): a leg's options on a day, starting a change, and following it. */
export interface ChangeGateway {
  options(orderCode: string, tripIndex: number, date: string): Promise<Result<ChangeOptions, ChangeRefusal>>;
  start(request: ChangeRequest): Promise<Result<LegChange, ChangeRefusal>>;
  /** The change `changeCode` of the order (its latest when left out). */
  status(orderCode: string, changeCode?: string): Promise<Result<LegChange, ChangeRefusal>>;
  /**
   * The hosted payment form of change `changeCode` again, while it still waits for its difference (the traveller left
   * the payment page): the change with `payment`; a change no longer waiting answers where it stands, without one.
   */
  paymentAgain(orderCode: string, changeCode: string): Promise<Result<LegChange, ChangeRefusal>>;
}
