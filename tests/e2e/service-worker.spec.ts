import { expect, test } from './support/fixtures';

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
});
