/** Client log lines sent by the web app to `POST /log`. */
import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const LOG_LEVELS = ['info', 'warn', 'error'] as const;

export const clientLogs = pgTable(
  'client_logs',
  {
    id: serial('id').primaryKey(),
    level: text('level', { enum: LOG_LEVELS }).notNull(),
    message: text('message').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('client_logs_created_idx').on(t.createdAt)],
);
