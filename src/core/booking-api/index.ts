/**
 * The Booking API's wire contract (SPEC.md section 7, `/booking/*` and `/api/payments/cardlink`): superstruct
 * structs of every request and answer, shared by the shop server (which validates requests with them) and the
 * core's HTTP gateways (which validate answers with them). Money is integer cents.
 */
export * from './common.structs';
export * from './catalogue.structs';
export * from './results.structs';
export * from './pricing.structs';
export * from './booking.structs';
export * from './payments.structs';
export * from './limits';
/** Courier delivery fee in cents (SPEC.md section 9: 3.77). */
export const COURIER_FEE_CENTS = 377;
/** Orders per page of the orders call (SPEC.md section 9). */
export const ORDERS_PAGE_SIZE = 50;
/** Minutes a hold lasts unless the company says otherwise. */
export const DEFAULT_HOLD_MINUTES = 15;
