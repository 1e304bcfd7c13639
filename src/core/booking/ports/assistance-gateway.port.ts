import { type Assistance } from '../domain/assistance';
import { type Reservation } from '../domain/order';
import { type Result } from '../../shared/result';

/** The passenger assistance point of a departure port: who runs it, its phone (E.164), e-mail and hours (local `HH:MM`). */
export interface PortContact {
  readonly port: string; readonly port_name: string; readonly authority: string;
  readonly phone: string; readonly email: string; readonly opens: string; readonly closes: string;
}

/** One leg of an issued booking as the assistance section shows it (the server's clock decides `in_time` and `open`). */
export interface AssistanceLeg {
  readonly trip_index: number; readonly tripId: string; readonly from: string; readonly to: string;
  /** Departure and the end of the guaranteed notice (48 hours before it), ISO instants. */
  readonly departure: string; readonly deadline: string;
  /** A request made now is guaranteed (at least 48 hours before departure). */
  readonly in_time: boolean;
  /** A request may be made now (issued, the ship has not left). */
  readonly open: boolean;
  readonly port_contact: PortContact | null;
}

/** What the shop recorded: the request as stored, whether it was in time, whom to call at the port, the new tickets, when the e-mail leaves. */
export interface AssistanceRecorded {
  readonly trip_index: number; readonly passenger_index: number; readonly assistance: Assistance | null;
  readonly in_time: boolean; readonly port_contact: PortContact | null; readonly reservation: Reservation;
  /** When the confirmation e-mail leaves if it waits (changes within a few minutes are confirmed together); null: at once. */
  readonly mail_deferred_until: string | null;
}

/** One passenger's assistance on one leg (null: none any more). */
export interface AssistanceInput {
  readonly orderCode: string; readonly tripIndex: number; readonly passengerIndex: number; readonly assistance: Assistance | null;
}

/**
 * Why the shop did not record a request: not a booking this tab may open, the ship has left, the leg has no valid
 * ticket, a change of the leg is under way (it ends first: try again in a few minutes), bad input (`field`: `kind` or `note`), the company does not answer now (ask again), or another failure.
 */
export type AssistanceRefusal =
  | { readonly kind: 'NotFound' }
  | { readonly kind: 'Departed' }
  | { readonly kind: 'NotIssued' }
  | { readonly kind: 'ChangeInProgress' }
  | { readonly kind: 'Invalid'; readonly field: 'kind' | 'note'; readonly problem: AssistanceProblem }
  | { readonly kind: 'Unavailable' }
  | { readonly kind: 'Failed' };

/** What is wrong with a request's input, as step 3 says it. */
export type AssistanceProblem = 'kindRequired' | 'noteRequired' | 'noteTooLong' | 'textInvalid' | 'rejected';

/** Assistance for reduced mobility after booking (issue 17): the legs, and a request for one passenger on one leg. */
export interface AssistanceGateway {
  legs(orderCode: string): Promise<Result<readonly AssistanceLeg[], AssistanceRefusal>>;
  request(input: AssistanceInput): Promise<Result<AssistanceRecorded, AssistanceRefusal>>;
}
