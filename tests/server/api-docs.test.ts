import { authOpenApiPaths } from '../../server/modules/auth/openapi';
import { foundationOpenApiPaths } from '../../server/modules/content/openapi';
import { startTestServer, type TestServer } from '../support/server-harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('GET /api/docs', () => {
  it('describes every module: content and logs, accounts, the Booking API and card payment', async () => {
    const response = await fetch(`${server.url}/api/docs`);
    expect(response.status).toBe(200);
    const doc = (await response.json()) as { openapi: string; paths: Record<string, Record<string, unknown>>; components: { securitySchemes: Record<string, unknown> } };
    expect(doc.openapi).toBe('3.1.0');
    const expected = [...Object.keys(foundationOpenApiPaths()), ...Object.keys(authOpenApiPaths()), '/booking/results', '/booking/journeys', '/booking/pricing', '/api/payments/cardlink',
      // Every call the server answers is described, so the fuzz suite (tests/server/fuzz) walks it too.
      '/payments/cardlink/confirm', '/payments/cardlink/cancel', '/api/languages/clear-cache'];
    for (const path of expected) expect(doc.paths[path], path).toBeDefined();
    // A path described by two modules keeps every method of both.
    for (const [path, item] of Object.entries(authOpenApiPaths())) {
      for (const method of Object.keys(item as object)) expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    expect(Object.keys(doc.components.securitySchemes)).toEqual(expect.arrayContaining(['adminToken', 'userToken', 'linkToken']));
  });
});
