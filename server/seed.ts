/**
 * Exports: `seedDatabase(db)`: runs every module's idempotent seed, in order (safe on every start).
 * Add a module's `seed…(db)` below when it has reference data. It lives above the modules (beside the composition),
 * not in server/database: the database layer knows the tables, the modules know their reference data.
 */
import { sql } from 'drizzle-orm';
import { seedContent } from './modules/content/seed';
import { seedPages } from './modules/content/entities/pages-seed/index';
import { DEMO_RESELLER, seedBooking } from './modules/booking/reseller';
import { seedCoupons } from './modules/content/entities/coupons.seed';
import { seedAuth } from './modules/auth/seed';
import { seedContentEntities } from './modules/content/entities/content-entities.seed';
import type { Db } from './database/connect';

export async function seedDatabase(db: Db): Promise<void> {
  await seedContent(db);
  // Content pages (server/modules/content/entities/pages-seed): after the languages they reference.
  await seedPages(db);
  // Booking (server/modules/booking) adds its seed here.
  await seedBooking(db);
  // Coupons (server/modules/content/entities/coupons*): demo codes for the Booking API's pricing.
  await seedCoupons(db);
  // Accounts (server/modules/auth): a user row for the Booking API's demo reseller.
  await seedAuth(db, DEMO_RESELLER);
  // Content entities (server/modules/content/entities/content-entities.seed.ts): destinations, routes, companies, posts, offers, files.
  await seedContentEntities(db);
  // Planner statistics for every table (PGlite has no autovacuum to gather them): without them the content pages'
  // joins (a destination's related destinations and routes) take several milliseconds more to plan, on every render.
  await db.execute(sql`ANALYZE`);
}
