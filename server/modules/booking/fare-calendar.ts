/**
 * The fare calendar (issue 16): each day of a month, the lowest fare of a route for a party, and the month's
 * cheapest days. The fare is the party's total for the trip in the cheapest place open to everyone (a deck or seat
 * class: berths are sold by sex, cabins whole), with one car when asked (of up to the company's base car length), from the companies' published fares (the
 * port's `Trip.deckFare`, each class's `farePercent`, each passenger type's `percentOfAdult`, the car's
 * `farePercent`): the same rules the operator's quote applies, so the calendar's figure is what /booking/pricing
 * answers for that party and place (tests/server/fare-calendar.test.ts holds it). Places left are not read: the
 * calendar is a published-fare view, the results show what is still free. The shop's service fee is not included,
 * as the results' fares do not include it.
 *
 * A day without a direct boat takes the cheapest journey with changes of `journeys` (the planner), when one is given;
 * the month's days without one are planned in one call (one pass of the planner over the month's timetable), for
 * the party: the planner ranks journeys by the party's fares (`partyTripFare`, party-fare.ts), so a journey another
 * one beats only on deck fares is still there, and the day's price is the cheapest journey this party can book.
 *
 * Cache: the direct boats of a route on a day are kept for every party, the planner's journeys per party,
 * and a month's answer per route, party and vehicle is kept (at most MAX_ENTRIES, the oldest dropped first) until
 * its day changes in Athens or one of the month's remaining sailings of today leaves, the two things that change a
 * month's sailings in a published timetable (days before today become null, today loses the boats that left).
 */
import type { FareCalendarAnswer, FareCalendarDay, FareCalendarParty } from '../../../src/contract/index';
import type { FerryOperators, Trip } from '../../ports/ferry-operators';
import { athensDay, dayNumber, isoDateOfDay } from '../../operators/athens-time';
import { minConnectionMinutes } from '../../../src/core/search/domain/journey-rules';
import { ApiError } from '../../http/errors';
import { knownPort } from './catalogue';
import { partyCacheKey, partyOf, partyTripFare, type Party } from './party-fare';

const MAX_ENTRIES = 2_000;

/** A way to travel on one day: its trips in order (one for a direct boat). */
export interface CalendarJourney { readonly trips: readonly Trip[] }
/** Who travels: the party's passengers and whether a car comes (the journeys are planned for them). */
export interface PartyOnBoard { readonly party: Party; readonly withVehicle: boolean }
/**
 * Per date asked, the journeys with one or two changes between two ports leaving that day, planned for the party:
 * ranked by the party's published fare of each sailing, sailings that cannot carry it left out, the minimum
 * connection a car needs when it comes; a date missing from the answer, or answered with none, has none. The days of
 * a month are asked in one call, so the planner plans them in one pass.
 */
export type JourneySource = (from: string, to: string, dates: readonly string[], who: PartyOnBoard) => ReadonlyMap<string, readonly CalendarJourney[]>;

export { partyTripFare };

interface Entry { readonly day: number; readonly expiresAt: number; readonly answer: FareCalendarAnswer }

export class FareCalendar {
  private readonly cache = new Map<string, Entry>();
  /** Fares of a trip for a party, by trip id and party key (the same trip is in many journeys). */
  private tripFares = new Map<string, number | null>();
  /** The ways to travel of a route on a day (`waysOn`), by route and date. */
  private readonly ways = new Map<string, { readonly day: number; readonly expiresAt: number; readonly options: readonly CalendarJourney[] }>();

  constructor(
    private readonly ops: FerryOperators & { window?(): [number, number] },
    private readonly clock: () => Date,
    private readonly journeys?: JourneySource,
  ) {}

  /** The answer for a validated request (ports checked here: 422 UNKNOWN_PORT / SAME_PORTS, 400 for a month off sale). */
  month(input: { departurePort: string; destinationPort: string; month: string; passengers: FareCalendarParty; withVehicle?: boolean }): FareCalendarAnswer {
    const { departurePort: from, destinationPort: to, month } = input;
    knownPort(this.ops, from, 'departurePort');
    knownPort(this.ops, to, 'destinationPort');
    if (from === to) throw new ApiError(422, 'SAME_PORTS', 'The departure and destination ports must differ', 'destinationPort');
    const now = this.clock();
    const today = athensDay(now);
    const [first, last] = this.saleWindow(today);
    const start = dayNumber(`${month}-01`);
    const end = dayNumber(nextMonth(month)) - 1;
    if (end < first || start > last) {
      throw new ApiError(400, 'MONTH_NOT_ON_SALE', `month must be from ${isoDateOfDay(first).slice(0, 7)} to ${isoDateOfDay(last).slice(0, 7)}`, 'month');
    }
    const party = partyOf(input.passengers);
    const withVehicle = input.withVehicle === true;
    const partyKey = partyCacheKey(party, withVehicle);
    const key = `${from}>${to}|${month}|${partyKey}`;
    const cached = this.cache.get(key);
    if (cached && cached.day === today && now.getTime() < cached.expiresAt) return cached.answer;

    if (this.tripFares.size > MAX_ENTRIES * 50) this.tripFares = new Map();
    let expiresAt = Number.POSITIVE_INFINITY;
    const onSale: string[] = [];
    for (let day = Math.max(start, today, first); day <= Math.min(end, last); day++) onSale.push(isoDateOfDay(day));
    const ways = this.waysOn(from, to, onSale, now, { party, withVehicle }, partyKey);
    const days: FareCalendarDay[] = [];
    for (let day = start; day <= end; day++) {
      const date = isoDateOfDay(day);
      if (day < today || day < first || day > last) {
        days.push({ date, lowestFare: null, changes: null });
        continue;
      }
      const { fare, changes, departures } = this.cheapestOn(ways.get(date) ?? [], party, withVehicle, partyKey);
      if (day === today) for (const d of departures) if (d > now.getTime()) expiresAt = Math.min(expiresAt, d);
      days.push({ date, lowestFare: fare, changes: fare === null ? null : changes });
    }
    // The cheapest days, when the fares differ (loops, not callbacks: see cheapestOn).
    let lowest = Number.POSITIVE_INFINITY;
    let highest = Number.NEGATIVE_INFINITY;
    for (const d of days) {
      if (d.lowestFare === null) continue;
      if (d.lowestFare < lowest) lowest = d.lowestFare;
      if (d.lowestFare > highest) highest = d.lowestFare;
    }
    const cheapest: string[] = [];
    if (lowest < highest) for (const d of days) if (d.lowestFare === lowest) cheapest.push(d.date);
    const answer: FareCalendarAnswer = { departurePort: from, destinationPort: to, month, days, cheapest };
    if (this.cache.size >= MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.delete(key);
    this.cache.set(key, { day: today, expiresAt, answer });
    return answer;
  }

  /** First and last day on sale: today to the end of the operators' published timetable. */
  private saleWindow(today: number): [number, number] {
    return this.ops.window?.() ?? [today, today + 365];
  }

  /**
   * The ways to travel on each of some days: the direct boats (whoever travels: a party's fares are priced from
   * them), or on a day without one the planner's journeys for this party (ranked by its fares; the days without one
   * planned in one call). Kept per route and day (the journeys per route, day and party) until the Athens day ends
   * or their first departure of today leaves, so another party or month asked for the same days plans nothing again.
   */
  private waysOn(from: string, to: string, dates: readonly string[], now: Date, who: PartyOnBoard, partyKey: string): Map<string, readonly CalendarJourney[]> {
    const today = athensDay(now);
    const answer = new Map<string, readonly CalendarJourney[]>();
    const unplanned: string[] = [];
    for (const date of dates) {
      const directKey = `${from}>${to}|${date}`;
      let direct = this.fresh(directKey, today, now);
      if (!direct) {
        direct = [];
        for (const trip of this.ops.trips(from, to, date)) (direct as CalendarJourney[]).push({ trips: [trip] });
        this.remember(directKey, date, direct, today, now);
      }
      if (direct.length > 0) {
        answer.set(date, direct);
        continue;
      }
      const planned = this.fresh(`${directKey}|${partyKey}`, today, now);
      if (planned) answer.set(date, planned);
      else unplanned.push(date);
    }
    const planned = unplanned.length > 0 && this.journeys ? this.journeys(from, to, unplanned, who) : undefined;
    for (const date of unplanned) {
      const options = planned?.get(date) ?? [];
      answer.set(date, options);
      this.remember(`${from}>${to}|${date}|${partyKey}`, date, options, today, now);
    }
    return answer;
  }

  /** The ways kept under `key`, while their Athens day and first departure of today have not passed. */
  private fresh(key: string, today: number, now: Date): readonly CalendarJourney[] | undefined {
    const known = this.ways.get(key);
    return known && known.day === today && now.getTime() < known.expiresAt ? known.options : undefined;
  }

  private remember(key: string, date: string, options: readonly CalendarJourney[], today: number, now: Date): void {
    let expiresAt = Number.POSITIVE_INFINITY;
    if (dayNumber(date) === today) {
      for (const j of options) {
        const leaves = j.trips[0]?.departure.getTime() ?? 0;
        if (leaves > now.getTime() && leaves < expiresAt) expiresAt = leaves;
      }
    }
    this.ways.delete(key);
    if (this.ways.size >= MAX_ENTRIES * 31) this.ways.delete(this.ways.keys().next().value as string);
    this.ways.set(key, { day: today, expiresAt, options });
  }

  /**
   * The lowest fare of a day's ways for the party, its changes, and the first departure of each way it may take.
   * Loops, not callbacks: a callback made per call (an arrow reading the call's variables, given to `filter` or
   * `map`) is compiled by TurboFan again and again as the server runs, as its optimised code is kept per closure.
   */
  private cheapestOn(ways: readonly CalendarJourney[], party: Party, withVehicle: boolean, partyKey: string) {
    // With a car a change takes longer (unloading, queueing for the next garage): shorter changes are no way for it.
    const minChange = minConnectionMinutes(withVehicle) * 60_000;
    let fare: number | null = null;
    let changes: 0 | 1 | 2 = 0;
    // The first leg of each way leaving today: when one leaves, today's cheapest may change.
    const departures: number[] = [];
    for (const journey of ways) {
      const trips = journey.trips;
      if (withVehicle && !changesFitACar(trips, minChange)) continue;
      departures.push(trips[0]?.departure.getTime() ?? 0);
      let total = 0;
      for (const trip of trips) {
        const tripKey = `${trip.tripId}|${partyKey}`;
        let one = this.tripFares.get(tripKey);
        if (one === undefined) {
          one = partyTripFare(trip, party, withVehicle);
          this.tripFares.set(tripKey, one);
        }
        if (one === null) { total = Number.NaN; break; }
        total += one;
      }
      if (Number.isNaN(total) || trips.length === 0 || trips.length > 3) continue;
      const legs = (trips.length - 1) as 0 | 1 | 2;
      if (fare === null || total < fare || (total === fare && legs < changes)) [fare, changes] = [total, legs];
    }
    return { fare, changes, departures };
  }
}

/** Every change of a journey leaves a car's minimum connection (`minChange`, ms) after the arrival before it. */
function changesFitACar(trips: readonly Trip[], minChange: number): boolean {
  for (let i = 1; i < trips.length; i++) {
    if ((trips[i] as Trip).departure.getTime() - (trips[i - 1] as Trip).arrival.getTime() < minChange) return false;
  }
  return true;
}

function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}
