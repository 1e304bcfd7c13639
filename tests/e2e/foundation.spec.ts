import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from './support/fixtures';

const LOCALES = ['el', 'en', 'de', 'it', 'fr', 'es'] as const;
type Locale = (typeof LOCALES)[number];
const messages = Object.fromEntries(
  LOCALES.map((l) => [l, JSON.parse(fs.readFileSync(path.join('locales', `${l}.json`), 'utf8')) as Record<string, string>]),
) as Record<Locale, Record<string, string>>;

/** The message, in a locale, whose English text is `english`: ties the test to the spec's wording, not to ids. */
function t(locale: Locale, english: string): string {
  const id = Object.keys(messages.en).find((k) => messages.en[k] === english);
  if (!id) throw new Error(`no message says "${english}" in English`);
  return messages[locale][id] as string;
}

const prefix = (l: Locale) => (l === 'el' ? '' : `/${l}`);

async function mainMenuNames(baseURL: string, locale: Locale): Promise<string[]> {
  const where = encodeURIComponent(JSON.stringify({ name: 'Main Menu', active: true, languageCode: locale }));
  const list = (await (await fetch(`${baseURL}/api/menus?where=${where}`)).json()) as { data: { id: number }[] };
  const root = list.data[0];
  if (!root) throw new Error(`no Main Menu for ${locale}`);
  const tree = (await (await fetch(`${baseURL}/api/menus/${root.id}/subtree?active=true`)).json()) as {
    children: { name: string }[];
  };
  return tree.children.map((c) => c.name);
}

test.describe('the shop shell', () => {
  for (const locale of LOCALES) {
    test(`serves the home page in ${locale} with the header menu read from the database`, async ({ page, visit, baseURL }) => {
      await visit(`${prefix(locale)}/`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const names = await mainMenuNames(baseURL as string, locale);
      expect(names.length).toBeGreaterThan(2);
      const nav = page.getByRole('navigation', { name: t(locale, 'Main menu') });
      for (const name of names) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
      const first = nav.getByRole('link', { name: names[0], exact: true });
      const href = await first.getAttribute('href');
      if (locale !== 'el') expect(href?.startsWith(`/${locale}/`)).toBe(true);
      else expect(/^\/(en|de|it|fr|es)\//.test(href ?? '')).toBe(false);
      await expect(page).toHaveTitle(/.+/);
    });
  }

  test('the language selector on / lists the other locales and keeps the path', async ({ page, visit }) => {
    await visit('/');
    const selector = page.getByRole('navigation', { name: t('el', 'Language') });
    const codes = await selector.getByRole('link').allInnerTexts();
    expect(codes.map((c) => c.trim().split(/\s+/)[0])).toEqual(['EN', 'DE', 'IT', 'FR', 'ES']);
  });

  test('the language selector on /en/contact leads to /contact, /de/contact, …', async ({ page, visit }) => {
    await visit('/en/contact');
    const selector = page.getByRole('navigation', { name: t('en', 'Language') });
    const links = selector.getByRole('link');
    const pairs = await links.evaluateAll((els) => els.map((a) => [a.textContent?.trim().split(/\s+/)[0], a.getAttribute('href')]));
    expect(pairs).toEqual([['EL', '/contact'], ['DE', '/de/contact'], ['IT', '/it/contact'], ['FR', '/fr/contact'], ['ES', '/es/contact']]);
    await selector.getByRole('link', { name: /^DE\b/ }).click();
    await expect(page).toHaveURL(/\/de\/contact$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('/el/ shows the 404 page in Greek', async ({ page, visit }) => {
    const response = await page.request.get('/el/');
    expect(response.status()).toBe(404);
    await visit('/el/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('el', 'This page could not be found'));
  });

  test('/en/no-such-page shows the 404 page in English, then goes to the parent path', async ({ page, visit }) => {
    await visit('/en/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
    await expect(page).toHaveURL(/\/en\/?$/, { timeout: 15_000 });
  });

  test('/de/blog/no-such-post shows the 404 page in German', async ({ page, visit }) => {
    await visit('/de/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('de', 'This page could not be found'));
  });

  test('sends security headers and caches hashed assets for a year', async ({ page }) => {
    const response = await page.goto('/');
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).not.toContain("'unsafe-inline' 'self'; script");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
    const asset = await page.evaluate(() => (document.querySelector('script[type=module][src]') as HTMLScriptElement).src);
    const assetResponse = await page.request.get(asset);
    expect(assetResponse.headers()['cache-control']).toContain('immutable');
  });

  test('the footer carries the copyright year, customer care and card schemes', async ({ page, visit }) => {
    await visit('/en/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(String(new Date().getFullYear()));
    await expect(footer.getByRole('link', { name: /@/ }).first()).toBeVisible();
    for (const scheme of ['Visa', 'Mastercard', 'Maestro', 'Diners', 'American Express']) {
      await expect(footer.getByRole('img', { name: new RegExp(scheme, 'i') })).toBeVisible();
    }
  });

  test('the burger menu opens the main menu on a phone', async ({ page, visit }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit('/fr/');
    await page.getByRole('button', { name: t('fr', 'Open menu') }).waitFor();
    const burger = page.locator('header button[aria-expanded]');
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await burger.click();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: t('fr', 'Main menu') }).getByRole('link').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
  });

  test('serves the manifest and the service worker', async ({ page }) => {
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    const sw = await page.request.get('/sw.js');
    expect(sw.status()).toBe(200);
    expect(sw.headers()['content-type']).toContain('javascript');
  });
});
