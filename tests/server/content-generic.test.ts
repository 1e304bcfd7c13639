/**
 * The generic content resources of SPEC.md section 3 that had no routes (issue 19): authors, tags, galleries, lists and
 * resources are public content (list, get, administrator writes); users, customers, e-mails and applications hold
 * private data and are the administrator's alone (401 without a token, 403 with a traveller's), read only, paged by 50,
 * and never give a password hash or an e-mail body (which carries sign-in links) even to the administrator.
 */
import { foundationOpenApiPaths } from '../../server/modules/content/openapi';
import { startTestServer, type TestServer } from '../support/server-harness';
import { activeUser, mailedToken, type TestUser } from './auth-support';
import { ADMIN_TOKEN, call, q, type Rows } from './content-support';

let server: TestServer;
let traveller: TestUser;
beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_TOKEN } });
  traveller = await activeUser(server, 'generic');
});
afterAll(async () => server?.close());

const admin = (method: string, path: string, body?: unknown) => call(server, method, path, body, ADMIN_TOKEN);
const PRIVATE = ['users', 'customers', 'emails', 'applications'] as const;

describe('private resources: users, customers, emails, applications', () => {
  it.each(PRIVATE)('GET /api/%s, its items and filtered lists need the administrator (401 anonymous, 403 a traveller)', async (name) => {
    const id = name === 'applications' ? 'ferry-shop' : name === 'emails' ? '1' : traveller.id;
    for (const path of [`/api/${name}`, `/api/${name}/${id}`, `/api/${name}?where=${q({ id: 'x' })}`]) {
      const anonymous = await call(server, 'GET', path);
      expect(anonymous.status, path).toBe(401);
      expect(anonymous.body.error?.code).toBe('UNAUTHORIZED');
      expect(anonymous.body).not.toHaveProperty('data');
      const travellers = await call(server, 'GET', path, undefined, traveller.token);
      expect(travellers.status, path).toBe(403);
      expect(travellers.body.error?.code).toBe('FORBIDDEN');
      expect(JSON.stringify(travellers.body)).not.toContain(traveller.email);
    }
    const listed = await admin('GET', `/api/${name}`);
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ page: 1, take: 50 });
    expect((listed.body.data as Rows).length).toBeGreaterThan(0);
  });

  it('the administrator lists users without password hashes, filters them, and reads one with its customer record', async () => {
    const found = await admin('GET', `/api/users?where=${q({ email: traveller.email })}`);
    expect(found.status).toBe(200);
    expect(found.body.total).toBe(1);
    const [user] = found.body.data as Rows;
    expect(user).toMatchObject({ id: traveller.id, email: traveller.email, firstName: 'Maria', role: 'customer' });
    expect(Object.keys(user as object)).not.toContain('passwordHash');
    expect(JSON.stringify(found.body)).not.toMatch(/\$argon2/);
    const byHash = await admin('GET', `/api/users?where=${q({ passwordHash: { startsWith: '$argon2' } })}`);
    expect(byHash.status).toBe(400);
    expect(byHash.body.error?.code).toBe('INVALID_WHERE');
    const sorted = await admin('GET', `/api/users?orderBy=${q({ passwordHash: 'asc' })}`);
    expect(sorted.status).toBe(400);
    const one = await admin('GET', `/api/customers/${traveller.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ userId: traveller.id, country: 'GR' });
  });

  it('the administrator lists e-mails by recipient and subject, never their bodies or the links in them', async () => {
    const { token } = await mailedToken(server, traveller.email, '/activate-account');
    const listed = await admin('GET', `/api/emails?where=${q({ to: traveller.email })}`);
    expect(listed.status).toBe(200);
    const rows = listed.body.data as Rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toMatchObject({ to: traveller.email, status: expect.any(String) });
    for (const row of rows) expect(Object.keys(row)).toEqual(['id', 'to', 'subject', 'status', 'attempts', 'lastError', 'createdAt', 'sentAt']);
    expect(JSON.stringify(listed.body)).not.toContain(token);
    const bySelect = await admin('GET', '/api/emails?select=text');
    expect(bySelect.status).toBe(400);
    expect(bySelect.body.error?.code).toBe('INVALID_SELECT');
  });

  it('is read only through the Content API, and the account and permission calls keep their paths', async () => {
    for (const name of PRIVATE) {
      expect((await admin('POST', `/api/${name}`, { id: 'x' })).status).toBe(404);
      expect((await admin('DELETE', `/api/${name}/x`)).status).toBe(404);
    }
    expect((await admin('PATCH', `/api/users/${traveller.id}`, { role: 'admin' })).status).toBe(404);
    const me = await call(server, 'GET', '/api/users/me', undefined, traveller.token);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: traveller.id });
    const permissions = await call(server, 'GET', '/api/applications/with-resource-permissions');
    expect(permissions.status).toBe(200);
  });

  it('pages and validates the query in linear time', async () => {
    const paged = await admin('GET', '/api/users?take=1&page=2');
    expect(paged.status).toBe(200);
    expect(paged.body).toMatchObject({ take: 1, page: 2 });
    expect((await admin('GET', '/api/users?take=101')).status).toBe(400);
    const started = Date.now();
    const hostile = await admin('GET', `/api/users?where=${encodeURIComponent(`{"email":${'['.repeat(5000)}`)}`);
    expect(hostile.status).toBe(400);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('public resources: authors, tags, galleries, lists, resources', () => {
  it('are listed to anyone, paged, and written by the administrator only', async () => {
    for (const name of ['authors', 'tags', 'galleries', 'galleryImages', 'lists', 'listItems', 'resources']) {
      const listed = await call(server, 'GET', `/api/${name}`);
      expect(listed.status, name).toBe(200);
      expect(listed.body).toMatchObject({ page: 1, take: 20 });
    }
    const anonymous = await call(server, 'POST', '/api/authors', { slug: 'eleni', name: 'Eleni' });
    expect(anonymous.status).toBe(401);
    const travellers = await call(server, 'POST', '/api/tags', { languageCode: 'el', slug: 'nisia', name: 'Νησιά' }, traveller.token);
    expect(travellers.status).toBe(403);

    const author = await admin('POST', '/api/authors', { slug: 'eleni-k', name: 'Eleni K.', bio: 'Writes about the Cyclades.' });
    expect(author.status).toBe(201);
    const withImage = await call(server, 'GET', `/api/authors/${author.body.id as number}?include=${q({ images: true })}`);
    expect(withImage.body).toMatchObject({ name: 'Eleni K.', images: { image: null } });
    expect((await admin('POST', '/api/tags', { languageCode: 'el', slug: 'nisia', name: 'Νησιά' })).status).toBe(201);
    expect((await admin('POST', '/api/tags', { languageCode: 'el', slug: 'Not A Slug', name: 'x' })).body.error?.field).toBe('slug');
    const tags = await call(server, 'GET', '/api/tags?lang=el');
    expect((tags.body.data as Rows).map((t) => t.name)).toContain('Νησιά');
  });

  it('galleries and lists include their images and items in order', async () => {
    const files = await call(server, 'GET', '/api/files?take=2');
    const [first, second] = files.body.data as Rows;
    const gallery = await admin('POST', '/api/galleries', { languageCode: 'en', slug: 'naxos-summer', title: 'Naxos in summer' });
    expect(gallery.status).toBe(201);
    const galleryId = gallery.body.id as number;
    await admin('POST', '/api/galleryImages', { galleryId, fileId: second?.id, position: 2, caption: 'Portara' });
    await admin('POST', '/api/galleryImages', { galleryId, fileId: first?.id, position: 1, caption: 'Harbour' });
    const shown = await call(server, 'GET', `/api/galleries?lang=en&where=${q({ slug: 'naxos-summer' })}&include=${q({ images: true })}`);
    const [row] = shown.body.data as Rows;
    expect((row?.images as Rows).map((i) => [i.caption, i.url])).toEqual([
      ['Harbour', `/api/files/download/${first?.id as number}`],
      ['Portara', `/api/files/download/${second?.id as number}`],
    ]);

    const list = await admin('POST', '/api/lists', { languageCode: 'en', name: 'on-board', title: 'What to bring on board' });
    await admin('POST', '/api/listItems', { listId: list.body.id, label: 'Passport or ID card', position: 1 });
    await admin('POST', '/api/listItems', { listId: list.body.id, label: 'Printed or mobile ticket', position: 0 });
    const items = await call(server, 'GET', `/api/lists/${list.body.id as number}?include=${q({ items: true })}`);
    expect((items.body.items as Rows).map((i) => i.label)).toEqual(['Printed or mobile ticket', 'Passport or ID card']);
  });

  it('resources: the competition-rules PDFs are seeded in every language, and a resource link is a site path or https', async () => {
    for (const [lang, file] of [['el', 'competition-rules-el.pdf'], ['en', 'competition-rules-en.pdf'], ['de', 'competition-rules-en.pdf']]) {
      const found = await call(server, 'GET', `/api/resources?lang=${lang}&where=${q({ slug: 'competition-rules' })}&include=${q({ translations: true })}`);
      const [row] = found.body.data as Rows;
      expect(row, lang).toMatchObject({ url: `/files/${file}`, mimeType: 'application/pdf', languageCode: lang, active: true });
      expect((row?.translations as Rows).length).toBe(5);
    }
    for (const url of ['javascript:alert(1)', '//evil.example/x.pdf', 'http://plain.example/x.pdf', 'data:text/html,x']) {
      const refused = await admin('POST', '/api/resources', { languageCode: 'en', slug: 'bad', title: 'Bad', url });
      expect(refused.status, url).toBe(400);
      expect(refused.body.error?.field).toBe('url');
    }
    expect((await admin('POST', '/api/resources', { languageCode: 'en', slug: 'timetable', title: 'Timetable', url: 'https://example.com/t.pdf' })).status).toBe(201);
  });
});

it('the OpenAPI document marks the private reads as the administrator\'s and lists no writes for them', () => {
  const paths = foundationOpenApiPaths() as Record<string, Record<string, { security?: unknown }>>;
  for (const name of PRIVATE) {
    expect(paths[`/api/${name}`]?.get?.security).toEqual([{ adminToken: [] }]);
    expect(paths[`/api/${name}`]?.post).toBeUndefined();
  }
  expect(paths['/api/tags']?.get?.security).toBeUndefined();
  expect(paths['/api/tags']?.post).toBeDefined();
});
