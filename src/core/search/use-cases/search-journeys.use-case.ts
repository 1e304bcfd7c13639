import { type Clock } from '../../shared/clock.port';
import { type Result, err, ok } from '../../shared/result';
import { athensDate } from '../../shared/athens-time';
import { type Journey, type JourneyRequest, isJoinedJourney, sortJourneys } from '../domain/journey';
import { type JourneyGateway } from '../ports/journey-gateway.port';
import { type SearchRefusal } from '../ports/search-gateway.port';

export type SearchJourneysError =
  | { readonly kind: 'Invalid'; readonly field: 'departurePort' | 'destinationPort' | 'departureDate' }
  | { readonly kind: 'Failed'; readonly failure: SearchRefusal };

const PORT = /^[A-Z]{3}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Searches the journeys of one day between two ports (direct sailings and connections), sorted by departure. A
 * journey whose legs do not join (a leg leaving from another port than the one before arrived, or before it
 * arrived) is dropped: the shop sells only journeys a traveller can make.
 */
export class SearchJourneys {
  constructor(private readonly deps: { journeys: JourneyGateway; clock: Clock }) {}

  /** Invalid (nothing sent) naming the first bad field, Failed, or the journeys (empty when there is none). */
  async execute(query: JourneyRequest): Promise<Result<Journey[], SearchJourneysError>> {
    if (!PORT.test(query.departurePort)) return err({ kind: 'Invalid', field: 'departurePort' });
    if (!PORT.test(query.destinationPort) || query.destinationPort === query.departurePort) return err({ kind: 'Invalid', field: 'destinationPort' });
    if (!DAY.test(query.departureDate) || query.departureDate < athensDate(this.deps.clock.nowIso())) return err({ kind: 'Invalid', field: 'departureDate' });
    const result = await this.deps.journeys.journeys(query);
    if (!result.ok) return err({ kind: 'Failed', failure: result.error });
    return ok(sortJourneys(result.value.filter(isJoinedJourney), 'departure'));
  }
}
