import { LOCALES } from '../../src/core/shared/locale';
import { seedContentEntities } from '../../server/modules/content/entities/content-entities.seed';
import { buildNetwork } from '../../server/operators/demo/network';
import { startTestServer, type TestServer } from '../support/server-harness';
import { call, q, type Rows } from './content-support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const network = buildNetwork();
const list = async (entity: string, lang: string, extra = ''): Promise<{ data: Rows; total: number }> =>
  (await call(server, 'GET', `/api/${entity}?lang=${lang}${extra.includes("take=") ? "" : "&take=100"}${extra}`)).body as unknown as { data: Rows; total: number };

describe('content seed', () => {
  it('has at least 40 destinations and 40 routes, every company, 12 posts and 6 offers in each language', async () => {
    for (const lang of LOCALES) {
      expect((await list('destinations', lang)).total).toBeGreaterThanOrEqual(40);
      expect((await list('routes', lang)).total).toBeGreaterThanOrEqual(40);
      const companies = await list('companies', lang);
      expect(companies.data.map((c) => c.code).sort()).toEqual(network.companies.map((c) => c.code).sort());
      expect((await list('posts', lang)).total).toBe(12);
      expect((await list('offers', lang)).total).toBe(6);
    }
  });

  it('names only ports of the demo network, and routes only pairs a line of the network sails', async () => {
    const destinations = (await list('destinations', 'en')).data;
    for (const d of destinations) {
      const port = network.portByCode.get(d.portCode as string);
      expect(port, d.portCode as string).toBeDefined();
      expect(d.kind).toBe(port!.country === 'GR' ? 'domestic' : 'international');
    }
    expect(destinations.some((d) => d.kind === 'international')).toBe(true);
    expect(destinations.filter((d) => d.popular).length).toBeGreaterThanOrEqual(6);
    const routes = (await list('routes', 'en')).data;
    for (const r of routes) {
      const sailed = network.rules.some((rule) => {
        const i = rule.ports.indexOf(r.fromPortCode as string);
        return i >= 0 && rule.ports.indexOf(r.toPortCode as string) > i;
      });
      expect(sailed, `${String(r.fromPortCode)}-${String(r.toPortCode)}`).toBe(true);
      expect(r.durationMinutes).toBeGreaterThan(0);
    }
  });

  it('localises names and slugs: Greek slugs are transliterated, the six versions share originalId', async () => {
    const el = (await list('destinations', 'el', `&where=${q({ portCode: 'JTR' })}&include=${q({ translations: true })}`)).data[0]!;
    expect(el).toMatchObject({ name: 'Σαντορίνη', slug: 'santorini', popular: true, kind: 'domestic' });
    expect(el.originalId).toBe(el.id);
    const translations = el.translations as { languageCode: string; slug: string }[];
    expect(translations.map((t) => t.languageCode).sort()).toEqual(['de', 'en', 'es', 'fr', 'it']);
    const route = (await list('routes', 'el', `&where=${q({ fromPortCode: 'PIR', toPortCode: 'JTR' })}`)).data[0]!;
    expect(route).toMatchObject({ slug: 'peiraias-santorini', name: 'Πειραιάς – Σαντορίνη' });
    const de = (await list('routes', 'de', `&where=${q({ fromPortCode: 'PIR', toPortCode: 'JTR' })}`)).data[0]!;
    expect(de).toMatchObject({ slug: 'piraeus-santorini', name: 'Piräus – Santorini', originalId: route.id });
    expect(de.description).toContain('Seemeilen');
    const fr = (await list('posts', 'fr', `&where=${q({ tags: 'tips' })}`)).data;
    expect(fr.map((p) => p.title)).toContain('Prendre le ferry avec votre animal');
  });

  it('gives every image a stored file with its width and height', async () => {
    const rows = (await list('destinations', 'it', `&include=${q({ images: true })}&take=5`)).data;
    for (const row of rows) {
      const images = row.images as Record<string, { url: string; width: number; height: number; mimeType: string } | null>;
      for (const kind of ['largeImage', 'smallImage', 'ogImage']) {
        const image = images[kind]!;
        expect(image.width).toBeGreaterThan(0);
        expect(image.height).toBeGreaterThan(0);
        const response = await fetch(`${server.url}${image.url}?attachment=false`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/svg+xml');
        expect(await response.text()).toContain(`width="${image.width}"`);
      }
    }
    const logos = (await list('companies', 'es', `&include=${q({ images: true })}`)).data;
    expect(logos.every((c) => (c.images as { logo: unknown }).logo !== null)).toBe(true);
  });

  it('seeds nothing twice when it runs again', async () => {
    const before = await Promise.all(['destinations', 'routes', 'companies', 'posts', 'offers', 'files', 'categories'].map((e) => call(server, 'GET', `/api/${e}?take=1`)));
    await seedContentEntities(server.database.db);
    const after = await Promise.all(['destinations', 'routes', 'companies', 'posts', 'offers', 'files', 'categories'].map((e) => call(server, 'GET', `/api/${e}?take=1`)));
    expect(after.map((a) => a.body.total)).toEqual(before.map((b) => b.body.total));
  });
});
