import { type Locator, type Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';

/**
 * The installed app (SPEC section 1) on a 390 px phone. Chromium cannot emulate the display-mode media query, so an
 * init script answers the app's own question, `matchMedia('(display-mode: standalone)')`, with a list that matches
 * (the app's use-standalone-display.ts asks nothing else).
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const matchMedia = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => matchMedia(query.replace(/\s+/g, ' ').trim() === '(display-mode: standalone)' ? 'all' : query);
  });
});

const appMenu = (page: Page) => page.getByRole('navigation', { name: 'App menu' });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'the element is laid out').not.toBeNull();
  return found!;
}

/** Scrolls to the very bottom of the page (where the last controls of a step are) and lets it settle. */
async function scrollToBottom(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(() => Math.abs(window.scrollY + window.innerHeight - document.documentElement.scrollHeight) < 2);
}

/** `locator` lies wholly above `y` (the top of a bar fixed at the bottom) and a tap at its middle reaches it. */
async function expectAbove(page: Page, locator: Locator, y: number) {
  const b = await box(locator);
  expect(b.y + b.height, 'bottom edge above the bar').toBeLessThanOrEqual(y + 0.5);
  const reached = await locator.evaluate((element, [x, yy]) => {
    const hit = document.elementFromPoint(x!, yy!);
    return hit !== null && (element === hit || element.contains(hit));
  }, [b.x + b.width / 2, b.y + b.height / 2]);
  expect(reached, 'nothing covers its middle').toBe(true);
}

async function sailingDay(page: Page): Promise<string> {
  const answer = await page.request.post('/booking/getDates', { data: { origin: 'PIR', destination: 'JTR' } });
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: string[] };
  expect(data.length).toBeGreaterThan(3);
  return data[3]!;
}

test.describe('phone: the installed app', () => {
  test('shows the bottom menu instead of header and footer, with drawn icons; the menu page offers the login', async ({ page, visit }) => {
    await visit('/en/');
    await expect(appMenu(page)).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    // Call, Booking, More: each a drawn icon (no character the phone's font may lack) and its name.
    for (const name of ['Booking', 'More']) {
      const link = appMenu(page).getByRole('link', { name });
      await expect(link.locator('svg')).toHaveCount(1);
      await expect(link).toHaveText(name);
    }
    const bar = await box(appMenu(page));
    expect(bar.y + bar.height).toBeCloseTo(844, 0);

    await appMenu(page).getByRole('link', { name: 'More' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Log in' }).tap();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('on the booking steps the menu covers neither the sailings nor Continue, and the price bar sits above it', async ({ page, visit }) => {
    const day = await sailingDay(page);
    await visit(`/en/results?trip=oneWay&legs=PIR-JTR-${day}&AD=1`);
    await expect(page.getByRole('banner')).toHaveCount(0);
    const menuTop = (await box(appMenu(page))).y;

    // Step 1 scrolled to the bottom: the last choice on the page (the last sailing, or the last journey with a change
    // when step 1 offers some below the sailings, issue 16) and Continue are above the menu, and a tap on the last
    // sailing chooses it (it used to land on "More").
    const continueButton = page.getByRole('button', { name: 'Continue' });
    const last = page.getByRole('radio', { disabled: false }).last();
    const label = page.locator(`label[for="${await last.getAttribute('id')}"]`);
    const journeys = page.getByRole('button', { name: 'Choose this journey' });
    await scrollToBottom(page);
    await expectAbove(page, continueButton, menuTop);
    await expectAbove(page, (await journeys.count()) > 0 ? journeys.last() : label, menuTop);
    await label.scrollIntoViewIfNeeded();
    await expectAbove(page, label, menuTop);
    await label.tap();
    await expect(last).toBeChecked();
    await expect(page).toHaveURL(/\/en\/results\?/);
    await continueButton.tap();

    // Step 2: the price bar stands on the menu (no overlap), and at the bottom Continue is above both.
    await expect(page.locator('#results-step-heading')).toHaveText('Passengers and vehicles');
    const summary = page.getByRole('region', { name: 'Price summary' });
    await expect(summary.locator('[aria-live="polite"]')).toHaveText(/\d+\.\d{2}\s€/);
    await expect(page.getByText('Updating prices…')).toHaveCount(0);
    await expectAccessible(page);
    const bar = await box(summary);
    expect(bar.y + bar.height).toBeLessThanOrEqual(menuTop + 0.5);
    await scrollToBottom(page);
    await expectAbove(page, page.getByRole('button', { name: 'Continue' }), (await box(summary)).y);
    await expectAbove(page, appMenu(page).getByRole('link', { name: 'More' }), 844);

    // The price details open as one sheet over the step, still above the menu.
    await summary.getByRole('button', { expanded: false }).tap();
    await expect(summary.getByRole('button', { expanded: true })).toBeVisible();
    const sheet = await box(summary);
    expect(sheet.y).toBeGreaterThanOrEqual(0);
    expect(sheet.y + sheet.height).toBeLessThanOrEqual(menuTop + 0.5);
  });
});
