// Booking API budgets (issue 3): `results` for one leg and `pricing` for a family with a car, sequential latency
// p50/p95 (budget: p95 under 15 ms each) and requests/s at 50 connections for 5 s, on the embedded database.
import autocannon from 'autocannon';
import { tomorrow } from './support';

interface TripLite { tripId: string; garage: boolean; deckAvailability: { code: string }[]; seatAvailability: { code: string }[] }

const SEQUENTIAL = 300;
const WARM_UP = 30;

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round((sorted[index] as number) * 100) / 100;
}

async function postJson(url: string, body: unknown): Promise<unknown> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function sequential(url: string, body: unknown): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < WARM_UP; i++) await postJson(url, body);
  const times: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i++) {
    const start = performance.now();
    await postJson(url, body);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function throughput(url: string, body: unknown): Promise<{ rps: number; errors: number }> {
  const result = await autocannon({
    url, connections: 50, duration: 5, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  return { rps: Math.round(result.requests.average), errors: result.errors + result.non2xx };
}


export async function benchBooking(baseUrl: string): Promise<Record<string, number>> {
  const resultsBody = { legs: [{ departurePort: 'PIR', destinationPort: 'JMK', departureDate: tomorrow() }], lang: 'en' };
  const found = (await postJson(`${baseUrl}/booking/results`, resultsBody)) as { legs: { trips: TripLite[] }[] };
  const trip = found.legs[0]?.trips.find((t) => t.garage);
  if (!trip) throw new Error('no ferry with a garage from Piraeus to Mykonos tomorrow');
  const place = trip.deckAvailability[0]?.code ?? (trip.seatAvailability[0]?.code as string);
  const pricingBody = {
    trips: [{
      tripId: trip.tripId,
      passengers: [
        { passengerType: 'AD', accommodationType: place }, { passengerType: 'AD', accommodationType: place },
        { passengerType: 'CH', accommodationType: place }, { passengerType: 'CH', accommodationType: place },
      ],
      vehicles: [{ accommodationType: 'CAR', length: 4.4 }],
    }],
  };
  const results = await sequential(`${baseUrl}/booking/results`, resultsBody);
  const pricing = await sequential(`${baseUrl}/booking/pricing`, pricingBody);
  const resultsLoad = await throughput(`${baseUrl}/booking/results`, resultsBody);
  const pricingLoad = await throughput(`${baseUrl}/booking/pricing`, pricingBody);
  return {
    'booking results p50 (ms)': results.p50,
    'booking results p95 (ms)': results.p95,
    'booking pricing p50 (ms)': pricing.p50,
    'booking pricing p95 (ms)': pricing.p95,
    'booking results req/s (50 conn, 5 s)': resultsLoad.rps,
    'booking pricing req/s (50 conn, 5 s)': pricingLoad.rps,
    'booking results errors': resultsLoad.errors,
    'booking pricing errors': pricingLoad.errors,
  };
}
