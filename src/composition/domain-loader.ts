import { type Container, type ContainerModule } from 'inversify';
import { type DomainLoader, type DomainName } from '../ui/shared/domain-loader';

export type DomainSources = Record<DomainName, () => Promise<readonly ContainerModule[]>>;

/** Loads each domain's container modules (fetched by `import()`) into the container once, on first request. */
export function createDomainLoader(container: Pick<Container, 'loadAsync'>, sources: DomainSources): DomainLoader {
  const loading = new Map<DomainName, Promise<void>>();
  const load = (name: DomainName): Promise<void> => {
    let pending = loading.get(name);
    if (!pending) {
      pending = sources[name]().then((modules) => container.loadAsync(...modules));
      // A failed chunk may succeed on the next try.
      pending.catch(() => loading.delete(name));
      loading.set(name, pending);
    }
    return pending;
  };
  return { require: async (...names) => { await Promise.all(names.map(load)); } };
}

/** Every domain fully bound, for containers that load all at once (tests, headless). */
export async function loadAllDomains(loader: DomainLoader): Promise<void> {
  await loader.require('search', 'booking', 'bookingDetails', 'auth', 'coupon', 'account', 'catalog', 'wallet');
}
