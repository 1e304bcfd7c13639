// Issue 14: 1,000 holds at once for the last places of a sailing (one passenger each, more holds than places), on a
// server with the hold limits per client lifted: holds answered per second, p99 latency, places granted and 0 oversold
// (what the sailing shows free afterwards), on PGlite and, when DATABASE_URL is set, on a throw-away PostgreSQL
// database of that server.
// Issue 13, finding 5: one client floods optional-booking (20 connections for 5 s, 10 passengers on deck each) at a
// server of its own with the default hold limits (HOLD_RATE_PER_MINUTE 10, HOLD_PLACES 30). Reports the refused holds
// per second, what the flood got (holds and places), that the sailing kept the rest, and that another client can
// still hold afterwards. Its own server, so the flood's counters do not touch the other parts of the bench.
import autocannon from 'autocannon';
import { type Row, onPostgres, percentile, row, startServer, tomorrow } from '../support';

interface TripLite { tripId: string; deckAvailability: { code: string; available: number }[] }

const DURATION_S = 5;
const CONNECTIONS = 20;
const PASSENGERS = 10;

async function deckTrip(baseUrl: string, tripId?: string): Promise<TripLite | undefined> {
  const body = { legs: [{ departurePort: 'PIR', destinationPort: 'JMK', departureDate: tomorrow() }], lang: 'en' };
  const response = await fetch(`${baseUrl}/booking/results`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const found = (await response.json()) as { legs: { trips: TripLite[] }[] };
  const trips = found.legs[0]?.trips ?? [];
  return tripId ? trips.find((t) => t.tripId === tripId) : trips.filter((t) => t.deckAvailability.length > 0).sort((a, b) => b.deckAvailability[0]!.available - a.deckAvailability[0]!.available)[0];
}

const CONCURRENT_HOLDS = 1000;
const LIFTED = { HOLD_RATE_PER_MINUTE: '1000000', HOLD_RATE_PER_HOUR: '1000000', HOLD_PLACES: '1000000' };

async function concurrentHolds(database: 'PGlite' | 'PostgreSQL', env: Record<string, string>): Promise<Row[]> {
  const server = await startServer({ SERVE_APP: '0', ...LIFTED, ...env });
  try {
    const trip = await deckTrip(server.baseUrl);
    const deck = trip?.deckAvailability[0];
    if (!trip || !deck) return [row(`holds per second, ${CONCURRENT_HOLDS} at once (${database})`, 'n/a', undefined, false, 'no deck sailing from Piraeus to Mykonos tomorrow')];
    const body = JSON.stringify({ trips: [{ tripId: trip.tripId, passengers: [{ passengerType: 'AD', accommodationType: deck.code }] }] });
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    const started = performance.now();
    await Promise.all(Array.from({ length: CONCURRENT_HOLDS }, async () => {
      const t0 = performance.now();
      let status = 0;
      try {
        const response = await fetch(`${server.baseUrl}/booking/optional-booking`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        await response.arrayBuffer();
        status = response.status;
      } catch {
        status = -1;
      }
      latencies.push(performance.now() - t0);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }));
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const granted = statuses.get(200) ?? 0;
    const noPlaces = statuses.get(409) ?? 0;
    const other = CONCURRENT_HOLDS - granted - noPlaces;
    const left = (await deckTrip(server.baseUrl, trip.tripId))?.deckAvailability.find((o) => o.code === deck.code)?.available ?? 0;
    const oversold = Math.max(0, granted - deck.available);
    const label = `${CONCURRENT_HOLDS} at once for ${deck.available} places, ${database}`;
    return [
      row(`holds per second (${label})`, Math.round(CONCURRENT_HOLDS / seconds)),
      row(`holds p99 latency (${label}) (ms)`, Math.round(percentile(latencies, 99))),
      row(`holds granted (${label})`, granted, `= ${Math.min(deck.available, CONCURRENT_HOLDS)}`, granted === Math.min(deck.available, CONCURRENT_HOLDS)),
      row(`places oversold (${label})`, oversold, '0', oversold === 0 && left === deck.available - granted),
      row(`holds answered other than 200 or 409 (${label})`, other, '0', other === 0, other ? [...statuses].map(([s, n]) => `${s}: ${n}`).join(', ') : undefined),
    ];
  } finally {
    await server.stop();
  }
}

export async function bench(): Promise<Row[]> {
  const rows: Row[] = [...(await concurrentHolds('PGlite', { DATABASE_URL: '' }))];
  const url = process.env.DATABASE_URL;
  if (url) rows.push(...(await onPostgres(url, (databaseUrl) => concurrentHolds('PostgreSQL', { DATABASE_URL: databaseUrl }))));
  return [...rows, ...(await flood())];
}

async function flood(): Promise<Row[]> {
  const server = await startServer({ SERVE_APP: '0', DATABASE_URL: '' });
  try {
    const trip = await deckTrip(server.baseUrl);
    const deck = trip?.deckAvailability[0];
    if (!trip || !deck) return [row('holds refused per second under a flood', 'n/a', undefined, false, 'no deck sailing from Piraeus to Mykonos tomorrow')];
    const booking = { trips: [{ tripId: trip.tripId, passengers: Array.from({ length: PASSENGERS }, () => ({ passengerType: 'AD', accommodationType: deck.code })) }] };
    const flood = await autocannon({
      url: `${server.baseUrl}/booking/optional-booking`, connections: CONNECTIONS, duration: DURATION_S, method: 'POST',
      headers: { 'content-type': 'application/json' }, body: JSON.stringify(booking),
    });
    const stats = flood.statusCodeStats as Record<string, { count: number } | undefined>;
    const granted = stats['200']?.count ?? 0;
    const refused = stats['429']?.count ?? 0;
    const other = flood.requests.total - granted - refused;
    const after = (await deckTrip(server.baseUrl, trip.tripId))?.deckAvailability.find((o) => o.code === deck.code)?.available ?? 0;
    const taken = deck.available - after;
    const another = await fetch(`${server.baseUrl}/booking/optional-booking`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.10' },
      body: JSON.stringify({ trips: [{ ...booking.trips[0], passengers: booking.trips[0]!.passengers.slice(0, 2) }] }),
    });
    const label = `(1 client, ${CONNECTIONS} conn, ${DURATION_S} s)`;
    return [
      row(`holds refused per second under a flood ${label}`, Math.round(refused / DURATION_S)),
      row('holds p99 latency under the flood (ms)', flood.latency.p99),
      row('holds granted to the flooding client', granted, '≤ 3', granted <= 3),
      row(`deck places the flood holds (of ${deck.available})`, taken, '≤ 30', taken <= 30),
      row('answers of the flood other than 200 or 429', other + flood.errors, '0', other + flood.errors === 0),
      row('another client\'s hold after the flood (status)', another.status, '200', another.status === 200),
    ];
  } finally {
    await server.stop();
  }
}
