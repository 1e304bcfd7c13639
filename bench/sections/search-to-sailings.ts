// Issue 5: from pressing search on the home page to the sailings shown, measured in the browser on the embedded
// database. Each run is a first visit: the home page opens with the wizard filled (the query a results page's
// "change search" sends back), the bench waits until the page is hydrated and quiet, then presses search; the page
// itself times from the click event to the first frame after the first sailing appears in the list (the results
// chunk, the booking domains and the Booking API answer included). Budget: median under 300 ms. Chromium without
// CPU throttling, a phone-sized window.
import { type Browser, chromium } from '@playwright/test';
import { type BenchContext, CHROMIUM, CHROMIUM_FLAGS, type Row, firstLine, median, round, row } from '../support';
import { searchWithSailings } from './search';

const SEARCH_BUTTON = 'button.wizard__search';
/** A sailing of the list, not one of the placeholders shown while the sailings load. */
const SAILING = '.leg__list .sailing:not(.sailing--skeleton)';
const TIMEOUT_MS = 15_000;

/**
 * The page's timer, as source text: named functions inside a function handed to `page.evaluate` from this TypeScript
 * would carry the helper tsx adds to them (`__name`), which does not exist in the page. Sets `window.benchSearchToSailings` to the
 * milliseconds from the click on search (the event's time, on the page's clock) to the first frame after a sailing
 * is in the list. The listener is on the document: the button React hydrated may not be the element the server sent.
 */
function timerScript(button: string, sailing: string, timeoutMs: number): string {
  return `window.benchSearchToSailings = new Promise((resolve, reject) => {
    const deadline = setTimeout(() => reject(new Error('no sailing (${sailing}) within ${2 * timeoutMs} ms')), ${2 * timeoutMs});
    document.addEventListener('click', (event) => {
      if (!(event.target instanceof Element) || !event.target.closest(${JSON.stringify(button)})) return;
      const start = event.timeStamp;
      const shown = () => requestAnimationFrame(() => setTimeout(() => {
        clearTimeout(deadline);
        resolve(performance.now() - start);
      }, 0));
      if (document.querySelector(${JSON.stringify(sailing)})) return shown();
      const observer = new MutationObserver(() => {
        if (!document.querySelector(${JSON.stringify(sailing)})) return;
        observer.disconnect();
        shown();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    }, { capture: true });
  });
  undefined;`;
}

/** One run in a fresh browser context: the milliseconds from the click on search to the sailings on screen. */
async function once(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT_MS);
    await page.goto(url, { waitUntil: 'networkidle', timeout: 4 * TIMEOUT_MS });
    // Hydrated: React has attached its props to the button (before that a press would submit the plain form).
    await page.waitForFunction((selector) => {
      const button = document.querySelector(selector);
      return !!button && Object.keys(button).some((key) => key.startsWith('__reactProps'));
    }, SEARCH_BUTTON, { timeout: TIMEOUT_MS });
    await page.waitForLoadState('networkidle');
    await page.evaluate(timerScript(SEARCH_BUTTON, SAILING, TIMEOUT_MS));
    await page.click(SEARCH_BUTTON);
    return (await page.evaluate('window.benchSearchToSailings')) as number;
  } finally {
    await context.close().catch(() => undefined);
  }
}

export async function bench(baseUrl: string, context: BenchContext): Promise<Row[]> {
  const search = await searchWithSailings(baseUrl);
  const url = `${baseUrl}/en/?${search.query}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const times: number[] = [];
  try {
    for (let i = 0; i < context.timingRuns; i++) times.push(await once(browser, url));
  } catch (error) {
    return [row('search → sailings shown (ms, median)', 'n/a', '< 300', false, firstLine(error))];
  } finally {
    await browser.close();
  }
  const value = round(median(times), 0);
  return [
    row(`search → sailings shown (ms, median of ${times.length})`, value, '< 300', value < 300),
    row('search → sailings shown (ms, min / max)', `${round(Math.min(...times), 0)} / ${round(Math.max(...times), 0)}`),
  ];
}
