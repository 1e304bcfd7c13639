/**
 * One booking context per app (per database): the operators' network, the booking service and the coupon
 * source. The payments module uses the same context.
 */
import { DemoFerryOperators } from '../../operators/demo/demo-ferry-operators';
import type { OperatorCatalogue } from '../../ports/ferry-operators';
import type { ModuleDeps } from '../deps';
import { BookingService } from './booking.service';
import { SqlCouponSource } from './coupons';

export interface BookingContext {
  readonly operators: OperatorCatalogue;
  readonly service: BookingService;
}

const contexts = new WeakMap<object, BookingContext>();

export function bookingContext(deps: Pick<ModuleDeps, 'database' | 'clock'>): BookingContext {
  let context = contexts.get(deps.database);
  if (!context) {
    const operators = new DemoFerryOperators(deps.clock);
    const service = new BookingService({ db: deps.database.db, operators, coupons: new SqlCouponSource(deps.database.db), clock: deps.clock });
    context = { operators, service };
    contexts.set(deps.database, context);
  }
  return context;
}
