import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// Issue 18 (Lighthouse of the results page): the first use of a face (family, size, weight, style) in a page costs the
// browser a font lookup, on Linux a synchronous call to the browser process per size. Step 1 renders in the browser
// after the first paint, so every face it uses is met first in the server-rendered skeleton (STEP1_FACES in
// results-shell.tsx), where the lookups are paid before the first paint instead of in step 1's first layout.

/** The faces of the visible text under `root` (every element when `root` is the body), as "family size weight style". */
async function facesOf(page: Page, root: string): Promise<string[]> {
  return page.locator(root).evaluate((element) => {
    const faces = new Set<string>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || parent.closest('svg')) continue;
      const style = getComputedStyle(parent);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      faces.add(`${style.fontFamily} ${style.fontSize} ${style.fontWeight} ${style.fontStyle}`);
    }
    return [...faces].sort();
  });
}

test("the server-rendered results page meets every face step 1's text uses", async ({ browser, page, request }) => {
  const days = ((await (await request.post('/booking/getDates', { data: { origin: 'PIR', destination: 'JMK' } })).json()) as { data: string[] }).data;
  expect(days.length).toBeGreaterThan(0);
  // The bench's search (bench/sections/results.ts): one sailing and journeys with a change.
  const path = `/en/results?trip=oneWay&legs=PIR-JMK-${days[0]}&AD=1`;

  await page.goto(path);
  await expect(page.locator('#results-step-heading')).toBeAttached({ timeout: 20_000 });
  await expect(page.getByRole('radio').first()).toBeVisible();
  const step1 = [...await facesOf(page, '.results__step'), ...await facesOf(page, '.results__aside')];
  expect(step1.length).toBeGreaterThan(3);

  const serverOnly = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: false });
  const skeleton = await serverOnly.newPage();
  await skeleton.goto(path);
  await expect(skeleton.locator('.results-skeleton')).toBeAttached();
  const served = new Set(await facesOf(skeleton, 'body'));
  await serverOnly.close();

  expect(step1.filter((face) => !served.has(face)), 'faces step 1 meets first (add them to STEP1_FACES)').toEqual([]);
});
