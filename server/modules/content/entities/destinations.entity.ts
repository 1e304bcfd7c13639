/**
 * Exports: `destinationsEntity`, `destinationRelatedDestinationsEntity`, `destinationRelatedRoutesEntity`.
 * `GET /api/destinations`: `{ id, originalId, languageCode, slug, name, portCode (a demo-network port), kind
 * ('domestic' | 'international'), popular, active, excerpt, description (sanitised HTML), latitude, longitude,
 * largeImageId, smallImageId, ogImageId, metaTitle, metaDescription, metaKeywords }`. Includes: `images`,
 * `translations`, `relatedDestinations` (`[{ id, slug, name, portCode, smallImageId }]`), `relatedRoutes`
 * (`[{ id, slug, name, fromPortCode, toPortCode }]`), each one query for all rows. The relations are rows of
 * `destinationRelatedDestinations` / `destinationRelatedRoutes` (`{ id, destinationId, relatedId|routeId, position }`).
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { destinationRelatedDestinations, destinationRelatedRoutes, destinations, routes } from '../../../database/schema/index';
import { PORTS } from '../../../operators/demo/ports.data';
import { defineEntity } from '../entity';
import { checkOneOf, checkSlug, imagesInclude, sanitizeRichFields, translationsInclude } from './content-items';

const PORT_CODES = new Set(PORTS.map((p) => p.code));
const KINDS = new Set(['domestic', 'international']);
const sanitize = sanitizeRichFields(['description']);

export const destinationsEntity = defineEntity({
  name: 'destinations',
  table: destinations,
  idField: 'id',
  fields: {
    id: destinations.id,
    originalId: destinations.originalId,
    languageCode: destinations.languageCode,
    slug: destinations.slug,
    name: destinations.name,
    portCode: destinations.portCode,
    kind: destinations.kind,
    popular: destinations.popular,
    active: destinations.active,
    excerpt: destinations.excerpt,
    description: destinations.description,
    latitude: destinations.latitude,
    longitude: destinations.longitude,
    largeImageId: destinations.largeImageId,
    smallImageId: destinations.smallImageId,
    ogImageId: destinations.ogImageId,
    metaTitle: destinations.metaTitle,
    metaDescription: destinations.metaDescription,
    metaKeywords: destinations.metaKeywords,
  },
  defaultOrderBy: [['name', 'asc'], ['id', 'asc']],
  languageField: 'languageCode',
  includes: {
    images: imagesInclude(destinations, {
      largeImageId: destinations.largeImageId, smallImageId: destinations.smallImageId, ogImageId: destinations.ogImageId,
    }),
    translations: translationsInclude(destinations),
    async relatedDestinations({ db }, rows) {
      const ids = rows.map((row) => row.id as number);
      const links = ids.length
        ? await db
            .select({
              owner: destinationRelatedDestinations.destinationId, id: destinations.id, slug: destinations.slug,
              name: destinations.name, portCode: destinations.portCode, smallImageId: destinations.smallImageId,
            })
            .from(destinationRelatedDestinations)
            .innerJoin(destinations, eq(destinations.id, destinationRelatedDestinations.relatedId))
            .where(inArray(destinationRelatedDestinations.destinationId, ids))
            .orderBy(asc(destinationRelatedDestinations.position), asc(destinationRelatedDestinations.id))
        : [];
      for (const row of rows) row.relatedDestinations = links.filter((l) => l.owner === row.id).map(({ owner: _owner, ...rest }) => rest);
    },
    async relatedRoutes({ db }, rows) {
      const ids = rows.map((row) => row.id as number);
      const links = ids.length
        ? await db
            .select({
              owner: destinationRelatedRoutes.destinationId, id: routes.id, slug: routes.slug, name: routes.name,
              fromPortCode: routes.fromPortCode, toPortCode: routes.toPortCode,
            })
            .from(destinationRelatedRoutes)
            .innerJoin(routes, eq(routes.id, destinationRelatedRoutes.routeId))
            .where(inArray(destinationRelatedRoutes.destinationId, ids))
            .orderBy(asc(destinationRelatedRoutes.position), asc(destinationRelatedRoutes.id))
        : [];
      for (const row of rows) row.relatedRoutes = links.filter((l) => l.owner === row.id).map(({ owner: _owner, ...rest }) => rest);
    },
  },
  async prepareWrite(_context, values) {
    checkSlug(values);
    checkOneOf(values, 'portCode', PORT_CODES, 'a port code of the network (GET /booking/getPorts)');
    checkOneOf(values, 'kind', KINDS, "'domestic' or 'international'");
    return sanitize(values);
  },
});

export const destinationRelatedDestinationsEntity = defineEntity({
  name: 'destinationRelatedDestinations',
  table: destinationRelatedDestinations,
  idField: 'id',
  fields: {
    id: destinationRelatedDestinations.id,
    destinationId: destinationRelatedDestinations.destinationId,
    relatedId: destinationRelatedDestinations.relatedId,
    position: destinationRelatedDestinations.position,
  },
  defaultOrderBy: [['destinationId', 'asc'], ['position', 'asc']],
});

export const destinationRelatedRoutesEntity = defineEntity({
  name: 'destinationRelatedRoutes',
  table: destinationRelatedRoutes,
  idField: 'id',
  fields: {
    id: destinationRelatedRoutes.id,
    destinationId: destinationRelatedRoutes.destinationId,
    routeId: destinationRelatedRoutes.routeId,
    position: destinationRelatedRoutes.position,
  },
  defaultOrderBy: [['destinationId', 'asc'], ['position', 'asc']],
});
