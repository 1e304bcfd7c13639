import {
  type CatalogFilter, type CatalogGateway, type CatalogItems, type CatalogKind, type CatalogListQuery, type CatalogPage,
  type ContentImage, type ContentRefusal,
} from '../../core/content';
import { type Locale, isLocale } from '../../core/shared/locale';
import { type Result, err, ok } from '../../core/shared/result';
import { contentRefusalOf } from './content.mappers';
import { type HttpClient } from './http-client';

type Row = Record<string, unknown>;
interface ListAnswer { data?: Row[]; total?: number; page?: number; take?: number }

/** The fields a list card needs (descriptions and bodies stay on the server until a detail is opened). */
const LIST_FIELDS: Record<CatalogKind, string> = {
  destinations: 'id,slug,languageCode,name,excerpt,portCode,kind,popular,metaTitle,metaDescription,metaKeywords',
  routes: 'id,slug,languageCode,name,excerpt,fromPortCode,toPortCode,popular,durationMinutes,distanceMiles,metaTitle,metaDescription,metaKeywords',
  companies: 'id,slug,languageCode,name,excerpt,code,country,founded,metaTitle,metaDescription,metaKeywords',
  posts: 'id,slug,languageCode,title,excerpt,author,tags,publishedAt,metaTitle,metaDescription,metaKeywords',
  offers: 'id,slug,languageCode,title,excerpt,companyCode,discountPercent,validFrom,validUntil,metaTitle,metaDescription,metaKeywords',
};

const DETAIL_INCLUDES: Record<CatalogKind, Record<string, true>> = {
  destinations: { images: true, translations: true, relatedDestinations: true, relatedRoutes: true },
  routes: { images: true, translations: true },
  companies: { images: true, translations: true },
  posts: { images: true, translations: true, category: true },
  offers: { images: true, translations: true },
};

/** The CatalogGateway over the shop server's Content API (`/api/destinations`, `/api/routes`, …). */
export class HttpCatalogGateway implements CatalogGateway {
  constructor(private readonly http: Pick<HttpClient, 'get'>) {}

  async list<K extends CatalogKind>(kind: K, query: CatalogListQuery): Promise<Result<CatalogPage<CatalogItems[K]>, ContentRefusal>> {
    const answer = await this.http.get<ListAnswer>(`/api/${kind}`, {
      query: {
        lang: query.locale,
        where: JSON.stringify(whereOf(kind, query.filter)),
        select: LIST_FIELDS[kind],
        include: JSON.stringify({ images: true }),
        page: query.page ?? 1,
        take: query.take ?? 20,
      },
    });
    if (!answer.ok) return err(contentRefusalOf(answer.error));
    const rows = answer.value.data ?? [];
    return ok({
      items: rows.map((row) => toItem(kind, row, query.locale)),
      total: answer.value.total ?? rows.length,
      page: answer.value.page ?? query.page ?? 1,
      take: answer.value.take ?? query.take ?? 20,
    });
  }

  async findBySlug<K extends CatalogKind>(kind: K, slug: string, locale: Locale): Promise<Result<CatalogItems[K] | null, ContentRefusal>> {
    const answer = await this.http.get<ListAnswer>(`/api/${kind}`, {
      query: {
        lang: locale,
        where: JSON.stringify({ slug, active: true }),
        include: JSON.stringify(DETAIL_INCLUDES[kind]),
        take: 1,
      },
    });
    if (!answer.ok) return err(contentRefusalOf(answer.error));
    const row = answer.value.data?.[0];
    return ok(row ? toItem(kind, row, locale) : null);
  }
}

function whereOf(kind: CatalogKind, filter: CatalogFilter = {}): Row {
  const where: Row = { active: true };
  if (filter.popular !== undefined) where.popular = filter.popular;
  if (filter.destinationKind) where.kind = filter.destinationKind;
  if (filter.ids) where.id = { in: [...filter.ids] };
  if (filter.companyCodes) where[kind === 'offers' ? 'companyCode' : 'code'] = { in: [...filter.companyCodes] };
  if (filter.portCodes) {
    const ports = { in: [...filter.portCodes] };
    if (kind === 'routes') where.OR = [{ fromPortCode: ports }, { toPortCode: ports }];
    else where.portCode = ports;
  }
  return where;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const numberOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function image(images: unknown, field: string, alt: string): ContentImage | null {
  const found = (images as Record<string, { url?: string; width?: number | null; height?: number | null } | null> | undefined)?.[field];
  if (!found?.url || !found.width || !found.height) return null;
  return { url: found.url, width: found.width, height: found.height, alt };
}

function toItem<K extends CatalogKind>(kind: K, row: Row, locale: Locale): CatalogItems[K] {
  const name = text(row.name ?? row.title);
  const translations = Array.isArray(row.translations)
    ? (row.translations as Row[]).flatMap((t) => (isLocale(t.languageCode) ? [{ locale: t.languageCode, slug: text(t.slug) }] : []))
    : [];
  const base = {
    id: Number(row.id),
    slug: text(row.slug),
    locale: isLocale(row.languageCode) ? row.languageCode : locale,
    name,
    excerpt: text(row.excerpt),
    metaTitle: textOrNull(row.metaTitle),
    metaDescription: textOrNull(row.metaDescription),
    metaKeywords: textOrNull(row.metaKeywords),
    ogImage: image(row.images, 'ogImage', name),
    translations,
  };
  const items: { [P in CatalogKind]: () => CatalogItems[P] } = {
    destinations: () => ({
      ...base,
      portCode: text(row.portCode),
      kind: row.kind === 'international' ? 'international' : 'domestic',
      popular: row.popular === true,
      descriptionHtml: text(row.description),
      largeImage: image(row.images, 'largeImage', name),
      smallImage: image(row.images, 'smallImage', name),
      relatedDestinations: ((row.relatedDestinations ?? []) as Row[]).map((d) => ({
        id: Number(d.id), slug: text(d.slug), name: text(d.name), portCode: text(d.portCode),
      })),
      relatedRoutes: ((row.relatedRoutes ?? []) as Row[]).map((r) => ({
        id: Number(r.id), slug: text(r.slug), name: text(r.name), fromPortCode: text(r.fromPortCode), toPortCode: text(r.toPortCode),
      })),
    }),
    routes: () => ({
      ...base,
      fromPortCode: text(row.fromPortCode),
      toPortCode: text(row.toPortCode),
      popular: row.popular === true,
      durationMinutes: numberOrNull(row.durationMinutes),
      distanceMiles: numberOrNull(row.distanceMiles),
      descriptionHtml: text(row.description),
      largeImage: image(row.images, 'largeImage', name),
      smallImage: image(row.images, 'smallImage', name),
    }),
    companies: () => ({
      ...base,
      code: text(row.code),
      country: text(row.country),
      founded: numberOrNull(row.founded),
      descriptionHtml: text(row.description),
      logo: image(row.images, 'logo', name),
    }),
    posts: () => ({
      ...base,
      bodyHtml: text(row.body),
      author: text(row.author),
      tags: text(row.tags).split(',').map((t) => t.trim()).filter(Boolean),
      publishedAt: text(row.publishedAt),
      category: row.category && typeof row.category === 'object'
        ? { slug: text((row.category as Row).slug), name: text((row.category as Row).name) }
        : null,
      mainImage: image(row.images, 'mainImage', name),
    }),
    offers: () => ({
      ...base,
      bodyHtml: text(row.body),
      companyCode: textOrNull(row.companyCode),
      discountPercent: numberOrNull(row.discountPercent) ?? 0,
      validFrom: textOrNull(row.validFrom),
      validUntil: textOrNull(row.validUntil),
      image: image(row.images, 'image', name),
    }),
  };
  return items[kind]();
}
