/**
 * Exports: `postsEntity`. `GET /api/posts` (the blog): `{ id, originalId, languageCode, slug, title, excerpt, body
 * (sanitised HTML), author, tags (comma list), categoryId, publishedAt, active, mainImageId, ogImageId, metaTitle,
 * metaDescription, metaKeywords }`, newest first. Includes: `images` (`{ mainImage, ogImage }`), `translations`,
 * `category` (`{ id, slug, name } | null`).
 */
import { inArray } from 'drizzle-orm';
import { categories, posts } from '../../../database/schema/index';
import { defineEntity } from '../entity';
import { checkSlug, imagesInclude, sanitizeRichFields, translationsInclude } from './content-items';

const sanitize = sanitizeRichFields(['body']);

export const postsEntity = defineEntity({
  name: 'posts',
  table: posts,
  idField: 'id',
  fields: {
    id: posts.id,
    originalId: posts.originalId,
    languageCode: posts.languageCode,
    slug: posts.slug,
    title: posts.title,
    excerpt: posts.excerpt,
    body: posts.body,
    author: posts.author,
    tags: posts.tags,
    categoryId: posts.categoryId,
    publishedAt: posts.publishedAt,
    active: posts.active,
    mainImageId: posts.mainImageId,
    ogImageId: posts.ogImageId,
    metaTitle: posts.metaTitle,
    metaDescription: posts.metaDescription,
    metaKeywords: posts.metaKeywords,
  },
  defaultOrderBy: [['publishedAt', 'desc'], ['id', 'desc']],
  languageField: 'languageCode',
  includes: {
    images: imagesInclude(posts, { mainImageId: posts.mainImageId, ogImageId: posts.ogImageId }),
    translations: translationsInclude(posts),
    async category({ db }, rows) {
      const ids = rows.map((row) => row.id as number);
      const own = ids.length ? await db.select({ id: posts.id, categoryId: posts.categoryId }).from(posts).where(inArray(posts.id, ids)) : [];
      const categoryIds = [...new Set(own.map((r) => r.categoryId).filter((v): v is number => v !== null))];
      const found = categoryIds.length
        ? await db.select({ id: categories.id, slug: categories.slug, name: categories.name }).from(categories).where(inArray(categories.id, categoryIds))
        : [];
      for (const row of rows) {
        const categoryId = own.find((r) => r.id === row.id)?.categoryId;
        row.category = found.find((c) => c.id === categoryId) ?? null;
      }
    },
  },
  async prepareWrite(_context, values) {
    checkSlug(values);
    return sanitize(values);
  },
});
