/**
 * The demo operator network's own reservation system (server/adapters/demo-operators): places held and sold per
 * sailing and inventory code, and the holds the shop asked for by its reference. Nothing but that adapter reads or
 * writes these tables: to the shop they are another company's database, reached only through the FerryOperators port.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const DEMO_OPERATOR_HOLD_STATUSES = ['held', 'confirmed', 'released', 'expired', 'cancelled'] as const;
export type DemoOperatorHoldStatus = (typeof DEMO_OPERATOR_HOLD_STATUSES)[number];

/** Places held and sold per sailing and inventory code; free = the vessel's capacity minus both. */
export const demoOperatorInventory = pgTable(
  'demo_operator_inventory',
  {
    sailingId: text('sailing_id').notNull(),
    code: text('code').notNull(),
    held: integer('held').notNull().default(0),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sailingId, t.code] })],
);

/** One hold per shop reference, through its life: held → confirmed → cancelled, or released / expired. */
export const demoOperatorHolds = pgTable(
  'demo_operator_holds',
  {
    reference: text('reference').primaryKey(),
    tripId: text('trip_id').notNull(),
    sailingId: text('sailing_id').notNull(),
    company: text('company').notNull(),
    /** The trip's departure, kept so a cancellation is priced by the policy even after the timetable moved on. */
    departureAt: ts('departure_at').notNull(),
    /** Places per inventory code: `{ "ECO": 2, "GARAGE": 5 }`. */
    units: jsonb('units').$type<Record<string, number>>().notNull(),
    status: text('status', { enum: DEMO_OPERATOR_HOLD_STATUSES }).notNull(),
    expiresAt: ts('expires_at').notNull(),
    /** The tickets issued by the first confirm, answered again to every later confirm of the reference. */
    confirmation: jsonb('confirmation'),
    /** The refund of the first cancel, answered again to every later cancel of the reference. */
    cancellation: jsonb('cancellation'),
    /** Parts of a confirmed hold cancelled (passengers, vehicles) by the shop's key: each answered again to the same key. */
    parts: jsonb('parts'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('demo_operator_holds_due_idx').on(t.expiresAt).where(sql`${t.status} = 'held'`),
    index('demo_operator_holds_sailing_idx').on(t.sailingId).where(sql`${t.status} = 'held'`),
  ],
);
