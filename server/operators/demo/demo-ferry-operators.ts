/**
 * `DemoOperatorCatalogue`: the embedded demo network's published catalogue (the `OperatorCatalogue` half of the
 * `FerryOperators` port; its reservation system is server/adapters/demo-operators). Sailings are computed from
 * the voyage rules for the twelve months from today (Europe/Athens), never stored; the clock is injected so tests
 * can move time.
 */
import type {
  CodeCheck, Company, OperatorCatalogue, OperatorPort, Trip, TripQuoteRequest,
} from '../../ports/ferry-operators';
import { athensDay, athensInstant, dayNumber, isoDateOfDay, monthOf, weekday } from '../athens-time';
import { isLoyaltyCard, isResidentCode } from './codes';
import { deckFare, quoteTrip } from './fares';
import { buildNetwork, type Network, type VoyageRule } from './network';

/** Days ahead the timetables are published for. */
export const TIMETABLE_DAYS = 365;

/** Pairs of ports × days whose built trips are kept at once (`dayTrips`). */
const DAY_TRIPS_MAX = 30_000;

interface Leg { readonly rule: VoyageRule; readonly i: number; readonly j: number }
interface LegParts { readonly from: OperatorPort; readonly to: OperatorPort; readonly deckFare: number; readonly international: boolean }

/** `20261203` for the day of 2026-12-03 (a sailing's id part), remembered: a few hundred days are asked. */
const compactDates = new Map<number, string>();
const compactDate = (day: number): string => {
  let known = compactDates.get(day);
  if (known === undefined) {
    if (compactDates.size >= 20_000) compactDates.clear();
    compactDates.set(day, (known = isoDateOfDay(day).replace(/-/g, '')));
  }
  return known;
};

const SAILING_ID = /^[A-Z]{3}\d{2}[OR]\d{2}-\d{8}$/;
const TRIP_ID = /^([A-Z]{3}\d{2}[OR]\d{2})-(\d{4})(\d{2})(\d{2})-([A-Z]{3})-([A-Z]{3})$/;

export class DemoOperatorCatalogue implements OperatorCatalogue {
  private readonly net: Network = buildNetwork();
  private readonly legs = new Map<string, Leg[]>();
  private readonly destinationsOf = new Map<string, string[]>();
  private readonly originsOf = new Map<string, string[]>();
  /**
   * Per pair of ports and day, the day's trips built and sorted (before the ones that left are taken out): the
   * timetable is computed from the voyage rules, which never change, so a day's trips are built once. Kept by the
   * pair's legs (no key to build per read) and day; bounded (when full, everything kept is dropped and built again).
   */
  private readonly dayTrips = new Map<readonly Leg[], Map<number, readonly Trip[]>>();
  private dayTripsSize = 0;
  /** What a trip of a voyage between two of its ports is whatever its day (the ports, the deck fare, international). */
  private readonly legParts = new Map<string, LegParts>();
  /** The same, by the catalogue's own leg (no key to build). */
  private readonly partsByLeg = new Map<Leg, LegParts>();

  constructor(protected readonly clock: () => Date = () => new Date()) {
    const dest = new Map<string, Set<string>>();
    const orig = new Map<string, Set<string>>();
    for (const rule of this.net.rules) {
      rule.ports.forEach((from, i) => {
        rule.ports.slice(i + 1).forEach((to, k) => {
          const key = `${from}>${to}`;
          const list = this.legs.get(key) ?? [];
          list.push({ rule, i, j: i + 1 + k });
          this.legs.set(key, list);
          (dest.get(from) ?? dest.set(from, new Set()).get(from))?.add(to);
          (orig.get(to) ?? orig.set(to, new Set()).get(to))?.add(from);
        });
      });
    }
    for (const [k, v] of dest) this.destinationsOf.set(k, [...v].sort());
    for (const [k, v] of orig) this.originsOf.set(k, [...v].sort());
  }

  ports(): readonly OperatorPort[] { return this.net.ports; }
  port(code: string): OperatorPort | undefined { return this.net.portByCode.get(code); }
  companies(): readonly Company[] { return this.net.companies; }
  company(code: string): Company | undefined { return this.net.companyByCode.get(code); }
  destinations(origin: string): readonly string[] { return this.destinationsOf.get(origin) ?? []; }
  origins(destination: string): readonly string[] { return this.originsOf.get(destination) ?? []; }

  dates(origin: string, destination: string, from: string, to: string): readonly string[] {
    const legs = this.legs.get(`${origin}>${destination}`) ?? [];
    const [first, last] = this.window();
    const now = this.clock().getTime();
    const out: string[] = [];
    for (let day = Math.max(first, dayNumber(from)); day <= Math.min(last, dayNumber(to)); day++) {
      // Today counts only while one of its sailings is still to leave, as `trips` offers only those.
      if (legs.some((leg) => (this.legOn(leg, day)?.departure.getTime() ?? 0) > now)) out.push(isoDateOfDay(day));
    }
    return out;
  }

  trips(origin: string, destination: string, date: string): readonly Trip[] {
    const day = dayNumber(date);
    const [first, last] = this.window();
    if (day < first || day > last) return [];
    const now = this.clock().getTime();
    const built = this.tripsOn(origin, destination, day);
    let left = 0;
    while (left < built.length && (built[left] as Trip).departure.getTime() <= now) left++;
    return left === 0 ? built : built.slice(left);
  }

  /** Every trip of a day from `origin` to `destination`, by departure time (built once, see `dayTrips`). */
  private tripsOn(origin: string, destination: string, day: number): readonly Trip[] {
    const legs = this.legs.get(`${origin}>${destination}`);
    if (legs === undefined) return [];
    let days = this.dayTrips.get(legs);
    const known = days?.get(day);
    if (known) return known;
    const built: Trip[] = [];
    for (const leg of legs) {
      const trip = this.legOn(leg, day);
      if (trip) built.push(trip);
    }
    built.sort((a, b) => a.departure.getTime() - b.departure.getTime() || a.tripId.localeCompare(b.tripId));
    // Bounded: when full, every kept day is dropped (they are built again as asked).
    if (this.dayTripsSize >= DAY_TRIPS_MAX) {
      this.dayTrips.clear();
      this.dayTripsSize = 0;
      days = undefined;
    }
    if (!days) this.dayTrips.set(legs, (days = new Map()));
    days.set(day, built);
    this.dayTripsSize++;
    return built;
  }

  trip(tripId: string): Trip | undefined {
    const m = TRIP_ID.exec(tripId);
    if (!m) return undefined;
    const rule = this.net.ruleById.get(m[1] as string);
    if (!rule) return undefined;
    const i = rule.ports.indexOf(m[5] as string);
    const j = rule.ports.indexOf(m[6] as string);
    if (i < 0 || j <= i) return undefined;
    const base = dayNumber(`${m[2]}-${m[3]}-${m[4]}`);
    if (!this.runsOn(rule, base)) return undefined;
    const trip = this.build(rule, base, i, j, this.partsOf(rule, i, j));
    const [first, last] = this.window();
    const day = athensDay(trip.departure);
    return day >= first && day <= last ? trip : undefined;
  }

  capacity(trip: Trip, code: string): number {
    return this.sailingCapacity(trip.sailingId, code);
  }

  sailingCapacity(sailingId: string, code: string): number {
    const vessel = this.net.ruleById.get(sailingId.split('-')[0] ?? '')?.vessel;
    if (!vessel) return 0;
    if (code === 'GARAGE') return vessel.garageMetres;
    if (code === 'PETS') return vessel.petPlaces;
    return vessel.accommodations.find((a) => a.code === code)?.capacity ?? 0;
  }

  /** Every inventory code of a sailing's vessel: its accommodation codes, GARAGE and PETS (none for an unknown sailing). */
  sailingCodes(sailingId: string): readonly string[] {
    if (typeof sailingId !== 'string' || !SAILING_ID.test(sailingId)) return [];
    const vessel = this.net.ruleById.get(sailingId.split('-')[0] ?? '')?.vessel;
    return vessel ? [...vessel.accommodations.map((a) => a.code), 'GARAGE', 'PETS'] : [];
  }

  async quote(trip: Trip, request: TripQuoteRequest) {
    return this.quoteNow(trip, request);
  }

  /** The fare tables' answer, synchronously (the demo network's own use). */
  quoteNow(trip: Trip, request: TripQuoteRequest) {
    return quoteTrip(trip, request, {
      loyalty: (card) => this.loyaltyCheck(trip.company, card),
      resident: (code) => this.residentCheck(trip, code),
    });
  }

  async checkLoyalty(company: Company, card: string): Promise<CodeCheck> {
    return this.loyaltyCheck(company, card);
  }

  async checkResident(trip: Trip, code: string): Promise<CodeCheck> {
    return this.residentCheck(trip, code);
  }

  private loyaltyCheck(company: Company, card: string): CodeCheck {
    const scheme = company.loyalty;
    const valid = !!scheme && isLoyaltyCard(scheme.prefix, card);
    return { valid, percent: valid && scheme ? scheme.percent : 0, scheme: scheme?.code ?? null };
  }

  private residentCheck(trip: Trip, code: string): CodeCheck {
    const rule = trip.company.resident;
    const island = [trip.from, trip.to].some((p) => p.country === 'GR' && !p.mainland);
    const valid = !!rule && island && !trip.international && isResidentCode(code);
    return { valid, percent: valid && rule ? rule.percent : 0, scheme: rule ? 'MAN' : null };
  }

  /** First and last Athens day of the published timetable. */
  window(): [number, number] {
    const today = athensDay(this.clock());
    return [today, today + TIMETABLE_DAYS];
  }

  private runsOn(rule: VoyageRule, base: number): boolean {
    const month = monthOf(base);
    if (month >= 6 && month <= 9) return true;
    return !rule.summerOnly && rule.winterDays.includes(String(weekday(base)));
  }

  private legOn(leg: Leg, day: number): Trip | undefined {
    const shift = Math.floor((leg.rule.startMinutes + (leg.rule.departOffsets[leg.i] as number)) / 1440);
    const base = day - shift;
    if (!this.runsOn(leg.rule, base)) return undefined;
    let parts = this.partsByLeg.get(leg);
    if (!parts) this.partsByLeg.set(leg, (parts = this.partsOf(leg.rule, leg.i, leg.j)));
    return this.build(leg.rule, base, leg.i, leg.j, parts);
  }

  /** What a trip of a voyage between its ports `i` and `j` is whatever its day (built once per leg). */
  private partsOf(rule: VoyageRule, i: number, j: number): LegParts {
    const key = `${rule.id}|${i}|${j}`;
    let leg = this.legParts.get(key);
    if (!leg) {
      const from = this.net.portByCode.get(rule.ports[i] as string) as OperatorPort;
      const to = this.net.portByCode.get(rule.ports[j] as string) as OperatorPort;
      leg = {
        from, to,
        deckFare: deckFare(rule.company, rule.vessel.type === 'high-speed', (rule.miles[j] as number) - (rule.miles[i] as number)),
        international: from.country !== to.country || rule.ports.some((code) => this.net.portByCode.get(code)?.country !== 'GR'),
      };
      this.legParts.set(key, leg);
    }
    return leg;
  }

  private build(rule: VoyageRule, base: number, i: number, j: number, leg: LegParts): Trip {
    const { from, to } = leg;
    const departure = athensInstant(base, rule.startMinutes + (rule.departOffsets[i] as number));
    const arrival = athensInstant(base, rule.startMinutes + (rule.arriveOffsets[j] as number));
    const sailingId = `${rule.id}-${compactDate(base)}`;
    return {
      tripId: `${sailingId}-${from.code}-${to.code}`, sailingId, company: rule.company, vessel: rule.vessel, from, to,
      departure, arrival, durationMinutes: Math.round((arrival.getTime() - departure.getTime()) / 60_000),
      deckFare: leg.deckFare, international: leg.international,
    };
  }

}
