import { type ContentRefusal } from '../ports/content-gateway.port';
import { type Locale } from '../../shared/locale';
import { type Result, err, ok } from '../../shared/result';
import { type CatalogItems, type CatalogKind, type CatalogListQuery, type CatalogPage } from '../domain/catalog';
import { type CatalogGateway } from '../ports/catalog-gateway.port';

export type LoadCatalogListError = { kind: 'CatalogUnavailable'; failure: ContentRefusal };
export type LoadCatalogItemError = { kind: 'NotFound' } | { kind: 'CatalogUnavailable'; failure: ContentRefusal };

/** The Content API's page sizes. */
export const MAX_TAKE = 100;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Loads one page of a kind's list (page from 1, 1 to 100 a page; out-of-range values are clamped); fails with `CatalogUnavailable`. */
export class LoadCatalogList {
  constructor(private readonly deps: { catalog: Pick<CatalogGateway, 'list'> }) {}

  async execute<K extends CatalogKind>(kind: K, query: CatalogListQuery): Promise<Result<CatalogPage<CatalogItems[K]>, LoadCatalogListError>> {
    const page = Number.isInteger(query.page) && (query.page ?? 1) >= 1 ? (query.page ?? 1) : 1;
    const take = Math.min(MAX_TAKE, Math.max(1, Math.floor(query.take ?? 20)));
    const answer = await this.deps.catalog.list(kind, { ...query, page, take });
    return answer.ok ? ok(answer.value) : err({ kind: 'CatalogUnavailable', failure: answer.error });
  }
}

/** Loads the active item of a kind by its slug in a locale; fails with `NotFound` (also for a malformed slug) or `CatalogUnavailable`. */
export class LoadCatalogItem {
  constructor(private readonly deps: { catalog: Pick<CatalogGateway, 'findBySlug'> }) {}

  async execute<K extends CatalogKind>(kind: K, input: { slug: string; locale: Locale }): Promise<Result<CatalogItems[K], LoadCatalogItemError>> {
    if (input.slug.length > 120 || !SLUG.test(input.slug)) return err({ kind: 'NotFound' });
    const answer = await this.deps.catalog.findBySlug(kind, input.slug, input.locale);
    if (!answer.ok) return answer.error.kind === 'NotFound' ? err({ kind: 'NotFound' }) : err({ kind: 'CatalogUnavailable', failure: answer.error });
    return answer.value ? ok(answer.value) : err({ kind: 'NotFound' });
  }
}
