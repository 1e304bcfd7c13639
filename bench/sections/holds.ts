// Issue 13, finding 5: one client floods optional-booking (20 connections for 5 s, 10 passengers on deck each) at a
// server of its own with the default hold limits (HOLD_RATE_PER_MINUTE 10, HOLD_PLACES 30). Reports the refused holds
// per second, what the flood got (holds and places), that the sailing kept the rest, and that another client can
// still hold afterwards. Its own server, so the flood's counters do not touch the other parts of the bench.
import autocannon from 'autocannon';
import { type Row, row, startServer, tomorrow } from '../support';

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

export async function bench(): Promise<Row[]> {
  const server = await startServer({ SERVE_APP: '0' });
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
