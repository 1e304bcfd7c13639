import { Container, type ContainerModule } from 'inversify';
import { InMemoryContentGateway } from '../adapters/in-memory/content.in-memory-gateway';
import { MemoryLogger } from '../adapters/logging/memory.logger';
import { MemoryStore } from '../adapters/storage/memory.store';
import { type Locale } from '../core/shared/locale';
import { contentModule, inMemoryContentAdapterModule } from './modules/content.module';
import { testPlatformModule } from './modules/platform.module';
import { uiModule } from './modules/ui.module';

export interface TestContainerOptions {
  locale?: Locale;
  nowIso?: string;
  content?: InMemoryContentGateway;
  /** More modules (another domain's in-memory adapters and use cases). */
  modules?: ContainerModule[];
}

/** A container over in-memory adapters, with handles on them so a test can arrange state and read effects. */
export function createTestContainer(opts: TestContainerOptions = {}) {
  const content = opts.content ?? new InMemoryContentGateway();
  const store = new MemoryStore();
  const logger = new MemoryLogger();
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    testPlatformModule({ locale: opts.locale, nowIso: opts.nowIso, store, logger }),
    inMemoryContentAdapterModule(content),
    contentModule,
    ...(opts.modules ?? []),
    uiModule,
  );
  return { container, content, store, logger };
}
