import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MENUS } from '../../server/modules/content/seed-data';
import { seedPages } from '../../server/modules/content/entities/pages-seed/index';
import { LOCALES } from '../../src/core/shared/locale';
import { startTestServer, type TestServer } from '../support/server-harness';

const TOKEN = 'pages-admin-token-0123456789';

interface Item { key: string; value: string; position: number }
interface Section { position: number; template: { component: string }; items: Item[] }
interface Page { id: number; slug: string; languageCode: string; title: string; translationKey: string; sections: Section[]; translations: { languageCode: string; slug: string }[] }

let server: TestServer;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ferry-pages-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="el"><head><title>Ferry shop</title></head><body><div id="root"></div></body></html>');
  server = await startTestServer({ distDir: dist, env: { ADMIN_TOKEN: TOKEN } });
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

async function get<T>(pathAndQuery: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${server.url}${pathAndQuery}`);
  return { status: response.status, body: (await response.json()) as T };
}

function lookup(slug: string, languageCode: string, active = true): string {
  const where = encodeURIComponent(JSON.stringify({ slug, languageCode, active }));
  const include = encodeURIComponent(JSON.stringify({ sections: true, translations: true }));
  return `/api/pages?where=${where}&include=${include}&take=1`;
}

async function write(method: string, pathName: string, body: unknown): Promise<Response> {
  return fetch(`${server.url}${pathName}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
    body: JSON.stringify(body),
  });
}

describe('the page lookup', () => {
  it('finds the English terms page by slug, language and active, with its sections in order', async () => {
    const { status, body } = await get<{ data: Page[]; total: number }>(lookup('terms-and-conditions', 'en'));
    expect(status).toBe(200);
    expect(body.total).toBe(1);
    const page = body.data[0] as Page;
    expect(page).toMatchObject({ slug: 'terms-and-conditions', languageCode: 'en', title: 'Terms and conditions', translationKey: 'terms' });
    expect(page.sections.map((s) => s.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(page.sections.map((s) => s.items[0]?.value)).toEqual([
      '1. Scope', '2. Our role', '3. Booking and confirmation', '4. Prices and payment', '5. Travel documents',
      '6. Changes and cancellations', '7. Liability', '8. Complaints and applicable law',
    ]);
    expect(page.sections.every((s) => s.template.component === 'RichText')).toBe(true);
    expect(page.sections[1]?.items.map((i) => i.key)).toEqual(['heading', 'html']);
  });

  it('lists the translations of a page with their own slugs', async () => {
    const { body } = await get<{ data: Page[] }>(lookup('politikh-aporrhtoy', 'el'));
    const translations = Object.fromEntries((body.data[0] as Page).translations.map((t) => [t.languageCode, t.slug]));
    expect(translations).toEqual({
      en: 'privacy-policy', de: 'datenschutzerklaerung', it: 'informativa-sulla-privacy',
      fr: 'politique-de-confidentialite', es: 'politica-de-privacidad',
    });
  });

  it('does not find a slug in another language', async () => {
    const { status, body } = await get<{ data: Page[]; total: number }>(lookup('terms-and-conditions', 'de'));
    expect(status).toBe(200);
    expect(body).toMatchObject({ data: [], total: 0 });
  });

  it('has a page for every Footer Menu and Footer Bottom Menu link, in every language', async () => {
    for (const locale of LOCALES) {
      const links = [...MENUS['Footer Menu'][locale], ...MENUS['Footer Bottom Menu'][locale]].map(([, link]) => link).filter((l) => l !== '/contact');
      for (const link of links) {
        const { body } = await get<{ total: number }>(lookup(link.slice(1), locale));
        expect(body.total, `${locale} ${link}`).toBe(1);
      }
    }
  });

  it('serves a FAQ page as question and answer items', async () => {
    const { body } = await get<{ data: Page[] }>(lookup('haeufige-fragen', 'de'));
    const faq = (body.data[0] as Page).sections.find((s) => s.template.component === 'Faq') as Section;
    expect(faq.items.slice(0, 3).map((i) => i.key)).toEqual(['heading', 'question', 'answerHtml']);
    expect(faq.items[1]?.value).toBe('Muss ich mein Ticket ausdrucken?');
  });

  it('finds an inactive page only when the lookup does not ask for active ones', async () => {
    const created = await write('POST', '/api/pages', { translationKey: 'draft', slug: 'draft-page', languageCode: 'en', title: 'Draft', active: false });
    expect(created.status).toBe(201);
    expect((await get<{ total: number }>(lookup('draft-page', 'en'))).body.total).toBe(0);
    expect((await get<{ total: number }>(lookup('draft-page', 'en', false))).body.total).toBe(1);
    expect((await fetch(`${server.url}/en/draft-page`)).status).toBe(404);
  });

  it('answers a malformed query with 400', async () => {
    expect((await get<{ error: { code: string } }>('/api/pages?where=%7Bnot-json')).body.error.code).toBe('INVALID_WHERE');
    const unknownField = await get<{ error: { code: string } }>(`/api/pages?where=${encodeURIComponent('{"colour":"red"}')}`);
    expect(unknownField.status).toBe(400);
    const include = await get<{ error: { code: string } }>(`/api/pages?include=${encodeURIComponent('{"authors":true}')}`);
    expect(include).toMatchObject({ status: 400, body: { error: { code: 'INVALID_INCLUDE' } } });
    expect((await get('/api/pages?lang=xx')).status).toBe(400);
    expect((await get('/api/pages/abc')).status).toBe(404);
  });
});

describe('rich text', () => {
  it('is sanitised when stored: no script, no event handler, no javascript: link', async () => {
    const page = (await get<{ data: Page[] }>(lookup('about-us', 'en'))).body.data[0] as Page;
    const sections = await get<{ data: { id: number }[] }>(`/api/sections?where=${encodeURIComponent(JSON.stringify({ pageId: page.id }))}`);
    const sectionId = (sections.body.data[0] as { id: number }).id;
    const response = await write('POST', '/api/sectionItems', {
      sectionId, key: 'html', position: 99,
      value: '<p>Safe <strong>text</strong></p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">link</a>',
    });
    expect(response.status).toBe(201);
    const stored = (await response.json()) as { id: number; value: string };
    expect(stored.value).toBe('<p>Safe <strong>text</strong></p><a>link</a>');

    const plain = await write('POST', '/api/sectionItems', { sectionId, key: 'heading', value: 'Q&A <about> ferries', position: 100 });
    const plainItem = (await plain.json()) as { id: number; value: string };
    expect(plainItem.value).toBe('Q&A <about> ferries');

    const patched = await write('PATCH', `/api/sectionItems/${plainItem.id}`, { key: 'answerHtml' });
    expect(((await patched.json()) as { value: string }).value).toBe('Q&amp;A  ferries');
    const updated = await write('PATCH', `/api/sectionItems/${stored.id}`, { value: '<p onclick="x()">Hi</p><iframe src="https://evil.example"></iframe>' });
    expect(((await updated.json()) as { value: string }).value).toBe('<p>Hi</p>');
  });

  it('is sanitised when seeded, and seeding again adds nothing', async () => {
    const before = (await get<{ total: number }>('/api/pages?take=1')).body.total;
    await seedPages(server.database.db);
    expect((await get<{ total: number }>('/api/pages?take=1')).body.total).toBe(before);
    const items = await get<{ data: Item[]; total: number }>(`/api/sectionItems?take=100&where=${encodeURIComponent('{"value":{"contains":"<script"}}')}`);
    expect(items.body.total).toBe(0);
  });
});

describe('the app HTML of a content page path', () => {
  it.each([
    ['/oroi-and-proypo8eseis'], ['/politikh-aporrhtoy'], ['/en/terms-and-conditions'], ['/en/privacy-policy'],
    ['/de/haeufige-fragen'], ['/fr/conditions-generales'], ['/es/como-reservar/'], ['/it/chi-siamo?ref=menu'],
  ])('answers %s with 200', async (pathName) => {
    const response = await fetch(`${server.url}${pathName}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root"></div>');
  });

  it.each([
    ['/en/no-such-page'], ['/no-such-page'], ['/de/terms-and-conditions'], ['/oroi-and-proypo8eseis'.replace('oroi', 'oroii')],
    ['/en/oroi-and-proypo8eseis'], ['/en/%CE%BD%CE%AC%CE%BE%CE%BF%CF%82'],
  ])('answers %s with the app HTML and 404', async (pathName) => {
    const response = await fetch(`${server.url}${pathName}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('<div id="root"></div>');
  });

  it('keeps the other app routes at 200 without a page lookup', async () => {
    for (const pathName of ['/en/contact', '/results', '/de/blog', '/fr/offers']) {
      expect((await fetch(`${server.url}${pathName}`)).status, pathName).toBe(200);
    }
  });
});
