/** The ContentGateway's page calls, against the in-memory adapter and the HTTP adapter on a real shop server. */
import { HttpContentGateway } from '../../src/adapters/http/content.http-gateway';
import { InMemoryContentGateway } from '../../src/adapters/in-memory/content.in-memory-gateway';
import { startTestServer } from '../support/server-harness';
import { contentPagesContract } from './content-gateway.contract';
import { httpClientFor } from './support';

contentPagesContract('in memory', () => ({ content: new InMemoryContentGateway() }));

const server = await startTestServer();
afterAll(async () => {
  await server.close();
});
contentPagesContract('HTTP', () => ({ content: new HttpContentGateway(httpClientFor(server.url)) }));
