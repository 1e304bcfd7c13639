/**
 * What the booking module's routes need of the shop (`deps.shop`, built by server/composition.ts): the ferry
 * operators, the mailer, the Booking API's write side, the sagas' steps (./steps.ts) and the journey planner.
 */
import type { Mailer } from '../../mail/mailer';
import type { FerryOperators } from '../../ports/ferry-operators';
import type { BookingService } from './booking.service';
import type { JourneySearch } from './journeys';
import type { BookingSteps, ChangeSteps } from './steps';

export interface BookingShop {
  readonly operators: FerryOperators;
  readonly mailer: Mailer;
  readonly booking: BookingService;
  readonly saga: BookingSteps;
  readonly changes: ChangeSteps;
  readonly journeys: JourneySearch;
}
