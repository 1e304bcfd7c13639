/**
 * Content entities of SPEC.md section 3 (server/modules/content/entities/destinations*, routes*, companies*, posts*,
 * offers*, categories*, files*). Every language version is a row of its own; the six versions of one item share
 * `original_id` (the id of the Greek version, which points at itself). Slugs are unique per language. Rich text
 * (`description`, `body`) is stored sanitised. Image columns hold ids of `files` rows.
 */
import { boolean, customType, index, integer, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { languages } from './content';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
const language = () => text('language_code').notNull().references(() => languages.code);
const meta = () => ({ metaTitle: text('meta_title'), metaDescription: text('meta_description'), metaKeywords: text('meta_keywords') });

/** Uploaded or seeded files; `data` is the content, width/height are known for images. */
export const files = pgTable('files', {
  id: serial('id').primaryKey(),
  originalName: text('original_name').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull().default(0),
  width: integer('width'),
  height: integer('height'),
  alt: text('alt'),
  /** Seeded files carry a stable key so seeding again finds them. */
  seedKey: text('seed_key').unique(),
  data: bytea('data'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const destinations = pgTable(
  'destinations',
  {
    id: serial('id').primaryKey(),
    originalId: integer('original_id'),
    languageCode: language(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    portCode: text('port_code').notNull(),
    kind: text('kind').notNull().default('domestic'),
    popular: boolean('popular').notNull().default(false),
    active: boolean('active').notNull().default(true),
    excerpt: text('excerpt'),
    description: text('description').notNull().default(''),
    latitude: text('latitude'),
    longitude: text('longitude'),
    largeImageId: integer('large_image_id').references(() => files.id, { onDelete: 'set null' }),
    smallImageId: integer('small_image_id').references(() => files.id, { onDelete: 'set null' }),
    ogImageId: integer('og_image_id').references(() => files.id, { onDelete: 'set null' }),
    ...meta(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('destinations_language_slug_idx').on(t.languageCode, t.slug),
    index('destinations_original_idx').on(t.originalId),
    index('destinations_port_idx').on(t.portCode),
  ],
);

export const routes = pgTable(
  'routes',
  {
    id: serial('id').primaryKey(),
    originalId: integer('original_id'),
    languageCode: language(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    fromPortCode: text('from_port_code').notNull(),
    toPortCode: text('to_port_code').notNull(),
    popular: boolean('popular').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** Shortest crossing of the network in minutes and the distance in nautical miles (facts shown on the page). */
    durationMinutes: integer('duration_minutes'),
    distanceMiles: integer('distance_miles'),
    excerpt: text('excerpt'),
    description: text('description').notNull().default(''),
    largeImageId: integer('large_image_id').references(() => files.id, { onDelete: 'set null' }),
    smallImageId: integer('small_image_id').references(() => files.id, { onDelete: 'set null' }),
    ogImageId: integer('og_image_id').references(() => files.id, { onDelete: 'set null' }),
    ...meta(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('routes_language_slug_idx').on(t.languageCode, t.slug),
    index('routes_original_idx').on(t.originalId),
    index('routes_ports_idx').on(t.fromPortCode, t.toPortCode),
  ],
);

export const destinationRelatedDestinations = pgTable(
  'destination_related_destinations',
  {
    id: serial('id').primaryKey(),
    destinationId: integer('destination_id').notNull().references(() => destinations.id, { onDelete: 'cascade' }),
    relatedId: integer('related_id').notNull().references(() => destinations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('destination_related_destinations_pair_idx').on(t.destinationId, t.relatedId)],
);

export const destinationRelatedRoutes = pgTable(
  'destination_related_routes',
  {
    id: serial('id').primaryKey(),
    destinationId: integer('destination_id').notNull().references(() => destinations.id, { onDelete: 'cascade' }),
    routeId: integer('route_id').notNull().references(() => routes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('destination_related_routes_pair_idx').on(t.destinationId, t.routeId)],
);

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    originalId: integer('original_id'),
    languageCode: language(),
    slug: text('slug').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    country: text('country'),
    founded: integer('founded'),
    active: boolean('active').notNull().default(true),
    excerpt: text('excerpt'),
    description: text('description').notNull().default(''),
    logoId: integer('logo_id').references(() => files.id, { onDelete: 'set null' }),
    ...meta(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('companies_language_slug_idx').on(t.languageCode, t.slug),
    uniqueIndex('companies_language_code_idx').on(t.languageCode, t.code),
    index('companies_original_idx').on(t.originalId),
  ],
);

/** Blog categories: a tree per language (`PUT /api/categories/{source}/{target}` moves a node). */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    originalId: integer('original_id'),
    languageCode: language(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('categories_language_slug_idx').on(t.languageCode, t.slug), index('categories_parent_idx').on(t.parentId)],
);

export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    originalId: integer('original_id'),
    languageCode: language(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt'),
    body: text('body').notNull().default(''),
    author: text('author'),
    tags: text('tags'),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    publishedAt: ts('published_at'),
    active: boolean('active').notNull().default(true),
    mainImageId: integer('main_image_id').references(() => files.id, { onDelete: 'set null' }),
    ogImageId: integer('og_image_id').references(() => files.id, { onDelete: 'set null' }),
    ...meta(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('posts_language_slug_idx').on(t.languageCode, t.slug),
    index('posts_original_idx').on(t.originalId),
    index('posts_published_idx').on(t.publishedAt),
  ],
);

export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    originalId: integer('original_id'),
    languageCode: language(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt'),
    body: text('body').notNull().default(''),
    companyCode: text('company_code'),
    discountPercent: integer('discount_percent'),
    validFrom: ts('valid_from'),
    validUntil: ts('valid_until'),
    active: boolean('active').notNull().default(true),
    imageId: integer('image_id').references(() => files.id, { onDelete: 'set null' }),
    ...meta(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('offers_language_slug_idx').on(t.languageCode, t.slug), index('offers_original_idx').on(t.originalId)],
);
