import { ContainerModule } from 'inversify';
import { HttpSearchGateway } from '../../adapters/http/search.http-gateway';
import { LoadDates, LoadPorts, SearchSailings, type SearchGateway } from '../../core/search';
import { bindToken, from } from '../tokens';
import { searchTokens as T } from '../tokens/search.tokens';
import { sharedTokens as S } from '../tokens/shared.tokens';

/** The search use cases, over whichever SearchGateway the container binds. */
export const searchModule = new ContainerModule((options) => {
  bindToken(options, T.LoadPorts).toDynamicValue((ctx) => new LoadPorts({ search: from(ctx)(T.SearchGateway) })).inSingletonScope();
  bindToken(options, T.LoadDates).toDynamicValue((ctx) => new LoadDates({ search: from(ctx)(T.SearchGateway) })).inSingletonScope();
  bindToken(options, T.SearchSailings).toDynamicValue((ctx) => new SearchSailings({ search: from(ctx)(T.SearchGateway), clock: from(ctx)(S.Clock) })).inSingletonScope();
});

/** The SearchGateway over the Booking API. */
export const httpSearchAdapterModule = new ContainerModule((options) => {
  bindToken(options, T.SearchGateway).toDynamicValue((ctx) => new HttpSearchGateway(from(ctx)(S.HttpClient))).inSingletonScope();
});

/** A given SearchGateway (in memory in tests), so the test keeps a handle on its state. */
export function inMemorySearchAdapterModule(gateway: SearchGateway): ContainerModule {
  return new ContainerModule((options) => {
    bindToken(options, T.SearchGateway).toConstantValue(gateway);
  });
}
