import nodemailer from 'nodemailer';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { outbox } from '../../server/database/schema/index';
import { linksIn } from '../../server/mail/links';
import { OutboxMailer } from '../../server/mail/mailer';
import { MAX_ATTEMPTS, OutboxSender, type MailTransport } from '../../server/mail/outbox-sender';
import { readMailbox, startTestServer, type TestServer } from '../support/server-harness';

const silent = pino({ level: 'silent' });

describe('the developer mailbox (no SMTP_URL)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lists queued mails newest first with the links found in them', async () => {
    let now = new Date('2026-05-01T08:00:00Z');
    const mailer = new OutboxMailer(server.database.db, () => now);
    await mailer.send({ to: 'maria@example.gr', subject: 'Welcome', text: 'Hello Maria' });
    now = new Date('2026-05-01T08:05:00Z');
    await mailer.send({
      to: 'maria@example.gr',
      subject: 'Activate your account',
      text: `Open ${server.url}/activate-account?token=abc123. Thank you.`,
      html: `<p><a href="${server.url}/activate-account?token=abc123&amp;lang=en">Activate</a></p>`,
    });
    const mails = await readMailbox(server, 'maria@example.gr');
    expect(mails.map((m) => m.subject)).toEqual(['Activate your account', 'Welcome']);
    expect(mails[0]).toMatchObject({ to: 'maria@example.gr', createdAt: '2026-05-01T08:05:00.000Z' });
    expect(mails[0]!.links).toEqual([
      `${server.url}/activate-account?token=abc123`,
      `${server.url}/activate-account?token=abc123&lang=en`,
    ]);
    expect(mails[1]!.links).toEqual([]);
  });

  it('renders an HTML page with clickable, escaped links and no scripts', async () => {
    const mailer = new OutboxMailer(server.database.db, () => new Date());
    await mailer.send({ to: 'eve@example.com', subject: '<script>alert(1)</script>', text: 'Reset: https://shop.example/change-password?token=t1' });
    const response = await fetch(`${server.url}/dev/mailbox`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<a href="https://shop.example/change-password?token=t1">');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).not.toMatch(/<script/i);
    expect(html.indexOf('&#60;script')).toBeLessThan(html.indexOf('Activate your account'));
  });

  it('rejects a bad take with 400', async () => {
    const response = await fetch(`${server.url}/dev/mailbox.json?take=0`);
    expect(response.status).toBe(400);
  });

  it('refuses to queue a mail to something that is no address', async () => {
    const mailer = new OutboxMailer(server.database.db, () => new Date());
    await expect(mailer.send({ to: 'not an address', subject: 's', text: 't' })).rejects.toThrow(/not an e-mail address/);
  });
});

describe('with SMTP_URL set', () => {
  it('has no mailbox routes', async () => {
    const server = await startTestServer({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    try {
      for (const path of ['/dev/mailbox', '/dev/mailbox.json']) {
        const response = await fetch(`${server.url}${path}`);
        expect(response.status).toBe(404);
        expect(((await response.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
      }
    } finally {
      await server.close();
    }
  });

  it('sends queued mail through the transport in the background', async () => {
    const sent: string[] = [];
    const json = nodemailer.createTransport({ jsonTransport: true });
    const transport: MailTransport = {
      async sendMail(message) {
        const info = await json.sendMail(message);
        sent.push(String(info.message));
        return info;
      },
    };
    const server = await startTestServer({ mailTransport: transport, env: { MAIL_FROM: 'Shop <shop@example.gr>' } });
    try {
      const { id } = await new OutboxMailer(server.database.db, () => new Date()).send({
        to: 'nikos@example.gr', subject: 'Your tickets', text: 'Reservation FS-1', html: '<p>Reservation FS-1</p>',
      });
      let row: typeof outbox.$inferSelect | undefined;
      for (let i = 0; i < 80 && row?.status !== 'sent'; i++) {
        await new Promise((r) => setTimeout(r, 100));
        [row] = await server.database.db.select().from(outbox).where(eq(outbox.id, id));
      }
      expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
      expect(row?.sentAt).toBeInstanceOf(Date);
      const message = JSON.parse(sent[0]!) as { from: { address: string }; to: { address: string }[]; subject: string; html: string };
      expect(message.from.address).toBe('shop@example.gr');
      expect(message.to[0]!.address).toBe('nikos@example.gr');
      expect(message.subject).toBe('Your tickets');
      expect(message.html).toBe('<p>Reservation FS-1</p>');
    } finally {
      await server.close();
    }
  });
});

describe('OutboxSender', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('retries a failing mail with backoff and marks it failed after the last attempt', async () => {
    let now = new Date('2026-07-01T12:00:00Z');
    const clock = () => now;
    const { id } = await new OutboxMailer(server.database.db, clock).send({ to: 'a@example.gr', subject: 'Retry', text: 'x' });
    let calls = 0;
    const sender = new OutboxSender({
      db: server.database.db,
      clock,
      from: 'shop@example.gr',
      log: silent,
      transport: {
        async sendMail() {
          calls++;
          throw new Error('421 try again later');
        },
      },
    });
    const state = async () => (await server.database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
    expect(await sender.sendDue()).toBeGreaterThanOrEqual(1);
    expect(await state()).toMatchObject({ status: 'pending', attempts: 1, lastError: '421 try again later' });
    // Not due again until its backoff has passed.
    expect(await sender.sendDue()).toBe(0);
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      now = new Date(now.getTime() + 24 * 3600_000);
      await sender.sendDue();
    }
    expect(await state()).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(calls).toBe(MAX_ATTEMPTS);
    now = new Date(now.getTime() + 24 * 3600_000);
    expect(await sender.sendDue()).toBe(0);
  });

  it('reclaims a mail left sending by a crashed sender once its lease ran out, and never sends one twice', async () => {
    let now = new Date('2026-08-01T12:00:00Z');
    const clock = () => now;
    const { id } = await new OutboxMailer(server.database.db, clock).send({ to: 'b@example.gr', subject: 'Lease', text: 'y' });
    await server.database.db
      .update(outbox)
      .set({ status: 'sending', attempts: 1, lockedUntil: new Date(now.getTime() + 60_000) })
      .where(eq(outbox.id, id));
    const delivered: string[] = [];
    const sender = new OutboxSender({
      db: server.database.db, clock, from: 'shop@example.gr', log: silent,
      transport: { async sendMail(m) { delivered.push(m.subject); return { messageId: `<${m.subject}@test>` }; } },
    });
    await sender.sendDue();
    expect(delivered).not.toContain('Lease');
    now = new Date(now.getTime() + 120_000);
    await Promise.all([sender.sendDue(), sender.sendDue()]);
    expect(delivered.filter((s) => s === 'Lease')).toHaveLength(1);
    const [row] = await server.database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 2, messageId: '<Lease@test>' });
  });
});

describe('linksIn', () => {
  it('finds URLs in text and hrefs, decodes entities, trims punctuation and drops duplicates', () => {
    expect(
      linksIn('See https://a.example/x?y=1, and (https://b.example/z).', '<a href="https://a.example/x?y=1">x</a><a href=\'mailto:a@b\'>m</a><a href="https://c.example/?a=1&amp;b=2">c</a>'),
    ).toEqual(['https://a.example/x?y=1', 'https://b.example/z', 'https://c.example/?a=1&b=2']);
  });
});
