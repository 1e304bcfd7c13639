/**
 * Exports: `offersEntity`. `GET /api/offers`: `{ id, originalId, languageCode, slug, title, excerpt, body (sanitised
 * HTML), companyCode (a demo-network company or null), discountPercent, validFrom, validUntil, active, imageId,
 * metaTitle, metaDescription, metaKeywords }`. Includes: `images` (`{ image }`), `translations`.
 */
import { eq } from 'drizzle-orm';
import { offers } from '../../../database/schema/index';
import { ApiError } from '../../../http/errors';
import { COMPANIES } from '../../../operators/demo/companies.data';
import { defineEntity } from '../entity';
import { checkOneOf, checkSlug, imagesInclude, sanitizeRichFields, translationsInclude } from './content-items';

const CODES = new Set(COMPANIES.map((c) => c.code));
const sanitize = sanitizeRichFields(['body']);

export const offersEntity = defineEntity({
  name: 'offers',
  table: offers,
  idField: 'id',
  fields: {
    id: offers.id,
    originalId: offers.originalId,
    languageCode: offers.languageCode,
    slug: offers.slug,
    title: offers.title,
    excerpt: offers.excerpt,
    body: offers.body,
    companyCode: offers.companyCode,
    discountPercent: offers.discountPercent,
    validFrom: offers.validFrom,
    validUntil: offers.validUntil,
    active: offers.active,
    imageId: offers.imageId,
    metaTitle: offers.metaTitle,
    metaDescription: offers.metaDescription,
    metaKeywords: offers.metaKeywords,
  },
  defaultOrderBy: [['validUntil', 'asc'], ['id', 'asc']],
  languageField: 'languageCode',
  includes: {
    images: imagesInclude(offers, { imageId: offers.imageId }),
    translations: translationsInclude(offers),
  },
  async prepareWrite({ db, id }, values) {
    checkSlug(values);
    checkOneOf(values, 'companyCode', CODES, 'a company code of the network or null');
    const percent = values.discountPercent;
    if (typeof percent === 'number' && (percent < 1 || percent > 100)) {
      throw new ApiError(400, 'INVALID_INPUT', 'discountPercent must be from 1 to 100', 'discountPercent');
    }
    const [stored] = id === undefined ? [] : await db.select({ validFrom: offers.validFrom, validUntil: offers.validUntil }).from(offers).where(eq(offers.id, id as number)).limit(1);
    const from = (values.validFrom ?? stored?.validFrom) as Date | null | undefined;
    const until = (values.validUntil ?? stored?.validUntil) as Date | null | undefined;
    if (from && until && from > until) throw new ApiError(400, 'INVALID_INPUT', 'validUntil must not be before validFrom', 'validUntil');
    return sanitize(values);
  },
});
