/**
 * Leases (server/database/lease.ts): one row per piece of work that must run on one server at a time, whichever
 * instance behind the load balancer takes it (for example the assistance requests of one order, `assistance:<id>`).
 * A server holds the key while `expires_at` (the database's clock) has not passed; another takes it over only
 * after that, so a server that died mid-work blocks the key for one lease at most. `version` is the fencing token:
 * raised by one at every take of the key, so a holder whose lease ran out (and was perhaps taken over) can tell, in
 * the transaction of its last write, that it holds the key no longer (`Lease.fence`).
 */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const workLeases = pgTable('work_leases', {
  key: text('key').primaryKey(),
  /** A random id of the holder's one run of the work; only it may give the lease back. */
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  /** The fencing token: 1 at the key's first take, one more at every take over of the row. */
  version: integer('version').notNull().default(1),
});
