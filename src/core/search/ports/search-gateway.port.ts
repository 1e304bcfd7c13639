import { type Country, type Port, type SailingsLeg } from '../domain/sailing';
import { type CommonRefusalKind, type Refusal } from '../../shared/refusal';
import { type Result } from '../../shared/result';

export type { Country, Port, SailingsLeg };
/** A ferry company as the companies list shows it. */
export interface CompanyListing { readonly code: string; readonly name: string; readonly logo: string; readonly country: string; readonly vesselCount: number; readonly website: string }
export interface LegQuery { readonly departurePort: string; readonly destinationPort: string; readonly departureDate: string }

/** Why the shop refused a search call, in its words (an unknown port is `Invalid` with reason `UnknownPort`). */
export type SearchRefusal = Refusal<CommonRefusalKind>;

/** The search calls of the Booking API (getPorts, getDestinations, getOrigins, getDates, results). */
export interface SearchGateway {
  /** Every port, named in the current locale. */
  ports(): Promise<Result<Port[], SearchRefusal>>;
  /** Ports reachable from an origin; Invalid (`UnknownPort`) for an unknown port. */
  destinations(origin: string): Promise<Result<Port[], SearchRefusal>>;
  /** Ports from which a destination is reachable; Invalid (`UnknownPort`) for an unknown port. */
  origins(destination: string): Promise<Result<Port[], SearchRefusal>>;
  /** Days (`YYYY-MM-DD`) with a sailing between two ports, optionally within a range. */
  dates(origin: string, destination: string, range?: { from?: string; to?: string }): Promise<Result<string[], SearchRefusal>>;
  /** Countries with ports, Greece first (for the nationality and destination lists). */
  countries(): Promise<Result<Country[], SearchRefusal>>;
  /** The ferry companies of the network. */
  companies(): Promise<Result<CompanyListing[], SearchRefusal>>;
  /** The sailings of each leg; Invalid for a bad leg. */
  results(legs: readonly LegQuery[]): Promise<Result<SailingsLeg[], SearchRefusal>>;
}
