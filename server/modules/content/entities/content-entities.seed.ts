/**
 * Exports: `seedContentEntities(db)`, `SEED_LOCALES`. Seeds, from the demo network's own data (destinations.seed-facts.ts),
 * 60 destinations, 48 routes, every company, 12 blog posts in a category tree and 6 offers, each in the six languages
 * with localised slugs (Greek transliterated), sanitised rich text and generated SVG images stored as `files`.
 * Idempotent: files are keyed by `seed_key`; an item whose Greek slug exists is left as it is.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { LOCALES, type Locale } from '../../../../src/core/shared/locale';
import type { Db } from '../../../database/connect';
import { categories, companies, destinationRelatedDestinations, destinationRelatedRoutes, destinations, files, offers, posts, routes } from '../../../database/schema/index';
import { sanitizeRichText } from './pages.sanitize';
import { networkFacts, slugify, shortName } from './destinations.seed-facts';
import { companyText, destinationText, routeText } from './destinations.seed-text';
import { bannerSvg, sceneSvg, type SeedImage } from './files.seed-images';
import { CATEGORY_NAMES, seedOffers, seedPosts } from './posts.seed-text';

export const SEED_LOCALES: readonly Locale[] = LOCALES;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Values = Record<string, unknown>;
type LocalizedTable = typeof destinations | typeof routes | typeof companies | typeof posts | typeof offers;

const image = (seedKey: string, alt: string, width: number, height: number, data: Buffer): SeedImage =>
  ({ seedKey, originalName: `${seedKey.replace(/[^a-z0-9-]+/gi, '-')}.svg`, mimeType: 'image/svg+xml', width, height, alt, data });

async function storeImages(tx: Tx, images: SeedImage[]): Promise<Map<string, number>> {
  for (let i = 0; i < images.length; i += 100) {
    await tx.insert(files).values(images.slice(i, i + 100).map((f) => ({ ...f, size: f.data.length }))).onConflictDoNothing({ target: files.seedKey });
  }
  const rows = await tx.select({ id: files.id, seedKey: files.seedKey }).from(files).where(inArray(files.seedKey, images.map((f) => f.seedKey)));
  return new Map(rows.map((r) => [r.seedKey as string, r.id]));
}

/**
 * Inserts the items whose Greek slug is new: the Greek rows first (their `originalId` is their own id), then the other
 * languages pointing at them. Returns every item's row id per language (new or found), keyed by item key.
 */
async function storeLocalized(tx: Tx, table: LocalizedTable, items: { key: string; rows: Record<Locale, Values> }[]): Promise<Map<string, Record<Locale, number>>> {
  const t = table as unknown as PgTable & typeof destinations;
  const existing = await tx.select({ slug: t.slug }).from(t).where(eq(t.languageCode, 'el'));
  const known = new Set(existing.map((r) => r.slug));
  const fresh = items.filter((item) => !known.has(item.rows.el.slug as string));
  if (fresh.length) {
    const greek = (await tx.insert(t).values(fresh.map((item) => item.rows.el) as never).returning({ id: t.id, slug: t.slug })) as { id: number; slug: string }[];
    await tx.update(t).set({ originalId: sql`${t.id}` } as never).where(and(eq(t.languageCode, 'el'), isNull(t.originalId)));
    const idBySlug = new Map(greek.map((g) => [g.slug, g.id]));
    const others = fresh.flatMap((item) =>
      LOCALES.filter((l) => l !== 'el').map((l) => ({ ...item.rows[l], originalId: idBySlug.get(item.rows.el.slug as string) })),
    );
    for (let i = 0; i < others.length; i += 100) await tx.insert(t).values(others.slice(i, i + 100) as never).onConflictDoNothing();
  }
  const all = await tx.select({ id: t.id, slug: t.slug, languageCode: t.languageCode }).from(t);
  const idOf = new Map(all.map((r) => [`${r.languageCode}:${r.slug}`, r.id]));
  return new Map(items.map((item) => [item.key, Object.fromEntries(LOCALES.map((l) => [l, idOf.get(`${l}:${item.rows[l].slug as string}`)])) as Record<Locale, number>]));
}

const perLocale = (make: (l: Locale) => Values): Record<Locale, Values> => Object.fromEntries(LOCALES.map((l) => [l, { languageCode: l, ...make(l) }])) as unknown as Record<Locale, Values>;

export async function seedContentEntities(db: Db): Promise<void> {
  const facts = networkFacts();
  const postList = seedPosts(facts.destinations, facts.routes);
  const offerList = seedOffers(facts.companies);
  await db.transaction(async (tx) => {
    // Several servers may start together on one PostgreSQL: one seeds, the others then find the rows.
    await tx.execute(sql`select pg_advisory_xact_lock(7420531004)`);
    const images: SeedImage[] = [
      ...facts.destinations.flatMap((d) => {
        const key = `destination-${d.port.code}`;
        return [
          image(`${key}-large`, d.names.en, 1200, 600, sceneSvg(key, 1200, 600)),
          image(`${key}-small`, d.names.en, 480, 320, sceneSvg(key, 480, 320)),
          image(`${key}-og`, d.names.en, 1200, 630, sceneSvg(key, 1200, 630)),
        ];
      }),
      ...facts.routes.flatMap((r) => {
        const key = `route-${r.from.code}-${r.to.code}`;
        const label = `${shortName(r.from.names.en)} – ${shortName(r.to.names.en)}`;
        return [
          image(`${key}-large`, label, 1200, 600, sceneSvg(key, 1200, 600)),
          image(`${key}-small`, label, 480, 320, sceneSvg(key, 480, 320)),
          image(`${key}-og`, label, 1200, 630, sceneSvg(key, 1200, 630)),
        ];
      }),
      ...facts.companies.map((c) => image(`company-${c.company.code}-logo`, c.company.name, 120, 60, Buffer.from(c.company.logoSvg))),
      ...postList.map((p) => image(`post-${p.key}`, p.text.en.title, 1200, 675, bannerSvg(`post-${p.key}`, [p.colour, '#ffffff'], 1200, 675))),
      ...offerList.map((o) => image(`offer-${o.key}`, o.text.en.title, 1200, 600, bannerSvg(`offer-${o.key}`, o.colours, 1200, 600))),
    ];
    const fileId = await storeImages(tx, images);
    const imageIds = (key: string) => ({ largeImageId: fileId.get(`${key}-large`), smallImageId: fileId.get(`${key}-small`), ogImageId: fileId.get(`${key}-og`) });

    const destinationIds = await storeLocalized(tx, destinations, facts.destinations.map((d) => ({
      key: d.port.code,
      rows: perLocale((l) => {
        const text = destinationText(d, l);
        return {
          slug: slugify(text.name, l), name: text.name, portCode: d.port.code, kind: d.international ? 'international' : 'domestic',
          popular: d.popular, excerpt: text.excerpt, description: sanitizeRichText(text.description), latitude: String(d.port.latitude),
          longitude: String(d.port.longitude), metaTitle: text.metaTitle, metaDescription: text.metaDescription, metaKeywords: text.metaKeywords,
          ...imageIds(`destination-${d.port.code}`),
        };
      }),
    })));
    const routeIds = await storeLocalized(tx, routes, facts.routes.map((r) => ({
      key: `${r.from.code}-${r.to.code}`,
      rows: perLocale((l) => {
        const text = routeText(r, l);
        return {
          slug: slugify(`${shortName(r.from.names[l])} ${shortName(r.to.names[l])}`, l), name: text.name, fromPortCode: r.from.code, toPortCode: r.to.code,
          popular: r.from.code === 'PIR' || r.companies.length >= 3, durationMinutes: r.fastest.minutes, distanceMiles: r.fastest.miles,
          excerpt: text.excerpt, description: sanitizeRichText(text.description), metaTitle: text.metaTitle, metaDescription: text.metaDescription,
          metaKeywords: text.metaKeywords, ...imageIds(`route-${r.from.code}-${r.to.code}`),
        };
      }),
    })));
    await storeLocalized(tx, companies, facts.companies.map((c) => ({
      key: c.company.code,
      rows: perLocale((l) => {
        const text = companyText(c, l);
        return {
          slug: slugify(c.company.name, 'en'), code: c.company.code, name: c.company.name, country: c.company.country, founded: c.founded,
          excerpt: text.excerpt, description: sanitizeRichText(text.description), logoId: fileId.get(`company-${c.company.code}-logo`),
          metaTitle: text.metaTitle, metaDescription: text.metaDescription, metaKeywords: text.metaKeywords,
        };
      }),
    })));

    // Related destinations: the ports one sailing away; related routes: the routes from or to the port.
    const relatedDestinations: { destinationId: number; relatedId: number; position: number }[] = [];
    const relatedRoutes: { destinationId: number; routeId: number; position: number }[] = [];
    for (const d of facts.destinations) {
      const own = destinationIds.get(d.port.code) as Record<Locale, number>;
      const near = d.neighbours.map((p) => destinationIds.get(p.code)).filter((v): v is Record<Locale, number> => v !== undefined).slice(0, 4);
      const touching = facts.routes.filter((r) => r.from.code === d.port.code || r.to.code === d.port.code).slice(0, 6)
        .map((r) => routeIds.get(`${r.from.code}-${r.to.code}`) as Record<Locale, number>);
      for (const l of LOCALES) {
        near.forEach((n, position) => relatedDestinations.push({ destinationId: own[l], relatedId: n[l], position }));
        touching.forEach((r, position) => relatedRoutes.push({ destinationId: own[l], routeId: r[l], position }));
      }
    }
    for (let i = 0; i < relatedDestinations.length; i += 200) await tx.insert(destinationRelatedDestinations).values(relatedDestinations.slice(i, i + 200)).onConflictDoNothing();
    for (let i = 0; i < relatedRoutes.length; i += 200) await tx.insert(destinationRelatedRoutes).values(relatedRoutes.slice(i, i + 200)).onConflictDoNothing();

    const categoryIds = await seedCategories(tx);
    await storeLocalized(tx, posts, postList.map((p) => ({
      key: p.key,
      rows: perLocale((l) => ({
        slug: slugify(p.text[l].title, l), title: p.text[l].title, excerpt: p.text[l].excerpt, body: sanitizeRichText(p.text[l].body),
        author: 'Ferry Shop', tags: p.category, categoryId: categoryIds.get(`${l}:${p.category}`), publishedAt: p.publishedAt,
        mainImageId: fileId.get(`post-${p.key}`), ogImageId: fileId.get(`post-${p.key}`), metaTitle: p.text[l].title, metaDescription: p.text[l].excerpt,
      })),
    })));
    await storeLocalized(tx, offers, offerList.map((o) => ({
      key: o.key,
      rows: perLocale((l) => ({
        slug: slugify(o.text[l].title, l), title: o.text[l].title, excerpt: o.text[l].excerpt, body: sanitizeRichText(o.text[l].body),
        companyCode: o.companyCode, discountPercent: o.discountPercent, validFrom: o.validFrom, validUntil: o.validUntil,
        imageId: fileId.get(`offer-${o.key}`), metaTitle: o.text[l].title, metaDescription: o.text[l].excerpt,
      })),
    })));
  });
}

/** A "Blog" root per language with the three categories below it; returns ids keyed `locale:key`. */
async function seedCategories(tx: Tx): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const l of LOCALES) {
    const slugs = (Object.keys(CATEGORY_NAMES) as (keyof typeof CATEGORY_NAMES)[]).map((key) => ({ key, slug: slugify(CATEGORY_NAMES[key][l], l) }));
    const found = await tx.select({ id: categories.id, slug: categories.slug }).from(categories).where(and(eq(categories.languageCode, l), inArray(categories.slug, slugs.map((s) => s.slug))));
    if (found.length === 0) {
      const [root] = await tx.insert(categories).values({ languageCode: l, slug: slugs[0]?.slug as string, name: CATEGORY_NAMES.blog[l], position: 1 }).returning({ id: categories.id });
      await tx.insert(categories).values(slugs.slice(1).map((s, i) => ({ parentId: root?.id, languageCode: l, slug: s.slug, name: CATEGORY_NAMES[s.key][l], position: i + 1 })));
    }
    const rows = await tx.select({ id: categories.id, slug: categories.slug }).from(categories).where(eq(categories.languageCode, l));
    for (const s of slugs) {
      const row = rows.find((r) => r.slug === s.slug);
      if (row) ids.set(`${l}:${s.key}`, row.id);
    }
  }
  // Greek versions are the originals of the category translations.
  const greek = await tx.select({ id: categories.id, slug: categories.slug }).from(categories).where(eq(categories.languageCode, 'el'));
  for (const key of Object.keys(CATEGORY_NAMES)) {
    const original = ids.get(`el:${key}`);
    const versions = LOCALES.map((l) => ids.get(`${l}:${key}`)).filter((v): v is number => v !== undefined);
    if (original !== undefined && greek.length) await tx.update(categories).set({ originalId: original }).where(and(inArray(categories.id, versions), isNull(categories.originalId)));
  }
  return ids;
}
