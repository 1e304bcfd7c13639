/**
 * The development mailbox, opt-in: only with DEV_MAILBOX=1 and no SMTP_URL (`config.devMailbox`; otherwise these
 * routes do not exist and answer 404): `GET /dev/mailbox` (HTML page, newest first, links clickable) and
 * `GET /dev/mailbox.json` → `[{ id, to, subject, text, html, links, createdAt }]` newest first.
 * Optional query `to` (exact address) filters, `take` (1–200, default 50) limits.
 * It shows password-reset links, so it answers only a request whose socket peer is a loopback address, whose Host
 * names this machine and that carries no proxy header; any other gets the same 404 as a missing route. The socket's
 * address is used, never `request.ip` (X-Forwarded-For is believed from loopback proxies). A proxy on this machine
 * (a reverse proxy, Vite's dev server opened to the LAN) gives itself away by its forwarding headers or by the Host it
 * passes on, and so does a web page that rebinds its DNS name to 127.0.0.1. The deploy check refuses DEV_MAILBOX on a
 * shop reachable from outside anyway.
 */
import { desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { defaulted, object, optional, size, string } from 'superstruct';
import { outbox } from '../../database/schema/index';
import { parse } from '../../http/errors';
import { IntegerString } from '../../http/structs';
import { isLoopbackAddress, isLoopbackHost } from '../../deploy-check';
import { linksIn } from '../../mail/links';
import type { ModulePlugin } from '../deps';
import { type MailboxEntry, renderMailbox } from './mailbox-page';

const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'] as const;

/** The host name of a Host header (`127.0.0.1:3000`, `[::1]:5173`, `localhost`), or undefined. */
function hostName(host: string | undefined): string | undefined {
  if (!host) return undefined;
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return undefined;
  }
}

/** A request made on this machine directly, for this machine: loopback socket peer and Host, no proxy on the way. */
const isLocalRequest = (request: FastifyRequest): boolean => {
  const host = hostName(request.headers.host);
  return isLoopbackAddress(request.socket.remoteAddress) && host !== undefined && isLoopbackHost(host)
    && PROXY_HEADERS.every((name) => request.headers[name] === undefined);
};

const MailboxQuery = object({ to: optional(size(string(), 1, 320)), take: defaulted(IntegerString(1, 200), 50) });

const mailboxRoutes: ModulePlugin = async (app, deps) => {
  if (!deps.config.devMailbox) return;
  app.addHook('onRequest', async (request, reply) => {
    if (!isLocalRequest(request)) return reply.callNotFound();
  });

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
