/**
 * "Change date or sailing" (issue 17): the calls that move one leg of an issued order to another sailing of the same
 * route. The server alone computes every amount (integer cents): `difference` = new fare − old fare + the company's
 * change fee; positive is paid by card, negative goes back to the card.
 */
import { array, boolean, enums, integer, max, min, nullable, object, optional, pattern, string, type Infer } from 'superstruct';
import { Cents, IsoDate, Lang, OrderCode, TripId } from './common.structs';
import { CardlinkPaymentAnswer } from './payments.structs';
import { Reservation } from './booking.structs';

/** A leg of an order: its index in the order's trips (an order has at most a handful). */
export const TripIndex = max(min(integer(), 0), 9);
/** Signed cents (a difference may be negative). */
export const SignedCents = max(min(integer(), -10_000_000), 10_000_000);
/** A change's code: the order code, `X`, four letters or digits. */
export const ChangeCode = pattern(string(), /^[A-Z0-9]{6,20}X[A-Z0-9]{4}$/);

/** Why a leg cannot be changed now (PARTLY_CANCELLED: answered by older servers, which did not change a leg with cancelled passengers or vehicles). */
export const CHANGE_REFUSALS = ['NOT_ISSUED', 'NOT_ALLOWED', 'TOO_LATE', 'DEPARTED', 'CHANGE_IN_PROGRESS', 'NOT_CARD', 'PARTLY_CANCELLED'] as const;
export type ChangeRefusal = (typeof CHANGE_REFUSALS)[number];

/** `POST /booking/change/options`: the sailings of the leg's route on `date`, each with what changing to it costs. */
export const ChangeOptionsRequest = object({ order_code: OrderCode, trip_index: TripIndex, date: IsoDate, lang: optional(Lang) });
export const ChangeOption = object({
  tripId: TripId, companyName: string(), vesselName: string(), departureDatetime: string(), arrivalDatetime: string(),
  /** The new fare of the same party and accommodation kinds; null when the party does not fit on this sailing. */
  new_total: nullable(Cents), difference: nullable(SignedCents), available: boolean(),
});
export const ChangeOptionsAnswer = object({
  order_code: OrderCode, trip_index: TripIndex, allowed: boolean(), reason: nullable(enums(CHANGE_REFUSALS)),
  from: string(), to: string(), old_trip_id: TripId, old_departure: string(), old_total: Cents, fee: Cents,
  /** Free until this many hours before the old departure, then `fee`. */
  free_until_hours: integer(), closes_hours_before: integer(),
  options: array(ChangeOption),
});

/** `POST /booking/change` (Idempotency-Key): starts a change to `trip_id` at the difference the traveller was shown. */
export const StartChangeRequest = object({
  order_code: OrderCode, trip_index: TripIndex, trip_id: TripId, expected_difference: SignedCents, lang: optional(Lang),
});
export const CHANGE_STATES = ['holding', 'held', 'paid', 'confirmed', 'done', 'failed'] as const;
/** A change as the traveller sees it; `payment` is the hosted form to post while a higher fare's difference is due. */
export const ChangeAnswer = object({
  order_code: OrderCode, change_code: ChangeCode, trip_index: TripIndex, status: enums(CHANGE_STATES),
  difference: SignedCents, fee: Cents, new_trip_id: TripId, refund_amount: Cents, failure: nullable(string()),
  payment: optional(CardlinkPaymentAnswer), reservation: optional(nullable(Reservation)),
});
/** `POST /booking/change/status`: a change of the order (the latest when `change_code` is left out). */
export const ChangeStatusRequest = object({ order_code: OrderCode, change_code: optional(ChangeCode), lang: optional(Lang) });

export type ChangeOptionsRequest = Infer<typeof ChangeOptionsRequest>;
export type ChangeOption = Infer<typeof ChangeOption>;
export type ChangeOptionsAnswer = Infer<typeof ChangeOptionsAnswer>;
export type StartChangeRequest = Infer<typeof StartChangeRequest>;
export type ChangeAnswer = Infer<typeof ChangeAnswer>;
export type ChangeStatusRequest = Infer<typeof ChangeStatusRequest>;
