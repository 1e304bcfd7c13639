/**
 * The Booking API's wire contract (SPEC.md section 7, `/booking/*` and `/api/payments/cardlink`): superstruct
 * structs of every request and answer, shared by the shop server (which validates requests with them) and the
 * web app's HTTP adapters (which validate answers with them and map them to the core's own types). Money is integer cents.
 */
export * from './common.structs';
export * from './catalogue.structs';
export * from './results.structs';
export * from './journeys.structs';
export * from './pricing.structs';
export * from './booking.structs';
export * from './assistance.structs';
export * from './payments.structs';
export * from './fare-calendar.structs';
export * from './change.structs';
export * from './limits';
/** The shop's business constants (service fee, courier fee, hold minutes and extensions): one source, in the core. */
export {
  COURIER_FEE_CENTS, DEFAULT_HOLD_MINUTES, HOLD_EXTENSIONS_MAX, ORDERS_PAGE_SIZE, SERVICE_FEE_PER_TRIP_CENTS, serviceFeeCents, shippingCostCents,
} from '../core/booking/domain/business-rules';

