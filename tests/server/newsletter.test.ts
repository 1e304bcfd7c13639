/** `POST /newsletter`: one subscription per e-mail and language group, the same answer twice, bad input is a 400. */
import { and, eq } from 'drizzle-orm';
import { newsletterSubscriptions } from '../../server/database/schema/index';
import { NEWSLETTER_RATE } from '../../server/modules/newsletter/routes';
import type { TestServer } from '../support/server-harness';
import { post, startBookingServer, testClock } from './booking-support';

const clock = testClock();
let server: TestServer;
beforeAll(async () => { server = await startBookingServer(clock); });
afterAll(async () => { await server?.close(); });
beforeEach(() => { clock.advance(61); });

const rows = (email: string) => server.database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));

describe('POST /newsletter', () => {
  it('subscribes an e-mail to its language group, and answers the same for a second subscription', async () => {
    const first = await post(server, '/newsletter', { email: 'Maria@Example.com', group: 'newsletter-en' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ message: 'You have subscribed', email: 'maria@example.com', group: 'newsletter-en' });
    const second = await post(server, '/newsletter', { email: 'maria@example.com ', group: 'newsletter-en' });
    expect(second).toEqual(first);
    expect(await rows('maria@example.com')).toEqual([expect.objectContaining({ group: 'newsletter-en', lang: 'en' })]);
  });

  it('keeps one subscription per group, so an address may follow two languages', async () => {
    expect((await post(server, '/newsletter', { email: 'two@example.com', group: 'newsletter-el' })).status).toBe(201);
    expect((await post(server, '/newsletter', { email: 'two@example.com', group: 'newsletter-de' })).status).toBe(201);
    const groups = (await rows('two@example.com')).map((r) => r.group).sort();
    expect(groups).toEqual(['newsletter-de', 'newsletter-el']);
  });

  it.each([
    ['email', { email: 'not-an-email', group: 'newsletter-en' }],
    ['email', { group: 'newsletter-en' }],
    ['group', { email: 'g@example.com', group: 'newsletter-xx' }],
    ['group', { email: 'g@example.com' }],
  ])('refuses a bad %s with a 400 naming it', async (field, body) => {
    const reply = await post(server, '/newsletter', body);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ error: { code: 'INVALID_INPUT', field } });
  });

  it('stores nothing for a refused address', async () => {
    await post(server, '/newsletter', { email: 'bad@', group: 'newsletter-en' });
    const found = await server.database.db.select().from(newsletterSubscriptions)
      .where(and(eq(newsletterSubscriptions.email, 'bad@'), eq(newsletterSubscriptions.group, 'newsletter-en')));
    expect(found).toHaveLength(0);
  });

  it('limits subscriptions per IP in an hour', async () => {
    for (let i = 0; i < NEWSLETTER_RATE.perIp; i += 1) {
      expect((await post(server, '/newsletter', { email: `reader${i}@example.com`, group: 'newsletter-fr' })).status).toBe(201);
    }
    const refused = await post(server, '/newsletter', { email: 'late@example.com', group: 'newsletter-fr' });
    expect(refused.status).toBe(429);
    expect(await rows('late@example.com')).toHaveLength(0);
  });
});
