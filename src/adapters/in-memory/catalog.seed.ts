import {
  type CatalogItems, type CatalogKind, type Company, type ContentImage, type Destination, type FerryRoute, type Offer,
  type Post,
} from '../../core/content';
import { type Locale } from '../../core/shared/locale';

/** An item as the in-memory gateway keeps it: its translations are the active items of the same group. */
export interface StoredItem<T> {
  readonly group: string;
  readonly active: boolean;
  readonly item: T;
}

export type CatalogSeed = { [K in CatalogKind]: StoredItem<CatalogItems[K]>[] };

let nextId = 1;
const img = (name: string, width: number, height: number): ContentImage => ({ url: `/api/files/download/${nextId}`, width, height, alt: name });
const base = (locale: Locale, slug: string, name: string, excerpt: string) => ({
  id: nextId++, slug, locale, name, excerpt, metaTitle: null, metaDescription: excerpt, metaKeywords: null,
  ogImage: img(name, 1200, 630), translations: [],
});
const stored = <T>(group: string, item: T, active = true): StoredItem<T> => ({ group, active, item });

function destination(locale: Locale, slug: string, name: string, portCode: string, extra: Partial<Destination> = {}): Destination {
  return {
    ...base(locale, slug, name, `${name}: ferries and timetables.`), portCode, kind: 'domestic', popular: false,
    descriptionHtml: `<p>${name} is served by several ferry companies.</p>`, largeImage: img(name, 1200, 600),
    smallImage: img(name, 480, 320), relatedDestinations: [], relatedRoutes: [], ...extra,
  };
}

function route(locale: Locale, slug: string, name: string, from: string, to: string, durationMinutes: number, popular = false): FerryRoute {
  return {
    ...base(locale, slug, name, `Ferry ${name}.`), fromPortCode: from, toPortCode: to, popular, durationMinutes,
    distanceMiles: 120, descriptionHtml: `<p>The crossing ${name}.</p>`, largeImage: img(name, 1200, 600), smallImage: img(name, 480, 320),
  };
}

function company(locale: Locale, slug: string, name: string, code: string): Company {
  return {
    ...base(locale, slug, name, `${name}: ferries since 1970.`), code, country: 'GR', founded: 1970,
    descriptionHtml: `<p>${name} sails the Aegean.</p>`, logo: img(name, 120, 60),
  };
}

function post(locale: Locale, slug: string, name: string, publishedAt: string): Post {
  return {
    ...base(locale, slug, name, `${name} – tips.`), bodyHtml: `<p>${name}.</p><h2>Details</h2><p>More.</p>`, author: 'Ferry Shop',
    tags: ['tips'], publishedAt, category: { slug: 'tips', name: 'Tips' }, mainImage: img(name, 1200, 675),
  };
}

function offer(locale: Locale, slug: string, name: string, companyCode: string, discountPercent: number): Offer {
  return {
    ...base(locale, slug, name, `Save ${discountPercent}%.`), bodyHtml: `<p>${name}.</p>`, companyCode, discountPercent,
    validFrom: '2026-01-01T00:00:00.000Z', validUntil: '2027-12-31T21:00:00.000Z', image: img(name, 1200, 600),
  };
}

/** A small catalogue in Greek, English and German, like the shop's seed (slugs are translated). */
export function seedCatalog(): CatalogSeed {
  nextId = 1;
  return {
    destinations: [
      stored('santorini', destination('el', 'santorini', 'Σαντορίνη', 'JTR', { popular: true })),
      stored('santorini', destination('en', 'santorini', 'Santorini', 'JTR', {
        popular: true,
        relatedDestinations: [{ id: 0, slug: 'naxos', name: 'Naxos', portCode: 'JNX' }],
        relatedRoutes: [{ id: 0, slug: 'piraeus-santorini', name: 'Piraeus – Santorini', fromPortCode: 'PIR', toPortCode: 'JTR' }],
      })),
      stored('santorini', destination('de', 'santorin', 'Santorin', 'JTR', { popular: true })),
      stored('naxos', destination('el', 'naxos', 'Νάξος', 'JNX')),
      stored('naxos', destination('en', 'naxos', 'Naxos', 'JNX')),
      stored('piraeus', destination('en', 'piraeus', 'Piraeus', 'PIR', { popular: true })),
      stored('ancona', destination('el', 'ankona', 'Ανκόνα', 'ANC', { kind: 'international' })),
      stored('ancona', destination('en', 'ancona', 'Ancona', 'ANC', { kind: 'international' })),
      stored('hidden', destination('en', 'hidden-island', 'Hidden island', 'MLO'), false),
    ],
    routes: [
      stored('pir-jtr', route('el', 'peiraias-santorini', 'Πειραιάς – Σαντορίνη', 'PIR', 'JTR', 290, true)),
      stored('pir-jtr', route('en', 'piraeus-santorini', 'Piraeus – Santorini', 'PIR', 'JTR', 290, true)),
      stored('pir-jtr', route('de', 'piraeus-santorin', 'Piräus – Santorin', 'PIR', 'JTR', 290, true)),
      stored('pir-jnx', route('en', 'piraeus-naxos', 'Piraeus – Naxos', 'PIR', 'JNX', 215)),
      stored('pat-anc', route('en', 'patras-ancona', 'Patras – Ancona', 'PAT', 'ANC', 1260)),
    ],
    companies: [
      stored('asl', company('el', 'aegean-star-lines', 'Aegean Star Lines', 'ASL')),
      stored('asl', company('en', 'aegean-star-lines', 'Aegean Star Lines', 'ASL')),
      stored('abl', company('en', 'adriatic-bridge-lines', 'Adriatic Bridge Lines', 'ABL')),
    ],
    posts: [
      stored('p1', post('el', 'me-to-avtokinito', 'Με το αυτοκίνητο στο πλοίο', '2026-05-12T08:00:00.000Z')),
      stored('p1', post('en', 'taking-your-car', 'Taking your car on the ferry', '2026-05-12T08:00:00.000Z')),
      stored('p2', post('en', 'island-hopping', 'Island hopping in the Cyclades', '2026-04-02T08:00:00.000Z')),
      stored('p3', post('en', 'travelling-with-pets', 'Travelling with pets', '2026-03-20T08:00:00.000Z')),
    ],
    offers: [
      stored('o1', offer('el', '15-ekptosi-aegean-star', '15% έκπτωση με την Aegean Star Lines', 'ASL', 15)),
      stored('o1', offer('en', '15-off-aegean-star', '15% off with Aegean Star Lines', 'ASL', 15)),
      stored('o2', offer('en', 'adriatic-early-booking', 'Early booking on the Adriatic', 'ABL', 20)),
    ],
  };
}
