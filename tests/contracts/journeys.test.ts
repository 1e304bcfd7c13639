import { HttpSearchGateway } from '../../src/adapters/http/search.http-gateway';
import { SEED_PORTS, seedTrips } from '../../src/adapters/in-memory/ferry.seed';
import { InMemorySearchGateway } from '../../src/adapters/in-memory/search.in-memory-gateway';
import { journeyGatewayContract, type JourneySubject } from './journey-gateway.contract';
import { startTestServer, type TestServer } from '../support/server-harness';
import { athensToday, httpClientFor } from './support';

const inDays = (days: number) => {
  const d = new Date(`${athensToday()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const memory: JourneySubject = {
  journeys: new InMemorySearchGateway({ ports: SEED_PORTS, trips: seedTrips(athensToday()) }),
  // Two direct boats a day, and a change at Milos.
  connection: async () => ({ departurePort: 'PIR', destinationPort: 'JTR', departureDate: inDays(1) }),
};

journeyGatewayContract('in memory', () => memory);

let server: TestServer;
let http: JourneySubject;
beforeAll(async () => {
  server = await startTestServer();
  http = {
    journeys: new HttpSearchGateway(httpClientFor(server.url)),
    // No boat from Piraeus to Corfu: one change (at Igoumenitsa) on the demo network.
    connection: async () => ({ departurePort: 'PIR', destinationPort: 'CFU', departureDate: inDays(3) }),
  };
}, 120_000);
afterAll(async () => {
  await server?.close();
});

journeyGatewayContract('HTTP against the shop server', () => http);
