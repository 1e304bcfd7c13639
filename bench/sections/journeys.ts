// Issue 16: journey search (`POST /booking/journeys`, direct sailings and connections) on the embedded database.
// Budget: p95 ≤ 50 ms over 200 random port pairs. Pairs are drawn with a fixed seed: half with a destination one or
// two lines away from the origin (pairs with a way, many needing a change), half anywhere in the network (many with
// none: the search must say so fast too), each on one of the next seven days. Nothing is warmed first: the server
// reads each day's and port's timetable on first use, so the cold reads are in the figure. Each search is for one of
// four parties (one adult, a family with an infant, a family with a car, an adult with a student), drawn with the
// pairs: journeys are ranked by the party's fare. Reported: p95, p50, and how many pairs had a journey and a connection.
import { type Row, percentile, round, row } from '../support';

const BUDGET_MS = 50;
const PAIRS = 200;
const PARTIES: readonly { passengers: Record<string, number>; withVehicle?: boolean }[] = [
  { passengers: { AD: 1 } }, { passengers: { AD: 2, CH: 1, IN: 1 } }, { passengers: { AD: 2, CH: 2 }, withVehicle: true }, { passengers: { AD: 1, ST: 1 } },
];

/** A small seeded generator (mulberry32), so every run asks the same pairs. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export async function bench(baseUrl: string): Promise<Row[]> {
  const json = async <T>(path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${baseUrl}${path}`, body === undefined ? {} : {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
  const ports = (await json<{ data: { code: string }[] }>('/booking/getPorts')).data.map((p) => p.code);
  const destinations = new Map<string, string[]>();
  const destinationsOf = async (code: string) => {
    let list = destinations.get(code);
    if (!list) destinations.set(code, (list = (await json<{ data: { code: string }[] }>('/booking/getDestinations', { origin: code })).data.map((p) => p.code)));
    return list;
  };
  const next = random(16);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const today = new Date(Date.now() + 3 * 3_600_000);
  const pairs: { departurePort: string; destinationPort: string; departureDate: string; passengers: Record<string, number>; withVehicle?: boolean }[] = [];
  while (pairs.length < PAIRS) {
    const origin = pick(ports);
    let destination = pick(ports);
    if (pairs.length % 2 === 0) {
      const one = await destinationsOf(origin);
      if (one.length > 0) {
        const hop = pick(one);
        const two = (await destinationsOf(hop)).filter((p) => p !== origin);
        destination = next() < 0.5 || two.length === 0 ? hop : pick(two);
      }
    }
    if (destination === origin) continue;
    const departureDate = new Date(today.getTime() + (1 + Math.floor(next() * 7)) * 86_400_000).toISOString().slice(0, 10);
    pairs.push({ departurePort: origin, destinationPort: destination, departureDate, ...pick(PARTIES) });
  }
  const times: number[] = [];
  let found = 0;
  let connections = 0;
  for (const pair of pairs) {
    const start = performance.now();
    const response = await fetch(`${baseUrl}/booking/journeys`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...pair, lang: 'en' }),
    });
    const answer = (await response.json()) as { journeys?: { changes: unknown[] }[] };
    times.push(performance.now() - start);
    if (!response.ok) throw new Error(`POST /booking/journeys answered ${response.status} for ${JSON.stringify(pair)}`);
    if ((answer.journeys?.length ?? 0) > 0) found++;
    if (answer.journeys?.some((j) => j.changes.length > 0)) connections++;
  }
  times.sort((a, b) => a - b);
  const p95 = round(percentile(times, 95));
  return [
    row(`journey search p95 over ${PAIRS} random port pairs (ms)`, p95, `≤ ${BUDGET_MS}`, p95 <= BUDGET_MS,
      `${found} pairs with a journey, ${connections} with a connection`),
    row('journey search p50 (ms)', round(percentile(times, 50))),
    row('journey search max (ms)', round(times.at(-1) ?? Number.NaN)),
  ];
}
