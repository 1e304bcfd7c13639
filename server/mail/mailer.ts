/**
 * Exports: `Mailer` (the port other modules send mail through), `OutgoingMail`, `OutboxMailer`.
 * `mailer.send(mail, tx?)` writes the mail to the `outbox` table and returns its id; pass your transaction as `tx`
 * to make the mail part of it (it is then sent only if the transaction commits). Sending is the outbox sender's job.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../database/connect';
import { outbox, type OutboxAttachment } from '../database/schema/index';

export type { OutboxAttachment as MailAttachment };

export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  /** Files sent with the mail; one with a `cid` is an inline image the HTML shows as `<img src="cid:…">`. */
  readonly attachments?: readonly OutboxAttachment[];
}

export interface SendOptions {
  /** The mail leaves no earlier than this (default: at once). */
  readonly notBefore?: Date;
}

export interface Mailer {
  /** Queues a mail in the outbox (inside `tx` when given); resolves to the outbox row id. */
  send(mail: OutgoingMail, tx?: Db, options?: SendOptions): Promise<{ id: number }>;
  /**
   * Rewrites a queued mail that has not started leaving (still `pending`), to the same or another address; whether
   * it did. A mail already sending, sent or failed is left as it is.
   */
  replace(id: number, mail: OutgoingMail, tx?: Db): Promise<boolean>;
}

const checkAddress = (to: string) => {
  if (!/^[^\s@<>]+@[^\s@<>]+$/.test(to)) throw new Error(`Mailer: not an e-mail address: ${to}`);
};

export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
    private readonly onQueued: () => void = () => {},
  ) {}

  async send(mail: OutgoingMail, tx?: Db, options: SendOptions = {}): Promise<{ id: number }> {
    checkAddress(mail.to);
    const now = this.clock();
    const [row] = await (tx ?? this.db)
      .insert(outbox)
      .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null, attachments: mail.attachments?.length ? [...mail.attachments] : null, createdAt: now, nextAttemptAt: options.notBefore ?? now })
      .returning({ id: outbox.id });
    if (!row) throw new Error('Mailer: the outbox insert returned no row');
    this.onQueued();
    return row;
  }

  async replace(id: number, mail: OutgoingMail, tx?: Db): Promise<boolean> {
    checkAddress(mail.to);
    const changed = await (tx ?? this.db).update(outbox)
      .set({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null, attachments: mail.attachments?.length ? [...mail.attachments] : null })
      .where(and(eq(outbox.id, id), eq(outbox.status, 'pending')))
      .returning({ id: outbox.id });
    return changed.length === 1;
  }
}
