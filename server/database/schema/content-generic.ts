/**
 * The generic content resources of SPEC.md section 3 that had no table yet (issue 19; served by
 * server/modules/content/entities/generic.entity.ts): authors, tags, galleries and their images, lists and their
 * items, resources (documents a page links to, such as the competition-rules PDFs) and applications (the API's client
 * applications, administrator only). Language versions of one item share `original_id`, as in content-entities.ts.
 */
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { languages } from './content';
import { files } from './content-entities';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const language = () => text('language_code').notNull().references(() => languages.code);

/** Who writes the blog: a person is the same in every language (the bio is plain text). */
export const authors = pgTable('authors', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  bio: text('bio').notNull().default(''),
  imageId: integer('image_id').references(() => files.id, { onDelete: 'set null' }),
  active: boolean('active').notNull().default(true),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    originalId: integer('original_id'),
    languageCode: language(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tags_language_slug_idx').on(t.languageCode, t.slug)],
);

export const galleries = pgTable(
  'galleries',
  {
    id: serial('id').primaryKey(),
    originalId: integer('original_id'),
    languageCode: language(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('galleries_language_slug_idx').on(t.languageCode, t.slug)],
);

export const galleryImages = pgTable(
  'gallery_images',
  {
    id: serial('id').primaryKey(),
    galleryId: integer('gallery_id').notNull().references(() => galleries.id, { onDelete: 'cascade' }),
    fileId: integer('file_id').notNull().references(() => files.id, { onDelete: 'cascade' }),
    caption: text('caption'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('gallery_images_gallery_idx').on(t.galleryId, t.position)],
);

/** A named list of label/value items (e.g. "What to bring on board"), per language. */
export const lists = pgTable(
  'lists',
  {
    id: serial('id').primaryKey(),
    originalId: integer('original_id'),
    languageCode: language(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lists_language_name_idx').on(t.languageCode, t.name)],
);

export const listItems = pgTable(
  'list_items',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id').notNull().references(() => lists.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    value: text('value').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('list_items_list_idx').on(t.listId, t.position)],
);

/** A document a page links to: a stored file (`fileId`) or a path of the site (`url`, e.g. /files/…pdf). */
export const resources = pgTable(
  'resources',
  {
    id: serial('id').primaryKey(),
    originalId: integer('original_id'),
    languageCode: language(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    url: text('url'),
    fileId: integer('file_id').references(() => files.id, { onDelete: 'set null' }),
    mimeType: text('mime_type'),
    active: boolean('active').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('resources_language_slug_idx').on(t.languageCode, t.slug)],
);

/** The API's client applications (GET /api/applications, administrator only). */
export const applications = pgTable('applications', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  createdAt: ts('created_at').notNull().defaultNow(),
});
