import { type APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';

/** A day with sailings Piraeus → Thira a few days from now, from the Booking API. */
async function sailingDay(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/booking/getDates', { data: { origin: 'PIR', destination: 'JTR' } });
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: string[] };
  expect(data.length).toBeGreaterThan(3);
  return data[3]!;
}

test.describe('phone: the Back button inside the booking', () => {
  test('step 2, then the phone\'s Back, is step 1 with the chosen sailing kept; Forward returns to step 2', async ({ page, visit }) => {
    const day = await sailingDay(page.request);
    await visit(`/en/results?trip=oneWay&legs=PIR-JTR-${day}&AD=1`);
    const first = page.getByRole('radio', { disabled: false }).first();
    const chosen = await first.getAttribute('id');
    await page.locator(`label[for="${chosen}"]`).tap();
    await expect(first).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).tap();

    const current = page.getByRole('navigation', { name: 'Booking steps' }).locator('[aria-current="step"]');
    await expect(current).toContainText('Passengers and vehicles');
    await expect(page.locator('#results-step-heading')).toHaveText('Passengers and vehicles');
    await expect(page.getByRole('complementary', { name: 'Your booking' }).locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessible(page);

    // The phone's Back (the browser's history) is one step back, not out of the booking (the breadcrumb shows from
    // step 2 on).
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/results\?/);
    await expect(page.getByRole('heading', { level: 2, name: 'Choose your sailing' })).toBeVisible();
    await expect(page.locator(`[id="${chosen}"]`)).toBeChecked();
    await expectAccessible(page);

    await page.goForward();
    await expect(current).toContainText('Passengers and vehicles');
  });

  test('the page\'s own entry keeps step 1 over a reload on step 2: Back after the reload is step 1', async ({ page, visit }) => {
    const day = await sailingDay(page.request);
    await visit(`/en/results?trip=oneWay&legs=PIR-JTR-${day}&AD=1`);
    const first = page.getByRole('radio', { disabled: false }).first();
    await page.locator(`label[for="${await first.getAttribute('id')}"]`).tap();
    await expect(first).toBeChecked();
    // Written into the browser's entry without a router navigation (results-shell.tsx markEntryStep, issue 18).
    await expect.poll(() => page.evaluate(() => (window.history.state as { bookingStep?: number } | null)?.bookingStep)).toBe(0);
    await page.getByRole('button', { name: 'Continue' }).tap();
    await expect(page.locator('#results-step-heading')).toHaveText('Passengers and vehicles');

    await page.reload();
    await expect(page.locator('#results-step-heading')).toHaveText('Passengers and vehicles');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 2, name: 'Choose your sailing' })).toBeVisible();
    await expect(page).toHaveURL(/\/en\/results\?/);
  });
});
