import { startTestServer, type TestServer } from '../support/server-harness';

describe('GET /api/health', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers ok with the kind of database in use', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('answers 503 DATABASE_UNAVAILABLE when the database is gone', async () => {
    const other = await startTestServer();
    await other.database.close();
    const response = await fetch(`${other.url}/api/health`);
    expect(response.status).toBe(503);
    expect((await response.json()) as unknown).toMatchObject({ error: { code: 'DATABASE_UNAVAILABLE' } });
    await other.app.close();
  });
});
