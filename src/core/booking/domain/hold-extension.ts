import { type BookingState } from './booking-state';

/** What an extension of the hold answered: the order, the new end of its hold and the extensions left. */
export interface HoldExtension {
  readonly orderCode: string;
  readonly holdExpiresAt: string;
  readonly extensionsLeft: number;
}

/**
 * The booking after its hold was extended: the held order's end moves to the new time (never earlier) and the
 * extensions left are kept; an answer about another order (the booking changed meanwhile) changes nothing.
 */
export function holdExtended(state: BookingState, extension: HoldExtension): BookingState {
  const order = state.order;
  if (!order || order.code !== extension.orderCode) return state;
  const later = Date.parse(extension.holdExpiresAt) > Date.parse(order.holdExpiresAt) ? extension.holdExpiresAt : order.holdExpiresAt;
  return { ...state, order: { ...order, holdExpiresAt: later, extensionsLeft: Math.max(0, extension.extensionsLeft) } };
}

/**
 * The booking once the server said its hold cannot be extended (`at`: now, when it has run out): no extension is
 * left and, when it ran out, the hold ends at `at` (so the timer shows it over).
 */
export function holdNotExtendable(state: BookingState, orderCode: string, ranOutAt?: string): BookingState {
  const order = state.order;
  if (!order || order.code !== orderCode) return state;
  const ends = ranOutAt && Date.parse(ranOutAt) < Date.parse(order.holdExpiresAt) ? ranOutAt : order.holdExpiresAt;
  return { ...state, order: { ...order, holdExpiresAt: ends, extensionsLeft: 0 } };
}
