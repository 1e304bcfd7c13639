/**
 * A journey: one way from a port to another on one day, either a direct sailing or sailings joined by changes of
 * ship at the same port (issue 16, "Connections"). The search adapters map the server's `/booking/journeys` answer
 * to these types; ordering, filtering and the booking of a journey are pure functions here.
 */
import { type CompanySummary, type Sailing, type SailingPort } from './sailing';
import { type PassengerTypeCode } from './passenger-types';

/** A change of ship between two legs: the port, how long the traveller waits, and whether the wait spans a night. */
export interface JourneyChange {
  readonly port: SailingPort;
  readonly waitMinutes: number;
  readonly overnight: boolean;
}

export interface Journey {
  readonly id: string;
  /** The sailings in order; each arrives where the next leaves. */
  readonly legs: readonly Sailing[];
  /** One change between each two legs (none for a direct sailing). */
  readonly changes: readonly JourneyChange[];
  readonly departureDatetime: string;
  readonly arrivalDatetime: string;
  readonly durationMinutes: number;
  /** The companies of the legs, each once, in the order sailed. */
  readonly companies: readonly CompanySummary[];
  /** The searched party's from-price, in cents: the sum over the legs of the party's fare (everyone in the cheapest deck or seat class with room, with the car). */
  readonly lowestFare: number;
}

export interface JourneyRequest {
  readonly departurePort: string;
  readonly destinationPort: string;
  readonly departureDate: string;
  readonly maxChanges?: 0 | 1 | 2;
  /** A vehicle travels: changes need a longer connection, and every leg's ship takes the car. */
  readonly withVehicle?: boolean;
  /**
   * The searched party, passengers by type (the fare calendar's `fareParty`): journeys are ranked by what this party
   * pays on each sailing, and `lowestFare` is its total. One adult when absent.
   */
  readonly passengers?: Readonly<Partial<Record<PassengerTypeCode, number>>>;
}

/** How the journeys of a search can be ordered: departure (the default), arrival, duration, price, changes. */
export const JOURNEY_SORTS = ['departure', 'arrival', 'duration', 'price', 'changes'] as const;
export type JourneySort = (typeof JOURNEY_SORTS)[number];

const byDeparture = (a: Journey, b: Journey) => a.departureDatetime.localeCompare(b.departureDatetime);
const byInstant = (a: string, b: string) => Date.parse(a) - Date.parse(b);
const JOURNEY_COMPARE: Record<JourneySort, (a: Journey, b: Journey) => number> = {
  departure: (a, b) => byInstant(a.departureDatetime, b.departureDatetime) || a.durationMinutes - b.durationMinutes,
  arrival: (a, b) => byInstant(a.arrivalDatetime, b.arrivalDatetime) || byDeparture(a, b),
  duration: (a, b) => a.durationMinutes - b.durationMinutes || byDeparture(a, b),
  price: (a, b) => a.lowestFare - b.lowestFare || byDeparture(a, b),
  changes: (a, b) => a.changes.length - b.changes.length || byDeparture(a, b),
};

export function sortJourneys(journeys: readonly Journey[], sort: JourneySort): Journey[] {
  return [...journeys].sort(JOURNEY_COMPARE[sort] ?? JOURNEY_COMPARE.departure);
}

/** What the traveller keeps: at most `maxChanges` changes (undefined: any) and journeys sailed only by `companies` (empty: any). */
export interface JourneyFilter {
  readonly maxChanges?: number;
  readonly companies?: ReadonlySet<string>;
}

export function filterJourneys(journeys: readonly Journey[], filter: JourneyFilter): Journey[] {
  const companies = filter.companies ?? new Set<string>();
  return journeys.filter((j) => (filter.maxChanges === undefined || j.changes.length <= filter.maxChanges)
    && (companies.size === 0 || j.legs.every((leg) => companies.has(leg.company.code))));
}

/** The companies of a list of journeys, by name, each once. */
export function journeyCompanies(journeys: readonly Journey[]): CompanySummary[] {
  const byCode = new Map<string, CompanySummary>();
  for (const j of journeys) for (const leg of j.legs) if (!byCode.has(leg.company.code)) byCode.set(leg.company.code, leg.company);
  return [...byCode.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The largest number of changes among the journeys (0 when all are direct). */
export const mostChanges = (journeys: readonly Journey[]): number => journeys.reduce((n, j) => Math.max(n, j.changes.length), 0);

/** A journey with a change of ship. */
export const isConnection = (journey: Journey): boolean => journey.legs.length > 1;

/**
 * Whether a journey is one the shop can sell as one booking: at least one leg, each leg leaving from where the one
 * before arrived and after it arrived, one change per join naming that port. Answers from the server are checked
 * with it, so the booking never gets legs that do not join.
 */
export function isJoinedJourney(journey: Journey): boolean {
  if (journey.legs.length === 0 || journey.changes.length !== journey.legs.length - 1) return false;
  return journey.legs.every((leg, i) => {
    if (i === 0) return true;
    const before = journey.legs[i - 1]!;
    return before.to.code === leg.from.code && journey.changes[i - 1]?.port.code === leg.from.code
      && Date.parse(before.arrivalDatetime) <= Date.parse(leg.departureDatetime);
  });
}
