/**
 * Exports: `loadSitemapGroups(db, now)` → `SitemapGroup[]`, `sitemapXml(siteUrl, groups)`, `SitemapGroup`.
 * What the sitemap lists: every public screen in six languages, and every active content page, destination, route,
 * company, published post and current offer in each language it exists in. The language versions of one item (one
 * `originalId`; pages: one `translationKey`) form a group: each version is a `<url>` whose `xhtml:link` alternates
 * name all versions of its group and `x-default` (the Greek one).
 */
import { and, eq, gte, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type ContentKind, PUBLIC_SCREENS, contentPath, hreflangAlternates, pageUrl } from '../../../src/core/seo';
import { LOCALES, type Locale, isLocale } from '../../../src/core/shared/locale';
import type { Db } from '../../database/connect';
import { companies, destinations, languages, offers, pages, posts, routes } from '../../database/schema/index';

/** The language versions of one page of the site: locale-free paths by locale. */
export interface SitemapGroup {
  readonly paths: Partial<Record<Locale, string>>;
  /** When the item last changed, where the content records it. */
  readonly lastModified?: Date;
}

interface Version {
  readonly group: string;
  readonly languageCode: string;
  readonly slug: string;
  readonly lastModified?: Date | null;
}

type LocalizedTable = PgTable & { id: AnyPgColumn; originalId: AnyPgColumn; languageCode: AnyPgColumn; slug: AnyPgColumn; active: AnyPgColumn };

async function versionsOf(db: Db, table: LocalizedTable, where?: SQL): Promise<Version[]> {
  const rows = await db
    .select({ id: table.id, originalId: table.originalId, languageCode: table.languageCode, slug: table.slug })
    .from(table as PgTable)
    .where(and(eq(table.active, true), where));
  return rows.map((row) => ({
    group: String(row.originalId ?? row.id), languageCode: row.languageCode as string, slug: row.slug as string,
  }));
}

/** Groups language versions by item; only the given locales count. */
function grouped(kind: ContentKind, versions: readonly Version[], locales: ReadonlySet<string>): SitemapGroup[] {
  const groups = new Map<string, { paths: Partial<Record<Locale, string>>; lastModified?: Date }>();
  for (const version of versions) {
    if (!isLocale(version.languageCode) || !locales.has(version.languageCode)) continue;
    const group = groups.get(version.group) ?? { paths: {} };
    group.paths[version.languageCode] = contentPath(kind, version.slug);
    if (version.lastModified && (!group.lastModified || version.lastModified > group.lastModified)) group.lastModified = version.lastModified;
    groups.set(version.group, group);
  }
  return [...groups.values()];
}

/** Every page the sitemap lists, as groups of language versions (the locales active in `languages`). */
export async function loadSitemapGroups(db: Db, now: Date): Promise<SitemapGroup[]> {
  const active = await db.select({ code: languages.code }).from(languages).where(eq(languages.active, true));
  const locales = new Set(active.map((l) => l.code).filter((code) => isLocale(code)));
  const everyLocale = (path: string): SitemapGroup => ({
    paths: Object.fromEntries(LOCALES.filter((l) => locales.has(l)).map((l) => [l, path])),
  });

  const pageRows = await db
    .select({ group: pages.translationKey, languageCode: pages.languageCode, slug: pages.slug, lastModified: pages.updatedAt })
    .from(pages)
    // Protected pages (not `unprotected`) need a session: nothing a crawler can read.
    .where(and(eq(pages.active, true), eq(pages.unprotected, true)));
  const [destinationRows, routeRows, companyRows, postRows, offerRows] = await Promise.all([
    versionsOf(db, destinations),
    versionsOf(db, routes),
    versionsOf(db, companies),
    versionsOf(db, posts, or(isNull(posts.publishedAt), lte(posts.publishedAt, now))),
    versionsOf(db, offers, or(isNull(offers.validUntil), gte(offers.validUntil, now))),
  ]);
  return [
    ...PUBLIC_SCREENS.map(everyLocale),
    ...grouped('pages', pageRows, locales),
    ...grouped('destinations', destinationRows, locales),
    ...grouped('routes', routeRows, locales),
    ...grouped('companies', companyRows, locales),
    ...grouped('posts', postRows, locales),
    ...grouped('offers', offerRows, locales),
  ].filter((group) => Object.keys(group.paths).length > 0);
}

const escapeXml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string);

/** The sitemap document (sitemaps.org 0.9 with xhtml:link alternates, as search engines read hreflang). */
export function sitemapXml(siteUrl: string, groups: readonly SitemapGroup[]): string {
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const group of groups) {
    const alternates = hreflangAlternates(siteUrl, group.paths);
    const links = alternates.map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`).join('');
    const lastmod = group.lastModified ? `<lastmod>${group.lastModified.toISOString()}</lastmod>` : '';
    for (const locale of LOCALES) {
      const path = group.paths[locale];
      if (path === undefined) continue;
      out.push(`<url><loc>${escapeXml(pageUrl(siteUrl, locale, path))}</loc>${lastmod}${links}</url>`);
    }
  }
  out.push('</urlset>', '');
  return out.join('\n');
}
