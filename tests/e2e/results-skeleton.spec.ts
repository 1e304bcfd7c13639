import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// Issue 18 (Lighthouse of the results page): the skeleton's shimmer made the compositor draw a frame every 16 ms while
// the page started (a transform animation of every card: the GPU process's and the renderer compositor's CPU, which on
// a 2-core phone or test machine lengthens the main thread's tasks). It starts only after a delay, so a quick start
// never animates and a slow one still shows that the page is working; a visitor who asks for less motion gets none.

async function shimmerOf(page: Page) {
  return page.locator('.results-skeleton__card').first().evaluate((card) => {
    const style = getComputedStyle(card, '::after');
    return { name: style.animationName, delay: style.animationDelay, iterations: style.animationIterationCount, transform: style.transform };
  });
}

async function skeletonPage(browser: Browser, reducedMotion: 'reduce' | 'no-preference') {
  // Without scripts the server's page keeps its skeleton: what the visitor sees until step 1 renders.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: false, reducedMotion });
  const page = await context.newPage();
  await page.goto('/en/results?trip=oneWay&legs=PIR-JMK-2030-06-01&AD=1');
  await expect(page.locator('.results-skeleton__card')).toHaveCount(3);
  return { page, close: () => context.close() };
}

test('the results skeleton shimmers only after a second and a half, its band out of view until then', async ({ browser }) => {
  const { page, close } = await skeletonPage(browser, 'no-preference');
  const shimmer = await shimmerOf(page);
  expect(shimmer.name).toBe('results-shimmer');
  expect(shimmer.iterations).toBe('infinite');
  expect(parseFloat(shimmer.delay)).toBeGreaterThanOrEqual(1.5);
  // Before the delay the band sits at translateX(-100%), left of the card, which clips it: nothing moves, nothing shows.
  const card = await page.locator('.results-skeleton__card').first().evaluate((c) => c.getBoundingClientRect().width);
  expect(shimmer.transform).toBe(`matrix(1, 0, 0, 1, ${-card}, 0)`);
  await close();
});

test('the results skeleton does not shimmer for a visitor who asks for less motion', async ({ browser }) => {
  const { page, close } = await skeletonPage(browser, 'reduce');
  expect((await shimmerOf(page)).name).toBe('none');
  await close();
});
