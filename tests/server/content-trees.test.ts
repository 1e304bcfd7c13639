import { startTestServer, type TestServer } from '../support/server-harness';
import { ADMIN_TOKEN, call, q, type Rows } from './content-support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_TOKEN } });
});
afterAll(async () => {
  await server?.close();
});

const admin = (method: string, path: string, body?: unknown) => call(server, method, path, body, ADMIN_TOKEN);
const rows = async (path: string): Promise<Rows> => (await call(server, 'GET', path)).body.data as Rows;
interface Node { id: number; name: string; position: number; children: Node[] }

async function blog(lang: string): Promise<Node> {
  const [root] = await rows(`/api/categories?where=${q({ languageCode: lang, parentId: null })}`);
  return (await call(server, 'GET', `/api/categories/${root!.id as number}/subtree`)).body as unknown as Node;
}

describe('content trees', () => {
  it('seeds a blog category tree per language with subtree, descendants and ancestors', async () => {
    const tree = await blog('en');
    expect(tree.name).toBe('Blog');
    expect(tree.children.map((c) => c.name)).toEqual(['Destinations', 'Crossings', 'Travel tips']);
    const descendants = await call(server, 'GET', `/api/categories/${tree.id}/descendants?depth=1`);
    expect((descendants.body.data as Rows).map((r) => r.depth)).toEqual([1, 1, 1]);
    const ancestors = await call(server, 'GET', `/api/categories/${tree.children[0]!.id}/ancestors`);
    expect((ancestors.body.data as Rows).map((r) => r.id)).toEqual([tree.id]);
  });

  it('moves a node before a sibling and renumbers the siblings', async () => {
    const tree = await blog('it');
    const [first, , last] = tree.children;
    const moved = await admin('PUT', `/api/categories/${last!.id}/${first!.id}?before=true`);
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: last!.id, parentId: tree.id, position: 1 });
    const after = await blog('it');
    expect(after.children.map((c) => c.id)).toEqual([last!.id, first!.id, tree.children[1]!.id]);
    expect(after.children.map((c) => c.position)).toEqual([1, 2, 3]);
  });

  it('moves a node into another as its last child, and refuses to move a node below itself', async () => {
    const tree = await blog('fr');
    const [a, b] = tree.children;
    const moved = await admin('PUT', `/api/categories/${b!.id}/${a!.id}`);
    expect(moved.body).toMatchObject({ id: b!.id, parentId: a!.id, position: 1 });
    const after = await blog('fr');
    expect(after.children.find((c) => c.id === a!.id)!.children.map((c) => c.id)).toEqual([b!.id]);
    const cycle = await admin('PUT', `/api/categories/${a!.id}/${b!.id}`);
    expect(cycle.status).toBe(400);
    expect(cycle.body.error?.code).toBe('INVALID_MOVE');
    expect((await admin('PUT', `/api/categories/${a!.id}/${a!.id}`)).status).toBe(400);
  });

  it('moves menu items too', async () => {
    const [root] = await rows(`/api/menus?where=${q({ name: 'Main Menu', languageCode: 'es', parentId: null })}`);
    const before = (await call(server, 'GET', `/api/menus/${root!.id as number}/subtree`)).body as unknown as Node;
    const last = before.children.at(-1)!;
    await admin('PUT', `/api/menus/${last.id}/${before.children[0]!.id}?before=true`);
    const after = (await call(server, 'GET', `/api/menus/${root!.id as number}/subtree`)).body as unknown as Node;
    expect(after.children[0]!.id).toBe(last.id);
    expect(after.children).toHaveLength(before.children.length);
  });

  it('refuses moves across languages, to a root, unknown ids, bad flags and callers without the token', async () => {
    const en = await blog('en');
    const de = await blog('de');
    expect((await admin('PUT', `/api/categories/${en.children[0]!.id}/${de.children[0]!.id}`)).body.error?.code).toBe('INVALID_MOVE');
    expect((await admin('PUT', `/api/categories/${en.children[0]!.id}/${en.id}?before=true`)).body.error?.code).toBe('INVALID_MOVE');
    expect((await admin('PUT', `/api/categories/999999/${en.id}`)).status).toBe(404);
    expect((await admin('PUT', `/api/categories/abc/${en.id}`)).status).toBe(404);
    expect((await admin('PUT', `/api/categories/${en.children[0]!.id}/${en.id}?before=maybe`)).body.error?.code).toBe('INVALID_QUERY');
    expect((await call(server, 'PUT', `/api/categories/${en.children[0]!.id}/${en.id}`)).status).toBe(401);
  });

  it('clears the cache of a content entity for the administrator only', async () => {
    expect((await admin('DELETE', '/api/destinations/clear-cache')).status).toBe(204);
    expect((await call(server, 'DELETE', '/api/destinations/clear-cache')).status).toBe(401);
  });
});
