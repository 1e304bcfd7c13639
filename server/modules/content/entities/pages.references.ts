/**
 * Exports: `loadPageReferences`. `GET /api/pages?include={"references":true}` adds `references: { destinations,
 * companies, posts }` to each page: the rows its section items point at (`destinationId`, `companyId`, `postId`),
 * with the fields a section shows. One query finds the ids of every page's items, then one query per kind loads them
 * all, however many items and pages there are.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../database/connect';
import { companies, destinations, pageSections, posts, sectionItems } from '../../../database/schema/index';
import type { Row } from '../entity';

const ids = (values: (number | null)[]): number[] => [...new Set(values.filter((v): v is number => v !== null))];

export async function loadPageReferences(db: Db, rows: Row[]): Promise<void> {
  const pageIds = rows.map((row) => row.id as number);
  const items = pageIds.length
    ? await db
        .select({ pageId: pageSections.pageId, destinationId: sectionItems.destinationId, companyId: sectionItems.companyId, postId: sectionItems.postId })
        .from(sectionItems)
        .innerJoin(pageSections, eq(pageSections.id, sectionItems.sectionId))
        .where(inArray(pageSections.pageId, pageIds))
    : [];
  const destinationIds = ids(items.map((i) => i.destinationId));
  const companyIds = ids(items.map((i) => i.companyId));
  const postIds = ids(items.map((i) => i.postId));
  const [destinationRows, companyRows, postRows] = await Promise.all([
    destinationIds.length
      ? db
          .select({
            id: destinations.id, slug: destinations.slug, name: destinations.name, portCode: destinations.portCode, kind: destinations.kind,
            popular: destinations.popular, excerpt: destinations.excerpt, smallImageId: destinations.smallImageId, largeImageId: destinations.largeImageId,
          })
          .from(destinations)
          .where(inArray(destinations.id, destinationIds))
      : [],
    companyIds.length
      ? db
          .select({ id: companies.id, slug: companies.slug, code: companies.code, name: companies.name, excerpt: companies.excerpt, logoId: companies.logoId })
          .from(companies)
          .where(inArray(companies.id, companyIds))
      : [],
    postIds.length
      ? db
          .select({ id: posts.id, slug: posts.slug, title: posts.title, excerpt: posts.excerpt, publishedAt: posts.publishedAt, mainImageId: posts.mainImageId })
          .from(posts)
          .where(inArray(posts.id, postIds))
      : [],
  ]);
  for (const row of rows) {
    const own = items.filter((i) => i.pageId === row.id);
    const pick = <T extends { id: number }>(found: T[], field: 'destinationId' | 'companyId' | 'postId'): T[] => {
      const wanted = new Set(own.map((i) => i[field]));
      return found.filter((r) => wanted.has(r.id));
    };
    row.references = {
      destinations: pick(destinationRows, 'destinationId'),
      companies: pick(companyRows, 'companyId'),
      posts: pick(postRows, 'postId'),
    };
  }
}
