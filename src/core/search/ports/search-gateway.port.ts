import { type Country, type Port, type SailingsLeg } from '../domain/sailing';
import { type ApiFailure } from '../../shared/api-failure';
import { type Result } from '../../shared/result';

export type { Country, Port, SailingsLeg };
/** A ferry company as the companies list shows it. */
export interface CompanyListing { readonly code: string; readonly name: string; readonly logo: string; readonly country: string; readonly vesselCount: number; readonly website: string }
export interface LegQuery { readonly departurePort: string; readonly destinationPort: string; readonly departureDate: string }

/** The search calls of the Booking API (getPorts, getDestinations, getOrigins, getDates, results). */
export interface SearchGateway {
  /** Every port, named in the current locale. */
  ports(): Promise<Result<Port[], ApiFailure>>;
  /** Ports reachable from an origin; NotFound for an unknown port. */
  destinations(origin: string): Promise<Result<Port[], ApiFailure>>;
  /** Ports from which a destination is reachable; NotFound for an unknown port. */
  origins(destination: string): Promise<Result<Port[], ApiFailure>>;
  /** Days (`YYYY-MM-DD`) with a sailing between two ports, optionally within a range. */
  dates(origin: string, destination: string, range?: { from?: string; to?: string }): Promise<Result<string[], ApiFailure>>;
  /** Countries with ports, Greece first (for the nationality and destination lists). */
  countries(): Promise<Result<Country[], ApiFailure>>;
  /** The ferry companies of the network. */
  companies(): Promise<Result<CompanyListing[], ApiFailure>>;
  /** The sailings of each leg; Invalid for a bad leg. */
  results(legs: readonly LegQuery[]): Promise<Result<SailingsLeg[], ApiFailure>>;
}
