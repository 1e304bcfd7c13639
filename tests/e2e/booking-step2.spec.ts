import { type Page } from '@playwright/test';
import { makeResidentCode } from '../../server/operators/demo/codes';
import { expect, expectAccessible, test } from './support/fixtures';

/** A day with sailings Piraeus → Thira a few days from now, from the Booking API. */
async function sailingDay(page: Page): Promise<string> {
  const answer = await page.request.post('/booking/getDates', { data: { origin: 'PIR', destination: 'JTR' } });
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: string[] };
  expect(data.length).toBeGreaterThan(3);
  return data[3]!;
}

/** Searches one way for the travellers, chooses the first sailing on step 1 and continues to step 2. */
async function openStep2(page: Page, visit: (path: string) => Promise<void>, query: string, locale: 'en' | 'el' = 'en') {
  const day = await sailingDay(page);
  await visit(`${locale === 'en' ? '/en' : ''}/results?trip=oneWay&legs=PIR-JTR-${day}&${query}`);
  // The first sailing that can be chosen; its card's label is what a traveller clicks.
  const first = page.getByRole('radio', { disabled: false }).first();
  await page.locator(`label[for="${await first.getAttribute('id')}"]`).click();
  await expect(first).toBeChecked();
  await page.getByRole('button', { name: locale === 'en' ? 'Continue' : 'Συνέχεια' }).click();
  const heading = page.locator('#results-step-heading');
  await expect(heading).toHaveText(locale === 'en' ? 'Passengers and vehicles' : 'Επιβάτες και οχήματα');
}

const summary = (page: Page) => page.getByRole('region', { name: 'Price summary' });
const total = (page: Page) => summary(page).locator('[aria-live="polite"]');

test.describe('booking step 2: passengers and vehicles', () => {
  test('chooses places, codes, a vehicle and a pet with live prices, then continues to the details', async ({ page, visit, consoleErrors }) => {
    await openStep2(page, visit, 'AD=2&vehicles=1');
    await expect(total(page)).toHaveText(/\d+\.\d{2}\s€/);
    await expect(page.getByText('Updating prices…')).toHaveCount(0);
    await expectAccessible(page);
    const before = await total(page).textContent();

    // A better place for passenger 2: the priciest enabled option; the total follows.
    const place = page.getByRole('group', { name: 'Passenger 2' }).getByRole('combobox', { name: 'Seat or berth' });
    const values = await place.locator('option:not([disabled])').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    await place.selectOption(values.at(-1)!);
    await expect(total(page)).not.toHaveText(before!);
    await expect(page.getByText('Updating prices…')).toHaveCount(0);

    // A MAN code: a wrong one shows the SPEC message on the field, a real one is accepted and lowers the price.
    const man = page.getByRole('group', { name: 'Passenger 1' }).getByRole('textbox', { name: 'MAN code (island resident)' });
    await man.fill('MAN00000000X');
    await man.press('Enter');
    await expect(page.getByText('The MAN code you entered is not valid.')).toBeVisible();
    await expect(man).toHaveAttribute('aria-invalid', 'true');
    const withPlace = await total(page).textContent();
    await man.fill(makeResidentCode(20_250_611));
    await man.press('Enter');
    await expect(page.getByText('MAN code accepted.')).toBeVisible();
    await expect(total(page)).not.toHaveText(withPlace!);

    // The vehicle from the search, a trailer and a pet in the care of passenger 2.
    const vehicles = page.getByRole('region', { name: 'Vehicles' });
    await vehicles.getByRole('combobox', { name: 'Vehicle type' }).selectOption('MOTO');
    await expect(summary(page).getByText(/Motorcycle, 4 m/)).toBeVisible();
    await vehicles.getByRole('button', { name: 'Add a trailer to vehicle 1' }).click();
    await expect(summary(page).getByText(/Trailer, 3 m/)).toBeVisible();
    const pets = page.getByRole('region', { name: 'Pets' });
    await pets.getByRole('button', { name: 'Add a pet' }).click();
    await pets.getByRole('combobox', { name: 'Passenger responsible' }).selectOption({ label: 'Passenger 2 (Adult)' });
    await expect(summary(page).getByText('Pet 1 · Small pet in a carrier')).toBeVisible();
    await expect(page.getByText('Updating prices…')).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.locator('#results-step-heading')).not.toHaveText('Passengers and vehicles');
    // The price summary stays beside step 3.
    await expect(summary(page)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('keeps the choices and their prices across a reload', async ({ page, visit }) => {
    await openStep2(page, visit, 'AD=1&pets=1');
    const pets = page.getByRole('region', { name: 'Pets' });
    await pets.getByRole('combobox', { name: 'Kind of pet' }).selectOption('PET_L');
    await expect(summary(page).getByText('Pet 1 · Large pet')).toBeVisible();
    await page.reload();
    await expect(page.locator('#results-step-heading')).toHaveText('Passengers and vehicles');
    await expect(page.getByRole('region', { name: 'Pets' }).getByRole('combobox', { name: 'Kind of pet' })).toHaveValue('PET_L');
    await expect(total(page)).toHaveText(/\d+\.\d{2}\s€/);
    await expectAccessible(page);
  });

  test('removes a passenger whose pet then asks for another, across a reload (issue 19)', async ({ page, visit }) => {
    await openStep2(page, visit, 'AD=2&pets=1');
    const pets = page.getByRole('region', { name: 'Pets' });
    const owner = pets.getByRole('combobox', { name: 'Passenger responsible' });
    await owner.selectOption({ label: 'Passenger 2 (Adult)' });
    await page.getByRole('button', { name: 'Remove passenger 2 from every trip' }).press('Enter');
    await expect(page.getByRole('group', { name: 'Passenger 2' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Remove passenger/ })).toHaveCount(0);
    await expect(owner).toBeFocused();
    await expect(owner.locator('option:checked')).toHaveText('Choose a passenger');
    // The URL's party follows the booking's (it kept AD=2): a reload or a copied link has the party being booked.
    await expect(page).toHaveURL(/[?&]AD=1(&|$)/);
    await expect(page.locator('.results-summary__travellers')).toHaveText('1 passenger, 1 pet');
    await page.reload();
    await expect(page.locator('#results-step-heading')).toHaveText('Passengers and vehicles');
    await expect(page.getByRole('group', { name: /Passenger \d/ })).toHaveCount(1);
    await owner.selectOption({ label: 'Passenger 1 (Adult)' });
    await expect(summary(page).getByText('Pet 1 · Small pet in a carrier')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.locator('#results-step-heading')).not.toHaveText('Passengers and vehicles');
  });

  test('on a phone the summary is a bar at the bottom with the total that unfolds', async ({ page, visit }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openStep2(page, visit, 'AD=1', 'en');
    await expect(total(page)).toHaveText(/\d+\.\d{2}\s€/);
    const bar = summary(page);
    const box = await bar.boundingBox();
    expect(box!.y + box!.height).toBeGreaterThan(800);
    const toggle = bar.getByRole('button', { name: 'Price details' });
    await expect(bar.getByText('Subtotal')).toBeHidden();
    await toggle.click();
    await expect(bar.getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
    await expect(bar.getByText('Subtotal')).toBeVisible();
    await expectAccessible(page);
  });

  test('speaks Greek, with prices in the Greek format', async ({ page, visit }) => {
    await openStep2(page, visit, 'AD=1', 'el');
    const greekSummary = page.getByRole('region', { name: 'Σύνοψη τιμής' });
    await expect(greekSummary.locator('[aria-live="polite"]')).toHaveText(/\d+,\d{2}\s€/);
    await expect(page.getByRole('combobox', { name: 'Θέση ή κλίνη' })).toBeVisible();
    await expectAccessible(page);
  });
});
