import { type Page } from '@playwright/test';
import { test, expect } from './support/fixtures';

/** The head as search engines read it: title, canonical, hreflang alternates, a few meta tags, and duplicates. */
async function head(page: Page) {
  return page.evaluate(() => {
    const meta = (key: string) => document.head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null;
    return {
      title: document.title,
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      canonicals: document.head.querySelectorAll('link[rel="canonical"]').length,
      descriptions: document.head.querySelectorAll('meta[name="description"]').length,
      hreflang: Object.fromEntries([...document.head.querySelectorAll('link[rel="alternate"][hreflang]')]
        .map((l) => [l.getAttribute('hreflang') ?? '', l.getAttribute('href') ?? ''])),
      description: meta('description'),
      keywords: meta('keywords'),
      robots: meta('robots'),
      ogUrl: meta('og:url'),
      ogTitle: meta('og:title'),
      ogLocale: meta('og:locale'),
    };
  });
}

/** Marks the window, so a later check can tell a client-side navigation (mark kept) from a page load (mark gone). */
async function markWindow(page: Page) {
  await page.evaluate(() => { (window as unknown as { seoMark?: boolean }).seoMark = true; });
}
const windowMarked = (page: Page) => page.evaluate(() => (window as unknown as { seoMark?: boolean }).seoMark === true);

test.describe('search engines', () => {
  test('client-side navigation updates the title, canonical URL and hreflang alternates', async ({ page, visit, baseURL }) => {
    await visit('/en/');
    const home = await head(page);
    expect(home.canonical).toBe(`${baseURL}/en/`);
    expect(home.hreflang).toMatchObject({ el: `${baseURL}/`, en: `${baseURL}/en/`, de: `${baseURL}/de/`, 'x-default': `${baseURL}/` });
    expect(home.canonicals).toBe(1);
    expect(home.descriptions).toBe(1);
    await markWindow(page);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and conditions' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and conditions');
    await expect(page).toHaveTitle('Terms and conditions | FerryShop');
    await expect.poll(async () => (await head(page)).canonical).toBe(`${baseURL}/en/terms-and-conditions`);
    const terms = await head(page);
    expect(await windowMarked(page)).toBe(true);
    expect(terms.hreflang).toEqual({
      el: `${baseURL}/oroi-and-proypo8eseis`, en: `${baseURL}/en/terms-and-conditions`, de: `${baseURL}/de/allgemeine-geschaeftsbedingungen`,
      it: `${baseURL}/it/termini-e-condizioni`, fr: `${baseURL}/fr/conditions-generales`, es: `${baseURL}/es/terminos-y-condiciones`,
      'x-default': `${baseURL}/oroi-and-proypo8eseis`,
    });
    expect(terms.ogUrl).toBe(`${baseURL}/en/terms-and-conditions`);
    expect(terms.ogTitle).toBe('Terms and conditions | FerryShop');
    expect(terms.description).toMatch(/authorised reseller/);
    expect(terms.keywords).toBeTruthy();
    expect(terms.canonicals).toBe(1);
    expect(terms.descriptions).toBe(1);

    await page.goBack();
    await expect(page).toHaveTitle(home.title);
    await expect.poll(async () => (await head(page)).canonical).toBe(`${baseURL}/en/`);
    const back = await head(page);
    expect(back.keywords).toBeNull();
    expect(back.hreflang).toEqual(home.hreflang);
    expect(back.description).toBe(home.description);
    expect(await windowMarked(page)).toBe(true);
  });

  test('the browser keeps the head the server rendered, with no element twice', async ({ page, visit, baseURL }) => {
    const served = await (await page.request.get('/de/haeufige-fragen')).text();
    expect(served).toContain(`<link rel="canonical" href="${baseURL}/de/haeufige-fragen" data-head>`);
    const servedTitle = /<title>([^<]*)<\/title>/.exec(served)?.[1] ?? '';
    expect(servedTitle).toContain('FerryShop');
    await visit('/de/haeufige-fragen');
    await expect(page).toHaveTitle(servedTitle.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code))));
    const hydrated = await head(page);
    expect(hydrated.canonical).toBe(`${baseURL}/de/haeufige-fragen`);
    expect(hydrated.canonicals).toBe(1);
    expect(hydrated.descriptions).toBe(1);
    expect(hydrated.ogLocale).toBe('de_DE');
    expect(hydrated.hreflang.en).toBe(`${baseURL}/en/faq`);
    expect(hydrated.hreflang['x-default']).toBe(`${baseURL}/syxnes-erwthseis`);
  });

  test('a destination reached from the list carries its translations’ own slugs', async ({ page, visit, baseURL }) => {
    await visit('/de/destinations');
    await markWindow(page);
    const link = page.locator('main a[href^="/de/destinations/"]').first();
    const href = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect.poll(async () => (await head(page)).canonical).toBe(`${baseURL}${href}`);
    const destination = await head(page);
    expect(await windowMarked(page)).toBe(true);
    expect(destination.title).toContain(await page.getByRole('heading', { level: 1 }).textContent());
    expect(Object.keys(destination.hreflang).sort()).toEqual(['de', 'el', 'en', 'es', 'fr', 'it', 'x-default']);
    expect(destination.hreflang.de).toBe(`${baseURL}${href}`);
    for (const [lang, url] of Object.entries(destination.hreflang)) {
      if (lang === 'x-default') continue;
      expect(url).toMatch(new RegExp(`^${baseURL}${lang === 'el' ? '' : `/${lang}`}/destinations/[a-z0-9-]+$`));
    }
    // Each alternate is that language's page of the same place, as the server renders it.
    const english = await (await page.request.get(destination.hreflang.en ?? '')).text();
    expect(english).toContain(`<link rel="canonical" href="${destination.hreflang.en}" data-head>`);
    expect(english).toContain(`hreflang="de" href="${baseURL}${href}"`);
  });

  test('private screens are noindex', async ({ page }) => {
    await page.goto('/en/login');
    await expect.poll(async () => (await head(page)).robots).toBe('noindex, follow');
    expect((await head(page)).canonical).toBeNull();
  });
});
