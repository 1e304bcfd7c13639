/**
 * Assistance for passengers with reduced mobility asked for or changed after booking, from "Manage booking"
 * (issue 17, EU Regulation 1177/2010 article 11): per passenger and per leg, up to 48 hours before that leg's
 * departure by the server's clock (`in_time`, guaranteed); later, and until the ship leaves, the request is still
 * recorded and passed to the company, and the shop gives the departure port's contact (not guaranteed).
 */
import { array, boolean, integer, max, min, nullable, object, optional, string, type Infer } from 'superstruct';
import { Lang, OrderCode, TripId } from './common.structs';
import { BOOKING_LIMITS } from './limits';
import { Assistance, Reservation } from './booking.structs';

/** The passenger assistance point of a departure port: who runs it, how to reach it, when it is open (port's local time, `HH:MM`). */
export const PortContact = object({
  port: string(), port_name: string(), authority: string(), phone: string(), email: string(), opens: string(), closes: string(),
});
/** One leg of an issued order as the assistance section shows it: until when a request is guaranteed, and whether one may be made at all. */
export const AssistanceLeg = object({
  trip_index: integer(), tripId: TripId, from: string(), to: string(), departure: string(),
  /** The instant (ISO) after which a request is no longer guaranteed: 48 hours before departure. */
  deadline: string(),
  /** A request made now is within the notice the carrier needs (at least 48 hours before departure). */
  in_time: boolean(),
  /** A request may be made now: the leg is issued and its ship has not left. */
  open: boolean(),
  port_contact: nullable(PortContact),
});
/** `POST /booking/assistance-options { order_code }`. */
export const AssistanceOptionsAnswer = object({ order_code: OrderCode, legs: array(AssistanceLeg) });
/** `POST /booking/assistance`: the help one passenger needs on one leg (null: none any more). */
export const AssistanceRequest = object({
  order_code: OrderCode,
  trip_index: min(max(integer(), BOOKING_LIMITS.trips - 1), 0),
  passenger_index: min(max(integer(), BOOKING_LIMITS.passengers - 1), 0),
  assistance: nullable(Assistance),
  lang: optional(Lang),
});
export const AssistanceAnswer = object({
  order_code: OrderCode, trip_index: integer(), passenger_index: integer(), assistance: nullable(Assistance),
  in_time: boolean(), port_contact: nullable(PortContact), reservation: Reservation,
  /** When the confirmation e-mail leaves, if later than now: changes within a few minutes are confirmed together. */
  mail_deferred_until: optional(nullable(string())),
});

export type PortContact = Infer<typeof PortContact>;
export type AssistanceLeg = Infer<typeof AssistanceLeg>;
export type AssistanceOptionsAnswer = Infer<typeof AssistanceOptionsAnswer>;
export type AssistanceRequest = Infer<typeof AssistanceRequest>;
export type AssistanceAnswer = Infer<typeof AssistanceAnswer>;
