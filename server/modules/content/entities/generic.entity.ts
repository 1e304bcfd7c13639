/**
 * Exports: the generic content resources of SPEC.md section 3 that had no routes (issue 19), served by the Content
 * API like every entity (list query, get by id, administrative writes):
 * - public: `authors` (`id, slug, name, bio, imageId, active`; include `images` → `{ image }`), `tags` (`id,
 *   originalId, languageCode, slug, name`), `galleries` (`id, originalId, languageCode, slug, title, description,
 *   active`; include `images` → `[{ id, fileId, caption, position, url, width, height, alt, mimeType }]` in order) with
 *   `galleryImages` (`galleryId, fileId, caption, position`), `lists` (`id, originalId, languageCode, name, title,
 *   active`; include `items`) with `listItems` (`listId, label, value, position`), `resources` (`id, originalId,
 *   languageCode, slug, title, description, url, fileId, mimeType, active`);
 * - administrator only, read only (`adminOnly`, `readOnly`; 401 without a token, 403 with another; 50 rows a page, the
 *   page size of SPEC.md section 9): `users` (never the password hash), `customers`, `emails` (the mail outbox:
 *   recipient, subject, status, never the body, which may carry a sign-in or password link), `applications`.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import {
  applications, authors, customers, files, galleries, galleryImages, listItems, lists, outbox, resources, tags, users,
} from '../../../database/schema/index';
import { ApiError } from '../../../http/errors';
import { defineEntity, type Row } from '../entity';
import { checkSlug, fileUrl, imagesInclude, slugCheckedWrite, translationsInclude } from './content-items';

/** SPEC.md section 9: "Orders list page size 50", the one page size the product names. */
const ADMIN_PAGE = 50;

export const authorsEntity = defineEntity({
  name: 'authors',
  table: authors,
  idField: 'id',
  fields: { id: authors.id, slug: authors.slug, name: authors.name, bio: authors.bio, imageId: authors.imageId, active: authors.active },
  defaultOrderBy: [['name', 'asc'], ['id', 'asc']],
  includes: { images: imagesInclude(authors, { imageId: authors.imageId }) },
  prepareWrite: slugCheckedWrite,
});

export const tagsEntity = defineEntity({
  name: 'tags',
  table: tags,
  idField: 'id',
  fields: { id: tags.id, originalId: tags.originalId, languageCode: tags.languageCode, slug: tags.slug, name: tags.name },
  defaultOrderBy: [['name', 'asc'], ['id', 'asc']],
  languageField: 'languageCode',
  includes: { translations: translationsInclude(tags) },
  prepareWrite: slugCheckedWrite,
});

export const galleriesEntity = defineEntity({
  name: 'galleries',
  table: galleries,
  idField: 'id',
  fields: {
    id: galleries.id, originalId: galleries.originalId, languageCode: galleries.languageCode, slug: galleries.slug,
    title: galleries.title, description: galleries.description, active: galleries.active,
  },
  defaultOrderBy: [['id', 'asc']],
  languageField: 'languageCode',
  includes: {
    translations: translationsInclude(galleries),
    async images({ db }, rows) {
      const ids = rows.map((row) => row.id as number);
      const found = ids.length
        ? await db
            .select({
              id: galleryImages.id, galleryId: galleryImages.galleryId, fileId: galleryImages.fileId, caption: galleryImages.caption,
              position: galleryImages.position, width: files.width, height: files.height, alt: files.alt, mimeType: files.mimeType,
            })
            .from(galleryImages)
            .innerJoin(files, eq(files.id, galleryImages.fileId))
            .where(inArray(galleryImages.galleryId, ids))
            .orderBy(asc(galleryImages.position), asc(galleryImages.id))
        : [];
      for (const row of rows) {
        row.images = found.filter((image) => image.galleryId === row.id).map(({ galleryId: _gallery, ...image }) => ({ ...image, url: fileUrl(image.fileId) }));
      }
    },
  },
  prepareWrite: slugCheckedWrite,
});

export const galleryImagesEntity = defineEntity({
  name: 'galleryImages',
  table: galleryImages,
  idField: 'id',
  fields: { id: galleryImages.id, galleryId: galleryImages.galleryId, fileId: galleryImages.fileId, caption: galleryImages.caption, position: galleryImages.position },
  defaultOrderBy: [['galleryId', 'asc'], ['position', 'asc'], ['id', 'asc']],
});

export const listsEntity = defineEntity({
  name: 'lists',
  table: lists,
  idField: 'id',
  fields: { id: lists.id, originalId: lists.originalId, languageCode: lists.languageCode, name: lists.name, title: lists.title, active: lists.active },
  defaultOrderBy: [['name', 'asc'], ['id', 'asc']],
  languageField: 'languageCode',
  includes: {
    async items({ db }, rows) {
      const ids = rows.map((row) => row.id as number);
      const found = ids.length
        ? await db
            .select({ id: listItems.id, listId: listItems.listId, label: listItems.label, value: listItems.value, position: listItems.position })
            .from(listItems)
            .where(inArray(listItems.listId, ids))
            .orderBy(asc(listItems.position), asc(listItems.id))
        : [];
      for (const row of rows) row.items = found.filter((item) => item.listId === row.id).map(({ listId: _list, ...item }) => item);
    },
  },
});

export const listItemsEntity = defineEntity({
  name: 'listItems',
  table: listItems,
  idField: 'id',
  fields: { id: listItems.id, listId: listItems.listId, label: listItems.label, value: listItems.value, position: listItems.position },
  defaultOrderBy: [['listId', 'asc'], ['position', 'asc'], ['id', 'asc']],
});

/** A site path (`/files/x.pdf`, not `//host`) or an https address: never `javascript:` or another scheme. */
const RESOURCE_URL = /^(?:\/(?!\/)|https:\/\/)[^\s<>"'`\\]{0,2000}$/;

export const resourcesEntity = defineEntity({
  name: 'resources',
  table: resources,
  idField: 'id',
  fields: {
    id: resources.id, originalId: resources.originalId, languageCode: resources.languageCode, slug: resources.slug, title: resources.title,
    description: resources.description, url: resources.url, fileId: resources.fileId, mimeType: resources.mimeType, active: resources.active,
  },
  defaultOrderBy: [['title', 'asc'], ['id', 'asc']],
  languageField: 'languageCode',
  includes: { translations: translationsInclude(resources) },
  async prepareWrite(_context, values: Row) {
    checkSlug(values);
    const url = values.url;
    if (url !== undefined && url !== null && (typeof url !== 'string' || !RESOURCE_URL.test(url))) {
      throw new ApiError(400, 'INVALID_INPUT', 'url must be a path of this site (/files/…) or an https address', 'url');
    }
    return values;
  },
});

export const usersEntity = defineEntity({
  name: 'users',
  table: users,
  idField: 'id',
  // Never passwordHash: not even an administrator reads it.
  fields: {
    id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, role: users.role, isReseller: users.isReseller,
    lang: users.lang, activatedAt: users.activatedAt, passwordChangedAt: users.passwordChangedAt, createdAt: users.createdAt, updatedAt: users.updatedAt,
  },
  defaultOrderBy: [['createdAt', 'desc'], ['id', 'asc']],
  adminOnly: true,
  readOnly: true,
  defaultTake: ADMIN_PAGE,
});

export const customersEntity = defineEntity({
  name: 'customers',
  table: customers,
  idField: 'userId',
  fields: {
    userId: customers.userId, address: customers.address, phone: customers.phone, zipCode: customers.zipCode, city: customers.city,
    nationality: customers.nationality, country: customers.country, updatedAt: customers.updatedAt,
  },
  defaultOrderBy: [['updatedAt', 'desc'], ['userId', 'asc']],
  adminOnly: true,
  readOnly: true,
  defaultTake: ADMIN_PAGE,
});

export const emailsEntity = defineEntity({
  name: 'emails',
  table: outbox,
  idField: 'id',
  // Never the text or HTML body: a body may hold an activation, password-reset or booking link.
  fields: {
    id: outbox.id, to: outbox.to, subject: outbox.subject, status: outbox.status, attempts: outbox.attempts, lastError: outbox.lastError,
    createdAt: outbox.createdAt, sentAt: outbox.sentAt,
  },
  defaultOrderBy: [['createdAt', 'desc'], ['id', 'desc']],
  adminOnly: true,
  readOnly: true,
  defaultTake: ADMIN_PAGE,
});

export const applicationsEntity = defineEntity({
  name: 'applications',
  table: applications,
  idField: 'id',
  fields: { id: applications.id, name: applications.name, description: applications.description, createdAt: applications.createdAt },
  defaultOrderBy: [['id', 'asc']],
  adminOnly: true,
  readOnly: true,
  defaultTake: ADMIN_PAGE,
});
