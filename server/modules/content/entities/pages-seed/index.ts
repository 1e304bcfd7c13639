/**
 * Exports: `seedPages(db)`, `SEED_PAGES`. Seeds the section templates and the content pages the menus link to (about,
 * FAQ, how to book, changes and cancellations, terms, privacy) in all six languages with their localised slugs;
 * idempotent (a page whose language and slug exist is left as it is). Rich text is sanitised as it is stored.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '../../../../../src/core/shared/locale';
import type { Db } from '../../../../database/connect';
import { pageSections, pages, sectionItems, templates } from '../../../../database/schema/index';
import { sanitizeItemValue } from '../pages.sanitize';
import { PAGES_DE } from './de';
import { PAGES_EL } from './el';
import { PAGES_EN } from './en';
import { PAGES_ES } from './es';
import { PAGES_FR } from './fr';
import { PAGES_IT } from './it';
import { TEMPLATES, type SeedPage } from './types';

export const SEED_PAGES: Readonly<Record<Locale, readonly SeedPage[]>> = {
  el: PAGES_EL, en: PAGES_EN, de: PAGES_DE, it: PAGES_IT, fr: PAGES_FR, es: PAGES_ES,
};

export async function seedPages(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    // Several servers may start together on one PostgreSQL: one seeds, the others then find the rows.
    await tx.execute(sql`select pg_advisory_xact_lock(7420531003)`);
    await tx.insert(templates).values([...TEMPLATES]).onConflictDoNothing({ target: templates.name });
    const templateRows = await tx.select().from(templates).where(inArray(templates.component, TEMPLATES.map((t) => t.component)));
    const templateId = new Map(templateRows.map((t) => [t.component, t.id]));
    for (const [languageCode, list] of Object.entries(SEED_PAGES)) {
      for (const page of list) {
        const [existing] = await tx
          .select({ id: pages.id })
          .from(pages)
          .where(and(eq(pages.languageCode, languageCode), eq(pages.slug, page.slug)))
          .limit(1);
        if (existing) continue;
        const [row] = await tx
          .insert(pages)
          .values({
            translationKey: page.key, slug: page.slug, languageCode, title: page.title, metaTitle: page.metaTitle,
            metaDescription: page.metaDescription, metaKeywords: page.metaKeywords,
          })
          .returning({ id: pages.id });
        if (!row) throw new Error(`seed: page ${page.slug} (${languageCode}) was not created`);
        for (const [index, section] of page.sections.entries()) {
          const [sectionRow] = await tx
            .insert(pageSections)
            .values({ pageId: row.id, templateId: templateId.get(section.component) as number, position: index + 1 })
            .returning({ id: pageSections.id });
          if (!sectionRow) throw new Error(`seed: a section of ${page.slug} was not created`);
          await tx.insert(sectionItems).values(
            section.items.map(([key, value], position) => ({ sectionId: sectionRow.id, key, value: sanitizeItemValue(key, value), position: position + 1 })),
          );
        }
      }
    }
  });
}
