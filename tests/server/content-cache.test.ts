import { eq } from 'drizzle-orm';
import { menus, settings } from '../../server/database/schema/index';
import { ContentReadCache } from '../../server/modules/content/cache';
import { startTestServer, type TestServer } from '../support/server-harness';
import { ADMIN_TOKEN, call, q, type Rows } from './content-support';

interface MenuNode { id: number; name: string; link: string; position: number; children: MenuNode[] }

describe('ContentReadCache', () => {
  const clock = () => {
    let now = 1_000;
    return { now: () => now, advance: (ms: number) => void (now += ms) };
  };

  it('answers a key from the cache until the time to live is over', async () => {
    const time = clock();
    const cache = new ContentReadCache({ ttlMs: 10_000, now: time.now });
    let loads = 0;
    const load = async () => ({ loads: ++loads });
    expect(await cache.read('/api/menus', load)).toBe('{"loads":1}');
    time.advance(9_999);
    expect(await cache.read('/api/menus', load)).toBe('{"loads":1}');
    expect(await cache.read('/api/settings', load)).toBe('{"loads":2}');
    time.advance(1);
    expect(await cache.read('/api/menus', load)).toBe('{"loads":3}');
  });

  it('loads once for concurrent readers of a key', async () => {
    const cache = new ContentReadCache();
    let loads = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const load = async () => {
      loads += 1;
      await gate;
      return ['Main Menu'];
    };
    const answers = Promise.all([cache.read('k', load), cache.read('k', load), cache.read('k', load)]);
    release();
    expect(await answers).toEqual(['["Main Menu"]', '["Main Menu"]', '["Main Menu"]']);
    expect(loads).toBe(1);
  });

  it('keeps nothing from a load that a write overtook, and nothing that failed', async () => {
    const cache = new ContentReadCache();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const stale = cache.read('k', async () => {
      await gate;
      return 'before the write';
    });
    cache.invalidate();
    // A reader after the write does not join the load that began before it.
    const fresh = cache.read('k', async () => 'after the write');
    release();
    expect(await stale).toBe('"before the write"');
    expect(await fresh).toBe('"after the write"');
    expect(await cache.read('k', async () => 'not called')).toBe('"after the write"');

    await expect(cache.read('missing', async () => Promise.reject(new Error('not found')))).rejects.toThrow('not found');
    expect(await cache.read('missing', async () => 'found now')).toBe('"found now"');
  });

  it('holds at most maxEntries keys, dropping the oldest', async () => {
    const cache = new ContentReadCache({ maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.read(key, async () => key);
    expect(cache.size).toBe(2);
    expect(await cache.read('a', async () => 'a again')).toBe('"a again"');
    expect(await cache.read('c', async () => 'not called')).toBe('"c"');
  });
});

describe('content read cache of the server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_TOKEN } });
  });
  afterAll(async () => {
    await server?.close();
  });

  const admin = (method: string, path: string, body?: unknown) => call(server, method, path, body, ADMIN_TOKEN);
  const get = (path: string) => call(server, 'GET', path);
  const mainMenuRoot = async (lang: string): Promise<number> =>
    ((await get(`/api/menus?where=${q({ name: 'Main Menu', languageCode: lang })}`)).body.data as Rows)[0]!.id as number;
  const subtree = async (root: number): Promise<MenuNode> => (await get(`/api/menus/${root}/subtree?active=true`)).body as unknown as MenuNode;
  const setting = async (key: string) => (await get(`/api/settings/${key}`)).body.value;

  it('answers repeated layout reads from the cache, and clear-cache drops it', async () => {
    const root = await mainMenuRoot('es');
    const before = await subtree(root);
    const item = before.children[0]!;
    // Changed behind the server's back: the cached answer stands until the cache is cleared.
    await server.database.db.update(menus).set({ name: 'Cambiado a mano' }).where(eq(menus.id, item.id));
    expect((await subtree(root)).children[0]!.name).toBe(item.name);
    const response = await fetch(`${server.url}/api/menus/${root}/subtree?active=true`);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);

    expect((await call(server, 'DELETE', '/api/menus/clear-cache')).status).toBe(401);
    expect((await subtree(root)).children[0]!.name).toBe(item.name);
    expect((await admin('DELETE', '/api/menus/clear-cache')).status).toBe(204);
    expect((await subtree(root)).children[0]!.name).toBe('Cambiado a mano');
    await server.database.db.update(menus).set({ name: item.name }).where(eq(menus.id, item.id));
    expect((await admin('DELETE', '/api/settings/clear-cache')).status).toBe(204);
  });

  it('shows a menu item created, changed, moved and deleted through the API at once', async () => {
    const root = await mainMenuRoot('de');
    const links = async () => (await subtree(root)).children.map((c) => c.link);
    const before = await links();

    const created = await admin('POST', '/api/menus', { parentId: root, name: 'Inselhüpfen', link: '/inselhuepfen', languageCode: 'de', position: 99 });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect(await links()).toEqual([...before, '/inselhuepfen']);

    expect((await admin('PATCH', `/api/menus/${id}`, { link: '/inseln' })).status).toBe(200);
    expect(await links()).toEqual([...before, '/inseln']);
    expect((await get(`/api/menus/${id}`)).body.link).toBe('/inseln');

    const first = (await subtree(root)).children[0]!;
    expect((await admin('PUT', `/api/menus/${id}/${first.id}?before=true`)).status).toBe(200);
    expect(await links()).toEqual(['/inseln', ...before]);

    expect((await admin('PATCH', `/api/menus/${id}`, { active: false })).status).toBe(200);
    expect(await links()).toEqual(before);
    expect((await admin('DELETE', `/api/menus/${id}`)).status).toBe(204);
    expect((await get(`/api/menus/${id}`)).status).toBe(404);
    expect((await subtree(root)).children.map((c) => c.link)).toEqual(before);
  });

  it('shows settings and languages written through the API at once', async () => {
    const listed = async () => ((await get('/api/settings?take=100')).body.data as Rows).map((r) => r.key);
    expect(await listed()).not.toContain('threadsUrl');
    expect((await admin('POST', '/api/settings', { key: 'threadsUrl', value: 'https://www.threads.net/@ferryshop' })).status).toBe(201);
    expect(await listed()).toContain('threadsUrl');
    expect(await setting('threadsUrl')).toBe('https://www.threads.net/@ferryshop');
    expect((await admin('PATCH', '/api/settings/threadsUrl', { value: 'https://www.threads.net/@ferryshop.gr' })).status).toBe(200);
    expect(await setting('threadsUrl')).toBe('https://www.threads.net/@ferryshop.gr');
    expect((await admin('DELETE', '/api/settings/threadsUrl')).status).toBe(204);
    expect((await get('/api/settings/threadsUrl')).status).toBe(404);

    const names = async () => ((await get('/api/languages')).body.data as Rows).map((r) => r.name);
    const german = (await get('/api/languages/de')).body.name as string;
    expect((await admin('PATCH', '/api/languages/de', { name: 'Deutsch (DE)' })).status).toBe(200);
    expect(await names()).toContain('Deutsch (DE)');
    expect((await admin('PATCH', '/api/languages/de', { name: german })).status).toBe(200);
    expect(await names()).toContain(german);
  });

  it('keeps the cache when a write is refused', async () => {
    const before = await setting('supportEmail');
    await server.database.db.update(settings).set({ value: 'changed@ferryshop.example' }).where(eq(settings.key, 'supportEmail'));
    try {
      expect((await call(server, 'PATCH', '/api/settings/supportEmail', { value: 'x@example.com' })).status).toBe(401);
      expect((await admin('PATCH', '/api/settings/supportEmail', { value: 42 })).status).toBe(400);
      expect(await setting('supportEmail')).toBe(before);
    } finally {
      await server.database.db.update(settings).set({ value: before as string }).where(eq(settings.key, 'supportEmail'));
      await admin('DELETE', '/api/settings/clear-cache');
    }
    expect(await setting('supportEmail')).toBe(before);
  });
});
