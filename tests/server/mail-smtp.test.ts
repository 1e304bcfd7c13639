import net from 'node:net';
import { eq } from 'drizzle-orm';
import { outbox } from '../../server/database/schema/index';
import { OutboxMailer } from '../../server/mail/mailer';
import { readMailbox, startTestServer } from '../support/server-harness';

/** A minimal SMTP server that accepts every message and keeps its DATA. */
function fakeSmtp(): Promise<{ port: number; messages: string[]; close(): Promise<void> }> {
  const messages: string[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 fake.smtp ESMTP ready\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 2.0.0 queued as 1\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return;
        const line = buffer.slice(0, lineEnd).toUpperCase();
        buffer = buffer.slice(lineEnd + 2);
        if (line.startsWith('EHLO') || line.startsWith('HELO')) socket.write('250-fake.smtp\r\n250 8BITMIME\r\n');
        else if (line.startsWith('DATA')) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        port: (server.address() as net.AddressInfo).port,
        messages,
        close: () => new Promise((r) => server.close(() => r())),
      });
    });
  });
}

describe('mail through SMTP_URL', () => {
  it('delivers an outbox mail to the SMTP server and marks it sent', async () => {
    const smtp = await fakeSmtp();
    const server = await startTestServer({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Ferry Shop <no-reply@ferryshop.gr>' } });
    try {
      const { id } = await new OutboxMailer(server.database.db, () => new Date()).send({
        to: 'eleni@example.gr', subject: 'Κράτηση FS-77', text: 'Η κράτησή σας επιβεβαιώθηκε.', html: '<p><img src="cid:qr-1@ferryshop" alt="QR"></p>',
        attachments: [
          { filename: 'FS-77-tickets.pdf', contentType: 'application/pdf', contentBase64: Buffer.from('%PDF-1.7 tickets').toString('base64') },
          { filename: 'qr-1.png', contentType: 'image/png', contentBase64: Buffer.from('png bytes').toString('base64'), cid: 'qr-1@ferryshop' },
        ],
      });
      let status = 'pending';
      for (let i = 0; i < 100 && status !== 'sent'; i++) {
        await new Promise((r) => setTimeout(r, 100));
        status = (await server.database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!.status;
      }
      expect(status).toBe('sent');
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toMatch(/^To: eleni@example\.gr$/m);
      expect(smtp.messages[0]).toMatch(/^From: Ferry Shop <no-reply@ferryshop\.gr>$/m);
      // The tickets' PDF goes as an attachment and the QR code as an inline image the HTML shows by its cid.
      expect(smtp.messages[0]).toMatch(/^Content-Type: application\/pdf; name=FS-77-tickets\.pdf$/m);
      expect(smtp.messages[0]).toContain(Buffer.from('%PDF-1.7 tickets').toString('base64'));
      expect(smtp.messages[0]).toMatch(/^Content-ID: <qr-1@ferryshop>$/m);
    } finally {
      await server.close();
      await smtp.close();
    }
  });
});

describe('mail inside a transaction', () => {
  it('is queued only when the transaction commits', async () => {
    const server = await startTestServer();
    try {
      const mailer = new OutboxMailer(server.database.db, () => new Date());
      await server.database.db
        .transaction(async (tx) => {
          await mailer.send({ to: 'rollback@example.gr', subject: 'Never', text: 'rolled back' }, tx);
          throw new Error('abort');
        })
        .catch(() => {});
      await server.database.db.transaction(async (tx) => {
        await mailer.send({ to: 'commit@example.gr', subject: 'Kept', text: 'committed' }, tx);
      });
      expect(await readMailbox(server, 'rollback@example.gr')).toEqual([]);
      expect((await readMailbox(server, 'commit@example.gr')).map((m) => m.subject)).toEqual(['Kept']);
    } finally {
      await server.close();
    }
  });
});
