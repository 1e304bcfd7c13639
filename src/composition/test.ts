import { Container, type ContainerModule } from 'inversify';
import { InMemoryCatalogGateway } from '../adapters/in-memory/catalog.in-memory-gateway';
import { InMemoryContentGateway } from '../adapters/in-memory/content.in-memory-gateway';
import { MemoryLogger } from '../adapters/logging/memory.logger';
import { MemoryStore } from '../adapters/storage/memory.store';
import { type Locale } from '../core/shared/locale';
import { type DomainName } from '../ui/shared/domain-loader';
import { createDomainLoader } from './domain-loader';
import { TOKENS, bindToken } from './tokens';
import { bookingDetailsUiModule } from './modules/booking-details-ui.module';
import { catalogModule, catalogUiModule, inMemoryCatalogAdapterModule } from './modules/catalog.module';
import { contentModule, inMemoryContentAdapterModule } from './modules/content.module';
import { testPlatformModule } from './modules/platform.module';
import { uiModule } from './modules/ui.module';
import { inMemoryWalletAdapterModule, walletModule } from './modules/wallet.module';
import { InMemoryTicketWalletStore } from '../adapters/in-memory/ticket-wallet.in-memory';

export interface TestContainerOptions {
  locale?: Locale;
  nowIso?: string;
  content?: InMemoryContentGateway;
  /** The content entities (destinations, routes, …) the `catalog` domain serves unless `domains.catalog` is given. */
  catalog?: InMemoryCatalogGateway;
  /** The device's saved tickets (the `wallet` domain) unless `domains.wallet` is given. */
  wallet?: InMemoryTicketWalletStore;
  /** More modules (another domain's in-memory adapters and use cases), loaded at once. */
  modules?: ContainerModule[];
  /** Modules a screen loads on demand through `uiTokens.Domains` (as the browser fetches them). */
  domains?: Partial<Record<DomainName, ContainerModule[]>>;
}

const DOMAINS: DomainName[] = ['search', 'booking', 'bookingDetails', 'auth', 'coupon', 'account', 'catalog', 'wallet'];

/** A container over in-memory adapters, with handles on them so a test can arrange state and read effects. */
export function createTestContainer(opts: TestContainerOptions = {}) {
  const content = opts.content ?? new InMemoryContentGateway();
  const catalog = opts.catalog ?? new InMemoryCatalogGateway();
  const wallet = opts.wallet ?? new InMemoryTicketWalletStore();
  const domains = {
    catalog: [inMemoryCatalogAdapterModule(catalog), catalogModule, catalogUiModule],
    wallet: [inMemoryWalletAdapterModule(wallet), walletModule],
    // Step 3's view model, over whatever booking modules the test loads (as the browser fetches it when step 3 is near).
    bookingDetails: [bookingDetailsUiModule],
    ...opts.domains,
  };
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
  const requested: DomainName[] = [];
  const sources = Object.fromEntries(DOMAINS.map((name) => [name, async () => {
    requested.push(name);
    return domains[name] ?? [];
  }])) as Record<DomainName, () => Promise<ContainerModule[]>>;
  bindToken(container, TOKENS.Domains).toConstantValue(createDomainLoader(container, sources));
  return { container, content, catalog, wallet, store, logger, requestedDomains: requested };
}
