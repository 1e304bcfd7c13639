import { foundationOpenApiPaths } from '../../server/modules/content/openapi';
import { startTestServer, type TestServer } from '../support/server-harness';

interface MenuNode {
  id: number;
  name: string;
  link: string | null;
  position: number;
  active: boolean;
  children: MenuNode[];
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** The answers these tests read: a list, one row, a subtree or an error. */
interface Item {
  id: number; code: string; name: string; englishName: string; link: string; languageCode: string; position: number;
  default: boolean; key: string; value: string; parentId: number | null; active: boolean; children: Item[];
}
type Answer = Item & {
  data: Item[]; total: number; page: number; take: number; error: { code: string; message: string; field?: string };
};

async function get(path: string, query: Record<string, unknown> = {}): Promise<{ status: number; body: Answer }> {
  const params = new URLSearchParams(
    Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );
  const response = await fetch(`${server.url}${path}${params.size ? `?${params}` : ''}`);
  return { status: response.status, body: (await response.json()) as Answer };
}

async function menuRoot(name: string, languageCode: string): Promise<number> {
  const { body } = await get('/api/menus', { where: { name, active: true, languageCode } });
  expect(body.data).toHaveLength(1);
  return body.data[0]!.id;
}

describe('GET /api/languages', () => {
  it('lists the six languages with Greek, the default, first', async () => {
    const { status, body } = await get('/api/languages');
    expect(status).toBe(200);
    expect(body.data.map((l: { code: string }) => l.code)).toEqual(['el', 'en', 'de', 'it', 'fr', 'es']);
    expect(body.data[0]).toEqual({ code: 'el', name: 'Ελληνικά', englishName: 'Greek', default: true, position: 1, active: true });
    expect(body.data.filter((l: { default: boolean }) => l.default)).toHaveLength(1);
    expect(body).toMatchObject({ total: 6, page: 1, take: 20 });
  });

  it('keeps the default first even when asked for the reverse position order only after it', async () => {
    const { body } = await get('/api/languages', { orderBy: [{ default: 'desc' }, { position: 'desc' }] });
    expect(body.data.map((l: { code: string }) => l.code)).toEqual(['el', 'es', 'fr', 'it', 'de', 'en']);
  });

  it('answers one language by its code, and 404 NOT_FOUND for an unknown one', async () => {
    expect((await get('/api/languages/de')).body).toMatchObject({ code: 'de', name: 'Deutsch' });
    const missing = await get('/api/languages/xx');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('NOT_FOUND');
  });
});

describe('GET /api/settings', () => {
  it('answers every documented key with a real-looking value', async () => {
    const { status, body } = await get('/api/settings', { take: 100 });
    expect(status).toBe(200);
    const settings = Object.fromEntries(body.data.map((s: { key: string; value: string }) => [s.key, s.value]));
    expect(Object.keys(settings).sort()).toEqual(
      ['appStoreUrl', 'facebookUrl', 'googlePlayUrl', 'instagramUrl', 'reviewsCount', 'reviewsRating', 'supportEmail',
        'supportHours', 'supportPhone', 'xUrl', 'youtubeUrl'].sort(),
    );
    expect(settings.supportEmail).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(settings.supportPhone).toMatch(/^\+30 210 /);
    expect(Number(settings.reviewsRating)).toBeGreaterThan(0);
    expect(Number(settings.reviewsRating)).toBeLessThanOrEqual(5);
    expect(Number.isInteger(Number(settings.reviewsCount))).toBe(true);
    for (const key of ['facebookUrl', 'instagramUrl', 'xUrl', 'youtubeUrl', 'appStoreUrl', 'googlePlayUrl']) {
      expect(settings[key]).toMatch(/^https:\/\//);
    }
  });

  it('answers one setting by key', async () => {
    const { body } = await get('/api/settings/supportPhone', { select: 'value' });
    expect(body).toEqual({ value: expect.stringMatching(/^\+30/) });
  });
});

describe('GET /api/menus', () => {
  const languages = ['el', 'en', 'de', 'it', 'fr', 'es'];

  it('finds one root per menu and language', async () => {
    for (const name of ['Main Menu', 'Footer Menu', 'Footer Bottom Menu']) {
      const { body } = await get('/api/menus', { where: { name, active: true, parentId: null }, take: 100 });
      expect(body.data.map((m: { languageCode: string }) => m.languageCode).sort()).toEqual([...languages].sort());
    }
  });

  it.each(languages)('gives the translated main menu subtree in %s', async (lang) => {
    const { status, body } = await get(`/api/menus/${await menuRoot('Main Menu', lang)}/subtree`, { active: 'true' });
    expect(status).toBe(200);
    const tree = body as MenuNode;
    expect(tree.name).toBe('Main Menu');
    expect(tree.children.map((c) => c.link)).toEqual(['/destinations', '/routes', '/companies', '/offers', '/blog', '/contact']);
    expect(tree.children.map((c) => c.position)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(tree.children.every((c) => c.name.length > 1 && c.children.length === 0 && c.active)).toBe(true);
  });

  it('names the items in each language, not in a copied one', async () => {
    const names = new Map<string, string>();
    for (const lang of languages) {
      const { body } = await get(`/api/menus/${await menuRoot('Main Menu', lang)}/subtree`, { active: 'true' });
      names.set(lang, (body as MenuNode).children[0]!.name);
    }
    expect(names.get('el')).toBe('Προορισμοί');
    expect(names.get('en')).toBe('Destinations');
    expect(names.get('de')).toBe('Reiseziele');
    expect(names.get('es')).toBe('Destinos');
  });

  it('links the Greek and English terms pages in the footer bottom menu', async () => {
    const links = async (lang: string): Promise<string[]> => {
      const { body } = await get(`/api/menus/${await menuRoot('Footer Bottom Menu', lang)}/subtree`, { active: 'true' });
      return (body as MenuNode).children.map((c) => c.link as string);
    };
    expect(await links('el')).toEqual(['/oroi-and-proypo8eseis', '/politikh-aporrhtoy']);
    expect(await links('en')).toEqual(['/terms-and-conditions', '/privacy-policy']);
    for (const lang of ['de', 'it', 'fr', 'es']) {
      const own = await links(lang);
      expect(own).toHaveLength(2);
      expect(own.every((l) => /^\/[a-z0-9-]+$/.test(l))).toBe(true);
    }
  });

  it('leaves inactive items out of an active subtree and keeps them in a full one', async () => {
    const other = await startTestServer();
    try {
      const root = (
        await (await fetch(`${other.url}/api/menus?where=${encodeURIComponent('{"name":"Footer Menu","languageCode":"en"}')}`)).json()
      ).data[0].id as number;
      const { menus } = await import('../../server/database/schema/index');
      const { eq, and } = await import('drizzle-orm');
      await other.database.db.update(menus).set({ active: false }).where(and(eq(menus.parentId, root), eq(menus.link, '/faq')));
      const active = (await (await fetch(`${other.url}/api/menus/${root}/subtree?active=true`)).json()) as MenuNode;
      const all = (await (await fetch(`${other.url}/api/menus/${root}/subtree`)).json()) as MenuNode;
      expect(active.children.map((c) => c.link)).not.toContain('/faq');
      expect(all.children.map((c) => c.link)).toContain('/faq');
      expect(all.children.length).toBe(active.children.length + 1);
    } finally {
      await other.close();
    }
  });

  it('filters by lang, selects fields, pages and counts', async () => {
    const first = await get('/api/menus', { lang: 'fr', select: 'name,link', take: 3, page: 1, orderBy: { position: 'asc' } });
    const second = await get('/api/menus', { lang: 'fr', select: ['name', 'link'], take: 3, page: 2, orderBy: { position: 'asc' } });
    expect(first.body.total).toBe(3 + 6 + 5 + 2);
    expect(first.body.data).toHaveLength(3);
    expect(Object.keys(first.body.data[0]!).sort()).toEqual(['link', 'name']);
    expect(second.body).toMatchObject({ page: 2, take: 3 });
    const seen = [...first.body.data, ...second.body.data].map((m: { name: string }) => m.name);
    expect(new Set(seen).size).toBe(6);
  });

  it('supports in, contains, comparison and OR conditions', async () => {
    const contains = await get('/api/menus', { where: { languageCode: 'en', name: { contains: 'POLICY' } } });
    expect(contains.body.data.map((m: { link: string }) => m.link)).toEqual(['/privacy-policy']);
    const within = await get('/api/menus', {
      where: { languageCode: { in: ['de', 'it'] }, link: '/blog' },
      orderBy: { languageCode: 'asc' },
    });
    expect(within.body.data.map((m: { languageCode: string }) => m.languageCode)).toEqual(['de', 'it']);
    const either = await get('/api/menus', { where: { languageCode: 'es', OR: [{ link: '/blog' }, { link: '/offers' }] } });
    expect(either.body.total).toBe(2);
    const after = await get('/api/menus', { where: { languageCode: 'en', parentId: { not: null }, position: { gte: 5 } } });
    expect(after.body.data.every((m: { position: number }) => m.position >= 5)).toBe(true);
    expect(after.body.total).toBe(2 + 1);
  });

  it('treats LIKE wildcards in contains as text', async () => {
    const { body } = await get('/api/menus', { where: { name: { contains: '%' } } });
    expect(body.total).toBe(0);
  });

  it('includes the direct children of roots', async () => {
    const { body } = await get('/api/menus', { where: { name: 'Footer Bottom Menu', languageCode: 'el' }, include: { children: true } });
    expect(body.data[0]!.children.map((c: { name: string }) => c.name)).toEqual(['Όροι και προϋποθέσεις', 'Πολιτική απορρήτου']);
  });

  it('answers one menu row, and 404 for a missing or impossible id', async () => {
    const id = await menuRoot('Main Menu', 'it');
    expect((await get(`/api/menus/${id}`)).body).toMatchObject({ id, name: 'Main Menu', languageCode: 'it', parentId: null });
    for (const bad of ['999999', 'abc', '1.5', '99999999999999']) {
      const { status, body } = await get(`/api/menus/${bad}`);
      expect(status).toBe(404);
      expect(body.error.code).toBe('NOT_FOUND');
    }
    expect((await get('/api/menus/999999/subtree')).status).toBe(404);
  });
});

describe('tree reads', () => {
  it('lists the descendants of a menu flat, with their depth', async () => {
    const root = await menuRoot('Footer Menu', 'de');
    const { status, body } = await get(`/api/menus/${root}/descendants`, { active: 'true', depth: '1' });
    expect(status).toBe(200);
    expect(body.data.map((d) => d.name)).toEqual(['Über uns', 'Häufige Fragen', 'So buchen Sie', 'Umbuchung und Stornierung', 'Kontakt']);
    expect(body.data.every((d) => (d as Item & { depth: number }).depth === 1 && d.parentId === root)).toBe(true);
  });

  it('lists the ancestors of an item from the root down', async () => {
    const root = await menuRoot('Main Menu', 'fr');
    const item = (await get(`/api/menus/${root}/descendants`)).body.data[0]!;
    const { body } = await get(`/api/menus/${item.id}/ancestors`);
    expect(body.data.map((a) => a.id)).toEqual([root]);
    expect((await get(`/api/menus/${root}/ancestors`)).body.data).toEqual([]);
  });

  it('answers 404 for a missing node and 400 for a bad depth', async () => {
    expect((await get('/api/menus/999999/ancestors')).status).toBe(404);
    expect((await get('/api/menus/999999/descendants')).status).toBe(404);
    const bad = await get('/api/menus/1/descendants', { depth: '0' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'INVALID_QUERY', field: 'depth' });
  });

  it('has no tree routes for entities that are no tree', async () => {
    expect((await get('/api/languages/el/subtree')).status).toBe(404);
  });
});

describe('malformed list queries', () => {
  const cases: [string, Record<string, string>, number, string, string?][] = [
    ['where that is not JSON', { where: '{name:' }, 400, 'INVALID_WHERE', 'where'],
    ['where on an unknown field', { where: '{"password":"x"}' }, 400, 'INVALID_WHERE', 'where'],
    ['where with a value of the wrong kind', { where: '{"position":"first"}' }, 400, 'INVALID_WHERE', 'where'],
    ['where with an out-of-range number', { where: '{"id":99999999999}' }, 400, 'INVALID_WHERE', 'where'],
    ['where with an unknown operator', { where: '{"name":{"like":"%"}}' }, 400, 'INVALID_WHERE', 'where'],
    ['where that is an array', { where: '[1,2]' }, 400, 'INVALID_WHERE', 'where'],
    ['where with a non-array OR', { where: '{"OR":{"name":"x"}}' }, 400, 'INVALID_WHERE', 'where'],
    ['contains on a number', { where: '{"position":{"contains":"1"}}' }, 400, 'INVALID_WHERE', 'where'],
    ['orderBy that is not JSON', { orderBy: 'position desc' }, 400, 'INVALID_ORDER_BY', 'orderBy'],
    ['orderBy on an unknown field', { orderBy: '{"secret":"asc"}' }, 400, 'INVALID_ORDER_BY', 'orderBy'],
    ['orderBy with a bad direction', { orderBy: '{"position":"up"}' }, 400, 'INVALID_ORDER_BY', 'orderBy'],
    ['select of an unknown field', { select: 'name,password' }, 400, 'INVALID_SELECT', 'select'],
    ['an empty select', { select: '' }, 400, 'INVALID_SELECT', 'select'],
    ['select as a bad JSON array', { select: '["name",1]' }, 400, 'INVALID_SELECT', 'select'],
    ['take of 0', { take: '0' }, 400, 'INVALID_QUERY', 'take'],
    ['take over 100', { take: '101' }, 400, 'INVALID_QUERY', 'take'],
    ['take that is not a number', { take: 'ten' }, 400, 'INVALID_QUERY', 'take'],
    ['page of 0', { page: '0' }, 400, 'INVALID_QUERY', 'page'],
    ['page that is negative', { page: '-2' }, 400, 'INVALID_QUERY', 'page'],
    ['an unknown lang', { lang: 'xx' }, 400, 'INVALID_QUERY', 'lang'],
    ['an unknown relation to include', { include: '{"owner":true}' }, 400, 'INVALID_INCLUDE', 'include'],
    ['include that is not an object', { include: '[true]' }, 400, 'INVALID_INCLUDE', 'include'],
  ];

  it.each(cases)('rejects %s with a 400 naming the problem', async (_name, query, status, code, field) => {
    const response = await fetch(`${server.url}/api/menus?${new URLSearchParams(query)}`);
    expect(response.status).toBe(status);
    const body = (await response.json()) as { error: { code: string; message: string; field?: string } };
    expect(body.error.code).toBe(code);
    expect(body.error.message.length).toBeGreaterThan(10);
    expect(body.error.field).toBe(field);
  });

  it('rejects a parameter given twice', async () => {
    const response = await fetch(`${server.url}/api/languages?take=1&take=2`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('INVALID_QUERY');
  });

  it('rejects a bad active flag on a subtree', async () => {
    const response = await fetch(`${server.url}/api/menus/1/subtree?active=yes`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string; field: string } }).error).toMatchObject({ code: 'INVALID_QUERY', field: 'active' });
  });
});

describe('the OpenAPI description of these calls', () => {
  it('describes paths that the server answers, with every field of each entity', async () => {
    const paths = foundationOpenApiPaths() as Record<string, { get?: { responses: Record<string, unknown>; security?: unknown } }>;
    // Generic resources of issue 19 that the seed leaves empty: their items are answered with the entity's own 404.
    const unseeded = /^\/api\/(authors|tags|galleries|galleryImages|lists|listItems)\/\{id\}$/;
    for (const path of ['/api/languages', '/api/settings', '/api/menus', '/api/menus/{id}/subtree', '/log', '/api/health']) {
      expect(paths[path], path).toBeDefined();
    }
    for (const [path, item] of Object.entries(paths)) {
      if (!item.get || path.startsWith('/dev')) continue;
      // Coupons (server/modules/content/entities/coupons.entity.ts) are read by code: a list must name one in `where`.
      const url = path === '/api/coupons' ? `${path}?where=${encodeURIComponent('{"name":"WELCOME10"}')}`
        : path.replace('{id}', '1').replace('/api/languages/1', '/api/languages/el').replace('/api/settings/1', '/api/settings/supportEmail').replace('/api/coupons/1', '/api/coupons/WELCOME10');
      const response = await fetch(`${server.url}${url}`);
      // Private rows (users, customers, emails, applications) are the administrator's: anonymous reads get 401.
      expect(response.status, path).toBe(item.get.security ? 401 : unseeded.test(path) ? 404 : 200);
      if (unseeded.test(path)) expect(((await response.json()) as { error: { message: string } }).error.message, path).toMatch(/^No \w+ with id/);
    }
    const menuList = JSON.stringify(paths['/api/menus']);
    for (const field of ['id', 'parentId', 'name', 'link', 'languageCode', 'position', 'active']) expect(menuList).toContain(`"${field}"`);
  });
});
