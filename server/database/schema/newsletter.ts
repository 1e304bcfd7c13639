/** Newsletter subscriptions (server/modules/newsletter): one row per e-mail and group (one group per language). */
import { pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** `newsletter-en`: the group names its language. */
    group: text('group_name').notNull(),
    lang: text('lang').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_subscriptions_email_group_idx').on(t.email, t.group)],
);
