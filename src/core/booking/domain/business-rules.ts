/**
 * The shop's business constants, one source for all: the server's pricing and holds, the core's price summary,
 * the in-memory adapters and the screens read them from here (the booking API re-exports them). Money is integer
 * cents (SPEC.md section 9).
 */

/** The shop's service fee per trip of a booking, in cents (1.50 €). */
export const SERVICE_FEE_PER_TRIP_CENTS = 150;
/** The courier delivery fee, in cents (SPEC.md section 9: 3.77 €). */
export const COURIER_FEE_CENTS = 377;
/** Minutes a hold on places lasts when the company names no hold time of its own. */
export const DEFAULT_HOLD_MINUTES = 15;
/** How many times a traveller may extend a hold (extend-hold). */
export const HOLD_EXTENSIONS_MAX = 2;

/** The service fee of a booking of `trips` trips, in cents. */
export const serviceFeeCents = (trips: number): number => SERVICE_FEE_PER_TRIP_CENTS * trips;
/** The delivery fee of a booking, in cents: the courier fee by courier, nothing otherwise. */
export const shippingCostCents = (method: string | undefined): number => (method === 'courier' ? COURIER_FEE_CENTS : 0);

/** Orders per page of the orders call (SPEC.md section 9). */
export const ORDERS_PAGE_SIZE = 50;
