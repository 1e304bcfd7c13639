/**
 * Content pages (SPEC.md section 3): `pages` (one row per language version; the versions of one page share a
 * `translation_key`), `templates` (a section's template names the UI component that draws it), `page_sections`
 * (ordered per page) and `section_items` (ordered key/value items; may reference a destination, company or post id,
 * whose tables come later, so no foreign keys yet). File ids (main/og image) are plain nullable ids for the same reason.
 */
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { languages } from './content';

export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    translationKey: text('translation_key').notNull(),
    slug: text('slug').notNull(),
    languageCode: text('language_code')
      .notNull()
      .references(() => languages.code),
    active: boolean('active').notNull().default(true),
    title: text('title').notNull(),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    metaKeywords: text('meta_keywords'),
    guestOnly: boolean('guest_only').notNull().default(false),
    unprotected: boolean('unprotected').notNull().default(true),
    mainImageId: integer('main_image_id'),
    ogImageId: integer('og_image_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // The page lookup (slug + language) and the server's 404 check both use this index.
    uniqueIndex('pages_language_slug_idx').on(t.languageCode, t.slug),
    index('pages_translation_key_idx').on(t.translationKey),
  ],
);

export const templates = pgTable('templates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** The web app's section component (`RichText`, `Faq`, `ContactCard`). */
  component: text('component').notNull(),
});

export const pageSections = pgTable(
  'page_sections',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    templateId: integer('template_id')
      .notNull()
      .references(() => templates.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('page_sections_page_idx').on(t.pageId, t.position)],
);

export const sectionItems = pgTable(
  'section_items',
  {
    id: serial('id').primaryKey(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => pageSections.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Plain text, or sanitised HTML when the key is a rich-text key (src/core/content `isRichTextKey`). */
    value: text('value').notNull().default(''),
    position: integer('position').notNull().default(0),
    destinationId: integer('destination_id'),
    companyId: integer('company_id'),
    postId: integer('post_id'),
  },
  (t) => [index('section_items_section_idx').on(t.sectionId, t.position)],
);
