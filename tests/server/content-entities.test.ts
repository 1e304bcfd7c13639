import { startTestServer, type TestServer } from '../support/server-harness';
import { ADMIN_TOKEN, call, q, type Rows } from './content-support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_TOKEN } });
});
afterAll(async () => {
  await server?.close();
});

const get = (path: string) => call(server, 'GET', path);
const admin = (method: string, path: string, body?: unknown) => call(server, method, path, body, ADMIN_TOKEN);
const rows = async (path: string): Promise<Rows> => (await get(path)).body.data as Rows;

describe('content entities: reading', () => {
  it('lists destinations of one language, filtered, ordered and with only the selected fields', async () => {
    const answer = await get(`/api/destinations?lang=en&where=${q({ popular: true, kind: 'domestic' })}&orderBy=${q({ name: 'desc' })}&select=id,name,slug&take=5`);
    expect(answer.status).toBe(200);
    const data = answer.body.data as Rows;
    expect(data).toHaveLength(5);
    expect(Object.keys(data[0]!).sort()).toEqual(['id', 'name', 'slug']);
    const names = data.map((d) => d.name as string);
    expect(names).toEqual([...names].sort().reverse());
    expect(answer.body.total).toBeGreaterThanOrEqual(6);
  });

  it('finds a route by slug and language and reads it by id', async () => {
    const [route] = await rows(`/api/routes?where=${q({ slug: 'piraeus-santorini', languageCode: 'en' })}`);
    expect(route).toMatchObject({ name: 'Piraeus – Santorini', fromPortCode: 'PIR', toPortCode: 'JTR' });
    const byId = await get(`/api/routes/${route!.id as number}`);
    expect(byId.body).toMatchObject({ id: route!.id, slug: 'piraeus-santorini' });
  });

  it('resolves related destinations and routes of the same language with include', async () => {
    const [santorini] = await rows(`/api/destinations?lang=fr&where=${q({ portCode: 'JTR' })}&include=${q({ relatedDestinations: true, relatedRoutes: true })}`);
    const related = santorini!.relatedDestinations as Rows;
    expect(related.length).toBeGreaterThan(0);
    expect(related.map((d) => d.portCode)).toContain('IOS');
    const routes = santorini!.relatedRoutes as Rows;
    expect(routes.length).toBeGreaterThan(0);
    for (const r of routes) expect([r.fromPortCode, r.toPortCode]).toContain('JTR');
    const frenchIds = new Set((await rows(`/api/routes?lang=fr&take=100&select=id`)).map((r) => r.id));
    for (const r of routes) expect(frenchIds.has(r.id)).toBe(true);
  });

  it('adds the category to posts and lists the newest first', async () => {
    const posts = await rows(`/api/posts?lang=de&include=${q({ category: true })}&take=12`);
    const dates = posts.map((p) => Date.parse(p.publishedAt as string));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(new Set(posts.map((p) => (p.category as { slug: string }).slug))).toEqual(new Set(['reiseziele', 'ueberfahrten', 'reisetipps']));
  });

  it.each([
    ['/api/destinations?where={bad', 'INVALID_WHERE'],
    [`/api/destinations?where=${q({ nope: 1 })}`, 'INVALID_WHERE'],
    [`/api/routes?orderBy=${q({ durationMinutes: 'sideways' })}`, 'INVALID_ORDER_BY'],
    [`/api/companies?include=${q({ vessels: true })}`, 'INVALID_INCLUDE'],
    ['/api/posts?select=title,secret', 'INVALID_SELECT'],
    ['/api/offers?take=0', 'INVALID_QUERY'],
    [`/api/destinations?where=${q({ popular: 'often' })}`, 'INVALID_WHERE'],
  ])('answers 400 for the malformed list query %s', async (path, code) => {
    const answer = await get(path);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.code).toBe(code);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await get('/api/destinations/999999')).status).toBe(404);
    expect((await get('/api/offers/abc')).status).toBe(404);
  });
});

describe('content entities: writing', () => {
  const destination = { name: 'Test Island', languageCode: 'en', slug: 'test-island', portCode: 'AGS', kind: 'domestic' };

  it('takes writes only with the administrator token', async () => {
    expect((await call(server, 'POST', '/api/destinations', destination)).status).toBe(401);
    expect((await call(server, 'POST', '/api/destinations', destination, 'someone-else')).status).toBe(403);
    expect((await call(server, 'DELETE', '/api/posts/1')).status).toBe(401);
  });

  it('sanitises rich text, keeps slugs unique per language and deletes', async () => {
    const created = await admin('POST', '/api/destinations', {
      ...destination, description: '<p onclick="steal()">Calm <a href="javascript:alert(1)">bay</a></p><script>alert(1)</script><img src=x onerror=alert(2)>',
    });
    expect(created.status).toBe(201);
    expect(created.body.description).toBe('<p>Calm <a>bay</a></p>');
    const clash = await admin('POST', '/api/destinations', destination);
    expect(clash.status).toBe(409);
    const greek = await admin('POST', '/api/destinations', { ...destination, languageCode: 'el', name: 'Νησί δοκιμής', originalId: created.body.id });
    expect(greek.status).toBe(201);
    const patched = await admin('PATCH', `/api/destinations/${created.body.id as number}`, { description: '<h2>Beaches</h2><iframe src="https://x"></iframe>', popular: true });
    expect(patched.body).toMatchObject({ description: '<h2>Beaches</h2>', popular: true });
    expect((await admin('DELETE', `/api/destinations/${created.body.id as number}`)).status).toBe(204);
    expect((await admin('DELETE', `/api/destinations/${greek.body.id as number}`)).status).toBe(204);
    expect((await get(`/api/destinations/${created.body.id as number}`)).status).toBe(404);
  });

  it.each([
    ['destinations', { ...destination, portCode: 'XXX' }, 'portCode'],
    ['destinations', { ...destination, kind: 'nearby' }, 'kind'],
    ['destinations', { ...destination, slug: 'Test Island!' }, 'slug'],
    ['destinations', { ...destination, name: 42 }, 'name'],
    ['routes', { name: 'A – B', languageCode: 'en', slug: 'a-b', fromPortCode: 'PIR', toPortCode: 'NOWHERE' }, 'toPortCode'],
    ['companies', { name: 'Pirate Lines', languageCode: 'en', slug: 'pirate-lines', code: 'PIR8' }, 'code'],
    ['offers', { title: 'Late', languageCode: 'en', slug: 'late', validFrom: '2026-09-01T00:00:00Z', validUntil: '2026-08-01T00:00:00Z' }, 'validUntil'],
    ['offers', { title: 'Too much', languageCode: 'en', slug: 'too-much', discountPercent: 150 }, 'discountPercent'],
    ['posts', { title: 'No slug', languageCode: 'en' }, 'slug'],
    ['posts', { title: 'Unknown field', languageCode: 'en', slug: 'x', colour: 'red' }, 'colour'],
  ])('refuses a bad %s body (field %s)', async (entity, body, field) => {
    const answer = await admin('POST', `/api/${entity}`, body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'INVALID_INPUT', field });
  });

  it('creates a post and an offer with sanitised bodies', async () => {
    const post = await admin('POST', '/api/posts', {
      title: 'Sailing in winter', languageCode: 'en', slug: 'sailing-in-winter', body: '<p>Fewer ships<script>x()</script></p>', publishedAt: '2026-11-01T08:00:00Z',
    });
    expect(post.status).toBe(201);
    expect(post.body.body).toBe('<p>Fewer ships</p>');
    const offer = await admin('POST', '/api/offers', {
      title: 'Winter deal', languageCode: 'en', slug: 'winter-deal', companyCode: 'ASL', discountPercent: 10, body: '<em>Now</em><style>*{}</style>',
    });
    expect(offer.status).toBe(201);
    expect(offer.body).toMatchObject({ body: '<em>Now</em>', companyCode: 'ASL' });
  });
});

describe('content entities: page references', () => {
  it('resolves the destinations, companies and posts of a page’s items, in bulk', async () => {
    const page = await admin('POST', '/api/pages', { translationKey: 'home-test', slug: 'home-test', languageCode: 'en', title: 'Home test' });
    const [template] = await rows('/api/templates?take=1');
    const section = await admin('POST', '/api/sections', { pageId: page.body.id, templateId: template!.id, position: 1 });
    const destinations = await rows(`/api/destinations?lang=en&where=${q({ popular: true })}&take=8&select=id,slug`);
    const [company] = await rows(`/api/companies?lang=en&where=${q({ code: 'KNM' })}`);
    const [post] = await rows('/api/posts?lang=en&take=1');
    for (const [position, d] of destinations.entries()) {
      await admin('POST', '/api/sectionItems', { sectionId: section.body.id, key: 'destination', value: '', position, destinationId: d.id });
    }
    await admin('POST', '/api/sectionItems', { sectionId: section.body.id, key: 'company', position: 20, companyId: company!.id });
    await admin('POST', '/api/sectionItems', { sectionId: section.body.id, key: 'post', position: 21, postId: post!.id });
    const [found] = await rows(`/api/pages?where=${q({ slug: 'home-test', languageCode: 'en' })}&include=${q({ sections: true, references: true })}`);
    const references = found!.references as { destinations: Rows; companies: Rows; posts: Rows };
    expect(references.destinations.map((d) => d.slug).sort()).toEqual(destinations.map((d) => d.slug).sort());
    expect(references.companies).toEqual([expect.objectContaining({ code: 'KNM', name: 'Knossos Maritime' })]);
    expect(references.posts).toEqual([expect.objectContaining({ id: post!.id, title: post!.title })]);
    const items = (found!.sections as { items: Rows }[])[0]!.items;
    expect(items.filter((i) => i.destinationId !== null)).toHaveLength(destinations.length);
  });

  it('gives pages without referencing items empty reference lists', async () => {
    const [terms] = await rows(`/api/pages?where=${q({ slug: 'terms-and-conditions', languageCode: 'en' })}&include=${q({ references: true })}`);
    expect(terms!.references).toEqual({ destinations: [], companies: [], posts: [] });
  });
});
