import { ContainerModule } from 'inversify';
import { HttpContentGateway } from '../../adapters/http/content.http-gateway';
import { type InMemoryContentGateway } from '../../adapters/in-memory/content.in-memory-gateway';
import { LoadLanguages } from '../../core/content/use-cases/load-languages.use-case';
import { LoadMenu } from '../../core/content/use-cases/load-menu.use-case';
import { LoadPage } from '../../core/content/use-cases/load-page.use-case';
import { LoadSettings } from '../../core/content/use-cases/load-settings.use-case';
import { TOKENS, bindToken, from } from '../tokens';

/** The content use cases, over whichever ContentGateway the container binds. */
export const contentModule = new ContainerModule((options) => {
  bindToken(options, TOKENS.LoadMenu).toDynamicValue((ctx) => new LoadMenu({ content: from(ctx)(TOKENS.ContentGateway) })).inSingletonScope();
  bindToken(options, TOKENS.LoadSettings).toDynamicValue((ctx) => new LoadSettings({ content: from(ctx)(TOKENS.ContentGateway) })).inSingletonScope();
  bindToken(options, TOKENS.LoadLanguages).toDynamicValue((ctx) => new LoadLanguages({ content: from(ctx)(TOKENS.ContentGateway) })).inSingletonScope();
  bindToken(options, TOKENS.LoadPage).toDynamicValue((ctx) => new LoadPage({ content: from(ctx)(TOKENS.ContentGateway) })).inSingletonScope();
});

/** The ContentGateway over the shop server's Content API. */
export const httpContentAdapterModule = new ContainerModule((options) => {
  bindToken(options, TOKENS.ContentGateway)
    .toDynamicValue((ctx) => new HttpContentGateway(from(ctx)(TOKENS.HttpClient)))
    .inSingletonScope();
});

/** The ContentGateway held in memory (tests, offline demos): the given instance, so a test can change its state. */
export function inMemoryContentAdapterModule(gateway: InMemoryContentGateway): ContainerModule {
  return new ContainerModule((options) => {
    bindToken(options, TOKENS.ContentGateway).toConstantValue(gateway);
  });
}
