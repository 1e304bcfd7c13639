// Issue 16: a month of fares (`POST /booking/fare-calendar`) on the embedded database. Budget: p95 ≤ 30 ms. The
// requests cycle over routes (direct ones and Rafina → Santorini, which has no direct boat in winter), the next three
// months and three parties (one adult; two adults, a child and an infant; two adults with a car), so the first round
// is computed and the later ones come from the server's month cache, as a traveller paging the calendar back and
// forth does. Reported: p95 of every request, and p95 of the first round (nothing cached) on its own.
import { type Row, percentile, round, row } from '../support';

const BUDGET_MS = 30;
const ROUTES = [['PIR', 'JMK'], ['PIR', 'MLO'], ['PIR', 'JTR'], ['PIR', 'HER'], ['PIR', 'RHO'], ['RAF', 'JTR']] as const;
const PARTIES = [{ passengers: { AD: 1 } }, { passengers: { AD: 2, CH: 1, IN: 1 } }, { passengers: { AD: 2 }, withVehicle: true }];
const ROUNDS = 4;

function nextMonths(count: number): string[] {
  const now = new Date(Date.now() + 3 * 3_600_000);
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + i, 1));
    return d.toISOString().slice(0, 7);
  });
}

export async function bench(baseUrl: string): Promise<Row[]> {
  const bodies = ROUTES.flatMap(([departurePort, destinationPort]) => nextMonths(3).flatMap((month) =>
    PARTIES.map((party) => JSON.stringify({ departurePort, destinationPort, month, ...party }))));
  const ask = async (body: string) => {
    const start = performance.now();
    const response = await fetch(`${baseUrl}/booking/fare-calendar`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`POST /booking/fare-calendar answered ${response.status} for ${body}`);
    return performance.now() - start;
  };
  const all: number[] = [];
  const cold: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    for (const body of bodies) {
      const ms = await ask(body);
      all.push(ms);
      if (r === 0) cold.push(ms);
    }
  }
  const p95 = round(percentile(all.sort((a, b) => a - b), 95));
  const coldP95 = round(percentile(cold.sort((a, b) => a - b), 95));
  return [
    row(`fare calendar, a month of fares p95 (ms, ${all.length} requests)`, p95, `≤ ${BUDGET_MS}`, p95 <= BUDGET_MS),
    row(`fare calendar, first request of a month p95 (ms, ${cold.length} requests, nothing cached)`, coldP95, `≤ ${BUDGET_MS}`, coldP95 <= BUDGET_MS),
  ];
}
