/**
 * Exports: `seedDatabase(db)`: runs every module's idempotent seed, in order (safe on every start).
 * Add a module's `seed…(db)` below when it has reference data.
 */
import { seedContent } from '../../modules/content/seed';
import { seedBooking } from '../../modules/booking/reseller';
import type { Db } from '../connect';

export async function seedDatabase(db: Db): Promise<void> {
  await seedContent(db);
  // Booking (server/modules/booking) adds its seed here.
  await seedBooking(db);
}
