/**
 * The seeded illustrations of destinations, routes, blog posts and offers carry no text (issue 19): the same image
 * shows on every language's page and is cropped to its card, so an English name on a Greek page, or an offer's
 * "-10%" cropped to "0%" beside the card's own badge, cannot happen. Names, titles and discounts are page text.
 */
import { like, or } from 'drizzle-orm';
import { files } from '../../server/database/schema/index';
import { startTestServer, type TestServer } from '../support/server-harness';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

describe('seeded content images', () => {
  it('are real SVG illustrations without any text element', async () => {
    const rows = await server.database.db.select({ seedKey: files.seedKey, data: files.data }).from(files)
      .where(or(like(files.seedKey, 'destination-%'), like(files.seedKey, 'route-%'), like(files.seedKey, 'post-%'), like(files.seedKey, 'offer-%')));
    const kinds = new Set(rows.map((r) => String(r.seedKey).split('-')[0]));
    expect([...kinds].sort()).toEqual(expect.arrayContaining(['destination', 'offer', 'post']));
    for (const row of rows) {
      const svg = Buffer.from(row.data as Uint8Array).toString('utf8');
      expect(svg, String(row.seedKey)).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
      expect(svg, String(row.seedKey)).not.toContain('<text');
    }
  });
});
