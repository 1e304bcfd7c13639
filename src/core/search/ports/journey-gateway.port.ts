import { type Journey, type JourneyRequest } from '../domain/journey';
import { type SearchRefusal } from './search-gateway.port';
import { type Result } from '../../shared/result';

export type { Journey, JourneyRequest };

/** The journey search of the Booking API (`POST /booking/journeys`): direct sailings and connections of one day. */
export interface JourneyGateway {
  /** The journeys of a day between two ports (direct sailings, and connections when direct ones are few or none); Invalid for a bad query. */
  journeys(query: JourneyRequest): Promise<Result<Journey[], SearchRefusal>>;
}
