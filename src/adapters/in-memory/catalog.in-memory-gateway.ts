import {
  type CatalogFilter, type CatalogGateway, type CatalogItems, type CatalogKind, type CatalogListQuery, type CatalogPage,
  type ContentRefusal,
} from '../../core/content';
import { type Locale } from '../../core/shared/locale';
import { type Result, err, ok } from '../../core/shared/result';
import { type CatalogSeed, type StoredItem, seedCatalog } from './catalog.seed';

/** A CatalogGateway holding the content entities in memory (tests, offline demos); translations share a `group`. */
export class InMemoryCatalogGateway implements CatalogGateway {
  private readonly state: CatalogSeed;
  private failure: ContentRefusal | undefined;

  constructor(seed: CatalogSeed = seedCatalog()) {
    this.state = structuredClone(seed);
  }

  async list<K extends CatalogKind>(kind: K, query: CatalogListQuery): Promise<Result<CatalogPage<CatalogItems[K]>, ContentRefusal>> {
    if (this.failure) return err(this.failure);
    const page = query.page ?? 1;
    const take = query.take ?? 20;
    const found = this.stored(kind).filter((s) => s.active && s.item.locale === query.locale && matches(s.item, query.filter));
    return ok({
      items: found.slice((page - 1) * take, page * take).map((s) => this.withTranslations(kind, s)),
      total: found.length,
      page,
      take,
    });
  }

  async findBySlug<K extends CatalogKind>(kind: K, slug: string, locale: Locale): Promise<Result<CatalogItems[K] | null, ContentRefusal>> {
    if (this.failure) return err(this.failure);
    const found = this.stored(kind).find((s) => s.active && s.item.slug === slug && s.item.locale === locale);
    return ok(found ? this.withTranslations(kind, found) : null);
  }

  /** Adds (or replaces, by id and locale) an item of a kind. */
  put<K extends CatalogKind>(kind: K, stored: StoredItem<CatalogItems[K]>): void {
    const list = this.stored(kind);
    const index = list.findIndex((s) => s.item.id === stored.item.id);
    if (index >= 0) list.splice(index, 1);
    list.push(structuredClone(stored));
  }

  /** Makes every call answer with this failure until `recover()`. */
  failWith(failure: ContentRefusal): void {
    this.failure = failure;
  }

  recover(): void {
    this.failure = undefined;
  }

  private stored<K extends CatalogKind>(kind: K): StoredItem<CatalogItems[K]>[] {
    return this.state[kind] as unknown as StoredItem<CatalogItems[K]>[];
  }

  private withTranslations<K extends CatalogKind>(kind: K, stored: StoredItem<CatalogItems[K]>): CatalogItems[K] {
    const translations = this.stored(kind)
      .filter((s) => s.active && s.group === stored.group && s.item.id !== stored.item.id)
      .map((s) => ({ locale: s.item.locale, slug: s.item.slug }));
    return { ...structuredClone(stored.item), translations };
  }
}

function matches(item: CatalogItems[CatalogKind], filter: CatalogFilter = {}): boolean {
  const field = (name: string): unknown => (item as unknown as Record<string, unknown>)[name];
  if (filter.popular !== undefined && field('popular') !== filter.popular) return false;
  if (filter.destinationKind && field('kind') !== filter.destinationKind) return false;
  if (filter.ids && !filter.ids.includes(item.id)) return false;
  if (filter.companyCodes && !filter.companyCodes.includes(String(field('code') ?? field('companyCode')))) return false;
  if (filter.portCodes) {
    const ports = [field('portCode'), field('fromPortCode'), field('toPortCode')];
    if (!ports.some((p) => typeof p === 'string' && filter.portCodes?.includes(p))) return false;
  }
  return true;
}
