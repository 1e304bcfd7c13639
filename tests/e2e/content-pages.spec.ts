import { type Page } from '@playwright/test';
import { test, expect } from './support/fixtures';

/** The language switch's links as [code, href]. */
async function languageLinks(page: Page, label: string): Promise<[string, string][]> {
  const selector = page.getByRole('navigation', { name: label }).first();
  return selector.getByRole('link').evaluateAll((els) =>
    els.map((a) => [a.textContent?.trim().split(/\s+/)[0] ?? '', a.getAttribute('href') ?? ''] as [string, string]));
}

test.describe('content pages', () => {
  test('the Greek terms page shows its sections and switches to the English terms', async ({ page, visit }) => {
    const response = await page.request.get('/oroi-and-proypo8eseis');
    expect(response.status()).toBe(200);
    await visit('/oroi-and-proypo8eseis');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Όροι και προϋποθέσεις');
    await expect(page.getByRole('heading', { level: 2, name: '2. Ο ρόλος μας' })).toBeVisible();
    await expect(page.getByText('εξουσιοδοτημένος μεταπωλητής και πράκτορας των ακτοπλοϊκών εταιρειών')).toBeVisible();
    await expect(page).toHaveTitle('Όροι και προϋποθέσεις | FerryShop');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /εξουσιοδοτημένος μεταπωλητής/);

    const links = await languageLinks(page, 'Γλώσσα');
    expect(links).toContainEqual(['EN', '/en/terms-and-conditions']);
    expect(links).toContainEqual(['DE', '/de/allgemeine-geschaeftsbedingungen']);
    await page.getByRole('navigation', { name: 'Γλώσσα' }).first().getByRole('link', { name: /^EN\b/ }).click();
    await expect(page).toHaveURL(/\/en\/terms-and-conditions$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and conditions');
  });

  test('the English terms page links back to the Greek and on to the French terms', async ({ page, visit }) => {
    await visit('/en/terms-and-conditions');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and conditions');
    await expect(page.getByRole('heading', { level: 2, name: '7. Liability' })).toBeVisible();
    await expect(page.getByText('Regulation (EU) No 1177/2010')).toBeVisible();
    expect(await languageLinks(page, 'Language')).toEqual([
      ['EL', '/oroi-and-proypo8eseis'], ['DE', '/de/allgemeine-geschaeftsbedingungen'], ['IT', '/it/termini-e-condizioni'],
      ['FR', '/fr/conditions-generales'], ['ES', '/es/terminos-y-condiciones'],
    ]);
    await page.getByRole('navigation', { name: 'Language' }).first().getByRole('link', { name: /^FR\b/ }).click();
    await expect(page).toHaveURL(/\/fr\/conditions-generales$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conditions générales');
  });

  test('the German FAQ opens an answer and switches to the Italian FAQ', async ({ page, visit }) => {
    await visit('/de/haeufige-fragen');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Häufige Fragen');
    const question = page.getByText('Wann muss ich am Hafen sein?');
    await expect(page.getByText('Das Boarding endet 15 Minuten vor der Abfahrt.')).toBeHidden();
    await question.click();
    await expect(page.getByText('Das Boarding endet 15 Minuten vor der Abfahrt.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Noch eine Frage?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'customercare@ferryshop.gr' }).first()).toBeVisible();
    await page.getByRole('navigation', { name: 'Sprache' }).first().getByRole('link', { name: /^IT\b/ }).click();
    await expect(page).toHaveURL(/\/it\/domande-frequenti$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Domande frequenti');
  });

  test('the footer links of a page lead to its content pages', async ({ page, visit }) => {
    await visit('/en/');
    await page.getByRole('link', { name: 'Privacy policy' }).first().click();
    await expect(page).toHaveURL(/\/en\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  });

  test('/en/no-such-page answers 404 and shows the 404 page', async ({ page, visit }) => {
    const response = await page.request.get('/en/no-such-page');
    expect(response.status()).toBe(404);
    await visit('/en/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
  });
});
