import { invalidInput } from '../../core/shared/refusal';
import { type Result, err, ok } from '../../core/shared/result';
import {
  type CompanyListing, type Country, type FareCalendarGateway, type FareMonth, type FareQuery, type Journey, type JourneyGateway, type JourneyRequest,
  type LegQuery, type Port, type Sailing, type SailingsLeg, type SearchGateway, type SearchRefusal,
} from '../../core/search';
import { type Clock } from '../../core/shared/clock.port';
import { fareMonth } from './fare-calendar.in-memory';
import { planJourneys } from './journey-planner';

const unknownPort = (code: string, field: string): SearchRefusal => invalidInput('UnknownPort', `No port has the code ${code}`, field);
const invalid = (message: string, field?: string): SearchRefusal => invalidInput('Input', message, field);

/** A SearchGateway (and the journey search and the fare calendar) over a seeded network of ports and sailings, held in memory. */
export class InMemorySearchGateway implements SearchGateway, JourneyGateway, FareCalendarGateway {
  /** `clock`: the fare calendar's today (days before it have no fare); without it no day is past. */
  constructor(private readonly seed: { ports: Port[]; trips: Sailing[]; clock?: Clock }) {}

  async ports(): Promise<Result<Port[], SearchRefusal>> {
    return ok([...this.seed.ports]);
  }

  async destinations(origin: string): Promise<Result<Port[], SearchRefusal>> {
    if (!this.port(origin)) return err(unknownPort(origin, 'origin'));
    const codes = new Set(this.seed.trips.filter((t) => t.from.code === origin).map((t) => t.to.code));
    return ok(this.seed.ports.filter((p) => codes.has(p.code)));
  }

  async origins(destination: string): Promise<Result<Port[], SearchRefusal>> {
    if (!this.port(destination)) return err(unknownPort(destination, 'destination'));
    const codes = new Set(this.seed.trips.filter((t) => t.to.code === destination).map((t) => t.from.code));
    return ok(this.seed.ports.filter((p) => codes.has(p.code)));
  }

  async dates(origin: string, destination: string, range: { from?: string; to?: string } = {}): Promise<Result<string[], SearchRefusal>> {
    if (!this.port(origin)) return err(unknownPort(origin, 'origin'));
    if (!this.port(destination)) return err(unknownPort(destination, 'destination'));
    const days = this.seed.trips.filter((t) => t.from.code === origin && t.to.code === destination)
      .map((t) => t.departureDatetime.slice(0, 10))
      .filter((d) => (!range.from || d >= range.from) && (!range.to || d <= range.to));
    return ok([...new Set(days)].sort());
  }

  async countries(): Promise<Result<Country[], SearchRefusal>> {
    const counts = new Map<string, { name: string; portCount: number }>();
    for (const p of this.seed.ports) counts.set(p.countryCode, { name: p.country, portCount: (counts.get(p.countryCode)?.portCount ?? 0) + 1 });
    return ok([...counts].map(([code, c]) => ({ code, ...c })).sort((a, b) => (a.code === 'GR' ? -1 : b.code === 'GR' ? 1 : a.name.localeCompare(b.name))));
  }

  async companies(): Promise<Result<CompanyListing[], SearchRefusal>> {
    const byCode = new Map<string, CompanyListing>();
    for (const t of this.seed.trips) {
      const vessels = new Set(this.seed.trips.filter((x) => x.company.code === t.company.code).map((x) => x.vesselCode));
      byCode.set(t.company.code, { code: t.company.code, name: t.company.name, logo: t.company.logo, country: 'GR', vesselCount: vessels.size, website: '' });
    }
    return ok([...byCode.values()]);
  }

  async results(legs: readonly LegQuery[]): Promise<Result<SailingsLeg[], SearchRefusal>> {
    if (legs.length === 0 || legs.length > 6) return err(invalid('between 1 and 6 legs', 'legs'));
    for (const leg of legs) {
      if (!this.port(leg.departurePort)) return err(unknownPort(leg.departurePort, 'departurePort'));
      if (!this.port(leg.destinationPort)) return err(unknownPort(leg.destinationPort, 'destinationPort'));
      if (leg.departurePort === leg.destinationPort) return err(invalid('The departure and destination ports must differ', 'destinationPort'));
      if (!/^\d{4}-\d{2}-\d{2}$/.test(leg.departureDate)) return err(invalid('bad date', 'departureDate'));
    }
    return ok(legs.map((leg) => ({
      ...leg,
      trips: this.seed.trips
        .filter((t) => t.from.code === leg.departurePort && t.to.code === leg.destinationPort && t.departureDatetime.startsWith(leg.departureDate))
        .sort((a, b) => a.departureDatetime.localeCompare(b.departureDatetime)),
    })));
  }

  async journeys(query: JourneyRequest): Promise<Result<Journey[], SearchRefusal>> {
    if (!this.port(query.departurePort)) return err(unknownPort(query.departurePort, 'departurePort'));
    if (!this.port(query.destinationPort)) return err(unknownPort(query.destinationPort, 'destinationPort'));
    if (query.departurePort === query.destinationPort) return err(invalid('The departure and destination ports must differ', 'destinationPort'));
    if (!/^\d{4}-\d{2}-\d{2}$/.test(query.departureDate)) return err(invalid('bad date', 'departureDate'));
    if (query.maxChanges !== undefined && ![0, 1, 2].includes(query.maxChanges)) return err(invalid('maxChanges is 0, 1 or 2', 'maxChanges'));
    return ok(planJourneys(this.seed.trips, query));
  }

  /** The fare calendar of the seeded sailings (`fareMonth`, priced as the in-memory pricing does). */
  async month(query: FareQuery): Promise<Result<FareMonth, SearchRefusal>> {
    return fareMonth(this.seed.trips, query, this.seed.clock);
  }

  /** The sailing of a trip id (the booking gateway prices from it). */
  trip(tripId: string): Sailing | undefined {
    return this.seed.trips.find((t) => t.tripId === tripId);
  }

  private port(code: string): Port | undefined {
    return this.seed.ports.find((p) => p.code === code);
  }
}
