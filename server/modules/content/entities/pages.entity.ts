/**
 * Exports: `pagesEntity`, `templatesEntity`, `sectionsEntity`, `sectionItemsEntity`, `isActivePageSlug(db, lang, slug)`
 * (true, false, or 'protected' for an active page only a logged-in user reads).
 * - `GET /api/pages`: `{ id, translationKey, slug, languageCode, active, title, metaTitle, metaDescription,
 *   metaKeywords, guestOnly, unprotected, mainImageId, ogImageId }`. The page lookup of SPEC.md section 7 is
 *   `where={"slug":…,"languageCode":…,"active":true}&include={"sections":true,"translations":true}`:
 *   `sections` = `[{ id, position, template: { id, name, component }, items: [{ id, key, value, position,
 *   destinationId, companyId, postId }] }]` ordered by position; `translations` = `[{ languageCode, slug }]` of the
 *   other active versions with the same translationKey.
 * - `GET /api/templates`, `GET /api/sections` (`{ id, pageId, templateId, position }`), `GET /api/sectionItems`.
 *   Writes of `sectionItems` sanitise rich-text values (pages.sanitize.ts).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../database/connect';
import { pageSections, pages, sectionItems, templates } from '../../../database/schema/index';
import { defineEntity, type Row, type Viewer } from '../entity';

/**
 * Protected pages (SPEC.md section 2: a page not marked `unprotected`) are read only by a logged-in user or the
 * administrator. To anyone else the Content API answers as if the page did not exist (lists leave the page, its
 * sections and items out; a get is 404), the way a private repository answers 404: neither its content nor its
 * existence is disclosed. Guest-only pages are not secret (a login form): the web app sends a logged-in user on.
 */
const guestsSeePublicPagesOnly = (viewer: Viewer) => (viewer === 'guest' ? eq(pages.unprotected, true) : undefined);
const publicPageIds = sql`(select ${pages.id} from ${pages} where ${pages.unprotected})`;
const publicSectionIds = sql`(select ${pageSections.id} from ${pageSections} inner join ${pages} on ${pages.id} = ${pageSections.pageId} where ${pages.unprotected})`;
import { sanitizeItemValue } from './pages.sanitize';
import { loadPageReferences } from './pages.references';

async function loadSections(db: Db, rows: Row[]): Promise<void> {
  const ids = rows.map((row) => row.id as number);
  const sections = ids.length
    ? await db
        .select({
          id: pageSections.id, pageId: pageSections.pageId, position: pageSections.position,
          templateId: templates.id, templateName: templates.name, component: templates.component,
        })
        .from(pageSections)
        .innerJoin(templates, eq(templates.id, pageSections.templateId))
        .where(inArray(pageSections.pageId, ids))
        .orderBy(asc(pageSections.position), asc(pageSections.id))
    : [];
  const sectionIds = sections.map((s) => s.id);
  const items = sectionIds.length
    ? await db
        .select({
          id: sectionItems.id, sectionId: sectionItems.sectionId, key: sectionItems.key, value: sectionItems.value,
          position: sectionItems.position, destinationId: sectionItems.destinationId, companyId: sectionItems.companyId,
          postId: sectionItems.postId,
        })
        .from(sectionItems)
        .where(inArray(sectionItems.sectionId, sectionIds))
        .orderBy(asc(sectionItems.position), asc(sectionItems.id))
    : [];
  for (const row of rows) {
    row.sections = sections
      .filter((s) => s.pageId === row.id)
      .map((s) => ({
        id: s.id,
        position: s.position,
        template: { id: s.templateId, name: s.templateName, component: s.component },
        items: items.filter((item) => item.sectionId === s.id).map(({ sectionId: _sectionId, ...item }) => item),
      }));
  }
}

async function loadTranslations(db: Db, rows: Row[]): Promise<void> {
  const ids = rows.map((row) => row.id as number);
  const own = ids.length
    ? await db.select({ id: pages.id, key: pages.translationKey, unprotected: pages.unprotected }).from(pages).where(inArray(pages.id, ids))
    : [];
  const keys = [...new Set(own.map((p) => p.key))];
  const versions = keys.length
    ? await db
        .select({ id: pages.id, key: pages.translationKey, languageCode: pages.languageCode, slug: pages.slug, unprotected: pages.unprotected })
        .from(pages)
        .where(and(inArray(pages.translationKey, keys), eq(pages.active, true)))
        .orderBy(asc(pages.languageCode))
    : [];
  for (const row of rows) {
    const page = own.find((p) => p.id === row.id);
    // A public page (read by anyone) names only public versions: a protected version's slug is not given away.
    row.translations = versions
      .filter((v) => v.key === page?.key && v.id !== row.id && (v.unprotected || !page.unprotected))
      .map(({ languageCode, slug }) => ({ languageCode, slug }));
  }
}

export const pagesEntity = defineEntity({
  name: 'pages',
  table: pages,
  idField: 'id',
  fields: {
    id: pages.id,
    translationKey: pages.translationKey,
    slug: pages.slug,
    languageCode: pages.languageCode,
    active: pages.active,
    title: pages.title,
    metaTitle: pages.metaTitle,
    metaDescription: pages.metaDescription,
    metaKeywords: pages.metaKeywords,
    guestOnly: pages.guestOnly,
    unprotected: pages.unprotected,
    mainImageId: pages.mainImageId,
    ogImageId: pages.ogImageId,
  },
  defaultOrderBy: [['id', 'asc']],
  languageField: 'languageCode',
  viewerWhere: guestsSeePublicPagesOnly,
  includes: {
    sections: ({ db }, rows) => loadSections(db, rows),
    translations: ({ db }, rows) => loadTranslations(db, rows),
    // Content entities (pages.references.ts): the destinations, companies and posts the items point at, in bulk.
    references: ({ db }, rows) => loadPageReferences(db, rows),
  },
});

export const templatesEntity = defineEntity({
  name: 'templates',
  table: templates,
  idField: 'id',
  fields: { id: templates.id, name: templates.name, component: templates.component },
  defaultOrderBy: [['name', 'asc']],
});

export const sectionsEntity = defineEntity({
  name: 'sections',
  table: pageSections,
  idField: 'id',
  fields: { id: pageSections.id, pageId: pageSections.pageId, templateId: pageSections.templateId, position: pageSections.position },
  defaultOrderBy: [['pageId', 'asc'], ['position', 'asc']],
  viewerWhere: (viewer) => (viewer === 'guest' ? sql`${pageSections.pageId} in ${publicPageIds}` : undefined),
});

export const sectionItemsEntity = defineEntity({
  name: 'sectionItems',
  table: sectionItems,
  idField: 'id',
  fields: {
    id: sectionItems.id,
    sectionId: sectionItems.sectionId,
    key: sectionItems.key,
    value: sectionItems.value,
    position: sectionItems.position,
    destinationId: sectionItems.destinationId,
    companyId: sectionItems.companyId,
    postId: sectionItems.postId,
  },
  defaultOrderBy: [['sectionId', 'asc'], ['position', 'asc']],
  viewerWhere: (viewer) => (viewer === 'guest' ? sql`${sectionItems.sectionId} in ${publicSectionIds}` : undefined),
  // Rich text is sanitised whatever changes: the value, or the key (turning a stored plain value into rich text).
  async prepareWrite({ db, id }, values) {
    if (values.key === undefined && values.value === undefined) return values;
    const [stored] = id === undefined
      ? []
      : await db.select({ key: sectionItems.key, value: sectionItems.value }).from(sectionItems).where(eq(sectionItems.id, id as number)).limit(1);
    const key = (values.key ?? stored?.key) as string | undefined;
    const value = (values.value ?? stored?.value) as string | undefined;
    if (key === undefined || value === undefined) return values;
    return { ...values, value: sanitizeItemValue(key, value) };
  },
});

/** Whether `slug` is an active page of the language: one lookup on the (language, slug) unique index. */
export async function isActivePageSlug(db: Db, languageCode: string, slug: string): Promise<boolean | 'protected'> {
  const [row] = await db
    .select({ id: pages.id, unprotected: pages.unprotected })
    .from(pages)
    .where(and(eq(pages.languageCode, languageCode), eq(pages.slug, slug), eq(pages.active, true)))
    .limit(1);
  return row === undefined ? false : row.unprotected ? true : 'protected';
}
