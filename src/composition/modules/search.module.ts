import { ContainerModule } from 'inversify';
import { HttpFareCalendarGateway } from '../../adapters/http/fare-calendar.http-gateway';
import { HttpSearchGateway } from '../../adapters/http/search.http-gateway';
import {
  type FareCalendarGateway, type JourneyGateway, LoadDates, LoadFareCalendar, LoadPorts, SearchJourneys, SearchSailings, type SearchGateway,
} from '../../core/search';
import { bindToken, from } from '../tokens';
import { searchTokens as T } from '../tokens/search.tokens';
import { sharedTokens as S } from '../tokens/shared.tokens';

/** The search use cases, over whichever SearchGateway the container binds. */
export const searchModule = new ContainerModule((options) => {
  bindToken(options, T.LoadPorts).toDynamicValue((ctx) => new LoadPorts({ search: from(ctx)(T.SearchGateway) })).inSingletonScope();
  bindToken(options, T.LoadDates).toDynamicValue((ctx) => new LoadDates({ search: from(ctx)(T.SearchGateway) })).inSingletonScope();
  bindToken(options, T.LoadFareCalendar).toDynamicValue((ctx) => new LoadFareCalendar({ fares: from(ctx)(T.FareCalendarGateway) })).inSingletonScope();
  bindToken(options, T.SearchSailings).toDynamicValue((ctx) => new SearchSailings({ search: from(ctx)(T.SearchGateway), clock: from(ctx)(S.Clock) })).inSingletonScope();
  bindToken(options, T.SearchJourneys).toDynamicValue((ctx) => new SearchJourneys({ journeys: from(ctx)(T.JourneyGateway), clock: from(ctx)(S.Clock) })).inSingletonScope();
});

/** The SearchGateway (and the journey search) over the Booking API. */
export const httpSearchAdapterModule = new ContainerModule((options) => {
  bindToken(options, T.SearchGateway).toDynamicValue((ctx) => new HttpSearchGateway(from(ctx)(S.HttpClient))).inSingletonScope();
  bindToken(options, T.FareCalendarGateway).toDynamicValue((ctx) => new HttpFareCalendarGateway(from(ctx)(S.HttpClient))).inSingletonScope();
  bindToken(options, T.JourneyGateway).toDynamicValue((ctx) => new HttpSearchGateway(from(ctx)(S.HttpClient))).inSingletonScope();
});

/**
 * A given SearchGateway (in memory in tests), so the test keeps a handle on its state, with its fare calendar and
 * its journey search: the ones given, or the search gateway itself when it has them (the in-memory one prices its
 * own sailings and plans its own journeys).
 */
export function inMemorySearchAdapterModule(
  gateway: SearchGateway & Partial<FareCalendarGateway> & Partial<JourneyGateway>,
  given: { fares?: FareCalendarGateway; journeys?: JourneyGateway } = {},
): ContainerModule {
  return new ContainerModule((options) => {
    bindToken(options, T.SearchGateway).toConstantValue(gateway);
    const calendar = given.fares ?? (gateway.month ? (gateway as FareCalendarGateway) : undefined);
    if (calendar) bindToken(options, T.FareCalendarGateway).toConstantValue(calendar);
    const journeys = given.journeys ?? (gateway.journeys ? (gateway as JourneyGateway) : undefined);
    if (journeys) bindToken(options, T.JourneyGateway).toConstantValue(journeys);
  });
}
