import { HttpBookingGateway } from '../../src/adapters/http/booking.http-gateway';
import { HostedPagePaymentRedirect } from '../../src/adapters/http/hosted-page.payment-redirect';
import { HttpPaymentsGateway } from '../../src/adapters/http/payments.http-gateway';
import { HttpSearchGateway } from '../../src/adapters/http/search.http-gateway';
import { InMemoryBookingGateway } from '../../src/adapters/in-memory/booking.in-memory-gateway';
import { SEED_PORTS, seedTrips } from '../../src/adapters/in-memory/ferry.seed';
import { InMemoryPaymentsGateway } from '../../src/adapters/in-memory/payments.in-memory-gateway';
import { InMemorySearchGateway } from '../../src/adapters/in-memory/search.in-memory-gateway';
import { asc } from 'drizzle-orm';
import { RemoteLogger } from '../../src/adapters/logging/remote.logger';
import { MemoryOrderTokens } from '../../src/adapters/storage/order-tokens.store';
import { MAX_LOG_MESSAGE } from '../../src/adapters/logging/remote.logger';
import { type LogLevel, type Logger } from '../../src/core/shared/logger.port';
import { clientLogs } from '../../server/database/schema/index';
import { startTestServer, type TestServer } from '../support/server-harness';
import { loggerContract } from './logger.contract';
import { type BookingSubject, bookingGatewayContract } from './booking-gateway.contract';
import { searchGatewayContract } from './search-gateway.contract';
import { athensToday, httpClientFor } from './support';

function inMemory(): BookingSubject {
  const search = new InMemorySearchGateway({ ports: SEED_PORTS, trips: seedTrips(athensToday()) });
  const booking = new InMemoryBookingGateway({
    trip: (id) => search.trip(id), clock: { nowIso: () => new Date().toISOString() },
    resellers: [{ user_id: 'R-17', name: 'Aegean Agency', isReseller: true, creditLimit: 500_000, creditUsed: 0, creditAvailable: 500_000 }],
  });
  const payments = new InMemoryPaymentsGateway(booking);
  return { search, booking, payments, redirect: payments, resultLost: { submit: (form) => payments.submitResultLost(form) }, reseller: { booking, userId: 'R-17' } };
}

const memory = inMemory();

/** The in-memory logger of tests keeps lines as `/log` would (cut to its limit). */
class KeptLines implements Logger {
  readonly entries: { level: LogLevel; message: string }[] = [];
  log(level: LogLevel, message: string): void {
    this.entries.push({ level, message: message.slice(0, MAX_LOG_MESSAGE) });
  }
}
const keptLines = new KeptLines();
loggerContract('in memory', () => ({ logger: keptLines, flush: async () => undefined, lines: async () => keptLines.entries }));
searchGatewayContract('in memory', () => memory);
bookingGatewayContract('in memory', () => memory);

const RESELLER_TOKEN = 'contract-reseller-token-0123456789';
/** The browser's post of the payment result to the shop never arrives (the page was left on the redirect). */
const resultNeverBack: typeof fetch = async (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (/\/payments\/cardlink\/(confirm|cancel)/.test(url)) return new Response(null, { status: 303, headers: { location: '/lost' } });
  return fetch(input, init);
};
let server: TestServer;
let http: BookingSubject;
let remote: RemoteLogger;
beforeAll(async () => {
  server = await startTestServer({ env: { RESELLER_TOKEN } });
  const client = httpClientFor(server.url);
  // One tab: the booking and payment gateways share its order tokens.
  const tokens = new MemoryOrderTokens();
  http = {
    search: new HttpSearchGateway(client),
    booking: new HttpBookingGateway(client, tokens),
    payments: new HttpPaymentsGateway(client, () => 'en', tokens),
    redirect: new HostedPagePaymentRedirect(),
    resultLost: new HostedPagePaymentRedirect(undefined, resultNeverBack),
    reseller: { booking: new HttpBookingGateway(httpClientFor(server.url, { token: () => RESELLER_TOKEN }), new MemoryOrderTokens()), userId: 'reseller-demo' },
  };
  remote = new RemoteLogger(client);
});
afterAll(async () => {
  await server?.close();
});

searchGatewayContract('HTTP against the shop server', () => http);
bookingGatewayContract('HTTP against the shop server', () => http);
loggerContract('remote, POST /log to the shop server', () => ({
  logger: remote,
  flush: () => remote.flush(),
  lines: async () => (await server.database.db.select().from(clientLogs).orderBy(asc(clientLogs.id)))
    .map((row) => ({ level: row.level as LogLevel, message: row.message })),
}));
