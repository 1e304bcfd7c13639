import { expect, test } from './support/fixtures';
import { t } from './support/booking-journey';

/**
 * Issue 18: the service worker's install (its precache's downloads and writes) must not compete with the first page's
 * work. src/main.tsx registers it once the app has started and the main thread is idle, not on `load`: when it is
 * registered, the page has hydrated (every element of the server's render carries React's fiber).
 */

type Registration = { elements: number; unhydrated: number; loaded: boolean };


test.describe('the service worker', () => {
  for (const path of ['/', '/en/faq']) {
    test(`is registered once the app has hydrated ${path}, not before`, async ({ page }) => {
      await page.addInitScript(() => {
        /** The elements of the app's root, and those React has not hydrated (a rich text's inner HTML is none of React's). */
        const hydration = (): { elements: number; unhydrated: number } => {
          // React marks each element it has hydrated or rendered with a `__reactFiber$…` key.
          const elements = [...document.querySelectorAll('#root *')];
          const unhydrated = elements.filter((element) => !Object.keys(element).some((key) => key.startsWith('__reactFiber$'))
            && !element.parentElement?.closest('.rich-text'));
          return { elements: elements.length, unhydrated: unhydrated.length };
        };
        const container = ServiceWorkerContainer.prototype;
        const register = container.register;
        const calls: Registration[] = [];
        (window as unknown as { swRegistrations: Registration[] }).swRegistrations = calls;
        container.register = function (this: ServiceWorkerContainer, ...args: Parameters<typeof register>) {
          calls.push({ ...hydration(), loaded: document.readyState === 'complete' });
          return register.apply(this, args);
        };
      });
      await page.goto(path);
      await expect.poll(() => page.evaluate(() => (window as unknown as { swRegistrations: Registration[] }).swRegistrations.length), {
        timeout: 15_000,
      }).toBe(1);
      const [call] = await page.evaluate(() => (window as unknown as { swRegistrations: Registration[] }).swRegistrations);
      expect(call!.loaded).toBe(true);
      expect(call!.elements).toBeGreaterThan(10);
      expect(call!.unhydrated).toBe(0);
      // And it still installs and activates.
      expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toMatch(/\/sw\.js$/);
    });
  }

  test('precaches the app\'s start and My tickets, no language\'s messages; a page adds its own language\'s', async ({ page }) => {
    const sw = await (await page.request.get('/sw.js')).text();
    const precached = [...sw.matchAll(/url:"([^"]+)"/g)].map((match) => `/${match[1]!.replace(/^\//, '')}`);
    // A new build's worker takes over at once, not after every tab of the shop has closed.
    expect(sw).toMatch(/\bself\.skipWaiting\(\)/);
    expect(sw).not.toContain('SKIP_WAITING');
    const lists = (await (await page.request.get('/offline-messages.json')).json()) as Record<string, string[]>;
    expect(Object.keys(lists).sort()).toEqual(['de', 'el', 'en', 'es', 'fr', 'it']);
    const messages = Object.values(lists).flat();
    expect(messages).toHaveLength(18);
    expect(precached.filter((file) => messages.includes(file))).toEqual([]);
    expect(precached).toEqual(expect.arrayContaining(['/en/tickets?shell', '/tickets?shell']));
    expect(precached.some((file) => /^\/assets\/tickets-page-[\w-]+\.js$/.test(file))).toBe(true);
    expect(precached.some((file) => /^\/assets\/boot-[\w-]+\.js$/.test(file))).toBe(true);
    // Lazy screens no offline promise needs are not (the results' step 3, the account page).
    expect(precached.some((file) => /^\/assets\/(results-step3|account-page)-/.test(file))).toBe(false);

    await page.goto('/en/');
    const cached = (lang: string) => page.evaluate(async (files) => {
      const found = await Promise.all(files.map(async (file) => (await caches.match(file)) !== undefined));
      return found.filter(Boolean).length;
    }, lists[lang]!);
    await expect.poll(() => cached('en'), { timeout: 20_000 }).toBe(3);
    expect(await cached('fr')).toBe(0);
  });
  test('a new build\'s worker drops what older builds left in its caches and keeps My tickets offline in each language the device showed', async ({ page, context }) => {
    const lists = (await (await page.request.get('/offline-messages.json')).json()) as Record<string, string[]>;
    // What an older build left, before this build's worker: scripts a page added itself (workbox's expiration never
    // knew them), among them Greek messages (the device showed the shop in Greek), and My tickets kept by the pages
    // cache naming that build's start. And a page naming only this build's files.
    await page.goto('/robots.txt');
    await page.evaluate(async (current) => {
      const assets = await caches.open('assets');
      const script = () => new Response('export {};', { headers: { 'content-type': 'text/javascript' } });
      await assets.put('/assets/boot-0ldBu1ld.js', script());
      await assets.put('/assets/el-0ldBu1ld.js', script());
      const pages = await caches.open('pages');
      const html = (file: string) => new Response(
        `<!doctype html><html lang="en"><head><script type="module" src="${file}"></script></head><body><main><h1>My tickets</h1></main></body></html>`,
        { headers: { 'content-type': 'text/html' } },
      );
      await pages.put('/en/tickets', html('/assets/index-0ldBu1ld.js'));
      await pages.put('/en/kept', html(current));
    }, lists.en![0]!);

    await page.goto('/en/');
    const contents = () => page.evaluate(async () => {
      const paths = async (name: string) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname).sort();
      return { assets: await paths('assets'), pages: await paths('pages') };
    });
    // The page adds English, the worker drops the old build's entries and fetches this build's Greek messages.
    await expect.poll(async () => {
      const { assets } = await contents();
      return { old: assets.filter((file) => file.includes('0ldBu1ld')), missing: [...lists.en!, ...lists.el!].filter((file) => !assets.includes(file)) };
    }, { timeout: 30_000 }).toEqual({ old: [], missing: [] });
    const { assets, pages } = await contents();
    expect(assets.filter((file) => lists.fr!.includes(file))).toEqual([]);
    expect(pages).toContain('/en/kept');
    expect(pages).not.toContain('/en/tickets');

    await context.setOffline(true);
    for (const [path, locale] of [['/en/tickets', 'en'], ['/tickets', 'el']] as const) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const heading = page.getByRole('heading', { level: 1, name: t(locale, 'wallet.title') });
      await expect(heading).toBeVisible();
      // The app runs there (its scripts and messages from the worker's caches): React has hydrated the heading.
      await expect.poll(() => heading.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
    }
    await context.setOffline(false);
  });
});
