import { startTestServer, type TestServer } from '../support/server-harness';

const TOKEN = 'test-admin-token-0123456789';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_TOKEN: TOKEN } });
});
afterAll(async () => {
  await server?.close();
});

interface Answer {
  status: number;
  body: Record<string, unknown> & { error?: { code: string; message: string; field?: string } };
}

async function call(method: string, path: string, body?: unknown, token: string | null = TOKEN): Promise<Answer> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Answer['body']) : {} };
}

describe('content writes', () => {
  it('creates, changes and deletes a menu item, visible in the subtree', async () => {
    const roots = await call('GET', `/api/menus?where=${encodeURIComponent('{"name":"Main Menu","languageCode":"en"}')}`, undefined, null);
    const rootId = (roots.body.data as { id: number }[])[0]!.id;
    const created = await call('POST', '/api/menus', { parentId: rootId, name: 'Island hopping', link: '/island-hopping', languageCode: 'en', position: 7 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ parentId: rootId, name: 'Island hopping', link: '/island-hopping', active: true, position: 7 });
    const id = created.body.id as number;

    const changed = await call('PATCH', `/api/menus/${id}`, { name: 'Island hopping tips', active: false });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id, name: 'Island hopping tips', active: false });
    const activeTree = await call('GET', `/api/menus/${rootId}/subtree?active=true`, undefined, null);
    expect(JSON.stringify(activeTree.body)).not.toContain('Island hopping');
    const fullTree = await call('GET', `/api/menus/${rootId}/subtree`, undefined, null);
    expect(JSON.stringify(fullTree.body)).toContain('Island hopping tips');

    expect((await call('DELETE', `/api/menus/${id}`)).status).toBe(204);
    expect((await call('GET', `/api/menus/${id}`, undefined, null)).status).toBe(404);
    expect((await call('DELETE', `/api/menus/${id}`)).status).toBe(404);
  });

  it('creates and updates a setting by its key', async () => {
    expect((await call('POST', '/api/settings', { key: 'tiktokUrl', value: 'https://www.tiktok.com/@ferryshop' })).status).toBe(201);
    expect((await call('PATCH', '/api/settings/tiktokUrl', { value: 'https://www.tiktok.com/@ferryshop.gr' })).body).toEqual({
      key: 'tiktokUrl', value: 'https://www.tiktok.com/@ferryshop.gr',
    });
    const clash = await call('POST', '/api/settings', { key: 'tiktokUrl', value: 'x' });
    expect(clash.status).toBe(409);
    expect(clash.body.error?.code).toBe('CONFLICT');
  });

  it('answers 204 to clear-cache', async () => {
    expect((await call('DELETE', '/api/menus/clear-cache')).status).toBe(204);
  });

  it('needs the administrator token', async () => {
    const anonymous = await call('POST', '/api/settings', { key: 'a', value: 'b' }, null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error?.code).toBe('UNAUTHORIZED');
    const wrong = await call('PATCH', '/api/settings/supportEmail', { value: 'evil@example.com' }, 'not-the-token');
    expect(wrong.status).toBe(403);
    expect(wrong.body.error?.code).toBe('FORBIDDEN');
    const settings = await call('GET', '/api/settings/supportEmail', undefined, null);
    expect(settings.body.value).not.toBe('evil@example.com');
  });

  it('refuses every write when ADMIN_TOKEN is not configured', async () => {
    const other = await startTestServer();
    try {
      const response = await fetch(`${other.url}/api/settings/supportEmail`, {
        method: 'DELETE', headers: { authorization: 'Bearer ' },
      });
      expect([401, 403]).toContain(response.status);
      const withSomeToken = await fetch(`${other.url}/api/settings/supportEmail`, { method: 'DELETE', headers: { authorization: 'Bearer x' } });
      expect(withSomeToken.status).toBe(403);
    } finally {
      await other.close();
    }
  });

  it.each([
    ['an unknown field', { name: 'x', languageCode: 'en', colour: 'red' }, 'colour'],
    ['a missing required field', { link: '/x', languageCode: 'en' }, 'name'],
    ['a value of the wrong kind', { name: 'x', languageCode: 'en', position: 'first' }, 'position'],
    ['null for a required field', { name: null, languageCode: 'en' }, 'name'],
    ['a generated id', { id: 5, name: 'x', languageCode: 'en' }, 'id'],
  ])('refuses a create with %s (400 naming the field)', async (_name, body, field) => {
    const response = await call('POST', '/api/menus', body);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'INVALID_INPUT', field });
  });

  it('refuses an empty update, an id change, a body that is no object and a missing reference', async () => {
    expect((await call('PATCH', '/api/menus/1', {})).status).toBe(400);
    expect((await call('PATCH', '/api/languages/el', { code: 'gr' })).body.error).toMatchObject({ code: 'INVALID_INPUT', field: 'code' });
    expect((await call('PATCH', '/api/menus/1', [1, 2])).status).toBe(400);
    const orphan = await call('POST', '/api/menus', { name: 'x', languageCode: 'xx' });
    expect(orphan.status).toBe(409);
    expect(orphan.body.error?.code).toBe('CONFLICT');
    expect((await call('PATCH', '/api/menus/999999', { name: 'x' })).status).toBe(404);
    expect((await call('PATCH', '/api/menus/abc', { name: 'x' })).status).toBe(404);
  });
});
