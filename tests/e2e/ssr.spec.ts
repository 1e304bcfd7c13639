import fs from 'node:fs';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { test, expect } from './support/fixtures';

// Server-side rendering: the pages come with their text (for crawlers and a fast first paint), and the app then
// hydrates them without re-rendering (no hydration mismatch) and stays interactive.

const messages = (locale: string) =>
  JSON.parse(fs.readFileSync(path.resolve(`locales/${locale}.json`), 'utf8')) as Record<string, string>;

/** The Main Menu's item names in a locale, from the database through the Content API. */
async function mainMenuNames(page: Page, locale: string): Promise<string[]> {
  const where = JSON.stringify({ name: 'Main Menu', active: true, languageCode: locale });
  const roots = await (await page.request.get(`/api/menus?where=${encodeURIComponent(where)}`)).json() as { data: { id: number }[] };
  const tree = await (await page.request.get(`/api/menus/${roots.data[0]?.id}/subtree?active=true`)).json() as { children: { name: string }[] };
  return tree.children.map((item) => item.name);
}

const HOMES = [['/', 'el'], ['/en', 'en'], ['/de', 'de'], ['/it', 'it'], ['/fr', 'fr'], ['/es', 'es']] as const;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  /** Opens a path as a browser without JavaScript does: what shows is the server's HTML alone. */
  async function open(page: Page, url: string): Promise<number | undefined> {
    const response = await page.goto(url);
    await page.locator('main h1').first().waitFor();
    return response?.status();
  }

  for (const [url, locale] of HOMES.slice(0, 3)) {
    test(`${url} shows the hero heading and the main menu from the server`, async ({ page }) => {
      expect(await open(page, url)).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages(locale)['home.hero.title'] ?? '?');
      await expect(page).toHaveTitle(/\| FerryShop$/);
      const menu = page.locator('.site-header__menu');
      const names = await mainMenuNames(page, locale);
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) await expect(menu.getByRole('link', { name, exact: true })).toBeAttached();
      const state = await page.locator('script#ssr-state').textContent();
      expect(() => JSON.parse(state ?? '')).not.toThrow();
    });
  }

  test('an unknown page is the 404 page with status 404', async ({ page }) => {
    expect(await open(page, '/en/no-such-page')).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages('en')['notFound.title'] ?? '?');
    await expect(page).toHaveTitle(`${messages('en')['notFound.title']} | FerryShop`);
  });

  test('a content page comes with its text, title and description', async ({ page }) => {
    expect(await open(page, '/en/terms-and-conditions')).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and conditions');
    await expect(page.getByRole('heading', { level: 2, name: '7. Liability' })).toBeAttached();
    await expect(page).toHaveTitle('Terms and conditions | FerryShop');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /authorised reseller/);
  });
});

test.describe('the server HTML before any script runs', () => {
  // axe needs JavaScript in the page, so this blocks the app's scripts instead of disabling JavaScript.
  for (const url of ['/en', '/en/terms-and-conditions', '/en/no-such-page']) {
    test(`${url} is accessible as the server sends it`, async ({ page, visit }) => {
      await page.route(/\.js(\?|$)/, (route) => route.abort());
      await visit(url);
      expect(await page.evaluate(() => Object.keys(document.querySelector('main h1') ?? {}).some((key) => key.startsWith('__react')))).toBe(false);
    });
  }
});

test.describe('with JavaScript', () => {
  /** Console errors and warnings, page errors, and anything that speaks of hydration. */
  function collectProblems(page: Page): string[] {
    const problems: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' || msg.type() === 'warning' || /hydrat/i.test(msg.text())) problems.push(`${msg.type()}: ${msg.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    return problems;
  }

  /** Opens a server-rendered page and waits until React has hydrated it, keeping the server's heading element. */
  async function hydrate(page: Page, url: string): Promise<void> {
    // The server's heading element, taken before any script runs: hydration adopts it; a re-render would replace it.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { ssrHeading?: Element | null }).ssrHeading = document.querySelector('main h1');
      });
    });
    await page.goto(url);
    await page.waitForFunction(() => {
      const heading = document.querySelector('main h1');
      return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
    });
    const kept = await page.evaluate(() => {
      const ssrHeading = (window as unknown as { ssrHeading?: Element | null }).ssrHeading;
      return ssrHeading !== null && ssrHeading !== undefined && ssrHeading.isConnected && ssrHeading === document.querySelector('main h1');
    });
    expect(kept, `${url}: the server-rendered heading survives hydration`).toBe(true);
    await page.waitForLoadState('networkidle');
  }

  const pages = [...HOMES.map(([url]) => url), '/en/contact', '/en/terms-and-conditions', '/en/pwaMenu'];
  for (const url of pages) {
    test(`${url} hydrates without errors or mismatches`, async ({ page }) => {
      const problems = collectProblems(page);
      await hydrate(page, url);
      expect(problems).toEqual([]);
    });
  }
  for (const url of ['/el/', '/en/no-such-page']) {
    test(`the 404 page at ${url} hydrates without errors or mismatches`, async ({ page }) => {
      const problems = collectProblems(page);
      await hydrate(page, url);
      // The browser reports the document's own 404 status; nothing else may show.
      expect(problems.filter((p) => !/^error: Failed to load resource: .*status of 404/.test(p))).toEqual([]);
    });
  }

  test('the hydrated home page stays interactive: the burger menu toggles at 390 px', async ({ page }) => {
    const problems = collectProblems(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await hydrate(page, '/en');
    const burger = page.locator('.site-header__burger');
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await burger.click();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link').first()).toBeVisible();
    await burger.click();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(problems).toEqual([]);
  });
});

// Issue 18 (Lighthouse of the results page): the server render of a results page carries everything step 1 shows of
// a one-way leg (its sailings, the journeys with a change, the strip of neighbouring days' fares), so the browser asks
// for none of them after it starts; and the placeholder the server renders fills the screen, so the step replacing it
// moves nothing in view (the footer's jump was the page's layout shift).
test.describe('a results page loaded directly', () => {
  /** A results URL (one way Piraeus → Mykonos, one adult) on the first of the next days with sailings. */
  async function resultsUrl(page: Page): Promise<string> {
    for (let day = 1; day <= 7; day++) {
      const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
      const answer = await page.request.post('/booking/results', { data: { legs: [{ departurePort: 'PIR', destinationPort: 'JMK', departureDate: date }], lang: 'en' } });
      expect(answer.ok()).toBe(true);
      const { legs } = await answer.json() as { legs: { trips: unknown[] }[] };
      if ((legs[0]?.trips.length ?? 0) > 0) return `/en/results?trip=oneWay&legs=PIR-JMK-${date}&AD=1`;
    }
    throw new Error('no sailings from Piraeus to Mykonos in the next 7 days');
  }

  test('starts with its footer below the screen when the server HTML shows the placeholder', async ({ browser, page }) => {
    const url = await resultsUrl(page);
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    try {
      const bare = await context.newPage();
      await bare.goto(url);
      await expect(bare.locator('.results-skeleton')).toBeVisible();
      const footerTop = await bare.locator('footer').evaluate((footer) => footer.getBoundingClientRect().top);
      expect(footerTop).toBeGreaterThanOrEqual(844);
    } finally {
      await context.close();
    }
  });

  test('shows step 1 with its sailings, connections and fares without asking the server for them again', async ({ page }) => {
    const url = await resultsUrl(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/booking\/(results|journeys|fare-calendar)\b/.test(request.url())) asked.push(new URL(request.url()).pathname);
    });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (msg) => { if (msg.type() === 'error' || /hydrat/i.test(msg.text())) problems.push(`${msg.type()}: ${msg.text()}`); });
    await page.goto(url);
    await expect(page.locator('.leg__list .sailing').first()).toBeVisible();
    await expect(page.locator('.fare-strip__day[aria-current="date"]')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    expect(problems).toEqual([]);
  });
});
