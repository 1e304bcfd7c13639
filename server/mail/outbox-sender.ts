/**
 * Exports: `OutboxSender` (background sender of outbox rows), `MailTransport`, `smtpTransport(url)`, `MAX_ATTEMPTS`.
 * A pass claims due rows in one short statement (`FOR UPDATE SKIP LOCKED`, so several server instances never send a
 * mail twice), sends them outside any transaction, then marks each `sent`, or back to `pending` with a backoff, or
 * `failed` after MAX_ATTEMPTS. A row left `sending` by a crashed instance is reclaimed after its lease.
 */
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../database/connect';
import { outbox } from '../database/schema/index';

export interface MailTransport {
  sendMail(message: {
    from: string; to: string; subject: string; text: string; html?: string;
    attachments?: { filename: string; contentType: string; content: Buffer; cid?: string }[];
  }): Promise<{ messageId?: string }>;
}

export function smtpTransport(url: string): MailTransport {
  return nodemailer.createTransport(url);
}

export const MAX_ATTEMPTS = 5;
const BATCH = 10;
const LEASE_MS = 5 * 60_000;
const IDLE_POLL_MS = 5_000;

/** Wait before attempt n+1: 1, 2, 4, 8 minutes. */
export function retryDelayMs(attempts: number): number {
  return 60_000 * 2 ** Math.max(0, attempts - 1);
}

export class OutboxSender {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private again = false;

  constructor(
    private readonly deps: { db: Db; transport: MailTransport; clock: () => Date; from: string; log: FastifyBaseLogger },
  ) {}

  start(): void {
    this.stopped = false;
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** Runs a pass soon (a mail was queued). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.loop(), 0);
  }

  private loop(): void {
    this.running = this.drain()
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'outbox sender: pass failed'))
      .finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        const delay = this.again ? 0 : IDLE_POLL_MS;
        this.again = false;
        this.timer = setTimeout(() => this.loop(), delay);
        this.timer.unref();
      });
  }

  private async drain(): Promise<void> {
    while (!this.stopped && (await this.sendDue()) === BATCH);
  }

  /** Claims and sends the due mails once; resolves to how many it claimed. */
  async sendDue(): Promise<number> {
    const { db, clock } = this.deps;
    const now = clock();
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        or(
          and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)),
          and(eq(outbox.status, 'sending'), lte(outbox.lockedUntil, now)),
        ),
      )
      .orderBy(asc(outbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(outbox)
      .set({ status: 'sending', attempts: sql`${outbox.attempts} + 1`, lockedUntil: new Date(now.getTime() + LEASE_MS) })
      .where(inArray(outbox.id, due))
      .returning();
    for (const mail of claimed) {
      try {
        const info = await this.deps.transport.sendMail({
          from: this.deps.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
          ...(mail.attachments?.length ? {
            attachments: mail.attachments.map((a) => ({
              filename: a.filename, contentType: a.contentType, content: Buffer.from(a.contentBase64, 'base64'), ...(a.cid ? { cid: a.cid } : {}),
            })),
          } : {}),
        });
        await db
          .update(outbox)
          .set({ status: 'sent', sentAt: clock(), lockedUntil: null, lastError: null, messageId: info.messageId ?? null })
          .where(eq(outbox.id, mail.id));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const failed = mail.attempts >= MAX_ATTEMPTS;
        this.deps.log.warn({ mailId: mail.id, attempts: mail.attempts, err: error }, 'outbox sender: sending failed');
        await db
          .update(outbox)
          .set({
            status: failed ? 'failed' : 'pending',
            lockedUntil: null,
            lastError: message.slice(0, 2000),
            nextAttemptAt: new Date(clock().getTime() + retryDelayMs(mail.attempts)),
          })
          .where(eq(outbox.id, mail.id));
      }
    }
    return claimed.length;
  }
}
