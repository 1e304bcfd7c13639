import { type APIRequestContext, type Page } from '@playwright/test';
import { test, expect, expectAccessible } from './support/fixtures';

const LISTS = [
  ['destinations', 'destinations'], ['routes', 'routes'], ['companies', 'companies'], ['offers', 'offers'], ['posts', 'blog'],
] as const;
const LABELS = { el: 'Γλώσσα', en: 'Language', de: 'Sprache' } as const;

const prefix = (locale: string) => (locale === 'el' ? '' : `/${locale}`);

/** The first active item of an entity in a language, as the Content API lists it. */
async function firstItem(request: APIRequestContext, entity: string, locale: string): Promise<{ slug: string; name: string; translations: { languageCode: string; slug: string }[] }> {
  const answer = await request.get(`/api/${entity}?lang=${locale}&take=1&where=${encodeURIComponent('{"active":true}')}&include=${encodeURIComponent('{"translations":true}')}`);
  expect(answer.ok()).toBe(true);
  const [row] = ((await answer.json()) as { data: { slug: string; name?: string; title?: string; translations: { languageCode: string; slug: string }[] }[] }).data;
  if (!row) throw new Error(`no ${entity} in ${locale}`);
  return { slug: row.slug, name: row.name ?? row.title ?? '', translations: row.translations };
}

async function languageLinks(page: Page, label: string): Promise<[string, string][]> {
  return page.getByRole('navigation', { name: label }).first().getByRole('link').evaluateAll((els) =>
    els.map((a) => [a.textContent?.trim().split(/\s+/)[0] ?? '', a.getAttribute('href') ?? ''] as [string, string]));
}

test.describe('content screens', () => {
  for (const locale of ['el', 'en', 'de'] as const) {
    for (const [entity, list] of LISTS) {
      test(`/${list} and a detail in ${locale}: server-rendered with their status, accessible, language switch to the item's slugs`, async ({ page, visit, request }) => {
        test.setTimeout(120_000);
        const listPath = `${prefix(locale)}/${list}`;
        await visit(listPath);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        const item = await firstItem(request, entity, locale);
        const detailPath = `${listPath}/${item.slug}`;
        expect((await request.get(detailPath)).status(), detailPath).toBe(200);
        await visit(detailPath);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.name);
        const links = await languageLinks(page, LABELS[locale]);
        for (const t of item.translations) expect(links).toContainEqual([t.languageCode.toUpperCase(), `${prefix(t.languageCode)}/${list}/${t.slug}`]);
        expect((await request.get(`${listPath}/no-such-${entity}`)).status()).toBe(404);
      });
    }

    test(`/contact in ${locale} is accessible`, async ({ visit }) => {
      await visit(`${prefix(locale)}/contact`);
    });
  }

  test('the home page adds its content sections when scrolled near, without moving what is above', async ({ page, visit }) => {
    await visit('/en/');
    const hero = await page.locator('.hero').boundingBox();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const destinations = page.getByRole('heading', { level: 2, name: 'Popular destinations' });
    await expect(destinations).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'From the blog' })).toBeVisible();
    await destinations.scrollIntoViewIfNeeded();
    await expect(page.locator('.home-sections img').first()).toHaveAttribute('width', /\d+/);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await page.locator('.hero').boundingBox()).toEqual(hero);
    await expectAccessible(page);
  });

  test('on a tall window the home page shows its content sections without any scroll (issue 19)', async ({ page, visit }) => {
    await page.setViewportSize({ width: 1280, height: 2000 });
    await visit('/en/');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Popular destinations' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('an unknown destination shows the 404 page with its status', async ({ page }) => {
    const response = await page.goto('/en/destinations/atlantis');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/could not be found/i);
  });

  test('a route page leads into a prefilled search of its next sailing day', async ({ page, visit }) => {
    await visit('/en/routes/piraeus-santorini');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Piraeus – Santorini');
    const form = page.getByRole('form', { name: /Search tickets Piraeus – Santorini/ });
    const date = form.getByLabel('Departure date');
    await expect(date.locator('option').nth(1)).toBeAttached();
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(date).toHaveAttribute('aria-invalid', 'true');
    await expect(date).toBeFocused();
    const day = await date.locator('option').nth(1).getAttribute('value');
    await date.selectOption(day ?? '');
    await form.getByLabel('Adults').fill('2');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/results\\?trip=oneWay&legs=PIR-JTR-${day}&AD=2$`));
    await page.locator('main h1').first().waitFor();
  });

  test('a destination offers the ports sailed to from it in a search form', async ({ page, visit }) => {
    await visit('/en/destinations/piraeus');
    const form = page.getByRole('form', { name: 'Sailings from Piraeus' });
    await form.getByLabel('Destination port').selectOption('JTR');
    const date = form.getByLabel('Departure date');
    await expect(date.locator('option').nth(1)).toBeAttached();
    const day = await date.locator('option').nth(1).getAttribute('value');
    await date.selectOption(day ?? '');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/results\\?trip=oneWay&legs=PIR-JTR-${day}&AD=1$`));
  });

  test('the contact form shows an error on a field first, then sends the message', async ({ page, visit, request }) => {
    const email = `contact-${Date.now()}@example.com`;
    await visit('/en/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('First name').fill('Maria');
    await form.getByRole('button', { name: 'Send' }).click();
    const lastName = form.getByLabel('Last name');
    await expect(lastName).toHaveAttribute('aria-invalid', 'true');
    await expect(lastName).toBeFocused();
    await expect(form.getByText('This field is required').first()).toBeVisible();
    await expect(form.getByLabel('First name')).toHaveValue('Maria');
    await lastName.fill('Papadaki');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Phone').fill('+30 691 234 5678');
    await form.getByLabel('Message').fill('Can I take my bicycle on the ferry to Naxos?');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByText('The email was sent successfully')).toBeVisible();
    await expect(async () => {
      const mails = (await (await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as { text: string }[];
      expect(mails.length).toBeGreaterThan(0);
    }).toPass();
    const all = (await (await request.get('/dev/mailbox.json')).json()) as { text: string }[];
    expect(all.some((m) => m.text.includes('Can I take my bicycle on the ferry to Naxos?'))).toBe(true);

    const newsletter = page.getByRole('form', { name: 'Newsletter' });
    await newsletter.getByLabel('Your e-mail').fill(email);
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await expect(newsletter.getByText('You have subscribed')).toBeVisible();
  });
});
