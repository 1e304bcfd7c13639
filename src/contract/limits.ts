/** The booking limits are the shop's business rule, owned by the core; the contract validates requests with them. */
export { BOOKING_LIMITS } from '../core/shared/booking-limits';
