import { type BookingState } from './booking-state';
import { setReseller } from './form-actions';

/**
 * Reseller mode ('booknow', SPEC.md sections 1 and 6): the booking is tied to a reseller's user id, carries its
 * agency name, and is paid from the reseller's credit limit. An order held for one identity is not the other's to
 * pay, so changing who books drops an unpaid held order (a new one is held at the next payment).
 */
const dropUnpaidOrder = (state: BookingState): BookingState => (state.order && !state.reservation ? { ...state, order: null } : state);

/** Ties the booking to the reseller `userId` (agency `name`); the payment method becomes the credit limit. */
export function enterResellerMode(state: BookingState, userId: string, name: string): BookingState {
  const tied = { ...setReseller(state, userId, true), booknowName: name };
  return state.booknowIsReseller && state.booknowUserId === userId ? tied : dropUnpaidOrder(tied);
}

/** Unties the booking from its reseller: paid by card again. A booking not in reseller mode is returned as it is. */
export function leaveResellerMode(state: BookingState): BookingState {
  if (!state.booknowIsReseller && state.booknowUserId === null && state.booknowName === null) return state;
  return dropUnpaidOrder({ ...setReseller(state, null, false), booknowName: null });
}

/** Whether the booking is in reseller mode. */
export function inResellerMode(state: BookingState): boolean {
  return state.booknowIsReseller && state.booknowUserId !== null;
}
