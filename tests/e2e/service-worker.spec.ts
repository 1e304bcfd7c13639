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
});
