/**
 * E-mails the web app asks for (server/modules/emails): every contact-form message as received (so nothing a
 * visitor sends is lost, even when mail fails), and one row per order whose reservation e-mail was sent (the
 * call is idempotent per order; `sends` counts deliberate resends).
 */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    lastname: text('lastname').notNull(),
    email: text('email').notNull(),
    /** E.164 (`+306912345678`). */
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    lang: text('lang').notNull(),
    ip: text('ip').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

export const reservationMails = pgTable('reservation_mails', {
  orderCode: text('order_code').primaryKey(),
  /** How many times the reservation e-mail went to the outbox (1 + resends). */
  sends: integer('sends').notNull().default(1),
  lastOutboxId: integer('last_outbox_id'),
  firstSentAt: ts('first_sent_at').notNull(),
  lastSentAt: ts('last_sent_at').notNull(),
});
