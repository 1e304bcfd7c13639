import { type SearchRefusal } from './search-gateway.port';
import { type Result } from '../../shared/result';
import { type FareMonth, type FareQuery } from '../domain/fare-calendar';

export type { FareMonth, FareQuery };

/** The fare calendar of the Booking API (`POST /booking/fare-calendar`). */
export interface FareCalendarGateway {
  /** Each day's lowest fare of a month for the route and party; Invalid for a month off sale or a bad party. */
  month(query: FareQuery): Promise<Result<FareMonth, SearchRefusal>>;
}
