import { describe, expect, it } from 'vitest';
import { type DocumentHeadInput, type HeadTag, documentHead, hreflangAlternates, isPrivatePath, pageUrl, shareImageUrl } from '../../../src/core/seo';

const SITE = 'https://ferries.example';

function input(overrides: Partial<DocumentHeadInput> = {}): DocumentHeadInput {
  return {
    siteUrl: SITE, locale: 'en', path: '/', page: { title: 'Ferry tickets | FerryShop' }, defaultDescription: 'Book ferries.',
    defaultImage: { url: '/og-image.png', width: 1200, height: 630, alt: 'FerryShop' }, siteName: 'FerryShop', ...overrides,
  };
}

const attr = (tags: readonly HeadTag[], key: string, value: string, read: string) =>
  tags.filter((t) => t.attrs[key] === value).map((t) => t.attrs[read]);

describe('documentHead', () => {
  it('gives a screen its canonical URL and the same path in every locale, Greek unprefixed, with x-default', () => {
    const { title, tags } = documentHead(input({ path: '/destinations' }));
    expect(title).toBe('Ferry tickets | FerryShop');
    expect(attr(tags, 'rel', 'canonical', 'href')).toEqual([`${SITE}/en/destinations`]);
    expect(tags.filter((t) => t.attrs.hreflang).map((t) => [t.attrs.hreflang, t.attrs.href])).toEqual([
      ['el', `${SITE}/destinations`], ['en', `${SITE}/en/destinations`], ['de', `${SITE}/de/destinations`],
      ['it', `${SITE}/it/destinations`], ['fr', `${SITE}/fr/destinations`], ['es', `${SITE}/es/destinations`],
      ['x-default', `${SITE}/destinations`],
    ]);
    expect(attr(tags, 'property', 'og:locale', 'content')).toEqual(['en_GB']);
    expect(attr(tags, 'property', 'og:locale:alternate', 'content')).toEqual(['el_GR', 'de_DE', 'it_IT', 'fr_FR', 'es_ES']);
  });

  it('points the alternates of a translated page at each version’s own slug, and only at versions that exist', () => {
    const { tags } = documentHead(input({
      locale: 'de', path: '/destinations/naxos-de',
      alternatePaths: { el: '/destinations/naxos', en: '/destinations/naxos-en' },
    }));
    expect(Object.fromEntries(tags.filter((t) => t.attrs.hreflang).map((t) => [t.attrs.hreflang, t.attrs.href]))).toEqual({
      el: `${SITE}/destinations/naxos`, en: `${SITE}/en/destinations/naxos-en`, de: `${SITE}/de/destinations/naxos-de`,
      'x-default': `${SITE}/destinations/naxos`,
    });
    expect(attr(tags, 'property', 'og:locale:alternate', 'content')).toEqual(['el_GR', 'en_GB']);
  });

  it('uses the page’s description, keywords, image and type, and the site’s when it has none', () => {
    const own = documentHead(input({
      page: {
        title: 'Naxos', description: 'The greenest Cycladic island.', keywords: ' naxos, ferry ', type: 'article',
        image: { url: '/api/files/download/7', width: 1200, height: 600, alt: 'Naxos harbour', mimeType: 'image/svg+xml' },
      },
    })).tags;
    expect(attr(own, 'name', 'description', 'content')).toEqual(['The greenest Cycladic island.']);
    expect(attr(own, 'property', 'og:description', 'content')).toEqual(['The greenest Cycladic island.']);
    expect(attr(own, 'name', 'keywords', 'content')).toEqual(['naxos, ferry']);
    expect(attr(own, 'property', 'og:type', 'content')).toEqual(['article']);
    expect(attr(own, 'property', 'og:image', 'content')).toEqual([`${SITE}/api/files/download/7?attachment=false&resize=1200`]);
    expect(attr(own, 'property', 'og:image:alt', 'content')).toEqual(['Naxos harbour']);
    expect(attr(own, 'name', 'twitter:card', 'content')).toEqual(['summary_large_image']);

    const plain = documentHead(input()).tags;
    expect(attr(plain, 'name', 'description', 'content')).toEqual(['Book ferries.']);
    expect(attr(plain, 'name', 'keywords', 'content')).toEqual([]);
    expect(attr(plain, 'property', 'og:image', 'content')).toEqual([`${SITE}/og-image.png`]);
    expect(attr(plain, 'property', 'og:image:width', 'content')).toEqual(['1200']);
  });

  it('marks private screens and pages that ask for it noindex, with no canonical or alternates', () => {
    for (const path of ['/account', '/results', '/success', '/login', '/activate-account', '/change-password', '/confirm-email', '/error', '/test/auth-flow']) {
      const { tags } = documentHead(input({ path }));
      expect(attr(tags, 'name', 'robots', 'content'), path).toEqual(['noindex, follow']);
      expect(tags.some((t) => t.attrs.rel === 'canonical' || t.attrs.hreflang), path).toBe(false);
    }
    const notFound = documentHead(input({ path: '/missing', page: { title: 'Not found', noindex: true } })).tags;
    expect(attr(notFound, 'name', 'robots', 'content')).toEqual(['noindex, follow']);
    expect(attr(documentHead(input({ path: '/testimonials' })).tags, 'name', 'robots', 'content')).toEqual([]);
  });

  it('keeps the page number of a paged list in the canonical URL and the alternates', () => {
    const { tags } = documentHead(input({ path: '/blog', listPage: 3 }));
    expect(attr(tags, 'rel', 'canonical', 'href')).toEqual([`${SITE}/en/blog?page=3`]);
    expect(attr(tags, 'hreflang', 'el', 'href')).toEqual([`${SITE}/blog?page=3`]);
    expect(attr(documentHead(input({ path: '/blog', listPage: 1 })).tags, 'rel', 'canonical', 'href')).toEqual([`${SITE}/en/blog`]);
  });
});

describe('site paths', () => {
  it('builds absolute, percent-encoded URLs and hreflang sets', () => {
    expect(pageUrl(SITE, 'el', '/')).toBe(`${SITE}/`);
    expect(pageUrl(SITE, 'fr', '/')).toBe(`${SITE}/fr/`);
    expect(pageUrl(`${SITE}/`, 'el', '/σελίδα')).toBe(`${SITE}/%CF%83%CE%B5%CE%BB%CE%AF%CE%B4%CE%B1`);
    expect(pageUrl(SITE, 'el', '/%CF%83')).toBe(`${SITE}/%CF%83`);
    expect(hreflangAlternates(SITE, { en: '/a' })).toEqual([{ hreflang: 'en', href: `${SITE}/en/a` }, { hreflang: 'x-default', href: `${SITE}/en/a` }]);
    expect(hreflangAlternates(SITE, {})).toEqual([]);
  });

  it('tells private screens from pages whose slug only starts the same', () => {
    expect(isPrivatePath('/account')).toBe(true);
    expect(isPrivatePath('/account/')).toBe(true);
    expect(isPrivatePath('/test/auth-flow')).toBe(true);
    expect(isPrivatePath('/accounting-tips')).toBe(false);
    expect(isPrivatePath('/destinations/naxos')).toBe(false);
  });

  it('asks the shop for stored images inline and as PNG when they are SVG', () => {
    expect(shareImageUrl(SITE, { url: '/api/files/download/3', mimeType: 'image/jpeg', width: 800 })).toBe(`${SITE}/api/files/download/3?attachment=false`);
    expect(shareImageUrl(SITE, { url: '/api/files/download/3', mimeType: 'image/jpeg', width: 2400 })).toBe(`${SITE}/api/files/download/3?attachment=false&resize=1200`);
    expect(shareImageUrl(SITE, { url: 'https://cdn.example/a.png' })).toBe('https://cdn.example/a.png');
  });
});
