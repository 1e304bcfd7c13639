/**
 * Content tables: `languages`, `settings`, `menus` (a tree: a root row per menu and language, items below it).
 * Later content entities (pages, destinations, posts…) add their tables here or in a file of their own.
 * Column names are spelled out in snake_case; API field names are declared per entity in server/modules/content.
 */
import { bigint, boolean, index, integer, pgTable, serial, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const languages = pgTable('languages', {
  code: text('code').primaryKey(),
  /** The language's own name (Ελληνικά, Deutsch…). */
  name: text('name').notNull(),
  englishName: text('english_name').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  position: integer('position').notNull(),
  active: boolean('active').notNull().default(true),
});

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => menus.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** A locale-free path (`/destinations`) or an absolute URL; null for a root. */
    link: text('link'),
    languageCode: text('language_code')
      .notNull()
      .references(() => languages.code),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('menus_parent_idx').on(t.parentId), index('menus_name_language_idx').on(t.name, t.languageCode)],
);

/**
 * One row (id 1): a number every successful content write through any server instance raises (server/http/content-version.ts).
 * Each instance keeps its rendered pages and content reads while the number is the one it last saw; a new number
 * drops them. No row yet reads as version 0.
 */
export const contentVersion = pgTable('content_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
