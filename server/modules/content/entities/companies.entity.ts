/**
 * Exports: `companiesEntity`. `GET /api/companies`: `{ id, originalId, languageCode, slug, code (the demo network's
 * company code, unique per language), name, country, founded, active, excerpt, description (sanitised HTML), logoId,
 * metaTitle, metaDescription, metaKeywords }`. Includes: `images` (`{ logo }`), `translations`.
 */
import { companies } from '../../../database/schema/index';
import { COMPANIES } from '../../../operators/demo/companies.data';
import { defineEntity } from '../entity';
import { checkOneOf, checkSlug, imagesInclude, sanitizeRichFields, translationsInclude } from './content-items';

const CODES = new Set(COMPANIES.map((c) => c.code));
const sanitize = sanitizeRichFields(['description']);

export const companiesEntity = defineEntity({
  name: 'companies',
  table: companies,
  idField: 'id',
  fields: {
    id: companies.id,
    originalId: companies.originalId,
    languageCode: companies.languageCode,
    slug: companies.slug,
    code: companies.code,
    name: companies.name,
    country: companies.country,
    founded: companies.founded,
    active: companies.active,
    excerpt: companies.excerpt,
    description: companies.description,
    logoId: companies.logoId,
    metaTitle: companies.metaTitle,
    metaDescription: companies.metaDescription,
    metaKeywords: companies.metaKeywords,
  },
  defaultOrderBy: [['name', 'asc'], ['id', 'asc']],
  languageField: 'languageCode',
  includes: {
    images: imagesInclude(companies, { logoId: companies.logoId }),
    translations: translationsInclude(companies),
  },
  async prepareWrite(_context, values) {
    checkSlug(values);
    checkOneOf(values, 'code', CODES, 'a company code of the network (GET /booking/getCompanies)');
    return sanitize(values);
  },
});
