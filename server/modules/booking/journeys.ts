/**
 * `POST /booking/journeys`: direct sailings and connections from one port to another, from the journey planner of the
 * core (src/core/search/domain/journey-planner.ts) over the operators' published timetable.
 *
 * The timetable is indexed per Athens day and pair of ports, once (the pair's trips of the day, read from the
 * catalogue the first time a search asks for them) and kept for `DAY_TTL_MS` (the operators may publish changes); a
 * search reads only the pairs and days its legs can use.
 *
 * Journeys are planned for the searched party (one adult when none is given): each sailing counts at the party's
 * fare (`partyTripFare`, party-fare.ts: the whole party in the cheapest deck or seat class, with the car), so a
 * journey is dominated out only by one that costs this party no more, and a sailing that cannot carry the party (no
 * such class, no garage for its car) is no leg. Places left: the planner runs on published fares, the operators are
 * asked for the places left on the sailings of the journeys it found, and it runs again without the full ones (a
 * class counts only with a place for each passenger, the car only with a car's garage metres) and with each checked
 * sailing's fare of the free places, until every leg it returns has been checked.
 */
import type { Journey, JourneysAnswer, JourneysRequest, Trip as WireTrip } from '../../../src/contract/index';
import {
  pairKey, paretoJourneys, sailingsBetween, searchJourneys, searchJourneysInWindows, sortByDeparture,
  type DepartureWindow, type PlannedJourney, type Timetable, type TimetableSailing,
} from '../../../src/core/search/domain/journey-planner';
import { JOURNEY_RULES, isOvernightWait, minConnectionMinutes, type MaxChanges } from '../../../src/core/search/domain/journey-rules';
import type { Locale } from '../../../src/core/shared/locale';
import { ApiError } from '../../http/errors';
import { OperatorError, type Availability, type FerryOperators, type Trip } from '../../ports/ferry-operators';
import { athensDay, athensInstant, athensOffsetMinutes, dayNumber, isoDateOfDay } from '../../operators/athens-time';
import { knownPort, wireTrip } from './catalogue';
import { partyOf, partyTripFare, type Party } from './party-fare';

/** Who travels: the party's passengers and whether a car comes. */
export interface PartyOnBoard { readonly party: Party; readonly withVehicle: boolean }

/** The party a search without one plans for: one adult. */
const ONE_ADULT: Party = [['AD', 1]];

/** How long a day's timetable index is kept before it is built again from the catalogue. */
export const DAY_TTL_MS = 15 * 60_000;
/** Days' indexes kept at once (the oldest built is dropped first). */
const MAX_DAYS = 60;
/** Rounds of "plan, check the places, plan again" before the last check only drops full journeys. */
const MAX_ROUNDS = 4;
/** The operators answer availability for at most this many sailings at once. */
const AVAILABILITY_CHUNK = 500;
/** Days after the asked ones whose starts are indexed for the later legs (two waits and two long legs); later days are found by date arithmetic. */
const LATER_DAYS = 4;

const minutesOf = (d: Date) => Math.floor(d.getTime() / 60_000);
const localMinutes = (epochMinutes: number) => epochMinutes + athensOffsetMinutes(epochMinutes * 60_000);

/** One Athens day of the timetable, indexed lazily: a pair of ports' sailings are read from the catalogue when first asked. */
interface DayTimetable {
  readonly builtAt: number;
  /** Per pair of ports (`from>to`), the day's sailings by departure. */
  readonly pairs: Map<string, readonly TimetableSailing[]>;
  readonly trips: Map<string, Trip>;
}

/**
 * The days of the timetable a server keeps (read from the catalogue a pair of ports at a time, kept `DAY_TTL_MS`),
 * shared by every search.
 */
class TimetableDays {
  private readonly days = new Map<number, DayTimetable>();
  private readonly feederSets = new Map<string, ReadonlySet<string>>();

  constructor(readonly ops: FerryOperators, private readonly clock: () => Date) {}

  /** One Athens day's timetable, read again from the catalogue after `DAY_TTL_MS`; days before today are dropped. */
  day(day: number): DayTimetable {
    const now = this.clock().getTime();
    const cached = this.days.get(day);
    if (cached && now - cached.builtAt < DAY_TTL_MS && now >= cached.builtAt) return cached;
    const fresh: DayTimetable = { builtAt: now, pairs: new Map(), trips: new Map() };
    this.days.delete(day);
    this.days.set(day, fresh);
    const today = athensDay(this.clock());
    for (const [key] of this.days) if (key < today) this.days.delete(key);
    while (this.days.size > MAX_DAYS) this.days.delete(this.days.keys().next().value as number);
    return fresh;
  }

  /** The sailings from `from` to `to` leaving on the entry's day (read on first use from the catalogue). */
  pairOf(entry: DayTimetable, day: number, from: string, to: string): readonly TimetableSailing[] {
    const key = pairKey(from, to);
    let list = entry.pairs.get(key);
    if (list) return list;
    const read: TimetableSailing[] = [];
    for (const trip of this.ops.trips(from, to, isoDateOfDay(day))) {
      entry.trips.set(trip.tripId, trip);
      read.push({
        id: trip.tripId, voyage: trip.sailingId, from: trip.from.code, to: trip.to.code,
        departure: minutesOf(trip.departure), arrival: minutesOf(trip.arrival), fare: trip.deckFare, company: trip.company.code,
      });
    }
    list = sortByDeparture(read);
    entry.pairs.set(key, list);
    return list;
  }

  feeders(port: string): ReadonlySet<string> {
    let set = this.feederSets.get(port);
    if (!set) this.feederSets.set(port, (set = new Set(this.ops.origins(port))));
    return set;
  }
}

/**
 * The timetable of one search, of journeys whose first leg leaves from day `first` to day `last`: their later legs
 * leave on those days or after. Days are read as the search asks for them (up to LATER_DAYS after `last` read by
 * index, any later one as well, so no journey is cut at a day's edge), and fixed at their first use (a day read again
 * later in the search stays the same).
 *
 * A class, not closures made per search: the closures each search made (its `departures`, the day lookup, the party's
 * fares) were compiled by TurboFan again and again (`node --trace-opt`: the fares' closure 13 times, `departures` 6 in
 * the 63 months of the bench), their optimised code thrown away once the search that made them was collected, and that
 * compiler CPU (tens of ms, on V8's threads, which `process.cpuUsage` counts) landed in one month of fares or another:
 * the fare calendar's cold month swung from 7 to 39 ms. A class's methods are compiled once in the server's life, as
 * long as its shape lives (`shapesKept`).
 */
/**
 * The last search's timetable and fares, kept alive: V8 collects a class's instance shape (hidden class) at a full
 * garbage collection when no instance of it is left, and throws away with it all optimised code built for that shape
 * (`node --trace-deopt`: "weak objects"), so every full collection between two searches had TurboFan compile the
 * planner's timetable again. One live instance of each keeps the shapes, and the code.
 */
const shapesKept: { timetable?: SearchTimetable; fares?: PublishedFares } = {};

class SearchTimetable implements Timetable {
  private readonly used = new Map<number, DayTimetable>();
  /** Where each day starts (epoch minutes), so a time range finds its days without calendar arithmetic. */
  private readonly starts: number[] = [];
  private readonly span: number;

  constructor(private readonly days: TimetableDays, private readonly first: number, last = first) {
    this.span = last - first + LATER_DAYS + 1;
    for (let i = 0; i <= this.span; i++) this.starts.push(minutesOf(athensInstant(first + i, 0)));
    shapesKept.timetable = this;
  }

  departures(from: string, to: string, earliest: number, latest: number): readonly TimetableSailing[] {
    const starts = this.starts;
    if (latest < (starts[0] as number) || latest < earliest) return [];
    const a = this.dayAt(Math.max(earliest, starts[0] as number));
    const b = this.dayAt(latest);
    if (a === b) return sailingsBetween(this.days.pairOf(this.entryOf(a), a, from, to), earliest, latest);
    const out: TimetableSailing[] = [];
    for (let d = a; d <= b; d++) {
      for (const s of sailingsBetween(this.days.pairOf(this.entryOf(d), d, from, to), earliest, latest)) out.push(s);
    }
    return out;
  }

  /** The catalogue's network (every day's lines) is a superset of any day's: enough to walk and prune with. */
  destinations(port: string): Iterable<string> {
    return this.days.ops.destinations(port);
  }

  feeders(port: string): ReadonlySet<string> {
    return this.days.feeders(port);
  }

  /** A sailing's trip, kept by the day it leaves on (the day whose pair list it came from). */
  trip(s: TimetableSailing): Trip {
    return this.used.get(this.dayAt(s.departure))?.trips.get(s.id) as Trip;
  }

  private entryOf(d: number): DayTimetable {
    let entry = this.used.get(d);
    if (!entry) this.used.set(d, (entry = this.days.day(d)));
    return entry;
  }

  private dayAt(minute: number): number {
    const starts = this.starts;
    if (minute >= (starts[this.span] as number)) return athensDay(new Date(minute * 60_000));
    let lo = 0;
    let hi = this.span - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (minute >= (starts[mid] as number)) lo = mid;
      else hi = mid - 1;
    }
    return this.first + lo;
  }
}

/** The party's published fare of each sailing of a search (null: it cannot carry the party), worked out once per sailing. */
class PublishedFares {
  private readonly fares = new Map<string, number | null>();

  constructor(private readonly timetable: SearchTimetable, private readonly party: Party, private readonly withVehicle: boolean) {
    shapesKept.fares = this;
  }

  of(s: TimetableSailing): number | null {
    let fare = this.fares.get(s.id);
    if (fare === undefined) this.fares.set(s.id, (fare = partyTripFare(this.timetable.trip(s), this.party, this.withVehicle)));
    return fare;
  }
}

export class JourneySearch {
  private readonly days: TimetableDays;

  constructor(private readonly ops: FerryOperators, private readonly clock: () => Date) {
    this.days = new TimetableDays(ops, clock);
  }

  /** Validates a request's meaning (the shape is the struct's): known, different ports; a date from today within the timetable. */
  private check(body: JourneysRequest): number {
    knownPort(this.ops, body.departurePort, 'departurePort');
    knownPort(this.ops, body.destinationPort, 'destinationPort');
    if (body.departurePort === body.destinationPort) {
      throw new ApiError(422, 'SAME_PORTS', 'The departure and destination ports must differ', 'destinationPort');
    }
    const day = dayNumber(body.departureDate);
    const today = athensDay(this.clock());
    if (day < today) throw new ApiError(422, 'DATE_IN_PAST', 'The departure date has passed', 'departureDate');
    if (day > today + 366) throw new ApiError(422, 'DATE_TOO_FAR', 'The timetables are published a year ahead', 'departureDate');
    return day;
  }

  async search(body: JourneysRequest, lang: Locale): Promise<JourneysAnswer> {
    const day = this.check(body);
    const withVehicle = body.withVehicle ?? false;
    const maxChanges = (body.maxChanges ?? JOURNEY_RULES.maxChanges) as MaxChanges;
    const timetable = new SearchTimetable(this.days, day);
    const now = minutesOf(this.clock());
    // Day `day` starts at its Athens midnight; its first leg leaves up to the next midnight.
    const dayStart = minutesOf(athensInstant(day, 0));
    const dayEnd = minutesOf(athensInstant(day + 1, 0)) - 1;
    const party = body.passengers ? partyOf(body.passengers) : ONE_ADULT;
    const wire = new Map<string, WireTrip>();
    /** The party's fare of each checked sailing (with the places still free), null when it has no room for the party. */
    const checked = new Map<string, number | null>();
    const full = new Set<string>();
    const published = new PublishedFares(timetable, party, withVehicle);
    const query = {
      origin: body.departurePort, destination: body.destinationPort, departFrom: Math.max(dayStart, now + 1), departUntil: dayEnd,
      maxChanges, minConnectionMinutes: minConnectionMinutes(withVehicle), maxWaitMinutes: JOURNEY_RULES.maxWaitMinutes,
      usable: (s: TimetableSailing) => !full.has(s.voyage) && !full.has(s.id) && published.of(s) !== null,
      fareOf: (s: TimetableSailing) => (checked.has(s.id) ? checked.get(s.id) : published.of(s)) as number,
    };
    const check = async (legs: readonly TimetableSailing[]) => {
      const unchecked = [...new Map(legs.filter((s) => !wire.has(s.id)).map((s) => [s.id, s])).values()];
      if (unchecked.length === 0) return false;
      const free = await this.availability([...new Set(unchecked.map((s) => s.voyage))]);
      for (const s of unchecked) {
        const t = timetable.trip(s);
        wire.set(s.id, wireTrip(t, free, lang, this.ops));
        const fare = partyTripFare(t, party, withVehicle, (code) => Math.max(0, free.get(`${t.sailingId}|${code}`) ?? this.ops.capacity(t, code)));
        checked.set(s.id, fare);
        if (fare === null) full.add(s.id).add(s.voyage);
      }
      return true;
    };
    let journeys: PlannedJourney[] = [];
    for (let round = 0; round < MAX_ROUNDS; round++) {
      journeys = searchJourneys(timetable, query);
      if (!(await check(journeys.flatMap((j) => j.legs)))) break;
      if (round === MAX_ROUNDS - 1) {
        // Out of rounds: keep only what the last check found open, and reduce again with the checked fares.
        journeys = paretoJourneys(journeys.filter((j) => j.legs.every((s) => query.usable(s)))
          .map((j) => ({ ...j, fare: j.legs.reduce((sum, s) => sum + query.fareOf(s), 0) })));
      }
    }
    return { journeys: journeys.map((j) => toWire(j, wire)) };
  }

  /**
   * The journeys with changes between two ports leaving on `date`, by the published timetable and fares (places left
   * are not read), planned for the party `who` (ranked by its fares, sailings that cannot carry it left out, a car's
   * minimum connection when it comes): the fare calendar's ways for a day without a direct boat. Ports are the
   * caller's to check.
   */
  connections(from: string, to: string, date: string, who: PartyOnBoard): { readonly trips: readonly Trip[] }[] {
    return this.connectionsOn(from, to, [date], who).get(date) ?? [];
  }

  /**
   * `connections` for several days at once (the fare calendar's days of a month without a direct boat): one pass of
   * the planner over the days' timetable (`searchJourneysInWindows`), each day's answer exactly that day's own search.
   * Dates that are not ISO dates, or repeated, are left out.
   */
  connectionsOn(from: string, to: string, dates: readonly string[], who: PartyOnBoard): Map<string, { readonly trips: readonly Trip[] }[]> {
    const answers = new Map<string, { readonly trips: readonly Trip[] }[]>();
    const days = [...new Set(dates.filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d)))].map((date) => ({ date, day: dayNumber(date) }))
      .filter((d) => Number.isInteger(d.day));
    if (from === to || days.length === 0) return answers;
    const numbers = days.map((d) => d.day);
    const timetable = new SearchTimetable(this.days, Math.min(...numbers), Math.max(...numbers));
    const now = minutesOf(this.clock());
    const windows = days.map(({ day }): DepartureWindow => [Math.max(minutesOf(athensInstant(day, 0)), now + 1), minutesOf(athensInstant(day + 1, 0)) - 1]);
    const published = new PublishedFares(timetable, who.party, who.withVehicle);
    const found = searchJourneysInWindows(timetable, {
      origin: from, destination: to, maxChanges: JOURNEY_RULES.maxChanges as MaxChanges,
      minConnectionMinutes: minConnectionMinutes(who.withVehicle), maxWaitMinutes: JOURNEY_RULES.maxWaitMinutes,
      usable: (s) => published.of(s) !== null, fareOf: (s) => published.of(s) as number,
    }, windows);
    days.forEach(({ date }, i) => {
      answers.set(date, (found[i] as PlannedJourney[]).filter((j) => j.changes > 0).map((j) => ({ trips: j.legs.map((s) => timetable.trip(s)) })));
    });
    return answers;
  }

  private async availability(sailingIds: readonly string[]): Promise<Availability> {
    try {
      const free = new Map<string, number>();
      for (let i = 0; i < sailingIds.length; i += AVAILABILITY_CHUNK) {
        for (const [k, v] of await this.ops.availability(sailingIds.slice(i, i + AVAILABILITY_CHUNK))) free.set(k, v);
      }
      return free;
    } catch (error) {
      if (error instanceof OperatorError) {
        throw new ApiError(503, 'OPERATOR_UNAVAILABLE', 'The ferry companies do not answer at the moment; please try again in a minute.');
      }
      throw error;
    }
  }
}

function toWire(j: PlannedJourney, wire: ReadonlyMap<string, WireTrip>): Journey {
  const legs = j.legs.map((s) => wire.get(s.id) as WireTrip);
  const changes = j.legs.slice(1).map((next, i) => {
    const prev = j.legs[i] as TimetableSailing;
    return {
      port: (legs[i] as WireTrip).to,
      waitMinutes: next.departure - prev.arrival,
      overnight: isOvernightWait(localMinutes(prev.arrival), localMinutes(next.departure)),
    };
  });
  const companies = [...new Map(legs.map((l) => [l.company.code, l.company])).values()];
  return {
    id: legs.map((l) => l.tripId).join('+'),
    legs,
    changes,
    departureDatetime: (legs[0] as WireTrip).departureDatetime,
    arrivalDatetime: (legs[legs.length - 1] as WireTrip).arrivalDatetime,
    durationMinutes: j.arrival - j.departure,
    companies,
    lowestFare: j.fare,
  };
}
