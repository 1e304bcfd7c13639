import { type BookingState } from './booking-state';

/** What an extension of the hold answered: the order, the new end of its hold and the extensions left. */
export interface HoldExtension {
  readonly order_code: string;
  readonly hold_expires_at: string;
  readonly extensions_left: number;
}

/**
 * The booking after its hold was extended: the held order's end moves to the new time (never earlier) and the
 * extensions left are kept; an answer about another order (the booking changed meanwhile) changes nothing.
 */
export function holdExtended(state: BookingState, extension: HoldExtension): BookingState {
  const order = state.order;
  if (!order || order.order_code !== extension.order_code) return state;
  const later = Date.parse(extension.hold_expires_at) > Date.parse(order.hold_expires_at) ? extension.hold_expires_at : order.hold_expires_at;
  return { ...state, order: { ...order, hold_expires_at: later, extensions_left: Math.max(0, extension.extensions_left) } };
}

/**
 * The booking once the server said its hold cannot be extended (`at`: now, when it has run out): no extension is
 * left and, when it ran out, the hold ends at `at` (so the timer shows it over).
 */
export function holdNotExtendable(state: BookingState, orderCode: string, ranOutAt?: string): BookingState {
  const order = state.order;
  if (!order || order.order_code !== orderCode) return state;
  const ends = ranOutAt && Date.parse(ranOutAt) < Date.parse(order.hold_expires_at) ? ranOutAt : order.hold_expires_at;
  return { ...state, order: { ...order, hold_expires_at: ends, extensions_left: 0 } };
}
