import { describe, expect, it } from 'vitest';
import { InMemoryCatalogGateway } from '../../../src/adapters/in-memory/catalog.in-memory-gateway';
import {
  LoadCatalogItem, LoadCatalogList, catalogAlternatePaths, groupDestinations, isOfferCurrent, pageCount, routeCompanies,
  routeSearchQuery,
} from '../../../src/core/content';
import { fromSearchQuery } from '../../../src/core/search';
import { invalidInput, refusal } from '../../../src/core/shared/refusal';

describe('LoadCatalogList', () => {
  it('lists the active items of a language, filtered and paged', async () => {
    const list = new LoadCatalogList({ catalog: new InMemoryCatalogGateway() });
    const all = await list.execute('destinations', { locale: 'en' });
    expect(all.ok && all.value.items.map((d) => d.slug)).toEqual(['santorini', 'naxos', 'piraeus', 'ancona']);
    const popular = await list.execute('destinations', { locale: 'en', filter: { popular: true } });
    expect(popular.ok && popular.value.total).toBe(2);
    const page2 = await list.execute('posts', { locale: 'en', take: 2, page: 2 });
    expect(page2.ok && { slugs: page2.value.items.map((p) => p.slug), total: page2.value.total }).toEqual({ slugs: ['travelling-with-pets'], total: 3 });
    const touchingPiraeus = await list.execute('routes', { locale: 'en', filter: { portCodes: ['PIR'] } });
    expect(touchingPiraeus.ok && touchingPiraeus.value.items.map((r) => r.slug)).toEqual(['piraeus-santorini', 'piraeus-naxos']);
  });

  it('clamps a page below 1 and a page size above 100', async () => {
    const list = new LoadCatalogList({ catalog: new InMemoryCatalogGateway() });
    const answer = await list.execute('offers', { locale: 'en', page: 0, take: 500 });
    expect(answer.ok && { page: answer.value.page, take: answer.value.take }).toEqual({ page: 1, take: 100 });
  });

  it('fails with CatalogUnavailable when the Content API answers an error', async () => {
    const catalog = new InMemoryCatalogGateway();
    catalog.failWith(invalidInput('Input', 'bad'));
    const answer = await new LoadCatalogList({ catalog }).execute('routes', { locale: 'en' });
    expect(!answer.ok && answer.error.kind).toBe('CatalogUnavailable');
  });
});

describe('LoadCatalogItem', () => {
  it('finds an item by its slug with the slugs of its translations', async () => {
    const answer = await new LoadCatalogItem({ catalog: new InMemoryCatalogGateway() }).execute('destinations', { slug: 'santorini', locale: 'en' });
    expect(answer.ok && answer.value.name).toBe('Santorini');
    expect(answer.ok && catalogAlternatePaths('destinations', answer.value)).toEqual({
      en: '/destinations/santorini', el: '/destinations/santorini', de: '/destinations/santorin',
    });
  });

  it('is NotFound for an unknown, inactive, other-language or malformed slug, without asking for a malformed one', async () => {
    const catalog = new InMemoryCatalogGateway();
    const load = new LoadCatalogItem({ catalog });
    for (const slug of ['no-such-place', 'hidden-island', 'santorin', 'Bad Slug', '../x']) {
      expect(await load.execute('destinations', { slug, locale: 'en' })).toEqual({ ok: false, error: { kind: 'NotFound' } });
    }
    catalog.failWith(refusal('NotAllowed', 'no'));
    expect(await load.execute('destinations', { slug: 'Bad Slug', locale: 'en' })).toEqual({ ok: false, error: { kind: 'NotFound' } });
    const failed = await load.execute('destinations', { slug: 'santorini', locale: 'en' });
    expect(!failed.ok && failed.error.kind).toBe('CatalogUnavailable');
  });

  it('names a post\'s detail under /blog', async () => {
    const answer = await new LoadCatalogItem({ catalog: new InMemoryCatalogGateway() }).execute('posts', { slug: 'taking-your-car', locale: 'en' });
    expect(answer.ok && catalogAlternatePaths('posts', answer.value)).toEqual({ en: '/blog/taking-your-car', el: '/blog/me-to-avtokinito' });
  });
});

describe('catalogue rules', () => {
  it('groups destinations into popular, domestic and international, each by name in the language', async () => {
    const answer = await new LoadCatalogList({ catalog: new InMemoryCatalogGateway() }).execute('destinations', { locale: 'en' });
    const groups = groupDestinations(answer.ok ? answer.value.items : [], 'en');
    expect(groups.popular.map((d) => d.name)).toEqual(['Piraeus', 'Santorini']);
    expect(groups.domestic.map((d) => d.name)).toEqual(['Naxos', 'Piraeus', 'Santorini']);
    expect(groups.international.map((d) => d.name)).toEqual(['Ancona']);
  });

  it('counts pages, at least one', () => {
    expect([pageCount(0, 9), pageCount(9, 9), pageCount(10, 9), pageCount(12, 0)]).toEqual([1, 1, 2, 12]);
  });

  it('tells whether an offer is valid at an instant, ends included', () => {
    const offer = { validFrom: '2026-03-01T00:00:00.000Z', validUntil: '2026-10-31T21:00:00.000Z' };
    expect(isOfferCurrent(offer, '2026-02-28T23:59:59.000Z')).toBe(false);
    expect(isOfferCurrent(offer, '2026-03-01T00:00:00.000Z')).toBe(true);
    expect(isOfferCurrent(offer, '2026-10-31T21:00:01.000Z')).toBe(false);
    expect(isOfferCurrent({ validFrom: null, validUntil: null }, '2030-01-01T00:00:00.000Z')).toBe(true);
  });
});

describe('routeSearchQuery', () => {
  it('builds the results query of a one-way or round trip that the results screen reads back', () => {
    const oneWay = routeSearchQuery({ from: 'PIR', to: 'JTR', date: '2026-06-11' });
    expect(oneWay).toEqual({ trip: 'oneWay', legs: 'PIR-JTR-2026-06-11', AD: '1' });
    const round = routeSearchQuery({ from: 'PIR', to: 'JTR', date: '2026-06-11', returnDate: '2026-06-18', adults: 2 });
    expect(round).toEqual({ trip: 'roundTrip', legs: 'PIR-JTR-2026-06-11~JTR-PIR-2026-06-18', AD: '2' });
    expect(fromSearchQuery(round ?? {})?.legs).toHaveLength(2);
  });

  it('refuses missing or wrong ports and days, a return before the outward day, and adults out of range', () => {
    expect(routeSearchQuery({ from: 'PIR', to: 'PIR', date: '2026-06-11' })).toBeUndefined();
    expect(routeSearchQuery({ from: 'PIR', to: '', date: '2026-06-11' })).toBeUndefined();
    expect(routeSearchQuery({ from: 'PIR', to: 'JTR', date: '11/06/2026' })).toBeUndefined();
    expect(routeSearchQuery({ from: 'PIR', to: 'JTR', date: '2026-06-11', returnDate: '2026-06-10' })).toBeUndefined();
    expect(routeSearchQuery({ from: 'PIR', to: 'JTR', date: '2026-06-11', adults: 0 })).toBeUndefined();
    expect(routeSearchQuery({ from: 'PIR', to: 'JTR', date: '2026-06-11', adults: 11 })).toBeUndefined();
  });
});

describe('routeCompanies', () => {
  const company = (code: string) => ({ code, name: `${code} Lines`, logo: `/booking/logos/${code}.svg` });
  it('summarises the companies of the sailings, fastest first, with their range of durations and lowest fare', () => {
    const companies = routeCompanies([
      { company: company('BSF'), durationMinutes: 480, lowestFare: 4000 },
      { company: company('SJT'), durationMinutes: 290, lowestFare: 9000 },
      { company: company('BSF'), durationMinutes: 460, lowestFare: 3900 },
    ]);
    expect(companies).toEqual([
      { ...company('SJT'), sailings: 1, fastestMinutes: 290, slowestMinutes: 290, lowestFare: 9000 },
      { ...company('BSF'), sailings: 2, fastestMinutes: 460, slowestMinutes: 480, lowestFare: 3900 },
    ]);
    expect(routeCompanies([])).toEqual([]);
  });
});
