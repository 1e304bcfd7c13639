import { coerce, enums, integer, min, number, optional, pattern, refine, size, string } from 'superstruct';
import { LOCALES } from '../core/shared/locale';

/** A port code of the Greek ferry systems: three upper-case letters (PIR, JTR, CFU…). */
export const PortCode = pattern(string(), /^[A-Z]{3}$/);
/** A ferry company's code (two to six upper-case letters or digits). */
export const CompanyCode = pattern(string(), /^[A-Z0-9]{2,6}$/);
/** A calendar date `YYYY-MM-DD`, read in Europe/Athens. */
export const IsoDate = refine(pattern(string(), /^\d{4}-\d{2}-\d{2}$/), 'IsoDate', (value) => {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
    ? true : `Expected a real calendar date, got ${value}`;
});
export const Lang = enums(LOCALES);
/** Money: integer cents, never negative. */
export const Cents = min(integer(), 0);
/** A trip (one sailing between two ports of a voyage) as the operators name it. */
export const TripId = pattern(string(), /^[A-Z0-9][A-Z0-9-]{4,60}$/);
/** The shop's order (reservation) number. */
export const OrderCode = pattern(string(), /^[A-Z0-9]{6,20}$/);
/** A user id as the reseller link carries it; numbers are read as strings. */
export const UserId = coerce(pattern(string(), /^[A-Za-z0-9_-]{1,64}$/), number(), (n) => String(n));
export const OptionalUserId = optional(UserId);
/** A short code chosen from a list the server publishes (passenger types, accommodations, discounts…). */
export const ItemCode = pattern(string(), /^[A-Z0-9_]{1,16}$/);
export const ShortText = size(string(), 1, 120);
export const OrderStatus = enums(['held', 'pending_payment', 'success', 'failed', 'expired', 'refunded']);
/**
 * Why an order ended without tickets or its money was paid back: the company refused to confirm the seats, the
 * coupon was used up by another order, the payment came after the order had closed, the payment was replaced by a new
 * one (the order changed while it was being paid), the hold ran out, or the traveller cancelled.
 */
export const OrderOutcome = enums([
  'operator_refused', 'coupon_used', 'payment_after_close', 'payment_superseded', 'hold_expired', 'cancelled_by_traveller',
]);
export const Sex = enums(['male', 'female']);
export const TicketsMethod = enums(['port', 'courier']);
export const PaymentMethod = enums(['card', 'credit_limit']);
