/**
 * `POST /api/emails/contactUs`: the message is stored, customer care gets it by e-mail, the visitor gets an
 * acknowledgement in their language; bad fields are 400s naming the field; senders are rate-limited per IP.
 */
import { desc, eq } from 'drizzle-orm';
import { contactMessages, settings } from '../../server/database/schema/index';
import { CONTACT_RATE } from '../../server/modules/emails/contact.service';
import { readMailbox, type TestServer } from '../support/server-harness';
import { call, post, startBookingServer, testClock } from './booking-support';

const clock = testClock();
let server: TestServer;
beforeAll(async () => { server = await startBookingServer(clock); });
afterAll(async () => { await server?.close(); });
// Each test starts in a fresh rate-limit window.
beforeEach(() => { clock.advance(61); });

const message = { name: 'Maria', lastname: 'Papadopoulou', email: 'maria@example.com', phone: '6912345678', message: 'Can I take my bike on the Naxos ferry?' };

describe('POST /api/emails/contactUs', () => {
  it('stores the message, mails customer care and acknowledges to the visitor in their language', async () => {
    const reply = await post(server, '/api/emails/contactUs?lang=de', { ...message, email: 'Maria.De@Example.com ', name: ' Maria ' });
    expect(reply.status).toBe(202);
    expect(reply.body).toMatchObject({ message: 'The email was sent successfully' });

    const [stored] = await server.database.db.select().from(contactMessages).where(eq(contactMessages.id, reply.body.id as number));
    expect(stored).toMatchObject({ name: 'Maria', email: 'maria.de@example.com', phone: '+306912345678', message: message.message, lang: 'de' });

    const [care] = await readMailbox(server, 'customercare@ferryshop.gr');
    expect(care?.subject).toContain('Maria Papadopoulou');
    expect(care?.text).toContain('maria.de@example.com');
    expect(care?.text).toContain('+306912345678');
    expect(care?.text).toContain(message.message);

    const [ack] = await readMailbox(server, 'maria.de@example.com');
    expect(ack?.subject).toBe('Wir haben Ihre Nachricht erhalten');
    expect(ack?.text).toContain('Hallo Maria,');
    expect(ack?.html).toContain('Naxos ferry');
  });

  it('sends to the supportEmail setting and escapes what the visitor wrote in the HTML', async () => {
    await server.database.db.update(settings).set({ value: 'help@ferryshop.example' }).where(eq(settings.key, 'supportEmail'));
    try {
      const reply = await post(server, '/api/emails/contactUs', { ...message, email: 'html@example.com', message: '<script>alert(1)</script> hello there' });
      expect(reply.status).toBe(202);
      const [care] = await readMailbox(server, 'help@ferryshop.example');
      expect(care?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(care?.html).not.toContain('<script>');
      const [ack] = await readMailbox(server, 'html@example.com');
      expect(ack?.subject).toBe('Λάβαμε το μήνυμά σας');
    } finally {
      await server.database.db.update(settings).set({ value: 'customercare@ferryshop.gr' }).where(eq(settings.key, 'supportEmail'));
    }
  });

  it.each([
    ['name', { name: '' }],
    ['lastname', { lastname: undefined }],
    ['email', { email: 'maria@' }],
    ['phone', { phone: '12345' }],
    ['phone', { phone: '+30 691 234' }],
    ['message', { message: 'short' }],
    ['message', { message: 'x'.repeat(5001) }],
    ['name', { name: 'n'.repeat(61) }],
    ['lang', { lang: 'xx' }],
  ])('refuses a bad %s with a 400 naming it and stores nothing', async (field, change) => {
    const before = await server.database.db.select({ id: contactMessages.id }).from(contactMessages);
    const reply = await post(server, '/api/emails/contactUs', { ...message, ...change });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ error: { code: 'INVALID_INPUT', field } });
    expect((reply.body.error as { message: string }).message).toContain(field);
    expect(await server.database.db.select({ id: contactMessages.id }).from(contactMessages)).toHaveLength(before.length);
  });

  it('refuses a body that is not JSON or not an object without a 500', async () => {
    expect((await call(server, 'POST', '/api/emails/contactUs', { raw: '{"name":' })).status).toBe(400);
    expect((await post(server, '/api/emails/contactUs', [message])).status).toBe(400);
  });

  it('accepts a foreign number written with its country code', async () => {
    const reply = await post(server, '/api/emails/contactUs', { ...message, email: 'hans@example.de', phone: '+49 30 901820' });
    expect(reply.status).toBe(202);
    const [stored] = await server.database.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
    expect(stored?.phone).toBe('+4930901820');
  });

  it('limits messages per IP in an hour, then lets the visitor write again in the next window', async () => {
    for (let i = 0; i < CONTACT_RATE.perIp; i += 1) {
      expect((await post(server, '/api/emails/contactUs', { ...message, email: `visitor${i}@example.com` })).status).toBe(202);
    }
    const refused = await post(server, '/api/emails/contactUs', { ...message, email: 'one.more@example.com' });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect(await readMailbox(server, 'one.more@example.com')).toHaveLength(0);
    clock.advance(61);
    expect((await post(server, '/api/emails/contactUs', { ...message, email: 'one.more@example.com' })).status).toBe(202);
  });

  it('limits messages per e-mail address', async () => {
    for (let i = 0; i < CONTACT_RATE.perEmail; i += 1) {
      expect((await post(server, '/api/emails/contactUs', { ...message, email: 'chatty@example.com' })).status).toBe(202);
    }
    expect((await post(server, '/api/emails/contactUs', { ...message, email: 'chatty@example.com' })).status).toBe(429);
  });
});
