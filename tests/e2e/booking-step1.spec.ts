import { type APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { pickEnabledDay } from './support/wizard-calendar';

interface ApiTrip { company: { code: string }; departureDatetime: string; durationMinutes: number; lowestFare: number }

/** The sailings of a route on a day, from the Booking API. */
async function sailings(request: APIRequestContext, from: string, to: string, day: string): Promise<ApiTrip[]> {
  const answer = await request.post('/booking/results', { data: { legs: [{ departurePort: from, destinationPort: to, departureDate: day }], lang: 'en' } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { legs: { trips: ApiTrip[] }[] }).legs[0]!.trips;
}

async function sailingDays(request: APIRequestContext, origin: string, destination: string): Promise<string[]> {
  const answer = await request.post('/booking/getDates', { data: { origin, destination } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: string[] }).data;
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The first day (after the first sailing day) on which two companies sail the route. */
async function dayWithTwoCompanies(request: APIRequestContext, from: string, to: string): Promise<string> {
  const days = (await sailingDays(request, from, to)).slice(1, 15);
  for (const day of days) {
    const trips = await sailings(request, from, to, day);
    if (new Set(trips.map((t) => t.company.code)).size >= 2) return day;
  }
  throw new Error(`no day with two companies on ${from}-${to}`);
}

const minutes = (text: string) => {
  const [, h, m] = /(\d+)h (\d+)m/.exec(text) ?? [];
  return Number(h) * 60 + Number(m);
};
const euros = (text: string) => Number(text.replace(/[^\d.]/g, ''));
const nonDecreasing = (values: number[]) => values.every((v, i) => i === 0 || v >= values[i - 1]!);

test.describe('booking step 1: select route', () => {
  test('searches on home, sorts and filters the sailings, selects one, reaches step 2 and keeps it over a reload', async ({ page, request, visit }) => {
    // A whole journey with an accessibility check at every stage.
    test.slow();
    const busyDay = await dayWithTwoCompanies(request, 'PIR', 'JTR');

    await visit('/en/');
    await page.getByRole('button', { name: 'Search Piraeus – Santorini' }).click();
    const form = page.getByRole('form', { name: 'Search ferry tickets' });
    await expect(form.getByRole('combobox', { name: 'Destination port' })).toHaveValue('Santorini (Thira)');
    await pickEnabledDay(page, form);
    await form.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/results\?trip=oneWay&legs=PIR-JTR-\d{4}-\d{2}-\d{2}&AD=1$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Choose your sailing' })).toBeVisible();
    const leg = page.getByRole('region', { name: /Piraeus – Santorini/ });
    await expect(leg.getByRole('radio').first()).toBeAttached();
    await expectAccessible(page);

    // Another day through the date field: a new search in the URL.
    await leg.getByLabel('Date', { exact: true }).fill(busyDay);
    await expect(page).toHaveURL(new RegExp(`legs=PIR-JTR-${busyDay}&AD=1$`));
    const cards = leg.locator('.sailing:not(.sailing--skeleton)');
    await expect(cards).toHaveCount((await sailings(request, 'PIR', 'JTR', busyDay)).length);
    const logo = cards.first().getByRole('img').first();
    await expect(logo).toHaveAttribute('width', '120');
    await expect(logo).toHaveAttribute('alt', /\S/);
    const times = await cards.locator('.sailing__time time').allTextContents();
    expect(times.filter((_, i) => i % 2 === 0)).toEqual([...times.filter((_, i) => i % 2 === 0)].sort());

    await leg.getByLabel('Sort by').selectOption({ label: 'Journey time' });
    expect(nonDecreasing((await cards.locator('.sailing__duration').allTextContents()).map(minutes))).toBe(true);
    await leg.getByLabel('Sort by').selectOption({ label: 'Lowest price' });
    expect(nonDecreasing((await cards.locator('.sailing__price strong').allTextContents()).map(euros))).toBe(true);
    const company = leg.getByLabel('Company');
    const options = await company.locator('option').allTextContents();
    expect(options.length).toBeGreaterThanOrEqual(3);
    await company.selectOption({ label: options[1]! });
    await expect(cards.first().getByRole('img', { name: options[1]! })).toBeVisible();
    for (const alt of await cards.getByRole('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')))) expect(alt).toBe(options[1]);
    await expectAccessible(page);

    // Continue before choosing names what is missing.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toContainText('Choose a sailing for:');
    await cards.first().locator('label').click();
    await expect(cards.first().getByRole('radio')).toBeChecked();
    const chosen = await cards.first().getByRole('radio').getAttribute('id');
    await expect(page.getByRole('complementary', { name: 'Your booking' })).toContainText('Your trips');
    await page.getByRole('button', { name: 'Continue' }).click();

    const steps = page.getByRole('navigation', { name: 'Booking steps' });
    await expect(steps.locator('[aria-current="step"]')).toContainText('Passengers and vehicles');
    await expect(page.locator('#results-step-heading')).toBeFocused();
    // Step 2 prices the choices at once; check the page once the price is there.
    await expect(page.getByRole('complementary', { name: 'Your booking' }).locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessible(page);

    // The browser's Back goes to the step before (not out of the booking), Forward returns (issue 19).
    await page.goBack();
    await expect(page.getByRole('heading', { level: 2, name: 'Choose your sailing' })).toBeVisible();
    await expect(page).toHaveURL(/\/en\/results\?/);
    await expect(page.locator(`[id="${chosen}"]`)).toBeChecked();
    await page.goForward();
    await expect(steps.locator('[aria-current="step"]')).toContainText('Passengers and vehicles');
    await expect(page.getByRole('complementary', { name: 'Your booking' }).locator('[aria-busy="true"]')).toHaveCount(0);

    // A reload asks first (beforeunload), then keeps the step and the chosen sailing.
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => { dialogs.push(dialog.type()); void dialog.accept(); });
    await page.reload();
    await expect(steps.locator('[aria-current="step"]')).toContainText('Passengers and vehicles');
    expect(dialogs).toContain('beforeunload');
    await steps.getByRole('button', { name: /Step 1 of 3: Select route/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Choose your sailing' })).toBeFocused();
    await expect(page.locator(`[id="${chosen}"]`)).toBeChecked();
    await expectAccessible(page);

    // Leaving by an in-app link asks in a dialog; keeping on editing stays.
    await page.getByRole('link', { name: 'Change search' }).click();
    const leave = page.getByRole('alertdialog', { name: 'Leave your booking?' });
    await expect(leave).toBeVisible();
    await expect(leave.getByRole('button', { name: 'Keep editing' })).toBeFocused();
    await expectAccessible(page);
    await leave.getByRole('button', { name: 'Keep editing' }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(/\/en\/results\?/);
    // The logo asks the same (it used to start the booking over at once), and keeping on editing keeps the choice.
    await page.getByRole('link', { name: 'FerryShop – home page' }).click();
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Keep editing' }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(/\/en\/results\?/);
    await expect(page.locator(`[id="${chosen}"]`)).toBeChecked();
    await page.getByRole('link', { name: 'Change search' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/en\/?\?trip=oneWay/);
    await expect(page.getByRole('form', { name: 'Search ferry tickets' }).getByLabel('Departure port', { exact: true }).first()).toHaveValue('Piraeus');
    await expectAccessible(page);
  });

  test('says there is no availability on a day without sailings and offers the nearest days', async ({ page, request, visit }) => {
    const days = await sailingDays(request, 'PIR', 'RET');
    const gap = days.map(nextDay).find((d, i) => i < days.length - 1 && !days.includes(d));
    expect(gap).toBeDefined();
    await visit(`/en/results?trip=oneWay&legs=PIR-RET-${gap}&AD=1`);
    const leg = page.getByRole('region', { name: /Piraeus – Rethymno/ });
    await expect(leg.getByText('There is no availability on the specific date, please choose another one.')).toBeVisible();
    await expect(leg.getByText('Nearest days with sailings:')).toBeVisible();
    await expectAccessible(page);
    // The nearest days' list (the strip of neighbouring days above is a list of days too).
    await leg.locator('.leg__empty').getByRole('listitem').getByRole('button').first().click();
    await expect(leg.getByRole('radio').first()).toBeAttached();
    await expect(page).not.toHaveURL(new RegExp(`${gap}`));
    await expectAccessible(page);
  });

  test('works on a 360 px wide screen, in Greek', async ({ page, request, visit }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const day = (await sailingDays(request, 'PIR', 'JTR'))[1]!;
    await visit(`/results?trip=roundTrip&legs=PIR-JTR-${day}~JTR-PIR-${nextDay(nextDay(day))}&AD=2`);
    await expect(page.getByRole('heading', { level: 2, name: 'Επιλέξτε δρομολόγιο' })).toBeVisible();
    await expect(page.getByRole('radio').first()).toBeAttached();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page);
  });
});
