/**
 * The developer mailbox, only when SMTP_URL is not set (then the outbox is the mailbox; with SMTP these routes do
 * not exist and answer 404): `GET /dev/mailbox` (HTML page, newest first, links clickable) and
 * `GET /dev/mailbox.json` → `[{ id, to, subject, text, html, links, createdAt }]` newest first.
 * Optional query `to` (exact address) filters, `take` (1–200, default 50) limits.
 */
import { desc, eq } from 'drizzle-orm';
import { defaulted, object, optional, size, string } from 'superstruct';
import { outbox } from '../../database/schema/index';
import { parse } from '../../http/errors';
import { IntegerString } from '../../http/structs';
import { linksIn } from '../../mail/links';
import type { ModulePlugin } from '../deps';
import { renderMailbox } from './mailbox-page';

const MailboxQuery = object({ to: optional(size(string(), 1, 320)), take: defaulted(IntegerString(1, 200), 50) });

export interface MailboxEntry {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  links: string[];
  createdAt: string;
}

const mailboxRoutes: ModulePlugin = async (app, deps) => {
  if (deps.config.smtpUrl) return;

  const list = async (query: unknown): Promise<MailboxEntry[]> => {
    const { to, take } = parse(MailboxQuery, query ?? {});
    const rows = await deps.database.db
      .select()
      .from(outbox)
      .where(to ? eq(outbox.to, to) : undefined)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(take);
    return rows.map((row) => ({
      id: row.id,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      links: linksIn(row.text, row.html),
      createdAt: row.createdAt.toISOString(),
    }));
  };

  app.get('/mailbox.json', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return list(request.query);
  });

  app.get('/mailbox', async (request, reply) => {
    const mails = await list(request.query);
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(renderMailbox(mails));
  });
};

export default mailboxRoutes;
