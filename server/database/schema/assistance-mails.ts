/**
 * The assistance confirmation e-mails of an order (server/modules/booking/assistance-mail-limit.ts): at most one per
 * order every few minutes. One row per order that has had one: the last e-mail queued (`outbox_id`), when it was due
 * to leave (`due_at`; later than now while it waits for the end of the window), and the passengers' requests it
 * covers (`changes`: each trip and passenger once, with whether its last request was in time).
 */
import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { bookingOrders } from './booking';

export interface AssistanceMailChange { readonly tripIndex: number; readonly passengerIndex: number; readonly inTime: boolean }

export const assistanceMails = pgTable('assistance_mails', {
  orderId: integer('order_id').primaryKey().references(() => bookingOrders.id, { onDelete: 'cascade' }),
  outboxId: integer('outbox_id').notNull(),
  dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }).notNull(),
  changes: jsonb('changes').$type<AssistanceMailChange[]>().notNull(),
});
