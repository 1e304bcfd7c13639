/**
 * The journey planner and the fare calendar's code compiled before the server listens (issue 16). V8 compiles a
 * function with TurboFan only once it has run hot, so a new server's first month of fares on a route with changes ran
 * the planner in the interpreter and paid its compilation (the bench's first such month over HTTP: 44 ms, the later
 * ones within 30). That is a cost a server pays once in its life: `npm start` (server/main.ts) pays it here, before
 * the first traveller asks, by pricing months of fares nobody asked for.
 *
 * Nothing it computes is kept for a request: it plans on a calendar and a planner of its own (their caches are
 * dropped with them) and asks months at the end of the published timetable, not the ones travellers ask for most
 * (the catalogue may keep those months' sailings, as it would for any visitor who asked them).
 */
import type { FerryOperators } from '../../ports/ferry-operators';
import { athensDay, isoDateOfDay } from '../../operators/athens-time';
import { FareCalendar } from './fare-calendar';
import { JourneySearch } from './journeys';

/** The kinds of party whose pricing differs (one adult; a family with a child and an infant; a car). */
const PARTIES = [{ AD: 1 }, { AD: 2, CH: 1, IN: 1 }, { AD: 2 }] as const;

/**
 * A route the planner needs a change for, from the port with the most lines (a hub, where the planner has the most
 * to walk): the first port (by code) it has no line to and a port in between does, whatever the network.
 */
export function routeWithChange(ops: FerryOperators): readonly [string, string] | undefined {
  const codes = ops.ports().map((p) => p.code)
    .sort((a, b) => ops.destinations(b).length - ops.destinations(a).length || (a < b ? -1 : a > b ? 1 : 0));
  for (const from of codes) {
    const direct = new Set(ops.destinations(from));
    for (const via of direct) {
      for (const to of ops.destinations(via)) if (to !== from && !direct.has(to)) return [from, to];
    }
  }
  return undefined;
}

/** Prices months of fares on a route with changes for each kind of party (returns how many months it priced). */
export function warmUpFareCalendar(ops: FerryOperators & { window?(): [number, number] }, clock: () => Date = () => new Date()): number {
  const route = routeWithChange(ops);
  if (!route) return 0;
  const journeys = new JourneySearch(ops, clock);
  const calendar = new FareCalendar(ops, clock, (from, to, dates, who) => journeys.connectionsOn(from, to, dates, who));
  const last = ops.window?.()[1] ?? athensDay(clock()) + 365;
  let priced = 0;
  // Two months before the timetable's last (whole ones), so each is a month of days on sale.
  for (const back of [40, 70]) {
    const month = isoDateOfDay(last - back).slice(0, 7);
    for (const passengers of PARTIES) {
      calendar.month({ departurePort: route[0], destinationPort: route[1], month, passengers, withVehicle: passengers === PARTIES[2] });
      priced++;
    }
  }
  return priced;
}
