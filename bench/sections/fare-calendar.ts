// Issue 16: a month of fares (`POST /booking/fare-calendar`) on the embedded database. Budget: p95 ≤ 30 ms. The
// requests cycle over routes (direct ones, Rafina → Santorini, which has no direct boat in winter, and Piraeus →
// Corfu, which never has one), the next three months and three parties (one adult; two adults, a child and an
// infant; two adults with a car). The first round is computed (the server has nothing cached for them; a route's
// days without a direct boat run the journey planner, whose day index of the network is built on its first use),
// the later rounds are answered from the server's month cache, as a traveller paging the calendar back and forth is.
// Reported: p95 of the cached answers, and p95 of the computed ones for direct routes and for routes with changes.
// Wall-clock times over HTTP swing with whatever else the machine runs, so the section also computes the same months
// in this process and reports their CPU time (process.cpuUsage), which others' load barely moves: each month from
// nothing (a new catalogue, planner and calendar, after one warm-up round on other routes for the JIT), for its first
// party, and the two other parties after it. The warm-up routes include connections (Igoumenitsa → Mykonos with one
// change, Rafina → Milos with two in winter) and the three parties: with direct routes only, the planner's code was
// first compiled inside the measured months (process.cpuUsage counts the compiler's and the garbage collector's
// threads too), and with one party the car's pricing, which a server pays once in its life, not per month. Before each measured month the garbage of the ones before (and of the
// new catalogue's construction, 20 ms of CPU and its garbage) is collected: a full collection of it (7-30 ms, on the
// GC's threads) landing inside one month or another made the p95 a lottery. The month's own allocations stay in
// its figure (its young-generation collections).
import fs from 'node:fs';
import v8 from 'node:v8';
import vm from 'node:vm';
import { FareCalendar } from '../../server/modules/booking/fare-calendar';
import { JourneySearch } from '../../server/modules/booking/journeys';
import { DemoOperatorCatalogue } from '../../server/operators/demo/demo-ferry-operators';
import type { FerryOperators } from '../../server/ports/ferry-operators';
import { type Row, percentile, round, row } from '../support';

const BUDGET_MS = 30;
const ROUTES = [['PIR', 'JMK'], ['PIR', 'MLO'], ['PIR', 'JTR'], ['PIR', 'HER'], ['PIR', 'RHO'], ['RAF', 'JTR'], ['PIR', 'CFU']] as const;
/** Routes that need a change on some or all days (the others have a direct boat every day they have a fare). */
const WITH_CHANGES = new Set(['RAF-JTR', 'PIR-CFU']);
const PARTIES = [{ passengers: { AD: 1 } }, { passengers: { AD: 2, CH: 1, IN: 1 } }, { passengers: { AD: 2 }, withVehicle: true }];
const ROUNDS = 4;
type Party = (typeof PARTIES)[number];

function nextMonths(count: number): string[] {
  const now = new Date(Date.now() + 3 * 3_600_000);
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + i, 1));
    return d.toISOString().slice(0, 7);
  });
}

/** The garbage collector, exposed to this process (as `node --expose-gc` would). */
function collector(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}

/** Blocks this thread for `ms` milliseconds (the other threads run on). */
function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Waits until this process's other threads (V8's compiler and garbage collector helpers, libuv's pool) have nothing
 * running: no thread but this one in state R (running or runnable, /proc/self/task/<tid>/stat) in three looks 2 ms
 * apart, at most about a second. Where there is no /proc, a plain 50 ms wait.
 */
function settle(): void {
  const self = String(process.pid);
  let others: string[];
  try {
    others = fs.readdirSync('/proc/self/task').filter((tid) => tid !== self);
  } catch {
    sleep(50);
    return;
  }
  const running = (tid: string) => {
    try {
      const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) === 'R';
    } catch {
      return false; // the thread ended
    }
  };
  for (let quiet = 0, looks = 0; quiet < 3 && looks < 500; looks++) {
    sleep(2);
    quiet = others.some(running) ? 0 : quiet + 1;
  }
}

/** CPU milliseconds of a call in this process. */
function cpuMs(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/** The months computed in this process from nothing: CPU time of the first party's month, and of the two others'. */
export function inProcess(): { cold: number[]; otherParties: number[] } {
  const clock = () => new Date();
  const calendar = () => {
    const catalogue = new DemoOperatorCatalogue(clock) as unknown as FerryOperators;
    const journeys = new JourneySearch(catalogue, clock);
    return new FareCalendar(catalogue, clock, (from, to, dates, who) => journeys.connectionsOn(from, to, dates, who));
  };
  const ask = (c: FareCalendar, [from, to]: readonly [string, string], month: string, party: Party) =>
    c.month({ departurePort: from, destinationPort: to, month, ...party });
  // Warm-up (the JIT): other routes, not measured.
  const warm = calendar();
  for (const route of [['PIR', 'JNX'], ['RAF', 'JMK'], ['IGO', 'PAX'], ['IGO', 'JMK'], ['RAF', 'MLO']] as const) {
    for (const month of nextMonths(3)) for (const party of PARTIES) ask(warm, route, month, party);
  }
  const cold: number[] = [];
  const otherParties: number[] = [];
  const gc = collector();
  for (const route of ROUTES) {
    for (const month of nextMonths(3)) {
      const c = calendar();
      settle();
      gc();
      settle();
      cold.push(cpuMs(() => ask(c, route, month, PARTIES[0] as Party)));
      for (const party of PARTIES.slice(1)) otherParties.push(cpuMs(() => ask(c, route, month, party)));
    }
  }
  return { cold, otherParties };
}

export async function bench(baseUrl: string): Promise<Row[]> {
  const bodies = ROUTES.flatMap(([departurePort, destinationPort]) => nextMonths(3).flatMap((month) =>
    PARTIES.map((party) => ({ changes: WITH_CHANGES.has(`${departurePort}-${destinationPort}`), body: JSON.stringify({ departurePort, destinationPort, month, ...party }) }))));
  const ask = async (body: string) => {
    const start = performance.now();
    const response = await fetch(`${baseUrl}/booking/fare-calendar`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`POST /booking/fare-calendar answered ${response.status} for ${body}`);
    return performance.now() - start;
  };
  const cached: number[] = [];
  const direct: number[] = [];
  const changes: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    for (const { body, changes: withChanges } of bodies) {
      const ms = await ask(body);
      (r > 0 ? cached : withChanges ? changes : direct).push(ms);
    }
  }
  const p95 = (times: number[]) => round(percentile(times.sort((a, b) => a - b), 95));
  const line = (name: string, times: number[]) => {
    const value = p95(times);
    return row(`fare calendar, ${name} p95 (ms, ${times.length} requests)`, value, `≤ ${BUDGET_MS}`, value <= BUDGET_MS);
  };
  const cpu = inProcess();
  const cpuLine = (name: string, times: number[]) => {
    const value = p95(times);
    return row(`fare calendar, ${name} CPU p95 (ms, ${times.length} months, in-process)`, value, `≤ ${BUDGET_MS}`, value <= BUDGET_MS);
  };
  return [
    line('a month of fares from the cache', cached),
    line('a month computed, direct routes', direct),
    line('a month computed, routes with changes (planner)', changes),
    cpuLine('a month computed from nothing, first party', cpu.cold),
    cpuLine('a month computed, the other parties', cpu.otherParties),
  ];
}
