import { Container, type ContainerModule } from 'inversify';
import { type Locale } from '../core/shared/locale';
import { contentModule, httpContentAdapterModule } from './modules/content.module';
import { browserPlatformModule } from './modules/platform.module';
import { uiModule } from './modules/ui.module';

export interface BrowserContainerOptions {
  baseUrl?: string;
  locale: () => Locale;
}

/**
 * The domain modules of the browser app, each bound over HTTP. A domain adds its module(s) to this list;
 * the platform module (HTTP, session storage, remote logger, clock) and the UI module are added around it.
 */
export const browserDomainModules: readonly ContainerModule[] = [
  httpContentAdapterModule,
  contentModule,
];

/** The container of the web app in the browser: HTTP adapters, session storage, remote logger. */
export function createBrowserContainer(opts: BrowserContainerOptions): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    browserPlatformModule({ baseUrl: opts.baseUrl ?? '/', locale: opts.locale }),
    ...browserDomainModules,
    uiModule,
  );
  return container;
}
