/**
 * The mail outbox: every e-mail is written here first (server/mail/mailer.ts) and sent by the outbox sender when
 * SMTP_URL is set; otherwise the rows are the developer mailbox (/dev/mailbox).
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A file sent with a mail (base64); with `cid` it is an inline image the HTML part shows as `cid:…`. */
export interface OutboxAttachment { readonly filename: string; readonly contentType: string; readonly contentBase64: string; readonly cid?: string }

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Files sent with the mail (the tickets' PDF, the QR codes shown inline); null for none. */
    attachments: jsonb('attachments').$type<OutboxAttachment[]>(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** While a sender works on a row it is `sending` until this moment; afterwards another sender may reclaim it. */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    messageId: text('message_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('outbox_due_idx').on(t.status, t.nextAttemptAt)],
);
