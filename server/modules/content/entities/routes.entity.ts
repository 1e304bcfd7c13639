/**
 * Exports: `routesEntity`. `GET /api/routes`: `{ id, originalId, languageCode, slug, name, fromPortCode, toPortCode
 * (demo-network ports), popular, active, durationMinutes, distanceMiles, excerpt, description (sanitised HTML),
 * largeImageId, smallImageId, ogImageId, metaTitle, metaDescription, metaKeywords }`. Includes: `images`, `translations`.
 */
import { routes } from '../../../database/schema/index';
import { PORTS } from '../../../operators/demo/ports.data';
import { defineEntity } from '../entity';
import { checkOneOf, checkSlug, imagesInclude, sanitizeRichFields, translationsInclude } from './content-items';

const PORT_CODES = new Set(PORTS.map((p) => p.code));
const sanitize = sanitizeRichFields(['description']);
const PORT = 'a port code of the network (GET /booking/getPorts)';

export const routesEntity = defineEntity({
  name: 'routes',
  table: routes,
  idField: 'id',
  fields: {
    id: routes.id,
    originalId: routes.originalId,
    languageCode: routes.languageCode,
    slug: routes.slug,
    name: routes.name,
    fromPortCode: routes.fromPortCode,
    toPortCode: routes.toPortCode,
    popular: routes.popular,
    active: routes.active,
    durationMinutes: routes.durationMinutes,
    distanceMiles: routes.distanceMiles,
    excerpt: routes.excerpt,
    description: routes.description,
    largeImageId: routes.largeImageId,
    smallImageId: routes.smallImageId,
    ogImageId: routes.ogImageId,
    metaTitle: routes.metaTitle,
    metaDescription: routes.metaDescription,
    metaKeywords: routes.metaKeywords,
  },
  defaultOrderBy: [['name', 'asc'], ['id', 'asc']],
  languageField: 'languageCode',
  includes: {
    images: imagesInclude(routes, { largeImageId: routes.largeImageId, smallImageId: routes.smallImageId, ogImageId: routes.ogImageId }),
    translations: translationsInclude(routes),
  },
  async prepareWrite(_context, values) {
    checkSlug(values);
    checkOneOf(values, 'fromPortCode', PORT_CODES, PORT);
    checkOneOf(values, 'toPortCode', PORT_CODES, PORT);
    return sanitize(values);
  },
});
